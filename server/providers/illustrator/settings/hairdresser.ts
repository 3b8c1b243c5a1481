import { shade } from '../color';
import { circle, ellipse, group, line, place, rect } from '../svg';
import { adult, plant, room, WHITE } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A salon chair seen from the side; s = 1 is about 220 units wide. */
export function salonChair(x: number, y: number, s: number, color: string, flip = false): string {
  let g = ellipse(0, -8, 90, 14, '#c7d2da');
  g += rect(-16, -120, 32, 112, '#d9dfe4', 8);
  g += rect(-95, -170, 190, 56, color, 24);
  g += rect(40, -330, 60, 190, color, 26);
  g += rect(-100, -200, 100, 18, shade(color, -0.06), 9);
  g += line('M-95 -120 L-130 -60 H-70', '#c7d2da', 8);
  return group(g, place(x, y, s, flip));
}

/** A big mirror with a row of soft round lights. */
function mirror(cx: number, top: number, width: number, height: number): string {
  let out = rect(cx - width / 2 - 18, top - 18, width + 36, height + 36, '#e8d7c3', 24);
  out += rect(cx - width / 2, top, width, height, '#dcebf1', 16, { stroke: '#c8b49e' });
  out += line(
    `M${cx - width * 0.3} ${top + height * 0.35} l${width * 0.18} ${-height * 0.2} M${cx - width * 0.2} ${top + height * 0.5} l${width * 0.28} ${-height * 0.32}`,
    WHITE,
    10,
    { opacity: 0.8 },
  );
  for (let i = 0; i < 5; i++)
    out += circle(cx - width / 2 + (i + 0.5) * (width / 5), top - 30, 11, '#fff3c4', { stroke: '#eed89b', 'stroke-width': 3 });
  return out;
}

/** A sign with a comb and scissors, no letters. */
function scissorsSign(cx: number, cy: number, r: number): string {
  let out = circle(cx, cy, r, '#fffdf8', { stroke: '#c9a27e', 'stroke-width': 6 });
  const u = r / 60;
  out += group(
    circle(-18, 22, 12, 'none', { stroke: '#7b8fa6', 'stroke-width': 5 }) +
      circle(18, 22, 12, 'none', { stroke: '#7b8fa6', 'stroke-width': 5 }) +
      line('M-10 12 L16 -34 M10 12 L-16 -34', '#7b8fa6', 6),
    `translate(${cx} ${cy}) scale(${u})`,
  );
  return out;
}

function shelf(x: number, y: number, colors: readonly string[]): string {
  let out = rect(x, y, 170, 14, '#d8b08a', 5);
  out += rect(x + 14, y - 70, 30, 70, colors[0], 10) + rect(x + 22, y - 84, 14, 16, shade(colors[0], -0.1), 3);
  out +=
    rect(x + 58, y - 55, 38, 55, colors[1], 12) +
    rect(x + 110, y - 80, 26, 80, colors[2], 8) +
    circle(x + 123, y - 88, 8, shade(colors[2], -0.1));
  return out;
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f1e6ef', '#e9eef0', '#f4ebdf']), floor: '#e7e1d8', kind: 'tiles' });
  out += rect(-10, floorY - 200, w + 20, 14, ctx.tint('#e3c9d8'), 0, { 'stroke-width': 2 });
  const single = heroSide !== 'center';
  const s = (single ? 1 : 0.9) * heroScale;
  out += mirror(heroX - outer * 30 * s, 150, 250 * s, 300 * s);
  const colors = ['#f2b8a2', '#a8d5ba', '#c9b6f0', '#9cc3e6'].map(ctx.tint);
  const shelfX = single ? (heroSide === 'right' ? w * 0.08 : w * 0.66) : outer > 0 ? w * 0.04 : w * 0.76;
  out += shelf(shelfX, 300, colors);
  out += scissorsSign(single ? (heroSide === 'right' ? w * 0.45 : w * 0.55) : heroX + outer * 260 * s, 150, 50);
  if (!ctx.ownAdultWithPeople) out += adult(heroX + outer * 170 * s, floorY + 110, 0.95 * s, ctx.person('hairdresser'));
  const chairColour = ctx.storyRng.pick(['#8fb8de', '#e7a9a0', '#a8d5ba']);
  if (!ctx.heroOccupied) out += salonChair(heroX - outer * 30 * s, floorY + 130, 1.05 * s, chairColour, outer < 0);
  // a few soft curls of hair on the floor and a plant
  out +=
    line(`M${heroX - 60} ${floorY + 160} q10 -10 20 0 q10 10 20 0`, '#b58b62', 3) +
    line(`M${heroX + 30} ${floorY + 175} q8 -8 16 0`, '#b58b62', 3);
  if (!single) out += plant(heroX - outer * w * 0.36, floorY + 60, 0.8);
  return out;
}

export const hairdresser: SettingDefinition = {
  id: 'hairdresser',
  label: 'Frisør',
  description:
    'hair salon: salon chair in front of a big mirror with lights, a friendly hairdresser with a comb, shelf with bottles, scissors sign',
  outdoor: false,
  ownAdult: 'hairdresser',
  draw,
};
