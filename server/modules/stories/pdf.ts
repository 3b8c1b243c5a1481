import sharp from 'sharp';
import { planScenes, type StoryPlan } from '../../../shared/story-plan';

/** A4 in points, 2 cm margins: the same page as the print view. */
const MARGIN = (2 / 2.54) * 72;

export interface PdfStory {
  title: string;
  /** Who the story is for, under the title: the child's name, or the group's name and ages */
  byline?: string;
  /** The story's pages: the PDF has the plan's pages and paragraphs, not the text's */
  plan: StoryPlan;
  /** images[0] is the cover, images[i] belongs to page i; null when missing */
  images: (Buffer | null)[];
}

/** The characters beyond Latin-1 that the PDF's built-in fonts (WinAnsi) can draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The part of a text the built-in Helvetica can draw. Anything else (an emoji, Greek, Cyrillic)
 * would come out as wrong letters, so it is left out and the spaces around it are tidied; the
 * document's title metadata keeps the whole text.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    out += ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : ' ';
  }
  return out
    .replace(/[^\S\n]+([,.!?;:])/g, '$1')
    .replace(/[^\S\n]{2,}/g, ' ')
    .replace(/^[^\S\n]+|[^\S\n]+$/gm, '');
}

const toJpeg = (bytes: Buffer) => sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();

/**
 * The story as a printable PDF, laid out like the print view from the same pages (the plan's): the
 * title and the cover on the first page, then one page per page of the plan, its picture above its
 * paragraphs.
 */
export async function renderStoryPdf(story: PdfStory): Promise<Buffer> {
  const pictures = await Promise.all(story.images.map((b) => (b ? toJpeg(b) : Promise.resolve(null))));
  // pdfkit (its fonts and their tables) loads with the first PDF rather than on every start (bench/README.md, start).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: story.title, Creator: 'Fortællehuset' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - 2 * MARGIN;
  const picture = (bytes: Buffer | null, maxHeight: number) => {
    if (!bytes) return;
    const top = doc.y;
    doc.image(bytes, MARGIN, top, { fit: [width, maxHeight], align: 'center' });
    doc.y = top + maxHeight + 18;
  };

  doc.font('Helvetica-Bold').fontSize(26).fillColor('#1f2937').text(pdfText(story.title), { align: 'center' });
  if (story.byline) doc.font('Helvetica').fontSize(14).fillColor('#4b5563').text(pdfText(story.byline), { align: 'center' });
  doc.moveDown(1);
  picture(pictures[0] ?? null, width);

  planScenes(story.plan).forEach((scene, i) => {
    doc.addPage();
    picture(pictures[i + 1] ?? null, width * 0.75);
    doc.font('Helvetica').fontSize(14).fillColor('#1f2937');
    for (const paragraph of scene.paragraphs) {
      doc.text(pdfText(paragraph), { align: 'left', lineGap: 4 });
      doc.moveDown(0.6);
    }
  });
  doc.end();
  return done;
}
