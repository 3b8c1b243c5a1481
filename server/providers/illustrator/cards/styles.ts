/**
 * The six card styles: how tones become colours, how shapes are outlined and shaded, and the
 * background each style paints. Everything is SVG for librsvg (via sharp).
 */
import { mix, shade } from '../color';
import type { Rng } from '../rng';
import { attrs, num, type Attrs } from '../svg';
import type { CardStyleId, Shape, Tone } from './shapes';

export interface CardStyle {
  id: CardStyleId;
  /** Danish name as in the image generator. */
  label: string;
  /** Short description of the look (for docs and alt texts). */
  description: string;
}

export const CARD_STYLES: readonly CardStyle[] = [
  { id: 'cartoon', label: 'Tegneserie', description: 'bold dark outlines, flat bright colours' },
  { id: 'realistic', label: 'Realistisk', description: 'gradients, soft shadows, natural colours' },
  { id: 'anime', label: 'Anime', description: 'large shiny eyes, cel shading, pastel sky' },
  { id: 'watercolor', label: 'Akvarel', description: 'soft washes with wobbly edges on textured paper' },
  { id: 'minimalist', label: 'Minimalistisk', description: 'a few flat shapes in 2-3 colours on lots of white space' },
  { id: 'coloring', label: 'Malebog', description: 'black line art on white, no fills, ready to print and colour' },
];

type Palette = Record<Tone, string>;

const CARTOON: Palette = {
  skin: '#ffd3b0', hair: '#8a5a3b', white: '#ffffff', cream: '#fff1cf', red: '#ff6b6b', orange: '#ffa94d',
  yellow: '#ffd43b', green: '#69db7c', leaf: '#40c057', blue: '#4dabf7', sky: '#b5e0ff', navy: '#4263eb',
  purple: '#b197fc', pink: '#f783ac', brown: '#b9774b', tan: '#e7b385', wood: '#c08552', grey: '#adb5bd',
  silver: '#e9ecef', ink: '#2d2a32', cheek: '#ff9fb8', water: '#74c0fc',
};
const REALISTIC: Palette = {
  skin: '#e8b996', hair: '#5b3a29', white: '#f4f2ec', cream: '#ecdfc3', red: '#c4473d', orange: '#dd8a3e',
  yellow: '#e6c24c', green: '#6d9a50', leaf: '#4d7d39', blue: '#4a7fb5', sky: '#a8cbe6', navy: '#32507a',
  purple: '#7d6aa8', pink: '#d38c9e', brown: '#7a5236', tan: '#b98f68', wood: '#8e6240', grey: '#8d939a',
  silver: '#c9cdd2', ink: '#2b2622', cheek: '#e0a090', water: '#5d9cc9',
};
const ANIME: Palette = {
  skin: '#ffe3d0', hair: '#7a4b3a', white: '#ffffff', cream: '#fff4de', red: '#ff7a8a', orange: '#ffb36b',
  yellow: '#ffe27a', green: '#8de0a6', leaf: '#5cc98a', blue: '#7ab8ff', sky: '#d2e8ff', navy: '#5566b8',
  purple: '#c6a8ff', pink: '#ffadd0', brown: '#a8785a', tan: '#f0c49b', wood: '#c9956a', grey: '#b8bfcc',
  silver: '#eceff5', ink: '#3b2f4a', cheek: '#ff9bb5', water: '#8cc8ff',
};
const WATERCOLOR: Palette = {
  skin: '#f6cfb5', hair: '#9a6b4f', white: '#fdfbf7', cream: '#f6ecd6', red: '#e98a86', orange: '#f2b27a',
  yellow: '#f4d67a', green: '#9fcf8f', leaf: '#7fb87a', blue: '#8bb8e0', sky: '#c4def0', navy: '#5e79a6',
  purple: '#b9a3d6', pink: '#f0a8bf', brown: '#b08868', tan: '#dcb893', wood: '#c49a74', grey: '#aab1b9',
  silver: '#dde0e4', ink: '#4a3f45', cheek: '#f0a0a0', water: '#9cc9e6',
};

