import { shade } from '../color';
import { circle, group, line, path, place, rect } from '../svg';
import { adult, plant, room, windowPane, WHITE } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A padded examination bed with a paper roll and a little step; s = 1 is about 440 units wide. */
export function examBed(x: number, y: number, s: number, pad: string, flip = false): string {
  let g = line('M-170 -150 V-8 M170 -150 V-8', '#b9c4cc', 12);
  g += rect(-190, -12, 50, 12, '#b9c4cc', 5) + rect(150, -12, 50, 12, '#b9c4cc', 5);
  g += rect(-210, -190, 420, 50, pad, 18);
  g += path('M130 -195 Q150 -260 210 -255 L215 -190 Z', pad);
  g += rect(-150, -196, 260, 14, WHITE, 6, { stroke: '#dfe6ea' });
  g += circle(-205, -200, 16, WHITE, { stroke: '#dfe6ea' });
  g += rect(-300, -70, 90, 70, shade(pad, 0.08), 10);
  g += rect(-300, -80, 90, 16, shade(pad, -0.04), 8);
  return group(g, place(x, y, s, flip));
}

/** A stethoscope hanging on a hook. */
export function stethoscope(x: number, y: number, s: number): string {
  let g = rect(-12, -8, 24, 16, '#c7b39e', 6);
  g += line('M-4 0 C-40 20 -45 90 -20 120 C-5 140 5 160 0 190', '#7b8fa6', 7);
  g += line('M4 0 C40 20 45 90 20 120 C5 140 -5 160 0 190', '#7b8fa6', 7);
  g += circle(0, 205, 18, '#b9c4cc') + circle(0, 205, 9, '#e5ebef', { 'stroke-width': 2 });
  g += circle(-20, 120, 6, '#9aa7b1', { 'stroke-width': 2 }) + circle(20, 120, 6, '#9aa7b1', { 'stroke-width': 2 });
  return group(g, place(x, y, s));
}

/** A cabinet with a soft green cross. */
function cabinet(x: number, y: number, s: number): string {
  let g = rect(-80, -170, 160, 170, WHITE, 12);
  g += line('M0 -160 V-10', '#dfe6ea', 3) + circle(-12, -85, 5, '#b9c4cc') + circle(12, -85, 5, '#b9c4cc');
  g += rect(-20, -245, 40, 60, '#93cfa4', 6) + rect(-30, -235, 60, 40, '#93cfa4', 6, { stroke: 'none' });
  g += path('M-20 -235 V-245 H20 V-235 H30 V-195 H20 V-185 H-20 V-195 H-30 V-235 Z', '#93cfa4');
  return group(g, place(x, y, s));
}

/** A measuring strip in soft colours (no numbers). */
function heightChart(x: number, y: number, h: number): string {
  const colors = ['#f2a7a7', '#f6d37a', '#a8d5ba', '#9cc3e6', '#c9b6f0'];
  let out = '';
  const step = h / colors.length;
  for (let i = 0; i < colors.length; i++) out += rect(x, y + i * step, 40, step, colors[i], 0, { 'stroke-width': 2 });
  for (let i = 1; i < 10; i++) out += line(`M${x} ${y + (i * h) / 10} h16`, '#ffffff', 3);
  return out;
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#e5eef6', '#e8f1ec', '#efeaf4']), floor: '#d2dde6', kind: 'tiles' });
  const single = heroSide !== 'center';
  const s = (single ? 0.92 : 0.85) * heroScale;
  out += stethoscope(heroX - outer * 40 * s, 150, 1.1 * s);
  const winX = single ? (heroSide === 'right' ? w * 0.1 : w * 0.64) : outer > 0 ? w * 0.04 : w * 0.76;
  out += windowPane(ctx, winX, 130, 220, 200, { view: 'tree', curtain: '#cfe3d6' });
  if (single) out += heightChart(heroSide === 'right' ? w * 0.45 : w * 0.52, 180, 360);
  out += cabinet(heroX + outer * 200 * s, floorY + 40, 0.9 * s);
  if (!ctx.ownAdultWithPeople) out += adult(heroX + outer * 130 * s, floorY + 95, 0.88 * s, ctx.person('doctor'));
  const bedColour = ctx.storyRng.pick(['#9cc3e6', '#a8d5ba', '#c9b6f0']);
  if (!ctx.heroOccupied) out += examBed(heroX - outer * 40 * s, floorY + 130, s, bedColour, outer > 0);
  if (!single) out += plant(heroX - outer * w * 0.36, floorY + 60, 0.8);
  return out;
}

export const doctor: SettingDefinition = {
  id: 'doctor',
  label: 'Læge',
  description: "doctor's room: examination bed with paper roll and step, stethoscope on a hook, a friendly doctor, cabinet, height chart",
  outdoor: false,
  ownAdult: 'doctor',
  draw,
};
