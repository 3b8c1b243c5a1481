import { shade } from '../color';
import { circle, ellipse, line, path, rect, tag } from '../svg';
import { pew } from '../staging/props';
import { room } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A tall arched window with soft coloured panes; (x, y) is the top-left corner. */
function archWindow(x: number, y: number, width: number, height: number, glass: readonly string[]): string {
  const r = width / 2;
  const d = `M${x} ${y + height} V${y + r} A${r} ${r} 0 0 1 ${x + width} ${y + r} V${y + height} Z`;
  let out = tag('path', { d, fill: '#fff3d6', stroke: '#d9c7ad', 'stroke-width': 12 });
  const rows = 4;
  for (let i = 0; i < rows; i++) {
    const py = y + r + (i * (height - r)) / rows;
    out += rect(x + 10, py + 6, width / 2 - 14, (height - r) / rows - 12, glass[i % glass.length], 4, { opacity: 0.55, 'stroke-width': 2 });
    out += rect(x + width / 2 + 4, py + 6, width / 2 - 14, (height - r) / rows - 12, glass[(i + 1) % glass.length], 4, {
      opacity: 0.55,
      'stroke-width': 2,
    });
  }
  out += circle(x + r, y + r, r * 0.5, glass[2 % glass.length], { opacity: 0.5 });
  return out;
}

/** A tall candle on a brass stand, with a soft glow. */
function candle(x: number, y: number, s: number): string {
  const h = 90 * s;
  return (
    circle(x, y - h - 30 * s, 40 * s, '#fff1b8', { opacity: 0.35, stroke: 'none' }) +
    rect(x - 10 * s, y - h, 20 * s, h, '#fdf6e6', 4) +
    path(
      `M${x} ${y - h - 30 * s} Q${x + 10 * s} ${y - h - 12 * s} ${x} ${y - h - 2 * s} Q${x - 10 * s} ${y - h - 12 * s} ${x} ${y - h - 30 * s} Z`,
      '#ffc94d',
      { 'stroke-width': 2 },
    )
  );
}

/** Inside a calm church: tall windows, an aisle with a runner to the altar, pews and candles. */
function draw(ctx: SceneContext): string {
  const { w, heroX, heroSide, floorY, outer } = ctx;
  let out = room(ctx, { wall: '#f1e9dc', floor: '#d9cfc0', kind: 'tiles', trim: '#e4d8c6' });
  // warm light from above
  out += tag('rect', { x: 0, y: 0, width: w, height: floorY, fill: '#fff3c4', opacity: 0.12 });
  const glass = ['#c9d9ef', '#f3e2a8', '#cfe6d2', '#eccfd9'].map(ctx.tint);
  for (const fx of [0.08, 0.78]) out += archWindow(w * fx, 110, w * 0.14, 380, glass);
  // the altar at the end of the aisle, with two candles and a cloth
  const ax = w / 2;
  out += path(`M${ax - 150} ${floorY - 10} L${ax - 330} 1000 H${ax + 330} L${ax + 150} ${floorY - 10} Z`, '#c98a7e', { opacity: 0.85 });
  out +=
    rect(ax - 130, floorY - 170, 260, 160, '#e9dcc8', 8) +
    rect(ax - 140, floorY - 180, 280, 26, '#fdfaf2', 6) +
    rect(ax - 30, floorY - 154, 60, 130, ctx.tint('#b9c4e6'), 4);
  out += candle(ax - 100, floorY - 180, 1) + candle(ax + 100, floorY - 180, 1);
  out += line(`M${ax} ${floorY - 420} V${floorY - 250} M${ax - 45} ${floorY - 370} H${ax + 45}`, '#c9a96e', 12);
  // far pews on both sides of the aisle, smaller further back
  for (const [py, scale] of [
    [floorY + 30, 0.55],
    [floorY + 90, 0.7],
  ] as const) {
    for (const sd of [-1, 1]) out += pew(ax + sd * (210 + 240 * scale), py, 120 * scale, 190 * scale).svg;
  }
  // candles on a stand near the wall
  const standX = heroSide === 'center' ? w * 0.12 : heroX - outer * w * 0.38;
  out += rect(standX - 70, floorY - 40, 140, 16, '#c9a96e', 6) + line(`M${standX} ${floorY - 24} V${floorY + 70}`, '#c9a96e', 10);
  for (const dx of [-45, -15, 15, 45]) out += candle(standX + dx, floorY - 40, 0.5);
  out += ellipse(standX, floorY + 72, 50, 10, shade('#c9a96e', -0.1));
  if (!ctx.heroOccupied) out += pew(heroX, floorY + 240, 150, 300).svg;
  return out;
}

export const church: SettingDefinition = {
  id: 'church',
  label: 'Kirke',
  description:
    'inside a calm church: tall arched windows with soft coloured glass, an aisle with a runner to the altar with candles and a cross, wooden pews, a stand of small candles',
  outdoor: false,
  draw,
};
