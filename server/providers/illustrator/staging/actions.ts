/**
 * What the page says the child does (issue 29): each action of shared/scene-vocabulary.ts is a pose
 * with its props and a place for the adult. The staging is laid out with the adult to the right
 * of the child and then mirrored when the page's layout says so; every joint and every prop's box
 * is reported in picture units, so the tests can check that the child lies in the chair, sits on
 * the pew and faces the adult.
 */
import type { CompanionKind } from '../../../../shared/avatar-features';
import type { SceneActionId } from '../../../../shared/scene-vocabulary';
import { COMPANION_SIZE, drawCompanion } from '../figures/companions';
import {
  bodyOf,
  childHeight,
  drawFigure,
  eatTableTop,
  figureHalfWidth,
  figureJoints,
  heightCm,
  lyingBed,
  seatHeight,
  sinkBasin,
  type Joints,
  type Mood,
  type Pose,
  type PoseOptions,
  type Pt,
} from '../figures/figure';
import { adultFigureLook, type FigureLook } from '../figures/look';
import { ellipse, group, num, place, rect } from '../svg';
import { examBed } from '../settings/doctor';
import {
  barberChair,
  busInside,
  busPole,
  busSeat,
  coatHooks,
  framedPhoto,
  grave,
  hospitalBed,
  pew,
  placeBox,
  queueBelt,
  TREATMENT_HEAD,
  TREATMENT_SEAT,
  treatmentChair,
  waitingChairs,
  type Box,
} from './props';

export interface StageInput {
  action: SceneActionId;
  /** The story's own child, who does the action. */
  child: FigureLook;
  /** Further children: they stand by, on the far side. */
  others?: readonly FigureLook[];
  mood: Mood;
  /** The adult the page names (mor, the pædagog). */
  adult?: FigureLook | null;
  /** The setting's own adult (the dentist), who does the work in a treatment, barber or examination action. */
  worker?: FigureLook | null;
  companion?: CompanionKind | null;
  /** Logical picture width (height 1000). */
  w: number;
  groundY?: number;
  /** 1: as laid out (the adult to the right of the child); -1: mirrored. */
  side?: 1 | -1;
}

/** A drawn person: where they are and where their joints landed (picture units). */
export interface StagedPerson {
  look: FigureLook;
  pose: Pose;
  joints: Joints;
  /** The side the face turns to in the picture (1: right), 0 straight ahead. */
  faces: -1 | 0 | 1;
}

export interface Staging {
  /** Drawn over the setting: the place's backdrop when the action brings its own (inside the bus). */
  backdrop: string;
  svg: string;
  child: StagedPerson;
  adult: StagedPerson | null;
  boxes: Record<string, Box>;
}

/** Actions whose furniture takes the place of the setting's main object (the chair, the bed, the pew). */
export const FURNISHED: ReadonlySet<SceneActionId> = new Set([
  'treatment-chair',
  'barber-chair',
  'examination-bench',
  'wait-with-book',
  'sit-in-pew',
  'flower-at-grave',
  'lie-in-hospital-bed',
  'visit-in-hospital-bed',
  'lie-in-bed',
  'bus-seat',
  'wash-hands',
]);

/** Actions in which the setting's own adult (dentist, hairdresser, doctor) comes to the child. */
export const WORKER_ACTIONS: ReadonlySet<SceneActionId> = new Set(['treatment-chair', 'barber-chair', 'examination-bench']);

const SITTING: ReadonlySet<SceneActionId> = new Set([
  'sit',
  'wait-with-book',
  'sit-in-pew',
  'bus-seat',
  'barber-chair',
  'examination-bench',
  'eat-at-table',
]);

interface Transform {
  x: number;
  y: number;
  s: number;
  flip?: boolean;
  /** degrees, clockwise */
  rotate?: number;
}

const sign = (flip?: boolean) => (flip ? -1 : 1);

/** A point in a figure's own units, in the (unmirrored) picture. */
function toPicture(p: Pt, t: Transform): Pt {
  const x = sign(t.flip) * t.s * p[0];
  const y = t.s * p[1];
  const a = ((t.rotate ?? 0) * Math.PI) / 180;
  return [t.x + x * Math.cos(a) - y * Math.sin(a), t.y + x * Math.sin(a) + y * Math.cos(a)];
}

