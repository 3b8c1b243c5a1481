/**
 * A small style-neutral drawing language for the card subjects: shapes carry a named tone
 * ("red", "skin", "leaf", ...) instead of a colour, and each card style decides how a tone is
 * painted (flat with bold outline, gradient, cel-shaded, watercolour wash, 3-colour flat, or
 * black line art).
 */
import type { Rng } from '../rng';

export type Tone =
  | 'skin'
  | 'hair'
  | 'white'
  | 'cream'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'leaf'
  | 'blue'
  | 'sky'
  | 'navy'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'tan'
  | 'wood'
  | 'grey'
  | 'silver'
  | 'ink'
  | 'cheek'
  | 'water';

export const TONES: readonly Tone[] = [
  'skin',
  'hair',
  'white',
  'cream',
  'red',
  'orange',
  'yellow',
  'green',
  'leaf',
  'blue',
  'sky',
  'navy',
  'purple',
  'pink',
  'brown',
  'tan',
  'wood',
  'grey',
  'silver',
  'ink',
  'cheek',
  'water',
];

interface Base {
  tone: Tone;
  /** Small decoration that a minimalist picture may leave out. */
  detail?: boolean;
  /** Rotation in degrees around the shape's centre (circle/ellipse/rect). */
  rot?: number;
}

export type Shape =
  | (Base & { k: 'circle'; cx: number; cy: number; r: number })
  | (Base & { k: 'ellipse'; cx: number; cy: number; rx: number; ry: number })
  | (Base & { k: 'rect'; x: number; y: number; w: number; h: number; r?: number })
  | (Base & { k: 'path'; d: string })
  | (Base & { k: 'line'; d: string; width: number })
  | (Base & { k: 'group'; transform: string; shapes: Shape[] })
  /** Finished SVG drawn elsewhere (the chosen child's figure): each style treats it as a whole. */
  | (Base & { k: 'svg'; svg: string });

export const C = (cx: number, cy: number, r: number, tone: Tone, detail = false): Shape => ({ k: 'circle', cx, cy, r, tone, detail });
export const E = (cx: number, cy: number, rx: number, ry: number, tone: Tone, rot = 0, detail = false): Shape => ({
  k: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  tone,
  rot,
  detail,
});
export const R = (x: number, y: number, w: number, h: number, tone: Tone, r = 0, rot = 0, detail = false): Shape => ({
  k: 'rect',
  x,
  y,
  w,
  h,
  r,
  tone,
  rot,
  detail,
});
export const P = (d: string, tone: Tone, detail = false): Shape => ({ k: 'path', d, tone, detail });
export const L = (d: string, tone: Tone, width = 6, detail = false): Shape => ({ k: 'line', d, tone, width, detail });
/** Shapes moved/scaled together (the tone of a group itself is unused). */
export const G = (shapes: Shape[], transform: string): Shape => ({ k: 'group', transform, shapes, tone: 'ink' });

export type CardStyleId = 'cartoon' | 'realistic' | 'anime' | 'watercolor' | 'minimalist' | 'coloring';

export type Expression = 'happy' | 'sad' | 'angry' | 'scared' | 'calm' | 'sleepy';

export interface SubjectContext {
  style: CardStyleId;
  rng: Rng;
  expression: Expression;
  gender?: 'boy' | 'girl';
}

/** A drawn subject: shapes in a box about 400 wide (800 when wide) with its foot at (0, 0). */
export interface Drawn {
  shapes: Shape[];
  /** Half width of the drawing (for layout); 200 unless wide. */
  half: number;
  height: number;
}

