/**
 * The offline avatar: the child's whole figure, as the story pictures draw them, on a soft round
 * background. Candidates of one look show the same child (so the chosen one is the child of every
 * page); they differ only in pose, smile and background colour.
 */
import { svgDocument, circle, group, place, ellipse } from '../svg';
import { bodyOf, drawFigure, type Mood, type Pose } from './figure';
import type { FigureLook } from './look';

const BACKGROUNDS = ['#cfe6f3', '#dcd3ef', '#f6dcd0', '#d5ecd9', '#f7e7bd', '#f2d6de'] as const;
const VARIANTS: readonly { pose: Pose; mood: Mood }[] = [
  { pose: 'stand', mood: 'smile' },
  { pose: 'wave', mood: 'smile' },
  { pose: 'stand', mood: 'calm' },
  { pose: 'wave', mood: 'calm' },
];

/** One avatar candidate as an SVG document of `size` pixels. */
export function avatarSvg(look: FigureLook, variant: number, size = 768): string {
  const { pose, mood } = VARIANTS[variant % VARIANTS.length];
  const bg = BACKGROUNDS[(variant + look.skin.charCodeAt(2)) % BACKGROUNDS.length];
  const b = bodyOf(look.age);
  // the figure fills most of the height, standing on a soft ground shadow
  const s = 880 / (b.H + 70);
  const body =
    circle(500, 500, 470, bg, { stroke: 'none' }) +
    ellipse(500, 955, b.shoulderHalf * s * 1.5, 22, '#5a4a3a', { opacity: 0.12, stroke: 'none' }) +
    group(drawFigure(look, pose, mood), place(500, 950, s));
  return svgDocument(size, size, 1000, 1000, body);
}
