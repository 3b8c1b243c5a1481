import { shade } from '../color';
import { group, line, path, place, rect } from '../svg';
import { grave } from '../staging/props';
import { landscape, tree } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A low trimmed hedge across the picture. */
function hedge(w: number, y: number, colour: string): string {
  let out = rect(-10, y - 70, w + 20, 80, colour, 30);
  for (let x = 20; x < w; x += 70)
    out += path(`M${x} ${y - 66} q20 -18 40 0`, 'none', { fill: 'none', stroke: shade(colour, 0.08), 'stroke-width': 6 });
  return out;
}

/** A small white church far away behind the hedge. */
function farChurch(x: number, y: number, s: number): string {
  const g =
    rect(-90, -140, 180, 140, '#f6f1e7', 4, { 'stroke-width': 3 }) +
    path('M-104 -140 L0 -210 L104 -140 Z', '#c98a7e', { 'stroke-width': 3 }) +
    rect(60, -260, 60, 260, '#f6f1e7', 4, { 'stroke-width': 3 }) +
    path('M54 -260 L90 -320 L126 -260 Z', '#c98a7e', { 'stroke-width': 3 }) +
    line('M90 -320 V-350 M80 -338 H100', '#c9a96e', 4) +
    path('M-20 0 V-50 Q0 -70 20 -50 V0 Z', '#b48963', { 'stroke-width': 2 });
  return group(g, place(x, y, s));
}

/** A quiet churchyard: grass, a low hedge, trees, a church far away, a gravel path and a grave with flowers. */
function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, floorY, outer } = ctx;
  let out = landscape(ctx, { sunSide: outer > 0 ? 'right' : 'left', grass: '#b9d9a0' });
  out += farChurch(heroX - outer * w * 0.3, floorY - 40, 0.8);
  out += tree(heroX + outer * w * 0.3, floorY - 20, 0.9, ctx.tint('#8fc27a'));
  out += tree(heroX - outer * w * 0.48, floorY, 0.75, ctx.tint('#9ccc86'));
  out += hedge(w, floorY + 40, ctx.tint('#86b574'));
  // small headstones further back
  for (const fx of [0.12, 0.36, 0.64, 0.88]) {
    const x = w * fx + rng.range(-20, 20);
    out += group(path('M-30 0 V-70 Q-30 -96 0 -96 Q30 -96 30 -70 V0 Z', '#c3c6cc'), place(x, floorY + 90, 0.8));
  }
  out += path(
    `M${w * 0.45} 1000 Q${w * 0.5} ${floorY + 200} ${w * 0.52} ${floorY + 60} H${w * 0.56} Q${w * 0.58} ${floorY + 200} ${w * 0.65} 1000 Z`,
    '#e8dcc6',
    { 'stroke-width': 3 },
  );
  if (!ctx.heroOccupied) out += grave(heroX, floorY + 270, 0.95 * heroScale).svg;
  return out;
}

export const graveside: SettingDefinition = {
  id: 'graveside',
  label: 'Ved graven',
  description:
    'a quiet churchyard: grass, a low hedge, trees, a small church far away, small headstones, a gravel path and a grave with a rounded headstone and flowers',
  outdoor: true,
  draw,
};
