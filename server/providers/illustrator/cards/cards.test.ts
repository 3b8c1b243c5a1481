import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_STYLE_IDS, CARD_STYLES } from '../index';
import { maxChroma, pixels } from '../../../test/pixels';
import type { AvatarLook } from '../../picture-words/avatar-look';
import { childFigureLook } from '../figures/look';
import { cardSvg, drawCard, planCard } from './cards';
import { FIGURE_MARK } from './child-figure';

/** «Med min avatar»: a 6-year-old boy with red hair, dark skin and glasses. */
const ALFRED: AvatarLook = {
  gender: 'dreng',
  age: 6,
  hairColor: 'rødt',
  eyeColor: 'blå',
  skinColor: 'meget mørk',
  outfit: 'grøn hættetrøje',
  features: { glasses: true },
};
const figures = (svg: string) => [...svg.matchAll(new RegExp(`${FIGURE_MARK}="([a-z-]+)"`, 'g'))].map((m) => m[1]);

const timings: string[] = [];

/** Two styles differ by at least this much on average per channel (0-255). */
const DIFFERENT = 18;

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
    expect(planCard('En glad hund leger med en bold', 'cartoon')).toMatchObject({
      subjects: ['dog', 'ball'],
      expression: 'happy',
      scene: 'outdoor',
      fallback: false,
    });
    // The child who sleeps is the one in the bed, never drawn a second time beside it.
    expect(planCard('Drengen skal sove', 'anime')).toMatchObject({ subjects: ['sleep'], scene: 'bedtime' });
    expect(planCard('Månen og stjerner', 'anime')).toMatchObject({ subjects: ['moon', 'star'], scene: 'night' });
    expect(planCard('tandbørste', 'realistic')).toMatchObject({ subjects: ['toothbrush'], scene: 'indoor' });
    expect(planCard('bange', 'minimalist')).toMatchObject({ subjects: ['portrait'], expression: 'scared' });
    expect(planCard('xyz', 'pastel').style).toBe('cartoon');
    const fallback = planCard('Noget helt andet', 'cartoon', 3);
    expect(fallback.fallback).toBe(true);
    expect(fallback.subjects.length).toBeGreaterThan(0);
  });

  it('draws the chosen child, and only that child, doing what the card shows', () => {
    const look = childFigureLook(ALFRED);
    for (const style of CARD_STYLE_IDS) {
      // «Sove»: the chosen child lies in the bed; no other child, standing or asleep.
      const sleep = cardSvg({ description: 'Sove', style, child: ALFRED, seed: 1 });
      expect(sleep.plan.subjects, style).toEqual(['sleep']);
      expect(figures(sleep.svg), style).toEqual(['lie']);
      expect(sleep.svg, style).toContain(look.skin);
      expect(sleep.svg, style).toContain(look.hair);
      // A child named beside sleeping is the same child.
      expect(figures(cardSvg({ description: 'Drengen skal sove i sin seng', style, child: ALFRED, seed: 1 }).svg), style).toEqual(['lie']);
    }
    // A card that names only a thing shows the child beside it; eating and washing hands are the child's poses.
    const dog = cardSvg({ description: 'En hund', style: 'cartoon', child: ALFRED, seed: 1 });
    expect(dog.plan.subjects).toEqual(['child', 'dog']);
    expect(figures(dog.svg)).toEqual(['stand']);
    expect(figures(cardSvg({ description: 'Spise aftensmad', style: 'anime', child: ALFRED }).svg)).toEqual(['eat']);
    expect(figures(cardSvg({ description: 'Vaske hænder', style: 'realistic', child: ALFRED }).svg)).toEqual(['wash-hands']);
    // Without an avatar the card draws its own pictures, as before.
    expect(figures(cardSvg({ description: 'Sove', style: 'cartoon', seed: 1 }).svg)).toEqual([]);
  });

  it('draws the chosen child in every style, a colouring page still black and white', async () => {
    for (const style of CARD_STYLE_IDS) {
      const png = await drawCard({ description: 'Sove', style, child: ALFRED, seed: 1, width: 256, height: 256 });
      expect(await sharp(png).metadata(), style).toMatchObject({ width: 256, height: 256 });
    }
    expect(
      maxChroma(await pixels(await drawCard({ description: 'Sove', style: 'coloring', child: ALFRED, seed: 1, width: 256, height: 256 }))),
    ).toBeLessThanOrEqual(4);
  });

  it('makes the six styles look clearly different from each other (line, palette, texture)', async () => {
    const size = 128;
    const raw = await Promise.all(
      CARD_STYLE_IDS.map(async (style) =>
        sharp(await drawCard({ description: 'En glad hund leger med en rød bold i haven', style, seed: 7, width: 384, height: 384 }))
          .resize(size, size)
          .removeAlpha()
          .raw()
          .toBuffer(),
      ),
    );
    const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
    for (let i = 0; i < raw.length; i++) {
      for (let j = i + 1; j < raw.length; j++) {
        // Mean difference per channel, out of 255; the same picture in one style twice is 0.
        expect(distance(raw[i], raw[j]), `${CARD_STYLE_IDS[i]} vs ${CARD_STYLE_IDS[j]}`).toBeGreaterThan(DIFFERENT);
      }
    }
  });

  it('reports timings', () => {
    console.log(`\nCard timings (this machine):\n  ${timings.join('\n  ')}`);
    expect(timings).toHaveLength(6);
  });
});
