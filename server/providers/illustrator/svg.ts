/**
 * Tiny SVG string builders for the storybook style: flat soft fills with a slightly darker outline
 * of the same hue (never black), round joins and caps.
 */
import { shade } from './color';

export type Attrs = Record<string, string | number | undefined | null | false>;

/** Round to one decimal so the SVG stays small and stable. */
export const num = (v: number): string => String(Math.round(v * 10) / 10);

/** Escape text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters are not allowed in XML 1.0.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

export function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

export function tag(name: string, a: Attrs, inner?: string): string {
  return inner === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;
}

/** Outline width of the storybook style, in logical units (the scene is 1000 units high). */
export const INK = 4;

/** Fill with the soft same-hue outline. */
export function paint(fill: string, extra: Attrs = {}, outline = INK): Attrs {
  const outlined = outline > 0 && fill.startsWith('#');
  return {
    fill,
    stroke: outlined ? shade(fill, -0.2) : undefined,
    'stroke-width': outlined ? outline : undefined,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
    ...extra,
  };
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  tag('rect', { x, y, width: w, height: h, rx: rx || undefined, ...paint(fill), ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  tag('circle', { cx, cy, r, ...paint(fill), ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  tag('ellipse', { cx, cy, rx, ry, ...paint(fill), ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => tag('path', { d, ...paint(fill), ...extra });

/** A plain stroke (no fill), e.g. a rope, a stick, a smile. */
export const line = (d: string, color: string, width = INK, extra: Attrs = {}) =>
  tag('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export const group = (inner: string, transform?: string, extra: Attrs = {}) => tag('g', { transform, ...extra }, inner);

/** Translate + uniform scale, the usual way an object is placed. */
export const place = (x: number, y: number, s = 1, flip = false) => `translate(${num(x)} ${num(y)}) scale(${flip ? -s : s} ${s})`;

/** Build a path "d" from points (closed polygon when close = true). */
export function poly(points: ReadonlyArray<readonly [number, number]>, close = true): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join(' ') + (close ? ' Z' : '');
}

export function svgDocument(width: number, height: number, viewW: number, viewH: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${num(viewW)} ${num(viewH)}" preserveAspectRatio="none">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>`
  );
}
