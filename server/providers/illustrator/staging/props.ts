/**
 * The furniture and things an action needs (issue 29): a dentist's treatment chair, a barber's
 * chair, a row of waiting-room chairs, a church pew, a grave, a hospital bed, a bus seat. Each is
 * drawn around its foot point and says where its parts are (`boxes`, in picture units), so the
 * people can be placed on them and the tests can check they are.
 */
import { shade } from '../color';
import { circle, ellipse, group, line, path, place, rect } from '../svg';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Prop {
  svg: string;
  boxes: Record<string, Box>;
}

const WHITE = '#fffdf8';
const CHROME = '#c7d2da';

/** A box in an object's own units, as it lands in the picture when the object is placed at (x, y), scale s, maybe mirrored. */
export function placeBox(b: Box, x: number, y: number, s: number, flip = false): Box {
  const xs = [x + (flip ? -1 : 1) * s * b.x0, x + (flip ? -1 : 1) * s * b.x1];
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: y + s * b.y0, y1: y + s * b.y1 };
}

export const within = (p: readonly [number, number], b: Box, margin = 0) =>
  p[0] >= b.x0 - margin && p[0] <= b.x1 + margin && p[1] >= b.y0 - margin && p[1] <= b.y1 + margin;

const prop = (g: string, boxes: Record<string, Box>, x: number, y: number, s: number, flip = false): Prop => ({
  svg: group(g, place(x, y, s, flip)),
  boxes: Object.fromEntries(Object.entries(boxes).map(([k, b]) => [k, placeBox(b, x, y, s, flip)])),
});

/** The treatment chair's angles: the back rest rises this much towards the head end (+x). */
export const TREATMENT_RECLINE = (27 * Math.PI) / 180;
/** Seat height and how far from the seat's back corner the head rest's middle is, in chair units. */
export const TREATMENT_SEAT = 230;
export const TREATMENT_HEAD = 262;

/**
 * A dentist's treatment chair seen from the side, lying back, the head end towards +x, with the
 * lamp on an arm over the head and a tray of small tools. Chair units: the seat's back corner is at
 * (0, -TREATMENT_SEAT); s = 1 fits a person whose hips-to-head is TREATMENT_HEAD.
 */
export function treatmentChair(x: number, y: number, s: number, colour: string, flip = false): Prop {
  const c = Math.cos(TREATMENT_RECLINE);
  const sn = Math.sin(TREATMENT_RECLINE);
  const at = (d: number, below = 0): [number, number] => [c * d + sn * below, -TREATMENT_SEAT - sn * d + c * below];
  const pts = (ps: Array<[number, number]>) =>
    ps.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ') + ' Z';
  let g = '';
  // lamp: on an arm from the ceiling, its head above the face
  const head = at(TREATMENT_HEAD, 0);
  const lamp: [number, number] = [head[0] - 40, head[1] - 290];
  g += line(`M${lamp[0] - 120} -1300 V${lamp[1] - 110} L${lamp[0] - 10} ${lamp[1] - 20}`, '#b9c4cc', 12);
  g += circle(lamp[0], lamp[1] + 70, 90, '#fff6d6', { opacity: 0.35, stroke: 'none' });
  g += ellipse(lamp[0], lamp[1], 64, 36, '#f1f4f6', { transform: `rotate(18 ${lamp[0]} ${lamp[1]})` });
  g += ellipse(lamp[0] + 4, lamp[1] + 16, 44, 16, '#fff3c4', { transform: `rotate(18 ${lamp[0]} ${lamp[1]})`, 'stroke-width': 2 });
  // base and column
  g += ellipse(-40, -10, 150, 18, CHROME);
  g += rect(-70, -TREATMENT_SEAT + 20, 60, TREATMENT_SEAT - 28, '#dfe6ea', 10);
  // leg rest, seat, back rest, head rest
  const legEnd: [number, number] = [-210 - Math.cos(0.66) * 190, -TREATMENT_SEAT + Math.sin(0.66) * 190];
  g += path(
    pts([
      [-200, -TREATMENT_SEAT],
      [legEnd[0], legEnd[1]],
      [legEnd[0] + 24, legEnd[1] + 30],
      [-190, -TREATMENT_SEAT + 42],
    ]),
    shade(colour, -0.03),
  );
  g += rect(-215, -TREATMENT_SEAT - 4, 230, 46, colour, 20);
  g += path(pts([at(-10, -4), at(TREATMENT_HEAD - 70, -4), at(TREATMENT_HEAD - 70, 48), at(-10, 48)]), colour);
  const pad = at(TREATMENT_HEAD, 34);
  g += rect(pad[0] - 62, pad[1] - 22, 124, 44, shade(colour, 0.06), 20, {
    transform: `rotate(${(-TREATMENT_RECLINE * 180) / Math.PI} ${pad[0]} ${pad[1]})`,
  });
  // arm rest
  g += rect(-40, -TREATMENT_SEAT - 60, 150, 20, shade(colour, -0.08), 10);
  const boxes: Record<string, Box> = {
    headrest: { x0: pad[0] - 95, x1: pad[0] + 85, y0: pad[1] - 130, y1: pad[1] + 20 },
    seat: { x0: -215, x1: 20, y0: -TREATMENT_SEAT - 40, y1: -TREATMENT_SEAT + 42 },
    legrest: { x0: legEnd[0] - 30, x1: -180, y0: -TREATMENT_SEAT - 40, y1: legEnd[1] + 40 },
    lamp: { x0: lamp[0] - 64, x1: lamp[0] + 64, y0: lamp[1] - 40, y1: lamp[1] + 40 },
  };
  return prop(g, boxes, x, y, s, flip);
}

