/**
 * Story pictures: a setting drawn as SVG with the story's people in it as whole figures: the
 * children posed by what the page says, the adult who is with them, and the companion. All of it
 * is one SVG, rasterised once by sharp.
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { CompanionKind } from '../../../shared/avatar-features';
import { isSceneAction, SCENE_ACTIONS, type SceneActionId } from '../../../shared/scene-vocabulary';
import { COMPANION_SIZE, drawCompanion } from './figures/companions';
import { bodyOf, childHeight, drawFigure, figureHalfWidth, heightCm, type Mood, type Pose } from './figures/figure';
import { adultFigureLook, type FigureLook } from './figures/look';
import { createRng, type Rng, type Seed } from './rng';
import { createContext } from './settings/context';
import { resolveSetting } from './settings/index';
import { FURNISHED, stageAction, WORKER_ACTIONS, type Staging } from './staging/actions';
import { ellipse, group, num, place, svgDocument, tag } from './svg';
import { drawableText, fitText, textBlock } from './text';

export type ImageFormat = 'png' | 'webp';

/** Who is in a picture and what they do. */
export interface ScenePeople {
  /** 1-4 children, the story's own child first; extra ones are left out. */
  children: readonly FigureLook[];
  pose: Pose;
  mood: Mood;
  /** The adult beside the child: the one who comes along, the pædagog, mor. */
  adult?: FigureLook | null;
  companion?: CompanionKind | null;
  /**
   * What the page says the child does (issue 29, shared/scene-vocabulary.ts): a pose with its props
   * and where the adult stands. When it is given it decides the pose; without it `pose` does.
   */
  action?: SceneActionId | null;
}

export interface DrawSceneOptions {
  /** A setting id ('home', 'school', 'dentist', ...); anything unknown gets a calm neutral room. */
  setting: string;
  people: ScenePeople;
  /** The same for all pages of one story: the setting's own people (the dentist) look the same on each. */
  storySeed?: Seed;
  width?: number;
  height?: number;
  seed?: Seed;
  /** Optional line of text in a soft banner at the top; off by default. */
  caption?: string;
  format?: ImageFormat;
}

export interface DrawCoverOptions {
  setting: string;
  people: ScenePeople;
  storySeed?: Seed;
  title: string;
  width?: number;
  height?: number;
  seed?: Seed;
  format?: ImageFormat;
}

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

export interface SettingExtras {
  storySeed?: Seed;
  /** The child takes the setting's main object's place (sits in the dentist's chair, lies in bed). */
  heroOccupied?: boolean;
  /** The setting's own adult (the dentist) is drawn with the people. */
  ownAdultWithPeople?: boolean;
  /** Drawn over the setting, under the soft light (the people). */
  people?: string;
}

/** The setting as an SVG document, for a given layout, with the people drawn in (exported for tests and samples). */
export function settingSvg(
  setting: string,
  width: number,
  height: number,
  layout: SceneLayout,
  childCount: number,
  rng: Rng,
  extras: SettingExtras = {},
): string {
  const w = (1000 * width) / height;
  const def = resolveSetting(setting);
  const { ctx, defs } = createContext({
    w,
    rng,
    childCount,
    heroSide: layout.heroSide,
    heroX: layout.heroX,
    heroScale: layout.heroScale,
    storySeed: extras.storySeed,
    heroOccupied: extras.heroOccupied,
    ownAdultWithPeople: extras.ownAdultWithPeople,
  });
  const body = def.draw(ctx);
  const v = vignette(w);
  return svgDocument(width, height, w, 1000, body + (extras.people ?? '') + v.body, defs() + v.defs);
}

function checkSize(width: number, height: number): void {
  for (const v of [width, height]) {
    if (!Number.isInteger(v) || v < 64 || v > 4096) throw new RangeError(`Picture size must be an integer 64-4096, got ${v}`);
  }
}

