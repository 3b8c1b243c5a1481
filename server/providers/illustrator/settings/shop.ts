import { shade } from '../color';
import type { Rng } from '../rng';
import { circle, ellipse, group, line, path, place, rect, tag } from '../svg';
import { room, WOOD } from './common';
import type { SceneContext, SettingDefinition } from './context';

export function apple(x: number, y: number, r: number, color = '#f08a80'): string {
  return (
    circle(x, y, r, color) +
    line(`M${x} ${y - r} l3 -${r * 0.4}`, '#8b6a4f', 3) +
    ellipse(x + r * 0.45, y - r * 1.05, r * 0.35, r * 0.18, '#8fc27a', { 'stroke-width': 2 })
  );
}
export function orange(x: number, y: number, r: number): string {
  return circle(x, y, r, '#f7b267') + circle(x + r * 0.2, y - r * 0.7, r * 0.12, '#8fc27a', { stroke: 'none' });
}
export function banana(x: number, y: number, s: number): string {
  return group(
    path('M-40 -5 Q0 35 45 -10 Q50 -18 44 -20 Q0 15 -36 -14 Z', '#f6d76b') +
      path('M-40 -5 L-46 -12 L-38 -16 Z', '#8b6a4f', { 'stroke-width': 2 }),
    place(x, y, s),
  );
}
export function pear(x: number, y: number, r: number): string {
  return (
    path(
      `M${x} ${y - r * 1.3} C${x + r * 0.5} ${y - r * 1.3} ${x + r * 0.4} ${y - r * 0.5} ${x + r} ${y} C${x + r * 1.2} ${y + r} ${x - r * 1.2} ${y + r} ${x - r} ${y} C${x - r * 0.4} ${y - r * 0.5} ${x - r * 0.5} ${y - r * 1.3} ${x} ${y - r * 1.3} Z`,
      '#bfd97a',
    ) + line(`M${x} ${y - r * 1.3} l2 -10`, '#8b6a4f', 3)
  );
}

/** A wooden crate full of one kind of fruit. */
function crate(x: number, y: number, width: number, fruit: 'apple' | 'orange' | 'banana' | 'pear', rng: Rng): string {
  let out = '';
  const r = 17;
  for (let i = 0; i < Math.floor(width / (r * 2)); i++) {
    const fx = x + r + 4 + i * r * 2;
    for (const row of [0, 1]) {
      const fy = y - 8 - row * 20 + rng.range(-3, 3);
      const cx = fx + (row ? r : 0);
      if (cx > x + width - r) continue;
      if (fruit === 'apple') out += apple(cx, fy, r, row ? '#f39b8f' : '#ec8276');
      if (fruit === 'orange') out += orange(cx, fy, r);
      if (fruit === 'pear') out += pear(cx, fy, r * 0.9);
    }
    if (fruit === 'banana' && i % 2 === 0) out += banana(fx + 14, y - 18, 0.8);
  }
  out += rect(x, y - 4, width, 44, WOOD, 6);
  out += line(`M${x + 8} ${y + 18} H${x + width - 8}`, shade(WOOD, -0.12), 3);
  return out;
}

/** A fruit stand with three tilted rows of crates; s = 1 is about 420 units wide. */
export function fruitStand(x: number, y: number, s: number, rng: Rng): string {
  let g = rect(-210, -300, 420, 300, shade(WOOD, 0.05), 12);
  g += line('M-190 -10 V-290 M190 -10 V-290', shade(WOOD, -0.1), 6);
  g += crate(-195, -240, 185, 'apple', rng) + crate(10, -240, 185, 'banana', rng);
  g += crate(-195, -140, 185, 'orange', rng) + crate(10, -140, 185, 'pear', rng);
  g += crate(-195, -40, 390, 'apple', rng);
  return group(g, place(x, y, s));
}

/** Wall shelves with jars and boxes; (x, y) is the top-left of the upper shelf. */
function wallShelves(x: number, y: number, width: number, rng: Rng, colors: readonly string[]): string {
  let out = '';
  for (const row of [0, 1]) {
    const sy = y + row * 130;
    let px = x + 12;
    while (px < x + width - 60) {
      const kind = rng.int(0, 2);
      const c = rng.pick(colors);
      if (kind === 0) {
        out += rect(px, sy - 80, 50, 80, c, 6) + rect(px + 8, sy - 60, 34, 26, '#fffdf8', 4, { 'stroke-width': 2 });
        px += 60;
      } else if (kind === 1) {
        out += rect(px, sy - 60, 44, 60, c, 14) + rect(px + 6, sy - 72, 32, 14, shade(c, -0.1), 4);
        px += 54;
      } else {
        out += rect(px, sy - 50, 70, 50, c, 6) + line(`M${px + 10} ${sy - 25} h50`, '#fffdf8', 5);
        px += 80;
      }
    }
    out += rect(x, sy, width, 16, WOOD, 5);
  }
  return out;
}

function basket(x: number, y: number, s: number, color: string): string {
  let g = path('M-70 -80 H70 L58 0 H-58 Z', color);
  for (let i = -50; i <= 50; i += 25) g += line(`M${i} -76 L${i * 0.85} -4`, shade(color, -0.15), 3);
  g += line('M-55 -80 Q0 -170 55 -80', shade(color, -0.15), 8);
  g += apple(-30, -92, 15) + orange(0, -96, 16) + banana(30, -90, 0.55);
  return group(g, place(x, y, s));
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f6eddc', '#eef3e3']), floor: '#e3dccf', kind: 'tiles' });
  // striped awning along the top
  const stripe = ctx.tint(rng.pick(['#f2b8a2', '#a8d5ba', '#9cc3e6']));
  let awning = '';
  for (let x = 0, i = 0; x < w; x += 60, i++) {
    awning += tag('path', {
      d: `M${x} 0 H${x + 60} V70 Q${x + 30} 100 ${x} 70 Z`,
      fill: i % 2 ? '#fffdf8' : stripe,
      stroke: shade(stripe, -0.15),
      'stroke-width': 3,
    });
  }
  const single = heroSide !== 'center';
  const shelfX = single ? (heroSide === 'right' ? w * 0.04 : w * 0.5) : w * 0.05;
  const shelfW = single ? w * 0.46 : w * 0.9;
  out += wallShelves(shelfX, 250, shelfW, rng, ['#f2b8a2', '#f6d37a', '#a8d5ba', '#9cc3e6', '#c9b6f0', '#f4c095'].map(ctx.tint));
  out += awning;
  const s = (single ? 0.95 : 0.85) * heroScale;
  out += fruitStand(heroX, floorY + 130, s, rng);
  out += basket(heroX + outer * 250 * s, floorY + 180, 0.9 * s, '#d9b27c');
  return out;
}

export const shop: SettingDefinition = {
  id: 'shop',
  label: 'Butik',
  description:
    'grocery shop: fruit stand with apples, bananas, oranges and pears, wall shelves with jars and boxes, striped awning, basket',
  outdoor: false,
  draw,
};