/** Eyes, brows, mouth and cheeks for a face centred at (cx, cy) with radius r. */
export function face(cx: number, cy: number, r: number, expr: Expression, ctx: SubjectContext, iris: Tone = 'brown'): Shape[] {
  const s: Shape[] = [];
  const ex = r * 0.36;
  const ey = cy - r * 0.02;
  const anime = ctx.style === 'anime';
  if (expr === 'sleepy') {
    for (const side of [-1, 1]) s.push(L(`M${cx + side * ex - r * 0.13} ${ey} q${r * 0.13} ${r * 0.11} ${r * 0.26} 0`, 'ink', r * 0.05));
  } else if (anime) {
    const big = expr === 'scared' ? 1.12 : 1;
    for (const side of [-1, 1]) {
      const x = cx + side * ex;
      s.push(E(x, ey, r * 0.2 * big, r * 0.27 * big, 'white'));
      s.push(E(x, ey + r * 0.04, r * 0.15 * big, r * 0.21 * big, iris));
      s.push(E(x, ey + r * 0.07, r * 0.08 * big, r * 0.12 * big, 'ink'));
      s.push(C(x - r * 0.06, ey - r * 0.08, r * 0.06, 'white'));
      s.push(C(x + r * 0.06, ey + r * 0.12, r * 0.03, 'white'));
      s.push(L(`M${x - r * 0.2} ${ey - r * 0.2} Q${x} ${ey - r * 0.34} ${x + r * 0.2} ${ey - r * 0.22}`, 'ink', r * 0.05));
    }
  } else if (expr === 'scared') {
    for (const side of [-1, 1]) {
      s.push(C(cx + side * ex, ey, r * 0.15, 'white'));
      s.push(C(cx + side * ex, ey + r * 0.02, r * 0.08, 'ink'));
    }
  } else {
    for (const side of [-1, 1]) {
      s.push(E(cx + side * ex, ey, r * 0.085, r * 0.115, 'ink'));
      s.push(C(cx + side * ex - r * 0.03, ey - r * 0.04, r * 0.03, 'white', true));
    }
  }
  // brows
  const by = ey - r * (anime ? 0.42 : 0.26);
  for (const side of [-1, 1]) {
    const x = cx + side * ex;
    if (expr === 'angry') s.push(L(`M${x - side * r * 0.16} ${by + r * 0.07} L${x + side * r * 0.14} ${by - r * 0.04}`, 'ink', r * 0.06));
    else if (expr === 'sad' || expr === 'scared')
      s.push(L(`M${x - side * r * 0.15} ${by - r * 0.05} L${x + side * r * 0.14} ${by + r * 0.04}`, 'ink', r * 0.05));
    else if (!anime) s.push(L(`M${x - r * 0.12} ${by} Q${x} ${by - r * 0.07} ${x + r * 0.12} ${by}`, 'ink', r * 0.045, true));
  }
  // mouth
  const my = cy + r * 0.4;
  if (expr === 'happy') s.push(P(`M${cx - r * 0.26} ${my - r * 0.06} Q${cx} ${my + r * 0.36} ${cx + r * 0.26} ${my - r * 0.06} Z`, 'red'));
  else if (expr === 'calm') s.push(L(`M${cx - r * 0.2} ${my} Q${cx} ${my + r * 0.16} ${cx + r * 0.2} ${my}`, 'ink', r * 0.055));
  else if (expr === 'sleepy') s.push(L(`M${cx - r * 0.12} ${my} Q${cx} ${my + r * 0.1} ${cx + r * 0.12} ${my}`, 'ink', r * 0.05));
  else if (expr === 'sad') {
    s.push(L(`M${cx - r * 0.2} ${my + r * 0.1} Q${cx} ${my - r * 0.1} ${cx + r * 0.2} ${my + r * 0.1}`, 'ink', r * 0.055));
    const ty = ey + r * (anime ? 0.32 : 0.16);
    s.push(P(`M${cx + ex + r * 0.05} ${ty} q${r * 0.07} ${r * 0.14} 0 ${r * 0.2} q-${r * 0.07} -${r * 0.06} 0 -${r * 0.2} Z`, 'water'));
  } else if (expr === 'angry')
    s.push(L(`M${cx - r * 0.2} ${my + r * 0.06} Q${cx} ${my - r * 0.06} ${cx + r * 0.2} ${my + r * 0.06}`, 'ink', r * 0.06));
  else if (expr === 'scared') s.push(E(cx, my + r * 0.04, r * 0.1, r * 0.13, 'ink'));
  if (expr !== 'angry') for (const side of [-1, 1]) s.push(C(cx + side * r * 0.55, cy + r * 0.25, r * 0.12, 'cheek', true));
  return s;
}
