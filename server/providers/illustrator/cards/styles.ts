/**
 * The six card styles: how tones become colours, how shapes are outlined and shaded, and the
 * background each style paints. Everything is SVG for librsvg (via sharp).
 */
import { mix, shade } from '../color';
import type { Rng } from '../rng';
import { attrs, num, type Attrs } from '../svg';
import { animeFigureFilter, comicFigureFilter, fewColoursFigureFilter, lineArtFigureFilter } from './figure-filters';
import type { CardStyleId, Shape, Tone } from './shapes';

export interface CardStyle {
  id: CardStyleId;
  /** Danish name as in the image generator. */
  label: string;
  /** Short description of the look (for docs and alt texts). */
  description: string;
}

export const CARD_STYLES: readonly CardStyle[] = [
  { id: 'cartoon', label: 'Tegneserie', description: 'thick black outlines, flat bright colours with halftone dots, a panel border' },
  { id: 'realistic', label: 'Realistisk', description: 'gradients, soft shadows, natural colours' },
  { id: 'anime', label: 'Anime', description: 'large shiny eyes, thin coloured lines, hard cel shading, pastel sky' },
  {
    id: 'watercolor',
    label: 'Akvarel',
    description: 'transparent washes bleeding at soft edges, pigment pooling at the rims, no outlines, grainy paper',
  },
  { id: 'minimalist', label: 'Minimalistisk', description: 'a few flat shapes in 2-3 colours on lots of white space' },
  { id: 'coloring', label: 'Malebog', description: 'black line art on white, no fills, ready to print and colour' },
];

type Palette = Record<Tone, string>;

/** Comic: saturated primaries, pure black ink. */
const CARTOON: Palette = {
  skin: '#ffcf9e',
  hair: '#8a4b22',
  white: '#ffffff',
  cream: '#fff3c4',
  red: '#ff3b3b',
  orange: '#ff9500',
  yellow: '#ffd600',
  green: '#3cd35a',
  leaf: '#1fae3f',
  blue: '#1e90ff',
  sky: '#8fd3ff',
  navy: '#2446e0',
  purple: '#9b5cff',
  pink: '#ff5aa5',
  brown: '#b0602a',
  tan: '#f0a860',
  wood: '#c8732e',
  grey: '#a0a8b4',
  silver: '#e4e8ec',
  ink: '#111111',
  cheek: '#ff7fa0',
  water: '#4fb6ff',
};
const REALISTIC: Palette = {
  skin: '#e8b996',
  hair: '#5b3a29',
  white: '#f4f2ec',
  cream: '#ecdfc3',
  red: '#c4473d',
  orange: '#dd8a3e',
  yellow: '#e6c24c',
  green: '#6d9a50',
  leaf: '#4d7d39',
  blue: '#4a7fb5',
  sky: '#a8cbe6',
  navy: '#32507a',
  purple: '#7d6aa8',
  pink: '#d38c9e',
  brown: '#7a5236',
  tan: '#b98f68',
  wood: '#8e6240',
  grey: '#8d939a',
  silver: '#c9cdd2',
  ink: '#2b2622',
  cheek: '#e0a090',
  water: '#5d9cc9',
};
const ANIME: Palette = {
  skin: '#ffe3d0',
  hair: '#7a4b3a',
  white: '#ffffff',
  cream: '#fff4de',
  red: '#ff7a8a',
  orange: '#ffb36b',
  yellow: '#ffe27a',
  green: '#8de0a6',
  leaf: '#5cc98a',
  blue: '#7ab8ff',
  sky: '#d2e8ff',
  navy: '#5566b8',
  purple: '#c6a8ff',
  pink: '#ffadd0',
  brown: '#a8785a',
  tan: '#f0c49b',
  wood: '#c9956a',
  grey: '#b8bfcc',
  silver: '#eceff5',
  ink: '#3b2f4a',
  cheek: '#ff9bb5',
  water: '#8cc8ff',
};
/** Watercolour: pigments (ultramarine, sap green, burnt sienna, rose) that stay clear when laid thin. */
const WATERCOLOR: Palette = {
  skin: '#f2b894',
  hair: '#8c4a2a',
  white: '#fdfbf7',
  cream: '#f3dfae',
  red: '#d9443f',
  orange: '#ee8a3a',
  yellow: '#f2c230',
  green: '#6fae4a',
  leaf: '#3f8f4a',
  blue: '#3f74c9',
  sky: '#8fbde6',
  navy: '#2f4f9a',
  purple: '#8a63c2',
  pink: '#e0709a',
  brown: '#9a5a34',
  tan: '#d49a5e',
  wood: '#b0703e',
  grey: '#8d96a3',
  silver: '#ccd2da',
  ink: '#3d3038',
  cheek: '#e88a8a',
  water: '#5aa4dc',
};

