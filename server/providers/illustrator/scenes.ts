/**
 * Story pictures: a setting drawn as SVG, rasterised by sharp, with the children's avatars
 * composited in the foreground (large, side by side, cut by the bottom edge like a close shot).
 */
import sharp, { type OverlayOptions } from 'sharp';
import { figureLayers, prepareAvatar, type FigureSlot } from './avatars';
import { createRng, type Rng, type Seed } from './rng';
import { createContext } from './settings/context';
import { resolveSetting } from './settings/index';
import { num, svgDocument, tag } from './svg';
import { drawableText, fitText, textBlock } from './text';

export type ImageFormat = 'png' | 'webp';

export interface DrawSceneOptions {
  /** A setting id ('home', 'school', 'dentist', ...); anything unknown gets a calm neutral room. */
  setting: string;
  /** 1-4 avatar pictures (PNG/WebP/JPEG, transparent or plain background). Extra ones are left out. */
  avatars: readonly Buffer[];
  width?: number;
  height?: number;
  seed?: Seed;
  /** Optional line of text in a soft banner at the top; off by default. */
  caption?: string;
  format?: ImageFormat;
}

export interface DrawCoverOptions {
  setting: string;
  avatars: readonly Buffer[];
  title: string;
  width?: number;
  height?: number;
  seed?: Seed;
  format?: ImageFormat;
}

export const TORSO_COLORS = ['#8fb8de', '#a8d5ba', '#f4c095', '#c3b1e1', '#f2a7a7', '#9fd3d0'] as const;
const MAX_CHILDREN = 4;

export interface SceneLayout {
  /** Figure slots in logical units (height 1000). */
  slots: Array<{ cx: number; size: number }>;
  heroX: number;
  heroScale: number;
  heroSide: 'left' | 'right' | 'center';
}

/** Where the children stand and where the setting's main object goes, for n children. */
export function sceneLayout(n: number, w: number, rng: Rng): SceneLayout {
  const count = Math.max(1, Math.min(MAX_CHILDREN, n));
  if (count === 1) {
    const heroSide = rng.chance(0.5) ? 'right' : 'left';
    const size = Math.min(640, w * 0.66);
    const cx = heroSide === 'right' ? w * 0.3 : w * 0.7;
    return {
      slots: [{ cx, size }],
      heroX: heroSide === 'right' ? w * 0.75 : w * 0.25,
      heroScale: Math.min(1, w / 1000),
      heroSide,
    };
  }
  const table: Record<number, { size: number; xs: number[]; hero: number }> = {
    2: { size: 480, xs: [0.21, 0.79], hero: 0.8 },
    3: { size: 420, xs: [0.19, 0.5, 0.81], hero: 0.9 },
    4: { size: 350, xs: [0.14, 0.38, 0.62, 0.86], hero: 0.9 },
  };
  const row = table[count];
  const size = Math.min(row.size, w * (count === 2 ? 0.5 : count === 3 ? 0.36 : 0.28));
  return {
    slots: row.xs.map((x) => ({ cx: x * w, size })),
    heroX: w / 2,
    heroScale: row.hero * Math.min(1, w / 1000),
    heroSide: 'center',
  };
}

function vignette(w: number): { defs: string; body: string } {
  const defs =
    `<radialGradient id="vignette" cx="0.5" cy="0.42" r="0.75">` +
    `<stop offset="0.55" stop-color="#5a4a3a" stop-opacity="0"/><stop offset="1" stop-color="#5a4a3a" stop-opacity="0.16"/></radialGradient>` +
    `<linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fffbe8" stop-opacity="0"/></linearGradient>`;
  const body =
    tag('rect', { x: 0, y: 0, width: w, height: 1000, fill: 'url(#glow)' }) +
    tag('rect', { x: 0, y: 0, width: w, height: 1000, fill: 'url(#vignette)' });
  return { defs, body };
}

