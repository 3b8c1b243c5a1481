/**
 * Line wrapping for titles and captions drawn with DejaVu Sans Bold. librsvg does not wrap text,
 * so we measure with DejaVu Sans Bold's advance widths (per 1000 em, measured with librsvg) and
 * break lines ourselves.
 */
import { escapeXml, num } from './svg';

const BOLD_WIDTHS: Record<string, number> = {
  a: 675,
  b: 716,
  c: 593,
  d: 716,
  e: 678,
  f: 435,
  g: 716,
  h: 712,
  i: 343,
  j: 343,
  k: 665,
  l: 343,
  m: 1042,
  n: 712,
  o: 687,
  p: 716,
  q: 716,
  r: 493,
  s: 595,
  t: 478,
  u: 712,
  v: 652,
  w: 924,
  x: 645,
  y: 652,
  z: 582,
  æ: 1048,
  ø: 687,
  å: 675,
  A: 774,
  B: 762,
  C: 734,
  D: 830,
  E: 683,
  F: 683,
  G: 821,
  H: 837,
  I: 372,
  J: 372,
  K: 775,
  L: 637,
  M: 995,
  N: 837,
  O: 850,
  P: 733,
  Q: 850,
  R: 770,
  S: 678,
  T: 704,
  U: 812,
  V: 774,
  W: 1103,
  X: 771,
  Y: 724,
  Z: 725,
  Æ: 1085,
  Ø: 850,
  Å: 774,
  ' ': 348,
  '.': 380,
  ',': 380,
  '!': 456,
  '?': 580,
  '-': 415,
  "'": 306,
  '"': 521,
  ':': 400,
  ';': 400,
  '(': 457,
  ')': 457,
  '&': 872,
  '…': 1000,
};
const DIGIT = 696;
const OTHER = 720;

/** Width in px of a string in DejaVu Sans Bold at a font size in px. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) units += BOLD_WIDTHS[ch] ?? (ch >= '0' && ch <= '9' ? DIGIT : OTHER);
  return (units / 1000) * fontSize;
}

/** Greedy word wrap; a single word longer than the line is cut with a hyphen. */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let word of words) {
    while (textWidth(word, fontSize) > maxWidth) {
      let cut = word.length - 1;
      while (cut > 1 && textWidth(`${word.slice(0, cut)}-`, fontSize) > maxWidth) cut--;
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(`${word.slice(0, cut)}-`);
      word = word.slice(cut);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) current = candidate;
    else {
      if (current) lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Find the largest font size (from the list, largest first) at which the text fits in maxLines;
 * at the smallest size, extra text is cut and the last line ends with an ellipsis.
 */
/**
 * The part of a text DejaVu Sans can draw: Latin (with æøå and accents), Greek, Cyrillic, Hebrew,
 * Arabic, punctuation and currency. Anything else (emoji, CJK, symbols) would be drawn as an empty box,
 * so it is left out, and the spaces around it are tidied.
 */
export function drawableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(
      /[^\u0020-\u024F\u1E00-\u1EFF\u0370-\u03FF\u0400-\u04FF\u0590-\u05FF\u0600-\u06FF\u2010-\u2027\u2030-\u205E\u20A0-\u20BF]/gu,
      ' ',
    )
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fitText(raw: string, maxWidth: number, maxLines: number, sizes: readonly number[]): FittedText {
  const text = drawableText(raw);
  for (const fontSize of sizes) {
    const lines = wrapText(text, maxWidth, fontSize);
    if (lines.length <= maxLines) return { lines, fontSize };
  }
  const fontSize = sizes[sizes.length - 1];
  const lines = wrapText(text, maxWidth, fontSize).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? '';
  while (last.length > 1 && textWidth(`${last}…`, fontSize) > maxWidth) last = last.slice(0, -1).trimEnd();
  lines[maxLines - 1] = `${last.replace(/[-,.;:]$/, '')}…`;
  return { lines, fontSize };
}

/** Centred lines of DejaVu Sans Bold as SVG <text> elements; cy is the middle of the block. */
export function textBlock(fitted: FittedText, cx: number, cy: number, fill: string, lineHeight = 1.22): string {
  const { lines, fontSize } = fitted;
  const step = fontSize * lineHeight;
  const first = cy - ((lines.length - 1) * step) / 2 + fontSize * 0.36;
  return lines
    .map(
      (l, i) =>
        `<text x="${num(cx)}" y="${num(first + i * step)}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${num(fontSize)}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('');
}