/**
 * A barber's chair seen from the front: a round foot, a pump column with a foot pedal, a padded
 * seat with arm rests, a high back and a head rest on a stalk. `seat` is the seat's height and
 * `footrest` the height of the bar the feet rest on (both above the floor, picture units).
 */
export function barberChair(x: number, y: number, s: number, colour: string, seat: number, footrest: number, head: number): Prop {
  const sy = -seat / s;
  const fy = -footrest / s;
  // the head rest's stalk is set to the sitter's head
  const hy = Math.min(sy - 150, -head / s + 10);
  let g = ellipse(0, -12, 120, 24, shade(CHROME, -0.05));
  g += ellipse(0, -20, 100, 16, CHROME);
  g += rect(-22, sy + 30, 44, -sy - 40, CHROME, 8);
  for (let ry = sy + 60; ry < -40; ry += 36) g += line(`M-22 ${ry} H22`, shade(CHROME, -0.15), 3);
  g += line('M22 -60 L90 -40', '#9aa7b1', 10) + rect(84, -50, 40, 16, '#9aa7b1', 5);
  // the back and head rest stand behind the sitter
  g += rect(-100, sy - 250, 200, 250, colour, 36);
  g += rect(-8, hy + 20, 16, sy - 230 - hy, CHROME, 4);
  g += rect(-70, hy - 28, 140, 56, shade(colour, 0.06), 26);
  g += rect(-125, sy - 10, 250, 46, shade(colour, -0.06), 20);
  g += rect(-150, sy - 90, 40, 96, shade(colour, 0.04), 16) + rect(110, sy - 90, 40, 96, shade(colour, 0.04), 16);
  g += rect(-70, fy - 6, 140, 16, CHROME, 6) + line(`M0 ${fy + 10} V${sy + 36}`, CHROME, 10);
  return prop(
    g,
    {
      seat: { x0: -125, x1: 125, y0: sy - 60, y1: sy + 36 },
      footrest: { x0: -80, x1: 80, y0: fy - 40, y1: fy + 12 },
      headrest: { x0: -70, x1: 70, y0: hy - 28, y1: hy + 28 },
    },
    x,
    y,
    s,
  );
}

/** A plain chair from the front (thin metal legs, a flat seat and back), seat height `seat` in picture units. */
function plainChair(cx: number, seat: number, colour: string): string {
  const sy = -seat;
  return (
    line(`M${cx - 44} ${sy} L${cx - 50} -4 M${cx + 44} ${sy} L${cx + 50} -4`, '#8f9aa6', 7) +
    line(`M${cx - 40} ${sy - 10} V${sy - 150} M${cx + 40} ${sy - 10} V${sy - 150}`, '#8f9aa6', 7) +
    rect(cx - 48, sy - 160, 96, 62, colour, 10) +
    rect(cx - 56, sy - 8, 112, 22, shade(colour, -0.08), 8)
  );
}