/** Minimalist schemes: main colour, soft colour, dark colour (plus white). */
const MINIMAL_SCHEMES: ReadonlyArray<{ main: string; soft: string; dark: string; bg: string }> = [
  { main: '#e07a5f', soft: '#f2cc8f', dark: '#3d405b', bg: '#faf6ef' },
  { main: '#2a9d8f', soft: '#e9c46a', dark: '#264653', bg: '#f8f7f2' },
  { main: '#7fa7d9', soft: '#f4d8cd', dark: '#34344a', bg: '#f9f8f6' },
  { main: '#d88c9a', soft: '#f1e3d3', dark: '#4a4e69', bg: '#fbf8f5' },
];
const MAIN_TONES: readonly Tone[] = ['red', 'orange', 'yellow', 'pink', 'purple', 'brown', 'wood', 'tan', 'cream', 'hair', 'blue', 'navy', 'green', 'leaf', 'grey'];
const DARK_TONES: readonly Tone[] = ['ink'];

/** Where the card takes place: outside by day or night, inside by day, or inside at bedtime. */
export type Scene = 'outdoor' | 'indoor' | 'night' | 'bedtime';

const inside = (scene: Scene) => scene === 'indoor' || scene === 'bedtime';

export interface StyleRenderer {
  /** SVG <defs> content this style needs. */
  defs(): string;
  /** The background, drawn over the whole canvas (w x 1000). */
  background(w: number, scene: Scene, rng: Rng, skyUsed: boolean): string;
  /** One subject: shapes at a given translation and scale. */
  subject(shapes: Shape[], x: number, y: number, scale: number): string;
  /** Ground shadow under a standing subject. */
  groundShadow(x: number, y: number, halfWidth: number): string;
}

function shapeTag(s: Exclude<Shape, { k: 'group' }>, a: Attrs): string {
  const rot = s.rot ? rotation(s) : undefined;
  const extra: Attrs = { ...a, transform: rot ?? a.transform };
  switch (s.k) {
    case 'circle':
      return `<circle${attrs({ cx: s.cx, cy: s.cy, r: s.r, ...extra })}/>`;
    case 'ellipse':
      return `<ellipse${attrs({ cx: s.cx, cy: s.cy, rx: s.rx, ry: s.ry, ...extra })}/>`;
    case 'rect':
      return `<rect${attrs({ x: s.x, y: s.y, width: s.w, height: s.h, rx: s.r || undefined, ...extra })}/>`;
    case 'path':
      return `<path${attrs({ d: s.d, ...extra })}/>`;
    case 'line':
      return `<path${attrs({ d: s.d, fill: 'none', ...extra })}/>`;
  }
}

function rotation(s: Shape): string | undefined {
  if (!s.rot) return undefined;
  if (s.k === 'circle' || s.k === 'ellipse') return `rotate(${num(s.rot)} ${num(s.cx)} ${num(s.cy)})`;
  if (s.k === 'rect') return `rotate(${num(s.rot)} ${num(s.x + s.w / 2)} ${num(s.y + s.h / 2)})`;
  return undefined;
}

function sizeOf(s: Shape): number {
  if (s.k === 'circle') return s.r * 2;
  if (s.k === 'ellipse') return Math.min(s.rx, s.ry) * 2;
  if (s.k === 'rect') return Math.min(s.w, s.h);
  return 100;
}

/** Walk shapes (flattening groups into <g transform>) with a painter per leaf. */
function walk(shapes: Shape[], paint: (s: Exclude<Shape, { k: 'group' }>) => string): string {
  let out = '';
  for (const s of shapes) {
    if (s.k === 'group') out += `<g transform="${s.transform}">${walk(s.shapes, paint)}</g>`;
    else out += paint(s);
  }
  return out;
}

function place(x: number, y: number, scale: number): string {
  return `translate(${num(x)} ${num(y)}) scale(${num(scale)})`;
}

