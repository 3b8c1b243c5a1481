/**
 * The offline default text provider: the built-in story writer (story-writer.ts) assembles the
 * story's plan from the parent's words and fixed frame sentences, and the scenes are described in English for the illustrator from the
 * word lists of picture-words/scene-words.ts. No
 * network, no keys; the same input always gives the same story.
 */
import { describeStoryScenes } from '../picture-words/scene-words';
import { writeStory } from './story-writer';
import type { StoryText, TextProvider } from './port';

export function offlineTextProvider(): TextProvider {
  return {
    kind: 'offline',

    async writeStory(input, signal): Promise<StoryText> {
      signal?.throwIfAborted();
      const story = writeStory(input);
      return { title: story.title, content: story.content, plan: story.plan };
    },

    async describeScenes(sceneTexts, input, signal) {
      signal?.throwIfAborted();
      return describeStoryScenes(sceneTexts, input.group ?? input.character, input);
    },
  };
}