/** Minimalist schemes: main colour, soft colour, dark colour (plus white). */
const MINIMAL_SCHEMES: ReadonlyArray<{ main: string; soft: string; dark: string; bg: string }> = [
  { main: '#e07a5f', soft: '#f2cc8f', dark: '#3d405b', bg: '#faf6ef' },
  { main: '#2a9d8f', soft: '#e9c46a', dark: '#264653', bg: '#f8f7f2' },
  { main: '#7fa7d9', soft: '#f4d8cd', dark: '#34344a', bg: '#f9f8f6' },
  { main: '#d88c9a', soft: '#f1e3d3', dark: '#4a4e69', bg: '#fbf8f5' },
];
const MAIN_TONES: readonly Tone[] = [
  'red',
  'orange',
  'yellow',
  'pink',
  'purple',
  'brown',
  'wood',
  'tan',
  'cream',
  'hair',
  'blue',
  'navy',
  'green',
  'leaf',
  'grey',
];
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
  /** Drawn over everything last: the texture of the paper the picture is painted on. */
  overlay?(w: number): string;
}

/** A shape a style paints itself. */
type Leaf = Exclude<Shape, { k: 'group' } | { k: 'svg' }>;

function shapeTag(s: Leaf, a: Attrs): string {
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

/**
 * Walk shapes (flattening groups into <g transform>) with a painter per leaf; finished SVG (the
 * child's figure) goes through `figure`, the style's treatment of a whole drawing.
 */
function walk(shapes: Shape[], paint: (s: Leaf) => string, figure: (svg: string) => string = (svg) => svg): string {
  let out = '';
  for (const s of shapes) {
    if (s.k === 'group') out += `<g transform="${s.transform}">${walk(s.shapes, paint, figure)}</g>`;
    else if (s.k === 'svg') out += figure(s.svg);
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

/** The comic's panel: a thick black frame around the picture. */
const panel = (w: number, ink: string) =>
  `<rect x="9" y="9" width="${num(w - 18)}" height="982" fill="none" stroke="${ink}" stroke-width="18" rx="6"/>`;

function cartoon(): StyleRenderer {
  const p = CARTOON;
  const ink = p.ink;
  return {
    defs: () =>
      comicFigureFilter('c-fig', ink) +
      // Ben-Day dots: printed comics shade with dots, not gradients.
      `<pattern id="c-dots" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="8" cy="8" r="3.4" fill="${ink}"/></pattern>` +
      `<pattern id="c-sky-dots" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="13" cy="13" r="5" fill="#ffffff"/></pattern>` +
      `<linearGradient id="c-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
      `<mask id="c-fade-mask"><rect width="4000" height="1000" fill="url(#c-fade)"/></mask>`,
    background(w, scene, rng, skyUsed) {
      if (inside(scene)) {
        let out = `<rect width="${num(w)}" height="1000" fill="${scene === 'bedtime' ? '#e3dcf2' : '#ffe9c9'}"/>`;
        out += `<rect x="${num(w * 0.62)}" y="120" width="220" height="220" rx="10" fill="${scene === 'bedtime' ? '#3b4a8c' : p.sky}" stroke="${ink}" stroke-width="7"/><path d="M${num(w * 0.62 + 110)} 120 V340 M${num(w * 0.62)} 230 H${num(w * 0.62 + 220)}" stroke="${ink}" stroke-width="7"/>`;
        out += `<rect x="-10" y="${HORIZON}" width="${num(w + 20)}" height="260" fill="#f2a24a" stroke="${ink}" stroke-width="9"/>`;
        out += `<rect x="-10" y="${HORIZON}" width="${num(w + 20)}" height="260" fill="url(#c-dots)" opacity="0.2"/>`;
        return out + panel(w, ink);
      }
      const night = scene === 'night';
      let out = `<rect width="${num(w)}" height="1000" fill="${night ? '#2b3a8c' : '#58c2ff'}"/>`;
      if (night)
        for (let i = 0; i < 14; i++)
          out += `<circle cx="${num(rng.range(0, w))}" cy="${num(rng.range(30, HORIZON - 120))}" r="${num(rng.range(3, 6))}" fill="#ffe99a"/>`;
      else
        for (const [cx, cy, s] of [
          [w * 0.2, 150, 0.8],
          [w * 0.72, 110, 0.6],
        ].slice(0, skyUsed ? 1 : 2))
          out += `<path d="${cloudPath(cx + rng.range(-30, 30), cy, s)}" fill="#ffffff" stroke="${ink}" stroke-width="6"/>`;
      if (!night) out += `<rect width="${num(w)}" height="${HORIZON}" fill="url(#c-sky-dots)" mask="url(#c-fade-mask)" opacity="0.55"/>`;
      out += `<path d="${hills(w, HORIZON)}" fill="${night ? '#2fa84f' : '#5fd04a'}" stroke="${ink}" stroke-width="9"/>`;
      out += `<path d="${hills(w, HORIZON)}" fill="url(#c-dots)" opacity="0.18"/>`;
      return out + panel(w, ink);
    },
    subject(shapes, x, y, scale) {
      const sw = 10 / scale;
      const body = walk(
        shapes,
        (s) => {
          if (s.k === 'line') {
            const color = p[s.tone];
            if (s.width >= 10 && s.tone !== 'ink')
              return (
                shapeTag(s, { stroke: ink, 'stroke-width': s.width + sw * 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
                shapeTag(s, { stroke: color, 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
              );
            return shapeTag(s, {
              stroke: s.tone === 'ink' ? ink : color,
              'stroke-width': s.width,
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
            });
          }
          if (s.tone === 'cheek') return shapeTag(s, { fill: p.cheek, 'fill-opacity': 0.7 });
          const small = sizeOf(s) < 30;
          const fill = shapeTag(s, {
            fill: p[s.tone],
            stroke: s.tone === 'ink' || (small && s.tone === 'white') ? undefined : ink,
            'stroke-width': small ? sw * 0.6 : sw,
            'stroke-linejoin': 'round',
          });
          // Halftone shading on the larger coloured areas.
          return sizeOf(s) >= 60 && s.tone !== 'white' && s.tone !== 'ink'
            ? fill + shapeTag(s, { fill: 'url(#c-dots)', opacity: 0.16 })
            : fill;
        },
        (svg) => `<g filter="url(#c-fig)">${svg}</g>`,
      );
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: (x, y, half) =>
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.12)}" fill="#2d2a32" opacity="0.18"/>`,
  };
}

function realistic(): StyleRenderer {
  const p = REALISTIC;
  const grads = Object.entries(p)
    .map(
      ([tone, c]) =>
        `<linearGradient id="rg-${tone}" x1="0.15" y1="0" x2="0.85" y2="1"><stop offset="0" stop-color="${shade(c, 0.1)}"/><stop offset="0.55" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.12)}"/></linearGradient>`,
    )
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
      if (night)
        for (let i = 0; i < 30; i++)
          out += `<circle cx="${num(rng.range(0, w))}" cy="${num(rng.range(20, HORIZON - 150))}" r="${num(rng.range(1.5, 3.5))}" fill="#fdf6d8" opacity="${num(rng.range(0.5, 1))}"/>`;
      else out += `<rect width="${num(w)}" height="1000" fill="url(#r-glow)"/>`;
      out += `<path d="M0 ${HORIZON - 70} C${num(w * 0.3)} ${HORIZON - 150} ${num(w * 0.6)} ${HORIZON - 40} ${num(w)} ${HORIZON - 110} V1000 H0 Z" fill="${night ? '#3d5566' : '#a9c3b0'}" opacity="0.8"/>`;
      out += `<path d="${hills(w, HORIZON)}" fill="${night ? '#34523c' : 'url(#r-ground)'}"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const body = walk(shapes, (s) => {
        if (s.k === 'line') {
          const c = p[s.tone];
          if (s.width >= 10)
            return (
              shapeTag(s, { stroke: shade(c, -0.15), 'stroke-width': s.width + 3 / scale, 'stroke-linecap': 'round' }) +
              shapeTag(s, { stroke: c, 'stroke-width': s.width, 'stroke-linecap': 'round' })
            );
          return shapeTag(s, { stroke: c, 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
        }
        if (s.tone === 'cheek') return shapeTag(s, { fill: p.cheek, 'fill-opacity': 0.55 });
        if (s.tone === 'ink' || sizeOf(s) < 24) return shapeTag(s, { fill: p[s.tone] });
        return shapeTag(s, {
          fill: `url(#rg-${s.tone})`,
          stroke: shade(p[s.tone], -0.2),
          'stroke-width': 2 / scale,
          'stroke-opacity': 0.6,
        });
      });
      return `<g filter="url(#soft-shadow)"><g transform="${place(x, y, scale)}">${body}</g></g>`;
    },
    groundShadow: (x, y, half) =>
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.14)}" fill="#23301c" opacity="0.35" filter="url(#blur-shadow)"/>`,
  };
}