function cloudPath(cx: number, cy: number, s: number): string {
  return `M${num(cx - 100 * s)} ${num(cy + 20 * s)} C${num(cx - 135 * s)} ${num(cy + 20 * s)} ${num(cx - 130 * s)} ${num(cy - 25 * s)} ${num(cx - 92 * s)} ${num(cy - 25 * s)} C${num(cx - 90 * s)} ${num(cy - 70 * s)} ${num(cx - 30 * s)} ${num(cy - 75 * s)} ${num(cx - 15 * s)} ${num(cy - 45 * s)} C${num(cx + 5 * s)} ${num(cy - 85 * s)} ${num(cx + 75 * s)} ${num(cy - 75 * s)} ${num(cx + 72 * s)} ${num(cy - 30 * s)} C${num(cx + 115 * s)} ${num(cy - 35 * s)} ${num(cx + 125 * s)} ${num(cy + 20 * s)} ${num(cx + 90 * s)} ${num(cy + 20 * s)} Z`;
}

function hills(w: number, y: number): string {
  return `M0 ${num(y)} C${num(w * 0.25)} ${num(y - 50)} ${num(w * 0.55)} ${num(y + 30)} ${num(w)} ${num(y - 25)} V1000 H0 Z`;
}

export const HORIZON = 760;

function cartoon(): StyleRenderer {
  const p = CARTOON;
  const ink = p.ink;
  return {
    defs: () => '',
    background(w, scene, rng, skyUsed) {
      if (inside(scene)) {
        let out = `<rect width="${num(w)}" height="1000" fill="${scene === 'bedtime' ? '#e3dcf2' : '#ffe9c9'}"/>`;
        out += `<rect x="${num(w * 0.62)}" y="120" width="220" height="220" rx="10" fill="${scene === 'bedtime' ? '#3b4a8c' : p.sky}" stroke="${ink}" stroke-width="7"/><path d="M${num(w * 0.62 + 110)} 120 V340 M${num(w * 0.62)} 230 H${num(w * 0.62 + 220)}" stroke="${ink}" stroke-width="7"/>`;
        out += `<rect x="-10" y="${HORIZON}" width="${num(w + 20)}" height="260" fill="#f2b872" stroke="${ink}" stroke-width="7"/>`;
        return out;
      }
      const night = scene === 'night';
      let out = `<rect width="${num(w)}" height="1000" fill="${night ? '#3b4a8c' : '#9bd7f7'}"/>`;
      if (night) for (let i = 0; i < 14; i++) out += `<circle cx="${num(rng.range(0, w))}" cy="${num(rng.range(30, HORIZON - 120))}" r="${num(rng.range(3, 6))}" fill="#ffe99a"/>`;
      else for (const [cx, cy, s] of [[w * 0.2, 150, 0.8], [w * 0.72, 110, 0.6]].slice(0, skyUsed ? 1 : 2)) out += `<path d="${cloudPath(cx + rng.range(-30, 30), cy, s)}" fill="#ffffff" stroke="${ink}" stroke-width="6"/>`;
      out += `<path d="${hills(w, HORIZON)}" fill="${night ? '#3f8f5a' : '#8fd16f'}" stroke="${ink}" stroke-width="7"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const sw = 7 / scale;
      const body = walk(shapes, (s) => {
        if (s.k === 'line') {
          const color = p[s.tone];
          if (s.width >= 10 && s.tone !== 'ink') return shapeTag(s, { stroke: ink, 'stroke-width': s.width + sw * 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) + shapeTag(s, { stroke: color, 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
          return shapeTag(s, { stroke: s.tone === 'ink' ? ink : color, 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
        }
        if (s.tone === 'cheek') return shapeTag(s, { fill: p.cheek, 'fill-opacity': 0.7 });
        const small = sizeOf(s) < 30;
        return shapeTag(s, { fill: p[s.tone], stroke: s.tone === 'ink' || (small && s.tone === 'white') ? undefined : ink, 'stroke-width': small ? sw * 0.6 : sw, 'stroke-linejoin': 'round' });
      });
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: (x, y, half) => `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.12)}" fill="#2d2a32" opacity="0.18"/>`,
  };
}