/** A point of the picture in a figure's own units. */
function toLocal(p: Pt, t: Transform): Pt {
  const a = (-(t.rotate ?? 0) * Math.PI) / 180;
  const dx = p[0] - t.x;
  const dy = p[1] - t.y;
  return [(sign(t.flip) * (dx * Math.cos(a) - dy * Math.sin(a))) / t.s, (dx * Math.sin(a) + dy * Math.cos(a)) / t.s];
}

function mapJoints(j: Joints, f: (p: Pt) => Pt, s: number): Joints {
  const sides = (r: Record<'1' | '-1', Pt>) => ({ '1': f(r['1']), '-1': f(r['-1']) });
  return {
    ...j,
    head: f(j.head),
    headR: j.headR * s,
    mouth: f(j.mouth),
    hips: f(j.hips),
    shoulders: sides(j.shoulders),
    elbows: sides(j.elbows),
    hands: sides(j.hands),
    knees: sides(j.knees),
    feet: sides(j.feet),
  };
}

const transformAttr = (t: Transform) =>
  `translate(${num(t.x)} ${num(t.y)})${t.rotate ? ` rotate(${num(t.rotate)})` : ''} scale(${num(sign(t.flip) * t.s)} ${num(t.s)})`;

/** Draw a person in a pose at a place, and say where their joints are in the picture. */
function person(look: FigureLook, pose: Pose, mood: Mood, opts: PoseOptions, t: Transform): { svg: string; staged: StagedPerson } {
  const joints = mapJoints(figureJoints(look, pose, opts), (p) => toPicture(p, t), t.s);
  const faces = opts.facing ? ((opts.facing * sign(t.flip)) as 1 | -1) : 0;
  return { svg: group(drawFigure(look, pose, mood, opts), transformAttr(t)), staged: { look, pose, joints, faces } };
}

const shadow = (x: number, y: number, rx: number) => ellipse(x, y, rx, rx * 0.16, '#5a4a3a', { opacity: 0.13, stroke: 'none' });

/** The companion held in the arms, in the holder's own units, between the hands; and its box there. */
function heldCompanion(kind: CompanionKind, look: FigureLook, hands: Record<'1' | '-1', Pt>, lower = 34): { svg: string; box: Box } {
  const b = bodyOf(look.age);
  const size = (b.H * COMPANION_SIZE[kind]) / 100;
  const x = (hands['1'][0] + hands['-1'][0]) / 2;
  const y = Math.max(hands['1'][1], hands['-1'][1]) + lower * size;
  return { svg: group(drawCompanion(kind), place(x, y, size)), box: placeBox({ x0: -50, x1: 50, y0: -130, y1: 0 }, x, y, size) };
}

/** A shop counter with a till, at the front of a line. */
function counter(x: number, groundY: number): string {
  return group(
    rect(-130, -300, 260, 300, '#e2c29e', 10) +
      rect(-150, -320, 300, 30, '#d8b08a', 8) +
      rect(-60, -390, 110, 70, '#9fb3c2', 8) +
      rect(-44, -380, 78, 30, '#cfeaf7', 4),
    place(x, groundY, 1),
  );
}

