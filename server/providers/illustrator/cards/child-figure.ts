/**
 * «Med min avatar»: the chosen child drawn on a card with the same whole figure as on the pages of
 * their stories (figures/figure.ts), doing what the card shows. The figure replaces the card's own
 * drawn child, so a card about sleeping shows the chosen child lying in the bed, and no one else.
 */
import { bodyOf, drawFigure, figureHalfWidth, type Mood, type Pose } from '../figures/figure';
import type { FigureLook } from '../figures/look';
import type { Drawn, Expression } from './shapes';
import type { SubjectId } from './subjects';

/** The card subjects that are the child doing something, and the figure's pose for each. */
const POSE_OF: Partial<Record<SubjectId, Pose>> = {
  child: 'stand',
  portrait: 'stand',
  sleep: 'lie',
  eat: 'eat',
  washHands: 'wash-hands',
};

/** Whether a subject is the child (and so is drawn as the chosen child's figure). */
export const isChildSubject = (id: SubjectId): boolean => id in POSE_OF;

const MOOD_OF: Record<Expression, Mood> = {
  happy: 'smile',
  calm: 'calm',
  sleepy: 'sleepy',
  sad: 'unsure',
  scared: 'unsure',
  angry: 'unsure',
};

/** The attribute a test (or a reader of the SVG) finds each drawn child figure by. */
export const FIGURE_MARK = 'data-card-child';

/**
 * The chosen child as a card subject, standing on (0, 0) like every other subject; undefined for
 * a subject that is not the child.
 */
export function childFigureSubject(id: SubjectId, look: FigureLook, expression: Expression): Drawn | undefined {
  const pose = POSE_OF[id];
  if (!pose) return undefined;
  const mood = pose === 'lie' ? 'sleepy' : MOOD_OF[expression];
  const svg = `<g ${FIGURE_MARK}="${pose}">${drawFigure(look, pose, mood)}</g>`;
  const b = bodyOf(look.age);
  if (pose === 'lie') {
    // drawLying: a bed about 1.1 heights long with the child's head on the pillow, feet of the bed on y = 0.
    const len = b.H * 1.1 + 60;
    return { shapes: [{ k: 'svg', svg, tone: 'ink' }], half: len / 2 + 40, height: 300 };
  }
  const wide = pose === 'eat' || pose === 'wash-hands' ? 1.9 : 1;
  return { shapes: [{ k: 'svg', svg, tone: 'ink' }], half: figureHalfWidth(look) * wide, height: b.H + 30 };
}
