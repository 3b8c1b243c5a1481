import { type CheckSubject, checkOptionsFor, checkStory } from '../../../shared/story-check';

/**
 * Historietjek of a story's text about its child or group, as the stories table keeps it. It is
 * worked out when the text is written (generation, an edit) rather than on every read of a list;
 * `0050_story_check` filled it in for the stories written before.
 */
export function storyCheckColumns(content: string, subject: CheckSubject) {
  const { light, score } = checkStory(content, checkOptionsFor(subject));
  return { check_light: light, check_score: score };
}