function realistic(): StyleRenderer {
  const p = REALISTIC;
  const grads = Object.entries(p)
    .map(([tone, c]) => `<linearGradient id="rg-${tone}" x1="0.15" y1="0" x2="0.85" y2="1"><stop offset="0" stop-color="${shade(c, 0.1)}"/><stop offset="0.55" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.12)}"/></linearGradient>`)
    .join('');
  return {
    defs: () =>
      grads +
      `<filter id="soft-shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="10" dy="12" result="b"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
      `<filter id="blur-shadow" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="12"/></filter>` +
      `<linearGradient id="r-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fbfe4"/><stop offset="1" stop-color="#e6f0f5"/></linearGradient>` +
      `<linearGradient id="r-night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2b4d"/><stop offset="1" stop-color="#4d5d86"/></linearGradient>` +
      `<linearGradient id="r-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb574"/><stop offset="1" stop-color="#5f8a4a"/></linearGradient>` +
      `<linearGradient id="r-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe4d3"/><stop offset="1" stop-color="#dccbb2"/></linearGradient>` +
      `<linearGradient id="r-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b38b63"/><stop offset="1" stop-color="#8a6744"/></linearGradient>` +
      `<radialGradient id="r-glow" cx="0.8" cy="0.15" r="0.6"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.8"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>`,
    background(w, scene, rng) {
      if (inside(scene)) {
        return (
          `<rect width="${num(w)}" height="1000" fill="url(#r-wall)"/>` +
          `<rect x="${num(w * 0.6)}" y="110" width="240" height="250" rx="6" fill="${scene === 'bedtime' ? '#2a3a63' : '#cfe3f0'}" stroke="#bfa88a" stroke-width="14"/>` +
          `<rect x="0" y="${HORIZON}" width="${num(w)}" height="${1000 - HORIZON}" fill="url(#r-floor)"/>` +
          `<rect width="${num(w)}" height="1000" fill="url(#r-glow)"/>`
        );
      }
      const night = scene === 'night';
      let out = `<rect width="${num(w)}" height="1000" fill="url(#${night ? 'r-night' : 'r-sky'})"/>`;
      if (night) for (let i = 0; i < 30; i++) out += `<circle cx="${num(rng.range(0, w))}" cy="${num(rng.range(20, HORIZON - 150))}" r="${num(rng.range(1.5, 3.5))}" fill="#fdf6d8" opacity="${num(rng.range(0.5, 1))}"/>`;
      else out += `<rect width="${num(w)}" height="1000" fill="url(#r-glow)"/>`;
      out += `<path d="M0 ${HORIZON - 70} C${num(w * 0.3)} ${HORIZON - 150} ${num(w * 0.6)} ${HORIZON - 40} ${num(w)} ${HORIZON - 110} V1000 H0 Z" fill="${night ? '#3d5566' : '#a9c3b0'}" opacity="0.8"/>`;
      out += `<path d="${hills(w, HORIZON)}" fill="${night ? '#34523c' : 'url(#r-ground)'}"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const body = walk(shapes, (s) => {
        if (s.k === 'line') {
          const c = p[s.tone];
          if (s.width >= 10) return shapeTag(s, { stroke: shade(c, -0.15), 'stroke-width': s.width + 3 / scale, 'stroke-linecap': 'round' }) + shapeTag(s, { stroke: c, 'stroke-width': s.width, 'stroke-linecap': 'round' });
          return shapeTag(s, { stroke: c, 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
        }
        if (s.tone === 'cheek') return shapeTag(s, { fill: p.cheek, 'fill-opacity': 0.55 });
        if (s.tone === 'ink' || sizeOf(s) < 24) return shapeTag(s, { fill: p[s.tone] });
        return shapeTag(s, { fill: `url(#rg-${s.tone})`, stroke: shade(p[s.tone], -0.2), 'stroke-width': 2 / scale, 'stroke-opacity': 0.6 });
      });
      return `<g filter="url(#soft-shadow)"><g transform="${place(x, y, scale)}">${body}</g></g>`;
    },
    groundShadow: (x, y, half) => `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.14)}" fill="#23301c" opacity="0.35" filter="url(#blur-shadow)"/>`,
  };
}

