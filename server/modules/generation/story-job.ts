import { z } from 'zod';
import { IMAGE_ATTEMPTS, PLACEHOLDER_IMAGE, STORY_PAGES_MAX, STORY_PAGES_MIN } from '../../../shared/constants';
import { generationMessages } from '../../../shared/messages.da';
import { checkOptionsFor, checkPlanForm, hardFailures, harmFlags, reviseHint } from '../../../shared/story-check';
import { cleanFacts, storyFactsSchema } from '../../../shared/story-facts';
import { pageText, type StoryPlan } from '../../../shared/story-plan';
import { planOfContent, writtenPlan } from '../../db/story-plan-column';
import { AppError, toAppError } from '../../http/errors';
import type { JobHandler } from '../../jobs/runner';
import { logger } from '../../logger';
import type { StoryText, StoryTextInput, TextProvider } from '../../providers/text/port';
import { withAttempts } from '../../providers/retry';
import { refundQuota } from '../profiles/quota';
import { isGroupSnapshot, type StorySnapshot, storySnapshotSchema } from '../../../shared/story-snapshot';
import { type StoryPictures, type StoryRows, storyTextInput } from './ports';

export const STORY_JOB = 'story.generate';

export const storyJobInputSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The parent's answers to the form's questions; left out by jobs queued before 0064 */
  facts: storyFactsSchema.optional(),
  /** The child, or for a group story the group (its name, ages and the avatars in its pictures) */
  character: storySnapshotSchema,
  sceneCount: z.number().int().min(1),
  /** false: the text-first flow (placeholders instead of pictures) */
  withImages: z.boolean(),
  /** 'Hvornår sker det?', 'YYYY-MM-DD'; left out when not given */
  eventDate: z.string().nullish(),
  /** The parent ticked that the child's traits may go to an AI text service; left out (no) by jobs queued before it */
  shareTraits: z.boolean().optional(),
});
export type StoryJobInput = z.infer<typeof storyJobInputSchema>;

export interface StoryJobState extends Record<string, unknown> {
  title?: string;
  content?: string;
  /** The story's plan; left out by jobs checkpointed before plans (then read from `content`) */
  plan?: StoryPlan;
  prompts?: string[];
  /** images[0] is the cover, images[i] belongs to scene i; null while not drawn */
  images?: (string | null)[];
  /** The story's own copy of the avatar picture */
  avatar?: string | null;
  /** A group story's own copies of its members' avatars, in order */
  avatars?: (string | null)[];
}

/** The story's child or group with the story's own copies of the avatars. */
function withKeptAvatars(subject: StorySnapshot, state: StoryJobState): StorySnapshot {
  if (isGroupSnapshot(subject))
    return { ...subject, members: subject.members.map((m, i) => ({ ...m, avatar: state.avatars?.[i] ?? m.avatar })) };
  return { ...subject, avatar: state.avatar ?? subject.avatar };
}

export const textInputOf = (input: StoryJobInput): StoryTextInput => storyTextInput(input, input.character);

/** A written story with the plan it is stored with: the writer's own, or its text read as one (`writtenPlan`). */
export type WrittenStory = StoryText & { plan: StoryPlan };

/** Writes the text, retrying once when the scene count is wrong. */
export async function writeCheckedStory(text: TextProvider, input: StoryJobInput, signal?: AbortSignal): Promise<WrittenStory> {
  const request = textInputOf(input);
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const story = await text.writeStory(request, signal);
      if (!story.content.trim()) throw new AppError('NO_STORY', { message: generationMessages.noStory });
      const plan = writtenPlan({ ...story, title: story.title || input.title });
      const pages = plan.pages.length;
      // A writer that makes a plan chooses the number of pages itself (a page per step); any other is asked for `sceneCount`.
      if (pages === input.sceneCount || (story.plan && pages >= STORY_PAGES_MIN && pages <= STORY_PAGES_MAX)) {
        return reviseOnce(text, input, { title: plan.title, content: story.content, plan }, signal);
      }
      lastError = new AppError('SCENE_COUNT', { message: generationMessages.sceneCount(input.sceneCount) });
    } catch (err) {
      // A provider refusing the content or rate limiting will not change its mind at once.
      const known = toAppError(err);
      if (known && (known.code === 'RATE_LIMIT' || known.code === 'CONTENT_FILTERED')) throw known;
      if (signal?.aborted) throw err;
      lastError = err;
    }
  }
  logger.warn({ err: String(lastError) }, 'story text failed twice');
  throw new AppError('GENERATION_FAILED', { message: generationMessages.storyFailed, cause: lastError });
}

