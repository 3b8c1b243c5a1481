/** Helpers for the illustrator tests: synthetic avatars in distinctive colours and pixel checks. */
import sharp from 'sharp';

/** A head-and-shoulders bust (shoulders reach the bottom edge) in one colour on a plain background. */
export async function bustAvatar(color: string, background = '#00ff00', size = 512): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="${background}"/>` +
    `<path d="M60 512 Q60 370 256 360 Q452 370 452 512 Z" fill="${color}"/>` +
    `<circle cx="256" cy="220" r="130" fill="${color}"/>` +
    `<circle cx="210" cy="200" r="14" fill="#222"/><circle cx="302" cy="200" r="14" fill="#222"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A head only, floating on a transparent background (needs a body drawn under it). */
export async function headAvatar(color: string, size = 512): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `<circle cx="256" cy="200" r="150" fill="${color}"/>` +
    `<circle cx="200" cy="180" r="16" fill="#222"/><circle cx="312" cy="180" r="16" fill="#222"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function rgbAt(p: Pixels, x: number, y: number): [number, number, number] {
  const o = (Math.round(y) * p.width + Math.round(x)) * p.channels;
  return [p.data[o], p.data[o + 1], p.data[o + 2]];
}

/** Share of pixels in a box that are within `tolerance` of a colour. */
export function shareOf(p: Pixels, rgb: readonly [number, number, number], box: { x0: number; y0: number; x1: number; y1: number }, tolerance = 12): number {
  let hit = 0;
  let all = 0;
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(p.height, box.y1); y += 2) {
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(p.width, box.x1); x += 2) {
      const [r, g, b] = rgbAt(p, x, y);
      all++;
      if (Math.abs(r - rgb[0]) <= tolerance && Math.abs(g - rgb[1]) <= tolerance && Math.abs(b - rgb[2]) <= tolerance) hit++;
    }
  }
  return all ? hit / all : 0;
}

/** Largest colour saturation (max - min channel) in the picture, sampled. */
export function maxChroma(p: Pixels, step = 1): number {
  let max = 0;
  for (let i = 0; i < p.width * p.height; i += step) {
    const o = i * p.channels;
    const c = Math.max(p.data[o], p.data[o + 1], p.data[o + 2]) - Math.min(p.data[o], p.data[o + 1], p.data[o + 2]);
    if (c > max) max = c;
  }
  return max;
}
