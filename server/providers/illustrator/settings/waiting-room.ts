import { shade } from '../color';
import { ellipse, group, place, rect } from '../svg';
import { clock, picture, plant, room } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A row of padded waiting chairs; s = 1 is about 330 units wide. */
function chairRow(x: number, y: number, s: number, colour: string): string {
  let g = rect(-170, -8, 340, 14, '#b9c4cc', 6);
  for (const cx of [-110, 0, 110]) {
    g += rect(cx - 48, -200, 96, 110, colour, 22);
    g += rect(cx - 52, -100, 104, 34, shade(colour, -0.06), 14);
    g += rect(cx - 6, -66, 12, 60, '#b9c4cc', 4);
  }
  return group(g, place(x, y, s));
}

/** A low table with two magazines and a box of toys. */
function lowTable(x: number, y: number, s: number): string {
  let g =
    rect(-80, -70, 160, 18, '#d8b08a', 8) +
    rect(-70, -52, 14, 52, shade('#d8b08a', -0.1), 4) +
    rect(56, -52, 14, 52, shade('#d8b08a', -0.1), 4);
  g += rect(-60, -84, 56, 14, '#9cc3e6', 3, { transform: 'rotate(-6 -32 -77)' }) + rect(6, -82, 50, 12, '#f2b8a2', 3);
  g += rect(-40, -20, 80, 20, '#f6d37a', 6) + ellipse(-14, -24, 10, 8, '#a8d5ba') + ellipse(14, -26, 9, 9, '#c9b6f0');
  return group(g, place(x, y, s));
}

/** A waiting room (at the dentist's, the doctor's, the hospital): chairs in a row, a clock, a plant, magazines. */
function draw(ctx: SceneContext): string {
  const { rng, heroX, heroScale, heroSide, floorY, outer, w } = ctx;
  let out = room(ctx, { wall: rng.pick(['#eaf1ef', '#eef0f6', '#f3eee6']), floor: '#d9dde0', kind: 'tiles' });
  const single = heroSide !== 'center';
  const s = (single ? 1 : 0.9) * heroScale;
  out += clock(heroX + outer * 120 * s, 170, 46);
  out += picture(heroX - outer * 150 * s - 80, 140, 160, 120);
  const colour = ctx.storyRng.pick(['#9cc3e6', '#a8d5ba', '#c9b6f0']);
  // the child's own chair and table come with the waiting (wait-with-book)
  if (!ctx.heroOccupied) out += chairRow(heroX, floorY + 110, s, colour) + lowTable(heroX - outer * 40 * s, floorY + 230, 0.9 * s);
  out += plant(single ? (heroSide === 'right' ? w * 0.93 : w * 0.07) : heroX + outer * w * 0.4, floorY + 100, 0.9);
  return out;
}

export const waitingRoom: SettingDefinition = {
  id: 'waiting-room',
  label: 'Venteværelse',
  description:
    'a calm waiting room: a row of padded chairs, a clock, a framed picture, a low table with magazines and a box of toys, a plant',
  outdoor: false,
  draw,
};
