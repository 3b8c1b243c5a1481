/**
 * Shared pieces of the storybook scenes: rooms, windows, plants, lamps, sky, hills, trees and a
 * friendly grown-up. Objects are drawn around their foot point (0, 0) with y going up as negative,
 * and placed with `place(x, y, scale)`.
 */
import { mix, shade } from '../color';
import { bodyOf, drawFigure } from '../figures/figure';
import type { FigureLook } from '../figures/look';
import { circle, ellipse, group, line, num, path, place, rect, tag } from '../svg';
import { vGradient, type SceneContext } from './context';

export const SKIN = ['#f6d3b3', '#e9b48e', '#c68a62', '#8d5a3b'] as const;
export const HAIR = ['#6b4a32', '#3b2a20', '#c98b4a', '#e2c07a', '#8a8f99'] as const;
export const WOOD = '#d8b08a';
export const WHITE = '#fffdf8';

/** Back wall, skirting board and floor. */
export function room(ctx: SceneContext, opts: { wall: string; floor: string; kind?: 'wood' | 'tiles' | 'carpet'; trim?: string }): string {
  const { w, floorY } = ctx;
  const wall = ctx.tint(opts.wall);
  const wallFill = ctx.def(
    'wall',
    vGradient('wall', [
      [0, shade(wall, 0.03)],
      [1, shade(wall, -0.03)],
    ]),
  );
  const floorFill = ctx.def(
    'floor',
    vGradient('floor', [
      [0, shade(opts.floor, 0.02)],
      [1, shade(opts.floor, -0.05)],
    ]),
  );
  let out = tag('rect', { x: 0, y: 0, width: w, height: floorY, fill: wallFill });
  out += tag('rect', { x: 0, y: floorY, width: w, height: 1000 - floorY, fill: floorFill });
  const seam = shade(opts.floor, -0.07);
  const kind = opts.kind ?? 'wood';
  if (kind === 'wood') {
    let y = floorY + 30;
    let gap = 34;
    while (y < 1000) {
      out += line(`M0 ${num(y)} H${num(w)}`, seam, 2.5, { opacity: 0.55 });
      gap *= 1.3;
      y += gap;
    }
  } else if (kind === 'tiles') {
    const vx = w / 2;
    const vy = floorY - 500;
    for (let i = -10; i <= 10; i++) {
      const x0 = vx + i * 110;
      const t = (floorY - vy) / (1000 - vy);
      const xTop = vx + (x0 - vx) * t;
      out += line(`M${num(xTop)} ${floorY} L${num(x0 + (x0 - vx) * 0.0)} 1000`, seam, 2.5, { opacity: 0.5 });
    }
    let y = floorY + 40;
    let gap = 45;
    while (y < 1000) {
      out += line(`M0 ${num(y)} H${num(w)}`, seam, 2.5, { opacity: 0.5 });
      gap *= 1.35;
      y += gap;
    }
  }
  const trim = opts.trim ?? WHITE;
  out += rect(-10, floorY - 16, w + 20, 22, trim, 0, { 'stroke-width': 3 });
  return out;
}