/**
 * Historietjek on the generated text: when a hard rule of the criteria fails (ratio,
 * absolutes, second-person commands) the provider revises the text once with the check's
 * hints; the revision is kept only if it keeps the scene count and fails fewer hard rules.
 */
export async function reviseOnce(
  text: TextProvider,
  input: StoryJobInput,
  story: WrittenStory,
  signal?: AbortSignal,
): Promise<WrittenStory> {
  const options = checkOptionsFor(input.character);
  const check = checkPlanForm(story.plan, options);
  const failures = hardFailures(check);
  if (!failures.length || !text.reviseStory) return story;
  try {
    const revised = await text.reviseStory(textInputOf(input), story, reviseHint(check), signal);
    const plan = writtenPlan({ ...revised, title: revised.title || story.title });
    if (plan.pages.length !== story.plan.pages.length) return story;
    // Kept only when it breaks fewer rules and brings in nothing that can hurt a child.
    const after = checkPlanForm(plan, options);
    const harmBefore = new Set(harmFlags(check));
    const newHarm = harmFlags(after).some((id) => !harmBefore.has(id));
    return !newHarm && hardFailures(after).length < failures.length ? { ...revised, plan } : story;
  } catch (err) {
    if (signal?.aborted) throw err;
    logger.warn({ err }, 'story revision failed; keeping the first text');
    return story;
  }
}

export interface StoryJobDeps {
  text: TextProvider;
  pictures: StoryPictures;
  stories: StoryRows;
  /** Parallel pictures per story */
  imageConcurrency?: number;
  /** Base back-off between attempts of one picture, ms */
  retryBaseMs?: number;
}

/**
 * The full flow as a durable job: text (20%), then cover and scenes in parallel
 * (40% after the cover, then 40 + 60 x share of scenes), then the story is saved in the same
 * transaction that marks the job done (100%). Each finished step is checkpointed, so a restart
 * resumes without writing the text again or drawing any picture twice.
 */
