/**
 * How each card style treats a finished drawing it did not make from tones (the chosen child's
 * figure): SVG filters that give it the style's line (thick black ink, thin coloured line, no line
 * at all), palette and texture, so the child belongs to the card rather than being pasted on it.
 */
import { num } from '../svg';

/** sRGB for every filter: colours and thresholds mean what they say. */
const head = (id: string) => `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%" color-interpolation-filters="sRGB">`;

/** Luminance into R, G and B, alpha kept. */
const LUMINANCE = '0.3 0.59 0.11 0 0  0.3 0.59 0.11 0 0  0.3 0.59 0.11 0 0  0 0 0 1 0';

/**
 * Lines where the colour changes inside the drawing (a Laplacian of its luminance, made opaque
 * above a threshold and thickened) plus a ring around its outline, as alpha in `result`.
 */
function inkLines(outline: number, inner: number, result: string, threshold: number, slope = 8): string {
  return (
    `<feColorMatrix in="SourceGraphic" type="matrix" values="${LUMINANCE}" result="lum"/>` +
    `<feConvolveMatrix in="lum" order="3" kernelMatrix="-1 -1 -1 -1 8 -1 -1 -1 -1" preserveAlpha="true" result="lap"/>` +
    `<feColorMatrix in="lap" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${slope} 0 0 0 ${num(-slope * threshold)}" result="edge"/>` +
    (inner > 0
      ? `<feMorphology in="edge" operator="dilate" radius="${inner}" result="edgeThick"/>`
      : `<feMerge result="edgeThick"><feMergeNode in="edge"/></feMerge>`) +
    `<feMorphology in="SourceAlpha" operator="dilate" radius="${num(outline)}" result="grown"/>` +
    `<feComposite in="grown" in2="SourceAlpha" operator="out" result="ring"/>` +
    `<feMerge result="${result}"><feMergeNode in="ring"/><feMergeNode in="edgeThick"/></feMerge>`
  );
}

/** Tegneserie: a thick black outline and black lines inside, the fills kept bright. */
export const comicFigureFilter = (id: string, ink: string) =>
  `${head(id)}${inkLines(5, 0, 'lines', 0.12, 24)}<feFlood flood-color="${ink}"/><feComposite in2="lines" operator="in" result="ink"/>` +
  `<feComponentTransfer in="SourceGraphic" result="bright"><feFuncR type="linear" slope="1.12"/><feFuncG type="linear" slope="1.12"/><feFuncB type="linear" slope="1.12"/></feComponentTransfer>` +
  `<feMerge><feMergeNode in="bright"/><feMergeNode in="ink"/></feMerge></filter>`;

/** Anime: a thin dark line around the figure only, in the style's soft ink, and a touch of pastel. */
export const animeFigureFilter = (id: string, ink: string) =>
  `${head(id)}<feMorphology in="SourceAlpha" operator="dilate" radius="3" result="grown"/><feComposite in="grown" in2="SourceAlpha" operator="out" result="ring"/>` +
  `<feFlood flood-color="${ink}"/><feComposite in2="ring" operator="in" result="line"/>` +
  `<feColorMatrix in="SourceGraphic" type="matrix" values="0.85 0.1 0.05 0 0.06  0.05 0.85 0.1 0 0.06  0.1 0.05 0.85 0 0.08  0 0 0 1 0" result="pastel"/>` +
  `<feMerge><feMergeNode in="pastel"/><feMergeNode in="line"/></feMerge></filter>`;

/** Malebog: the figure as black line art on white, ready to colour. */
export const lineArtFigureFilter = (id: string) =>
  `${head(id)}${inkLines(4, 0.5, 'lines', 0.08)}<feFlood flood-color="#ffffff"/><feComposite in2="SourceAlpha" operator="in" result="paper"/>` +
  `<feFlood flood-color="#000000"/><feComposite in2="lines" operator="in" result="ink"/><feMerge><feMergeNode in="paper"/><feMergeNode in="ink"/></feMerge></filter>`;

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;

/** Minimalistisk: the figure in the card's few colours (dark, main, soft, white by lightness), no lines. */
export const fewColoursFigureFilter = (id: string, colours: readonly [string, string, string, string]) => {
  const table = (i: number) => colours.map((c) => String(Math.round(channel(c, i) * 1000) / 1000)).join(' ');
  return (
    `${head(id)}<feColorMatrix in="SourceGraphic" type="matrix" values="${LUMINANCE}"/>` +
    `<feComponentTransfer><feFuncR type="discrete" tableValues="${table(0)}"/><feFuncG type="discrete" tableValues="${table(1)}"/><feFuncB type="discrete" tableValues="${table(2)}"/></feComponentTransfer></filter>`
  );
};