function anime(): StyleRenderer {
  const p = ANIME;
  const ink = p.ink;
  const shadowOf = (c: string) => mix(c, '#6a5acd', 0.22);
  let clipCounter = 0;
  return {
    defs: () =>
      `<linearGradient id="a-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fcbff"/><stop offset="0.7" stop-color="#dcecff"/><stop offset="1" stop-color="#ffe6f0"/></linearGradient>` +
      `<linearGradient id="a-night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2e2f6b"/><stop offset="1" stop-color="#7b67a8"/></linearGradient>` +
      `<linearGradient id="a-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3e8"/><stop offset="1" stop-color="#ffe3ea"/></linearGradient>`,
    background(w, scene, rng) {
      const sparkle = (cx: number, cy: number, r: number, c: string) =>
        `<path d="M${num(cx)} ${num(cy - r)} Q${num(cx + r * 0.15)} ${num(cy - r * 0.15)} ${num(cx + r)} ${num(cy)} Q${num(cx + r * 0.15)} ${num(cy + r * 0.15)} ${num(cx)} ${num(cy + r)} Q${num(cx - r * 0.15)} ${num(cy + r * 0.15)} ${num(cx - r)} ${num(cy)} Q${num(cx - r * 0.15)} ${num(cy - r * 0.15)} ${num(cx)} ${num(cy - r)} Z" fill="${c}"/>`;
      if (inside(scene)) {
        let out = `<rect width="${num(w)}" height="1000" fill="url(#a-wall)"/>`;
        out += `<rect x="${num(w * 0.58)}" y="100" width="250" height="270" rx="8" fill="${scene === 'bedtime' ? '#3d3f85' : '#d6ebff'}" stroke="#c9a7b8" stroke-width="8"/>`;
        if (scene === 'bedtime') out += sparkle(w * 0.58 + 80, 170, 14, '#fff3b0') + sparkle(w * 0.58 + 180, 260, 10, '#fff3b0');
        out += `<path d="M${num(w * 0.58)} 370 L${num(w * 0.3)} ${HORIZON + 120} H${num(w * 0.75)} L${num(w * 0.58 + 250)} 370 Z" fill="#ffffff" opacity="0.35"/>`;
        out += `<rect x="0" y="${HORIZON}" width="${num(w)}" height="${1000 - HORIZON}" fill="#f2c9a8"/><rect x="0" y="${HORIZON}" width="${num(w)}" height="16" fill="#e7b493"/>`;
        return out;
      }
      const night = scene === 'night';
      let out = `<rect width="${num(w)}" height="1000" fill="url(#${night ? 'a-night' : 'a-sky'})"/>`;
      if (!night) {
        const cx = w * rng.range(0.15, 0.35);
        out += `<path d="${cloudPath(cx, 170, 1)}" fill="${shadowOf('#ffffff')}"/><path d="${cloudPath(cx - 8, 160, 0.95)}" fill="#ffffff"/>`;
      }
      for (let i = 0; i < (night ? 12 : 5); i++) out += sparkle(rng.range(0.05, 0.95) * w, rng.range(40, HORIZON - 200), rng.range(8, 16), night ? '#fff3b0' : '#ffffff');
      out += `<path d="${hills(w, HORIZON)}" fill="${night ? '#4f8f7a' : '#a8e0a0'}"/>`;
      out += `<path d="${hills(w, HORIZON + 40)}" fill="${night ? '#447d6b' : '#93d38e'}"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const sw = 3.5 / scale;
      const body = walk(shapes, (s) => {
        if (s.k === 'line') {
          if (s.width >= 10 && s.tone !== 'ink') return shapeTag(s, { stroke: ink, 'stroke-width': s.width + sw * 2, 'stroke-linecap': 'round' }) + shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round' });
          return shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
        }
        const base = p[s.tone];
        if (s.tone === 'cheek') return shapeTag(s, { fill: base, 'fill-opacity': 0.65 });
        if (s.tone === 'ink' || s.tone === 'white' || sizeOf(s) < 40) return shapeTag(s, { fill: base, stroke: s.tone === 'ink' ? undefined : ink, 'stroke-width': sw * 0.7 });
        // Cel shading: the shape in its shadow colour, the lit part (the same shape moved up-left) clipped inside.
        const id = `cel${clipCounter++}`;
        const offset = Math.max(6, sizeOf(s) * 0.12);
        return (
          `<clipPath id="${id}">${shapeTag(s, {})}</clipPath>` +
          shapeTag(s, { fill: shadowOf(base) }) +
          `<g clip-path="url(#${id})"><g transform="translate(${num(-offset)} ${num(-offset)})">${shapeTag(s, { fill: base })}</g></g>` +
          shapeTag(s, { fill: 'none', stroke: ink, 'stroke-width': sw, 'stroke-linejoin': 'round' })
        );
      });
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: (x, y, half) => `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.12)}" fill="#6a5acd" opacity="0.2"/>`,
  };
}

