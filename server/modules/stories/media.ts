/**
 * The family's own photos and recordings on a page (docs/0021-photos-and-voice.md): kept, replaced
 * and deleted, with the account's allowance (`profiles.media_bytes`) changed in the same transaction
 * as the story's `media` column. Files are written before the row and deleted again when the
 * transaction fails (no orphan files); the files a change leaves behind are deleted after the commit.
 * Nothing here is ever sent to an AI service.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoryPicture, StoryRecording } from '../../../shared/api-types';
import { PHOTO_MAX_BYTES, RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS, SIGNED_URL_SECONDS } from '../../../shared/constants';
import { formatBytes } from '../../../shared/format-bytes';
import { mediaMessages } from '../../../shared/messages.da';
import type { DB } from '../../db/schema';
import {
  type MediaEntry,
  mediaOfPictures,
  type MediaPhoto,
  type MediaRecording,
  pageTextHash,
  type StoryMedia,
} from '../../db/story-record';
import { AppError, notFound } from '../../http/errors';
import { limits, type RateLimiter } from '../../http/rate-limit';
import { logger } from '../../logger';
import { thumbKeyOf } from '../../providers/images/port';
import type { Storage } from '../../providers/storage/port';
import { storyPrefix } from '../generation/pictures';
import { mediaUsage, releaseMediaBytes, reserveMediaBytes } from '../profiles/quota';
import { normalizePhoto } from './photo-file';
import { readRecording } from './recording-file';
import type { StoriesRepository, StoryRow } from './repository';

/** A recording may run this much past RECORDING_MAX_SECONDS: the recorder stops itself at the limit, a frame or two late. */
const RECORDING_SLACK_SECONDS = 1.5;

export type MediaPart = 'photo' | 'recording';

/** The stored files of one photo (the picture and its thumbnail) or one recording. */
export const filesOf = (part: MediaPart, file: MediaPhoto | MediaRecording) =>
  part === 'photo' ? [file.key, thumbKeyOf(file.key)] : [file.key];

/** Every file and byte of a story's photos and recordings (a removed page's, a deleted story's). */
export function mediaFiles(entries: StoryMedia) {
  let bytes = 0;
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry?.photo) {
      bytes += entry.photo.bytes;
      keys.push(...filesOf('photo', entry.photo));
    }
    if (entry?.recording) {
      bytes += entry.recording.bytes;
      keys.push(...filesOf('recording', entry.recording));
    }
  }
  return { keys, bytes };
}

/** The refusal over the allowance, with the figures («Du har brugt 98 MB af dine 100 MB …»). */
export const allowanceError = (usage: { usedBytes: number; allowanceBytes: number }) =>
  new AppError('MEDIA_ALLOWANCE', {
    message: mediaMessages.allowanceUsed(formatBytes(usage.usedBytes), formatBytes(usage.allowanceBytes)),
  });

/** The picture the API shows for a page with the parent's photo. */
export async function photoPicture(photo: MediaPhoto, sign: (key: string) => Promise<string>): Promise<StoryPicture> {
  return { url: await sign(photo.key), thumbUrl: await sign(thumbKeyOf(photo.key)), missing: false, photo: true };
}

/** The API's view of a page's recording; `current` while the page still says what was recorded. */
export function recordingView(
  story: Pick<StoryRow, 'title' | 'plan'>,
  index: number,
  recording: MediaRecording,
  url: string,
): StoryRecording {
  return {
    url,
    contentType: recording.contentType,
    seconds: recording.seconds,
    current: recording.textHash === pageTextHash(story, index),
  };
}

export interface StoryMediaDeps {
  db: Kysely<DB>;
  stories: StoriesRepository;
  storage: Storage;
  limiter: RateLimiter;
}

