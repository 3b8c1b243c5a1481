import { shade } from '../color';
import type { Rng } from '../rng';
import { circle, ellipse, group, line, path, place, rect } from '../svg';
import { bunting, room } from './common';
import type { SceneContext, SettingDefinition } from './context';

const PARTY = ['#f2a7a7', '#f6d37a', '#a8d5ba', '#9cc3e6', '#c9b6f0', '#f4c095'];

export function balloon(x: number, y: number, r: number, color: string, stringTo: [number, number]): string {
  return (
    line(`M${x} ${y + r * 1.2} Q${x + 15} ${(y + stringTo[1]) / 2} ${stringTo[0]} ${stringTo[1]}`, '#b9a89a', 2.5) +
    ellipse(x, y, r, r * 1.18, color) +
    path(`M${x - 8} ${y + r * 1.18 + 10} L${x} ${y + r * 1.18 - 2} L${x + 8} ${y + r * 1.18 + 10} Z`, color, { 'stroke-width': 2 }) +
    ellipse(x - r * 0.35, y - r * 0.45, r * 0.18, r * 0.3, '#ffffff', {
      stroke: 'none',
      opacity: 0.6,
      transform: `rotate(25 ${x - r * 0.35} ${y - r * 0.45})`,
    })
  );
}

/** A birthday cake with candles; s = 1 is about 220 units wide. */
export function cake(x: number, y: number, s: number, icing: string, candles = 3): string {
  let g = ellipse(0, 0, 130, 18, '#fffdf8');
  g += rect(-100, -150, 200, 150, '#f4d7b5', 16);
  g += rect(-100, -80, 200, 20, '#f2a7a7', 0, { stroke: 'none' });
  g += path(
    'M-100 -130 Q-100 -160 -70 -160 H70 Q100 -160 100 -130 V-115 Q85 -95 70 -115 Q55 -95 40 -115 Q25 -95 10 -115 Q-5 -95 -20 -115 Q-35 -95 -50 -115 Q-65 -95 -80 -115 Q-90 -100 -100 -115 Z',
    icing,
  );
  for (let i = 0; i < candles; i++) {
    const cx = -50 + (i * 100) / Math.max(1, candles - 1);
    g += rect(cx - 7, -215, 14, 58, PARTY[(i + 3) % PARTY.length], 4, { 'stroke-width': 2 });
    g += circle(cx, -236, 22, '#fff4c4', { opacity: 0.5, stroke: 'none' });
    g += path(`M${cx} -252 Q${cx + 11} -232 ${cx} -222 Q${cx - 11} -232 ${cx} -252 Z`, '#f8c65a', { 'stroke-width': 2 });
  }
  for (const [dx, c] of [
    [-60, '#a8d5ba'],
    [-20, '#9cc3e6'],
    [30, '#f6d37a'],
    [70, '#c9b6f0'],
  ] as const)
    g += circle(dx, -45, 7, c, { 'stroke-width': 2 });
  return group(g, place(x, y, s));
}

export function present(x: number, y: number, size: number, color: string, ribbon: string): string {
  let out = rect(x - size / 2, y - size, size, size, color, 6);
  out += rect(x - size * 0.08, y - size, size * 0.16, size, ribbon, 0, { 'stroke-width': 2 });
  out += path(
    `M${x} ${y - size} C${x - size * 0.4} ${y - size * 1.4} ${x - size * 0.45} ${y - size * 0.95} ${x} ${y - size} C${x + size * 0.45} ${y - size * 0.95} ${x + size * 0.4} ${y - size * 1.4} ${x} ${y - size} Z`,
    ribbon,
    { 'stroke-width': 3 },
  );
  return out;
}

function table(x: number, y: number, s: number, cloth: string): string {
  let g = line('M-150 -150 V0 M150 -150 V0', '#c9a27e', 12);
  g += path('M-200 -170 H200 L190 -60 Q150 -40 110 -60 Q70 -40 30 -60 Q-10 -40 -50 -60 Q-90 -40 -130 -60 Q-170 -40 -190 -60 Z', cloth);
  g += rect(-205, -180, 410, 22, shade(cloth, 0.06), 8);
  return group(g, place(x, y, s));
}

function balloons(ctx: SceneContext, cx: number, cy: number, count: number, anchor: [number, number], rng: Rng): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = cx + (i - (count - 1) / 2) * 58 + rng.range(-10, 10);
    const by = cy - Math.abs(i - (count - 1) / 2) * -18 + rng.range(-20, 20);
    out += balloon(bx, by, 40, ctx.tint(PARTY[(i + rng.int(0, 5)) % PARTY.length]), anchor);
  }
  return out;
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f8e8e1', '#f4ecd9', '#ebe6f4']), floor: '#dcbc9a', kind: 'wood' });
  const colors = PARTY.map(ctx.tint);
  out += bunting(-20, 60, w * 0.55, 70, 60, colors) + bunting(w * 0.45, 70, w + 20, 55, 60, colors.slice(2).concat(colors.slice(0, 2)));
  // a few calm confetti dots on the wall
  for (let i = 0; i < 14; i++)
    out += circle(rng.range(0.03, 0.97) * w, rng.range(170, floorY - 60), rng.range(4, 7), rng.pick(colors), {
      'stroke-width': 0,
      stroke: 'none',
      opacity: 0.7,
    });
  const single = heroSide !== 'center';
  const s = (single ? 0.95 : 0.9) * heroScale;
  out += balloons(ctx, heroX + outer * 150 * s, 260, rng.int(2, 3), [heroX + outer * 170 * s, floorY - 10], rng);
  if (single)
    out += balloons(ctx, heroSide === 'right' ? w * 0.2 : w * 0.8, 230, 2, [heroSide === 'right' ? w * 0.22 : w * 0.78, floorY - 40], rng);
  else out += balloons(ctx, heroX - outer * w * 0.38, 240, 3, [heroX - outer * w * 0.36, floorY - 30], rng);
  out += table(heroX, floorY + 120, s, ctx.tint(rng.pick(['#fffdf8', '#f8e3ea', '#e6f2f7'])));
  out += cake(heroX, floorY + 120 - 180 * s, 0.95 * s, '#fffaf3', rng.int(3, 5));
  out += present(heroX - outer * 220 * s, floorY + 180, 90 * s, colors[3], colors[1]);
  out += present(heroX + outer * 230 * s, floorY + 150, 70 * s, colors[4], colors[0]);
  return out;
}

export const party: SettingDefinition = {
  id: 'party',
  label: 'Fødselsdag og fest',
  description: 'birthday party: bunting, balloons, a table with a cake and candles, presents, a few confetti dots',
  outdoor: false,
  draw,
};