/** A row of three plain waiting-room chairs and a small table with picture books; the sitter takes the middle one. */
export function waitingChairs(x: number, y: number, seat: number, colour: string, tableSide: 1 | -1, gap = 130): Prop {
  let g = '';
  for (const cx of [-gap, 0, gap]) g += plainChair(cx, seat, colour);
  const tx = tableSide * (gap * 1.5 + 95);
  const top = -seat * 0.95;
  const wood = '#d8b08a';
  g += rect(tx - 70, top, 140, 18, wood, 6) + line(`M${tx - 58} ${top + 18} V-4 M${tx + 58} ${top + 18} V-4`, shade(wood, -0.15), 8);
  g +=
    rect(tx - 56, top - 16, 60, 16, '#f2b8a2', 3) +
    rect(tx - 50, top - 30, 52, 14, '#9cc3e6', 3) +
    rect(tx + 10, top - 20, 48, 20, '#a8d5ba', 3, { transform: `rotate(-8 ${tx + 34} ${top - 10})` });
  return prop(
    g,
    { seat: { x0: -56, x1: 56, y0: -seat - 40, y1: -seat + 14 }, table: { x0: tx - 70, x1: tx + 70, y0: top - 30, y1: top + 18 } },
    x,
    y,
    1,
  );
}

/** A church pew from the front: a long seat, a high back and carved ends; seat height `seat` (picture units), half length `half`. */
export function pew(x: number, y: number, seat: number, half: number, wood = '#b98b62'): Prop {
  const sy = -seat;
  let g = rect(-half, sy - seat * 1.05, 2 * half, seat * 0.95, shade(wood, -0.04), 10);
  g += line(`M${-half + 20} ${sy - seat * 0.6} H${half - 20}`, shade(wood, -0.12), 4);
  g += rect(-half - 10, sy - 8, 2 * half + 20, 28, wood, 8);
  g += rect(-half + 10, sy + 20, 2 * half - 20, seat - 24, shade(wood, -0.15), 4, { opacity: 0.5 });
  for (const sd of [-1, 1]) {
    const ex = sd * (half + 4);
    g += path(`M${ex - 22} -2 V${sy - seat * 1.1} Q${ex} ${sy - seat * 1.3} ${ex + 22} ${sy - seat * 1.1} V-2 Z`, shade(wood, 0.04));
  }
  return prop(g, { seat: { x0: -half, x1: half, y0: sy - 40, y1: sy + 20 } }, x, y, 1);
}

/**
 * A grave in a churchyard: a rounded headstone with a carved heart, a low bed of earth in front of
 * it with flowers and a small lantern. `flowers` is where a flower is laid.
 */
export function grave(x: number, y: number, s: number): Prop {
  const stone = '#b8bcc4';
  let g = ellipse(0, -6, 250, 40, '#8fb878', { stroke: 'none', opacity: 0.6 });
  g += path('M-120 -40 V-330 Q-120 -420 0 -420 Q120 -420 120 -330 V-40 Z', stone);
  g += path('M-88 -60 V-320 Q-88 -390 0 -390 Q88 -390 88 -320 V-60 Z', shade(stone, 0.05), { 'stroke-width': 2 });
  g += path('M0 -250 C-30 -290 -70 -260 -40 -225 L0 -190 L40 -225 C70 -260 30 -290 0 -250 Z', shade(stone, -0.08), { 'stroke-width': 2 });
  g += path('M-230 -6 Q-230 -70 -150 -70 H150 Q230 -70 230 -6 Z', '#9a7a5e');
  const petals = ['#f2a7c3', '#f6d37a', '#c9b6f0', '#f7b2a0'];
  for (let i = 0; i < 7; i++) {
    const fx = -180 + i * 40;
    g += line(`M${fx} -50 V-${88 + (i % 3) * 10}`, '#6fa35a', 5);
    g +=
      circle(fx, -92 - (i % 3) * 10, 13, petals[i % 4], { 'stroke-width': 2 }) +
      circle(fx, -92 - (i % 3) * 10, 5, '#ffd66b', { 'stroke-width': 1.5 });
  }
  g +=
    rect(150, -120, 40, 56, '#e9e4da', 6) +
    rect(158, -110, 24, 34, '#fff3c4', 4, { 'stroke-width': 2 }) +
    path('M146 -120 L170 -140 L194 -120 Z', '#9aa7b1');
  return prop(g, { flowers: { x0: -230, x1: 230, y0: -140, y1: 0 }, stone: { x0: -120, x1: 120, y0: -420, y1: -40 } }, x, y, s);
}

