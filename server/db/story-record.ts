/**
 * A story row at the database edge: every repository that reads `stories` (stories, shares,
 * account) hands each row on with its JSON columns read and validated: the plan
 * (story-plan-column.ts), the pictures, the child or group it keeps (shared/story-snapshot.ts) and
 * the parent's answers (shared/story-facts.ts). No service parses a column; a column that fails
 * its schema is logged and a fallback stands in (docs/0019-rows-as-domain-types.md).
 */
import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import { PLACEHOLDER_IMAGE } from '../../shared/constants';
import { type StoryFacts, storyFactsSchema } from '../../shared/story-facts';
import { recordedText, type StoryPlan } from '../../shared/story-plan';
import { salvagedSnapshot, type StorySnapshot, storySnapshotSchema } from '../../shared/story-snapshot';
import { readJsonColumn, writeJsonColumn } from './json-column';
import type { StoryTable } from './schema';
import { planColumn, storedPlan } from './story-plan-column';

type JsonColumns = 'plan' | 'images' | 'character' | 'facts' | 'media';

/** The JSON columns of a story as the app uses them. */
export interface StoryValues {
  plan: StoryPlan;
  /** Storage keys: [0] the cover, [i] page i's picture; PLACEHOLDER_IMAGE marks a missing picture */
  images: string[];
  /** The child or group as it was when the story was made */
  character: StorySnapshot;
  /** The parent's answers to the form's questions ({} for none, and for stories from before them) */
  facts: StoryFacts;
  /** The page's own photo and recording, aligned with `images` (docs/0021-photos-and-voice.md); missing entries at the end are none */
  media: StoryMedia;
}

/** The parent's own photo of a page: the stored WebP (its thumbnail beside it, `thumbKeyOf`); `bytes` both together. */
export interface MediaPhoto {
  key: string;
  bytes: number;
}

/** The parent's recording of a page, stored as it came; `textHash` the sha256 of the page's text when it was kept. */
export interface MediaRecording {
  key: string;
  bytes: number;
  contentType: RecordingContentType;
  seconds: number;
  textHash: string;
}

export const RECORDING_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type RecordingContentType = (typeof RECORDING_CONTENT_TYPES)[number];

export interface MediaEntry {
  photo?: MediaPhoto;
  recording?: MediaRecording;
}

/** `media[i]` belongs to `images[i]`; null (or no entry) is none. */
export type StoryMedia = (MediaEntry | null)[];

/** A story as the repositories hand it on. */
export type StoryRecord = Omit<Selectable<StoryTable>, JsonColumns> & StoryValues;
/** A new story as the repositories take it (a new story has no photos or recordings yet). */
export type NewStoryRecord = Omit<Insertable<StoryTable>, JsonColumns> & Omit<StoryValues, 'media'>;

/** Keys; a null is a picture that failed for good in a story written before the placeholder (not damage). */
const imagesSchema = z.array(z.string().nullable()).transform((keys) => keys.map((key) => key ?? PLACEHOLDER_IMAGE));

/**
 * The story's pictures. A list that is not a list of keys keeps its keys and marks the rest
 * missing; a column that is not a list at all reads as the cover and `pages` pages, all missing (the
 * cover alone when the page count is not at hand), so the story opens and its pictures can be
 * drawn again.
 */
export function storedImages(row: { id: string; images: string }, pages?: number): string[] {
  return readJsonColumn(row.images, imagesSchema, { table: 'stories', column: 'images', id: row.id }, (value) =>
    Array.isArray(value)
      ? value.map((key) => (typeof key === 'string' ? key : PLACEHOLDER_IMAGE))
      : Array<string>((pages ?? 0) + 1).fill(PLACEHOLDER_IMAGE),
  );
}

/** The child or group the story keeps; a damaged one is kept field by field (`salvagedSnapshot`). */
export function storedSnapshot(row: { id: string; character: string }): StorySnapshot {
  return readJsonColumn(row.character, storySnapshotSchema, { table: 'stories', column: 'character', id: row.id }, salvagedSnapshot);
}

/** The parent's answers; answers that cannot be read are none, as before the questions. */
export function storedFacts(row: { id: string; facts: string }): StoryFacts {
  if (!row.facts) return {};
  return readJsonColumn(row.facts, storyFactsSchema, { table: 'stories', column: 'facts', id: row.id }, () => ({}));
}

const byteCount = z.number().int().nonnegative();
const mediaSchema = z.array(
  z
    .object({
      photo: z.object({ key: z.string().min(1), bytes: byteCount }).optional(),
      recording: z
        .object({
          key: z.string().min(1),
          bytes: byteCount,
          contentType: z.enum(RECORDING_CONTENT_TYPES),
          seconds: z.number().nonnegative(),
          textHash: z.string(),
        })
        .optional(),
    })
    .nullable(),
);

/**
 * The page's own photos and recordings. A damaged list reads as none (logged): the story opens
 * with its drawings, and its files stay under the story's prefix until the story is deleted.
 */
export function storedMedia(row: { id: string; media?: string }): StoryMedia {
  if (!row.media) return [];
  return readJsonColumn(row.media, mediaSchema, { table: 'stories', column: 'media', id: row.id }, () => []);
}

/** The column's value for a story's photos and recordings (trailing empty entries left out). */
export function mediaColumn(media: StoryMedia) {
  const entries = media.map((entry) => (entry && (entry.photo || entry.recording) ? entry : null));
  while (entries.length && entries[entries.length - 1] === null) entries.pop();
  return writeJsonColumn(entries, mediaSchema, { table: 'stories', column: 'media' });
}

/** `media` may be left out of a read that has no use for it (none then). */
type StoryColumns = Pick<Selectable<StoryTable>, 'id' | 'title' | 'content' | Exclude<JsonColumns, 'media'>> & { media?: string };

/** A row read from `stories` (alone or joined), its JSON columns read and validated. */
export function storyRecord<R extends StoryColumns>(row: R): Omit<R, JsonColumns> & StoryValues {
  const plan = storedPlan(row);
  return {
    ...row,
    plan,
    images: storedImages(row, plan.pages.length),
    character: storedSnapshot(row),
    facts: storedFacts(row),
    media: storedMedia(row),
  };
}

/** The column's value for a story's pictures. */
export const imagesColumn = (images: string[]) => writeJsonColumn(images, z.array(z.string()), { table: 'stories', column: 'images' });

/** A new story's row: its JSON columns written, each checked so that it reads back. */
export function newStoryRow({ plan, images, character, facts, ...columns }: NewStoryRecord): Insertable<StoryTable> {
  return {
    ...columns,
    plan: planColumn(plan),
    images: imagesColumn(images),
    character: writeJsonColumn(character, storySnapshotSchema, { table: 'stories', column: 'character' }),
    facts: JSON.stringify(facts),
  };
}

/** The sha256 of the words a recording of picture `index` says now (`recordedText`): a recording is current while its `textHash` is this. */
export const pageTextHash = (story: { title: string; plan: StoryPlan }, index: number) =>
  createHash('sha256')
    .update(recordedText(story.title, story.plan, index))
    .digest('hex');

/** The story's media padded to one entry per picture (a copy, to change). */
export const mediaOfPictures = (story: { images: string[]; media: StoryMedia }): StoryMedia =>
  story.images.map((_, i) => story.media[i] ?? null);
