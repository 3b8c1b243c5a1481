import { shade } from '../color';
import { circle, ellipse, group, line, path, place, rect, tag } from '../svg';
import { bunting, room, rug, star, windowPane, WHITE } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A bed seen from the side with pillow and blanket; s = 1 is about 500 units wide. */
export function bed(x: number, y: number, s: number, blanket: string, flip = false): string {
  const frame = '#d2ab86';
  let g = rect(-250, -290, 48, 290, frame, 22);
  g += rect(202, -170, 44, 170, frame, 20);
  g += rect(-215, -75, 430, 48, shade(frame, -0.04), 12);
  g += rect(-210, -140, 420, 72, WHITE, 24);
  g += path('M-200 -170 Q-150 -195 -95 -172 Q-85 -145 -100 -128 Q-150 -118 -200 -132 Q-212 -150 -200 -170 Z', '#fff7ea');
  g += path('M-90 -162 Q40 -176 205 -158 Q222 -120 212 -50 Q80 -40 -70 -48 Q-100 -100 -90 -162 Z', blanket);
  g += line('M-62 -150 Q70 -160 200 -146', shade(blanket, 0.1), 8, { opacity: 0.9 });
  for (const [dx, dy] of [
    [-20, -110],
    [50, -95],
    [120, -118],
    [160, -80],
    [10, -70],
    [90, -62],
  ]) {
    g += circle(dx, dy, 7, shade(blanket, 0.12), { stroke: 'none' });
  }
  // small teddy on the pillow end
  g += circle(-150, -205, 26, '#c99b72') + circle(-170, -226, 10, '#c99b72') + circle(-130, -226, 10, '#c99b72');
  g += ellipse(-150, -198, 10, 8, '#e8c9a6', { 'stroke-width': 2 });
  g += circle(-159, -210, 3, '#4a3b33', { stroke: 'none' }) + circle(-141, -210, 3, '#4a3b33', { stroke: 'none' });
  return group(g, place(x, y, s, flip));
}

/** A small bedside table with a glowing lamp. */
export function nightstand(x: number, y: number, s: number): string {
  let g = circle(0, -205, 70, '#fff1c4', { opacity: 0.4, stroke: 'none' });
  g += rect(-55, -130, 110, 130, '#e2bf98', 12);
  g += rect(-45, -110, 90, 40, shade('#e2bf98', 0.05), 8) + circle(0, -90, 5, '#a98a74', { stroke: 'none' });
  g += rect(-10, -175, 20, 45, '#c7b39e', 6);
  g += path('M-40 -170 L-28 -230 H28 L40 -170 Z', '#f8dfa6');
  return group(g, place(x, y, s));
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#e3e4f3', '#e7e0f0', '#dde9ee']), floor: '#d7b896', kind: 'wood' });
  // soft evening light on the wall
  out += tag('rect', { x: 0, y: 0, width: w, height: floorY, fill: '#6b6fa8', opacity: 0.06 });
  const winX = heroSide === 'right' ? w * 0.1 : heroSide === 'left' ? w * 0.6 : outer > 0 ? w * 0.08 : w * 0.68;
  out += windowPane(ctx, winX, 120, 250, 250, { night: true, curtain: '#b9c4e6' });
  out += bunting(heroX - 260 * heroScale, 90, heroX + 260 * heroScale, 90, 40, ['#f6d37a', '#c9b6f0', '#a8d5ba', '#f2b8a2'].map(ctx.tint));
  for (let i = 0; i < 4; i++) out += star(heroX + rng.range(-230, 230) * heroScale, rng.range(200, 320), 12, '#f8e39a', { opacity: 0.9 });
  const single = heroSide !== 'center';
  const s = (single ? 0.86 : 0.92) * heroScale;
  out += rug(heroX - outer * 40, floorY + 170, 260 * s, 40 * s, ctx.tint('#c9d7ef'));
  const bedColour = ctx.storyRng.pick(['#9cc3e6', '#b6a6dd', '#a8d5ba']);
  if (!ctx.heroOccupied) out += bed(heroX + outer * 20 * s, floorY + 100, s, bedColour, outer < 0);
  out += nightstand(heroX - outer * 275 * s, floorY + 90, s * 0.95);
  return out;
}

export const bedroom: SettingDefinition = {
  id: 'bedroom',
  label: 'Soveværelse',
  description: 'bedroom at evening: bed with pillow, blanket and teddy, night window with moon and stars, bedside lamp',
  outdoor: false,
  draw,
};
