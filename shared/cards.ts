/**
 * The image generator ("kort"): its six styles as data, and the rules both sides share.
 * Danish names and placeholders come from the catalogue (messages.da.ts); prompts are English.
 */
import { CARD_TITLE_DEFAULT_CHARS } from './constants';
import { cardMessages } from './messages.da';

export const cardStyleIds = ['cartoon', 'realistic', 'anime', 'watercolor', 'minimalist', 'coloring'] as const;
export type CardStyleId = (typeof cardStyleIds)[number];

/**
 * Which AI service draws a style, and how (specification section 9): Malebog through the
 * OpenAI-compatible Images API at 1024x1024; every other style through Replicate at 768x768,
 * 28 steps, guidance 7.5, one output. Without that service the offline illustrator draws it.
 */
export type CardImagePath =
  | { provider: 'openai'; width: 1024; height: 1024 }
  | { provider: 'replicate'; width: 768; height: 768; steps: 28; guidance: 7.5; outputs: 1 };

const OPENAI_PATH: CardImagePath = { provider: 'openai', width: 1024, height: 1024 };
const REPLICATE_PATH: CardImagePath = { provider: 'replicate', width: 768, height: 768, steps: 28, guidance: 7.5, outputs: 1 };

export interface CardStyleOption {
  id: CardStyleId;
  /** Danish, as in the style picker. */
  name: string;
  /** Danish example for the description field. */
  placeholder: string;
  /** Danish, a few words on the look. */
  look: string;
  /** English; the user's description follows it. */
  promptPrefix: string;
  path: CardImagePath;
}

const prefixes: Record<CardStyleId, string> = {
  cartoon: 'Cartoon style illustration for children, bold clean outlines, bright flat colours, friendly and simple. Subject:',
  realistic: 'Realistic photographic style picture, natural colours, soft daylight, calm and friendly. Subject:',
  anime: 'Anime style illustration, large expressive eyes, cel shading, soft pastel colours, gentle and friendly. Subject:',
  watercolor: 'Soft watercolour painting on textured paper, gentle washes, calm pastel colours. Subject:',
  minimalist: 'Minimalist flat illustration, a few simple shapes, two or three colours, lots of white space. Subject:',
  coloring:
    'Black and white colouring book page for children, clean thick black outlines on a plain white background, no shading, no grey, no colour. Subject:',
};

export const CARD_STYLES: readonly CardStyleOption[] = cardStyleIds.map((id) => ({
  id,
  ...cardMessages.styles[id],
  promptPrefix: prefixes[id],
  path: id === 'coloring' ? OPENAI_PATH : REPLICATE_PATH,
}));

export const DEFAULT_CARD_STYLE: CardStyleId = 'cartoon';

export const isCardStyleId = (value: string): value is CardStyleId => (cardStyleIds as readonly string[]).includes(value);

export function cardStyle(id: CardStyleId): CardStyleOption {
  return CARD_STYLES.find((s) => s.id === id) ?? CARD_STYLES[0];
}

/** The title of a card made without one: the first 50 characters of its description, on one line. */
export function defaultCardTitle(description: string): string {
  const oneLine = description.replace(/\s+/g, ' ').trim();
  // By code points, so an emoji is never cut in half.
  return Array.from(oneLine).slice(0, CARD_TITLE_DEFAULT_CHARS).join('').trim();
}

/** The prompt for an AI image service: the style's English prefix, then the description as written. */
export function cardPrompt(style: CardStyleId, description: string): string {
  return `${cardStyle(style).promptPrefix} ${description.replace(/\s+/g, ' ').trim()}`;
}