/** Stage an action: its props, the child in its pose, the adult where the action puts them. */
export function stageAction(input: StageInput): Staging {
  const { action, child, companion = null } = input;
  // at the dentist's the mouth is open
  const mood: Mood = action === 'treatment-chair' ? 'open' : input.mood;
  const w0 = Math.max(input.w, 1000);
  const G = input.groundY ?? 955;
  const cx = w0 / 2;
  const age = child.age === 'adult' ? 12 : child.age;
  const cb = bodyOf(child.age);
  const sC = childHeight(age) / cb.H;
  const sA = (childHeight(age) * Math.min(1.9, 170 / heightCm(age))) / bodyOf('adult').H;
  const halfC = figureHalfWidth(child) * sC;
  const adultLook = input.adult ?? null;
  const worker = WORKER_ACTIONS.has(action) ? (input.worker ?? adultLook) : null;
  const companionKind: CompanionKind | null = action === 'hold-companion' ? (companion ?? 'teddy') : companion;
  const holdsCompanion =
    !!companionKind &&
    action !== 'wait-with-book' &&
    (action === 'hold-companion' ||
      SITTING.has(action) ||
      action === 'treatment-chair' ||
      action === 'lie-in-bed' ||
      action === 'lie-in-hospital-bed');

  let back = '';
  let backdrop = '';
  let svg = '';
  let front = '';
  const boxes: Record<string, Box> = {};
  let childStaged: StagedPerson;
  let seatedOthers = false;
  let adultStaged: StagedPerson | null = null;

  /** The child with a companion in their arms, when they hold it (its box in the child's own units). */
  let heldBox: Box | null = null;
  const childOpts = (pose: Pose, opts: PoseOptions = {}): PoseOptions => {
    if (!holdsCompanion || !companionKind) return opts;
    const hands = figureJoints(child, pose, { ...opts, held: 'x' }).hands;
    const held = heldCompanion(companionKind, child, hands, pose === 'recline' ? 20 : 34);
    heldBox = held.box;
    return { ...opts, held: held.svg };
  };
  const boxOf = (b: Box, t: Transform): Box => {
    const a = toPicture([b.x0, b.y0], t);
    const c = toPicture([b.x1, b.y1], t);
    return { x0: Math.min(a[0], c[0]), x1: Math.max(a[0], c[0]), y0: Math.min(a[1], c[1]), y1: Math.max(a[1], c[1]) };
  };
  const addChild = (pose: Pose, opts: PoseOptions, t: Transform) => {
    const p = person(child, pose, mood, childOpts(pose, opts), t);
    svg += p.svg;
    childStaged = p.staged;
    if (heldBox) boxes.companion = boxOf(heldBox, t);
    return p.staged;
  };
  const addAdult = (look: FigureLook, pose: Pose, opts: PoseOptions, t: Transform, behind = false) => {
    const p = person(look, pose, 'calm', opts, t);
    if (behind) back += p.svg;
    else svg += p.svg;
    return p.staged;
  };
  /** The companion sits on the ground on the child's far side (away from the adult). */
  const groundCompanion = (childX: number) => {
    if (!companionKind || holdsCompanion) return;
    const size = (childHeight(age) * COMPANION_SIZE[companionKind]) / 100;
    const x = Math.max(60 * size, childX - halfC - 40 * size);
    front += shadow(x, G + 8, 44 * size) + group(drawCompanion(companionKind), place(x, G + 8, size));
  };

  const standBy = (look: FigureLook, childX: number, pose: Pose = 'stand', opts: PoseOptions = {}) => {
    const half = figureHalfWidth(look) * sA;
    const ax = Math.min(w0 - half * 0.95, childX + halfC * 0.9 + half);
    svg += shadow(ax, G - 6, half * 0.6);
    const p = person(look, pose, 'calm', { facing: -1, ...opts }, { x: ax, y: G - 6, s: sA });
    svg += p.svg;
    adultStaged = p.staged;
    return ax;
  };

  switch (action) {
    case 'treatment-chair': {
      const k = ((cb.hipY - cb.headCy) * sC) / TREATMENT_HEAD;
      const chairX = cx - 120 * k;
      const colour = '#8fc9c0';
      const chair = treatmentChair(chairX, G - 10, k, colour);
      Object.assign(boxes, chair.boxes);
      // mor (or whoever came along) stands behind the chair, at its foot end
      if (adultLook && worker !== adultLook) {
        const p = person(adultLook, 'stand', 'calm', { facing: 1 }, { x: chairX - 170 * k, y: G - 60, s: sA * 0.94 });
        back += p.svg;
      }
      back += chair.svg;
      const hipsAt: Pt = [chairX + 4 * k, G - 10 - (TREATMENT_SEAT + 6) * k - cb.legW * 0.45 * sC];
      const c = addChild('recline', { cape: '#bfe3ea' }, { x: hipsAt[0], y: hipsAt[1], s: sC });
      if (worker) {
        const half = figureHalfWidth(worker) * sA;
        const t: Transform = {
          x: Math.min(w0 - half * 0.9, c.joints.head[0] + 120 * sA + half * 0.6),
          y: G - 6,
          s: sA,
          flip: true,
          rotate: -7,
        };
        const target = toLocal([c.joints.mouth[0] + 62 * sA, c.joints.mouth[1] - 26 * sA], t);
        svg += shadow(t.x, G - 6, half * 0.6);
        const p = person(worker, 'hold-hand', 'calm', { hands: { '1': target }, holding: 'mirror', facing: 1 }, t);
        svg += p.svg;
        adultStaged = p.staged;
      }
      break;
    }
    case 'barber-chair': {
      const seatC = seatHeight(child) * sC;
      const seat = seatC * 1.9;
      const x = cx - 60;
      const figY = G - 10 - (seat - seatC);
      const head = G - 10 - (figY + (cb.headCy + cb.thigh * 0.82) * sC);
      const chair = barberChair(x, G - 10, sC, '#b35d5d', seat, G - 10 - figY + 4, head);
      Object.assign(boxes, chair.boxes);
      back += chair.svg;
      addChild('sit', { chair: 'none', cape: '#7fa7d6', facing: worker ? 1 : undefined }, { x, y: figY, s: sC });
      if (worker) standBy(worker, x + 40, 'stand', { holding: 'comb' });
      break;
    }
    case 'examination-bench': {
      const k = 0.95 * sC;
      const x = cx - 80;
      back += examBed(x - 60 * k, G - 20, k, '#9cc3e6', false);
      boxes.bench = placeBox({ x0: -210, x1: 210, y0: -235, y1: -140 }, x - 60 * k, G - 20, k);
      const seatTop = G - 20 - 190 * k;
      addChild('sit', { chair: 'none', facing: worker ? 1 : undefined }, { x, y: seatTop + seatHeight(child) * sC, s: sC });
      if (worker) standBy(worker, x + 80);
      break;
    }
    case 'wait-with-book': {
      const seat = adultLook ? seatHeight(adultLook) * sA * 0.92 : seatHeight(child) * sC * 1.3;
      const gap = Math.max(130, halfC + (adultLook ? figureHalfWidth(adultLook) * sA * 0.75 : 0));
      const x = cx - 80;
      const chairs = waitingChairs(x, G - 10, seat, '#9cc3e6', -1, gap);
      Object.assign(boxes, chairs.boxes);
      back += chairs.svg;
      if (adultLook)
        adultStaged = addAdult(
          adultLook,
          'sit',
          { chair: 'none', facing: -1 },
          { x: x + gap, y: G - 10 - seat + seatHeight(adultLook) * sA, s: sA },
        );
      // the companion sits on the next chair, the book is in the child's hands
      if (companionKind) {
        const size = ((childHeight(age) * COMPANION_SIZE[companionKind]) / 100) * 0.9;
        svg += group(drawCompanion(companionKind), place(x - gap, G - 10 - seat + 6, size));
      }
      const c = person(
        child,
        'sit-book',
        mood,
        { chair: 'none', itemColour: '#f2b8a2' },
        { x, y: G - 10 - seat + seatHeight(child) * sC, s: sC },
      );
      svg += c.svg;
      childStaged = c.staged;
      break;
    }
    case 'sit-in-pew': {
      const seat = seatHeight(adultLook ?? child) * (adultLook ? sA : sC) * 0.95;
      const x = cx - 110;
      const ax = x + halfC + (adultLook ? figureHalfWidth(adultLook) * sA * 0.8 : 0);
      // the other children sit on the same pew, beyond the child
      const sitters = (input.others ?? []).slice(0, 3);
      seatedOthers = true;
      const leftmost = x - sitters.length * halfC * 1.7;
      const bench = pew((leftmost + ax) / 2, G - 30, seat, Math.max(330, (ax - leftmost) / 2 + 130));
      sitters.forEach((look, i) => {
        const s = (childHeight(look.age === 'adult' ? 12 : look.age) / bodyOf(look.age).H) * 0.95;
        svg += person(
          look,
          'sit',
          mood,
          { chair: 'none', facing: 1 },
          { x: x - (i + 1) * halfC * 1.7, y: G - 30 - seat + seatHeight(look) * s, s },
        ).svg;
      });
      Object.assign(boxes, bench.boxes);
      back += bench.svg;
      if (adultLook)
        adultStaged = addAdult(
          adultLook,
          'sit',
          { chair: 'none', facing: -1 },
          { x: ax, y: G - 30 - seat + seatHeight(adultLook) * sA, s: sA },
        );
      addChild('sit', { chair: 'none', facing: adultLook ? 1 : undefined }, { x, y: G - 30 - seat + seatHeight(child) * sC, s: sC });
      break;
    }
    case 'bus-seat': {
      backdrop = busInside(w0, 700);
      const seat = seatHeight(child) * sC * 1.25;
      const x = cx - 120;
      const bench = busSeat(x + 60, G - 20, seat, '#6f9fd8');
      Object.assign(boxes, bench.boxes);
      back += bench.svg;
      addChild('sit', { chair: 'none', facing: adultLook ? 1 : undefined }, { x, y: G - 20 - seat + seatHeight(child) * sC, s: sC });
      if (adultLook) {
        const ax = standBy(adultLook, x + 160, 'hold-hand', {
          hands: { '1': [figureHalfWidth(adultLook) * 0.7, -bodyOf('adult').H * 0.93] },
        });
        back += busPole(ax + figureHalfWidth(adultLook) * 0.7 * sA, G - 6);
      } else back += busPole(x + 320, G - 6);
      break;
    }
    case 'flower-at-grave': {
      const k = 0.85 * Math.max(0.8, sC);
      const gx = cx + 150;
      const g = grave(gx, G - 20, k);
      Object.assign(boxes, g.boxes);
      back += g.svg;
      const reachX = figureJoints(child, 'kneel-flower', { holding: 'flower' }).hands['1'][0] * sC;
      const x = g.boxes.flowers.x0 + 40 - reachX;
      svg += shadow(x, G, halfC * 0.6);
      addChild('kneel-flower', { holding: 'flower', facing: 1 }, { x, y: G, s: sC });
      if (adultLook) {
        const half = figureHalfWidth(adultLook) * sA;
        const ax = Math.max(half * 0.9, x - halfC - half * 0.55);
        const p = person(adultLook, 'stand', 'calm', { facing: 1 }, { x: ax, y: G - 30, s: sA * 0.97 });
        back = p.svg + back;
        adultStaged = p.staged;
      }
      break;
    }
    case 'lie-in-bed':
    case 'lie-in-hospital-bed':
    case 'visit-in-hospital-bed': {
      const visit = action === 'visit-in-hospital-bed';
      const hospital = action !== 'lie-in-bed';
      const lying = visit ? adultLook : child;
      if (!lying) {
        // nobody to visit: the child stands beside an empty, made bed
        addChild('stand', {}, { x: cx, y: G, s: sC });
        break;
      }
      const sL = visit ? sA * 0.8 : sC * 1.1;
      const bed = lyingBed(lying);
      const len = (bed.x1 - bed.x0) * sL;
      const bedX = w0 - len / 2 - (visit ? 30 : 20);
      const top = hospital ? G - 330 : G - 250;
      const figY = top - bed.top * sL;
      const x0 = bedX + bed.x0 * sL;
      const x1 = bedX + bed.x1 * sL;
      let railFront = '';
      if (hospital) {
        const hb = hospitalBed(x0 + 10, x1 - 10, top, G);
        back += hb.back.svg;
        railFront = hb.front;
        Object.assign(boxes, hb.back.boxes);
      } else boxes.mattress = placeBox(bed, bedX, figY, sL);
      const lyingOpts: PoseOptions = { bedFrame: !hospital };
      if (visit) {
        const p = person(lying, 'lie', 'calm', lyingOpts, { x: bedX, y: figY, s: sL });
        back += p.svg + railFront;
        adultStaged = p.staged;
        // the child stands at the head end, facing the bed
        const x = Math.max(halfC * 0.9, x0 - halfC * 0.55);
        svg += shadow(x, G, halfC * 0.6);
        addChild('stand', { facing: 1 }, { x, y: G, s: sC });
      } else {
        const t: Transform = { x: bedX, y: figY, s: sL };
        const p = person(child, 'lie', mood, childOpts('lie', lyingOpts), t);
        back += p.svg + railFront;
        childStaged = p.staged;
        if (heldBox) boxes.companion = boxOf(heldBox, t);
        if (adultLook) {
          // the adult sits on a chair at the head end
          const half = figureHalfWidth(adultLook) * sA;
          const ax = Math.max(half * 0.8, x0 - half * 0.8);
          adultStaged = addAdult(adultLook, 'sit', { chair: 'chair', facing: 1 }, { x: ax, y: G - 4, s: sA * 0.95 });
        }
      }
      break;
    }
    case 'eat-at-table': {
      const x = adultLook ? cx - 120 : cx;
      const c = addChild('eat', { facing: adultLook ? 1 : undefined }, { x, y: G, s: sC });
      const t = eatTableTop(child);
      boxes.table = placeBox(t, x, G, sC);
      void c;
      if (adultLook) {
        const ax = Math.min(w0 - figureHalfWidth(adultLook) * sA, x + halfC * 1.9 + figureHalfWidth(adultLook) * sA * 0.7);
        adultStaged = addAdult(adultLook, 'sit', { chair: 'chair', facing: -1 }, { x: ax, y: G - 4, s: sA });
      }
      break;
    }
    case 'wash-hands': {
      const x = adultLook ? cx - 100 : cx;
      addChild('wash-hands', {}, { x, y: G, s: sC });
      boxes.sink = placeBox(sinkBasin(child), x, G, sC);
      if (adultLook) standBy(adultLook, x + 40);
      groundCompanion(x);
      break;
    }
    case 'stand-in-line': {
      // a counter at the front of the line, a grown-up and a child ahead, a belt along the line
      back += counter(w0 - 70, G - 40);
      const ahead1 = adultFigureLook('line', 'helper', 'a');
      const ahead2 = { ...adultFigureLook('line', 'parent', 'b'), age: Math.min(12, age + 2) };
      back += shadow(cx + 270, G - 24, 60) + person(ahead1, 'stand', 'calm', { facing: 1 }, { x: cx + 270, y: G - 24, s: sA * 0.95 }).svg;
      const s2 = (childHeight(ahead2.age) * 0.95) / bodyOf(ahead2.age).H;
      back += shadow(cx + 90, G - 16, 50) + person(ahead2, 'stand', 'calm', { facing: 1 }, { x: cx + 80, y: G - 16, s: s2 }).svg;
      const belt = queueBelt(cx - 420, cx + 340, G + 30);
      Object.assign(boxes, belt.boxes);
      front += belt.svg;
      const x = cx - 110;
      svg += shadow(x, G, halfC * 0.6);
      addChild('stand', { facing: 1 }, { x, y: G, s: sC });
      if (adultLook) {
        const half = figureHalfWidth(adultLook) * sA;
        const ax = Math.max(half * 0.9, x - halfC - half * 0.6);
        svg += shadow(ax, G - 6, half * 0.6);
        adultStaged = addAdult(adultLook, 'stand', { facing: 1 }, { x: ax, y: G - 6, s: sA });
      }
      break;
    }
    case 'hold-hand': {
      const x = adultLook ? cx - 120 : cx;
      if (!adultLook) {
        addChild('stand', {}, { x, y: G, s: sC });
        groundCompanion(x);
        break;
      }
      // the hands meet as low as the adult's hand comes down, the child's arm almost straight; the adult stands where their arm reaches it
      const half = figureHalfWidth(adultLook) * sA;
      const ab = bodyOf('adult');
      const childShoulder: Pt = [x + (cb.shoulderHalf - cb.armW * 0.45) * sC, G + (cb.shoulderY + cb.armW * 0.45) * sC];
      const adultShoulderY = G - 6 + (ab.shoulderY + ab.armW * 0.45) * sA;
      const armC = (cb.upperArm + cb.foreArm) * sC;
      const armA = (ab.upperArm + ab.foreArm) * sA;
      const meetY = Math.min(adultShoulderY + armA * 0.98, childShoulder[1] + armC * 0.85);
      const meetX = childShoulder[0] + Math.sqrt(Math.max(0, (armC * 0.97) ** 2 - (meetY - childShoulder[1]) ** 2));
      const reachA = Math.sqrt(Math.max(0, (armA * 0.99) ** 2 - (meetY - adultShoulderY) ** 2));
      const ax = Math.min(
        w0 - half * 0.95,
        Math.max(x + halfC * 0.5 + half * 0.5, meetX + reachA + (ab.shoulderHalf - ab.armW * 0.45) * sA),
      );
      const meet: Pt = [meetX, meetY];
      const tc: Transform = { x, y: G, s: sC };
      const ta: Transform = { x: ax, y: G - 6, s: sA };
      svg += shadow(ax, G - 6, half * 0.6) + shadow(x, G, halfC * 0.6);
      adultStaged = addAdult(adultLook, 'hold-hand', { hands: { '-1': toLocal(meet, ta) }, facing: -1 }, ta);
      addChild('hold-hand', { hands: { '1': toLocal(meet, tc) }, facing: 1 }, tc);
      groundCompanion(x);
      break;
    }
    case 'wave-hello':
    case 'wave-goodbye': {
      const x = adultLook ? cx - 130 : cx;
      svg += shadow(x, G, halfC * 0.6);
      // the child waves with the arm away from the adult and looks at them
      addChild('wave', { facing: adultLook ? -1 : undefined }, { x, y: G, s: sC, flip: !!adultLook });
      if (adultLook) standBy(adultLook, x + 40, 'wave');
      groundCompanion(x);
      break;
    }
    case 'put-on-coat': {
      const x = adultLook ? cx - 110 : cx;
      const hooks = coatHooks(x - 60, G - childHeight(age) * 1.12, 0.9);
      Object.assign(boxes, hooks.boxes);
      back += hooks.svg;
      svg += shadow(x, G, halfC * 0.6);
      addChild('put-on-coat', { itemColour: '#e58f65', facing: adultLook ? 1 : undefined }, { x, y: G, s: sC });
      if (adultLook) standBy(adultLook, x + 40);
      groundCompanion(x);
      break;
    }
    case 'look-at-photo': {
      // A memory: the framed photo stands on a chest at the child's chest height, the child turned to it; the adult stands by.
      const x = adultLook ? cx - 40 : cx + 60;
      const photo = framedPhoto(x - 240, G - childHeight(age) * 0.72, 0.85, G - 4);
      Object.assign(boxes, photo.boxes);
      back += photo.svg;
      svg += shadow(x, G, halfC * 0.6);
      addChild('stand', { facing: -1 }, { x, y: G, s: sC });
      if (adultLook) standBy(adultLook, x + 40);
      groundCompanion(x);
      break;
    }
    case 'hold-companion':
    case 'cover-ears':
    case 'stand':
    case 'walk':
    case 'sit': {
      const pose: Pose = action === 'hold-companion' ? 'hold-item' : action;
      const x = adultLook ? cx - 110 : cx;
      svg += shadow(x, G, halfC * 0.6);
      addChild(pose, { facing: adultLook && action !== 'walk' ? 1 : undefined }, { x, y: G, s: sC });
      // the chair that comes with sitting
      if (pose === 'sit')
        boxes.seat = placeBox(
          { x0: -cb.hipHalf * 1.7, x1: cb.hipHalf * 1.7, y0: -seatHeight(child) - 40, y1: -seatHeight(child) + 20 },
          x,
          G,
          sC,
        );
      if (adultLook) standBy(adultLook, x + (pose === 'sit' ? 70 : 40), action === 'walk' ? 'walk' : 'stand');
      groundCompanion(x);
      break;
    }
  }

  // further children stand by on the far side, a little behind
  let others = '';
  (seatedOthers ? [] : (input.others ?? []).slice(0, 3)).forEach((look, i) => {
    const a = look.age === 'adult' ? 12 : look.age;
    const s = (childHeight(a) * 0.82) / bodyOf(look.age).H;
    // inside the picture: a cousin or a friend beside a walking child was cut in half by the edge
    const x = Math.max(80, figureHalfWidth(look) * s + 24) + i * 150;
    others +=
      shadow(x, G - 50, 50) +
      group(
        drawFigure(look, action === 'wave-hello' || action === 'wave-goodbye' ? 'wave' : 'stand', mood, { facing: 1 }),
        place(x, G - 50, s),
      );
  });

  // mirror and fit the canonical staging into the picture
  const side = input.side ?? 1;
  const f = input.w / w0;
  const map = (p: Pt): Pt => {
    const x = side < 0 ? w0 - p[0] : p[0];
    return [x * f, G + (p[1] - G) * f];
  };
  const mapBox = (b: Box): Box => {
    const a = map([b.x0, b.y0]);
    const c = map([b.x1, b.y1]);
    return { x0: Math.min(a[0], c[0]), x1: Math.max(a[0], c[0]), y0: a[1], y1: c[1] };
  };
  const wrap = (inner: string) =>
    side < 0 || f !== 1
      ? group(inner, `translate(0 ${num(G * (1 - f))}) scale(${num(f)}) ${side < 0 ? `translate(${num(w0)} 0) scale(-1 1)` : ''}`)
      : inner;
  const staged = (p: StagedPerson): StagedPerson => ({ ...p, joints: mapJoints(p.joints, map, f), faces: (p.faces * side) as -1 | 0 | 1 });
  return {
    backdrop: backdrop ? wrap(backdrop) : '',
    svg: wrap(others + back + svg + front),
    child: staged(childStaged!),
    adult: adultStaged ? staged(adultStaged) : null,
    boxes: Object.fromEntries(Object.entries(boxes).map(([k, b]) => [k, mapBox(b)])),
  };
}
