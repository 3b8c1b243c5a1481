/**
 * A whole person, drawn as soft picture-book shapes: a skeleton with the proportions of their age
 * (a 2-year-old is four heads tall, an adult seven), posed by what the page says, dressed in the
 * form's clothes, with the builder's hair style, glasses, headscarf, hearing aid or headphones, and
 * a calm face that fits the page.
 *
 * Local units: the head is 100 tall; the feet stand on y = 0 and the figure goes up (y < 0).
 */
import { shade } from '../color';
import { circle, ellipse, group, line, path, rect, num } from '../svg';
import type { Body } from './body';
import type { FigureLook } from './look-type';
import { hairWithVariant } from './hair-variants';
import { glasses, hearingAids } from './worn';

export const POSES = [
  'stand',
  'walk',
  'wave',
  'hold-hand',
  'sit',
  'sit-special',
  'lie',
  'wash-hands',
  'eat',
  'cover-ears',
  'recline',
  'sit-book',
  'hold-item',
  'kneel-flower',
  'put-on-coat',
] as const;
export type Pose = (typeof POSES)[number];
export const MOODS = ['smile', 'calm', 'unsure', 'sleepy', 'open'] as const;
export type Mood = (typeof MOODS)[number];

export type Pt = readonly [number, number];
type Side = '1' | '-1';

export type { Body } from './body';

/**
 * Heads per height, drawn a little rounder than life so that age shows at a glance: a 2-year-old
 * 3.3 heads, a 6-year-old 4.2, a 10-year-old 5.1, a 12-year-old 5.6, an adult 7.
 */
export function headsTall(age: number | 'adult'): number {
  return age === 'adult' ? 7 : 2.8 + 0.23 * Math.max(1, Math.min(12, age));
}

/** Real height in cm, for drawing children and adults at the right size beside each other. */
export function heightCm(age: number | 'adult'): number {
  return age === 'adult' ? 170 : 75 + 6 * Math.max(1, Math.min(12, age));
}

/**
 * The age table. A young child is not a small adult: besides the bigger head (fewer heads tall),
 * the head is rounder, the eyes bigger and lower in the face (a high forehead), the legs shorter,
 * the arms reach only the hips, the limbs are thick and soft, and the tummy is round.
 */
export function bodyOf(age: number | 'adult'): Body {
  const adult = age === 'adult';
  const a = adult ? 16 : Math.max(1, Math.min(12, age));
  const H = headsTall(age) * 100;
  const legs = H * (adult ? 0.47 : 0.27 + 0.015 * a);
  const hipY = -legs;
  const neck = adult ? 26 : 2 + 1.8 * a;
  const shoulderY = -H + 100 + neck;
  const shoulderHalf = adult ? 74 : 46 + 2 * a;
  const thigh = (legs - 12) / 2;
  const torso = hipY - shoulderY;
  const armTotal = adult ? torso + thigh * 0.45 : torso * 0.92 + thigh * Math.min(0.45, 0.05 * a);
  const armW = adult ? 32 : 36 - 0.7 * a;
  return {
    H,
    headCy: -H + 50,
    headRx: adult ? 41 : 50 - 0.5 * a,
    headRy: 50,
    shoulderY,
    shoulderHalf,
    hipY,
    hipHalf: shoulderHalf * (adult ? 0.74 : Math.max(0.74, 0.98 - 0.03 * a)),
    upperArm: armTotal * 0.5,
    foreArm: armTotal * 0.5,
    thigh,
    shin: thigh,
    armW,
    legW: adult ? 38 : 44 - a,
    handR: adult ? 15 : armW * 0.48,
    eyeR: adult ? 5.5 : 10.5 - 0.4 * a,
    eyeDx: adult ? 15 : 19 - 0.2 * a,
    eyeDy: adult ? 2 : 16 - 0.9 * a,
    belly: adult ? 0 : Math.max(0, 26 - 4 * a),
    adult,
    age: a,
  };
}

/** Two-bone reach: where the elbow (or knee) goes for the hand (or foot) to reach `t`. */
export function reach(s: Pt, t: Pt, l1: number, l2: number, outward: 1 | -1): { mid: Pt; end: Pt } {
  const dx = t[0] - s[0];
  const dy = t[1] - s[1];
  const d = Math.max(Math.abs(l1 - l2) + 0.01, Math.min(l1 + l2 - 0.01, Math.hypot(dx, dy)));
  const a = Math.atan2(dy, dx);
  const cosA = (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d);
  const A = Math.acos(Math.max(-1, Math.min(1, cosA)));
  // Of the two ways the joint can bend, take the one away from the body's middle (elbows and knees out).
  const [m1, m2] = [a + A, a - A];
  const x1 = s[0] + l1 * Math.cos(m1);
  const x2 = s[0] + l1 * Math.cos(m2);
  const m = outward * x1 >= outward * x2 ? m1 : m2;
  return { mid: [s[0] + l1 * Math.cos(m), s[1] + l1 * Math.sin(m)], end: [s[0] + d * Math.cos(a), s[1] + d * Math.sin(a)] };
}

export interface PoseOptions {
  /** hold-hand: where each held hand is (by side: 1 the viewer's right), in this figure's local units. */
  hands?: Partial<Record<'1' | '-1', Pt>>;
  /** The chair of a sitting pose ('sit-special' is a padded treatment chair). */
  chair?: 'chair' | 'bench' | 'special' | 'none';
  /** What is held in the free hand (the viewer's right, side 1). */
  holding?: 'comb' | 'spoon' | 'mirror' | 'flower' | 'none';
  /** The face turns a little towards this side (1: the viewer's right, in this figure's own units). */
  facing?: 1 | -1;
  /** Drawn in front of the body and under the hands, in this figure's units (a companion held in the arms). */
  held?: string;
  /** sit-book: the book's colour; put-on-coat: the coat's colour. */
  itemColour?: string;
  /** A hairdresser's cape over the body, in this colour. */
  cape?: string;
  /** lie: the bed's wooden frame is drawn (off when a hospital bed is drawn around the figure). */
  bedFrame?: boolean;
}

/** Where a posed figure's joints are, in its own units (feet at y = 0, the viewer's right is +x). */
export interface Joints {
  head: Pt;
  headR: number;
  mouth: Pt;
  /** The middle between the hips: what sits on a seat. */
  hips: Pt;
  shoulders: Record<Side, Pt>;
  elbows: Record<Side, Pt>;
  hands: Record<Side, Pt>;
  knees: Record<Side, Pt>;
  feet: Record<Side, Pt>;
  drop: number;
  seated: boolean;
  /** How far the face is turned (units the face moves sideways) */
  faceShift: number;
}

interface Limbs {
  arms: Record<'1' | '-1', Pt>;
  feet: Record<'1' | '-1', Pt>;
  /** how far the upper body is lowered (sitting) */
  drop: number;
  seated: boolean;
  /** Arms that hang from the shoulder and bend forward (hands on the lap, in the sink): the elbow under the shoulder. */
  forward?: Partial<Record<'1' | '-1', number>>;
}

