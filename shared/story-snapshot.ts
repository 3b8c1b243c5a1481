/**
 * What a story keeps of its child or group (`stories.character`), copied when the story is made, so
 * later edits of an avatar do not rewrite old stories: one home for its shape, read with these
 * schemas at the database edge (server/db/story-record.ts) and in a story job's input.
 *
 * The schemas check kinds, not the form's limits: a snapshot keeps what the form allowed when it
 * was taken. A field that snapshots of an older version lack (the look, traits, choices, avatar)
 * takes its neutral value; one that is there but of the wrong kind fails the schema.
 */
import { z } from 'zod';
import { avatarFeaturesSchema, NO_FEATURES } from './avatar-features';
import { genders, skinColors } from './schemas';

/** A child as a story keeps them. `avatar` is the storage key of the avatar picture ('' for none). */
export const characterSnapshotSchema = z.object({
  id: z.string().default(''),
  name: z.string(),
  age: z.number(),
  gender: z.enum(genders),
  hairColor: z.string().default(''),
  eyeColor: z.string().default(''),
  skinColor: z.enum(skinColors).default('medium'),
  outfit: z.string().default(''),
  companion: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  traits: z.array(z.string()).default([]),
  /** The avatar builder's choices; none in snapshots taken before them (0065). */
  features: avatarFeaturesSchema.default(NO_FEATURES),
  avatar: z.string().default(''),
});
export type CharacterSnapshot = z.infer<typeof characterSnapshotSchema>;

/**
 * A group as a story keeps it: the name (also `name`, so lists show it where a child's name would
 * be), the ages, and the avatars chosen for the pictures (0-4, copied like a child's).
 */
export const groupSnapshotSchema = z.object({
  name: z.string(),
  /** the youngest age: the story is written for it */
  age: z.number(),
  group: z.object({ name: z.string(), ageFrom: z.number(), ageTo: z.number() }),
  members: z.array(characterSnapshotSchema),
});
export type GroupSnapshot = z.infer<typeof groupSnapshotSchema>;

/** What a story keeps of its child or group. */
export const storySnapshotSchema = z.union([groupSnapshotSchema, characterSnapshotSchema]);
export type StorySnapshot = CharacterSnapshot | GroupSnapshot;

export const isGroupSnapshot = (s: StorySnapshot): s is GroupSnapshot =>
  'group' in s && typeof s.group === 'object' && s.group !== null && Array.isArray(s.members);

/**
 * What stands in for a field of a child's snapshot that is missing or unreadable (a hand-edited or
 * damaged row): no name (the check then finds the name in the text), the oldest age (the check's
 * loosest limits, as `ageBand` reads an unknown age), the form's first gender, and the neutral
 * values of the schema's defaults for the rest (the pictures then draw from the words).
 */
export const UNKNOWN_CHILD: CharacterSnapshot = {
  id: '',
  name: '',
  age: 12,
  gender: genders[0],
  hairColor: '',
  eyeColor: '',
  skinColor: 'medium',
  outfit: '',
  companion: null,
  traits: [],
  features: NO_FEATURES,
  avatar: '',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each field of `value` that is valid as `schema`'s field, the fallback's for the others. */
function fieldByField<S extends z.ZodObject>(schema: S, value: Record<string, unknown>, fallback: Record<string, unknown>): z.infer<S> {
  const shape: Record<string, z.ZodType> = schema.shape;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const read = field.safeParse(value[key]);
      return [key, read.success ? read.data : fallback[key]];
    }),
  );
  return schema.parse(fields);
}

/**
 * A snapshot that failed `storySnapshotSchema`, kept as far as it goes: every valid field as it is,
 * `UNKNOWN_CHILD`'s for the others (a group's missing ages from its `age`), each member of a group
 * the same way. A story with a damaged snapshot still lists and opens under the name it had.
 */
export function salvagedSnapshot(value: unknown): StorySnapshot {
  const raw = isRecord(value) ? value : {};
  const child = fieldByField(characterSnapshotSchema, raw, UNKNOWN_CHILD);
  if (!isRecord(raw.group) && !Array.isArray(raw.members)) return child;
  const group = isRecord(raw.group) ? raw.group : {};
  return {
    name: child.name,
    age: child.age,
    group: fieldByField(groupSnapshotSchema.shape.group, group, { name: child.name, ageFrom: child.age, ageTo: child.age }),
    members: (Array.isArray(raw.members) ? raw.members : []).map((m) =>
      fieldByField(characterSnapshotSchema, isRecord(m) ? m : {}, UNKNOWN_CHILD),
    ),
  };
}