function anime(): StyleRenderer {
  const p = ANIME;
  const ink = p.ink;
  const shadowOf = (c: string) => mix(c, '#6a5acd', 0.32);
  // Anime line art is thin and takes the colour of what it outlines, never black.
  const lineOf = (c: string) => mix(shade(c, -0.45), ink, 0.35);
  let clipCounter = 0;
  return {
    defs: () =>
      `<linearGradient id="a-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fcbff"/><stop offset="0.7" stop-color="#dcecff"/><stop offset="1" stop-color="#ffe6f0"/></linearGradient>` +
      `<linearGradient id="a-night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2e2f6b"/><stop offset="1" stop-color="#7b67a8"/></linearGradient>` +
      `<linearGradient id="a-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3e8"/><stop offset="1" stop-color="#ffe3ea"/></linearGradient>` +
      animeFigureFilter('a-fig', ink),
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
      for (let i = 0; i < (night ? 12 : 5); i++)
        out += sparkle(rng.range(0.05, 0.95) * w, rng.range(40, HORIZON - 200), rng.range(8, 16), night ? '#fff3b0' : '#ffffff');
      out += `<path d="${hills(w, HORIZON)}" fill="${night ? '#4f8f7a' : '#a8e0a0'}"/>`;
      out += `<path d="${hills(w, HORIZON + 40)}" fill="${night ? '#447d6b' : '#93d38e'}"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const sw = 3.5 / scale;
      const body = walk(
        shapes,
        (s) => {
          if (s.k === 'line') {
            if (s.width >= 10 && s.tone !== 'ink')
              return (
                shapeTag(s, { stroke: ink, 'stroke-width': s.width + sw * 2, 'stroke-linecap': 'round' }) +
                shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round' })
              );
            return shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
          }
          const base = p[s.tone];
          if (s.tone === 'cheek') return shapeTag(s, { fill: base, 'fill-opacity': 0.65 });
          if (s.tone === 'ink' || s.tone === 'white' || sizeOf(s) < 40)
            return shapeTag(s, { fill: base, stroke: s.tone === 'ink' ? undefined : ink, 'stroke-width': sw * 0.7 });
          // Cel shading: the shape in its shadow colour, the lit part (the same shape moved up-left) clipped inside.
          const id = `cel${clipCounter++}`;
          const offset = Math.max(8, sizeOf(s) * 0.2);
          return (
            `<clipPath id="${id}">${shapeTag(s, {})}</clipPath>` +
            shapeTag(s, { fill: shadowOf(base) }) +
            `<g clip-path="url(#${id})"><g transform="translate(${num(-offset)} ${num(-offset)})">${shapeTag(s, { fill: base })}</g></g>` +
            shapeTag(s, { fill: 'none', stroke: lineOf(base), 'stroke-width': sw * 0.7, 'stroke-linejoin': 'round' })
          );
        },
        (svg) => `<g filter="url(#a-fig)">${svg}</g>`,
      );
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: (x, y, half) =>
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.12)}" fill="#6a5acd" opacity="0.2"/>`,
  };
}

