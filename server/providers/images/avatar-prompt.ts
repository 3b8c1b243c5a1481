import { type NameToRedact, redactNames } from '../../../shared/name-redaction';
import { type AvatarLook, SKIN_WORDS, toEnglish } from './avatar-look';

export const AVATAR_NEGATIVE_PROMPT =
  'scary, angry, sad, crying, frightening, distorted face, deformed, extra limbs, text, letters, watermark, signature, photo, realistic, nsfw';

/** The child's name, as an avatar prompt keeps it out: nothing stands in its place. */
export const avatarNames = (childName?: string): NameToRedact[] => (childName?.trim() ? [{ name: childName, replacement: '' }] : []);

/**
 * The English prompt for an AI avatar. Built only from the look; the child's name is never
 * part of it, and is removed should a parent have typed it into a free-text field, before the
 * Danish words are translated (a name that is also a colour, such as Hvid, must not come out as one).
 */
export function avatarPrompt(look: AvatarLook, childName?: string): string {
  const english = (danish: string) => toEnglish(redactNames(danish, avatarNames(childName)));
  const hair = english(look.hairColor);
  const eyes = english(look.eyeColor);
  const outfit = english(look.outfit);
  const child = look.gender === 'pige' ? 'girl' : 'boy';
  return [
    `A friendly cartoon avatar portrait of a ${look.age}-year-old ${child}${hair ? ` with ${hair.replace(/\s*hair$/, '')} hair` : ''}`,
    eyes && `${eyes.replace(/\s*eyes?$/, '')} eyes`,
    `${SKIN_WORDS[look.skinColor]} skin`,
    outfit && `wearing ${outfit}`,
  ]
    .filter(Boolean)
    .join(', ')
    .concat(
      '. Calm, happy expression, looking at the viewer, head and shoulders, simple soft pastel background, children\'s picture book illustration, clean lines, gentle colours.',
    );
}