/** A window with sky, cross bars, a sill and optional curtains. (x, y) is the top-left corner. */
export function windowPane(
  ctx: SceneContext,
  x: number,
  y: number,
  width: number,
  height: number,
  opts: { night?: boolean; curtain?: string; frame?: string; view?: 'clouds' | 'tree' | 'none' } = {},
): string {
  const frame = opts.frame ?? WHITE;
  const sky = opts.night
    ? ctx.def(
        'win-night',
        vGradient('win-night', [
          [0, '#3e4f80'],
          [1, '#6a7bab'],
        ]),
      )
    : ctx.def(
        'win-day',
        vGradient('win-day', [
          [0, '#bfe1f4'],
          [1, '#e8f5fb'],
        ]),
      );
  let out = rect(x - 10, y - 10, width + 20, height + 20, frame, 8);
  out += tag('rect', { x, y, width, height, fill: sky, rx: 3 });
  if (opts.night) {
    out += moon(x + width * 0.68, y + height * 0.3, Math.min(width, height) * 0.13);
    const stars: Array<[number, number]> = [
      [0.2, 0.2],
      [0.35, 0.55],
      [0.15, 0.75],
      [0.85, 0.7],
      [0.55, 0.15],
    ];
    for (const [sx, sy] of stars) out += star(x + width * sx, y + height * sy, Math.min(width, height) * 0.035, '#fff4c2');
  } else if (opts.view !== 'none') {
    out += tag('clipPath', { id: `clip-win-${num(x)}` }, tag('rect', { x, y, width, height }));
    let inner = cloud(x + width * 0.3, y + height * 0.3, Math.min(width, height) / 260);
    if (opts.view === 'tree') {
      inner += ellipse(x + width * 0.5, y + height * 1.05, width * 0.8, height * 0.35, '#b9dba0', { stroke: 'none' });
      inner += tree(x + width * 0.75, y + height * 0.95, height / 700, '#9ccc86');
    }
    out += group(inner, undefined, { 'clip-path': `url(#clip-win-${num(x)})` });
  }
  out += line(`M${num(x + width / 2)} ${num(y)} V${num(y + height)} M${num(x)} ${num(y + height / 2)} H${num(x + width)}`, frame, 10);
  out += line(
    `M${num(x + width / 2)} ${num(y)} V${num(y + height)} M${num(x)} ${num(y + height / 2)} H${num(x + width)}`,
    shade(frame, -0.12),
    2,
  );
  out += rect(x - 24, y + height + 6, width + 48, 18, frame, 6);
  if (opts.curtain) {
    const c = ctx.tint(opts.curtain);
    const cw = width * 0.28;
    out += path(
      `M${num(x - 26)} ${num(y - 26)} H${num(x - 26 + cw)} C${num(x - 26 + cw * 0.6)} ${num(y + height * 0.4)} ${num(x - 26 + cw * 0.3)} ${num(y + height * 0.7)} ${num(x - 26 + cw * 0.45)} ${num(y + height + 10)} H${num(x - 30)} Z`,
      c,
    );
    out += path(
      `M${num(x + width + 26)} ${num(y - 26)} H${num(x + width + 26 - cw)} C${num(x + width + 26 - cw * 0.6)} ${num(y + height * 0.4)} ${num(x + width + 26 - cw * 0.3)} ${num(y + height * 0.7)} ${num(x + width + 26 - cw * 0.45)} ${num(y + height + 10)} H${num(x + width + 30)} Z`,
      c,
    );
    out += rect(x - 44, y - 36, width + 88, 12, shade(c, -0.15), 6);
  }
  return out;
}

export function moon(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r * 1.6, '#fff6cf', { opacity: 0.18, stroke: 'none' }) +
    path(
      `M${num(cx + r * 0.2)} ${num(cy - r)} A${num(r)} ${num(r)} 0 1 0 ${num(cx + r * 0.2)} ${num(cy + r)} A${num(r * 0.75)} ${num(r * 0.75)} 0 1 1 ${num(cx + r * 0.2)} ${num(cy - r)} Z`,
      '#fff1b8',
      { 'stroke-width': 2 },
    )
  );
}

export function star(cx: number, cy: number, r: number, fill: string, extra = {}): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.48;
    pts.push(`${num(cx + Math.cos(a) * rr)} ${num(cy + Math.sin(a) * rr)}`);
  }
  return path(`M${pts.join(' L')} Z`, fill, { 'stroke-width': Math.max(1.5, r * 0.12), ...extra });
}

/** A soft white cloud; s = 1 is about 220 units wide. */
export function cloud(cx: number, cy: number, s = 1): string {
  return group(
    path('M-100 20 C-130 20 -130 -20 -95 -22 C-95 -60 -40 -70 -20 -40 C-5 -80 70 -75 70 -30 C110 -35 120 20 90 20 Z', '#ffffff', {
      stroke: '#dbe8f0',
      'stroke-width': 3,
    }),
    place(cx, cy, s),
  );
}

/** A sun with a soft halo. */
export function sun(cx: number, cy: number, r: number): string {
  let out = circle(cx, cy, r * 1.9, '#fff4c4', { opacity: 0.35, stroke: 'none' });
  out += circle(cx, cy, r * 1.4, '#ffeeb0', { opacity: 0.45, stroke: 'none' });
  out += circle(cx, cy, r, '#ffd66b', { stroke: '#f2bf4f' });
  return out;
}

/** A leafy tree; (x, y) is the foot of the trunk; s = 1 is about 300 units tall. */
export function tree(x: number, y: number, s = 1, leaf = '#8fc27a'): string {
  const trunk = '#b48963';
  let inner = path(
    'M-14 0 L-10 -120 C-30 -140 -40 -150 -45 -165 L-35 -168 L-4 -140 L0 -175 L10 -175 L12 -135 L40 -160 L48 -152 L14 -118 L16 0 Z',
    trunk,
  );
  inner += circle(-60, -190, 62, leaf);
  inner += circle(55, -195, 60, shade(leaf, -0.03));
  inner += circle(0, -245, 75, shade(leaf, 0.03));
  inner += circle(-15, -180, 55, leaf, { stroke: 'none' });
  inner += circle(20, -200, 50, shade(leaf, 0.03), { stroke: 'none' });
  inner += circle(-30, -262, 14, shade(leaf, 0.1), { stroke: 'none', opacity: 0.7 });
  inner += circle(40, -222, 10, shade(leaf, 0.1), { stroke: 'none', opacity: 0.7 });
  return group(inner, place(x, y, s));
}