/** The setting alone as an SVG document, for a given layout (exported for tests and samples). */
export function settingSvg(setting: string, width: number, height: number, layout: SceneLayout, childCount: number, rng: Rng): string {
  const w = (1000 * width) / height;
  const def = resolveSetting(setting);
  const { ctx, defs } = createContext({
    w,
    rng,
    childCount,
    heroSide: layout.heroSide,
    heroX: layout.heroX,
    heroScale: layout.heroScale,
  });
  const body = def.draw(ctx);
  const v = vignette(w);
  return svgDocument(width, height, w, 1000, body + v.body, defs() + v.defs);
}

function checkSize(width: number, height: number): void {
  for (const v of [width, height]) {
    if (!Number.isInteger(v) || v < 64 || v > 4096) throw new RangeError(`Picture size must be an integer 64-4096, got ${v}`);
  }
}

async function encode(img: sharp.Sharp, format: ImageFormat): Promise<Buffer> {
  return format === 'webp' ? img.webp({ quality: 88, effort: 4 }).toBuffer() : img.png({ compressionLevel: 6 }).toBuffer();
}

async function figures(
  avatars: readonly Buffer[],
  slots: Array<{ cx: number; size: number }>,
  unit: number,
  bottom: number,
  width: number,
  height: number,
  rng: Rng,
): Promise<OverlayOptions[]> {
  const prepared = await Promise.all(avatars.slice(0, MAX_CHILDREN).map((a) => prepareAvatar(a)));
  const torsoStart = rng.int(0, TORSO_COLORS.length - 1);
  const layers: OverlayOptions[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const slot: FigureSlot = {
      cx: slots[i].cx * unit,
      size: slots[i].size * unit,
      bottom,
      torso: TORSO_COLORS[(torsoStart + i) % TORSO_COLORS.length],
    };
    layers.push(...(await figureLayers(prepared[i], slot, width, height)));
  }
  return layers;
}

/** A story picture: the setting with the children standing large in front. */
export async function drawScene(options: DrawSceneOptions): Promise<Buffer> {
  const { setting, avatars, width = 1024, height = 1024, seed, caption, format = 'png' } = options;
  checkSize(width, height);
  const rng = createRng(seed ?? setting, `scene:${setting}`);
  const w = (1000 * width) / height;
  const n = Math.max(1, Math.min(MAX_CHILDREN, avatars.length));
  const layout = sceneLayout(n, w, rng);
  const svg = settingSvg(setting, width, height, layout, n, rng);
  const unit = height / 1000;
  const layers = avatars.length ? await figures(avatars, layout.slots, unit, height, width, height, rng) : [];
  if (caption && caption.trim()) layers.push({ input: Buffer.from(captionSvg(caption.trim(), width, height)), left: 0, top: 0 });
  return encode(sharp(Buffer.from(svg)).composite(layers), format);
}

function captionSvg(caption: string, width: number, height: number): string {
  const unit = height / 1000;
  const fitted = fitText(caption, width - 160 * unit, 2, [42 * unit, 36 * unit, 30 * unit]);
  const boxH = fitted.lines.length * fitted.fontSize * 1.22 + 44 * unit;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    tag('rect', { x: 40 * unit, y: 32 * unit, width: width - 80 * unit, height: boxH, rx: 28 * unit, fill: '#fffaf0', 'fill-opacity': 0.92, stroke: '#e6d6bf', 'stroke-width': 3 * unit }) +
    textBlock(fitted, width / 2, 32 * unit + boxH / 2, '#4a3f5c') +
    `</svg>`
  );
}

