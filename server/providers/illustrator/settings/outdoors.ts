import { group, line, path, place } from '../svg';
import { bush, landscape, meadow, tree } from './common';
import type { SceneContext, SettingDefinition } from './context';

function butterfly(x: number, y: number, s: number, color: string): string {
  const g =
    path('M0 0 C-30 -40 -50 -10 -30 5 C-45 25 -15 35 0 8 Z', color, { 'stroke-width': 2.5 }) +
    path('M0 0 C30 -40 50 -10 30 5 C45 25 15 35 0 8 Z', color, { 'stroke-width': 2.5 }) +
    line('M0 -12 V14', '#6b5a4f', 4) +
    line('M0 -12 l-8 -14 M0 -12 l8 -14', '#6b5a4f', 2);
  return group(g, place(x, y, s));
}

function bird(x: number, y: number, s: number): string {
  return line(`M${x - 18 * s} ${y} q${9 * s} -${10 * s} ${18 * s} 0 q${9 * s} -${10 * s} ${18 * s} 0`, '#7c8aa0', 3.5);
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = landscape(ctx, { sunSide: outer > 0 ? 'right' : 'left' });
  out += bird(w * rng.range(0.35, 0.6), rng.range(160, 260), 1) + bird(w * rng.range(0.35, 0.6) + 60, rng.range(180, 280), 0.8);
  // a winding path towards the hills
  out += path(
    `M${w * 0.3} 1000 C${w * 0.45} ${floorY + 200} ${w * 0.6} ${floorY + 80} ${w * 0.55} ${floorY - 10} L${w * 0.58} ${floorY - 12} C${w * 0.7} ${floorY + 90} ${w * 0.65} ${floorY + 220} ${w * 0.62} 1000 Z`,
    '#efe0bd',
    { 'stroke-width': 3 },
  );
  const single = heroSide !== 'center';
  const s = (single ? 1.15 : 0.95) * heroScale;
  out += tree(heroX + outer * 60 * s, floorY + 120, s, ctx.tint('#8fc27a'));
  out += tree(heroX - outer * w * 0.45, floorY + 30, 0.8, ctx.tint('#9ccc86'));
  out += tree(heroX + outer * 250 * s, floorY - 10, 0.6, ctx.tint('#a6d18f'));
  out += bush(heroX - outer * 150 * s, floorY + 150, 0.9 * s, ctx.tint('#9ccc86'));
  out += meadow(ctx, floorY + 30, floorY + 330, 16);
  out += butterfly(heroX - outer * 120 * s, floorY - 60, 0.9, ctx.tint('#f2b8c8'));
  return out;
}

export const outdoors: SettingDefinition = {
  id: 'outdoors',
  label: 'Udenfor',
  description: 'outdoors: blue sky, sun and clouds, soft green hills, trees, a path, flowers and a butterfly',
  outdoor: true,
  draw,
};
