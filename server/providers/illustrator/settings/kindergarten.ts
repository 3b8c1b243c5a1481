import { shade } from '../color';
import { circle, ellipse, group, line, path, place, rect } from '../svg';
import { bunting, room, rug, sun } from './common';
import type { SceneContext, SettingDefinition } from './context';

const TOY = ['#f2a7a7', '#f6d37a', '#a8d5ba', '#9cc3e6', '#c9b6f0', '#f4c095'];

/** A low shelf of coloured cubbies with boxes and toys; s = 1 is about 360 units wide. */
export function cubbies(x: number, y: number, s: number, colors: readonly string[]): string {
  let g = rect(-180, -250, 360, 250, '#e8cba8', 16);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const cx = -165 + col * 112;
      const cy = -235 + row * 115;
      g += rect(cx, cy, 98, 100, shade('#e8cba8', -0.06), 8, { 'stroke-width': 3 });
      g += rect(cx + 8, cy + 38, 82, 58, colors[(row * 3 + col) % colors.length], 10);
      g += rect(cx + 34, cy + 50, 30, 10, shade(colors[(row * 3 + col) % colors.length], 0.12), 5, { 'stroke-width': 2 });
    }
  }
  // toys on top: a ball and a teddy
  g +=
    circle(-110, -282, 32, '#f2a7a7') +
    path('M-140 -290 Q-110 -270 -80 -290', '#fffdf8', { fill: 'none', 'stroke-width': 6, stroke: '#fffdf8' });
  g += circle(60, -290, 34, '#c99b72') + circle(60, -338, 24, '#c99b72') + circle(42, -356, 9, '#c99b72') + circle(78, -356, 9, '#c99b72');
  g +=
    circle(52, -342, 3, '#4a3b33', { stroke: 'none' }) +
    circle(68, -342, 3, '#4a3b33', { stroke: 'none' }) +
    ellipse(60, -332, 7, 5, '#e8c9a6', { 'stroke-width': 2 });
  return group(g, place(x, y, s));
}

/** A tower of wooden blocks. */
export function blocks(x: number, y: number, s: number): string {
  let g = rect(-70, -60, 60, 60, TOY[0], 6) + rect(-5, -60, 60, 60, TOY[3], 6) + rect(-40, -120, 60, 60, TOY[1], 6);
  g += path('M-40 -120 L-10 -165 L20 -120 Z', TOY[2]);
  return group(g, place(x, y, s));
}

/** A low round table with two small chairs. */
export function lowTable(x: number, y: number, s: number, top: string): string {
  let g =
    rect(-150, -120, 40, 14, '#9cc3e6', 6) + line('M-140 -106 V0 M-118 -106 V0', '#9aa7b1', 6) + rect(-150, -190, 14, 80, '#9cc3e6', 6);
  g += rect(110, -120, 40, 14, '#f2a7a7', 6) + line('M118 -106 V0 M140 -106 V0', '#9aa7b1', 6) + rect(136, -190, 14, 80, '#f2a7a7', 6);
  g += ellipse(0, -150, 120, 22, top) + line('M-60 -140 V0 M60 -140 V0', shade(top, -0.2), 10);
  g += rect(-40, -190, 36, 40, '#fffdf8', 4, { 'stroke-width': 2 }) + line('M-33 -180 h20 M-33 -170 h14', '#9cc3e6', 3);
  g += line('M20 -160 l30 -14', '#f2a7a7', 8) + line('M30 -156 l32 -6', '#a8d5ba', 8);
  return group(g, place(x, y, s));
}

/** A child's drawing pinned to the wall. */
function drawing(x: number, y: number, rng: { pick<T>(a: readonly T[]): T }, kind: number): string {
  let out = rect(x, y, 110, 85, '#fffdf8', 3, { transform: `rotate(${kind % 2 ? 4 : -4} ${x + 55} ${y + 42})`, 'stroke-width': 3 });
  out += circle(x + 55, y + 8, 6, rng.pick(TOY), { 'stroke-width': 2 });
  if (kind % 3 === 0) out += sun(x + 55, y + 45, 18).replace(/opacity="0\.\d+"/g, 'opacity="0"');
  else if (kind % 3 === 1)
    out += line(`M${x + 20} ${y + 70} Q${x + 40} ${y + 20} ${x + 55} ${y + 60} T${x + 90} ${y + 40}`, rng.pick(TOY), 5);
  else
    out +=
      circle(x + 40, y + 45, 16, rng.pick(TOY), { 'stroke-width': 3 }) + circle(x + 72, y + 50, 12, rng.pick(TOY), { 'stroke-width': 3 });
  return out;
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f7eccf', '#f5e4dc', '#e6f0dd']), floor: '#c9dcc0', kind: 'carpet' });
  // a painted stripe along the wall
  out += rect(-10, floorY - 150, w + 20, 40, ctx.tint('#f3d9a6'), 0, { 'stroke-width': 3 });
  out += bunting(0, 70, w, 70, 50, TOY.map(ctx.tint));
  const single = heroSide !== 'center';
  const kinds = [0, 1, 2, 3].map(() => rng.int(0, 5));
  const drawX = single ? (heroSide === 'right' ? [w * 0.08, w * 0.28] : [w * 0.56, w * 0.77]) : [w * 0.06, w * 0.8];
  out += drawing(drawX[0], 190, rng, kinds[0]) + drawing(drawX[1], 215, rng, kinds[1]);
  const s = (single ? 0.92 : 1) * heroScale;
  out += rug(heroX, floorY + 190, 280 * s, 45 * s, ctx.tint('#f6d9a8'));
  out += cubbies(heroX + outer * 30 * s, floorY + 70, s, TOY.map(ctx.tint));
  out += blocks(heroX - outer * 200 * s, floorY + 150, 0.9 * s);
  if (!single) out += lowTable(heroX + outer * w * 0.33, floorY + 110, 0.75, ctx.tint('#f6d37a'));
  return out;
}

export const kindergarten: SettingDefinition = {
  id: 'kindergarten',
  label: 'Børnehave',
  description: 'kindergarten room: coloured cubbies with boxes, teddy and ball, block tower, children’s drawings, bunting',
  outdoor: false,
  draw,
};
