import { shade } from '../color';
import type { Rng } from '../rng';
import { circle, group, line, path, place, rect, tag } from '../svg';
import { bush, cloud, sun, tree } from './common';
import { vGradient, type SceneContext, type SettingDefinition } from './context';

/** A friendly city bus facing left; s = 1 is about 660 units long. (x, y) is the middle of the wheels' base. */
export function bus(x: number, y: number, s: number, color: string, flip = false): string {
  let g = rect(-330, -330, 660, 290, color, 46);
  g += rect(-330, -120, 660, 26, shade(color, 0.1), 0, { 'stroke-width': 0, stroke: 'none' });
  g += line('M-330 -120 H330 M-330 -94 H330', shade(color, -0.2), 3);
  // windscreen and side windows
  g += path('M-322 -290 Q-318 -312 -290 -312 H-230 V-170 H-322 Z', '#cfeaf7');
  for (let i = 0; i < 4; i++) g += rect(-140 + i * 112, -300, 92, 110, '#cfeaf7', 14);
  // door
  g += rect(-215, -300, 66, 250, '#d9eff9', 10);
  g += line('M-182 -295 V-55', '#9fc3d6', 3);
  // roof sign box, lights, bumper
  g += rect(-120, -355, 240, 30, shade(color, 0.06), 10);
  g += circle(-318, -78, 16, '#fff5c2');
  g += rect(300, -100, 24, 36, '#f6a59a', 6);
  g += rect(-342, -58, 80, 18, '#c7d2da', 8) + rect(262, -58, 80, 18, '#c7d2da', 8);
  // wheels
  for (const wx of [-200, 210]) {
    g += circle(wx, -30, 52, shade(color, -0.12), { stroke: 'none' });
    g += circle(wx, -20, 42, '#676b76') + circle(wx, -20, 16, '#c7ccd4', { 'stroke-width': 3 });
  }
  return group(g, place(x, y, s, flip));
}

/** A bus-stop pole with a round sign that shows a small bus (no letters). */
export function busStop(x: number, y: number, s: number): string {
  let g = line('M0 0 V-380', '#9aa7b1', 10);
  g += circle(0, -420, 62, '#fffdf8', { stroke: '#6fa8c9', 'stroke-width': 10 });
  g += rect(-36, -445, 72, 42, '#6fa8c9', 10, { stroke: 'none' });
  g += rect(-28, -439, 22, 16, '#fffdf8', 3, { stroke: 'none' }) + rect(2, -439, 26, 16, '#fffdf8', 3, { stroke: 'none' });
  g += circle(-20, -400, 8, '#6fa8c9', { stroke: 'none' }) + circle(20, -400, 8, '#6fa8c9', { stroke: 'none' });
  g += rect(-30, -300, 60, 80, '#fffdf8', 6, { stroke: '#c7d2da' });
  g += line('M-18 -280 h36 M-18 -262 h36 M-18 -244 h24', '#c7d2da', 4);
  return group(g, place(x, y, s));
}

function houses(ctx: SceneContext, y: number, rng: Rng): string {
  const { w } = ctx;
  const colors = ['#f4d6c4', '#f6e4b8', '#d9e8d4', '#dfe3f1', '#f2d0d4'].map(ctx.tint);
  let out = '';
  let x = -20;
  while (x < w) {
    const hw = rng.range(110, 160);
    const hh = rng.range(130, 200);
    const c = rng.pick(colors);
    out += rect(x, y - hh, hw, hh, c, 4, { 'stroke-width': 3 });
    out += path(
      `M${x - 8} ${y - hh} L${x + hw / 2} ${y - hh - 60} L${x + hw + 8} ${y - hh} Z`,
      rng.pick(['#d79b8b', '#b9a3c9', '#9fb7c9']),
      { 'stroke-width': 3 },
    );
    for (let wy = y - hh + 25; wy < y - 50; wy += 55) {
      out +=
        rect(x + 18, wy, 32, 32, '#eaf5fb', 3, { 'stroke-width': 2 }) + rect(x + hw - 50, wy, 32, 32, '#eaf5fb', 3, { 'stroke-width': 2 });
    }
    x += hw + rng.range(10, 40);
  }
  return out;
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, outer } = ctx;
  const sky = ctx.def(
    'sky',
    vGradient('sky', [
      [0, '#b7ddf3'],
      [1, '#eef8fb'],
    ]),
  );
  let out = tag('rect', { x: 0, y: 0, width: w, height: 1000, fill: sky });
  out += sun(outer > 0 ? w * 0.88 : w * 0.12, 120, 55);
  out += cloud(w * rng.range(0.3, 0.6), rng.range(90, 160), 0.8);
  const street = 560;
  out += houses(ctx, street - 20, rng);
  out += tree(rng.range(0.2, 0.8) * w, street - 10, 0.7);
  out += rect(-10, street - 24, w + 20, 30, '#dfe3e6', 0, { 'stroke-width': 3 });
  out += tag('rect', { x: 0, y: street, width: w, height: 170, fill: '#b9bec6' });
  out += line(`M0 ${street + 85} H${w}`, '#eef0f2', 8, { 'stroke-dasharray': '50 40' });
  const pavement = ctx.def(
    'pavement',
    vGradient('pavement', [
      [0, '#e8e2d6'],
      [1, '#d9d1c2'],
    ]),
  );
  out += tag('rect', { x: 0, y: street + 170, width: w, height: 1000 - street - 170, fill: pavement });
  out += line(`M0 ${street + 170} H${w}`, '#c9c0b0', 8);
  for (let x = 60; x < w; x += 140) out += line(`M${x} ${street + 175} L${x - 40} 1000`, '#cfc6b6', 3, { opacity: 0.7 });
  const single = heroSide !== 'center';
  const s = (single ? 0.85 : 0.95) * heroScale;
  const busX = single ? heroX - outer * 20 : heroX;
  out += bus(busX, street + 150, s, ctx.tint(rng.pick(['#f6d37a', '#9cc3e6', '#f2b8a2', '#a8d5ba'])), outer < 0);
  out += busStop(single ? busX + outer * 230 * s : outer > 0 ? w * 0.06 : w * 0.94, street + 250, 0.9);
  out += bush(single ? w * (heroSide === 'right' ? 0.05 : 0.95) : w * 0.5, street + 210, 0.6);
  return out;
}

export const transport: SettingDefinition = {
  id: 'transport',
  label: 'Bus og transport',
  description: 'street with a friendly bus at a bus stop (sign with a bus pictogram), houses, pavement',
  outdoor: true,
  draw,
};