/** A rounded bush. */
export function bush(x: number, y: number, s = 1, leaf = '#9ccc86'): string {
  const inner =
    path('M-90 0 C-110 -40 -80 -75 -45 -65 C-35 -100 25 -105 40 -70 C75 -85 110 -45 90 0 Z', leaf) +
    circle(-30, -45, 8, shade(leaf, 0.1), { stroke: 'none', opacity: 0.8 }) +
    circle(30, -55, 6, shade(leaf, 0.1), { stroke: 'none', opacity: 0.8 });
  return group(inner, place(x, y, s));
}

/** A small flower on a stem. */
export function flower(x: number, y: number, s: number, petal: string): string {
  let inner = line('M0 0 V-40', '#7fb069', 4);
  inner += ellipse(8, -18, 9, 4, '#8fc27a', { transform: 'rotate(-30 8 -18)', 'stroke-width': 1.5 });
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    inner += circle(Math.cos(a) * 9, -48 + Math.sin(a) * 9, 8, petal, { 'stroke-width': 2 });
  }
  inner += circle(0, -48, 6, '#ffd66b', { 'stroke-width': 2 });
  return group(inner, place(x, y, s));
}

/** Sky gradient, sun, clouds, far and near hills: the outdoor backdrop. */
export function landscape(ctx: SceneContext, opts: { sunSide?: 'left' | 'right'; horizon?: number; grass?: string } = {}): string {
  const { w, rng } = ctx;
  const horizon = opts.horizon ?? ctx.floorY;
  const sky = ctx.def(
    'sky',
    vGradient('sky', [
      [0, '#b7ddf3'],
      [0.7, '#e3f3fa'],
      [1, '#f4faf6'],
    ]),
  );
  let out = tag('rect', { x: 0, y: 0, width: w, height: 1000, fill: sky });
  const sunSide = opts.sunSide ?? (rng.chance(0.5) ? 'left' : 'right');
  out += sun(sunSide === 'left' ? w * 0.15 : w * 0.85, 150 + rng.range(-20, 20), 62);
  const cloudCount = rng.int(2, 3);
  for (let i = 0; i < cloudCount; i++) {
    const cx = w * (0.3 + 0.4 * (i / Math.max(1, cloudCount - 1))) + rng.range(-60, 60);
    out += cloud(cx, 110 + rng.range(0, 140), rng.range(0.6, 0.95));
  }
  const grass = ctx.tint(opts.grass ?? '#b5da98');
  out += path(
    `M0 ${num(horizon - 60)} C${num(w * 0.25)} ${num(horizon - 150)} ${num(w * 0.45)} ${num(horizon - 40)} ${num(w * 0.65)} ${num(horizon - 110)} C${num(w * 0.8)} ${num(horizon - 160)} ${num(w * 0.95)} ${num(horizon - 90)} ${num(w)} ${num(horizon - 100)} V1000 H0 Z`,
    mix(grass, '#cfe6df', 0.55),
    { 'stroke-width': 3 },
  );
  const ground = ctx.def(
    'grass',
    vGradient('grass', [
      [0, grass],
      [1, shade(grass, -0.06)],
    ]),
  );
  out += tag('path', {
    d: `M0 ${num(horizon)} C${num(w * 0.3)} ${num(horizon - 50)} ${num(w * 0.7)} ${num(horizon + 30)} ${num(w)} ${num(horizon - 20)} V1000 H0 Z`,
    fill: ground,
    stroke: shade(grass, -0.15),
    'stroke-width': 4,
  });
  return out;
}

/** Scattered little flowers and grass tufts in a band of the ground. */
export function meadow(ctx: SceneContext, y0: number, y1: number, count: number): string {
  const { w, rng } = ctx;
  const petals = ['#f7b7c5', '#ffffff', '#f9d77e', '#c9b6f0'];
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0.03, 0.97) * w;
    const y = rng.range(y0, y1);
    if (rng.chance(0.55)) out += flower(x, y, 0.7 + (y - y0) / 600, rng.pick(petals));
    else out += line(`M${num(x - 8)} ${num(y)} l-4 -16 M${num(x)} ${num(y)} l0 -20 M${num(x + 8)} ${num(y)} l5 -15`, '#86b673', 3);
  }
  return out;
}

