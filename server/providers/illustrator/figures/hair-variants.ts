/**
 * Variants of one hair style, for avatar candidates that differ in the hair while staying the
 * parent's choice of style and colour: the parting the other way with a tuft or a clip, or a hair
 * band or a spiky top. Short styles get tufts and spikes, longer ones a clip or a band.
 */
import type { HairStyle } from '../../../../shared/avatar-features';
import { adjust, shade } from '../color';
import { circle, group, line, num, path } from '../svg';
import type { Body } from './body';
import type { FigureLook } from './look-type';

const SHORT: readonly HairStyle[] = ['kort', 'meget kort', 'krøllet'];

/** The front hair as variant `look.hairVariant` draws it; `front` is the style's own front hair. */
export function hairWithVariant(look: FigureLook, b: Body, cy: number, front: string): string {
  const variant = look.hairVariant ?? 0;
  if (!variant) return front;
  const { headRx: rx, headRy: ry } = b;
  const top = cy - ry;
  const short = SHORT.includes(look.hairStyle);
  // a hair accessory stands out from both hair and top: the top's colour across the colour wheel
  const accessory = adjust(look.outfit.topColour, 160, 0.15, -0.08);
  if (variant === 1) {
    // parted the other way
    const mirrored = group(front, 'scale(-1 1)');
    if (short) {
      // a tuft that sticks up at the crown
      return (
        mirrored +
        line(
          `M${num(-rx * 0.15)} ${num(top - 6)} q-4 -22 -18 -26 M${num(-rx * 0.05)} ${num(top - 8)} q2 -24 14 -30 M${num(rx * 0.05)} ${num(top - 6)} q8 -16 22 -16`,
          look.hair,
          8,
        )
      );
    }
    // a clip in the hair above one eye
    const x = -rx * 0.55;
    const y = top + 14;
    return (
      mirrored +
      path(
        `M${num(x - 22)} ${num(y - 14)} L${num(x)} ${num(y)} L${num(x - 22)} ${num(y + 14)} Z M${num(x + 22)} ${num(y - 14)} L${num(x)} ${num(y)} L${num(x + 22)} ${num(y + 14)} Z`,
        accessory,
        { 'stroke-width': 3 },
      ) +
      circle(x, y, 7, shade(accessory, -0.15))
    );
  }
  if (short) {
    // a spiky top
    let spikes = '';
    for (let i = -2; i <= 2; i++) {
      const x = i * rx * 0.32;
      const base = top + Math.abs(i) * 6 - 4;
      spikes += path(
        `M${num(x - 14)} ${num(base + 8)} L${num(x + i * 3)} ${num(base - 22)} L${num(x + 14)} ${num(base + 8)} Z`,
        look.hair,
        { 'stroke-width': 2 },
      );
    }
    return spikes + front;
  }
  // a hair band over the top of the head
  return (
    front +
    path(
      `M${num(-rx - 4)} ${num(cy - 6)} C${num(-rx - 4)} ${num(top - 24)} ${num(rx + 4)} ${num(top - 24)} ${num(rx + 4)} ${num(cy - 6)}`,
      'none',
      { fill: 'none', stroke: accessory, 'stroke-width': 14, 'stroke-linecap': 'round' },
    )
  );
}