async function encode(img: sharp.Sharp, format: ImageFormat): Promise<Buffer> {
  return format === 'webp' ? img.webp({ quality: 88, effort: 4 }).toBuffer() : img.png({ compressionLevel: 6 }).toBuffer();
}

/** Poses in which the child takes the place of the setting's main object. */
const OCCUPIES_HERO: ReadonlySet<Pose> = new Set(['lie', 'sit-special']);

/** A soft shadow on the ground under a person. */
const groundShadow = (x: number, y: number, rx: number) => ellipse(x, y, rx, rx * 0.16, '#5a4a3a', { opacity: 0.13, stroke: 'none' });

export { childHeight };

/**
 * The people of a picture as SVG in logical units (height 1000): the children in their slots,
 * posed; the adult beside a single child (holding their hand when the page says so) or behind a
 * group; the companion beside the child, or on the bed.
 */
export function peopleSvg(people: ScenePeople, layout: SceneLayout, w: number, groundY = 955, outdoor = false): string {
  const children = people.children.slice(0, MAX_CHILDREN);
  if (!children.length) return '';
  const n = children.length;
  const shrink = n === 1 ? 1 : n === 2 ? 0.9 : 0.8;
  const pose = people.pose;
  let back = '';
  let out = '';
  const youngest = Math.min(...children.map((c) => (c.age === 'adult' ? 12 : c.age)));
  const scaleOf = (look: FigureLook) => (childHeight(look.age === 'adult' ? 12 : look.age) * shrink) / bodyOf(look.age).H;

  if (pose === 'lie') {
    // Children in beds side by side, as wide as the picture allows.
    const lens = children.map((c) => bodyOf(c.age).H * 1.1 + 60);
    const scale = Math.min((w * (n === 1 ? 0.7 : 0.92)) / lens.reduce((a, b) => a + b * 1.08, 0), n === 1 ? 1.5 : 0.7);
    let x = w / 2 - (lens.reduce((a, b) => a + b * 1.08, 0) * scale) / 2;
    const sceneY = groundY - 10;
    if (people.adult && n === 1) {
      const s = (childHeight(youngest) * Math.min(1.9, 170 / heightCm(youngest))) / bodyOf('adult').H;
      const ax = Math.max(figureHalfWidth(people.adult) * s * 0.8, x - figureHalfWidth(people.adult) * s * 0.2);
      back += groundShadow(ax, sceneY, 90) + group(drawFigure(people.adult, 'stand', 'calm'), place(ax, sceneY - 40, s));
    }
    children.forEach((child, i) => {
      const cx = x + (lens[i] * scale) / 2;
      out += groundShadow(cx, sceneY, (lens[i] * scale) / 2) + group(drawFigure(child, 'lie', people.mood), place(cx, sceneY, scale));
      // the companion sits on the bed at the foot end
      if (i === 0 && people.companion)
        out += group(
          drawCompanion(people.companion),
          place(cx + lens[i] * scale * 0.36, sceneY - 150 * scale, scale * (COMPANION_SIZE[people.companion] / 0.26) * 0.9),
        );
      x += lens[i] * scale * 1.08;
    });
    return back + out;
  }

  const slots = layout.slots;
  // A single child in the dentist's or hairdresser's chair sits where the setting's chair stands, beside its adult.
  const inHero = n === 1 && pose === 'sit-special' && layout.heroSide !== 'center';
  const placed = children.map((child, i) => ({ child, x: inHero ? layout.heroX : slots[i].cx, s: scaleOf(child) }));
  let adultPlaced: { x: number; s: number; y: number } | null = null;
  if (people.adult) {
    const s = (childHeight(youngest) * shrink * Math.min(1.9, 170 / heightCm(youngest))) / bodyOf('adult').H;
    const half = figureHalfWidth(people.adult) * s;
    if (n === 1) {
      const c = placed[0];
      const side = layout.heroSide === 'left' ? 1 : -1;
      const gap = half * 1.0 + figureHalfWidth(c.child) * c.s * 0.9;
      let ax = c.x + side * gap;
      // keep the adult inside the picture, moving the child along
      const min = half * 0.95;
      const max = w - half * 0.95;
      if (ax < min) {
        c.x += min - ax;
        ax = min;
      } else if (ax > max) {
        c.x -= ax - max;
        ax = max;
      }
      adultPlaced = { x: ax, s, y: groundY - 6 };
    } else {
      adultPlaced = { x: layout.heroX, s: s * 0.9, y: groundY - 95 };
    }
  }

  // hands held: the single child and the adult, or neighbouring children with each other
  const hands = placed.map((): Partial<Record<'1' | '-1', readonly [number, number]>> => ({}));
  let adultHand: { side: 1 | -1; at: readonly [number, number] } | undefined;
  if (pose === 'hold-hand') {
    if (n === 1 && adultPlaced) {
      const c = placed[0];
      const b = bodyOf(c.child.age);
      const side = adultPlaced.x > c.x ? 1 : -1;
      const meetX = (c.x + adultPlaced.x) / 2;
      const meetY = groundY + (b.shoulderY + (b.upperArm + b.foreArm) * 0.78) * c.s;
      hands[0][String(side) as '1' | '-1'] = [(meetX - c.x) / c.s, (meetY - groundY) / c.s];
      adultHand = { side: -side as 1 | -1, at: [(meetX - adultPlaced.x) / adultPlaced.s, (meetY - adultPlaced.y) / adultPlaced.s] };
    } else {
      for (let i = 0; i + 1 < placed.length; i++) {
        const a = placed[i];
        const b2 = placed[i + 1];
        const body = bodyOf(a.child.age);
        const meetX = (a.x + b2.x) / 2;
        const meetY = groundY + (body.shoulderY + (body.upperArm + body.foreArm) * 0.8) * a.s;
        hands[i]['1'] = [(meetX - a.x) / a.s, (meetY - groundY) / a.s];
        hands[i + 1]['-1'] = [(meetX - b2.x) / b2.s, (meetY - groundY) / b2.s];
      }
    }
  }

  if (adultPlaced && people.adult) {
    const adultPose: Pose = adultHand ? 'hold-hand' : 'stand';
    const drawn = group(
      drawFigure(people.adult, adultPose, 'calm', { hands: adultHand ? { [String(adultHand.side)]: adultHand.at } : undefined }),
      place(adultPlaced.x, adultPlaced.y, adultPlaced.s),
    );
    (n === 1 ? (s: string) => (out += s) : (s: string) => (back += s))(
      groundShadow(adultPlaced.x, adultPlaced.y, figureHalfWidth(people.adult) * adultPlaced.s * 0.6) + drawn,
    );
  }
  placed.forEach(({ child, x, s }, i) => {
    const childPose: Pose = pose === 'hold-hand' && !Object.keys(hands[i]).length ? 'stand' : pose;
    out += groundShadow(x, groundY, figureHalfWidth(child) * s * 0.62);
    // a waving child waves with the arm away from the adult beside them
    const flip = childPose === 'wave' && !!adultPlaced && adultPlaced.x > x;
    out += group(
      drawFigure(child, childPose, people.mood, {
        hands: hands[i],
        chair: pose === 'sit-special' ? 'special' : outdoor ? 'bench' : 'chair',
      }),
      place(x, groundY, s, flip),
    );
  });
  if (people.companion) {
    const c = placed[0];
    const towards = adultPlaced ? (adultPlaced.x > c.x ? -1 : 1) : n > 1 ? -1 : (layout.heroSide === 'left') !== inHero ? -1 : 1;
    const size = (childHeight(c.child.age === 'adult' ? 12 : c.child.age) * shrink * COMPANION_SIZE[people.companion]) / 100;
    let cx = c.x + towards * (figureHalfWidth(c.child) * c.s + 40 * size);
    cx = Math.max(60 * size, Math.min(w - 60 * size, cx));
    out += groundShadow(cx, groundY + 8, 44 * size) + group(drawCompanion(people.companion), place(cx, groundY + 8, size));
  }
  return back + out;
}