/**
 * A hospital bed seen from the side, around the mattress a person lies on: a raised head end
 * (at -x), a foot board, a metal frame on wheels, a side rail. (x0, x1) is the mattress, `top` its upper edge.
 */
export function hospitalBed(x0: number, x1: number, top: number, groundY: number): { back: Prop; front: string } {
  const frame = '#b9c4cc';
  let g = '';
  g += rect(x0 - 40, top - 230, 34, groundY - top + 200, '#e6ecef', 12);
  g += rect(x1 + 6, top - 120, 30, groundY - top + 90, '#e6ecef', 12);
  g += rect(x0 - 20, top + 56, x1 - x0 + 40, 26, frame, 8);
  g += line(
    `M${x0 + 30} ${top + 80} V${groundY - 34} M${x1 - 30} ${top + 80} V${groundY - 34} M${x0 + 30} ${groundY - 120} L${x1 - 30} ${groundY - 120}`,
    frame,
    12,
  );
  for (const wx of [x0 + 30, x1 - 30])
    g += circle(wx, groundY - 22, 20, '#8f9aa6') + circle(wx, groundY - 22, 7, '#dfe6ea', { 'stroke-width': 2 });
  g += rect(x0 - 10, top, x1 - x0 + 20, 70, WHITE, 16);
  const back: Prop = { svg: g, boxes: { mattress: { x0: x0 - 10, x1: x1 + 10, y0: top - 170, y1: top + 20 } } };
  // the side rail in front, over the near edge of the blanket, at the foot half
  const rail = line(`M${(x0 + x1) / 2} ${top + 40} V${top - 10} H${x1 - 40} V${top + 40}`, shade(frame, -0.05), 9, { opacity: 0.9 });
  return { back, front: rail };
}

/** A double bus seat from the front, with a grab handle; seat height `seat`, picture units. */
export function busSeat(x: number, y: number, seat: number, colour: string): Prop {
  const sy = -seat;
  const half = 150;
  let g = rect(-half, sy - seat * 1.35, 2 * half, seat * 1.3, colour, 30);
  for (let i = 0; i < 6; i++) g += circle(-half + 30 + i * 48, sy - seat * 0.9, 6, shade(colour, 0.14), { stroke: 'none' });
  g += rect(-half + 40, sy - seat * 1.48, 60, 26, CHROME, 10);
  g += rect(-half - 8, sy - 8, 2 * half + 16, 32, shade(colour, -0.08), 12);
  g += rect(-30, sy + 24, 60, seat - 28, '#8f9aa6', 6) + rect(-60, -12, 120, 12, '#8f9aa6', 4);
  return prop(g, { seat: { x0: -half, x1: half, y0: sy - 40, y1: sy + 24 } }, x, y, 1);
}

/** Inside a bus: the side wall with big windows (the street outside), a yellow pole and the floor. */
export function busInside(w: number, floorY: number): string {
  const wall = '#e8eef2';
  let out = rect(-10, -10, w + 20, floorY + 10, wall, 0, { 'stroke-width': 0 });
  const winTop = 150;
  const winH = 300;
  for (let wx = 40; wx < w; wx += 330) {
    out += rect(wx, winTop, 290, winH, '#cfeaf7', 22, { stroke: '#9fb3c2', 'stroke-width': 10 });
    out +=
      rect(wx + 20, winTop + winH - 110, 70, 90, '#f4d6c4', 4, { 'stroke-width': 2 }) +
      path(`M${wx + 14} ${winTop + winH - 110} L${wx + 55} ${winTop + winH - 150} L${wx + 96} ${winTop + winH - 110} Z`, '#d79b8b', {
        'stroke-width': 2,
      });
    out +=
      circle(wx + 200, winTop + winH - 120, 60, '#a6d18f', { 'stroke-width': 2 }) +
      rect(wx + 194, winTop + winH - 70, 12, 60, '#b48963', 2, { 'stroke-width': 2 });
  }
  out += rect(-10, winTop + winH + 20, w + 20, 24, '#c9d3db', 0, { 'stroke-width': 2 });
  out += rect(-10, floorY, w + 20, 1000 - floorY + 10, '#b7bcc4', 0, { 'stroke-width': 0 });
  for (let i = 0; i < 12; i++) out += circle(40 + i * 90, floorY + 80 + (i % 2) * 120, 5, '#a2a8b1', { stroke: 'none' });
  out += rect(-10, 40, w + 20, 16, CHROME, 6);
  return out;
}

