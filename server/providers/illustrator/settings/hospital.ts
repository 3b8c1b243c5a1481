import { shade } from '../color';
import { circle, ellipse, group, line, path, place, rect } from '../svg';
import { hospitalBed } from '../staging/props';
import { room, windowPane, WHITE } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A bedside table with a cup and a small vase of flowers. */
export function bedsideTable(x: number, y: number, s: number): string {
  let g = rect(-60, -190, 120, 190, WHITE, 10) + line('M-50 -110 H50', '#dfe6ea', 3) + circle(0, -150, 5, '#b9c4cc');
  g += rect(10, -240, 32, 50, '#9fd3d0', 6);
  g += path('M-44 -190 L-40 -240 H-14 L-10 -190 Z', '#c9d9ef');
  for (const [fx, fy, c] of [
    [-36, -270, '#f2a7c3'],
    [-18, -280, '#f6d37a'],
    [-27, -258, '#c9b6f0'],
  ] as const)
    g += line(`M-27 -240 L${fx} ${fy}`, '#6fa35a', 4) + circle(fx, fy, 11, c, { 'stroke-width': 2 });
  return group(g, place(x, y, s));
}

/** A drip stand on wheels with a bag. */
function dripStand(x: number, y: number, s: number): string {
  const g =
    line('M0 0 V-560 M-40 -560 H40', '#b9c4cc', 8) +
    line('M-50 -4 L50 -4', '#8f9aa6', 8) +
    rect(-26, -550, 52, 80, '#e3f1f7', 12, { opacity: 0.9 }) +
    line('M0 -470 Q10 -380 -6 -300', '#cfe3ea', 3);
  return group(g, place(x, y, s));
}

/** A hospital room: a bed with rails on wheels, a bedside table with flowers, a drip stand, a window and a visitor's chair. */
function draw(ctx: SceneContext): string {
  const { w, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: ctx.tint('#e7f0ee'), floor: '#d5dde2', kind: 'tiles' });
  out += rect(-10, floorY - 260, w + 20, 12, ctx.tint('#bcd9d2'), 0, { 'stroke-width': 2 });
  const winX = heroSide === 'center' ? (outer > 0 ? w * 0.06 : w * 0.7) : heroX + outer * w * 0.12 - 130;
  out += windowPane(ctx, winX, 110, 260, 230, { view: 'tree', curtain: '#cfe3d6' });
  out += dripStand(heroX - outer * 330 * heroScale, floorY + 150, 0.9);
  out += bedsideTable(heroX + outer * 380 * heroScale, floorY + 170, heroScale);
  out += ellipse(heroX, floorY + 240, 360 * heroScale, 30, shade('#d5dde2', -0.04), { stroke: 'none' });
  if (!ctx.heroOccupied) {
    const half = 300 * heroScale;
    const top = floorY + 20;
    const bed = hospitalBed(heroX - half, heroX + half, top, floorY + 250);
    out +=
      bed.back.svg +
      path(`M${heroX - half + 20} ${top + 4} Q${heroX - half + 80} ${top - 40} ${heroX - half + 150} ${top + 4} Z`, '#fdfcf8') +
      rect(heroX - half + 140, top - 30, 2 * half - 150, 50, '#a8c7e0', 18) +
      bed.front;
  }
  return out;
}

export const hospital: SettingDefinition = {
  id: 'hospital',
  label: 'Hospital',
  description:
    'a hospital room: a bed with rails on wheels, a bedside table with flowers and a cup, a drip stand, a window with a tree and curtains',
  outdoor: false,
  draw,
};