/** A pose that only fits one piece of a place's furniture is drawn as that place's action (the chair at the dentist's is a treatment chair). */
const IMPLIED_ACTION: Partial<Record<string, Partial<Record<Pose, SceneActionId>>>> = {
  dentist: { 'sit-special': 'treatment-chair' },
  hairdresser: { 'sit-special': 'barber-chair' },
  doctor: { 'sit-special': 'examination-bench' },
  hospital: { lie: 'lie-in-hospital-bed' },
  church: { sit: 'sit-in-pew' },
};

/** Poses that only exist as a part of an action. */
const POSE_ACTION: Partial<Record<Pose, SceneActionId>> = {
  recline: 'treatment-chair',
  'sit-book': 'wait-with-book',
  'hold-item': 'hold-companion',
  'kneel-flower': 'flower-at-grave',
  'put-on-coat': 'put-on-coat',
};

/** The action a picture shows: the page's own, or the one its pose implies in this place. */
export function sceneAction(setting: string, people: ScenePeople): SceneActionId | null {
  if (isSceneAction(people.action)) return people.action;
  return IMPLIED_ACTION[setting]?.[people.pose] ?? POSE_ACTION[people.pose] ?? null;
}

/**
 * The people of a picture doing an action, with its props: the setting's own adult (the dentist)
 * does the work in a treatment, barber or examination action.
 */
