/** A drawn person's proportions, by age (figure.ts `bodyOf`): its own file so the parts drawn on a body import no drawing. */
export interface Body {
  /** standing height in local units (head = 100) */
  H: number;
  headCy: number;
  headRx: number;
  headRy: number;
  shoulderY: number;
  shoulderHalf: number;
  hipY: number;
  hipHalf: number;
  upperArm: number;
  foreArm: number;
  thigh: number;
  shin: number;
  armW: number;
  legW: number;
  handR: number;
  /** the eyes: radius, half the distance between them, and how far below the head's middle */
  eyeR: number;
  eyeDx: number;
  eyeDy: number;
  /** how far the tummy bulges past the shoulders (a toddler's round body) */
  belly: number;
  adult: boolean;
  age: number;
}