function watercolor(seed: number, w: number): StyleRenderer {
  const p = WATERCOLOR;
  // Filter regions are kept to the canvas: librsvg's turbulence and displacement cost per pixel.
  const canvas = `filterUnits="userSpaceOnUse" x="0" y="0" width="${num(w)}" height="1000"`;
  return {
    defs: () =>
      `<filter id="paper" ${canvas}><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${seed % 1000}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.3  0 0 0 0.09 0"/></filter>` +
      `<filter id="wash" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="${(seed + 7) % 1000}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="12" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="1.2"/></filter>` +
      `<filter id="wash-bg" ${canvas}><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="${(seed + 3) % 1000}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="70" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="6"/></filter>` +
      `<filter id="pencil" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="${(seed + 11) % 1000}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="4" xChannelSelector="R" yChannelSelector="G"/></filter>`,
    background(w, scene) {
      let out = `<rect width="${num(w)}" height="1000" fill="#fbf7ef"/>`;
      const washes =
        inside(scene)
          ? `<rect x="-40" y="-40" width="${num(w + 80)}" height="${HORIZON + 40}" fill="${scene === 'bedtime' ? '#c9c3e6' : '#f3dcc4'}" opacity="0.7"/><rect x="-40" y="${HORIZON}" width="${num(w + 80)}" height="300" fill="#d9b48f" opacity="0.6"/>`
          : scene === 'night'
            ? `<rect x="-40" y="-40" width="${num(w + 80)}" height="${HORIZON + 60}" fill="#6f7fb8" opacity="0.75"/><path d="${hills(w, HORIZON)}" fill="#7fae8a" opacity="0.75"/>`
            : `<ellipse cx="${num(w * 0.5)}" cy="230" rx="${num(w * 0.62)}" ry="300" fill="#b9d8ee" opacity="0.75"/><path d="${hills(w, HORIZON)}" fill="#b5d89c" opacity="0.8"/>`;
      out += `<g filter="url(#wash-bg)">${washes}</g>`;
      out += `<rect width="${num(w)}" height="1000" filter="url(#paper)"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      // Washes: the larger areas, a little transparent with wobbly, soft edges.
      const washes = walk(shapes, (s) => {
        if (s.k === 'line') return s.tone === 'ink' || s.width < 10 ? '' : shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-opacity': 0.85 });
        if (s.tone === 'ink' || sizeOf(s) < 40) return '';
        return shapeTag(s, { fill: p[s.tone], 'fill-opacity': 0.95 });
      });
      // Details stay crisper (eyes, mouths) and a light pencil line follows each wash.
      const details = walk(shapes, (s) => {
        if (s.k === 'line') return s.tone === 'ink' || s.width < 10 ? shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) : '';
        if (s.tone === 'cheek') return shapeTag(s, { fill: p.cheek, 'fill-opacity': 0.5 });
        if (s.tone === 'ink' || sizeOf(s) < 40) return shapeTag(s, { fill: p[s.tone], 'fill-opacity': 0.95 });
        return shapeTag(s, { fill: 'none', stroke: shade(p[s.tone], -0.25), 'stroke-width': 2.5 / scale, 'stroke-opacity': 0.6 });
      });
      return `<g transform="${place(x, y, scale)}"><g filter="url(#wash)">${washes}</g><g filter="url(#pencil)">${details}</g></g>`;
    },
    groundShadow: (x, y, half) => `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.12)}" fill="#8a7a6a" opacity="0.18" filter="url(#wash)"/>`,
  };
}

