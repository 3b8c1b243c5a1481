import { shade } from '../color';
import { ellipse, group, line, path, place, rect } from '../svg';
import { bush, landscape, meadow, tree } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A slide with a ladder and a little roof; s = 1 is about 420 units wide, facing left. */
export function slide(x: number, y: number, s: number, chute: string, flip = false): string {
  let g = line('M60 0 V-330 M140 0 V-330', '#b7a08a', 12);
  for (let yy = -40; yy > -300; yy -= 45) g += line(`M60 ${yy} H140`, '#b7a08a', 8);
  g += path('M40 -400 L100 -460 L160 -400 Z', '#f2a7a7');
  g += line('M50 -400 V-330 M150 -400 V-330', '#b7a08a', 8);
  g += rect(40, -340, 120, 20, '#d8b08a', 6);
  g += path('M50 -330 C-20 -300 -80 -120 -200 -40 L-220 -10 L-190 6 C-60 -80 0 -260 70 -312 Z', chute);
  g += path('M50 -322 C-12 -290 -74 -116 -196 -28', shade(chute, 0.15), { fill: 'none', stroke: shade(chute, 0.15), 'stroke-width': 10 });
  return group(g, place(x, y, s, flip));
}

/** An A-frame swing set with two swings; s = 1 is about 380 units wide. */
export function swings(x: number, y: number, s: number, frame: string): string {
  let g = line('M-190 0 L-150 -330 L-110 0 M190 0 L150 -330 L110 0', frame, 12);
  g += line('M-160 -330 H160', frame, 14);
  for (const [sx, c] of [
    [-70, '#f6d37a'],
    [70, '#9cc3e6'],
  ] as const) {
    g += line(`M${sx - 30} -325 V-90 M${sx + 30} -325 V-90`, '#a89a8c', 4);
    g += rect(sx - 42, -96, 84, 16, c, 6);
  }
  return group(g, place(x, y, s));
}

/** A sandbox with a bucket and spade. */
export function sandbox(x: number, y: number, s: number): string {
  let g = rect(-150, -50, 300, 50, '#d8b08a', 8);
  g += ellipse(0, -48, 140, 16, '#f4dfae', { 'stroke-width': 2 });
  g += path('M40 -58 L50 -100 H90 L100 -58 Z', '#f2a7a7') + line('M52 -100 Q70 -130 88 -100', '#c98080', 3);
  g += line('M-70 -58 L-40 -110', '#9cc3e6', 6) + ellipse(-72, -56, 14, 8, '#9cc3e6');
  return group(g, place(x, y, s));
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = landscape(ctx, { sunSide: outer > 0 ? 'right' : 'left' });
  const single = heroSide !== 'center';
  out += tree(outer > 0 ? w * 0.05 : w * 0.95, floorY + 20, 1.15);
  out += tree(outer > 0 ? w * 0.4 : w * 0.6, floorY - 40, 0.75, '#9ccc86');
  out += bush(heroX - outer * 230, floorY + 40, 0.8);
  // a soft sand path
  out += path(
    `M${w * 0.2} 1000 C${w * 0.35} ${floorY + 150} ${w * 0.55} ${floorY + 110} ${w * 0.8} ${floorY + 60} L${w * 0.86} ${floorY + 70} C${w * 0.65} ${floorY + 140} ${w * 0.5} ${floorY + 200} ${w * 0.45} 1000 Z`,
    '#efe0bd',
    { 'stroke-width': 3 },
  );
  const s = (single ? 0.9 : 0.8) * heroScale;
  out += swings(single ? (heroSide === 'right' ? w * 0.28 : w * 0.72) : heroX - outer * w * 0.3, floorY + 40, 0.75, ctx.tint('#8fb8de'));
  out += slide(heroX + outer * 40 * s, floorY + 140, s, ctx.tint(rng.pick(['#f6c86b', '#f2a7a7', '#9fd3d0'])), outer < 0);
  out += sandbox(heroX - outer * 150 * s, floorY + 250, 0.8 * s);
  out += meadow(ctx, floorY + 40, floorY + 300, 12);
  return out;
}

export const playground: SettingDefinition = {
  id: 'playground',
  label: 'Legeplads',
  description: 'playground in the sun: slide with ladder, swing set, sandbox with bucket, trees, bushes and flowers',
  outdoor: true,
  draw,
};
