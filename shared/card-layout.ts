/**
 * One home for how a card is laid out on paper: the picture, then the card's word centred under it
 * in bold. The print sheet (/cards/print) sets it in CSS and the downloaded PNG draws it, both from
 * these numbers, so a downloaded card looks like a printed one.
 *
 * Every length is a fraction of the sheet's width; one card to a sheet fills the whole width.
 */
export const CARD_SHEET = {
  /** Around each card, inside its cut line. */
  padding: 0.025,
  /** Between the picture and the word. */
  gap: 0.03,
  /** The word's font size, by cards to a sheet: one alone is printed large. */
  wordSize: { 1: 0.042, 4: 0.027, 9: 0.021 },
  lineHeight: 1.25,
  /** The word's weight (semi-bold). */
  wordWeight: 600,
} as const;

export type CardsPerSheet = keyof typeof CARD_SHEET.wordSize;

/** A fraction of the sheet as CSS container width units (the sheet is the container). */
export const sheetCqw = (fraction: number) => `${Math.round(fraction * 1000) / 10}cqw`;
