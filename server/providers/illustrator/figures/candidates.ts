/**
 * The four offline avatar candidates of one look: the same child (skin, hair colour, eyes, clothes,
 * glasses, hearing aid), differing in what a parent chooses between: a variant of the hair style,
 * a lighter or darker shade of the top, standing or waving. The chosen candidate's number is kept
 * with the character (`features.variant`), so every story picture draws the child the parent chose.
 */
import { hexToHsl, shade } from '../color';
import type { Pose } from './figure';
import type { FigureLook } from './look-type';

export interface Candidate {
  /** 0: the style as it is; 1: parted the other way, with a tuft or a clip; 2: with a hair band or spiky top */
  hair: 0 | 1 | 2;
  /** How much lighter (+) or darker (-) the top is than the form's colour. */
  shade: number;
  /** The avatar's pose (the story pictures pose the child by the page). */
  pose: Pose;
}

export const CANDIDATES: readonly Candidate[] = [
  { hair: 0, shade: 0, pose: 'stand' },
  { hair: 1, shade: 0, pose: 'wave' },
  { hair: 2, shade: 0.22, pose: 'stand' },
  { hair: 0, shade: -0.22, pose: 'wave' },
];

export const candidateOf = (variant: number | null | undefined): Candidate =>
  CANDIDATES[Math.abs(Math.round(variant ?? 0)) % CANDIDATES.length];

/** The look as candidate `variant` draws it. */
export function candidateLook(look: FigureLook, variant: number | null | undefined): FigureLook {
  const c = candidateOf(variant);
  if (!c.hair && !c.shade) return look;
  return {
    ...look,
    hairVariant: c.hair,
    outfit: { ...look.outfit, topColour: c.shade ? shifted(look.outfit.topColour, c.shade) : look.outfit.topColour },
  };
}

/**
 * A lighter or darker shade that stays visibly different: a colour near white (or black) that
 * cannot get lighter (darker) goes the other way, further, so the two shaded candidates still differ.
 */
function shifted(colour: string, amount: number): string {
  const { l } = hexToHsl(colour);
  if (l + amount > 0.93) return shade(colour, -0.12 - Math.abs(amount) * 0.9);
  if (l + amount < 0.12) return shade(colour, 0.12 + Math.abs(amount) * 0.9);
  return shade(colour, amount);
}
