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
import type { FigureLook } from './look';
import { hairWithVariant } from './hair-variants';
import { glasses, hearingAids } from './worn';

export const POSES = ['stand', 'walk', 'wave', 'hold-hand', 'sit', 'sit-special', 'lie', 'wash-hands', 'eat', 'cover-ears'] as const;
export type Pose = (typeof POSES)[number];
export const MOODS = ['smile', 'calm', 'unsure', 'sleepy', 'open'] as const;
export type Mood = (typeof MOODS)[number];

type Pt = readonly [number, number];

export interface Body {
  /** standing height in local units (head = 100) */
  H: number;
  headCy: number;
  headRx: number;
  headRy: number;
  shoulderY: number;
  shoulderHalf: number;
  hipY: number;
  hipHalf: number;
  upperArm: number;
  foreArm: number;
  thigh: number;
  shin: number;
  armW: number;
  legW: number;
  handR: number;
  /** the eyes: radius, half the distance between them, and how far below the head's middle */
  eyeR: number;
  eyeDx: number;
  eyeDy: number;
  /** how far the tummy bulges past the shoulders (a toddler's round body) */
  belly: number;
  adult: boolean;
  age: number;
}

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
  /** What is held in the free hand. */
  holding?: 'comb' | 'spoon' | 'none';
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
  const hang = (sd: 1 | -1, out = 10, lift = 0.985): Pt => [sd * (b.shoulderHalf + out), b.shoulderY + b.armW * 0.45 + Math.sqrt(Math.max(0, (armTotal * lift) ** 2 - (out + b.armW * 0.45) ** 2))];
  const foot = (sd: 1 | -1): Pt => [sd * b.hipHalf * 0.72, -8];
  const seated = pose === 'sit' || pose === 'sit-special' || pose === 'eat';
  const drop = seated ? b.thigh * 0.82 : 0;
  const lap = (sd: 1 | -1): Pt => [sd * b.hipHalf * 0.75, b.hipY + drop - b.legW * 0.5];
  switch (pose) {
    case 'walk':
      return { arms: { '1': hang(1, 4, 0.86), '-1': hang(-1, 30, 0.9) }, feet: { '1': [b.hipHalf * 0.62, -b.shin * 0.32], '-1': [-b.hipHalf * 1.05, -8] }, drop, seated };
    case 'wave':
      return { arms: { '1': [b.shoulderHalf + b.upperArm * 0.55, b.headCy - 10], '-1': hang(-1) }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
    case 'hold-hand': {
      const held = opts.hands ?? { '1': [b.shoulderHalf + armTotal * 0.55, b.shoulderY + armTotal * 0.55] };
      return { arms: { '1': held['1'] ?? hang(1), '-1': held['-1'] ?? hang(-1) }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
    }
    case 'cover-ears':
      return { arms: { '1': [b.headRx + 4, b.headCy + 6], '-1': [-b.headRx - 4, b.headCy + 6] }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
    case 'wash-hands':
      return { arms: { '1': hang(1), '-1': hang(-1) }, forward: { '1': 0.3, '-1': 0.3 }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
    case 'eat':
      return { arms: { '1': [b.headRx * 0.35, b.headCy + 40 + drop], '-1': lap(-1) }, forward: { '-1': 0.25 }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
    case 'sit':
    case 'sit-special':
      return { arms: { '1': lap(1), '-1': lap(-1) }, forward: { '1': 0.45, '-1': 0.45 }, feet: { '1': foot(1), '-1': foot(-1) }, drop, seated };
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

/** The whole person as an SVG group in local units (feet at 0, facing the viewer). */
export function drawFigure(look: FigureLook, pose: Pose, mood: Mood, opts: PoseOptions = {}): string {
  if (pose === 'lie') return drawLying(look, mood);
  const b = bodyOf(look.age);
  const L = limbsFor(b, pose, opts);
  const up = (y: number) => y + L.drop;
  const sh = (sd: 1 | -1): Pt => [sd * (b.shoulderHalf - b.armW * 0.45), up(b.shoulderY + b.armW * 0.45)];
  const hip = (sd: 1 | -1): Pt => [sd * b.hipHalf * 0.55, up(b.hipY)];
  const { outfit } = look;
  const skin = look.skin;
  const shoe = look.age === 'adult' ? '#6f5f52' : SHOES[(look.hair.charCodeAt(2) + look.skin.charCodeAt(3)) % SHOES.length];
  const legColour = outfit.top === 'overall' ? outfit.topColour : outfit.bottom === 'trousers' ? outfit.bottomColour : skin;
  let back = '';
  let out = '';

  // chair behind a sitting person
  if (L.seated && opts.chair !== 'none') back += chairBehind(b, L.drop, opts.chair === 'special' || pose === 'sit-special' ? 'special' : opts.chair === 'bench' ? 'bench' : 'chair');
  back += hairBack(look, b, L.drop);

  // legs
  for (const sd of [1, -1] as const) {
    const h = hip(sd);
    if (L.seated) {
      const knee: Pt = [sd * b.hipHalf * 0.78, h[1] + b.legW * 0.2];
      const f = L.feet[sd];
      out += limb([knee, [f[0], f[1] - 6]], outfit.bottom === 'shorts' || outfit.bottom === 'skirt' || outfit.top === 'dress' ? skin : legColour, b.legW);
      out += ellipse(f[0] + sd * 6, f[1] - 2, b.legW * 0.72, b.legW * 0.38, shoe);
    } else {
      const { mid: knee, end: f } = reach(h, L.feet[sd], b.thigh, b.shin + 4, sd);
      out += limb([h, knee, f], skin, b.legW);
      if (outfit.bottom === 'trousers' || outfit.top === 'overall') out += limb([h, knee, lerp(knee, f, 0.86)], legColour, b.legW + 2);
      if (outfit.bottom === 'shorts') out += limb([h, lerp(h, knee, 0.85)], outfit.bottomColour, b.legW + 4);
      out += ellipse(f[0] + sd * 6, f[1] - 2, b.legW * 0.72, b.legW * 0.38, shoe);
    }
  }
  // lap of a sitting person (thighs towards the viewer)
  if (L.seated) {
    const lapColour = outfit.top === 'dress' ? outfit.topColour : outfit.top === 'overall' ? outfit.topColour : outfit.bottom === 'skirt' ? outfit.bottomColour : outfit.bottom === 'shorts' ? outfit.bottomColour : legColour;
    out += rect(-b.hipHalf * 1.18, up(b.hipY) - b.legW * 0.6, b.hipHalf * 2.36, b.legW * 1.25, lapColour, b.legW * 0.5);
  } else if (outfit.bottom === 'trousers' || outfit.bottom === 'shorts' || outfit.top === 'overall') {
    out += rect(-b.hipHalf - 4, up(b.hipY) - 26, 2 * b.hipHalf + 8, 40, outfit.top === 'overall' ? outfit.topColour : outfit.bottomColour, 14);
  }

  out += torso(look, b, L.drop, L.seated);
  out += neckAndHead(look, b, L.drop, mood);
  if (pose === 'eat') out += table(b, L.drop);

  // arms, in front of the body
  for (const sd of [1, -1] as const) {
    const s = sh(sd);
    const target = L.arms[sd];
    const fwd = L.forward?.[sd];
    const { mid: elbow, end: hand } =
      fwd !== undefined
        ? // the upper arm hangs, the forearm comes towards the viewer (short) and a little inwards
          { mid: [s[0] + sd * 4, s[1] + b.upperArm * 0.96] as Pt, end: [s[0] - sd * b.shoulderHalf * 0.38, s[1] + b.upperArm * 0.96 + b.foreArm * fwd] as Pt }
        : reach(s, [target[0], L.seated || pose === 'hold-hand' || pose === 'cover-ears' || pose === 'wave' ? target[1] : up(target[1])], b.upperArm, b.foreArm, sd);
    if (sd === 1 && pose === 'wash-hands') out += sinkBack(b, L.drop);
    out += limb([s, elbow, hand], skin, b.armW);
    const sleeve = outfit.top === 'tshirt' || outfit.top === 'overall' ? [s, lerp(s, elbow, 0.75)] : [s, elbow, lerp(elbow, hand, 0.82)];
    const sleeveColour = outfit.top === 'overall' ? shirtUnder(look) : outfit.topColour;
    out += limb(sleeve, sleeveColour, b.armW + 5);
    out += circle(hand[0], hand[1], b.handR, skin);
    if (sd === 1 && opts.holding === 'comb') out += rect(hand[0] - 5, hand[1] - 40, 10, 44, '#8fb8de', 4);
    if (sd === 1 && pose === 'eat') out += line(`M${num(hand[0] - 4)} ${num(hand[1] + 8)} L${num(hand[0] + 18)} ${num(hand[1] - 30)}`, '#b9c4cc', 6) + ellipse(hand[0] + 20, hand[1] - 34, 8, 6, '#d9e0e4');
  }
  if (pose === 'wash-hands') out += sinkFront(b, L.drop);
  // headphones and hands on the ears go over the arms
  out += earWear(look, b, L.drop, pose === 'cover-ears');
  return back + out;
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
    out += line(`M${num(-sw * 0.42)} ${num(bibTop + 4)} L${num(-sw * 0.62)} ${num(y0 + 2)} M${num(sw * 0.42)} ${num(bibTop + 4)} L${num(sw * 0.62)} ${num(y0 + 2)}`, shade(c, -0.08), 9);
    out += circle(-sw * 0.36, bibTop + 10, 4.5, '#f6d37a') + circle(sw * 0.36, bibTop + 10, 4.5, '#f6d37a');
    return out;
  }
  if (outfit.top === 'dress') {
    const waist = y0 + (hem - y0) * 0.55;
    const skirtEnd = seated ? hem + 14 : b.hipY + drop + b.thigh * 0.95;
    const flare = b.hipHalf * 1.75;
    out += path(`M${num(-hw + 2)} ${num(waist)} L${num(hw - 2)} ${num(waist)} Q${num(flare * 0.9)} ${num(skirtEnd - 30)} ${num(flare)} ${num(skirtEnd)} Q0 ${num(skirtEnd + 14)} ${num(-flare)} ${num(skirtEnd)} Q${num(-flare * 0.9)} ${num(skirtEnd - 30)} ${num(-hw + 2)} ${num(waist)} Z`, c);
    out += shape(c);
    out += line(`M${num(-hw + 6)} ${num(waist)} Q0 ${num(waist + 6)} ${num(hw - 6)} ${num(waist)}`, shade(c, -0.12), 4);
    return out;
  }
  if (outfit.bottom === 'skirt' && !seated) {
    const top = b.hipY + drop - 20;
    const end = b.hipY + drop + b.thigh * 0.75;
    const flare = b.hipHalf * 1.6;
    out += path(`M${num(-hw)} ${num(top)} L${num(hw)} ${num(top)} L${num(flare)} ${num(end)} Q0 ${num(end + 10)} ${num(-flare)} ${num(end)} Z`, outfit.bottomColour);
  }
  out += shape(c);
  // neckline, and what tells the garments apart
  out += path(`M${num(-sw * 0.3)} ${num(y0)} Q0 ${num(y0 + 22)} ${num(sw * 0.3)} ${num(y0)}`, look.skin, { 'stroke-width': 2 });
  if (outfit.top === 'sweater') out += line(`M${num(-sw * 0.32)} ${num(y0 + 2)} Q0 ${num(y0 + 26)} ${num(sw * 0.32)} ${num(y0 + 2)}`, shade(c, -0.1), 6) + line(`M${num(-hw + 8)} ${num(hem - 10)} Q0 ${num(hem - 2)} ${num(hw - 8)} ${num(hem - 10)}`, shade(c, -0.1), 5);
  if (outfit.top === 'hoodie') {
    const py = y0 + (hem - y0) * 0.62;
    out += path(`M${num(-sw * 0.5)} ${num(hem - 6)} L${num(-sw * 0.42)} ${num(py)} L${num(sw * 0.42)} ${num(py)} L${num(sw * 0.5)} ${num(hem - 6)} Z`, shade(c, -0.04), { 'stroke-width': 3 });
    out += line(`M${num(-10)} ${num(y0 + 18)} v36 M10 ${num(y0 + 18)} v30`, shade(c, -0.25), 3);
  }
  if (outfit.top === 'jacket') {
    out += line(`M0 ${num(y0 + 18)} V${num(hem)}`, shade(c, -0.18), 3);
    out += path(`M${num(-sw * 0.34)} ${num(y0)} L${num(-4)} ${num(y0 + 40)} L${num(-sw * 0.5)} ${num(y0 + 26)} Z M${num(sw * 0.34)} ${num(y0)} L4 ${num(y0 + 40)} L${num(sw * 0.5)} ${num(y0 + 26)} Z`, shade(c, -0.03), { 'stroke-width': 3 });
  }
  if (look.extra === 'stethoscope') out += line(`M${num(-sw * 0.3)} ${num(y0 + 4)} C${num(-sw * 0.35)} ${num(y0 + 70)} ${num(-10)} ${num(y0 + 90)} 0 ${num(y0 + 96)} C10 ${num(y0 + 90)} ${num(sw * 0.35)} ${num(y0 + 70)} ${num(sw * 0.3)} ${num(y0 + 4)}`, '#6b7c93', 5) + circle(0, y0 + 104, 10, '#9aa9bd');
  if (look.extra === 'lanyard') out += line(`M${num(-sw * 0.28)} ${num(y0 + 2)} L0 ${num(y0 + 70)} L${num(sw * 0.28)} ${num(y0 + 2)}`, '#5b9be0', 4) + rect(-14, y0 + 68, 28, 36, '#fdfcf8', 4, { 'stroke-width': 3 });
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
    out += line(`M${num(-ex - 8)} ${num(ey)} Q${num(-ex)} ${num(ey + 6)} ${num(-ex + 8)} ${num(ey)} M${num(ex - 8)} ${num(ey)} Q${num(ex)} ${num(ey + 6)} ${num(ex + 8)} ${num(ey)}`, '#4a3b33', 3.5);
  } else {
    for (const sd of [-1, 1]) {
      out += ellipse(sd * ex, ey, er, er * 1.15, look.eyes, { stroke: 'none' });
      out += circle(sd * ex, ey + 0.5, er * 0.55, '#1d1410', { stroke: 'none' });
      out += circle(sd * ex + er * 0.35, ey - er * 0.45, er * 0.3, '#ffffff', { stroke: 'none' });
    }
  }
  const brow = shade(look.hair, -0.08);
  const by = ey - er * 1.15 - (adult ? 9 : 8);
  if (mood === 'unsure') out += line(`M${num(-ex - 9)} ${num(by + 2)} L${num(-ex + 7)} ${num(by - 3)} M${num(ex - 7)} ${num(by - 3)} L${num(ex + 9)} ${num(by + 2)}`, brow, 3.5);
  else out += line(`M${num(-ex - 9)} ${num(by)} Q${num(-ex)} ${num(by - 5)} ${num(ex - ex * 2 + 9)} ${num(by)} M${num(ex - 9)} ${num(by)} Q${num(ex)} ${num(by - 5)} ${num(ex + 9)} ${num(by)}`, brow, 3.5);
  // cheeks (round and rosy on a small child) and a small nose
  const cheekR = adult ? 7 : 13 - 0.4 * b.age;
  out += circle(-ex - 10, ey + 16, cheekR, '#f29a9a', { opacity: 0.34, stroke: 'none' }) + circle(ex + 10, ey + 16, cheekR, '#f29a9a', { opacity: 0.34, stroke: 'none' });
  out += line(`M-3 ${num(ey + 11)} Q0 ${num(ey + 15)} 3 ${num(ey + 11)}`, shade(look.skin, -0.22), 3);
  const my = ey + (adult ? 25 : 19 + 0.5 * b.age);
  const lip = '#a0584a';
  if (look.extra === 'mask') {
    out += line(`M${num(-b.headRx + 4)} ${num(ey + 4)} L${num(-22)} ${num(my - 8)} M${num(b.headRx - 4)} ${num(ey + 4)} L22 ${num(my - 8)}`, '#9fc9d3', 2.5);
    out += path(`M-24 ${num(my - 12)} Q0 ${num(my - 18)} 24 ${num(my - 12)} L20 ${num(my + 12)} Q0 ${num(my + 20)} -20 ${num(my + 12)} Z`, '#bfe3ea', { 'stroke-width': 2 });
    return out;
  }
  if (mood === 'smile') out += path(`M-11 ${num(my - 2)} Q0 ${num(my + 12)} 11 ${num(my - 2)} Q0 ${num(my + 3)} -11 ${num(my - 2)} Z`, '#b5574a', { 'stroke-width': 2.5, stroke: lip });
  else if (mood === 'open') out += ellipse(0, my + 3, 8, 9, '#8a3f38', { stroke: lip, 'stroke-width': 2.5 }) + ellipse(0, my + 8, 5, 3, '#e58c8c', { stroke: 'none' });
  else if (mood === 'unsure') out += line(`M-8 ${num(my + 1)} Q0 ${num(my)} 8 ${num(my + 1)}`, lip, 3.5);
  else out += line(`M-9 ${num(my)} Q0 ${num(my + 7)} 9 ${num(my)}`, lip, 3.5);
  return out;
}

function neckAndHead(look: FigureLook, b: Body, drop: number, mood: Mood): string {
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
    out += path(`M${num(-rx * 0.86)} ${num(cy - 6)} Q0 ${num(cy - ry * 1.15)} ${num(rx * 0.86)} ${num(cy - 6)}`, 'none', { stroke: shade(look.scarfColour, -0.12), 'stroke-width': 5, fill: 'none' });
    out += face(look, b, cy + 2, mood);
    return out;
  }
  // ears, head, face, hair
  out += circle(-rx + 1, cy + 8, 11, look.skin) + circle(rx - 1, cy + 8, 11, look.skin);
  out += ellipse(0, cy, rx, ry, look.skin);
  out += face(look, b, cy, mood);
  out += hairWithVariant(look, b, cy, hairFront(look, b, cy));
  if (look.outfit.hat && !b.adult) out += hat(look, b, cy);
  if (look.glasses) out += glasses(b, cy);
  return out;
}

function hat(look: FigureLook, b: Body, cy: number): string {
  const rx = b.headRx;
  const c = look.outfit.topColour;
  if (look.outfit.hat === 'cap') return path(`M${num(-rx - 2)} ${num(cy - 14)} C${num(-rx)} ${num(cy - b.headRy - 16)} ${num(rx)} ${num(cy - b.headRy - 16)} ${num(rx + 2)} ${num(cy - 14)} Z`, c) + path(`M${num(-rx * 0.2)} ${num(cy - 16)} Q${num(rx * 0.8)} ${num(cy - 26)} ${num(rx + 30)} ${num(cy - 10)} L${num(rx)} ${num(cy - 12)} Z`, shade(c, -0.08));
  return path(`M${num(-rx - 3)} ${num(cy - 8)} C${num(-rx - 2)} ${num(cy - b.headRy - 24)} ${num(rx + 2)} ${num(cy - b.headRy - 24)} ${num(rx + 3)} ${num(cy - 8)} Z`, c) + rect(-rx - 5, cy - 20, 2 * rx + 10, 18, shade(c, -0.08), 8) + circle(0, cy - b.headRy - 14, 11, shade(c, 0.1));
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
      return path(`M${num(-rx - 8)} ${num(cy - 10)} C${num(-rx - 12)} ${num(cy - ry - 20)} ${num(rx + 12)} ${num(cy - ry - 20)} ${num(rx + 8)} ${num(cy - 10)} L${num(rx + 14)} ${num(end)} Q0 ${num(end + 14)} ${num(-rx - 14)} ${num(end)} Z`, h);
    }
    case 'mellemlangt':
      return path(`M${num(-rx - 8)} ${num(cy - 6)} C${num(-rx - 12)} ${num(cy - ry - 20)} ${num(rx + 12)} ${num(cy - ry - 20)} ${num(rx + 8)} ${num(cy - 6)} L${num(rx + 10)} ${num(cy + ry + 8)} Q0 ${num(cy + ry + 18)} ${num(-rx - 10)} ${num(cy + ry + 8)} Z`, h);
    case 'hestehale':
      return path(`M${num(rx * 0.5)} ${num(cy - ry * 0.7)} C${num(rx + 40)} ${num(cy - ry)} ${num(rx + 36)} ${num(cy + ry * 0.8)} ${num(rx + 18)} ${num(cy + ry * 1.5)} C${num(rx + 6)} ${num(cy + ry * 0.9)} ${num(rx + 4)} ${num(cy)} ${num(rx * 0.5)} ${num(cy - ry * 0.4)} Z`, h);
    case 'knold':
      return circle(0, cy - ry - 8, b.adult ? 22 : 24, h);
    case 'krøllet':
      return [[-rx - 6, cy + 8], [rx + 6, cy + 8], [-rx - 2, cy + 30], [rx + 2, cy + 30]].map(([x, y]) => circle(x, y, 16, h)).join('');
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
        ? path(`M${num(-rx + 2)} ${num(cy - 12)} C${num(-rx)} ${num(top - 10)} ${num(rx)} ${num(top - 10)} ${num(rx - 2)} ${num(cy - 12)} Q0 ${num(cy - 38)} ${num(-rx + 2)} ${num(cy - 12)} Z`, h, { opacity: 0.85 })
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
      return cap(14, 28) + path(`M${num(-rx - 6)} ${num(cy - 8)} Q${num(-rx - 10)} ${num(cy + 30)} ${num(-rx - 4)} ${num(cy + ry * 0.9)} L${num(-rx + 6)} ${num(cy + 4)} Z M${num(rx + 6)} ${num(cy - 8)} Q${num(rx + 10)} ${num(cy + 30)} ${num(rx + 4)} ${num(cy + ry * 0.9)} L${num(rx - 6)} ${num(cy + 4)} Z`, h);
    case 'hestehale':
    case 'knold':
      return path(`M${num(-rx - 3)} ${num(cy + 2)} C${num(-rx - 6)} ${num(top - 20)} ${num(rx + 6)} ${num(top - 20)} ${num(rx + 3)} ${num(cy + 2)} C${num(rx - 6)} ${num(cy - 30)} ${num(-rx + 6)} ${num(cy - 30)} ${num(-rx - 3)} ${num(cy + 2)} Z`, h);
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
      line(`M${num(-rx - 4)} ${num(cy + 2)} C${num(-rx - 8)} ${num(cy - b.headRy - 34)} ${num(rx + 8)} ${num(cy - b.headRy - 34)} ${num(rx + 4)} ${num(cy + 2)}`, '#5c6b80', 9) +
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
  return ellipse(0, y, w, 24, '#dfe8ec') + rect(-8, y - 70, 16, 50, '#b9c4cc', 6) + path(`M-8 ${num(y - 70)} q0 -16 30 -12 l0 12 q-16 -2 -14 8 Z`, '#b9c4cc');
}

function sinkFront(b: Body, drop: number): string {
  const y = b.hipY + drop - b.thigh * 0.05;
  const w = b.shoulderHalf * 1.5;
  let out = path(`M${num(-w)} ${num(y)} Q${num(-w)} ${num(y + 80)} 0 ${num(y + 84)} Q${num(w)} ${num(y + 80)} ${num(w)} ${num(y)} Q0 ${num(y + 26)} ${num(-w)} ${num(y)} Z`, '#fdfcf8');
  out += rect(-w * 0.28, y + 78, w * 0.56, -y - 78, '#f1f4f6', 8);
  for (const [x, dy, r] of [[-30, 4, 10], [-12, -6, 8], [14, 0, 11], [32, -4, 7]] as const) out += circle(x, y + dy, r, '#ffffff', { opacity: 0.85, stroke: '#cfe3ea', 'stroke-width': 2 });
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
function drawLying(look: FigureLook, mood: Mood): string {
  const b = bodyOf(look.age);
  const len = b.H * 1.1 + 60;
  const x0 = -len / 2;
  const top = -150;
  const thick = 70 + b.age * 4;
  const wood = '#c9a27e';
  let out = '';
  out += rect(x0 - 34, top - 80, 30, 230, wood, 12) + rect(x0 + len + 4, top - 20, 30, 170, wood, 12);
  out += rect(x0 - 10, top, len + 20, 70, '#fdfcf8', 16) + rect(x0 - 16, top + 62, len + 32, 30, wood, 10);
  out += rect(x0 - 4, top + 88, 22, 62, shade(wood, -0.1), 6) + rect(x0 + len - 18, top + 88, 22, 62, shade(wood, -0.1), 6);
  out += ellipse(x0 + 78, top - 18, 86, 36, '#fdfcf8');
  const headX = x0 + 84;
  const headY = top - 62;
  if (!look.headscarf && (look.hairStyle === 'langt' || look.hairStyle === 'mellemlangt' || look.hairStyle === 'fletninger')) out += ellipse(headX - 16, headY + 22, 70, 30, look.hair);
  out += group(neckAndHead(look, { ...b, headCy: 0, shoulderY: 64 }, 0, mood), `translate(${num(headX)} ${num(headY)}) rotate(-10)`);
  // the blanket over the body, a little higher over the knees
  const bl = '#a8c7e0';
  const bx = headX + 36;
  out += path(
    `M${num(bx)} ${num(top - thick * 0.62)} Q${num(bx + (len * 0.3))} ${num(top - thick)} ${num(x0 + len * 0.62)} ${num(top - thick * 0.82)} Q${num(x0 + len * 0.78)} ${num(top - thick * 1.02)} ${num(x0 + len * 0.9)} ${num(top - thick * 0.6)} Q${num(x0 + len)} ${num(top - thick * 0.4)} ${num(x0 + len + 12)} ${num(top - 10)} L${num(x0 + len + 12)} ${num(top + 60)} L${num(bx - 4)} ${num(top + 60)} Z`,
    bl,
  );
  out += line(`M${num(bx + 6)} ${num(top - thick * 0.55)} L${num(bx + 6)} ${num(top + 50)}`, shade(bl, 0.1), 8);
  // the blanket's turned-down edge under the chin
  out += path(`M${num(bx - 6)} ${num(top - thick * 0.62)} Q${num(bx + 40)} ${num(top - thick * 0.78)} ${num(bx + 90)} ${num(top - thick * 0.72)} L${num(bx + 90)} ${num(top - thick * 0.5)} Q${num(bx + 40)} ${num(top - thick * 0.56)} ${num(bx - 6)} ${num(top - thick * 0.42)} Z`, '#fdfcf8', { 'stroke-width': 3 });
  return out;
}

/** How wide a figure is on the ground (local units), for spacing people apart. */
export function figureHalfWidth(look: FigureLook): number {
  const b = bodyOf(look.age);
  return b.shoulderHalf + b.armW + 24;
}