/** Where the hands and feet go for a pose (before the body is lowered for sitting). */
function limbsFor(b: Body, pose: Pose, opts: PoseOptions): Limbs {
  const armTotal = b.upperArm + b.foreArm;
  const hang = (sd: 1 | -1, out = 10, lift = 0.985): Pt => [
    sd * (b.shoulderHalf + out),
    b.shoulderY + b.armW * 0.45 + Math.sqrt(Math.max(0, (armTotal * lift) ** 2 - (out + b.armW * 0.45) ** 2)),
  ];
  const foot = (sd: 1 | -1): Pt => [sd * b.hipHalf * 0.72, -8];
  const seated = SEATED.has(pose);
  const drop = seated ? b.thigh * 0.82 : pose === 'kneel-flower' ? b.thigh * 0.75 : 0;
  const lap = (sd: 1 | -1): Pt => [sd * b.hipHalf * 0.75, b.hipY + drop - b.legW * 0.5];
  switch (pose) {
    case 'walk':
      // the lifted foot: as clear on a toddler's short legs as on a 10-year-old's
      return {
        arms: { '1': hang(1, 4, 0.86), '-1': hang(-1, 30, 0.9) },
        feet: { '1': [b.hipHalf * 0.62, -Math.max(b.shin * 0.32, 40)], '-1': [-b.hipHalf * 1.05, -8] },
        drop,
        seated,
      };
    case 'wave':
      return {
        arms: { '1': [b.shoulderHalf + b.upperArm * 0.55, b.headCy - 10], '-1': hang(-1) },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'hold-hand': {
      const held = opts.hands ?? { '1': [b.shoulderHalf + armTotal * 0.55, b.shoulderY + armTotal * 0.55] };
      return { arms: { '1': held['1'] ?? hang(1), '-1': held['-1'] ?? hang(-1) }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
    }
    case 'cover-ears':
      return {
        arms: { '1': [b.headRx + 4, b.headCy + 6], '-1': [-b.headRx - 4, b.headCy + 6] },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'wash-hands':
      return {
        arms: { '1': hang(1), '-1': hang(-1) },
        forward: { '1': 0.3, '-1': 0.3 },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'eat':
      return {
        arms: { '1': [b.headRx * 0.35, b.headCy + 40 + drop], '-1': lap(-1) },
        forward: { '-1': 0.25 },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'sit':
    case 'sit-special':
      if (opts.held)
        return {
          arms: { '1': lap(1), '-1': lap(-1) },
          forward: { '1': 0.12, '-1': 0.12 },
          feet: { '1': foot(1), '-1': foot(-1) },
          drop,
          seated,
        };
      return {
        arms: { '1': lap(1), '-1': lap(-1) },
        forward: { '1': 0.45, '-1': 0.45 },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'sit-book':
      return {
        arms: { '1': lap(1), '-1': lap(-1) },
        forward: { '1': 0.02, '-1': 0.02 },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'hold-item':
      return {
        arms: { '1': hang(1), '-1': hang(-1) },
        forward: { '1': 0.02, '-1': 0.02 },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    case 'kneel-flower':
      return {
        arms: {
          '1': [b.shoulderHalf + armTotal * 0.45, b.shoulderY + drop + armTotal * 0.86],
          '-1': [-b.hipHalf * 1.1, b.hipY + drop - b.legW * 0.2],
        },
        feet: { '1': [b.hipHalf * 1.05, -8], '-1': [-b.hipHalf * 1.05, -8] },
        drop,
        seated,
      };
    case 'put-on-coat':
      return {
        arms: { '1': [b.shoulderHalf + armTotal * 0.72, b.shoulderY + armTotal * 0.62], '-1': [b.shoulderHalf * 0.55, b.shoulderY + 14] },
        feet: { '1': foot(1), '-1': foot(-1) },
        drop,
        seated,
      };
    default:
      return { arms: { '1': hang(1), '-1': hang(-1) }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
  }
}

/** A limb as a soft rounded stroke with its same-hue outline. */
function limb(points: readonly Pt[], colour: string, width: number): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join(' ');
  return line(d, shade(colour, -0.2), width + 7) + line(d, colour, width);
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

const SHOES = ['#7d6a5c', '#c76b5f', '#5b7fa6', '#6c8f6a'] as const;

const SEATED: ReadonlySet<Pose> = new Set(['sit', 'sit-special', 'eat', 'sit-book']);

/** How far a face turned towards one side moves its eyes, nose and mouth. */
const FACE_TURN = 9;

/** The skeleton of a standing or sitting pose: every joint in the figure's own units. */
function skeleton(b: Body, pose: Pose, opts: PoseOptions): Joints & { forward: Partial<Record<Side, number>> } {
  const L = limbsFor(b, pose, opts);
  const up = (y: number) => y + L.drop;
  const sides = [1, -1] as const;
  const shoulders = {} as Record<Side, Pt>;
  const elbows = {} as Record<Side, Pt>;
  const hands = {} as Record<Side, Pt>;
  const knees = {} as Record<Side, Pt>;
  const feet = {} as Record<Side, Pt>;
  for (const sd of sides) {
    const k = String(sd) as Side;
    const s: Pt = [sd * (b.shoulderHalf - b.armW * 0.45), up(b.shoulderY + b.armW * 0.45)];
    const fwd = L.forward?.[k];
    // the upper arm hangs, the forearm comes towards the viewer (short) and a little inwards
    const arm =
      fwd !== undefined
        ? {
            mid: [s[0] + sd * 4, s[1] + b.upperArm * 0.96] as Pt,
            end: [s[0] - sd * b.shoulderHalf * 0.38, s[1] + b.upperArm * 0.96 + b.foreArm * fwd] as Pt,
          }
        : reach(s, L.arms[k], b.upperArm, b.foreArm, sd);
    shoulders[k] = s;
    elbows[k] = arm.mid;
    hands[k] = arm.end;
    const h: Pt = [sd * b.hipHalf * 0.55, up(b.hipY)];
    if (L.seated) {
      knees[k] = [sd * b.hipHalf * 0.78, h[1] + b.legW * 0.2];
      feet[k] = L.feet[k];
    } else {
      const leg = reach(h, L.feet[k], b.thigh, b.shin + 4, sd);
      knees[k] = leg.mid;
      feet[k] = leg.end;
    }
  }
  const faceShift = (opts.facing ?? 0) * FACE_TURN;
  const head: Pt = [0, b.headCy + L.drop];
  return {
    head,
    headR: b.headRy,
    mouth: [faceShift, head[1] + (b.adult ? 27 : 32)],
    hips: [0, up(b.hipY)],
    shoulders,
    elbows,
    hands,
    knees,
    feet,
    drop: L.drop,
    seated: L.seated,
    faceShift,
    forward: L.forward ?? {},
  };
}

/** Where the joints of a figure in a pose are, in its own units (for placing props and for tests). */
export function figureJoints(look: FigureLook, pose: Pose, opts: PoseOptions = {}): Joints {
  const b = bodyOf(look.age);
  if (pose === 'lie') return lyingJoints(b);
  if (pose === 'recline') return reclinedJoints(b);
  const { forward: _forward, ...joints } = skeleton(b, pose, opts);
  return joints;
}

/** The whole person as an SVG group in local units (feet at 0, facing the viewer). */
export function drawFigure(look: FigureLook, pose: Pose, mood: Mood, opts: PoseOptions = {}): string {
  if (pose === 'lie') return drawLying(look, mood, opts);
  if (pose === 'recline') return drawReclined(look, mood, opts);
  const b = bodyOf(look.age);
  const J = skeleton(b, pose, opts);
  const up = (y: number) => y + J.drop;
  const hip = (sd: 1 | -1): Pt => [sd * b.hipHalf * 0.55, up(b.hipY)];
  const { outfit } = look;
  const skin = look.skin;
  const shoe = look.age === 'adult' ? '#6f5f52' : SHOES[(look.hair.charCodeAt(2) + look.skin.charCodeAt(3)) % SHOES.length];
  const legColour = outfit.top === 'overall' ? outfit.topColour : outfit.bottom === 'trousers' ? outfit.bottomColour : skin;
  let back = '';
  let out = '';

  // chair behind a sitting person
  if (J.seated && opts.chair !== 'none')
    back += chairBehind(
      b,
      J.drop,
      opts.chair === 'special' || pose === 'sit-special' ? 'special' : opts.chair === 'bench' ? 'bench' : 'chair',
    );
  back += hairBack(look, b, J.drop);
  if (pose === 'put-on-coat') back += coatBack(b, opts.itemColour ?? '#e58f65');

  // legs
  for (const sd of [1, -1] as const) {
    const k = String(sd) as Side;
    const h = hip(sd);
    const knee = J.knees[k];
    const f = J.feet[k];
    if (J.seated) {
      out += limb(
        [knee, [f[0], f[1] - 6]],
        outfit.bottom === 'shorts' || outfit.bottom === 'skirt' || outfit.top === 'dress' ? skin : legColour,
        b.legW,
      );
    } else {
      out += limb([h, knee, f], skin, b.legW);
      if (outfit.bottom === 'trousers' || outfit.top === 'overall') out += limb([h, knee, lerp(knee, f, 0.86)], legColour, b.legW + 2);
      if (outfit.bottom === 'shorts') out += limb([h, lerp(h, knee, 0.85)], outfit.bottomColour, b.legW + 4);
    }
    out += ellipse(f[0] + sd * 6, f[1] - 2, b.legW * 0.72, b.legW * 0.38, shoe);
  }
  // lap of a sitting person (thighs towards the viewer)
  if (J.seated) {
    const lapColour =
      outfit.top === 'dress'
        ? outfit.topColour
        : outfit.top === 'overall'
          ? outfit.topColour
          : outfit.bottom === 'skirt'
            ? outfit.bottomColour
            : outfit.bottom === 'shorts'
              ? outfit.bottomColour
              : legColour;
    out += rect(-b.hipHalf * 1.18, up(b.hipY) - b.legW * 0.6, b.hipHalf * 2.36, b.legW * 1.25, lapColour, b.legW * 0.5);
  } else if (outfit.bottom === 'trousers' || outfit.bottom === 'shorts' || outfit.top === 'overall') {
    out += rect(
      -b.hipHalf - 4,
      up(b.hipY) - 26,
      2 * b.hipHalf + 8,
      40,
      outfit.top === 'overall' ? outfit.topColour : outfit.bottomColour,
      14,
    );
  }

  out += torso(look, b, J.drop, J.seated);
  if (opts.cape) out += cape(b, J.drop, opts.cape);
  if (pose === 'put-on-coat') out += coatFront(b, opts.itemColour ?? '#e58f65');
  out += neckAndHead(look, b, J.drop, mood, J.faceShift);
  if (pose === 'eat') out += table(b, J.drop);
  if (opts.held) out += opts.held;
  if (pose === 'sit-book') out += book(J.hands['1'], J.hands['-1'], b, opts.itemColour ?? '#9cc3e6');

  // arms, in front of the body (under the cape only the hands show)
  for (const sd of [1, -1] as const) {
    const k = String(sd) as Side;
    const s = J.shoulders[k];
    const elbow = J.elbows[k];
    const hand = J.hands[k];
    if (sd === 1 && pose === 'wash-hands') out += sinkBack(b, J.drop);
    if (!opts.cape) {
      out += limb([s, elbow, hand], skin, b.armW);
      const sleeve = outfit.top === 'tshirt' || outfit.top === 'overall' ? [s, lerp(s, elbow, 0.75)] : [s, elbow, lerp(elbow, hand, 0.82)];
      const sleeveColour = outfit.top === 'overall' ? shirtUnder(look) : outfit.topColour;
      out += limb(sleeve, sleeveColour, b.armW + 5);
      if (pose === 'put-on-coat' && sd === 1) out += limb([s, elbow, lerp(elbow, hand, 0.8)], opts.itemColour ?? '#e58f65', b.armW + 9);
    }
    out += circle(hand[0], hand[1], b.handR, skin);
    if (sd === 1 && opts.holding === 'comb') out += rect(hand[0] - 5, hand[1] - 40, 10, 44, '#8fb8de', 4);
    if (sd === 1 && opts.holding === 'mirror')
      out +=
        line(`M${num(hand[0])} ${num(hand[1])} l${num(50)} ${num(16)}`, '#9fb3c2', 5) +
        circle(hand[0] + 58, hand[1] + 19, 9, '#e5ebef', { 'stroke-width': 3 });
    if (sd === 1 && opts.holding === 'flower') out += heldFlower(hand, b);
    if (sd === 1 && pose === 'eat')
      out +=
        line(`M${num(hand[0] - 4)} ${num(hand[1] + 8)} L${num(hand[0] + 18)} ${num(hand[1] - 30)}`, '#b9c4cc', 6) +
        ellipse(hand[0] + 20, hand[1] - 34, 8, 6, '#d9e0e4');
  }
  if (pose === 'wash-hands') out += sinkFront(b, J.drop);
  // headphones and hands on the ears go over the arms
  out += earWear(look, b, J.drop, pose === 'cover-ears');
  return back + out;
}

/** A flower held by its stem, the bloom below the hand (being laid down). */
function heldFlower(hand: Pt, b: Body): string {
  const [x, y] = hand;
  const r = b.handR * 0.75;
  let out = line(`M${num(x)} ${num(y - 6)} L${num(x + 4)} ${num(y + 46)}`, '#6fa35a', 5);
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    out += circle(x + 4 + Math.cos(a) * r, y + 56 + Math.sin(a) * r, r * 0.85, '#f2a7c3', { 'stroke-width': 2 });
  }
  return out + circle(x + 4, y + 56, r * 0.6, '#ffd66b', { 'stroke-width': 2 });
}

/** An open picture book held in both hands in front of the chest. */
function book(right: Pt, left: Pt, b: Body, colour: string): string {
  const cx = (right[0] + left[0]) / 2;
  const half = Math.max(Math.abs(right[0] - left[0]) / 2 + b.handR * 0.4, b.shoulderHalf * 1.05);
  const cy = (right[1] + left[1]) / 2 - half * 0.3;
  const h = half * 0.95;
  return (
    path(
      `M${num(cx - half)} ${num(cy - h * 0.55)} Q${num(cx - half / 2)} ${num(cy - h * 0.7)} ${num(cx)} ${num(cy - h * 0.5)} Q${num(cx + half / 2)} ${num(cy - h * 0.7)} ${num(cx + half)} ${num(cy - h * 0.55)} L${num(cx + half)} ${num(cy + h * 0.45)} Q${num(cx + half / 2)} ${num(cy + h * 0.3)} ${num(cx)} ${num(cy + h * 0.5)} Q${num(cx - half / 2)} ${num(cy + h * 0.3)} ${num(cx - half)} ${num(cy + h * 0.45)} Z`,
      colour,
    ) +
    rect(cx - half * 0.86, cy - h * 0.44, half * 0.76, h * 0.78, '#fffdf8', 4, { 'stroke-width': 2 }) +
    rect(cx + half * 0.1, cy - h * 0.44, half * 0.76, h * 0.78, '#fffdf8', 4, { 'stroke-width': 2 }) +
    circle(cx - half * 0.48, cy - h * 0.08, h * 0.14, '#f6d37a', { 'stroke-width': 2 }) +
    path(
      `M${num(cx + half * 0.25)} ${num(cy + h * 0.2)} l${num(half * 0.22)} ${num(-h * 0.34)} l${num(half * 0.22)} ${num(h * 0.34)} Z`,
      '#a8d5ba',
      { 'stroke-width': 2 },
    )
  );
}

/** A hairdresser's cape from the neck to the knees, closed at the neck. */
function cape(b: Body, drop: number, colour: string): string {
  const y0 = b.shoulderY + drop - 6;
  const y1 = b.hipY + drop + b.legW * 0.9;
  const sw = b.shoulderHalf + b.armW * 0.8;
  return (
    path(
      `M${num(-b.shoulderHalf * 0.4)} ${num(y0)} Q0 ${num(y0 - 8)} ${num(b.shoulderHalf * 0.4)} ${num(y0)} Q${num(sw)} ${num(y0 + 10)} ${num(sw * 1.12)} ${num(y1)} Q0 ${num(y1 + 18)} ${num(-sw * 1.12)} ${num(y1)} Q${num(-sw)} ${num(y0 + 10)} ${num(-b.shoulderHalf * 0.4)} ${num(y0)} Z`,
      colour,
    ) +
    line(
      `M${num(-sw * 0.4)} ${num(y0 + 60)} Q${num(-sw * 0.5)} ${num((y0 + y1) / 2 + 30)} ${num(-sw * 0.6)} ${num(y1 - 10)} M${num(sw * 0.4)} ${num(y0 + 60)} Q${num(sw * 0.5)} ${num((y0 + y1) / 2 + 30)} ${num(sw * 0.6)} ${num(y1 - 10)}`,
      shade(colour, -0.1),
      4,
    )
  );
}

/** A coat half on: its back half hangs behind the side whose arm is not in yet. */
function coatBack(b: Body, colour: string): string {
  const y0 = b.shoulderY - 4;
  const y1 = b.hipY + b.thigh * 0.45;
  return path(
    `M${num(-b.shoulderHalf * 0.2)} ${num(y0)} L${num(-b.shoulderHalf - 30)} ${num(y0 + 40)} L${num(-b.shoulderHalf - 44)} ${num(y1)} L${num(-b.shoulderHalf * 0.3)} ${num(y1 + 6)} Z`,
    shade(colour, -0.1),
  );
}

/** The coat's front half, on the side whose arm is already in its sleeve. */
function coatFront(b: Body, colour: string): string {
  const y0 = b.shoulderY - 4;
  const y1 = b.hipY + b.thigh * 0.45;
  return (
    path(
      `M${num(b.shoulderHalf * 0.25)} ${num(y0 + 4)} L${num(b.shoulderHalf + 6)} ${num(y0 + 6)} L${num(b.hipHalf + 30)} ${num(y1)} L${num(b.shoulderHalf * 0.15)} ${num(y1 + 4)} Z`,
      colour,
    ) +
    path(
      `M${num(b.shoulderHalf * 0.25)} ${num(y0 + 4)} L${num(b.shoulderHalf * 0.55)} ${num(y0 + 50)} L${num(b.shoulderHalf * 0.2)} ${num(y0 + 40)} Z`,
      shade(colour, 0.08),
      { 'stroke-width': 3 },
    ) +
    circle(b.shoulderHalf * 0.32, (y0 + y1) / 2, 6, shade(colour, -0.2)) +
    circle(b.shoulderHalf * 0.3, (y0 + y1) / 2 + 40, 6, shade(colour, -0.2))
  );
}

function shirtUnder(look: FigureLook): string {
  return look.outfit.topColour.toLowerCase() === '#fdfcf8' ? '#f7d67a' : '#fdfcf8';
}

function torso(look: FigureLook, b: Body, drop: number, seated: boolean): string {
  const { outfit } = look;
  const y0 = b.shoulderY + drop;
  const hem = b.hipY + drop + (seated ? -4 : 10);
  const sw = b.shoulderHalf;
  const hw = b.hipHalf + (b.age <= 3 ? 10 : 6);
  // a small child's shoulders slope into a round body
  const r = b.adult ? Math.min(26, sw * 0.45) : Math.min(sw * 0.62, 26 + b.belly);
  const belly = b.belly;
  const shape = (colour: string) =>
    path(
      `M${num(-sw)} ${num(y0 + r)} Q${num(-sw)} ${num(y0)} ${num(-sw + r)} ${num(y0)} L${num(sw - r)} ${num(y0)} Q${num(sw)} ${num(y0)} ${num(sw)} ${num(y0 + r)} ` +
        `C${num(sw + belly)} ${num((y0 + hem) / 2)} ${num(hw + belly)} ${num(hem - 20)} ${num(hw)} ${num(hem)} Q0 ${num(hem + 8)} ${num(-hw)} ${num(hem)} C${num(-hw - belly)} ${num(hem - 20)} ${num(-sw - belly)} ${num((y0 + hem) / 2)} ${num(-sw)} ${num(y0 + r)} Z`,
      colour,
    );
  let out = '';
  const c = outfit.topColour;
  if (outfit.top === 'hoodie') out += ellipse(0, y0 + 4, sw * 0.62, 22, shade(c, -0.05));
  if (outfit.top === 'overall') {
    out += shape(shirtUnder(look));
    const bibTop = y0 + (hem - y0) * 0.35;
    out += rect(-sw * 0.5, bibTop, sw, hem - bibTop + 4, c, 10);
    out += line(
      `M${num(-sw * 0.42)} ${num(bibTop + 4)} L${num(-sw * 0.62)} ${num(y0 + 2)} M${num(sw * 0.42)} ${num(bibTop + 4)} L${num(sw * 0.62)} ${num(y0 + 2)}`,
      shade(c, -0.08),
      9,
    );
    out += circle(-sw * 0.36, bibTop + 10, 4.5, '#f6d37a') + circle(sw * 0.36, bibTop + 10, 4.5, '#f6d37a');
    return out;
  }
  if (outfit.top === 'dress') {
    const waist = y0 + (hem - y0) * 0.55;
    const skirtEnd = seated ? hem + 14 : b.hipY + drop + b.thigh * 0.95;
    const flare = b.hipHalf * 1.75;
    out += path(
      `M${num(-hw + 2)} ${num(waist)} L${num(hw - 2)} ${num(waist)} Q${num(flare * 0.9)} ${num(skirtEnd - 30)} ${num(flare)} ${num(skirtEnd)} Q0 ${num(skirtEnd + 14)} ${num(-flare)} ${num(skirtEnd)} Q${num(-flare * 0.9)} ${num(skirtEnd - 30)} ${num(-hw + 2)} ${num(waist)} Z`,
      c,
    );
    out += shape(c);
    out += line(`M${num(-hw + 6)} ${num(waist)} Q0 ${num(waist + 6)} ${num(hw - 6)} ${num(waist)}`, shade(c, -0.12), 4);
    return out;
  }
  if (outfit.bottom === 'skirt' && !seated) {
    const top = b.hipY + drop - 20;
    const end = b.hipY + drop + b.thigh * 0.75;
    const flare = b.hipHalf * 1.6;
    out += path(
      `M${num(-hw)} ${num(top)} L${num(hw)} ${num(top)} L${num(flare)} ${num(end)} Q0 ${num(end + 10)} ${num(-flare)} ${num(end)} Z`,
      outfit.bottomColour,
    );
  }
  out += shape(c);
  // neckline, and what tells the garments apart
  out += path(`M${num(-sw * 0.3)} ${num(y0)} Q0 ${num(y0 + 22)} ${num(sw * 0.3)} ${num(y0)}`, look.skin, { 'stroke-width': 2 });
  if (outfit.top === 'sweater')
    out +=
      line(`M${num(-sw * 0.32)} ${num(y0 + 2)} Q0 ${num(y0 + 26)} ${num(sw * 0.32)} ${num(y0 + 2)}`, shade(c, -0.1), 6) +
      line(`M${num(-hw + 8)} ${num(hem - 10)} Q0 ${num(hem - 2)} ${num(hw - 8)} ${num(hem - 10)}`, shade(c, -0.1), 5);
  if (outfit.top === 'hoodie') {
    const py = y0 + (hem - y0) * 0.62;
    out += path(
      `M${num(-sw * 0.5)} ${num(hem - 6)} L${num(-sw * 0.42)} ${num(py)} L${num(sw * 0.42)} ${num(py)} L${num(sw * 0.5)} ${num(hem - 6)} Z`,
      shade(c, -0.04),
      { 'stroke-width': 3 },
    );
    out += line(`M${num(-10)} ${num(y0 + 18)} v36 M10 ${num(y0 + 18)} v30`, shade(c, -0.25), 3);
  }
  if (outfit.top === 'jacket') {
    out += line(`M0 ${num(y0 + 18)} V${num(hem)}`, shade(c, -0.18), 3);
    out += path(
      `M${num(-sw * 0.34)} ${num(y0)} L${num(-4)} ${num(y0 + 40)} L${num(-sw * 0.5)} ${num(y0 + 26)} Z M${num(sw * 0.34)} ${num(y0)} L4 ${num(y0 + 40)} L${num(sw * 0.5)} ${num(y0 + 26)} Z`,
      shade(c, -0.03),
      { 'stroke-width': 3 },
    );
  }
  if (look.extra === 'stethoscope')
    out +=
      line(
        `M${num(-sw * 0.3)} ${num(y0 + 4)} C${num(-sw * 0.35)} ${num(y0 + 70)} ${num(-10)} ${num(y0 + 90)} 0 ${num(y0 + 96)} C10 ${num(y0 + 90)} ${num(sw * 0.35)} ${num(y0 + 70)} ${num(sw * 0.3)} ${num(y0 + 4)}`,
        '#6b7c93',
        5,
      ) + circle(0, y0 + 104, 10, '#9aa9bd');
  if (look.extra === 'lanyard')
    out +=
      line(`M${num(-sw * 0.28)} ${num(y0 + 2)} L0 ${num(y0 + 70)} L${num(sw * 0.28)} ${num(y0 + 2)}`, '#5b9be0', 4) +
      rect(-14, y0 + 68, 28, 36, '#fdfcf8', 4, { 'stroke-width': 3 });
  return out;
}

/** Eyes, brows and mouth for the mood: calm and friendly, never a grimace. */
function face(look: FigureLook, b: Body, cy: number, mood: Mood): string {
  const adult = b.adult;
  const ex = b.eyeDx;
  const ey = cy + b.eyeDy;
  const er = b.eyeR;
  let out = '';
  if (mood === 'sleepy') {
    out += line(
      `M${num(-ex - 8)} ${num(ey)} Q${num(-ex)} ${num(ey + 6)} ${num(-ex + 8)} ${num(ey)} M${num(ex - 8)} ${num(ey)} Q${num(ex)} ${num(ey + 6)} ${num(ex + 8)} ${num(ey)}`,
      '#4a3b33',
      3.5,
    );
  } else {
    for (const sd of [-1, 1]) {
      out += ellipse(sd * ex, ey, er, er * 1.15, look.eyes, { stroke: 'none' });
      out += circle(sd * ex, ey + 0.5, er * 0.55, '#1d1410', { stroke: 'none' });
      out += circle(sd * ex + er * 0.35, ey - er * 0.45, er * 0.3, '#ffffff', { stroke: 'none' });
    }
  }
  const brow = shade(look.hair, -0.08);
  const by = ey - er * 1.15 - (adult ? 9 : 8);
  if (mood === 'unsure')
    out += line(
      `M${num(-ex - 9)} ${num(by + 2)} L${num(-ex + 7)} ${num(by - 3)} M${num(ex - 7)} ${num(by - 3)} L${num(ex + 9)} ${num(by + 2)}`,
      brow,
      3.5,
    );
  else
    out += line(
      `M${num(-ex - 9)} ${num(by)} Q${num(-ex)} ${num(by - 5)} ${num(ex - ex * 2 + 9)} ${num(by)} M${num(ex - 9)} ${num(by)} Q${num(ex)} ${num(by - 5)} ${num(ex + 9)} ${num(by)}`,
      brow,
      3.5,
    );
  // cheeks (round and rosy on a small child) and a small nose
  const cheekR = adult ? 7 : 13 - 0.4 * b.age;
  out +=
    circle(-ex - 10, ey + 16, cheekR, '#f29a9a', { opacity: 0.34, stroke: 'none' }) +
    circle(ex + 10, ey + 16, cheekR, '#f29a9a', { opacity: 0.34, stroke: 'none' });
  out += line(`M-3 ${num(ey + 11)} Q0 ${num(ey + 15)} 3 ${num(ey + 11)}`, shade(look.skin, -0.22), 3);
  const my = ey + (adult ? 25 : 19 + 0.5 * b.age);
  const lip = '#a0584a';
  if (look.extra === 'mask') {
    out += line(
      `M${num(-b.headRx + 4)} ${num(ey + 4)} L${num(-22)} ${num(my - 8)} M${num(b.headRx - 4)} ${num(ey + 4)} L22 ${num(my - 8)}`,
      '#9fc9d3',
      2.5,
    );
    out += path(
      `M-24 ${num(my - 12)} Q0 ${num(my - 18)} 24 ${num(my - 12)} L20 ${num(my + 12)} Q0 ${num(my + 20)} -20 ${num(my + 12)} Z`,
      '#bfe3ea',
      { 'stroke-width': 2 },
    );
    return out;
  }
  if (mood === 'smile')
    out += path(`M-11 ${num(my - 2)} Q0 ${num(my + 12)} 11 ${num(my - 2)} Q0 ${num(my + 3)} -11 ${num(my - 2)} Z`, '#b5574a', {
      'stroke-width': 2.5,
      stroke: lip,
    });
  else if (mood === 'open')
    out +=
      ellipse(0, my + 3, 8, 9, '#8a3f38', { stroke: lip, 'stroke-width': 2.5 }) + ellipse(0, my + 8, 5, 3, '#e58c8c', { stroke: 'none' });
  else if (mood === 'unsure') out += line(`M-8 ${num(my + 1)} Q0 ${num(my)} 8 ${num(my + 1)}`, lip, 3.5);
  else out += line(`M-9 ${num(my)} Q0 ${num(my + 7)} 9 ${num(my)}`, lip, 3.5);
  return out;
}

/** A face turned a little to one side: its features move sideways. */
const shifted = (svg: string, dx: number) => (dx ? group(svg, `translate(${num(dx)} 0)`) : svg);

function neckAndHead(look: FigureLook, b: Body, drop: number, mood: Mood, faceShift = 0): string {
  const cy = b.headCy + drop;
  const { headRx: rx, headRy: ry } = b;
  let out = rect(-rx * 0.28, cy + ry * 0.6, rx * 0.56, b.shoulderY - b.headCy - ry * 0.4, look.skin, 8, { 'stroke-width': 2 });
  if (look.headscarf) {
    // The scarf covers hair, ears and neck and falls onto the shoulders; the face stays open.
    out += path(
      `M${num(-rx - 12)} ${num(cy)} C${num(-rx - 14)} ${num(cy - ry - 26)} ${num(rx + 14)} ${num(cy - ry - 26)} ${num(rx + 12)} ${num(cy)} C${num(rx + 14)} ${num(cy + ry)} ${num(b.shoulderHalf * 0.8)} ${num(cy + ry + 20)} ${num(b.shoulderHalf * 0.78)} ${num(b.shoulderY + drop + 26)} Q0 ${num(b.shoulderY + drop + 44)} ${num(-b.shoulderHalf * 0.78)} ${num(b.shoulderY + drop + 26)} C${num(-b.shoulderHalf * 0.8)} ${num(cy + ry + 20)} ${num(-rx - 14)} ${num(cy + ry)} ${num(-rx - 12)} ${num(cy)} Z`,
      look.scarfColour,
    );
    out += ellipse(0, cy + 6, rx * 0.86, ry * 0.9, look.skin);
    out += path(`M${num(-rx * 0.86)} ${num(cy - 6)} Q0 ${num(cy - ry * 1.15)} ${num(rx * 0.86)} ${num(cy - 6)}`, 'none', {
      stroke: shade(look.scarfColour, -0.12),
      'stroke-width': 5,
      fill: 'none',
    });
    out += shifted(face(look, b, cy + 2, mood), faceShift);
    return out;
  }
  // ears, head, face, hair
  out += circle(-rx + 1, cy + 8, 11, look.skin) + circle(rx - 1, cy + 8, 11, look.skin);
  out += ellipse(0, cy, rx, ry, look.skin);
  out += shifted(face(look, b, cy, mood), faceShift);
  out += hairWithVariant(look, b, cy, hairFront(look, b, cy));
  if (look.outfit.hat && !b.adult) out += hat(look, b, cy);
  if (look.glasses) out += shifted(glasses(b, cy), faceShift);
  return out;
}

function hat(look: FigureLook, b: Body, cy: number): string {
  const rx = b.headRx;
  const c = look.outfit.topColour;
  if (look.outfit.hat === 'cap')
    return (
      path(
        `M${num(-rx - 2)} ${num(cy - 14)} C${num(-rx)} ${num(cy - b.headRy - 16)} ${num(rx)} ${num(cy - b.headRy - 16)} ${num(rx + 2)} ${num(cy - 14)} Z`,
        c,
      ) +
      path(
        `M${num(-rx * 0.2)} ${num(cy - 16)} Q${num(rx * 0.8)} ${num(cy - 26)} ${num(rx + 30)} ${num(cy - 10)} L${num(rx)} ${num(cy - 12)} Z`,
        shade(c, -0.08),
      )
    );
  return (
    path(
      `M${num(-rx - 3)} ${num(cy - 8)} C${num(-rx - 2)} ${num(cy - b.headRy - 24)} ${num(rx + 2)} ${num(cy - b.headRy - 24)} ${num(rx + 3)} ${num(cy - 8)} Z`,
      c,
    ) +
    rect(-rx - 5, cy - 20, 2 * rx + 10, 18, shade(c, -0.08), 8) +
    circle(0, cy - b.headRy - 14, 11, shade(c, 0.1))
  );
}

/** Hair that falls behind the head and shoulders (long styles, ponytail, bun, braids' roots). */
function hairBack(look: FigureLook, b: Body, drop: number): string {
  if (look.headscarf) return '';
  const cy = b.headCy + drop;
  const { headRx: rx, headRy: ry } = b;
  const h = look.hair;
  switch (look.hairStyle) {
    case 'langt': {
      const end = b.shoulderY + drop + (b.hipY - b.shoulderY) * (b.adult ? 0.45 : 0.55);
      return path(
        `M${num(-rx - 8)} ${num(cy - 10)} C${num(-rx - 12)} ${num(cy - ry - 20)} ${num(rx + 12)} ${num(cy - ry - 20)} ${num(rx + 8)} ${num(cy - 10)} L${num(rx + 14)} ${num(end)} Q0 ${num(end + 14)} ${num(-rx - 14)} ${num(end)} Z`,
        h,
      );
    }
    case 'mellemlangt':
      return path(
        `M${num(-rx - 8)} ${num(cy - 6)} C${num(-rx - 12)} ${num(cy - ry - 20)} ${num(rx + 12)} ${num(cy - ry - 20)} ${num(rx + 8)} ${num(cy - 6)} L${num(rx + 10)} ${num(cy + ry + 8)} Q0 ${num(cy + ry + 18)} ${num(-rx - 10)} ${num(cy + ry + 8)} Z`,
        h,
      );
    case 'hestehale':
      return path(
        `M${num(rx * 0.5)} ${num(cy - ry * 0.7)} C${num(rx + 40)} ${num(cy - ry)} ${num(rx + 36)} ${num(cy + ry * 0.8)} ${num(rx + 18)} ${num(cy + ry * 1.5)} C${num(rx + 6)} ${num(cy + ry * 0.9)} ${num(rx + 4)} ${num(cy)} ${num(rx * 0.5)} ${num(cy - ry * 0.4)} Z`,
        h,
      );
    case 'knold':
      return circle(0, cy - ry - 8, b.adult ? 22 : 24, h);
    case 'krøllet':
      return [
        [-rx - 6, cy + 8],
        [rx + 6, cy + 8],
        [-rx - 2, cy + 30],
        [rx + 2, cy + 30],
      ]
        .map(([x, y]) => circle(x, y, 16, h))
        .join('');
    default:
      return '';
  }
}

/** The hair on top of the head, with a fringe that leaves the eyes free; braids in front. */
function hairFront(look: FigureLook, b: Body, cy: number): string {
  const { headRx: rx, headRy: ry } = b;
  const h = look.hair;
  const top = cy - ry;
  const cap = (low: number, fringe: number, extra: Record<string, number> = {}) =>
    path(
      `M${num(-rx - 3)} ${num(cy + low)} C${num(-rx - 6)} ${num(top - 22)} ${num(rx + 6)} ${num(top - 22)} ${num(rx + 3)} ${num(cy + low)} ` +
        `C${num(rx - 4)} ${num(cy - 14)} ${num(rx * 0.6)} ${num(cy - fringe)} ${num(rx * 0.15)} ${num(cy - fringe + 4)} Q${num(-rx * 0.45)} ${num(cy - fringe - 6)} ${num(-rx + 6)} ${num(cy - 10)} Z`,
      h,
      extra,
    );
  switch (look.hairStyle) {
    case 'meget kort':
      return b.adult || b.age > 2
        ? path(
            `M${num(-rx + 2)} ${num(cy - 12)} C${num(-rx)} ${num(top - 10)} ${num(rx)} ${num(top - 10)} ${num(rx - 2)} ${num(cy - 12)} Q0 ${num(cy - 38)} ${num(-rx + 2)} ${num(cy - 12)} Z`,
            h,
            { opacity: 0.85 },
          )
        : line(`M-6 ${num(top + 4)} Q-2 ${num(top - 14)} 10 ${num(top - 10)} Q2 ${num(top - 4)} 4 ${num(top + 6)}`, h, 5);
    case 'krøllet': {
      let out = cap(-2, 26);
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.05 + (0.9 * i) / 8);
        out += circle(Math.cos(a) * (rx + 2), cy - 6 + Math.sin(a) * (ry + 4), 15, h);
      }
      return out;
    }
    case 'fletninger': {
      let out = cap(4, 30);
      for (const sd of [-1, 1]) {
        const x = sd * (rx + 4);
        for (let i = 0; i < 5; i++) out += ellipse(x, cy + 24 + i * 20, 11 - i * 0.6, 13, h);
        out += circle(x, cy + 24 + 5 * 20 - 4, 6, look.outfit.topColour);
      }
      return out;
    }
    case 'langt':
    case 'mellemlangt':
      return (
        cap(14, 28) +
        path(
          `M${num(-rx - 6)} ${num(cy - 8)} Q${num(-rx - 10)} ${num(cy + 30)} ${num(-rx - 4)} ${num(cy + ry * 0.9)} L${num(-rx + 6)} ${num(cy + 4)} Z M${num(rx + 6)} ${num(cy - 8)} Q${num(rx + 10)} ${num(cy + 30)} ${num(rx + 4)} ${num(cy + ry * 0.9)} L${num(rx - 6)} ${num(cy + 4)} Z`,
          h,
        )
      );
    case 'hestehale':
    case 'knold':
      return path(
        `M${num(-rx - 3)} ${num(cy + 2)} C${num(-rx - 6)} ${num(top - 20)} ${num(rx + 6)} ${num(top - 20)} ${num(rx + 3)} ${num(cy + 2)} C${num(rx - 6)} ${num(cy - 30)} ${num(-rx + 6)} ${num(cy - 30)} ${num(-rx - 3)} ${num(cy + 2)} Z`,
        h,
      );
    default:
      return cap(-4, 30);
  }
}

/** Hearing aids behind the ears, or headphones over the head (and hands on the ears). */
function earWear(look: FigureLook, b: Body, drop: number, handsOnEars: boolean): string {
  const cy = b.headCy + drop;
  const rx = b.headRx;
  if (look.ears === 'høretelefoner') {
    return (
      line(
        `M${num(-rx - 4)} ${num(cy + 2)} C${num(-rx - 8)} ${num(cy - b.headRy - 34)} ${num(rx + 8)} ${num(cy - b.headRy - 34)} ${num(rx + 4)} ${num(cy + 2)}`,
        '#5c6b80',
        9,
      ) +
      rect(-rx - 16, cy - 12, 22, 40, '#7fa7d6', 9) +
      rect(rx - 6, cy - 12, 22, 40, '#7fa7d6', 9)
    );
  }
  if (look.ears === 'høreapparat' && !look.headscarf && !handsOnEars) return hearingAids(rx, cy);
  return '';
}

/** A small table in front of a sitting person, with a plate and a cup. */
function table(b: Body, drop: number): string {
  const top = b.hipY + drop - b.legW * 0.2;
  const w = b.shoulderHalf * 3.2;
  const wood = '#d8b08a';
  return (
    rect(-w * 0.9, top + 16, 18, -top - 16, shade(wood, -0.1), 6) +
    rect(w * 0.9 - 18, top + 16, 18, -top - 16, shade(wood, -0.1), 6) +
    rect(-w, top, 2 * w, 24, wood, 10) +
    ellipse(b.shoulderHalf * 0.2, top - 2, b.shoulderHalf * 0.7, 12, '#fdfcf8') +
    ellipse(b.shoulderHalf * 0.2, top - 5, b.shoulderHalf * 0.42, 6, '#f4c095', { 'stroke-width': 2 }) +
    rect(b.shoulderHalf * 1.3, top - 36, 26, 34, '#9fd3d0', 6)
  );
}

/** A wash basin at the waist: the inside behind the hands, the front and the tap over them. */
function sinkBack(b: Body, drop: number): string {
  const y = b.hipY + drop - b.thigh * 0.05;
  const w = b.shoulderHalf * 1.5;
  return (
    ellipse(0, y, w, 24, '#dfe8ec') +
    rect(-8, y - 70, 16, 50, '#b9c4cc', 6) +
    path(`M-8 ${num(y - 70)} q0 -16 30 -12 l0 12 q-16 -2 -14 8 Z`, '#b9c4cc')
  );
}

function sinkFront(b: Body, drop: number): string {
  const y = b.hipY + drop - b.thigh * 0.05;
  const w = b.shoulderHalf * 1.5;
  let out = path(
    `M${num(-w)} ${num(y)} Q${num(-w)} ${num(y + 80)} 0 ${num(y + 84)} Q${num(w)} ${num(y + 80)} ${num(w)} ${num(y)} Q0 ${num(y + 26)} ${num(-w)} ${num(y)} Z`,
    '#fdfcf8',
  );
  out += rect(-w * 0.28, y + 78, w * 0.56, -y - 78, '#f1f4f6', 8);
  for (const [x, dy, r] of [
    [-30, 4, 10],
    [-12, -6, 8],
    [14, 0, 11],
    [32, -4, 7],
  ] as const)
    out += circle(x, y + dy, r, '#ffffff', { opacity: 0.85, stroke: '#cfe3ea', 'stroke-width': 2 });
  return out;
}

function chairBehind(b: Body, drop: number, kind: 'chair' | 'bench' | 'special'): string {
  const seatY = b.hipY + drop + b.legW * 0.55;
  const w = b.hipHalf * 1.7;
  if (kind === 'bench') {
    // a park bench or a bus stop bench: slats behind, a long seat, two legs
    const bw = w * 2.6;
    const wood = '#c9a27e';
    return (
      rect(-bw, seatY - 120, 2 * bw, 24, wood, 8) +
      rect(-bw, seatY - 84, 2 * bw, 24, wood, 8) +
      rect(-bw - 6, seatY - 6, 2 * bw + 12, 24, shade(wood, -0.05), 8) +
      rect(-bw + 16, seatY + 16, 18, -seatY - 16, '#7d8aa0', 5) +
      rect(bw - 34, seatY + 16, 18, -seatY - 16, '#7d8aa0', 5)
    );
  }
  if (kind === 'special') {
    // a padded treatment chair: head rest above the head, a high back, arm rests, one foot, a tool tray
    const c = '#8fc9c0';
    const top = b.headCy + drop - b.headRy - 34;
    return (
      line(`M${num(w * 1.1)} ${num(seatY - 30)} L${num(w * 1.9)} ${num(seatY - 150)}`, '#b9c4cc', 8) +
      rect(w * 1.5, seatY - 172, w * 1.1, 16, '#fdfcf8', 6) +
      line(`M${num(w * 1.62)} ${num(seatY - 182)} h${num(w * 0.4)} M${num(w * 1.7)} ${num(seatY - 190)} h${num(w * 0.5)}`, '#9fb3c2', 4) +
      rect(-w * 0.62, top, w * 1.24, 64, shade(c, 0.06), 28) +
      rect(-w * 1.1, b.shoulderY + drop - 40, w * 2.2, seatY - b.shoulderY - drop + 40, c, 34) +
      rect(-w * 1.35, seatY - 56, 38, 64, shade(c, -0.05), 14) +
      rect(w * 1.35 - 38, seatY - 56, 38, 64, shade(c, -0.05), 14) +
      rect(-w * 1.15, seatY - 8, 2 * w * 1.15, 30, c, 14) +
      rect(-16, seatY + 22, 32, -seatY - 22, '#c7d2da') +
      ellipse(0, -6, w * 0.9, 13, '#c7d2da')
    );
  }
  const wood = '#d8b08a';
  return (
    rect(-w * 0.75, b.shoulderY + drop + 10, w * 1.5, seatY - b.shoulderY - drop, wood, 16) +
    rect(-w, seatY - 4, 2 * w, 20, shade(wood, -0.05), 8) +
    rect(-w + 6, seatY + 14, 14, -seatY - 14, shade(wood, -0.1), 5) +
    rect(w - 20, seatY + 14, 14, -seatY - 14, shade(wood, -0.1), 5)
  );
}

/** Lying in bed under a blanket, head on the pillow, one arm on top; origin at the bed's foot centre. */
function lyingShape(b: Body) {
  const len = b.H * 1.1 + 60;
  const x0 = -len / 2;
  const top = -150;
  return { len, x0, top, thick: 70 + b.age * 4, head: [x0 + 84, top - 62] as Pt };
}

function lyingJoints(b: Body): Joints {
  const { len, x0, top, thick, head } = lyingShape(b);
  const hips: Pt = [x0 + len * 0.5, top - thick * 0.55];
  const hand: Pt = [x0 + len * 0.38, top - thick * 0.7];
  const foot: Pt = [x0 + len * 0.9, top - thick * 0.4];
  const knee: Pt = [x0 + len * 0.72, top - thick * 0.8];
  const sides = <T>(v: T) => ({ '1': v, '-1': v });
  return {
    head,
    headR: b.headRy,
    mouth: [head[0] + 5, head[1] + 31],
    hips,
    shoulders: sides([head[0] + 80, top - thick * 0.6] as Pt),
    elbows: sides(hand),
    hands: sides(hand),
    knees: sides(knee),
    feet: sides(foot),
    drop: 0,
    seated: false,
    faceShift: 0,
  };
}

function drawLying(look: FigureLook, mood: Mood, opts: PoseOptions = {}): string {
  const b = bodyOf(look.age);
  const { len, x0, top, thick } = lyingShape(b);
  const wood = '#c9a27e';
  let out = '';
  if (opts.bedFrame !== false) {
    out += rect(x0 - 34, top - 80, 30, 230, wood, 12) + rect(x0 + len + 4, top - 20, 30, 170, wood, 12);
    out += rect(x0 - 10, top, len + 20, 70, '#fdfcf8', 16) + rect(x0 - 16, top + 62, len + 32, 30, wood, 10);
    out += rect(x0 - 4, top + 88, 22, 62, shade(wood, -0.1), 6) + rect(x0 + len - 18, top + 88, 22, 62, shade(wood, -0.1), 6);
  }
  out += ellipse(x0 + 78, top - 18, 86, 36, '#fdfcf8');
  const headX = x0 + 84;
  const headY = top - 62;
  if (!look.headscarf && (look.hairStyle === 'langt' || look.hairStyle === 'mellemlangt' || look.hairStyle === 'fletninger'))
    out += ellipse(headX - 16, headY + 22, 70, 30, look.hair);
  out += group(neckAndHead(look, { ...b, headCy: 0, shoulderY: 64 }, 0, mood), `translate(${num(headX)} ${num(headY)}) rotate(-10)`);
  // the blanket over the body, a little higher over the knees
  const bl = '#a8c7e0';
  const bx = headX + 36;
  out += path(
    `M${num(bx)} ${num(top - thick * 0.62)} Q${num(bx + len * 0.3)} ${num(top - thick)} ${num(x0 + len * 0.62)} ${num(top - thick * 0.82)} Q${num(x0 + len * 0.78)} ${num(top - thick * 1.02)} ${num(x0 + len * 0.9)} ${num(top - thick * 0.6)} Q${num(x0 + len)} ${num(top - thick * 0.4)} ${num(x0 + len + 12)} ${num(top - 10)} L${num(x0 + len + 12)} ${num(top + 60)} L${num(bx - 4)} ${num(top + 60)} Z`,
    bl,
  );
  out += line(`M${num(bx + 6)} ${num(top - thick * 0.55)} L${num(bx + 6)} ${num(top + 50)}`, shade(bl, 0.1), 8);
  if (opts.held) out += opts.held;
  return out;
}

/** Lying back in a treatment chair: the back along the back rest, the thighs along the seat, the shins down the leg rest. */
const RECLINE = (27 * Math.PI) / 180;
const SHIN_DOWN = (38 * Math.PI) / 180;
const HEAD_TILT = 24;

function reclinedShape(b: Body) {
  const along = (d: number): Pt => [Math.cos(RECLINE) * d, -Math.sin(RECLINE) * d];
  const shoulder = along(b.hipY - b.shoulderY - b.armW * 0.3);
  const head = along(b.hipY - b.headCy);
  const knee: Pt = [-b.thigh - 6, -4];
  const foot: Pt = [knee[0] - Math.cos(SHIN_DOWN) * b.shin, knee[1] + Math.sin(SHIN_DOWN) * b.shin];
  const elbow: Pt = [shoulder[0] - b.upperArm * 0.8, shoulder[1] + b.upperArm * 0.45];
  const hand: Pt = [elbow[0] + b.foreArm * 0.45, elbow[1] - b.foreArm * 0.2];
  return { shoulder, head, knee, foot, elbow, hand };
}

function reclinedJoints(b: Body): Joints {
  const { shoulder, head, knee, foot, elbow, hand } = reclinedShape(b);
  const t = (HEAD_TILT * Math.PI) / 180;
  const dy = b.adult ? 27 : 32;
  const mouth: Pt = [head[0] - Math.sin(t) * dy, head[1] + Math.cos(t) * dy];
  const sides = <T>(v: T) => ({ '1': v, '-1': v });
  return {
    head,
    headR: b.headRy,
    mouth,
    hips: [0, 0],
    shoulders: sides(shoulder),
    elbows: sides(elbow),
    hands: sides(hand),
    knees: sides(knee),
    feet: sides(foot),
    drop: 0,
    seated: true,
    faceShift: 0,
  };
}

/** Lying back (at the dentist's), seen from the side with the face to the viewer; origin at the hips, head towards +x. */
function drawReclined(look: FigureLook, mood: Mood, opts: PoseOptions = {}): string {
  const b = bodyOf(look.age);
  const { shoulder, head, knee, foot, elbow, hand } = reclinedShape(b);
  const { outfit } = look;
  const legColour =
    outfit.top === 'overall' || outfit.top === 'dress' ? outfit.topColour : outfit.bottom === 'trousers' ? outfit.bottomColour : look.skin;
  const thighColour = outfit.top === 'overall' || outfit.top === 'dress' ? outfit.topColour : outfit.bottomColour;
  const shoe = look.age === 'adult' ? '#6f5f52' : SHOES[(look.hair.charCodeAt(2) + look.skin.charCodeAt(3)) % SHOES.length];
  const bodyW = b.shoulderHalf * 1.6;
  let out = hairBackLying(look, b, head);
  out += limb([knee, foot], legColour, b.legW);
  out += ellipse(foot[0] - 10, foot[1] + 4, b.legW * 0.75, b.legW * 0.4, shoe);
  out += limb([[8, 0], knee], thighColour, b.legW * 1.25);
  out += limb([[0, -4], shoulder], outfit.topColour, bodyW);
  // a paper bib on the chest at the dentist's
  if (opts.cape)
    out += group(
      rect(-bodyW * 0.32, -bodyW * 0.34, bodyW * 0.64, bodyW * 0.6, opts.cape, 6, { 'stroke-width': 2 }),
      `translate(${num(shoulder[0] * 0.78)} ${num(shoulder[1] * 0.78)}) rotate(${num((-RECLINE * 180) / Math.PI)})`,
    );
  out += group(
    neckAndHead(look, { ...b, headCy: 0, shoulderY: 64 }, 0, mood),
    `translate(${num(head[0])} ${num(head[1])}) rotate(${HEAD_TILT})`,
  );
  if (opts.held) out += opts.held;
  out += limb([shoulder, elbow, hand], look.skin, b.armW);
  out += limb(
    outfit.top === 'tshirt' ? [shoulder, lerp(shoulder, elbow, 0.75)] : [shoulder, elbow, lerp(elbow, hand, 0.8)],
    outfit.top === 'overall' ? shirtUnder(look) : outfit.topColour,
    b.armW + 5,
  );
  out += circle(hand[0], hand[1], b.handR, look.skin);
  return out;
}

/** Long hair falls back over the head rest. */
function hairBackLying(look: FigureLook, b: Body, head: Pt): string {
  if (
    look.headscarf ||
    !(look.hairStyle === 'langt' || look.hairStyle === 'mellemlangt' || look.hairStyle === 'fletninger' || look.hairStyle === 'hestehale')
  )
    return '';
  return ellipse(head[0] + 14, head[1] + 10, b.headRx * 1.1, b.headRy * 1.05, look.hair);
}

/** How tall a child of this age is drawn in a picture (logical units), before a group shrinks them. */
export const childHeight = (age: number) => 340 + 26 * Math.max(1, Math.min(12, age));

/** How high a seat is under a sitting figure (its own units, from the feet up). */
export function seatHeight(look: FigureLook): number {
  const b = bodyOf(look.age);
  return -(b.hipY + b.thigh * 0.82 + b.legW * 0.55);
}

/** The small table of the 'eat' pose (its own units): the table top's box. */
export function eatTableTop(look: FigureLook): { x0: number; x1: number; y0: number; y1: number } {
  const b = bodyOf(look.age);
  const top = b.hipY + b.thigh * 0.82 - b.legW * 0.2;
  const w = b.shoulderHalf * 3.2;
  return { x0: -w, x1: w, y0: top - 40, y1: top + 24 };
}

/** The wash basin of the 'wash-hands' pose (its own units). */
export function sinkBasin(look: FigureLook): { x0: number; x1: number; y0: number; y1: number } {
  const b = bodyOf(look.age);
  // The basin's rim sits just under the hands, wherever this age's arms reach.
  const hands = figureJoints(look, 'wash-hands').hands;
  const y = Math.max(hands['1'][1], hands['-1'][1]);
  const w = b.shoulderHalf * 1.5;
  return { x0: -w, x1: w, y0: y - 30, y1: y + 84 };
}

/** The bed of the 'lie' pose (its own units): where the body lies. */
export function lyingBed(look: FigureLook): { x0: number; x1: number; y0: number; y1: number; top: number } {
  const { len, x0, top } = lyingShape(bodyOf(look.age));
  return { x0: x0 - 10, x1: x0 + len + 10, y0: top - 170, y1: top + 20, top };
}

/** How wide a figure is on the ground (local units), for spacing people apart. */
export function figureHalfWidth(look: FigureLook): number {
  const b = bodyOf(look.age);
  return b.shoulderHalf + b.armW + 24;
}
