import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  StoryCheck,
  StoryDetail,
  StoryEdit,
  StoryPage,
  StoryPicture,
  StoryReadingLog,
  StoryRecording,
  StorySentenceEdit,
  StoryStats,
  StorySummary,
  UpcomingStories,
} from '../../../shared/api-types';
import { addDays, danishToday, daysBetween } from '../../../shared/event-date';
import { DASHBOARD_PREVIEW_CHARS, PICTURE_PROMPT_MAX, PLACEHOLDER_IMAGE, SIGNED_URL_SECONDS } from '../../../shared/constants';
import { generationMessages, groupStoryMessages, readingMessages, storyMessages, storyPageMessages } from '../../../shared/messages.da';
import type { StoryCreateInput, StoryPageInput, StoryPatch, StorySentenceAction } from '../../../shared/schemas';
import { storyByline } from '../../../shared/story-byline';
import { formatStory, parseStory, previewText, withTitleLine } from '../../../shared/story-text';
import { picturePage, planToText, type StoryPlan, UNKNOWN_SCENE } from '../../../shared/story-plan';
import type { DB } from '../../db/schema';
import { mediaOfPictures } from '../../db/story-record';
import { AppError, notFound } from '../../http/errors';
import { limits, MAX_ACTIVE_JOBS_PER_USER, type RateLimiter } from '../../http/rate-limit';
import type { JobsRepository } from '../../jobs/repository';
import { logger } from '../../logger';
import { scenePicture } from '../../providers/picture-words/scene-picture';
import { thumbKeyOf } from '../../providers/images/port';
import { drawnInDanish } from '../../providers/picture-words/scene-description';
import type { Storage } from '../../providers/storage/port';
import { STORY_JOB, type StoryJobInput } from '../generation/story-job';
import { SCENE_IMAGE_JOB, type SceneImageInput, sceneImageInputSchema } from '../generation/scene-image-job';
import { type CharacterSnapshot, isGroupSnapshot, type StorySnapshot } from '../../../shared/story-snapshot';
import { storyPrefix } from '../generation/pictures';
import { hasPaidAccess, releaseMediaBytes, reserveQuota } from '../profiles/quota';
import { mediaFiles, photoPicture, recordingView, storyMedia } from './media';
import { storyCheck, storyCheckColumns, storyCheckView } from './check';
import { arrangeMedia, arrangePages } from './pages';
import { planAfterPageEdit, planAfterSentenceAction, planAfterTextEdit } from './plan-edit';
import { renderStoryPdf } from './pdf';
import type { StoriesRepository, StoryRow } from './repository';

export interface StoriesServiceDeps {
  db: Kysely<DB>;
  stories: StoriesRepository;
  jobs: JobsRepository;
  storage: Storage;
  sceneCount: number;
  /** Finds the user's character as a story snapshot; undefined when not theirs. */
  characterSnapshot(userId: string, characterId: string): Promise<CharacterSnapshot | undefined>;
  /** Wakes the job runner after an enqueue. */
  kick(): void;
  /** Counts of other generated pictures (cards) for the dashboard. */
  otherImageCount?(userId: string): Promise<number>;
  /** Limits counted in the database (new scene pictures). */
  limiter: RateLimiter;
  /**
   * The address a page's recording is played from: the app's own signed file address, so the reader
   * (which reads the bytes to play them) needs no CORS from an S3 bucket. Unset: the storage's own.
   */
  recordingUrl?(key: string): string;
}

const tooManyActive = () => new AppError('TOO_MANY_JOBS', { message: generationMessages.tooManyActive(MAX_ACTIVE_JOBS_PER_USER) });

const isPicture = (key: string | null | undefined): key is string => !!key && key !== PLACEHOLDER_IMAGE;

/** A story row with a new plan and title, as the check holds it against what the parent asked for. */
const checkedStory = (row: Pick<StoryRow, 'description' | 'facts'>, plan: StoryPlan, title: string) => ({
  plan,
  title,
  description: row.description,
  facts: row.facts,
});

