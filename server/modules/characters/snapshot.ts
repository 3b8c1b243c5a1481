import type { CharacterSnapshot } from '../../../shared/story-snapshot';
import type { CharacterRow } from './repository';

/**
 * What a story keeps of its character (shared/story-snapshot.ts), copied when the story is made,
 * so later edits of the avatar do not rewrite old stories.
 */
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
    traits: row.characteristics,
    features: row.features,
    avatar: row.avatar,
  };
}
