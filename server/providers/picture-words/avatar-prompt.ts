import { type HairStyle, resolveFeatures } from '../../../shared/avatar-features';
import { type NameToRedact, redactNames } from '../../../shared/name-redaction';
import { type AvatarLook, SKIN_WORDS, toEnglish } from './avatar-look';
import { PICTURE_STYLE } from './picture-style';

export const AVATAR_NEGATIVE_PROMPT =
  'scary, angry, sad, crying, frightening, distorted face, deformed, extra limbs, text, letters, watermark, signature, photo, realistic, nsfw';

/** The child's name, as an avatar prompt keeps it out: nothing stands in its place. */
export const avatarNames = (childName?: string): NameToRedact[] => (childName?.trim() ? [{ name: childName, replacement: '' }] : []);

/** A hair style chosen in the avatar builder: words before the hair, or after it. */
const HAIR_STYLE_WORDS: Record<HairStyle, { before?: string; after?: string }> = {
  kort: { before: 'short' },
  'meget kort': { before: 'very short' },
  mellemlangt: { before: 'shoulder-length' },
  langt: { before: 'long' },
  krøllet: { before: 'curly' },
  fletninger: { after: 'in braids' },
  hestehale: { after: 'in a ponytail' },
  knold: { after: 'in a bun' },
};

/**
 * A child's look in English, the same words for the avatar and for every picture of a story:
 * «a 6-year-old girl with long light hair, blue eyes, fair skin, wearing red dress and glasses».
 * `english` turns one Danish field into English (the avatar's removes the child's name first).
 */
export function describeLook(look: AvatarLook, english: (danish: string) => string = toEnglish): string {
  const features = resolveFeatures(look.features, look);
  const colour = english(look.hairColor).replace(/\s*hair$/, '');
  const style = look.features?.hairStyle ? HAIR_STYLE_WORDS[look.features.hairStyle] : {};
  const before = style.before && !colour.includes(style.before) ? `${style.before} ` : '';
  const hair = colour || before ? `with ${before}${colour}${colour ? ' ' : ''}hair${style.after ? ` ${style.after}` : ''}` : '';
  const eyes = english(look.eyeColor).replace(/\s*eyes?$/, '');
  const outfit = english(look.outfit);
  const worn = [
    outfit,
    features.glasses && !/glasses/.test(outfit) && 'glasses',
    features.headscarf && 'a headscarf',
    features.ears === 'høreapparat' && 'a hearing aid',
    features.ears === 'høretelefoner' && 'noise-cancelling headphones',
  ].filter((w): w is string => !!w);
  return [
    `a ${look.age}-year-old ${look.gender === 'pige' ? 'girl' : 'boy'}${hair && ` ${hair}`}`,
    eyes && `${eyes} eyes`,
    `${SKIN_WORDS[look.skinColor] ?? 'medium'} skin`,
    worn.length && `wearing ${worn.length > 1 ? `${worn.slice(0, -1).join(', ')} and ${worn.at(-1)}` : worn[0]}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The English prompt for an AI avatar, in the style of the story pictures. Built only from the
 * look; the child's name is never part of it, and is removed should a parent have typed it into a
 * free-text field, before the Danish words are translated (a name that is also a colour, such as
 * Hvid, must not come out as one).
 */
export function avatarPrompt(look: AvatarLook, childName?: string): string {
  const english = (danish: string) => toEnglish(redactNames(danish, avatarNames(childName)));
  return `A friendly cartoon avatar portrait of ${describeLook(look, english)}. Calm, happy expression, looking at the viewer, head and shoulders, simple soft pastel background. ${PICTURE_STYLE}`;
}
