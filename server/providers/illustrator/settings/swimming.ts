import { shade } from '../color';
import { circle, group, line, place, rect, tag } from '../svg';
import { bunting, WHITE } from './common';
import { vGradient, type SceneContext, type SettingDefinition } from './context';
import { tiles } from './bathroom';

/** A lane rope of round floats across the pool at height y. */
function laneRope(w: number, y: number, r: number, a: string, b: string): string {
  let out = line(`M0 ${y} H${w}`, '#ffffff', 3);
  for (let x = r, i = 0; x < w; x += r * 2.1, i++) out += circle(x, y, r, Math.floor(i / 3) % 2 ? b : a, { 'stroke-width': 2 });
  return out;
}

function ringBuoy(x: number, y: number, r: number): string {
  let out = circle(x, y, r, '#f6a59a', { 'stroke-width': 4 });
  out += circle(x, y, r * 0.5, '#e9f2f3', { 'stroke-width': 3 });
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    out += line(
      `M${x + Math.cos(a) * r * 0.55} ${y + Math.sin(a) * r * 0.55} L${x + Math.cos(a) * r * 0.97} ${y + Math.sin(a) * r * 0.97}`,
      WHITE,
      r * 0.32,
      { 'stroke-linecap': 'butt' },
    );
  }
  return out;
}

/** Pool ladder rails coming out of the water. */
function ladder(x: number, y: number, s: number, flip: boolean): string {
  const g =
    line('M-30 40 V-70 Q-30 -100 0 -100 Q20 -100 20 -80', '#c7d2da', 10) +
    line('M30 40 V-70 Q30 -100 60 -100 Q80 -100 80 -80', '#c7d2da', 10) +
    line('M-30 -10 H30 M-30 20 H30', '#c7d2da', 7);
  return group(g, place(x, y, s, flip));
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, outer } = ctx;
  const wall = ctx.tint(rng.pick(['#e7f1f4', '#eef0e8']));
  let out = tag('rect', { x: 0, y: 0, width: w, height: 1000, fill: wall });
  // tall windows with sky
  const sky = ctx.def(
    'pool-sky',
    vGradient('pool-sky', [
      [0, '#bfe1f4'],
      [1, '#eaf6fb'],
    ]),
  );
  for (let x = 40; x < w - 120; x += 190) {
    out += rect(x, 60, 150, 250, WHITE, 8) + tag('rect', { x: x + 12, y: 72, width: 126, height: 226, fill: sky, rx: 4 });
    out += line(`M${x + 75} 72 V298`, WHITE, 8);
  }
  out += tiles(ctx, 340, 500, ctx.tint('#d4ebf0'), 50);
  out += bunting(-20, 390, w + 20, 390, 30, ['#f6a59a', '#fffdf8', '#9cc3e6', '#fffdf8']);
  // the pool: edge, water, lane ropes, ripples
  out += rect(-10, 500, w + 20, 30, '#f3efe6', 0, { 'stroke-width': 3 });
  const water = ctx.def(
    'water',
    vGradient('water', [
      [0, '#8fd0e4'],
      [1, '#b7e4ee'],
    ]),
  );
  out += tag('rect', { x: 0, y: 530, width: w, height: 300, fill: water });
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, w);
    const y = rng.range(560, 800);
    out += line(`M${x} ${y} q20 -10 40 0 q20 10 40 0`, '#e4f6fa', 4, { opacity: 0.8 });
  }
  out += laneRope(w, 610, 11, '#f6a59a', '#fffdf8');
  out += laneRope(w, 740, 15, '#f6d37a', '#fffdf8');
  const deck = ctx.def(
    'deck',
    vGradient('deck', [
      [0, '#f1ece1'],
      [1, '#e2dccf'],
    ]),
  );
  out += tag('rect', { x: 0, y: 830, width: w, height: 170, fill: deck });
  out += line(`M0 830 H${w}`, shade('#e2dccf', -0.1), 5);
  for (let x = 60; x < w; x += 120) out += line(`M${x} 835 L${x + (x - w / 2) * 0.2} 1000`, '#d6cfc0', 3, { opacity: 0.7 });
  const single = heroSide !== 'center';
  const s = (single ? 1 : 0.9) * heroScale;
  out += ladder(heroX + outer * 60 * s, 800, 1.3 * s, outer < 0);
  out += ringBuoy(heroX - outer * 120 * s, 430, 48);
  // kick boards leaning on the wall
  out += rect(heroX + outer * 150 * s, 420, 60, 90, '#a8d5ba', 20, { transform: `rotate(${outer * 8} ${heroX + outer * 180 * s} 465)` });
  out += rect(heroX + outer * 200 * s, 425, 60, 85, '#f6d37a', 20, { transform: `rotate(${outer * 12} ${heroX + outer * 230 * s} 465)` });
  return out;
}

export const swimming: SettingDefinition = {
  id: 'swimming',
  label: 'Svømmehal',
  description: 'indoor swimming pool: water with lane ropes, ladder, ring buoy, kick boards, tall windows and tiles',
  outdoor: false,
  draw,
};
