/**
 * The offline avatar: the child's whole figure, as the story pictures draw them, on a soft round
 * background, with the companion sitting beside them. The four candidates of one look are the same
 * child differing in what a parent chooses between (figures/candidates.ts): the hair style's
 * variant, the top's shade, standing or waving.
 */
import type { CompanionKind } from '../../../../shared/avatar-features';
import { svgDocument, circle, group, place, ellipse } from '../svg';
import { candidateOf } from './candidates';
import { COMPANION_SIZE, drawCompanion } from './companions';
import { bodyOf, drawFigure } from './figure';
import type { FigureLook } from './look';

const BACKGROUNDS = ['#cfe6f3', '#dcd3ef', '#f6dcd0', '#d5ecd9', '#f7e7bd', '#f2d6de'] as const;

/**
 * One avatar candidate as an SVG document of `size` pixels. `look` is already candidate
 * `variant`'s look (hair, shade); here it gets its pose, and the companion when there is one.
 * `backgroundSeed` moves the background colour.
 */
export function avatarSvg(look: FigureLook, variant: number, size = 768, companion?: CompanionKind | null, backgroundSeed = 0): string {
  const { pose } = candidateOf(variant);
  const bg = BACKGROUNDS[(variant + backgroundSeed + look.skin.charCodeAt(2)) % BACKGROUNDS.length];
  const b = bodyOf(look.age);
  // the figure fills most of the height, standing on a soft ground shadow; with a companion it
  // steps aside (away from a waving hand) and the companion sits at its feet
  const s = (companion ? 820 : 880) / (b.H + 70);
  const x = companion ? 570 : 500;
  let body =
    circle(500, 500, 470, bg, { stroke: 'none' }) +
    ellipse(x, 955, b.shoulderHalf * s * 1.5, 22, '#5a4a3a', { opacity: 0.12, stroke: 'none' });
  if (companion) {
    // drawCompanion is about 100 units tall; COMPANION_SIZE is its height beside a child 100 tall
    const cs = (b.H * s * Math.max(0.3, COMPANION_SIZE[companion])) / 100;
    const cx = x - (b.shoulderHalf + b.armW) * s - 62 * cs;
    body +=
      ellipse(cx, 957, 48 * cs, 12, '#5a4a3a', { opacity: 0.12, stroke: 'none' }) +
      group(drawCompanion(companion), place(cx, 955, cs), { 'data-companion': companion });
  }
  body += group(drawFigure(look, pose, 'smile'), place(x, 950, s));
  return svgDocument(size, size, 1000, 1000, body);
}