/** A cover: the children large in front of a softened setting, a gentle frame and the title. */
export async function drawCover(options: DrawCoverOptions): Promise<Buffer> {
  const { setting, avatars, title, width = 1024, height = 1024, seed, format = 'png' } = options;
  checkSize(width, height);
  const rng = createRng(seed ?? `${setting}|${title}`, `cover:${setting}`);
  const unit = height / 1000;
  const w = (1000 * width) / height;
  const n = Math.max(1, Math.min(MAX_CHILDREN, avatars.length));
  // The same composition as a story page (main object beside or between the children), but the
  // setting is blurred and lightened so the children and the title stand out.
  const layout = sceneLayout(n, w, rng);
  const bgSvg = settingSvg(setting, width, height, layout, n, rng).replace(/<\/svg>$/, `<rect width="100%" height="100%" fill="#fffaf2" fill-opacity="0.3"/></svg>`);
  const background = await sharp(Buffer.from(bgSvg)).blur(Math.max(1, 4 * unit)).raw().toBuffer({ resolveWithObject: true });

  const border = 34;
  const fitted = fitText(drawableText(title) || 'Min historie', width - 2 * (border + 70) * unit, 3, [68 * unit, 60 * unit, 52 * unit, 46 * unit, 40 * unit]);
  const titleH = fitted.lines.length * fitted.fontSize * 1.22 + 56 * unit;
  const titleTop = (border + 26) * unit;

  // Children as on a page, as large as the room under the title allows, inside the frame.
  const inner = 1000 - border;
  const room = inner - (titleTop + titleH) / unit - 12;
  const grow = [1.04, 1.08, 1.12, 1.15][n - 1];
  const slots = layout.slots.map((slot) => {
    const size = Math.min(slot.size * grow, room);
    const half = size * 0.5;
    return { cx: Math.max(border + half * 0.8, Math.min(w - border - half * 0.8, slot.cx)), size };
  });
  const layers: OverlayOptions[] = avatars.length ? await figures(avatars, slots, unit, Math.round(inner * unit), width, height, rng) : [];
  // Frame and title banner in one overlay.
  const overlay =
    frameSvg(width, height, border, rng).replace(/<\/svg>$/, '') +
    tag('rect', { x: (border + 40) * unit, y: titleTop + 6 * unit, width: width - 2 * (border + 40) * unit, height: titleH, rx: 36 * unit, fill: '#5a4a3a', 'fill-opacity': 0.12 }) +
    tag('rect', { x: (border + 40) * unit, y: titleTop, width: width - 2 * (border + 40) * unit, height: titleH, rx: 36 * unit, fill: '#fffaf0', 'fill-opacity': 0.95, stroke: '#e8d5bb', 'stroke-width': 4 * unit }) +
    textBlock(fitted, width / 2, titleTop + titleH / 2, '#4a3f5c') +
    `</svg>`;
  layers.push({ input: Buffer.from(overlay), left: 0, top: 0 });
  const base = sharp(background.data, { raw: { width: background.info.width, height: background.info.height, channels: background.info.channels } });
  return encode(base.composite(layers), format);
}

/** A soft cream frame with rounded inner corners and a few small stars and dots. */
function frameSvg(width: number, height: number, border: number, rng: Rng): string {
  const u = height / 1000;
  const b = border * u;
  const r = 46 * u;
  const frame = '#fbf3e4';
  const d =
    `M0 0 H${width} V${height} H0 Z ` +
    `M${num(b + r)} ${num(b)} H${num(width - b - r)} Q${num(width - b)} ${num(b)} ${num(width - b)} ${num(b + r)} V${num(height - b - r)} Q${num(width - b)} ${num(height - b)} ${num(width - b - r)} ${num(height - b)} H${num(b + r)} Q${num(b)} ${num(height - b)} ${num(b)} ${num(height - b - r)} V${num(b + r)} Q${num(b)} ${num(b)} ${num(b + r)} ${num(b)} Z`;
  const accents = ['#f2b8a2', '#a8d5ba', '#9cc3e6', '#f6d37a', '#c9b6f0'];
  let dots = '';
  const count = Math.round((2 * (width + height)) / (90 * u));
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const per = 2 * (width + height);
    let p = t * per;
    let x: number;
    let y: number;
    if (p < width) [x, y] = [p, b / 2];
    else if ((p -= width) < height) [x, y] = [width - b / 2, p];
    else if ((p -= height) < width) [x, y] = [width - p, height - b / 2];
    else [x, y] = [b / 2, height - (p - width)];
    dots += tag('circle', { cx: x, cy: y, r: 5 * u, fill: accents[(i + rng.int(0, 1)) % accents.length], opacity: 0.85 });
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    tag('path', { d, fill: frame, 'fill-rule': 'evenodd' }) +
    tag('path', { d: d.split(' Z ')[1], fill: 'none', stroke: '#e2cfb2', 'stroke-width': 5 * u }) +
    dots +
    `</svg>`
  );
}
