import type { StoryCheck } from '../../../shared/api-types';
import { checkPlan, PLAN_CHECK_VERSION, type PlanCheckResult } from '../../../shared/plan-check';
import type { CheckSubject } from '../../../shared/story-check';
import type { StoryFacts } from '../../../shared/story-facts';
import type { StoryPlan } from '../../../shared/story-plan';
import type { StoriesRepository } from './repository';

/** Raise it when the check changes: at start every story checked by an older version is checked again. */
export const STORY_CHECK_VERSION = PLAN_CHECK_VERSION;

/** What the check holds a story against: its plan, and what the parent asked for. */
export interface CheckedStory {
  plan: StoryPlan;
  title: string;
  description: string;
  facts: StoryFacts;
}

/** Historietjek of a story's plan against the parent's words (shared/plan-check.ts), about its child or group. */
export const storyCheck = (story: CheckedStory, subject: CheckSubject): PlanCheckResult =>
  checkPlan(story.plan, { title: story.title, description: story.description, facts: story.facts }, subject);

/**
 * The light and score the stories table keeps: the panel's, worked out when the story is written
 * (generation, an edit) rather than on every read of a list.
 */
export function storyCheckColumns(story: CheckedStory, subject: CheckSubject) {
  const { light, score } = storyCheck(story, subject);
  return { check_light: light, check_score: score, check_version: STORY_CHECK_VERSION };
}

/** The check as the API answers it: JSON has no Infinity, so a ratio without coaching sentences is null. */
export const storyCheckView = (check: PlanCheckResult): StoryCheck => ({
  ...check,
  form: { ...check.form, ratio: Number.isFinite(check.form.ratio) ? check.form.ratio : null },
});

/**
 * Checks again, 100 at a time, every story whose check is older than STORY_CHECK_VERSION (the
 * stories written before 0050, and all of them after a change of the check). Answers how many.
 */
export async function recheckStories(repo: Pick<StoriesRepository, 'staleChecks' | 'setCheck'>) {
  let done = 0;
  for (;;) {
    const rows = await repo.staleChecks(STORY_CHECK_VERSION, 100);
    if (!rows.length) return done;
    for (const row of rows) await repo.setCheck(row.id, storyCheckColumns(row, row.character));
    done += rows.length;
  }
}
