import { shade } from '../color';
import { circle, ellipse, group, line, path, place, rect } from '../svg';
import { adult, plant, room, windowPane, WHITE } from './common';
import type { SceneContext, SettingDefinition } from './context';
import { tiles } from './bathroom';

/** A reclined dentist chair facing left; s = 1 is about 380 units wide. */
export function dentistChair(x: number, y: number, s: number, color: string, flip = false): string {
  let g = ellipse(0, -8, 110, 16, '#c7d2da');
  g += rect(-26, -130, 52, 125, '#dfe6ea', 10);
  // seat, back rest going up to the right, leg rest going down to the left
  g += path('M-120 -140 Q-10 -170 110 -150 L120 -118 Q0 -128 -118 -104 Z', color);
  g += path('M100 -160 Q160 -230 190 -300 L218 -284 Q200 -210 128 -120 Z', color);
  g += rect(178, -340, 52, 40, shade(color, 0.05), 16, { transform: 'rotate(25 204 -320)' });
  g += path('M-118 -136 Q-170 -110 -200 -60 L-175 -46 Q-150 -85 -110 -104 Z', color);
  g += rect(-30, -185, 110, 18, shade(color, -0.06), 9);
  // tray with small tools on an arm
  g += line('M-60 -180 L-120 -250', '#b9c4cc', 8);
  g += rect(-190, -268, 130, 18, WHITE, 6);
  g += line('M-175 -276 h40 M-170 -284 h50', '#9fb3c2', 4);
  return group(g, place(x, y, s, flip));
}

/** A round lamp on an arm hanging from the ceiling. */
function ceilingLamp(x: number, s: number, flip: boolean): string {
  let g = line('M0 0 V110 L-120 190', '#b9c4cc', 10);
  g += circle(-150, 215, 95, '#fff6d6', { opacity: 0.35, stroke: 'none' });
  g += ellipse(-140, 205, 62, 40, '#f1f4f6', { transform: 'rotate(-20 -140 205)' });
  g += ellipse(-148, 220, 42, 20, '#fff3c4', { transform: 'rotate(-20 -148 220)', 'stroke-width': 2 });
  return group(g, place(x, 0, s, flip));
}

/** A framed poster of a smiling tooth. */
export function toothPoster(x: number, y: number, size: number, bg = '#d6ecf5'): string {
  let out = rect(x, y, size, size * 1.25, bg, 10, { stroke: '#c9a27e', 'stroke-width': 8 });
  const cx = x + size / 2;
  const cy = y + size * 0.62;
  const u = size / 160;
  out += group(
    path(
      'M-45 -50 C-30 -65 -10 -55 0 -48 C10 -55 30 -65 45 -50 C62 -30 50 0 42 25 C36 50 30 62 22 60 C12 58 12 20 0 20 C-12 20 -12 58 -22 60 C-30 62 -36 50 -42 25 C-50 0 -62 -30 -45 -50 Z',
      WHITE,
      { stroke: '#b9c4cc' },
    ) +
      circle(-16, -18, 5, '#4a3b33', { stroke: 'none' }) +
      circle(16, -18, 5, '#4a3b33', { stroke: 'none' }) +
      line('M-14 0 Q0 12 14 0', '#d4826f', 4) +
      circle(-26, -4, 6, '#f29a9a', { opacity: 0.4, stroke: 'none' }) +
      circle(26, -4, 6, '#f29a9a', { opacity: 0.4, stroke: 'none' }),
    place(cx, cy, u),
  );
  out +=
    circle(x + size * 0.2, y + size * 0.18, 8 * u, '#f6d37a', { 'stroke-width': 2 }) +
    circle(x + size * 0.82, y + size * 0.2, 6 * u, '#a8d5ba', { 'stroke-width': 2 });
  return out;
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#e6f2ef', '#e8eff6']), floor: '#d5e0e4', kind: 'tiles' });
  out += tiles(ctx, 420, floorY - 14, ctx.tint('#d2ebe6'), 55);
  const single = heroSide !== 'center';
  const s = (single ? 0.95 : 0.9) * heroScale;
  // The head rest points towards the dentist (outer side), the foot end towards the children.
  const flip = outer < 0;
  const chairX = heroX - outer * 60 * s;
  if (!ctx.heroOccupied) out += ceilingLamp(chairX + outer * 150 * s, 0.9 * s, outer < 0);
  const winX = single ? (heroSide === 'right' ? w * 0.1 : w * 0.64) : outer > 0 ? w * 0.05 : w * 0.75;
  out += windowPane(ctx, winX, 130, 220, 200, { view: 'clouds' });
  out += toothPoster(heroX + outer * 150 * s - 65, 120, 130);
  // The dentist stands at the head end, just in front of the back rest.
  const chairColour = ctx.storyRng.pick(['#8fc9c0', '#9cc3e6', '#b6a6dd']);
  if (!ctx.heroOccupied) out += dentistChair(chairX, floorY + 120, 0.85 * s, chairColour, flip);
  if (!ctx.ownAdultWithPeople) out += adult(chairX + outer * 250 * s, floorY + 145, 0.85 * s, ctx.person('dentist'));
  if (!single) out += plant(heroX - outer * w * 0.36, floorY + 60, 0.8);
  return out;
}

export const dentist: SettingDefinition = {
  id: 'dentist',
  label: 'Tandlæge',
  description: 'dental clinic: reclined dentist chair with lamp and tool tray, a friendly dentist, smiling-tooth poster, tiles',
  outdoor: false,
  ownAdult: 'dentist',
  draw,
};
