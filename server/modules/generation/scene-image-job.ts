import { z } from 'zod';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { notFound } from '../../http/errors';
import type { JobHandler } from '../../jobs/runner';
import type { TextProvider } from '../../providers/text/port';
import { type StoryPictures, type StoryRows, storyTextInput } from './ports';

export const SCENE_IMAGE_JOB = 'story.image';

export const sceneImageInputSchema = z.object({
  storyId: z.string(),
  /**
   * 0 = cover, i = scene i. A page edit moves it with its page while the job is unfinished, and
   * sets it to null when the page is removed: the picture is then thrown away.
   */
  index: z.number().int().min(0).nullable(),
  /** What the user wants to see, in Danish */
  prompt: z.string(),
});
export type SceneImageInput = z.infer<typeof sceneImageInputSchema>;

export interface SceneImageState extends Record<string, unknown> {
  key?: string;
}

/**
 * A new picture for one scene of an existing story, from the user's description: drawn,
 * stored, then swapped into the story in the transaction that finishes the job; the old
 * picture is deleted after that commits.
 */
export function sceneImageJobHandler(deps: {
  text: TextProvider;
  pictures: StoryPictures;
  stories: StoryRows;
}): JobHandler<SceneImageInput, SceneImageState> {
  return {
    input: sceneImageInputSchema,

    async run(ctx) {
      const { input, job, signal } = ctx;
      const story = await deps.stories.findForUser(input.storyId, job.user_id);
      if (!story) throw notFound('STORY_NOT_FOUND');
      const character = story.character;
      const storyId = story.id;
      // The page was removed before the picture was begun: nothing to draw.
      if (input.index === null) return { complete: async () => ({ storyId, index: null }) };
      let key = ctx.state.key;
      if (!key) {
        await ctx.progress(10);
        const [english] = await deps.text.describeScenes(
          [input.prompt],
          storyTextInput({ title: story.title, description: input.prompt, sceneCount: story.plan.pages.length }, character),
          signal,
        );
        key = await deps.pictures.draw(
          {
            userId: job.user_id,
            storyId: story.id,
            index: input.index,
            title: story.title,
            // The parent's words lead; the page of the plan (its text and scene) fills in what they leave open.
            plan: story.plan,
            request: input.prompt,
            prompt: english,
            character,
          },
          signal,
        );
        await ctx.checkpoint({ key }, 90);
      }
      let replaced: string | undefined;
      let discarded = false;
      return {
        complete: async (trx) => {
          // Under the story's lock: two new pictures for one story at once, or a page edit, must not overwrite each other's change.
          const images = await deps.stories.imagesForEdit(trx, story.id, job.user_id);
          if (!images) throw notFound('STORY_NOT_FOUND');
          // Read after the story's lock: a page edit may have moved the page (or removed it) meanwhile.
          const { index } = await ctx.storedInput(trx);
          if (index === null) {
            discarded = true;
            return { storyId, index: null };
          }
          if (index >= images.length) throw notFound('STORY_NOT_FOUND');
          replaced = images[index];
          images[index] = key!;
          await deps.stories.update(trx, story.id, job.user_id, { images });
          return { storyId, index };
        },
        afterCommit: async () => {
          if (discarded) await deps.pictures.remove([key]);
          else if (replaced && replaced !== PLACEHOLDER_IMAGE && replaced !== key) await deps.pictures.remove([replaced]);
        },
      };
    },

    async afterFailure({ state }) {
      if (state.key) await deps.pictures.remove([state.key]);
    },
  };
}
