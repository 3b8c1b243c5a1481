import { shade } from '../color';
import { group, path, place, rect } from '../svg';
import { floorLamp, picture, plant, room, rug, windowPane } from './common';
import type { SceneContext, SettingDefinition } from './context';

/** A sofa seen from the front; s = 1 is about 470 units wide and 240 tall. */
export function sofa(x: number, y: number, s: number, color: string): string {
  let g = rect(-200, -12, 18, 16, '#9c7b62', 4) + rect(182, -12, 18, 16, '#9c7b62', 4);
  g += rect(-190, -240, 380, 140, shade(color, -0.03), 34);
  g += rect(-215, -130, 430, 120, color, 26);
  g += rect(-185, -160, 182, 56, shade(color, 0.05), 22) + rect(3, -160, 182, 56, shade(color, 0.05), 22);
  g += rect(-240, -185, 66, 175, shade(color, 0.02), 30) + rect(174, -185, 66, 175, shade(color, 0.02), 30);
  g += path('M-150 -212 Q-110 -200 -70 -218 Q-62 -180 -72 -140 Q-110 -150 -148 -138 Q-160 -175 -150 -212 Z', '#fff0d2', {
    transform: 'rotate(-8 -110 -178)',
  });
  g += path('M155 -205 Q120 -196 85 -210 Q78 -178 88 -142 Q120 -150 152 -140 Q162 -172 155 -205 Z', shade(color, 0.12), {
    transform: 'rotate(6 120 -175)',
  });
  return group(g, place(x, y, s));
}

function draw(ctx: SceneContext): string {
  const { w, rng, heroX, heroScale, heroSide, floorY } = ctx;
  let out = room(ctx, { wall: rng.pick(['#f4e8d6', '#e6efe2', '#ece6f2']), floor: '#dcbc9a', kind: 'wood' });
  const sofaColor = ctx.tint(rng.pick(['#9cc3d8', '#b7d3a8', '#e7b9a4', '#c2b5dd']));
  const winX = heroSide === 'right' ? w * 0.12 : heroSide === 'left' ? w * 0.56 : rng.pick([w * 0.06, w * 0.7]);
  out += windowPane(ctx, winX, 130, 260, 250, { curtain: '#f3d9a6', view: 'tree' });
  out += picture(heroX - 95 * heroScale, 150, 190 * heroScale, 140 * heroScale, '#c9a27e');
  const { outer } = ctx;
  const single = heroSide !== 'center';
  const sofaScale = (single ? 0.82 : 0.95) * heroScale;
  out += rug(heroX, floorY + 150, 300 * sofaScale, 46 * sofaScale, ctx.tint('#efc9a9'));
  out += floorLamp(heroX + outer * 245 * sofaScale, floorY + 60, 0.95 * heroScale, '#f6dca0');
  out += sofa(heroX, floorY + 110, sofaScale, sofaColor);
  if (!single || rng.chance(0.5)) out += plant(heroX - outer * 285 * sofaScale, floorY + 90, 0.85 * heroScale);
  return out;
}

export const home: SettingDefinition = {
  id: 'home',
  label: 'Hjemme',
  description: 'living room: sofa, window with curtains, floor lamp, plant, picture, rug',
  outdoor: false,
  draw,
};
