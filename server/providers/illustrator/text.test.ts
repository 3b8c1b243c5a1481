import { describe, expect, it } from 'vitest';
import { drawableText, fitText } from './text';

describe('drawableText: what DejaVu Sans can draw, without empty boxes', () => {
  it.each([
    ['Åse 🦖 går i zoo 🐘!', 'Åse går i zoo!'],
    ['Søren og Ærø', 'Søren og Ærø'],
    ['Ирина и море', 'Ирина и море'],
    ['Zoë går i café', 'Zoë går i café'],
    ['东京 tur', 'tur'],
    ['🎉🎉', ''],
  ])('%s -> %s', (title, drawn) => {
    expect(drawableText(title)).toBe(drawn);
  });

  it('is what a cover title is fitted from', () => {
    const fitted = fitText('Emil 🚌 tager bussen 🚏 til skole', 800, 3, [60]);
    expect(fitted.lines.join(' ')).toBe('Emil tager bussen til skole');
  });
});
