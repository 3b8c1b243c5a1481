import { shade } from '../color';
import { circle, ellipse, group, line, path, place, rect, tag } from '../svg';
import { plant, room, WHITE } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A wall of small square tiles from y0 to y1. */
export function tiles(ctx: SceneContext, y0: number, y1: number, color: string, size = 60): string {
  const { w } = ctx;
  let out = tag('rect', { x: 0, y: y0, width: w, height: y1 - y0, fill: color });
  const grout = shade(color, -0.06);
  for (let x = size; x < w; x += size) out += line(`M${x} ${y0} V${y1}`, grout, 2);
  for (let y = y0 + size; y < y1; y += size) out += line(`M0 ${y} H${w}`, grout, 2);
  out += rect(-10, y0 - 8, w + 20, 14, shade(color, 0.05), 0, { 'stroke-width': 3 });
  return out;
}

/** Sink on a pedestal with a mirror, cup and toothbrushes; s = 1 is about 560 units tall. */
export function sinkWithMirror(x: number, y: number, s: number): string {
  let g = ellipse(0, -470, 105, 125, '#d9e7ee', { stroke: '#c5a98c', 'stroke-width': 12 });
  g += line('M-50 -520 L-10 -560 M-40 -480 L25 -545', WHITE, 10, { opacity: 0.8 });
  g += path('M-40 -150 H40 L30 0 H-30 Z', WHITE);
  g += path('M-130 -230 H130 Q125 -150 40 -145 H-40 Q-125 -150 -130 -230 Z', WHITE);
  g += rect(-140, -245, 280, 22, WHITE, 10);
  g += path('M-12 -245 V-280 Q-12 -295 8 -295 H35 V-282 H10 V-245 Z', '#c7d2da');
  // cup with two toothbrushes
  g += line('M88 -300 L80 -360 M100 -300 L112 -355', '#7fb0d9', 7);
  g += rect(76, -372, 12, 20, WHITE, 4, { transform: 'rotate(-8 82 -362)', stroke: '#9cc3e6' });
  g += rect(106, -367, 12, 20, WHITE, 4, { transform: 'rotate(12 112 -357)', stroke: '#f2a7a7' });
  g += path('M72 -318 H118 L112 -246 H78 Z', '#f6d37a');
  // soap
  g += rect(-110, -268, 50, 24, '#f7c6d0', 10);
  return group(g, place(x, y, s));
}

function towelRail(x: number, y: number, s: number, towel: string): string {
  let g = line('M-70 0 H70', '#b9c4cc', 8);
  g += path('M-55 0 H55 V150 Q0 160 -55 150 Z', towel);
  g += line('M-55 120 H55', shade(towel, 0.1), 6);
  return group(g, place(x, y, s));
}

function draw(ctx: SceneContext): string {
  const { rng, heroX, heroScale, heroSide, floorY, outer, w } = ctx;
  let out = room(ctx, { wall: '#eef3f3', floor: '#cfdde3', kind: 'tiles' });
  const tile = ctx.tint(rng.pick(['#cfe8ea', '#d7e6f4', '#e3f0dc']));
  out += tiles(ctx, 250, floorY - 14, tile);
  const single = heroSide !== 'center';
  const s = (single ? 0.95 : 1) * heroScale;
  // a child washing their hands brings their own basin (wash-hands): then only the mirror hangs here
  if (!ctx.heroOccupied) out += sinkWithMirror(heroX, floorY + 70, s);
  else out += group(ellipse(0, -470, 105, 125, '#d9e7ee', { stroke: '#c5a98c', 'stroke-width': 12 }), place(heroX, floorY + 70, s));
  out += towelRail(heroX + outer * 210 * s, 300, s, ctx.tint(rng.pick(['#f2b8a2', '#a8d5ba', '#c9b6f0'])));
  // a bath mat and a little duck on the shelf
  out += rect(heroX - 110 * s, floorY + 110, 220 * s, 40, ctx.tint('#b7dbe8'), 18);
  const shelfX = single ? (heroSide === 'right' ? w * 0.1 : w * 0.7) : outer > 0 ? w * 0.06 : w * 0.74;
  out += rect(shelfX, 200, 200, 16, WHITE, 6);
  out += rect(shelfX + 20, 150, 36, 50, '#a8d5ba', 8) + rect(shelfX + 66, 130, 30, 70, '#9cc3e6', 8);
  out +=
    circle(shelfX + 150, 172, 18, '#ffd66b') +
    circle(shelfX + 165, 155, 12, '#ffd66b') +
    path(`M${shelfX + 175} 155 l14 4 l-14 4 Z`, '#f4a259', { 'stroke-width': 2 });
  if (!single) out += plant(heroX - outer * 250, floorY + 80, 0.7);
  return out;
}

export const bathroom: SettingDefinition = {
  id: 'bathroom',
  label: 'Badeværelse',
  description: 'bathroom: tiled wall, sink with mirror, cup with toothbrushes, soap, towel, rubber duck',
  outdoor: false,
  draw,
};