/** A yellow grab pole from floor to ceiling. */
export const busPole = (x: number, groundY: number) => line(`M${x} 40 V${groundY}`, '#f2c94c', 16) + ellipse(x, groundY, 26, 8, '#c9a227');

/** Posts with a soft belt, as at a counter: the line of people waits along it. */
export function queueBelt(x0: number, x1: number, groundY: number): Prop {
  let g = '';
  const postH = 250;
  for (const px of [x0, (x0 + x1) / 2, x1])
    g +=
      line(`M${px} ${groundY - postH} V${groundY - 10}`, '#9aa7b1', 12) +
      ellipse(px, groundY - 8, 30, 9, '#8f9aa6') +
      circle(px, groundY - postH - 6, 12, '#c7d2da');
  g += line(
    `M${x0} ${groundY - postH + 14} Q${(3 * x0 + x1) / 4} ${groundY - postH + 44} ${(x0 + x1) / 2} ${groundY - postH + 14} Q${(x0 + 3 * x1) / 4} ${groundY - postH + 44} ${x1} ${groundY - postH + 14}`,
    '#5b7fa6',
    12,
  );
  return { svg: g, boxes: { line: { x0: Math.min(x0, x1) - 200, x1: Math.max(x0, x1) + 200, y0: groundY - 40, y1: groundY + 20 } } };
}

/**
 * A framed photo (a memory) standing on a low chest of drawers: a wooden frame, a soft sky and a head
 * and shoulders in calm grey-blue with no face drawn, and a small vase with a flower. `floor`: the
 * floor's y in picture units, so the chest stands on it.
 */
export function framedPhoto(x: number, y: number, s: number, floor: number): Prop {
  const wood = '#b98a5e';
  const down = (floor - y) / s;
  let g = rect(-150, 150, 300, Math.max(40, down - 150), shade(wood, 0.12), 10);
  for (const dy of [0.35, 0.68])
    g +=
      line(`M-130 ${150 + (down - 150) * dy} H130`, shade(wood, -0.12), 4) + circle(0, 150 + (down - 150) * dy - 18, 6, shade(wood, -0.2));
  g += rect(-160, 138, 320, 20, shade(wood, -0.08), 6);
  g += rect(-100, -120, 200, 250, wood, 14);
  g += rect(-80, -100, 160, 210, '#dfeaf2', 6);
  g += ellipse(0, -25, 36, 42, '#9fb1c4') + path('M-62 110 Q-62 40 0 36 Q62 40 62 110 Z', '#9fb1c4');
  g += rect(100, 94, 26, 44, '#c9d8e6', 6) + line('M113 94 L113 68', '#6f9a5b', 4) + ellipse(113, 62, 12, 10, '#f2b8c6');
  return prop(g, { photo: { x0: -100, x1: 100, y0: -120, y1: 130 } }, x, y, s);
}

/** A row of coat hooks with a scarf and a bag. */
export function coatHooks(x: number, y: number, s: number): Prop {
  let g = rect(-150, -20, 300, 24, '#d8b08a', 8);
  g += [-100, -20, 60, 130]
    .map((hx) =>
      path(`M${hx} 4 v22 q0 14 14 10`, 'none', { fill: 'none', stroke: '#8f9aa6', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    )
    .join('');
  g += path('M-110 20 Q-100 100 -120 170 H-80 Q-95 100 -90 20 Z', '#c9b6f0') + rect(40, 30, 50, 60, '#f6d37a', 12);
  return prop(g, { hooks: { x0: -150, x1: 150, y0: -20, y1: 180 } }, x, y, s);
}