export function sceneStaging(setting: string, people: ScenePeople, w: number, layout: SceneLayout, storySeed?: Seed): Staging | null {
  const action = sceneAction(setting, people);
  if (!action || !people.children.length) return null;
  const home = SCENE_ACTIONS[action] as { setting?: string };
  const role = (home.setting ? resolveSetting(home.setting).ownAdult : undefined) ?? resolveSetting(setting).ownAdult;
  const worker = WORKER_ACTIONS.has(action) && role ? adultFigureLook(storySeed ?? 'story', role) : null;
  const children = people.children.slice(0, MAX_CHILDREN);
  return stageAction({
    action,
    child: children[0],
    others: children.slice(1),
    mood: people.mood,
    adult: people.adult ?? null,
    worker,
    companion: people.companion ?? null,
    w,
    groundY: 955,
    side: layout.heroSide === 'left' ? -1 : 1,
  });
}

/** A story picture: the setting with the story's people in it, doing what the page says. */
export async function drawScene(options: DrawSceneOptions): Promise<Buffer> {
  const { setting, people, width = 1024, height = 1024, seed, storySeed, caption, format = 'png' } = options;
  checkSize(width, height);
  const rng = createRng(seed ?? setting, `scene:${setting}`);
  const w = (1000 * width) / height;
  const n = Math.max(1, Math.min(MAX_CHILDREN, people.children.length));
  const layout = sceneLayout(n, w, rng);
  const staging = sceneStaging(setting, people, w, layout, storySeed);
  const action = sceneAction(setting, people);
  const svg = settingSvg(setting, width, height, layout, n, rng, {
    storySeed,
    heroOccupied: staging ? !!action && FURNISHED.has(action) : OCCUPIES_HERO.has(people.pose) && people.children.length > 0,
    ownAdultWithPeople: !!staging && !!action && WORKER_ACTIONS.has(action),
    people: staging
      ? staging.backdrop + staging.svg
      : peopleSvg(people, layout, w, 955, resolveSetting(setting).outdoor || setting === 'transport'),
  });
  const layers: OverlayOptions[] = [];
  if (caption && caption.trim()) layers.push({ input: Buffer.from(captionSvg(caption.trim(), width, height)), left: 0, top: 0 });
  return encode(sharp(Buffer.from(svg)).composite(layers), format);
}

