/** The text provider port: writes a Danish social story in scenes, about one child or a group. */
import type { NameToRedact } from '../../../shared/name-redaction';
import type { StoryFacts } from '../../../shared/story-facts';
import type { StoryPlan } from '../../../shared/story-plan';

export interface StoryCharacter {
  name: string;
  gender: 'dreng' | 'pige';
  age: number;
  traits?: string[];
  companion?: string | null;
}

/** A group of children a story is told about ('Sommerfuglene', 3-5 years). */
export interface StoryGroup {
  name: string;
  ageFrom: number;
  ageTo: number;
  /** Names of the children whose avatars are in the pictures: the story does not name them, and they are kept out of what is sent to an AI provider. */
  memberNames?: string[];
}

interface StoryTextBase {
  title: string;
  description: string;
  sceneCount: number;
  /** The parent's answers to the form's questions (shared/story-facts.ts); {} for none and for older stories */
  facts?: StoryFacts;
  /**
   * The parent ticked that the child's traits may be used: only then does a provider that sends
   * text away (openai.ts) put them in its prompt. The offline writer does not use them.
   */
  shareTraits?: boolean;
}

/** A story about one child (`character`) or about a group (`group`). */
export type StoryTextInput = StoryTextBase &
  ({ character: StoryCharacter; group?: undefined } | { group: StoryGroup; character?: undefined });

/** Who the story is about, as the story check and the prompts need it: the name, and the youngest age that reads it. */
export function storySubject(input: StoryTextInput): { name: string; age: number } {
  return input.group ? { name: input.group.name, age: input.group.ageFrom } : { name: input.character.name, age: input.character.age };
}

export interface StoryText {
  title: string;
  /** `TITLE: ...` then `[Billede i]` scenes, as shared/story-text.ts formats it */
  content: string;
  /**
   * The story as a plan (shared/story-plan.ts), when the writer made one: believed once it passes
   * `storyPlanSchema`, and `content` must then be `planToText(plan)`; the writer then chose the number
   * of pages (2-10). Without it the story's plan is read from `content`, every sentence the writer's.
   */
  plan?: StoryPlan;
}

export interface TextProvider {
  readonly kind: 'offline' | 'openai';
  writeStory(input: StoryTextInput, signal?: AbortSignal): Promise<StoryText>;
  /**
   * Rewrites a story once following the story check's hints (Danish), keeping its format and
   * scene count. Providers that always write to the criteria need not offer it.
   */
  reviseStory?(input: StoryTextInput, story: StoryText, hints: string, signal?: AbortSignal): Promise<StoryText>;
  /** English descriptions of the scenes for image prompts (no names). */
  describeScenes(sceneTexts: string[], input: StoryTextInput, signal?: AbortSignal): Promise<string[]>;
  /**
   * A card's Danish description in English for an image model; the Danish text when translating
   * fails. `names` (the user's children's) are kept out of what is sent. Providers without a
   * translator leave it out (the offline illustrator reads Danish).
   */
  translateForPicture?(danish: string, names: readonly NameToRedact[], signal?: AbortSignal): Promise<string>;
}

/** Stands in for the child's name (or the group's) in everything sent to an AI provider. */
export const NAME_PLACEHOLDER = '[NAVN]';

/**
 * The names an AI provider must not see for this story: the child's or the group's (the
 * placeholder, which the provider swaps back into the story) and a group's children ('et barn').
 */
export function storyNames(input: StoryTextInput): NameToRedact[] {
  if (!input.group) return [{ name: input.character.name, replacement: NAME_PLACEHOLDER }];
  return [
    { name: input.group.name, replacement: NAME_PLACEHOLDER, wholeOnly: true },
    ...(input.group.memberNames ?? []).map((name) => ({ name, replacement: 'et barn' })),
  ];
}
