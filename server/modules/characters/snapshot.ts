import { type AvatarFeatures, parseFeatures } from '../../../shared/avatar-features';
import type { Gender, SkinColor } from '../../../shared/schemas';
import type { CharacterRow } from './repository';

/**
 * What a story keeps of its character, copied when the story is made, so later edits of the
 * avatar do not rewrite old stories. `avatar` is the storage key of the avatar picture.
 */
export interface CharacterSnapshot {
  id: string;
  name: string;
  age: number;
  gender: Gender;
  hairColor: string;
  eyeColor: string;
  skinColor: SkinColor;
  outfit: string;
  companion: string | null;
  traits: string[];
  /** The avatar builder's choices (no choices for characters from before them). */
  features: AvatarFeatures;
  avatar: string;
}

export function characterSnapshot(row: CharacterRow): CharacterSnapshot {
  return {
    id: row.id,
    name: row.name,
    age: Number(row.age),
    gender: row.gender,
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    skinColor: row.skin_color,
    outfit: row.outfit,
    companion: row.companion,
    traits: parseTraits(row.characteristics),
    features: parseFeatures(row.features),
    avatar: row.avatar,
  };
}

export function parseTraits(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
