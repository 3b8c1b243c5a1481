import type { Transaction } from 'kysely';
import type { DB, StoryTable } from '../../db/schema';
import type { NewStoryRecord, StoryRecord } from '../../db/story-record';
import type { StoryTextInput } from '../../providers/text/port';
import type { StoryFacts } from '../../../shared/story-facts';
import type { StoryPlan } from '../../../shared/story-plan';
import { isGroupSnapshot, type StorySnapshot } from '../../../shared/story-snapshot';

/** The text providers' input for a story about this child or group (members' names only to keep them out of prompts). */
export function storyTextInput(
  base: { title: string; description: string; sceneCount: number; facts?: StoryFacts; shareTraits?: boolean },
  subject: StorySnapshot,
): StoryTextInput {
  if (isGroupSnapshot(subject)) {
    return { ...base, group: { ...subject.group, memberNames: subject.members.map((m) => m.name) } };
  }
  return { ...base, character: subject };
}

/** The avatar pictures (storage keys) of a story's child or group, in order. */
export const avatarKeysOf = (subject: StorySnapshot): string[] =>
  (isGroupSnapshot(subject) ? subject.members.map((m) => m.avatar) : [subject.avatar]).filter((k): k is string => !!k);

export interface PictureRequest {
  userId: string;
  storyId: string;
  /** 0 = cover, i = scene i */
  index: number;
  title: string;
  /** The story's plan: picture i shows its page i (`picturePage`), the cover its first page. */
  plan: StoryPlan;
  /** English description for AI image providers (no names) */
  prompt: string;
  character: StorySnapshot;
  /** What the parent typed in 'Rediger billede' (Danish), when the picture is redrawn from it. */
  request?: string;
}

/** Draws one picture of a story and stores it; answers the storage key. */
export interface StoryPictures {
  draw(req: PictureRequest, signal?: AbortSignal): Promise<string>;
  remove(keys: string[]): Promise<void>;
  /** Deletes every picture of a story (its whole prefix), also ones an aborted attempt stored. */
  removeStory(userId: string, storyId: string): Promise<void>;
  /**
   * Copies an avatar into the story, so the story keeps it when the avatar changes. `slot`
   * tells the avatars of a group story apart (the first is kept as the child's would be).
   */
  keepAvatar(userId: string, storyId: string, avatarKey: string, slot?: number): Promise<string | null>;
}

/**
 * The story rows the generation jobs read and write. modules/stories provides them (services.ts
 * wires them in), so generation does not import stories, which starts its jobs.
 */
export interface StoryRows {
  insert(trx: Transaction<DB>, row: NewStoryRecord): Promise<void>;
  findForUser(id: string, userId: string): Promise<StoryRecord | undefined>;
  /** The story's pictures, locked until `trx` ends (PostgreSQL), to be changed in it; undefined when the story is gone. */
  imagesForEdit(trx: Transaction<DB>, id: string, userId: string): Promise<string[] | undefined>;
  update(trx: Transaction<DB>, id: string, userId: string, patch: Pick<StoryRecord, 'images'>): Promise<boolean>;
  /** The Historietjek kept with a story's text (modules/stories/check.ts). */
  checkColumns(
    story: { plan: StoryPlan; title: string; description: string; facts: StoryFacts },
    subject: StorySnapshot,
  ): Pick<StoryTable, 'check_light' | 'check_score' | 'check_version'>;
}