function minimalist(rng: Rng): StyleRenderer {
  const scheme = rng.pick(MINIMAL_SCHEMES);
  const color = (t: Tone) => (t === 'white' ? '#ffffff' : DARK_TONES.includes(t) ? scheme.dark : MAIN_TONES.includes(t) ? scheme.main : scheme.soft);
  return {
    defs: () => '',
    background(w) {
      return (
        `<rect width="${num(w)}" height="1000" fill="${scheme.bg}"/>` +
        `<circle cx="${num(w / 2)}" cy="470" r="330" fill="${mix(scheme.soft, scheme.bg, 0.62)}"/>` +
        `<path d="M${num(w * 0.12)} ${HORIZON + 100} H${num(w * 0.88)}" stroke="${scheme.dark}" stroke-width="5" stroke-linecap="round"/>`
      );
    },
    subject(shapes, x, y, scale) {
      const body = walk(
        shapes.filter((s) => !s.detail),
        (s) => {
          if (s.detail) return '';
          if (s.k === 'line') return shapeTag(s, { stroke: color(s.tone), 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
          return shapeTag(s, { fill: color(s.tone) });
        },
      );
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: () => '',
  };
}

function coloring(): StyleRenderer {
  const black = '#000000';
  return {
    defs: () => '',
    background(w, scene, _rng, skyUsed) {
      let out = `<rect width="${num(w)}" height="1000" fill="#ffffff"/>`;
      if (inside(scene)) {
        out += `<rect x="${num(w * 0.62)}" y="120" width="220" height="220" rx="8" fill="none" stroke="${black}" stroke-width="7"/><path d="M${num(w * 0.62 + 110)} 120 V340 M${num(w * 0.62)} 230 H${num(w * 0.62 + 220)}" stroke="${black}" stroke-width="6"/>`;
        out += `<path d="M0 ${HORIZON} H${num(w)}" stroke="${black}" stroke-width="7"/>`;
        return out;
      }
      if (scene === 'outdoor') {
        out += `<path d="${cloudPath(w * 0.2, 150, 0.7)}" fill="none" stroke="${black}" stroke-width="7" stroke-linejoin="round"/>`;
        if (!skyUsed) out += `<path d="${cloudPath(w * 0.78, 110, 0.55)}" fill="none" stroke="${black}" stroke-width="7" stroke-linejoin="round"/>`;
      }
      out += `<path d="M0 ${HORIZON} C${num(w * 0.25)} ${HORIZON - 50} ${num(w * 0.55)} ${HORIZON + 30} ${num(w)} ${HORIZON - 25}" fill="none" stroke="${black}" stroke-width="7"/>`;
      for (const gx of [0.08, 0.3, 0.7, 0.92]) out += `<path d="M${num(w * gx - 14)} 930 l-6 -26 M${num(w * gx)} 930 l0 -32 M${num(w * gx + 14)} 930 l6 -26" stroke="${black}" stroke-width="6" stroke-linecap="round"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const sw = 8 / scale;
      const body = walk(shapes, (s) => {
        if (s.k === 'line') {
          if (s.width >= 12) {
            return shapeTag(s, { stroke: black, 'stroke-width': s.width + sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) + shapeTag(s, { stroke: '#ffffff', 'stroke-width': Math.max(1, s.width - sw), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
          }
          return shapeTag(s, { stroke: black, 'stroke-width': Math.max(s.width, sw * 0.7), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
        }
        if (s.tone === 'ink') return shapeTag(s, { fill: black });
        if (s.tone === 'cheek') return '';
        return shapeTag(s, { fill: '#ffffff', stroke: black, 'stroke-width': sizeOf(s) < 30 ? sw * 0.6 : sw, 'stroke-linejoin': 'round' });
      });
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: () => '',
  };
}

export function createRenderer(style: CardStyleId, rng: Rng, seed: number, w = 1000): StyleRenderer {
  switch (style) {
    case 'cartoon':
      return cartoon();
    case 'realistic':
      return realistic();
    case 'anime':
      return anime();
    case 'watercolor':
      return watercolor(seed, w);
    case 'minimalist':
      return minimalist(rng);
    case 'coloring':
      return coloring();
  }
}
