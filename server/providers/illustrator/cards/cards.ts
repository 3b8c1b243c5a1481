/**
 * Stand-alone pictures for the image generator ("kort"): the subjects named in a Danish
 * description, drawn simply in one of six styles. Same description + style + seed, same picture.
 */
import sharp from 'sharp';
import type { AvatarLook } from '../../picture-words/avatar-look';
import { childFigureLook } from '../figures/look';
import { createRng, hashSeed, type Seed } from '../rng';
import { svgDocument } from '../svg';
import { childFigureSubject, isChildSubject } from './child-figure';
import { readDescription } from './keywords';
import type { CardStyleId, Drawn, Expression, SubjectContext } from './shapes';
import { CARD_STYLES, createRenderer, HORIZON, type Scene } from './styles';
import { SUBJECTS, type SubjectId } from './subjects';

export interface DrawCardOptions {
  /** The user's Danish description, e.g. "En glad hund der leger med en bold". */
  description: string;
  /** One of the six style ids; an unknown style is drawn as 'cartoon'. */
  style: string;
  width?: number;
  height?: number;
  seed?: Seed;
  format?: 'png' | 'webp';
  /** «Med min avatar»: the chosen child's look; the card's child is then this child, doing what the card shows. */
  child?: AvatarLook;
}

/** What a card will show, decided from the description (exported for tests and alt texts). */
export interface CardPlan {
  style: CardStyleId;
  subjects: SubjectId[];
  expression: Expression;
  scene: Scene;
  fallback: boolean;
}

const FALLBACKS: ReadonlyArray<SubjectId[]> = [
  ['house', 'tree', 'sun'],
  ['tree', 'flower', 'sun'],
  ['flower', 'rainbow'],
  ['house', 'flower', 'rainbow'],
];

export function isCardStyle(style: string): style is CardStyleId {
  return CARD_STYLES.some((s) => s.id === style);
}

/**
 * What the card shows. The child who sleeps is the one in the bed: a child named beside sleeping
 * is not drawn a second time, standing. `withChild`: the card is made with the user's avatar, so
 * the child is in it even when the words name only a thing (a dog, a bus): beside it, in front.
 */
export function planCard(description: string, style: string, seed?: Seed, withChild = false): CardPlan {
  const reading = readDescription(description);
  const rng = createRng(seed ?? description, 'card-plan');
  const fallback = reading.subjects.length === 0 && !withChild;
  let subjects = fallback ? rng.pick(FALLBACKS) : reading.subjects;
  if (subjects.includes('sleep')) subjects = subjects.filter((s) => s !== 'child' && s !== 'portrait');
  if (withChild && !subjects.some(isChildSubject)) subjects = ['child', ...subjects];
  // At most two things in the sky; the rest stand on the ground.
  const sky = subjects.filter((s) => SUBJECTS[s].sky).slice(0, 2);
  const ground = subjects.filter((s) => !SUBJECTS[s].sky);
  const chosen = [...ground, ...sky].slice(0, 3);
  const defs = chosen.map((s) => SUBJECTS[s]);
  const night = defs.some((d) => d.night);
  const indoor = defs.every((d) => d.indoor || d.person || d.night) && defs.some((d) => d.indoor);
  const bedtime = night && indoor;
  // Inside, the sky is only seen through the window: leave sky subjects out.
  if (indoor) {
    for (let i = chosen.length - 1; i >= 0; i--) if (SUBJECTS[chosen[i]].sky && chosen.length > 1) chosen.splice(i, 1);
  }
  return {
    style: isCardStyle(style) ? style : 'cartoon',
    subjects: chosen,
    expression: reading.expression ?? 'happy',
    scene: bedtime ? 'bedtime' : night ? 'night' : indoor ? 'indoor' : 'outdoor',
    fallback,
  };
}

interface Placement {
  x: number;
  base: number;
  scale: number;
}

