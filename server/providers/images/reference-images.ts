import sharp from 'sharp';

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * An avatar as a reference image: an opaque PNG of at most `side` pixels a side. A transparent
 * background (avatars have theirs removed) is made white, so no service reads it as a mask.
 */
export const referencePng = (avatar: Buffer, side = 1024): Promise<Buffer> =>
  sharp(avatar).resize(side, side, { fit: 'inside', withoutEnlargement: true }).flatten({ background: WHITE }).png().toBuffer();

/**
 * The children side by side on one reference sheet, left to right in their order, each in a
 * square of `side` pixels: for a model that takes one image (FLUX Kontext).
 */
export async function referenceSheet(avatars: Buffer[], side = 512): Promise<Buffer> {
  const tiles = await Promise.all(
    avatars.map((a) => sharp(a).resize(side, side, { fit: 'contain', background: WHITE }).flatten({ background: WHITE }).png().toBuffer()),
  );
  return sharp({ create: { width: side * tiles.length, height: side, channels: 3, background: WHITE } })
    .composite(tiles.map((input, i) => ({ input, left: i * side, top: 0 })))
    .png()
    .toBuffer();
}
