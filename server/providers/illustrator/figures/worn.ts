/**
 * What a child wears on the head that a parent must recognise on a page shown at phone size
 * (a 1024 px picture shown about 400 px wide): glasses with a dark frame, a coloured hearing aid
 * behind each ear. Drawn big and with a dark outline on purpose: a thin line vanishes at that size.
 */
import { circle, line, num, path } from '../svg';
import type { Body } from './body';

export const GLASSES_FRAME = '#2f3a4d';
export const HEARING_AID = '#3d8bd9';
const HEARING_AID_EDGE = '#1f4f86';

/** The lens radius: round lenses a little bigger than the eye, so the frame sits around it. */
export const lensRadius = (b: Body) => b.eyeR + (b.adult ? 6 : 7);

/** Round glasses over the eyes, with the bridge and the arms to the ears. `cy`: the head's middle. */
export function glasses(b: Body, cy: number): string {
  const ex = b.eyeDx;
  const ey = cy + b.eyeDy;
  const r = lensRadius(b);
  const rim = { 'fill-opacity': 0.22, stroke: GLASSES_FRAME, 'stroke-width': 5.5 };
  return (
    circle(-ex, ey, r, '#ffffff', rim) +
    circle(ex, ey, r, '#ffffff', rim) +
    line(`M${num(-ex + r)} ${num(ey - 2)} Q0 ${num(ey - 7)} ${num(ex - r)} ${num(ey - 2)}`, GLASSES_FRAME, 5) +
    line(
      `M${num(-ex - r)} ${num(ey - 3)} L${num(-b.headRx + 1)} ${num(ey - 6)} M${num(ex + r)} ${num(ey - 3)} L${num(b.headRx - 1)} ${num(ey - 6)}`,
      GLASSES_FRAME,
      5,
    )
  );
}

/** The hearing aid's size in head units (the head is 100 tall): tall enough to read at page size. */
export const HEARING_AID_HEIGHT = 44;

/**
 * A behind-the-ear hearing aid on each side: the body curves over and behind the ear, a tube hooks
 * into the ear. `rx`: the head's half width; `cy`: the head's middle.
 */
export function hearingAids(rx: number, cy: number): string {
  const top = cy - 16;
  return [-1, 1]
    .map((sd) => {
      const x = sd * (rx + 2);
      const body =
        `M${num(x - sd * 4)} ${num(top + 6)} C${num(x + sd * 6)} ${num(top - 4)} ${num(x + sd * 20)} ${num(top + 2)} ${num(x + sd * 20)} ${num(top + 16)} ` +
        `L${num(x + sd * 16)} ${num(top + HEARING_AID_HEIGHT - 8)} Q${num(x + sd * 12)} ${num(top + HEARING_AID_HEIGHT)} ${num(x + sd * 6)} ${num(top + HEARING_AID_HEIGHT - 6)} ` +
        `L${num(x + sd * 4)} ${num(top + 18)} Q${num(x + sd * 2)} ${num(top + 10)} ${num(x - sd * 4)} ${num(top + 6)} Z`;
      return (
        path(body, HEARING_AID, { stroke: HEARING_AID_EDGE, 'stroke-width': 3.5 }) +
        // the tube from the top of the aid into the ear, and the ear piece
        line(
          `M${num(x - sd * 3)} ${num(top + 6)} Q${num(x - sd * 12)} ${num(top + 8)} ${num(x - sd * 8)} ${num(cy + 8)}`,
          HEARING_AID_EDGE,
          3.5,
        ) +
        circle(x - sd * 8, cy + 9, 5, '#f4f1ea', { stroke: HEARING_AID_EDGE, 'stroke-width': 2.5 })
      );
    })
    .join('');
}
