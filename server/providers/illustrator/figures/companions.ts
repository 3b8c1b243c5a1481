/**
 * A child's companion, sitting calmly on the ground beside them: a dog, a cat, a teddy bear, a
 * rabbit, a bird or a soft toy. Local units: about 100 tall, the feet on y = 0, facing the viewer.
 */
import type { CompanionKind } from '../../../../shared/avatar-features';
import { shade } from '../color';
import { circle, ellipse, line, path } from '../svg';

const eyes = (dx: number, y: number, r = 5) =>
  circle(-dx, y, r, '#3b2a20', { stroke: 'none' }) +
  circle(dx, y, r, '#3b2a20', { stroke: 'none' }) +
  circle(-dx + 1.5, y - 1.5, 1.5, '#ffffff', { stroke: 'none' }) +
  circle(dx + 1.5, y - 1.5, 1.5, '#ffffff', { stroke: 'none' });

function dog(): string {
  const c = '#c99a6b';
  return (
    path('M-40 0 C-46 -40 -34 -70 0 -72 C34 -70 46 -40 40 0 Z', c) +
    ellipse(-22, -3, 14, 8, shade(c, 0.08)) +
    ellipse(22, -3, 14, 8, shade(c, 0.08)) +
    path('M38 -14 Q62 -22 60 -44', 'none', { fill: 'none', stroke: shade(c, -0.2), 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    circle(0, -92, 32, c) +
    path('M-30 -110 C-48 -104 -50 -74 -36 -68 C-30 -80 -28 -96 -22 -112 Z', shade(c, -0.18)) +
    path('M30 -110 C48 -104 50 -74 36 -68 C30 -80 28 -96 22 -112 Z', shade(c, -0.18)) +
    ellipse(0, -80, 16, 12, shade(c, 0.15)) +
    eyes(11, -96) +
    ellipse(0, -86, 6, 4.5, '#3b2a20', { stroke: 'none' }) +
    line('M-6 -76 Q0 -71 6 -76', '#8a5a44', 2.5)
  );
}

function cat(): string {
  const c = '#9a9da0';
  return (
    path('M-34 0 C-40 -36 -28 -62 0 -64 C28 -62 40 -36 34 0 Z', c) +
    path('M30 -6 C60 -6 64 -30 52 -48', 'none', { fill: 'none', stroke: shade(c, -0.2), 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    circle(0, -84, 30, c) +
    path('M-26 -98 L-24 -128 L-6 -110 Z M26 -98 L24 -128 L6 -110 Z', c) +
    eyes(11, -88, 4.5) +
    path('M-4 -78 L4 -78 L0 -73 Z', '#e8a0a0', { 'stroke-width': 1 }) +
    line('M-14 -76 L-34 -80 M-14 -72 L-34 -70 M14 -76 L34 -80 M14 -72 L34 -70', shade(c, -0.25), 1.5)
  );
}

function teddy(): string {
  const c = '#b98a5e';
  return (
    ellipse(-24, -8, 16, 10, c) +
    ellipse(24, -8, 16, 10, c) +
    ellipse(0, -38, 34, 38, c) +
    ellipse(0, -34, 20, 22, shade(c, 0.15)) +
    ellipse(-34, -46, 10, 18, c) +
    ellipse(34, -46, 10, 18, c) +
    circle(-24, -110, 12, c) +
    circle(24, -110, 12, c) +
    circle(-24, -110, 6, shade(c, 0.15), { stroke: 'none' }) +
    circle(24, -110, 6, shade(c, 0.15), { stroke: 'none' }) +
    circle(0, -88, 28, c) +
    ellipse(0, -80, 12, 9, shade(c, 0.18)) +
    eyes(10, -94, 4) +
    ellipse(0, -84, 4.5, 3.5, '#3b2a20', { stroke: 'none' }) +
    line('M-4 -76 Q0 -73 4 -76', '#6b4a32', 2)
  );
}

function rabbit(): string {
  const c = '#ece6dc';
  return (
    path('M-34 0 C-40 -36 -28 -60 0 -62 C28 -60 40 -36 34 0 Z', c) +
    circle(36, -12, 10, '#ffffff') +
    ellipse(-12, -130, 9, 30, c, { transform: 'rotate(-10 -12 -130)' }) +
    ellipse(12, -130, 9, 30, c, { transform: 'rotate(10 12 -130)' }) +
    ellipse(-12, -128, 4, 20, '#f2c4c4', { stroke: 'none', transform: 'rotate(-10 -12 -128)' }) +
    ellipse(12, -128, 4, 20, '#f2c4c4', { stroke: 'none', transform: 'rotate(10 12 -128)' }) +
    circle(0, -84, 28, c) +
    eyes(10, -88, 4) +
    path('M-4 -78 L4 -78 L0 -74 Z', '#e8a0a0', { 'stroke-width': 1 })
  );
}

function bird(): string {
  const c = '#f6d37a';
  return (
    line('M0 0 V-20', '#b9c4cc', 6) +
    line('M-40 -20 H40', '#c9a27e', 8) +
    ellipse(0, -56, 28, 34, c) +
    ellipse(-14, -56, 14, 22, shade(c, -0.08), { transform: 'rotate(20 -14 -56)' }) +
    circle(6, -94, 20, c) +
    path('M24 -96 L38 -92 L24 -88 Z', '#f79d4d', { 'stroke-width': 1.5 }) +
    circle(12, -98, 4, '#3b2a20', { stroke: 'none' })
  );
}

function softToy(): string {
  const c = '#c9b6f0';
  return (
    ellipse(0, -34, 32, 34, c) +
    ellipse(-30, -40, 10, 16, c) +
    ellipse(30, -40, 10, 16, c) +
    circle(0, -84, 28, c) +
    circle(-20, -106, 9, c) +
    circle(20, -106, 9, c) +
    eyes(10, -88, 4) +
    line('M-6 -76 Q0 -71 6 -76', '#6b4a7a', 2)
  );
}

const DRAW: Record<CompanionKind, () => string> = { dog, cat, teddy, rabbit, bird, 'soft-toy': softToy };

/** How tall each companion is beside a child who is 100 tall (a dog sits to the child's hip). */
export const COMPANION_SIZE: Record<CompanionKind, number> = {
  dog: 0.36,
  cat: 0.26,
  teddy: 0.26,
  rabbit: 0.22,
  bird: 0.24,
  'soft-toy': 0.24,
};

export function drawCompanion(kind: CompanionKind): string {
  return DRAW[kind]();
}
