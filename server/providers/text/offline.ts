/**
 * The offline default text provider: the built-in Danish social-story composer writes the story,
 * and the scenes are described in English for the illustrator from the same word lists. No
 * network, no keys; the same input always gives the same story.
 */
import { classifySituation, composeStory, describeScene } from './offline-composer';
import type { StoryText, TextProvider } from './port';

export function offlineTextProvider(): TextProvider {
  return {
    kind: 'offline',

    async writeStory(input, signal): Promise<StoryText> {
      signal?.throwIfAborted();
      const story = composeStory(input);
      return { title: story.title, content: story.content };
    },

    async describeScenes(sceneTexts, input, signal) {
      signal?.throwIfAborted();
      const situation = classifySituation(`${input.title}. ${input.description}`);
      const story = sceneTexts.join(' ');
      return sceneTexts.map((text) => describeScene(text, input.group ?? input.character, situation, story));
    },
  };
}