/** A potted plant; s = 1 is about 230 units tall. */
export function plant(x: number, y: number, s = 1, pot = '#e0a27c'): string {
  let inner = '';
  const leaf = '#86bf79';
  const leaves: Array<[number, number, number]> = [
    [-40, -150, -35],
    [40, -150, 35],
    [-10, -185, -8],
    [15, -175, 12],
    [-55, -110, -60],
    [55, -110, 60],
  ];
  for (const [lx, ly, rot] of leaves) {
    inner += ellipse(lx, ly, 24, 58, shade(leaf, (lx % 3) * 0.01), { transform: `rotate(${rot} ${lx} ${ly})` });
    inner += line(`M${lx} ${ly + 45} L${lx} ${ly - 40}`, shade(leaf, -0.12), 2, { transform: `rotate(${rot} ${lx} ${ly})`, opacity: 0.6 });
  }
  inner += path('M-48 -80 H48 L38 0 H-38 Z', pot);
  inner += rect(-54, -92, 108, 20, shade(pot, 0.04), 6);
  return group(inner, place(x, y, s));
}

/** A floor lamp with a warm glow; s = 1 is about 420 units tall. */
export function floorLamp(x: number, y: number, s = 1, shadeColor = '#f6dca0'): string {
  let inner = circle(0, -360, 110, '#fff3cf', { opacity: 0.35, stroke: 'none' });
  inner += rect(-45, -10, 90, 14, '#a98a74', 7);
  inner += line('M0 -5 V-330', '#a98a74', 8);
  inner += path('M-60 -320 L-40 -420 H40 L60 -320 Z', shadeColor);
  return group(inner, place(x, y, s));
}

/** A framed picture of a little landscape; (x, y) is the top-left. */
export function picture(x: number, y: number, width: number, height: number, frame = '#c9a27e'): string {
  let out = rect(x, y, width, height, frame, 4);
  const ix = x + 12;
  const iy = y + 12;
  const iw = width - 24;
  const ih = height - 24;
  out += tag('rect', { x: ix, y: iy, width: iw, height: ih, fill: '#e6f3f8' });
  out += path(
    `M${num(ix)} ${num(iy + ih * 0.7)} Q${num(ix + iw * 0.35)} ${num(iy + ih * 0.35)} ${num(ix + iw * 0.7)} ${num(iy + ih * 0.65)} T${num(ix + iw)} ${num(iy + ih * 0.55)} V${num(iy + ih)} H${num(ix)} Z`,
    '#a9d39a',
    { 'stroke-width': 2 },
  );
  out += circle(ix + iw * 0.75, iy + ih * 0.3, Math.min(iw, ih) * 0.12, '#ffd66b', { 'stroke-width': 2 });
  return out;
}

/** A round wall clock without numbers. */
export function clock(cx: number, cy: number, r: number): string {
  let out = circle(cx, cy, r, WHITE, { stroke: '#c7b39e', 'stroke-width': 6 });
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    out += circle(cx + Math.cos(a) * r * 0.78, cy + Math.sin(a) * r * 0.78, r * 0.05, '#b9a48f', { stroke: 'none' });
  }
  out += line(
    `M${num(cx)} ${num(cy)} L${num(cx)} ${num(cy - r * 0.55)} M${num(cx)} ${num(cy)} L${num(cx + r * 0.4)} ${num(cy + r * 0.1)}`,
    '#8b735f',
    5,
  );
  return out;
}

/** A soft oval rug on the floor. */
export function rug(cx: number, cy: number, rx: number, ry: number, color: string): string {
  return (
    ellipse(cx, cy, rx, ry, color) +
    ellipse(cx, cy, rx * 0.8, ry * 0.72, shade(color, 0.06), {
      stroke: shade(color, -0.08),
      'stroke-width': 3,
      'stroke-dasharray': '10 10',
    })
  );
}

/** A row of gentle triangular flags hanging between two points. */
export function bunting(x0: number, y0: number, x1: number, y1: number, sag: number, colors: readonly string[]): string {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag;
  let out = line(`M${num(x0)} ${num(y0)} Q${num(mx)} ${num(my)} ${num(x1)} ${num(y1)}`, '#b39b86', 3);
  const n = Math.max(3, Math.round(Math.abs(x1 - x0) / 70));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * my + t * t * y1;
    const half = Math.abs(x1 - x0) / n / 2 - 6;
    out += path(
      `M${num(px - half)} ${num(py - 2)} L${num(px + half)} ${num(py - 2)} L${num(px)} ${num(py + half * 1.5)} Z`,
      colors[i % colors.length],
      { 'stroke-width': 2.5 },
    );
  }
  return out;
}

/** A friendly standing grown-up (feet at 0, 0), one of the story's people; s = 1 is about 480 units tall. */
export function adult(x: number, y: number, s: number, look: FigureLook): string {
  return group(
    drawFigure(look, 'stand', 'calm', { holding: look.extra === 'comb' ? 'comb' : 'none' }),
    place(x, y, (s * 480) / bodyOf('adult').H),
  );
}
