/** Helpers for the illustrator tests: pixel checks. */
import sharp from 'sharp';

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
export function shareOf(
  p: Pixels,
  rgb: readonly [number, number, number],
  box: { x0: number; y0: number; x1: number; y1: number },
  tolerance = 12,
): number {
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