export function storiesService(deps: StoriesServiceDeps) {
  const sign = (key: string) => deps.storage.signedUrl(key, SIGNED_URL_SECONDS);

  const media = storyMedia({ db: deps.db, stories: deps.stories, storage: deps.storage, limiter: deps.limiter });

  /** Each page's picture: the parent's photo when there is one, else the drawing (docs/0021-photos-and-voice.md). */
  async function pictureUrls(row: Pick<StoryRow, 'images' | 'media'>): Promise<StoryPicture[]> {
    return Promise.all(
      row.images.map(async (key, i) => {
        const photo = row.media[i]?.photo;
        if (photo) return photoPicture(photo, sign);
        return isPicture(key)
          ? { url: await sign(key), thumbUrl: await sign(thumbKeyOf(key)), missing: false }
          : { url: PLACEHOLDER_IMAGE, thumbUrl: PLACEHOLDER_IMAGE, missing: true };
      }),
    );
  }

  /** Each page's recording in the parent's voice, aligned with the pictures. */
  function recordingUrls(row: StoryRow): Promise<(StoryRecording | null)[]> {
    return Promise.all(
      mediaOfPictures(row).map(async (entry, i) =>
        entry?.recording
          ? recordingView(row, i, entry.recording, deps.recordingUrl?.(entry.recording.key) ?? (await sign(entry.recording.key)))
          : null,
      ),
    );
  }

  /** The child's or group's name, and a group story's ages and members. */
  function subjectView(row: StoryRow): Pick<StorySummary, 'characterName' | 'group'> {
    const character = row.character;
    const group = row.story_type === 'group' && isGroupSnapshot(character) ? character : null;
    return {
      characterName: character.name,
      group: group ? { ageFrom: group.group.ageFrom, ageTo: group.group.ageTo, memberNames: group.members.map((m) => m.name) } : null,
    };
  }

  const readingLog = (row: StoryRow): StoryReadingLog => ({
    count: Number(row.read_count),
    lastReadAt: row.last_read_at,
    readAloud: Number(row.read_aloud) === 1,
  });

  async function summary(row: StoryRow): Promise<StorySummary> {
    const { images } = row;
    const { characterName, group } = subjectView(row);
    // The first picture shown: a page's own photo, or its drawing.
    const shown = images.map((key, i) => row.media[i]?.photo?.key ?? key);
    const first = shown.find(isPicture);
    return {
      id: row.id,
      title: row.title,
      preview: previewText(row.content, DASHBOARD_PREVIEW_CHARS),
      coverThumbUrl: first ? await sign(thumbKeyOf(first)) : null,
      // A page with the parent's own photo has its picture.
      missingImages: shown.filter((k) => !isPicture(k)).length,
      imageCount: images.length,
      characterName,
      storyType: row.story_type,
      group,
      check: { light: row.check_light, score: row.check_score },
      eventDate: row.event_date,
      reading: readingLog(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async function detail(row: StoryRow): Promise<StoryDetail> {
    return {
      ...(await summary(row)),
      content: row.content,
      plan: row.plan,
      character: row.character,
      description: row.description,
      facts: row.facts,
      images: await pictureUrls(row),
      recordings: await recordingUrls(row),
    };
  }

  /** Historietjek of a stored story, as the panel shows it. */
  const checkOf = (row: StoryRow): StoryCheck => storyCheckView(storyCheck(checkedStory(row, row.plan, row.title), row.character));

  async function owned(userId: string, id: string) {
    const row = await deps.stories.findForUser(id, userId);
    if (!row) throw notFound('STORY_NOT_FOUND');
    return row;
  }

  /** The child the story is about, or the group with the avatars chosen for its pictures (each must be the user's). */
  async function subjectOf(userId: string, input: StoryCreateInput): Promise<StorySnapshot> {
    if (input.storyType === 'group') {
      const members = await Promise.all(input.group.characterIds.map((id) => deps.characterSnapshot(userId, id)));
      if (members.some((m) => !m)) throw new AppError('GROUP_MEMBER_NOT_FOUND', { message: groupStoryMessages.memberNotFound });
      const { name, ageFrom, ageTo } = input.group;
      return { name, age: ageFrom, group: { name, ageFrom, ageTo }, members: members.filter((m) => m !== undefined) };
    }
    const character = await deps.characterSnapshot(userId, input.characterId);
    if (!character) throw new AppError('NO_CHARACTER', { message: storyMessages.noCharacter });
    return character;
  }

  /** Reserves quota and queues the generation job in one transaction: a group story counts as one story. */
  async function enqueue(userId: string, input: StoryCreateInput, withImages: boolean) {
    const character = await subjectOf(userId, input);
    const jobId = randomUUID();
    const jobInput: StoryJobInput = {
      title: input.title,
      description: input.description,
      facts: input.facts ?? {},
      character,
      sceneCount: deps.sceneCount,
      withImages,
      eventDate: input.eventDate ?? null,
      shareTraits: input.storyType === 'individual' && input.shareTraits,
    };
    await deps.db.transaction().execute(async (trx) => {
      if (!(await reserveQuota(trx, userId, 'story'))) {
        throw new AppError('STORY_QUOTA', { message: storyMessages.quotaUsed });
      }
      // The story job's id is the id of the story it makes.
      if (
        !(await deps.jobs.insertUnderCap(
          trx,
          { id: jobId, userId, kind: STORY_JOB, input: jobInput, storyId: jobId },
          MAX_ACTIVE_JOBS_PER_USER,
        ))
      )
        throw tooManyActive();
    });
    deps.kick();
    return jobId;
  }

  /**
   * Each new picture is a paid provider call: limited per hour, and per day without Premium
   * (docs/security.md). Counts one picture; answers the limit's error when it is used up.
   */
  async function takeSceneImage(userId: string): Promise<AppError | null> {
    if (!(await deps.limiter.take(limits.sceneImages, userId)).ok)
      return new AppError('RATE_LIMIT', { message: generationMessages.tooManySceneImages });
    if (!(await hasPaidAccess(deps.db, userId)) && !(await deps.limiter.take(limits.sceneImagesFreeDaily, userId)).ok) {
      return new AppError('RATE_LIMIT', { message: generationMessages.tooManySceneImagesFree });
    }
    return null;
  }

  async function removePictures(keys: string[]) {
    await Promise.all(keys.flatMap((key) => [deps.storage.delete(key), deps.storage.delete(thumbKeyOf(key))]));
  }

  /**
   * The page editor's save: the pages in their new order, each with the picture it keeps (which
   * moves with it), new pages with the placeholder and a picture job as 'Rediger billede' starts
   * one (same limits), in one transaction. Unfinished picture jobs follow their page, or are
   * told their page is gone. Pictures of removed pages are deleted after the commit.
   */
  async function editPages(userId: string, id: string, newTitle: string | undefined, pages: StoryPageInput[]): Promise<StoryEdit> {
    // A page naming a picture the story lacks is refused before any limit is counted.
    arrangePages((await owned(userId, id)).images, pages);
    const wanted = pages.filter((page) => page.image === null).length;
    let notice: string | null = null;
    let allowed = 0;
    while (allowed < wanted) {
      const limited = await takeSceneImage(userId);
      if (limited) {
        notice = limited.message;
        break;
      }
      allowed++;
    }
    const started: { index: number; jobId: string }[] = [];
    const removed = await deps.db.transaction().execute(async (trx) => {
      started.length = 0;
      const row = await deps.stories.findForEdit(trx, id, userId);
      if (!row) throw notFound('STORY_NOT_FOUND');
      const arrangement = arrangePages(row.images, pages);
      // Each page's photo and recording move with it; a removed page's are deleted after the commit, their bytes given back now.
      const moved = arrangeMedia(mediaOfPictures(row), arrangement);
      await releaseMediaBytes(trx, userId, moved.freedBytes);
      const title = newTitle ?? row.title;
      const content = formatStory({ title, scenes: pages.map((page) => page.text) });
      // cleanPageText made every text one non-empty page; anything else would break the pictures' order.
      if (parseStory(content).scenes.length !== pages.length)
        throw new AppError('VALIDATION_ERROR', { message: storyPageMessages.pagesInvalid });
      const plan = planAfterPageEdit(row, title, pages);
      const check = storyCheckColumns(checkedStory(row, plan, title), row.character);
      await deps.stories.update(trx, id, userId, { title, content, plan, images: arrangement.images, media: moved.media, ...check });
      for (const { id: jobId, input } of await deps.jobs.activeForStory(trx, id, SCENE_IMAGE_JOB, sceneImageInputSchema)) {
        const index = input.index === null ? null : arrangement.moved(input.index);
        if (index !== input.index) await deps.jobs.setInput(trx, jobId, { ...input, index } satisfies SceneImageInput);
      }
      for (const index of arrangement.added.slice(0, allowed)) {
        const jobId = randomUUID();
        const input: SceneImageInput = { storyId: id, index, prompt: pages[index - 1].text.slice(0, PICTURE_PROMPT_MAX) };
        if (
          !(await deps.jobs.insertUnderCap(trx, { id: jobId, userId, kind: SCENE_IMAGE_JOB, input, storyId: id }, MAX_ACTIVE_JOBS_PER_USER))
        ) {
          notice = tooManyActive().message;
          break;
        }
        started.push({ index, jobId });
      }
      return { pictures: arrangement.removed, media: moved.removedKeys };
    });
    if (started.length) deps.kick();
    // Files after the rows: a failure here leaves unreachable files, never a page without its picture.
    await removePictures(removed.pictures).catch((err) =>
      logger.warn({ storyId: id, err }, 'pictures of removed pages could not all be deleted'),
    );
    await Promise.all(removed.media.map((key) => deps.storage.delete(key))).catch((err) =>
      logger.warn({ storyId: id, err }, 'photos and recordings of removed pages could not all be deleted'),
    );
    return {
      ...(await detail(await owned(userId, id))),
      newPictures: started,
      newPicturesNotice: notice && started.length < wanted ? storyPageMessages.picturesLater(notice) : null,
    };
  }

  return {
    async list(userId: string, page: number, limit: number): Promise<StoryPage> {
      const { rows, total } = await deps.stories.page(userId, (page - 1) * limit, limit);
      return { stories: await Promise.all(rows.map(summary)), total, page, limit };
    },

    async stats(userId: string): Promise<StoryStats> {
      const rows = await deps.stories.imagesOfUser(userId);
      let storyImages = 0;
      let inProgress = 0;
      for (const { images, media } of rows) {
        // Generated pictures count; a page with the parent's own photo is not waiting for one.
        storyImages += images.filter(isPicture).length;
        if (images.some((key, i) => !isPicture(key) && !media[i]?.photo)) inProgress++;
      }
      const cards = (await deps.otherImageCount?.(userId)) ?? 0;
      return { totalStories: rows.length, storiesInProgress: inProgress, totalImages: storyImages + cards };
    },

    get: async (userId: string, id: string) => detail(await owned(userId, id)),

    /** 'Læs i dag': the stories whose event is today or within the next 6 days (Danish days), soonest first. */
    async upcoming(userId: string, now: number = Date.now()): Promise<UpcomingStories> {
      const today = danishToday(now);
      const rows = await deps.stories.upcoming(userId, today, addDays(today, 6));
      return {
        today,
        stories: await Promise.all(rows.map(async (row) => ({ ...(await summary(row)), daysUntil: daysBetween(today, row.event_date!) }))),
      };
    },

    /** The reader reached the last page: one more reading in the story's log (its owner's only). */
    async recordReading(userId: string, id: string, readAloud: boolean): Promise<StoryReadingLog> {
      await owned(userId, id);
      if (!(await deps.limiter.take(limits.storyReadings, userId)).ok)
        throw new AppError('RATE_LIMIT', { message: readingMessages.tooManyReadings });
      if (!(await deps.stories.recordReading(id, userId, new Date().toISOString(), readAloud))) throw notFound('STORY_NOT_FOUND');
      return readingLog(await owned(userId, id));
    },

    /** The full flow: answers at once with the job id. */
    generate: (userId: string, input: StoryCreateInput) => enqueue(userId, input, true),

    /** The text-first flow: the same job without pictures (the editor draws them page by page); answers at once with the job id. */
    createTextFirst: (userId: string, input: StoryCreateInput) => enqueue(userId, input, false),

    /** A new picture for one page (0 = cover, i = page i) from the user's description, as a job. */
    async regenerateImage(userId: string, id: string, index: number, prompt: string) {
      const inRange = (row: StoryRow) => Number.isInteger(index) && index >= 0 && index < row.images.length;
      if (!inRange(await owned(userId, id))) throw notFound('STORY_NOT_FOUND');
      const limited = await takeSceneImage(userId);
      if (limited) throw limited;
      const jobId = randomUUID();
      const input: SceneImageInput = { storyId: id, index, prompt };
      await deps.db.transaction().execute(async (trx) => {
        // Under the story's lock: a page edit committed meanwhile would otherwise leave the index pointing elsewhere.
        const row = await deps.stories.findForEdit(trx, id, userId);
        if (!row || !inRange(row)) throw notFound('STORY_NOT_FOUND');
        if (
          !(await deps.jobs.insertUnderCap(trx, { id: jobId, userId, kind: SCENE_IMAGE_JOB, input, storyId: id }, MAX_ACTIVE_JOBS_PER_USER))
        )
          throw tooManyActive();
      });
      deps.kick();
      return jobId;
    },

    /**
     * What «Rediger billede» will draw for these words, said before it is drawn («Tegnes: …»): the
     * page's scene with the words read over it, as the offline illustrator draws it. No provider is asked.
     */
    async previewImage(userId: string, id: string, index: number, request: string): Promise<{ drawn: string }> {
      const row = await owned(userId, id);
      if (!Number.isInteger(index) || index < 0 || index >= row.images.length) throw notFound('STORY_NOT_FOUND');
      const subject = row.character;
      const companion = isGroupSnapshot(subject) ? null : (subject.companion ?? null);
      const page = picturePage(row.plan, index) ?? { sentences: [], scene: UNKNOWN_SCENE };
      const picture = scenePicture({ title: row.title, plan: row.plan, page, companion, request, group: isGroupSnapshot(subject) });
      return { drawn: drawnInDanish(picture, { name: subject.name, companion }) };
    },

    /** The print layout as a PDF, made on the server from the same parser and pictures. */
    async pdf(userId: string, id: string) {
      const row = await owned(userId, id);
      // A page's own photo where there is one, else its drawing.
      const shown = row.images.map((key, i) => row.media[i]?.photo?.key ?? key);
      const images = await Promise.all(shown.map(async (k) => (isPicture(k) ? ((await deps.storage.get(k))?.bytes ?? null) : null)));
      return {
        title: row.title,
        bytes: await renderStoryPdf({ title: row.title, byline: storyByline(subjectView(row)), plan: row.plan, images }),
      };
    },

    /**
     * The title, and the pages (the page editor) or the whole text (the advanced raw mode, which
     * keeps the number of pages). The stored text's TITLE line always says the title.
     */
    async update(userId: string, id: string, patch: StoryPatch): Promise<StoryEdit> {
      if (patch.eventDate !== undefined) {
        await owned(userId, id);
        await deps.stories.setEventDate(id, userId, patch.eventDate);
        if (patch.title === undefined && patch.content === undefined && patch.pages === undefined) {
          return { ...(await detail(await owned(userId, id))), newPictures: [], newPicturesNotice: null };
        }
      }
      if (patch.pages) return editPages(userId, id, patch.title, patch.pages);
      // Read and written under the story's lock, so a sentence action («Fjern sætningen») that commits
      // meanwhile is not written over with the text read before it.
      await deps.db.transaction().execute(async (trx) => {
        const row = await deps.stories.findForEdit(trx, id, userId);
        if (!row) throw notFound('STORY_NOT_FOUND');
        const title = patch.title ?? row.title;
        const content = withTitleLine(patch.content ?? row.content, title);
        if (patch.content !== undefined) {
          const expected = row.images.length - 1;
          if (parseStory(content).scenes.length !== expected) {
            throw new AppError('SCENE_COUNT', { message: storyPageMessages.rawPageCount(expected) });
          }
        }
        const plan = planAfterTextEdit(row, title, content);
        const check = storyCheckColumns(checkedStory(row, plan, title), row.character);
        await deps.stories.update(trx, id, userId, { title, content, plan, ...check });
      });
      return { ...(await detail(await owned(userId, id))), newPictures: [], newPicturesNotice: null };
    },

    /** Historietjek of the saved story: what the panel beside the editor shows. */
    check: async (userId: string, id: string): Promise<StoryCheck> => checkOf(await owned(userId, id)),

    /**
     * «Det passer» or «Fjern sætningen» from the Historietjek: the plan, its text and the stored
     * light change in one write, under the story's lock, and only while the sentence is the one
     * the panel showed.
     */
    async sentence(userId: string, id: string, action: StorySentenceAction): Promise<StorySentenceEdit> {
      await deps.db.transaction().execute(async (trx) => {
        const row = await deps.stories.findForEdit(trx, id, userId);
        if (!row) throw notFound('STORY_NOT_FOUND');
        const edit = planAfterSentenceAction(row.plan, action);
        if ('refused' in edit) throw new AppError(edit.refused === 'only' ? 'ONLY_SENTENCE' : 'STORY_CHANGED');
        const check = storyCheckColumns(checkedStory(row, edit.plan, row.title), row.character);
        await deps.stories.update(trx, id, userId, { plan: edit.plan, content: planToText(edit.plan), ...check });
      });
      const row = await owned(userId, id);
      return { story: await detail(row), check: checkOf(row) };
    },

    /** The page's own photo and recording (docs/0021-photos-and-voice.md). */
    putPhoto: media.putPhoto,
    deletePhoto: media.deletePhoto,
    putRecording: media.putRecording,
    deleteRecording: media.deleteRecording,

    async remove(userId: string, id: string) {
      const row = await owned(userId, id);
      // Its jobs go with it: their input holds the story's description, child and text. Its photos' and recordings' bytes are given back.
      const deleted = await deps.db.transaction().execute(async (trx) => {
        const locked = await deps.stories.findForEdit(trx, id, userId);
        if (!locked || !(await deps.stories.delete(trx, id, userId))) return false;
        await releaseMediaBytes(trx, userId, mediaFiles(locked.media).bytes);
        await deps.jobs.deleteForStory(trx, id, userId);
        return true;
      });
      if (!deleted) throw notFound('STORY_NOT_FOUND');
      // Files after the row: a failure here leaves unreachable files, never a story without pictures.
      await deps.storage.deletePrefix(storyPrefix(userId, row.id));
    },
  };
}

export type StoriesService = ReturnType<typeof storiesService>;