export function storyJobHandler(deps: StoryJobDeps): JobHandler<StoryJobInput, StoryJobState> {
  const concurrency = deps.imageConcurrency ?? 3;
  const retryBaseMs = deps.retryBaseMs ?? 500;

  return {
    input: storyJobInputSchema,

    async run(ctx) {
      const { input, signal } = ctx;
      const state: StoryJobState = { ...ctx.state };
      if (!state.content) {
        const story = await writeCheckedStory(deps.text, input, signal);
        const pages = story.plan.pages.map(pageText);
        const prompts = input.withImages ? await deps.text.describeScenes(pages, textInputOf(input), signal) : [];
        const subject = input.character;
        const keep = (key: string, slot?: number) => deps.pictures.keepAvatar(ctx.job.user_id, ctx.job.id, key, slot);
        const kept = isGroupSnapshot(subject)
          ? { avatars: await Promise.all(subject.members.map((m, i) => (m.avatar ? keep(m.avatar, i + 1) : null))) }
          : { avatar: subject.avatar ? await keep(subject.avatar) : null };
        Object.assign(state, {
          title: story.title,
          content: story.content,
          plan: story.plan,
          prompts,
          ...kept,
          images: Array(pages.length + 1).fill(null),
        });
        await ctx.checkpoint(state, 20);
      }
      const character = withKeptAvatars(input.character, state);
      const plan = state.plan ?? planOfContent(state.content!, state.title!);
      // The cover and one picture a page, as many pages as the plan has.
      const pageCount = plan.pages.length;
      const total = pageCount + 1;
      const images = state.images ?? Array<string | null>(total).fill(null);

      if (input.withImages) {
        let saving = Promise.resolve();
        const progressOf = () => {
          const coverDone = images[0] ? 1 : 0;
          const scenesDone = images.slice(1).filter(Boolean).length;
          return 20 + 20 * coverDone + (60 * scenesDone) / pageCount;
        };
        // The one retry layer (providers/retry.ts): IMAGE_ATTEMPTS in all, none for a refusal that would repeat.
        const drawOne = (index: number) =>
          withAttempts(
            () =>
              deps.pictures.draw(
                {
                  userId: ctx.job.user_id,
                  storyId: ctx.job.id,
                  index,
                  title: state.title!,
                  plan,
                  prompt: index === 0 ? ((state.prompts ?? [])[0] ?? state.title!) : ((state.prompts ?? [])[index - 1] ?? ''),
                  character,
                },
                signal,
              ),
            {
              attempts: IMAGE_ATTEMPTS,
              baseMs: retryBaseMs,
              signal,
              onRetry: (err, attempt) => logger.warn({ job: ctx.job.id, index, attempt, err }, 'picture failed; trying again'),
            },
          );
        const todo = images.map((key, i) => (key ? -1 : i)).filter((i) => i >= 0);
        const failures: number[] = [];
        let next = 0;
        const worker = async () => {
          while (next < todo.length && !signal.aborted) {
            const index = todo[next++];
            try {
              images[index] = await drawOne(index);
            } catch (err) {
              if (signal.aborted) throw err;
              logger.warn({ job: ctx.job.id, index, err }, 'picture failed for good');
              failures.push(index);
              continue;
            }
            // Checkpoints are written one at a time, in order.
            saving = saving.then(() => ctx.checkpoint({ ...state, images: [...images] }, progressOf()));
            await saving;
          }
        };
        // Every worker is let finish (an aborted one stops at its next picture): a picture still being
        // stored when the job gives up would otherwise land after the job's cleanup, with no row.
        const workers = await Promise.allSettled(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
        const broken = workers.find((w) => w.status === 'rejected');
        if (broken) throw broken.reason;
        await saving;
        if (failures.length) {
          failures.sort((a, b) => a - b);
          const message =
            failures.length > 1
              ? generationMessages.notAllImages(total - failures.length, total)
              : failures[0] === 0
                ? generationMessages.coverFailed
                : generationMessages.imageFailed(failures[0]);
          throw new AppError('IMAGE_GENERATION_FAILED', { message });
        }
      }

      const now = new Date().toISOString();
      return {
        complete: async (trx) => {
          // The job id is the story id: completing twice could never make two stories.
          await deps.stories.insert(trx, {
            id: ctx.job.id,
            user_id: ctx.job.user_id,
            title: state.title!,
            content: state.content!,
            images: input.withImages ? images.map((key) => key ?? PLACEHOLDER_IMAGE) : Array<string>(total).fill(PLACEHOLDER_IMAGE),
            character,
            story_type: isGroupSnapshot(character) ? 'group' : 'individual',
            description: input.description,
            facts: cleanFacts(input.facts),
            event_date: input.eventDate ?? null,
            plan,
            ...deps.stories.checkColumns(
              { plan, title: input.title, description: input.description, facts: cleanFacts(input.facts) },
              character,
            ),
            created_at: now,
            updated_at: now,
          });
          return { storyId: ctx.job.id };
        },
      };
    },

    async onFailure({ job, trx }) {
      await refundQuota(trx, job.user_id, 'story');
    },

    async afterFailure({ job }) {
      // The story id is the job id, so the story's prefix holds only this job's files.
      await deps.pictures.removeStory(job.user_id, job.id);
    },
  };
}
