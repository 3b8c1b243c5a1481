import type { StorySummary } from './api-types';
import { groupStoryMessages } from './messages.da';

/**
 * Who a story is for, as the reader's cover, the print view and the PDF say it under the title:
 * the child's name, or the group's name and ages ('Sommerfuglene · 3-5 år').
 */
export function storyByline(story: Pick<StorySummary, 'characterName' | 'group'>): string {
  if (!story.group) return story.characterName;
  return groupStoryMessages.byline(story.characterName, groupStoryMessages.ages(story.group.ageFrom, story.group.ageTo));
}
