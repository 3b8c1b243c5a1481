import { type CheckSubject, checkOptionsFor, checkStory } from '../../../shared/story-check';
import type { StoriesRepository } from './repository';

/** Raise it when the check changes: at start every story checked by an older version is checked again. */
export const STORY_CHECK_VERSION = 2;

/**
 * Historietjek of a story's text about its child or group, as the stories table keeps it. It is
 * worked out when the text is written (generation, an edit) rather than on every read of a list.
 */
export function storyCheckColumns(content: string, subject: CheckSubject) {
  const { light, score } = checkStory(content, checkOptionsFor(subject));
  return { check_light: light, check_score: score, check_version: STORY_CHECK_VERSION };
}

/**
 * Checks again, 100 at a time, every story whose check is older than STORY_CHECK_VERSION (the
 * stories written before 0050, and all of them after a change of the check). Answers how many.
 */
export async function recheckStories(repo: Pick<StoriesRepository, 'staleChecks' | 'setCheck'>) {
  let done = 0;
  for (;;) {
    const rows = await repo.staleChecks(STORY_CHECK_VERSION, 100);
    if (!rows.length) return done;
    for (const row of rows) await repo.setCheck(row.id, storyCheckColumns(row.content, JSON.parse(row.character) as CheckSubject));
    done += rows.length;
  }
}
