import { circle, group, line, place, rect } from '../svg';
import { clock, plant, room, windowPane, WOOD } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A green board with friendly chalk drawings (no letters); (x, y) is the top-left. */
export function blackboard(x: number, y: number, width: number, height: number): string {
  let out = rect(x - 14, y - 14, width + 28, height + 28, '#c49a72', 10);
  out += rect(x, y, width, height, '#5f8f76', 4, { stroke: '#4d7862' });
  const chalk = '#f4f1e6';
  const u = height / 250;
  out += circle(x + width * 0.2, y + height * 0.32, 28 * u, 'none', { stroke: chalk, 'stroke-width': 4 });
  out += line(
    `M${x + width * 0.2} ${y + height * 0.32 - 44 * u} v-12 M${x + width * 0.2 + 44 * u} ${y + height * 0.32} h12 M${x + width * 0.2 - 44 * u} ${y + height * 0.32} h-12 M${x + width * 0.2} ${y + height * 0.32 + 44 * u} v12`,
    chalk,
    4,
  );
  const hx = x + width * 0.52;
  const hy = y + height * 0.72;
  out += line(`M${hx - 45 * u} ${hy} v-55 l45 -40 l45 40 v55 Z M${hx - 12 * u} ${hy} v-30 h24 v30`, chalk, 4);
  out += line(
    `M${x + width * 0.75} ${y + height * 0.3} h50 M${x + width * 0.75} ${y + height * 0.45} h80 M${x + width * 0.75} ${y + height * 0.6} h40`,
    '#f7d98b',
    5,
  );
  out += rect(x + width * 0.1, y + height - 6, width * 0.8, 14, '#b88c64', 4);
  out += rect(x + width * 0.2, y + height - 14, 30, 10, chalk, 3, { 'stroke-width': 1.5 });
  return out;
}

/** A school desk with a chair and a book; s = 1 is about 260 units wide. */
export function desk(x: number, y: number, s: number, chair: string, flip = false): string {
  let g = rect(-110, -150, 220, 20, WOOD, 6);
  g += line('M-95 -130 V0 M95 -130 V0', '#9aa7b1', 10);
  g += rect(-70, -180, 80, 30, '#9cc3e6', 4) + rect(-62, -184, 70, 8, '#fffdf8', 2, { 'stroke-width': 2 });
  g += rect(40, -168, 45, 18, '#f6d37a', 4, { transform: 'rotate(-12 62 -160)' });
  g += rect(100, -180, 70, 18, chair, 8);
  g += rect(150, -250, 18, 80, chair, 8);
  g += line('M110 -162 V0 M160 -162 V0', '#9aa7b1', 8);
  return group(g, place(x, y, s, flip));
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f3ecd9', '#e6efe0', '#e3ecf3']), floor: '#d9bf9f', kind: 'wood' });
  const single = heroSide !== 'center';
  const boardW = (single ? 420 : 520) * heroScale;
  out += blackboard(heroX - boardW / 2, 110, boardW, boardW * 0.55);
  // a row of coloured cards along the top
  const cards = ['#f2b8a2', '#f6d37a', '#a8d5ba', '#9cc3e6', '#c9b6f0'].map(ctx.tint);
  for (let i = 0, x = 30; x < w - 40; i++, x += 70) out += rect(x, 30, 46, 46, cards[i % cards.length], 8, { 'stroke-width': 3 });
  const winX = single ? (heroSide === 'right' ? w * 0.08 : w * 0.66) : outer > 0 ? w * 0.04 : w * 0.78;
  out += windowPane(ctx, winX, 150, single ? 230 : 180, 220, { view: 'tree' });
  if (single) out += clock(heroSide === 'right' ? w * 0.5 : w * 0.48, 170, 42);
  const s = (single ? 1.25 : 1.1) * heroScale;
  out += desk(heroX - outer * 20, floorY + (single ? 170 : 130), s, ctx.tint(rng.pick(['#f2a7a7', '#8fb8de', '#a8d5ba'])), outer < 0);
  if (!single) out += desk(heroX + outer * (w * 0.36), floorY + 60, 0.7, ctx.tint('#f6d37a'), outer > 0);
  out += plant(heroX + outer * 200 * s, floorY + 60, 0.75 * heroScale);
  return out;
}

export const school: SettingDefinition = {
  id: 'school',
  label: 'Skole',
  description: 'classroom: green board with chalk drawings, desk with chair and books, window, clock, coloured cards',
  outdoor: false,
  draw,
};