export function storyMedia(deps: StoryMediaDeps) {
  const inRange = (row: StoryRow, index: number) => Number.isInteger(index) && index >= 0 && index < row.images.length;

  /** The user's story with picture `index` (0 the cover), or 404; then one upload counted. */
  async function target(userId: string, id: string, index: number) {
    const row = await deps.stories.findForUser(id, userId);
    if (!row || !inRange(row, index)) throw notFound('STORY_NOT_FOUND');
    return row;
  }

  async function takeUpload(userId: string) {
    if (!(await deps.limiter.take(limits.mediaUploads, userId)).ok) throw new AppError('RATE_LIMIT');
  }

  async function removeFiles(storyId: string, keys: string[]) {
    await Promise.all(keys.map((key) => deps.storage.delete(key))).catch((err) =>
      logger.warn({ storyId, err }, 'photo or recording files could not all be deleted'),
    );
  }

  /** What a page was when an upload to it began: its picture and its words. */
  const pageAsSeen = (row: StoryRow, index: number) => ({ image: row.images[index], textHash: pageTextHash(row, index) });

  /**
   * Puts `next` (or nothing) as the page's photo or recording: the allowance changes by the
   * difference in one conditional UPDATE, in the transaction that writes `media`. `written`: the
   * new files, deleted again when this fails. The old files are deleted after the commit. `seen`:
   * the page as the upload began; when a page edit moved or changed it meanwhile, 409 (a photo is
   * never put on another page, a recording never kept for other words).
   */
  async function replace(
    userId: string,
    id: string,
    index: number,
    part: MediaPart,
    next: MediaPhoto | MediaRecording | null,
    written: string[],
    seen?: { image: string; textHash: string },
  ) {
    let before: MediaPhoto | MediaRecording | null;
    try {
      before = await deps.db.transaction().execute(async (trx) => {
        const row = await deps.stories.findForEdit(trx, id, userId);
        if (!row || !inRange(row, index)) throw notFound('STORY_NOT_FOUND');
        const now = pageAsSeen(row, index);
        if (seen && (now.image !== seen.image || now.textHash !== seen.textHash))
          throw new AppError('STORY_CHANGED', { message: mediaMessages.pageChanged });
        const media = mediaOfPictures(row);
        const old = media[index]?.[part] ?? null;
        if (!old && !next) return null;
        const delta = (next?.bytes ?? 0) - (old?.bytes ?? 0);
        if (delta > 0 && !(await reserveMediaBytes(trx, userId, delta))) throw allowanceError(await mediaUsage(trx, userId));
        if (delta < 0) await releaseMediaBytes(trx, userId, -delta);
        const entry: MediaEntry = { ...media[index] };
        if (next) Object.assign(entry, { [part]: next });
        else delete entry[part];
        media[index] = entry;
        await deps.stories.update(trx, id, userId, { media });
        return old;
      });
    } catch (err) {
      await removeFiles(id, written);
      throw err;
    }
    if (before) await removeFiles(id, filesOf(part, before));
  }

  /** Writes files under the story's prefix; all or nothing. */
  async function putFiles(files: { key: string; bytes: Buffer; contentType: string }[]) {
    try {
      for (const file of files) await deps.storage.put(file.key, file.bytes, file.contentType);
    } catch (err) {
      await Promise.allSettled(files.map((file) => deps.storage.delete(file.key)));
      throw new AppError('UPLOAD_FAILED', { cause: err });
    }
  }

  const fileKey = (userId: string, storyId: string, name: string, ext: string) =>
    `${storyPrefix(userId, storyId)}${name}-${randomBytes(6).toString('hex')}.${ext}`;

  return {
    /** A photo for picture `index`: `body` reads the upload (PHOTO_MAX_BYTES) once the story is known to be the user's. */
    async putPhoto(userId: string, id: string, index: number, body: () => Promise<Buffer>) {
      const seen = pageAsSeen(await target(userId, id, index), index);
      await takeUpload(userId);
      const bytes = await body();
      if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('PHOTO_TOO_LARGE');
      const { main, thumb } = await normalizePhoto(bytes);
      const key = fileKey(userId, id, 'photo', 'webp');
      await putFiles([
        { key, bytes: main, contentType: 'image/webp' },
        { key: thumbKeyOf(key), bytes: thumb, contentType: 'image/webp' },
      ]);
      await replace(userId, id, index, 'photo', { key, bytes: main.length + thumb.length }, [key, thumbKeyOf(key)], seen);
    },

    /** «Tilbage til tegningen»: the page's photo deleted, its bytes given back. */
    async deletePhoto(userId: string, id: string, index: number) {
      await target(userId, id, index);
      await replace(userId, id, index, 'photo', null, []);
    },

    /** A recording of picture `index`'s words, stored as it came; `body` reads the upload (RECORDING_MAX_BYTES). */
    async putRecording(userId: string, id: string, index: number, body: () => Promise<Buffer>) {
      const row = await target(userId, id, index);
      await takeUpload(userId);
      const bytes = await body();
      if (bytes.length > RECORDING_MAX_BYTES) throw new AppError('RECORDING_TOO_LARGE');
      const audio = readRecording(bytes);
      if (!audio) throw new AppError('RECORDING_NOT_AUDIO');
      if (audio.seconds > RECORDING_MAX_SECONDS + RECORDING_SLACK_SECONDS)
        throw new AppError('RECORDING_TOO_LONG', { cause: `${audio.seconds} s` });
      const key = fileKey(userId, id, 'voice', audio.ext);
      await putFiles([{ key, bytes, contentType: audio.contentType }]);
      // The words the page says now; an edit after this makes the recording no longer current.
      const recording: MediaRecording = {
        key,
        bytes: bytes.length,
        contentType: audio.contentType,
        seconds: audio.seconds,
        textHash: pageTextHash(row, index),
      };
      await replace(userId, id, index, 'recording', recording, [key], pageAsSeen(row, index));
    },

    async deleteRecording(userId: string, id: string, index: number) {
      await target(userId, id, index);
      await replace(userId, id, index, 'recording', null, []);
    },
  };
}

export type StoryMediaService = ReturnType<typeof storyMedia>;

/** The signed URL of a stored file, for `recordingView` and `photoPicture`. */
export const signWith = (storage: Storage) => (key: string) => storage.signedUrl(key, SIGNED_URL_SECONDS);
