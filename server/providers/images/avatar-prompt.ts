import { type AvatarLook, toEnglish } from './avatar-look';

const skinWords = { lys: 'fair', medium: 'medium', mørk: 'dark', 'meget mørk': 'very dark' } as const;

export const AVATAR_NEGATIVE_PROMPT =
  'scary, angry, sad, crying, frightening, distorted face, deformed, extra limbs, text, letters, watermark, signature, photo, realistic, nsfw';

const removeName = (text: string, name?: string) => {
  if (!name?.trim()) return text;
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'gi'), ' ');
};

/**
 * The English prompt for an AI avatar. Built only from the look; the child's name is never
 * part of it, and is removed should a parent have typed it into a free-text field.
 */
export function avatarPrompt(look: AvatarLook, childName?: string): string {
  const hair = toEnglish(removeName(look.hairColor, childName));
  const eyes = toEnglish(removeName(look.eyeColor, childName));
  const outfit = toEnglish(removeName(look.outfit, childName));
  const child = look.gender === 'pige' ? 'girl' : 'boy';
  return [
    `A friendly cartoon avatar portrait of a ${look.age}-year-old ${child}${hair ? ` with ${hair.replace(/\s*hair$/, '')} hair` : ''}`,
    eyes && `${eyes.replace(/\s*eyes?$/, '')} eyes`,
    `${skinWords[look.skinColor]} skin`,
    outfit && `wearing ${outfit}`,
  ]
    .filter(Boolean)
    .join(', ')
    .concat(
      '. Calm, happy expression, looking at the viewer, head and shoulders, simple soft pastel background, children\'s picture book illustration, clean lines, gentle colours.',
    );
}
