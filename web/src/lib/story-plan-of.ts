import { planFromText } from '@shared/story-plan-text';
import type { StoryPlan } from '@shared/story-plan';

/**
 * A story as the web app may hold it: from the server (with its plan), or a copy saved on this
 * device before stories had one, whose JSON has only the text.
 */
export interface StoryWithPlan {
  title: string;
  content: string;
  plan?: StoryPlan | null;
}

/**
 * The story's plan, the one source of its pages and sentences (shared/story-plan.ts). A story
 * without one (saved offline before the plan existed) is read from its text, as the server reads
 * such a story, so it still opens.
 */
export const storyPlanOf = (story: StoryWithPlan): StoryPlan => story.plan ?? planFromText(story.content, { fallbackTitle: story.title });