/** Positions for the ground subjects (first is the main one) and the sky subjects. */
function layout(ground: Drawn[], sky: Drawn[], w: number, minimalist: boolean): { ground: Placement[]; sky: Placement[] } {
  const k = minimalist ? 0.78 : 1;
  const base = HORIZON + 100;
  const fit = (dr: Drawn, want: number, maxWidth: number, maxHeight: number) =>
    Math.min(want, maxWidth / (dr.half * 2), maxHeight / dr.height) * k;
  const skyRoom = sky.length ? 430 : 160;
  const g: Placement[] = [];
  if (ground.length === 1) g.push({ x: w / 2, base, scale: fit(ground[0], 1.5, w * 0.82, base - skyRoom) });
  if (ground.length > 1) {
    // A row: the main subject a little larger; one common scale so that the row fits the width.
    const rel = ground.map((_, i) => (i === 0 ? 1.12 : ground.length === 3 ? 0.85 : 0.95));
    const gap = 40;
    const rowWidth = ground.reduce((sum, dr, i) => sum + dr.half * 2 * rel[i], 0) + gap * (ground.length - 1);
    const tallest = Math.max(...ground.map((dr, i) => dr.height * rel[i]));
    const common = Math.min(ground.length === 2 ? 1.25 : 1.05, (w * 0.92) / rowWidth, (base - skyRoom) / tallest) * k;
    const order = ground.length === 3 ? [1, 0, 2] : [0, 1];
    let x = (w - rowWidth * common) / 2;
    const xs: number[] = [];
    for (const i of order) {
      const width = ground[i].half * 2 * rel[i] * common;
      xs[i] = x + width / 2;
      x += width + gap * common;
    }
    ground.forEach((_, i) => g.push({ x: xs[i], base: base + (i === 0 ? 15 : -10), scale: common * rel[i] }));
  }
  const s: Placement[] = [];
  if (ground.length === 0 && sky.length) {
    s.push({ x: w / 2, base: base - 60, scale: fit(sky[0], 1.6, w * 0.86, base - 160) });
    if (sky[1]) s.push({ x: w * 0.8, base: 330, scale: fit(sky[1], 0.55, w * 0.3, 300) });
  } else {
    const spots = [
      { x: w * 0.8, base: 360 },
      { x: w * 0.2, base: 340 },
    ];
    sky.forEach((dr, i) => s.push({ ...spots[i], scale: fit(dr, 0.7, w * 0.34, 320) }));
  }
  return { ground: g, sky: s };
}

/** The card as an SVG document (exported for tests). */
export function cardSvg(options: DrawCardOptions, renderScale = 1): { svg: string; plan: CardPlan } {
  const { description, style, width = 768, height = 768, seed, child } = options;
  const plan = planCard(description, style, seed, !!child);
  const rng = createRng(seed ?? description, `card:${plan.style}`);
  const w = (1000 * width) / height;
  const renderer = createRenderer(plan.style, rng, hashSeed(seed ?? description), w);
  const reading = readDescription(description);
  const ctx: SubjectContext = { style: plan.style, rng, expression: plan.expression, gender: reading.gender };
  const look = child && childFigureLook(child);
  const draw = (id: SubjectId): Drawn => (look && childFigureSubject(id, look, plan.expression)) || SUBJECTS[id].draw(ctx);
  const drawn = plan.subjects.map((id) => ({ id, sky: !!SUBJECTS[id].sky, drawn: draw(id) }));
  const ground = drawn.filter((d) => !d.sky);
  const sky = drawn.filter((d) => d.sky);
  const place = layout(
    ground.map((d) => d.drawn),
    sky.map((d) => d.drawn),
    w,
    plan.style === 'minimalist',
  );
  let body = renderer.background(w, plan.scene, rng, sky.length > 0);
  sky.forEach((d, i) => {
    const p = place.sky[i];
    const jitter = rng.range(-12, 12);
    body += renderer.subject(d.drawn.shapes, p.x + jitter, p.base, p.scale);
  });
  // Side subjects first so the main one is in front.
  const order = ground.map((_, i) => i).sort((a, b) => (a === 0 ? 1 : b === 0 ? -1 : a - b));
  for (const i of order) {
    const p = place.ground[i];
    const d = ground[i].drawn;
    const x = p.x + rng.range(-10, 10);
    body += renderer.groundShadow(x, p.base - 4, d.half * p.scale * 0.85);
    body += renderer.subject(d.shapes, x, p.base, p.scale);
  }
  body += renderer.overlay?.(w) ?? '';
  const rw = Math.max(1, Math.round(width * renderScale));
  const rh = Math.max(1, Math.round(height * renderScale));
  return { svg: svgDocument(rw, rh, w, 1000, body, renderer.defs()), plan };
}

/** A card picture as PNG (default) or WebP. */
export async function drawCard(options: DrawCardOptions): Promise<Buffer> {
  const { width = 768, height = 768, format = 'png' } = options;
  for (const v of [width, height]) {
    if (!Number.isInteger(v) || v < 64 || v > 4096) throw new RangeError(`Picture size must be an integer 64-4096, got ${v}`);
  }
  // Watercolour filters (turbulence, displacement) are slow in librsvg and the look is soft anyway:
  // render at half size and enlarge smoothly.
  const watercolor = planCard(options.description, options.style, options.seed, !!options.child).style === 'watercolor';
  const { svg, plan } = cardSvg(options, watercolor ? 0.5 : 1);
  let img = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (watercolor) {
    // Rasterise first: resizing in the same pipeline would make sharp render the SVG at full size.
    const small = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } }).resize(
      width,
      height,
      { kernel: 'mitchell' },
    );
  }
  // Colouring pages stay strictly black and white (grey only from anti-aliasing).
  if (plan.style === 'coloring') img = img.greyscale();
  return format === 'webp' ? img.webp({ quality: 88 }).toBuffer() : img.png({ compressionLevel: 6 }).toBuffer();
}
