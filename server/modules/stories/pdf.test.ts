import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PlanSentence, type StoryPlan, UNKNOWN_SCENE } from '../../../shared/story-plan';
import { pdfPages } from '../../test/pdf-text';
import { renderStoryPdf } from './pdf';

const sentence = (text: string, paragraph?: true): PlanSentence => ({
  text,
  kind: 'beskrivende',
  source: 'writer',
  ...(paragraph ? { paragraph } : {}),
});

/** Three pages; the second has two paragraphs (a blank line the parent typed). */
const plan: StoryPlan = {
  version: 1,
  title: 'Emil tager bussen',
  pages: [
    { sentences: [sentence('Emil skal med bussen.'), sentence('Mor er med.')], scene: UNKNOWN_SCENE },
    { sentences: [sentence('Bussen kommer.'), sentence('Emil sætter sig ved vinduet.', true)], scene: UNKNOWN_SCENE },
    { sentences: [sentence('Så er de ved skolen.')], scene: UNKNOWN_SCENE },
  ],
};

describe('the PDF', () => {
  it("has the plan's pages and paragraphs, each page's picture above its text", async () => {
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    const pdf = await renderStoryPdf({ title: 'Emil tager bussen', byline: 'Emil, 6 år', plan, images: [picture, null, picture, null] });
    const pages = pdfPages(pdf);
    expect(pages.map((p) => p.lines)).toEqual([
      ['Emil tager bussen', 'Emil, 6 år'],
      ['Emil skal med bussen. Mor er med.'],
      ['Bussen kommer.', 'Emil sætter sig ved vinduet.'],
      ['Så er de ved skolen.'],
    ]);
    expect(pages.map((p) => p.picture)).toEqual([true, false, true, false]);
  });
});
