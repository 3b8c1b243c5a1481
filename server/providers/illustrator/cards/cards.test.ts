import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_STYLE_IDS, CARD_STYLES } from '../index';
import { maxChroma, pixels } from '../test-helpers';
import { cardSvg, drawCard, planCard } from './cards';

const timings: string[] = [];

describe('drawCard', () => {
  it('has the six styles of the image generator', () => {
    expect(CARD_STYLE_IDS).toEqual(['cartoon', 'realistic', 'anime', 'watercolor', 'minimalist', 'coloring']);
    expect(CARD_STYLES.map((s) => s.label)).toEqual(['Tegneserie', 'Realistisk', 'Anime', 'Akvarel', 'Minimalistisk', 'Malebog']);
  });

  it('draws every style at the default 768x768 and at other sizes', async () => {
    for (const style of CARD_STYLE_IDS) {
      const t = performance.now();
      const png = await drawCard({ description: 'En glad hund leger med en bold i solen', style, seed: 1 });
      timings.push(`card ${style} 768: ${(performance.now() - t).toFixed(0)} ms ${png.length} bytes`);
      expect(await sharp(png).metadata(), style).toMatchObject({ format: 'png', width: 768, height: 768 });
      const other = await drawCard({ description: 'et tog', style, seed: 2, width: 512, height: 384, format: 'webp' });
      expect(await sharp(other).metadata(), style).toMatchObject({ format: 'webp', width: 512, height: 384 });
    }
  });

  it('keeps colouring pages black and white', async () => {
    const descriptions = [
      'En glad hund leger med en bold i solen',
      'Pigen er ked af det',
      'Familien kører i bus til stranden',
      'Drengen børster tænder før han skal sove',
      'regnbue over huset og et træ med æbler',
      'Noget helt andet uden kendte ord',
    ];
    for (const description of descriptions) {
      const p = await pixels(await drawCard({ description, style: 'coloring', seed: 5, width: 512, height: 512 }));
      // Near-white, near-black or grey anti-aliasing only: no channel differs from the others.
      expect(maxChroma(p), description).toBeLessThanOrEqual(4);
      let dark = 0;
      let light = 0;
      for (let i = 0; i < p.width * p.height; i++) {
        const v = p.data[i * p.channels];
        if (v < 60) dark++;
        if (v > 235) light++;
      }
      const n = p.width * p.height;
      expect(light / n, description).toBeGreaterThan(0.75);
      expect(dark / n, description).toBeGreaterThan(0.01);
    }
    // Raw SVG of a colouring page uses no colour either (only black and white).
    const { svg } = cardSvg({ description: 'kat og fisk', style: 'coloring', seed: 1 });
    const colours = new Set(svg.match(/#[0-9a-f]{6}/gi)?.map((c) => c.toLowerCase()));
    expect([...colours].every((c) => c === '#000000' || c === '#ffffff')).toBe(true);
  });

  it('uses colour in the other styles', async () => {
    for (const style of ['cartoon', 'realistic', 'anime', 'watercolor', 'minimalist']) {
      const p = await pixels(await drawCard({ description: 'en rød bil', style, seed: 1, width: 256, height: 256 }));
      expect(maxChroma(p, 7), style).toBeGreaterThan(60);
    }
  });

  it('is deterministic for equal description, style and seed', async () => {
    for (const style of CARD_STYLE_IDS) {
      const a = await drawCard({ description: 'En kat og en fugl', style, seed: 42, width: 320, height: 320 });
      const b = await drawCard({ description: 'En kat og en fugl', style, seed: 42, width: 320, height: 320 });
      expect(a.equals(b), style).toBe(true);
    }
    const a = await drawCard({ description: 'En kat og en fugl', style: 'cartoon', seed: 1, width: 320, height: 320 });
    const b = await drawCard({ description: 'En kat og en fugl', style: 'cartoon', seed: 2, width: 320, height: 320 });
    expect(a.equals(b)).toBe(false);
  });

  it('plans subjects, scene and mood from the description', () => {
    expect(planCard('En glad hund leger med en bold', 'cartoon')).toMatchObject({ subjects: ['dog', 'ball'], expression: 'happy', scene: 'outdoor', fallback: false });
    expect(planCard('Drengen skal sove', 'anime')).toMatchObject({ subjects: ['child', 'sleep'], scene: 'bedtime' });
    expect(planCard('Månen og stjerner', 'anime')).toMatchObject({ subjects: ['moon', 'star'], scene: 'night' });
    expect(planCard('tandbørste', 'realistic')).toMatchObject({ subjects: ['toothbrush'], scene: 'indoor' });
    expect(planCard('bange', 'minimalist')).toMatchObject({ subjects: ['portrait'], expression: 'scared' });
    expect(planCard('xyz', 'pastel').style).toBe('cartoon');
    const fallback = planCard('Noget helt andet', 'cartoon', 3);
    expect(fallback.fallback).toBe(true);
    expect(fallback.subjects.length).toBeGreaterThan(0);
  });

  it('reports timings', () => {
    console.log(`\nCard timings (this machine):\n  ${timings.join('\n  ')}`);
    expect(timings).toHaveLength(6);
  });
});