function captionSvg(caption: string, width: number, height: number): string {
  const unit = height / 1000;
  const fitted = fitText(caption, width - 160 * unit, 2, [42 * unit, 36 * unit, 30 * unit]);
  const boxH = fitted.lines.length * fitted.fontSize * 1.22 + 44 * unit;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    tag('rect', {
      x: 40 * unit,
      y: 32 * unit,
      width: width - 80 * unit,
      height: boxH,
      rx: 28 * unit,
      fill: '#fffaf0',
      'fill-opacity': 0.92,
      stroke: '#e6d6bf',
      'stroke-width': 3 * unit,
    }) +
    textBlock(fitted, width / 2, 32 * unit + boxH / 2, '#4a3f5c') +
    `</svg>`
  );
}

/** A cover: the children standing before a softened setting, a gentle frame and the title. */
export async function drawCover(options: DrawCoverOptions): Promise<Buffer> {
  const { setting, people, title, width = 1024, height = 1024, seed, storySeed, format = 'png' } = options;
  checkSize(width, height);
  const rng = createRng(seed ?? `${setting}|${title}`, `cover:${setting}`);
  const unit = height / 1000;
  const w = (1000 * width) / height;
  const n = Math.max(1, Math.min(MAX_CHILDREN, people.children.length));
  // The same composition as a story page, but the setting is blurred and lightened so the
  // children and the title stand out.
  const layout = sceneLayout(n, w, rng);
  const bgSvg = settingSvg(setting, width, height, layout, n, rng, { storySeed }).replace(
    /<\/svg>$/,
    `<rect width="100%" height="100%" fill="#fffaf2" fill-opacity="0.3"/></svg>`,
  );
  const background = await sharp(Buffer.from(bgSvg))
    .blur(Math.max(1, 4 * unit))
    .raw()
    .toBuffer({ resolveWithObject: true });

  const border = 34;
  const fitted = fitText(drawableText(title) || 'Min historie', width - 2 * (border + 70) * unit, 3, [
    68 * unit,
    60 * unit,
    52 * unit,
    46 * unit,
    40 * unit,
  ]);
  const titleH = fitted.lines.length * fitted.fontSize * 1.22 + 56 * unit;

  // The children stand on the frame's lower edge, waving or calm, with the companion beside them.
  const coverPeople: ScenePeople = { ...people, pose: people.pose === 'wave' ? 'wave' : 'stand', mood: 'smile', adult: null };
  const figures = svgDocument(width, height, w, 1000, peopleSvg(coverPeople, layout, w, 1000 - border - 16));
  const overlay =
    frameSvg(width, height, border, rng).replace(/<\/svg>$/, '') +
    tag('rect', {
      x: (border + 40) * unit,
      y: (border + 26) * unit + 6 * unit,
      width: width - 2 * (border + 40) * unit,
      height: titleH,
      rx: 36 * unit,
      fill: '#5a4a3a',
      'fill-opacity': 0.12,
    }) +
    tag('rect', {
      x: (border + 40) * unit,
      y: (border + 26) * unit,
      width: width - 2 * (border + 40) * unit,
      height: titleH,
      rx: 36 * unit,
      fill: '#fffaf0',
      'fill-opacity': 0.95,
      stroke: '#e8d5bb',
      'stroke-width': 4 * unit,
    }) +
    textBlock(fitted, width / 2, (border + 26) * unit + titleH / 2, '#4a3f5c') +
    `</svg>`;
  const layers: OverlayOptions[] = [
    { input: Buffer.from(figures), left: 0, top: 0 },
    { input: Buffer.from(overlay), left: 0, top: 0 },
  ];
  const base = sharp(background.data, {
    raw: { width: background.info.width, height: background.info.height, channels: background.info.channels },
  });
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