function watercolor(seed: number, w: number): StyleRenderer {
  const p = WATERCOLOR;
  // Filter regions are kept to the canvas: librsvg's turbulence and displacement cost per pixel.
  const canvas = `filterUnits="userSpaceOnUse" x="0" y="0" width="${num(w)}" height="1000" color-interpolation-filters="sRGB"`;
  return {
    defs: () =>
      // Paper: cold-pressed grain over the whole picture.
      `<filter id="paper" ${canvas}><feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="${seed % 1000}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.42  0 0 0 0 0.36  0 0 0 0 0.3  0 0 -0.7 0 0.38"/></filter>` +
      // A wash: the edge wanders and bleeds, the pigment pools darker at the rim, and the grain shows through.
      `<filter id="wash" x="-12%" y="-12%" width="124%" height="124%" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.028" numOctaves="3" seed="${(seed + 7) % 1000}" result="t"/>` +
      `<feDisplacementMap in="SourceGraphic" in2="t" scale="22" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
      `<feGaussianBlur in="d" stdDeviation="2.6" result="soft"/>` +
      `<feMorphology in="soft" operator="erode" radius="5" result="inner"/>` +
      `<feComposite in="soft" in2="inner" operator="out" result="rim"/>` +
      `<feColorMatrix in="rim" type="matrix" values="0.72 0 0 0 0  0 0.72 0 0 0  0 0 0.75 0 0  0 0 0 0.55 0" result="pooled"/>` +
      `<feMerge result="painted"><feMergeNode in="soft"/><feMergeNode in="pooled"/></feMerge>` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${(seed + 13) % 1000}" result="g"/>` +
      `<feColorMatrix in="g" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -0.45 0 0 0 1.12" result="grain"/>` +
      `<feComposite in="painted" in2="grain" operator="in"/></filter>` +
      `<filter id="wash-bg" ${canvas}><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="${(seed + 3) % 1000}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="60" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="4"/></filter>`,
    background(w, scene) {
      let out = `<rect width="${num(w)}" height="1000" fill="#fbf7ef"/>`;
      // Washes laid loosely, leaving white paper at the edges and between them.
      const washes = inside(scene)
        ? `<rect x="30" y="40" width="${num(w - 60)}" height="${HORIZON - 20}" fill="${scene === 'bedtime' ? '#9d95d6' : '#f0c79a'}" opacity="0.55"/><rect x="20" y="${HORIZON + 10}" width="${num(w - 40)}" height="200" fill="#c98e58" opacity="0.5"/>`
        : scene === 'night'
          ? `<rect x="30" y="30" width="${num(w - 60)}" height="${HORIZON}" fill="#3f55a8" opacity="0.65"/><path d="${hills(w, HORIZON)}" fill="#4f8f5a" opacity="0.65"/>`
          : `<ellipse cx="${num(w * 0.5)}" cy="260" rx="${num(w * 0.55)}" ry="300" fill="#7fb4e6" opacity="0.55"/><ellipse cx="${num(w * 0.3)}" cy="200" rx="${num(w * 0.25)}" ry="120" fill="#b8d6f2" opacity="0.6"/><path d="${hills(w, HORIZON)}" fill="#86bf5e" opacity="0.6"/><path d="${hills(w, HORIZON + 60)}" fill="#5f9e48" opacity="0.35"/>`;
      out += `<g filter="url(#wash-bg)">${washes}</g>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      // Transparent washes without outlines; where two overlap the colour deepens, as paint does.
      const washes = walk(
        shapes,
        (s) => {
          if (s.k === 'line')
            return s.tone === 'ink' || s.width < 10
              ? ''
              : shapeTag(s, { stroke: p[s.tone], 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-opacity': 0.8 });
          if (s.tone === 'ink' || sizeOf(s) < 40) return '';
          return shapeTag(s, { fill: p[s.tone], 'fill-opacity': s.tone === 'white' ? 0.5 : 0.78 });
        },
        (svg) => `<g opacity="0.9">${svg}</g>`,
      );
      // Small things (eyes, mouths) are a few touches of a fine brush.
      const details = walk(
        shapes,
        (s) => {
          if (s.k === 'line')
            return s.tone === 'ink' || s.width < 10
              ? shapeTag(s, {
                  stroke: p[s.tone],
                  'stroke-width': s.width,
                  'stroke-linecap': 'round',
                  'stroke-linejoin': 'round',
                  'stroke-opacity': 0.85,
                })
              : '';
          if (s.tone === 'cheek') return shapeTag(s, { fill: p.cheek, 'fill-opacity': 0.45 });
          if (s.tone === 'ink' || sizeOf(s) < 40) return shapeTag(s, { fill: p[s.tone], 'fill-opacity': 0.9 });
          // The light pencil drawing under the paint.
          return shapeTag(s, { fill: 'none', stroke: '#7a6f68', 'stroke-width': 1.6 / scale, 'stroke-opacity': 0.35 });
        },
        () => '',
      );
      return `<g transform="${place(x, y, scale)}"><g filter="url(#wash)">${washes}</g>${details}</g>`;
    },
    groundShadow: (x, y, half) =>
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(half)}" ry="${num(half * 0.12)}" fill="#6a5a7a" opacity="0.22" filter="url(#wash)"/>`,
    overlay: (w) => `<rect width="${num(w)}" height="1000" filter="url(#paper)"/>`,
  };
}

function minimalist(rng: Rng): StyleRenderer {
  const scheme = rng.pick(MINIMAL_SCHEMES);
  const color = (t: Tone) =>
    t === 'white' ? '#ffffff' : DARK_TONES.includes(t) ? scheme.dark : MAIN_TONES.includes(t) ? scheme.main : scheme.soft;
  return {
    defs: () => fewColoursFigureFilter('m-fig', [scheme.dark, scheme.main, scheme.soft, '#ffffff']),
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
          if (s.k === 'line')
            return shapeTag(s, { stroke: color(s.tone), 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
          return shapeTag(s, { fill: color(s.tone) });
        },
        (svg) => `<g filter="url(#m-fig)">${svg}</g>`,
      );
      return `<g transform="${place(x, y, scale)}">${body}</g>`;
    },
    groundShadow: () => '',
  };
}

