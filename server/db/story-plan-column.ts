/**
 * `stories.plan` at the database edge: every repository that reads a story row hands it on with
 * its plan validated (`storyPlanSchema`, through story-record.ts), so no service parses the column.
 * A plan that is missing or fails validation (a hand-edited row, a plan of a newer version) is
 * rebuilt from the story's text: the row still opens, and its sentences read as the writer's of
 * unknown kind.
 */
import { PLAN_VERSION, planFromText, planToText, type StoryPlan, storyPlanSchema, UNKNOWN_SCENE } from '../../shared/story-plan';
import { logger } from '../logger';
import { writeJsonColumn } from './json-column';

function parsed(json: string | null): StoryPlan | null {
  if (json === null) return null;
  try {
    const result = storyPlanSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The plan of a story from its text, valid even for a text without any (its title as its one page). */
export function planOfContent(content: string, title: string): StoryPlan {
  const plan = planFromText(content, { fallbackTitle: title });
  if (storyPlanSchema.safeParse(plan).success) return plan;
  const text = plan.title || title.trim() || '…';
  return { version: PLAN_VERSION, title: text, pages: [{ sentences: [{ text, kind: 'ukendt', source: 'writer' }], scene: UNKNOWN_SCENE }] };
}

/**
 * The plan a newly written story is stored with: the writer's own when it passes the schema and its
 * text is the story's text (text/port.ts); else the text read as a plan, every sentence the
 * writer's of unknown kind.
 */
export function writtenPlan(story: { title: string; content: string; plan?: unknown }): StoryPlan {
  if (story.plan !== undefined) {
    const given = storyPlanSchema.safeParse(story.plan);
    if (given.success && planToText(given.data) === story.content) return given.data;
    logger.warn({ valid: given.success }, "the writer's plan is not valid or not its text; reading the plan from the text");
  }
  return planOfContent(story.content, story.title);
}

/**
 * The stored plan, validated; or the story's text read as a plan when it is missing or unreadable.
 * A plan that was itself read from the text (every sentence of unknown kind: migration 0070's
 * conversion, which split more simply and kept no paragraph) and no longer gives the text is read
 * from the text again, with its scenes: the reader shows the pages and read-aloud speaks the
 * sentences the text always had.
 */
export function storedPlan(row: { id: string; plan: string | null; content: string; title: string }): StoryPlan {
  const plan = parsed(row.plan);
  if (plan && plan.pages.every((p) => p.sentences.every((s) => s.kind === 'ukendt')) && planToText(plan) !== row.content) {
    const again = planFromText(row.content, { fallbackTitle: row.title, scenes: plan.pages.map((p) => p.scene) });
    // A page the parent typed stays theirs.
    const typed = (i: number) => plan.pages[i]?.sentences.every((s) => s.source === 'parent' && s.from === 'edit') ?? false;
    const pages = again.pages.map((page, i) =>
      typed(i) ? { ...page, sentences: page.sentences.map((s) => ({ ...s, source: 'parent' as const, from: 'edit' as const })) } : page,
    );
    if (pages.length && storyPlanSchema.safeParse({ ...again, pages }).success) return { ...again, pages };
  }
  if (plan) return plan;
  if (row.plan !== null) logger.warn({ storyId: row.id }, 'stored story plan is not valid; read from the text instead');
  return planOfContent(row.content, row.title);
}

/** The column's value for a plan. */
export const planColumn = (plan: StoryPlan) => writeJsonColumn(plan, storyPlanSchema, { table: 'stories', column: 'plan' });
