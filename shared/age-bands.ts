/**
 * How a story is written for a child's age: the one table the prompt for AI text
 * (server/providers/text/openai.ts), the offline composer and the story check
 * (shared/story-check.ts) all read.
 *
 * - `sentencesPerScene` and `wordsPerSentence` are what a writer aims for.
 * - `longestSentence` is where the story check flags a sentence as too long: a little above the aim,
 *   so a sentence a writer meant to keep short is not flagged for a word or two.
 * - `detail` is how much a story tells: 1 only what happens, 3 also the why and the extra steps.
 */
export interface AgeBand {
  id: 'young' | 'middle' | 'older';
  /** The band holds ages up to this one (the last band every older age as well). */
  maxAge: number;
  sentencesPerScene: { min: number; max: number };
  wordsPerSentence: { min: number; max: number };
  longestSentence: number;
  detail: 1 | 2 | 3;
}

export const AGE_BANDS: readonly AgeBand[] = [
  { id: 'young', maxAge: 4, sentencesPerScene: { min: 2, max: 4 }, wordsPerSentence: { min: 3, max: 8 }, longestSentence: 8, detail: 1 },
  { id: 'middle', maxAge: 8, sentencesPerScene: { min: 3, max: 5 }, wordsPerSentence: { min: 5, max: 12 }, longestSentence: 14, detail: 2 },
  { id: 'older', maxAge: 12, sentencesPerScene: { min: 4, max: 6 }, wordsPerSentence: { min: 7, max: 16 }, longestSentence: 20, detail: 3 },
];

/** The band of an age; an unknown age gets the oldest band (the loosest limits). */
export function ageBand(age: number | undefined): AgeBand {
  if (age === undefined || !Number.isFinite(age)) return AGE_BANDS[AGE_BANDS.length - 1];
  return AGE_BANDS.find((band) => age <= band.maxAge) ?? AGE_BANDS[AGE_BANDS.length - 1];
}

/**
 * At most this many sentences on a page of a story the offline writer assembles (issue 27): two
 * short ones for ages 2-4, three for 5-7, four from 8.
 */
export function pageSentenceLimit(age: number | undefined): number {
  if (age === undefined || !Number.isFinite(age)) return 4;
  return age <= 4 ? 2 : age <= 7 ? 3 : 4;
}