function coloring(): StyleRenderer {
  const black = '#000000';
  return {
    defs: () => lineArtFigureFilter('l-fig'),
    background(w, scene, _rng, skyUsed) {
      let out = `<rect width="${num(w)}" height="1000" fill="#ffffff"/>`;
      if (inside(scene)) {
        out += `<rect x="${num(w * 0.62)}" y="120" width="220" height="220" rx="8" fill="none" stroke="${black}" stroke-width="7"/><path d="M${num(w * 0.62 + 110)} 120 V340 M${num(w * 0.62)} 230 H${num(w * 0.62 + 220)}" stroke="${black}" stroke-width="6"/>`;
        out += `<path d="M0 ${HORIZON} H${num(w)}" stroke="${black}" stroke-width="7"/>`;
        return out;
      }
      if (scene === 'outdoor') {
        out += `<path d="${cloudPath(w * 0.2, 150, 0.7)}" fill="none" stroke="${black}" stroke-width="7" stroke-linejoin="round"/>`;
        if (!skyUsed)
          out += `<path d="${cloudPath(w * 0.78, 110, 0.55)}" fill="none" stroke="${black}" stroke-width="7" stroke-linejoin="round"/>`;
      }
      out += `<path d="M0 ${HORIZON} C${num(w * 0.25)} ${HORIZON - 50} ${num(w * 0.55)} ${HORIZON + 30} ${num(w)} ${HORIZON - 25}" fill="none" stroke="${black}" stroke-width="7"/>`;
      for (const gx of [0.08, 0.3, 0.7, 0.92])
        out += `<path d="M${num(w * gx - 14)} 930 l-6 -26 M${num(w * gx)} 930 l0 -32 M${num(w * gx + 14)} 930 l6 -26" stroke="${black}" stroke-width="6" stroke-linecap="round"/>`;
      return out;
    },
    subject(shapes, x, y, scale) {
      const sw = 8 / scale;
      const body = walk(
        shapes,
        (s) => {
          if (s.k === 'line') {
            if (s.width >= 12) {
              return (
                shapeTag(s, { stroke: black, 'stroke-width': s.width + sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
                shapeTag(s, {
                  stroke: '#ffffff',
                  'stroke-width': Math.max(1, s.width - sw),
                  'stroke-linecap': 'round',
                  'stroke-linejoin': 'round',
                })
              );
            }
            return shapeTag(s, {
              stroke: black,
              'stroke-width': Math.max(s.width, sw * 0.7),
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
            });
          }
          if (s.tone === 'ink') return shapeTag(s, { fill: black });
          if (s.tone === 'cheek') return '';
          return shapeTag(s, {
            fill: '#ffffff',
            stroke: black,
            'stroke-width': sizeOf(s) < 30 ? sw * 0.6 : sw,
            'stroke-linejoin': 'round',
          });
        },
        (svg) => `<g filter="url(#l-fig)">${svg}</g>`,
      );
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
