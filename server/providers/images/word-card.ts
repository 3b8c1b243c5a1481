import sharp from 'sharp';
import { CARD_SHEET } from '../../../shared/card-layout';
import { fitText, textBlock } from '../illustrator/text';
import { escapeXml } from '../illustrator/svg';

/** At most this many lines of the word; a longer title ends with an ellipsis, as on a narrow print card. */
const MAX_LINES = 2;

/**
 * The downloaded card: its picture with the card's word centred under it, laid out as the print
 * sheet lays out one card to a sheet (shared/card-layout.ts), on white, as a PNG.
 */
export async function cardWithWord(picture: Buffer, word: string): Promise<Buffer> {
  const meta = await sharp(picture).metadata();
  const side = meta.width ?? 768;
  const pictureHeight = meta.height ?? side;
  // The picture fills the sheet's width inside the padding.
  const width = Math.round(side / (1 - 2 * CARD_SHEET.padding));
  const padding = Math.round(width * CARD_SHEET.padding);
  const gap = Math.round(width * CARD_SHEET.gap);
  const size = width * CARD_SHEET.wordSize[1];
  // Sizes from the layout's down to two thirds of it, so a long word shrinks before it is cut.
  const fitted = fitText(
    word,
    side,
    MAX_LINES,
    [size, size * 0.85, size * 0.7].map((s) => Math.round(s)),
  );
  const lines = fitted.lines.filter((l) => l.trim());
  const wordHeight = Math.ceil(lines.length * fitted.fontSize * CARD_SHEET.lineHeight);
  const wordTop = padding + pictureHeight + gap;
  const height = (lines.length ? wordTop + wordHeight : padding + pictureHeight) + padding;
  const layers: sharp.OverlayOptions[] = [
    { input: await sharp(picture).flatten({ background: '#ffffff' }).png().toBuffer(), left: padding, top: padding },
  ];
  if (lines.length) {
    const text = textBlock({ lines, fontSize: fitted.fontSize }, width / 2, wordHeight / 2, '#000000', CARD_SHEET.lineHeight);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${wordHeight}"><title>${escapeXml(word)}</title>${text}</svg>`;
    layers.push({ input: Buffer.from(svg), left: 0, top: wordTop });
  }
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 6 })
    .toBuffer();
}
