import type { Character } from '@shared/api-types';
import { type AvatarFeatures, type HairStyle, NO_FEATURES } from '@shared/avatar-features';
import { characterCreateSchema, type Gender, type SkinColor } from '@shared/schemas';
import { z } from 'zod';

/**
 * What the character form holds: text as typed. The shared schemas (the server's own rules
 * and Danish messages) turn it into what the API takes, so browser and server agree.
 */
export interface CharacterFormValues {
  name: string;
  age: string;
  gender: Gender | '';
  hairColor: string;
  eyeColor: string;
  skinColor: SkinColor | '';
  outfit: string;
  companion: string;
  /** Comma-separated; trimmed into a list with empty entries dropped. */
  characteristics: string;
  /** The builder's choices; hair style '' is «Vælg ud fra hårfarven» (null in the API). */
  features: Omit<AvatarFeatures, 'hairStyle'> & { hairStyle: HairStyle | '' };
  /** The chosen avatar candidate's id; empty until one is generated. */
  avatar: string;
}

/** The fields an avatar is drawn from: checked before "Generer avatar". */
export const lookFields = [
  'age',
  'gender',
  'hairColor',
  'eyeColor',
  'skinColor',
  'outfit',
  'features',
] as const satisfies (keyof CharacterFormValues)[];

/** A new character needs a name and a generated avatar. */
export const createCharacterSchema = characterCreateSchema;

/** Editing keeps the current avatar unless a new candidate was chosen. */
export const editCharacterSchema = characterCreateSchema.extend({
  avatar: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .optional(),
});

export const emptyCharacterForm: CharacterFormValues = {
  name: '',
  age: '',
  gender: '',
  hairColor: '',
  eyeColor: '',
  skinColor: '',
  outfit: '',
  companion: '',
  characteristics: '',
  features: { ...NO_FEATURES, hairStyle: '' },
  avatar: '',
};

export const characterFormValues = (c: Character): CharacterFormValues => ({
  name: c.name,
  age: String(c.age),
  gender: c.gender,
  hairColor: c.hairColor,
  eyeColor: c.eyeColor,
  skinColor: c.skinColor,
  outfit: c.outfit,
  companion: c.companion ?? '',
  characteristics: c.characteristics.join(', '),
  features: { ...c.features, hairStyle: c.features.hairStyle ?? '' },
  avatar: '',
});
