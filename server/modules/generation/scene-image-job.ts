import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { parseStory } from '../../../shared/story-text';
import type { Dialect } from '../../db/database';
import { notFound } from '../../http/errors';
import type { JobHandler } from '../../jobs/runner';
import type { TextProvider } from '../../providers/text/port';
import { type StoryPictures, type StoryRows, type StorySnapshot, storyTextInput } from './ports';

export const SCENE_IMAGE_JOB = 'story.image';

export interface SceneImageInput {
  storyId: string;
  /** 0 = cover, i = scene i */
  index: number;
  /** What the user wants to see, in Danish */
  prompt: string;
}

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
  dialect: Dialect;
}): JobHandler<SceneImageInput, SceneImageState> {
  return {
    async run(ctx) {
      const { input, job, signal } = ctx;
      const story = await deps.stories.findForUser(input.storyId, job.user_id);
      if (!story) throw notFound('STORY_NOT_FOUND');
      const character = JSON.parse(story.character) as StorySnapshot;
      const scenes = parseStory(story.content).scenes;
      let key = ctx.state.key;
      if (!key) {
        await ctx.progress(10);
        const sceneText = input.index === 0 ? scenes[0]?.text ?? '' : scenes[input.index - 1]?.text ?? '';
        const [english] = await deps.text.describeScenes(
          [input.prompt],
          storyTextInput({ title: story.title, description: input.prompt, sceneCount: scenes.length }, character),
          signal,
        );
        key = await deps.pictures.draw(
          {
            userId: job.user_id,
            storyId: story.id,
            index: input.index,
            title: story.title,
            // The parent's words lead; the scene's own text fills in what they leave open.
            sceneText,
            request: input.prompt,
            prompt: english,
            character,
            storyText: story.content,
          },
          signal,
        );
        await ctx.checkpoint({ key }, 90);
      }
      let replaced: string | undefined;
      return {
        complete: async (trx) => {
          let query = trx.selectFrom('stories').select('images').where('id', '=', story.id).where('user_id', '=', job.user_id);
          // Two new pictures for one story at once must not overwrite each other's swap.
          if (deps.dialect === 'postgres') query = query.forUpdate();
          const row = await query.executeTakeFirst();
          if (!row) throw notFound('STORY_NOT_FOUND');
          const images: string[] = JSON.parse(row.images);
          if (input.index >= images.length) throw notFound('STORY_NOT_FOUND');
          replaced = images[input.index];
          images[input.index] = key!;
          await deps.stories.update(trx, story.id, job.user_id, { images: JSON.stringify(images) });
          return { storyId: story.id, index: input.index };
        },
        afterCommit: async () => {
          if (replaced && replaced !== PLACEHOLDER_IMAGE && replaced !== key) await deps.pictures.remove([replaced]);
        },
      };
    },

    async afterFailure({ state }) {
      if (state.key) await deps.pictures.remove([state.key]);
    },
  };
}

