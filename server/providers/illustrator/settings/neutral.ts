import { shade } from '../color';
import { group, place, rect } from '../svg';
import { plant, room, rug, windowPane } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A low bookcase with a few books. */
export function bookcase(x: number, y: number, s: number, colors: readonly string[]): string {
  let g = rect(-130, -220, 260, 220, '#e2c29e', 12);
  g += rect(-118, -110, 236, 10, shade('#e2c29e', -0.08), 3);
  let bx = -112;
  for (let i = 0; bx < 100; i++) {
    const bw = 18 + (i % 3) * 6;
    const bh = 70 + (i % 4) * 8;
    g += rect(bx, -112 - bh, bw, bh, colors[i % colors.length], 4, { 'stroke-width': 2.5 });
    bx += bw + 4;
  }
  g += rect(-100, -70, 90, 60, colors[2], 8) + rect(10, -62, 90, 52, colors[4 % colors.length], 8);
  return group(g, place(x, y, s));
}

/** The calm fallback room for any setting we do not know: a window, a bookcase, a plant. */
function draw(ctx: SceneContext): string {
  const { rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f1eadf', '#e7eee6', '#e8e9f2']), floor: '#dcc3a6', kind: 'wood' });
  const single = heroSide !== 'center';
  const s = (single ? 1 : 0.9) * heroScale;
  out += windowPane(ctx, heroX - 140 * s, 120, 280 * s, 260 * s, { curtain: '#cfe3d6', view: 'tree' });
  out += rug(heroX, floorY + 170, 260 * s, 42 * s, ctx.tint('#e6cfe0'));
  out += bookcase(heroX - outer * 40 * s, floorY + 90, s, ['#f2b8a2', '#f6d37a', '#a8d5ba', '#9cc3e6', '#c9b6f0'].map(ctx.tint));
  out += plant(heroX + outer * 200 * s, floorY + 110, 0.9 * s);
  return out;
}

export const neutral: SettingDefinition = {
  id: 'neutral',
  label: 'Et rart sted',
  description: 'calm neutral room used for unknown settings: a window with a tree, a bookcase, a plant and a rug',
  outdoor: false,
  draw,
};
