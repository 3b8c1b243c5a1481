import { describe, expect, it } from 'vitest';
import { avatarPrompt } from '../picture-words/avatar-prompt';
import type { AvatarLook } from '../picture-words/avatar-look';
import { toEnglish } from '../picture-words/avatar-look';
import { hexToHsl } from '../illustrator/color';
import { CANDIDATES } from '../illustrator/figures/candidates';
import { childFigureLook } from '../illustrator/figures/look';
import { GLASSES_FRAME } from '../illustrator/figures/worn';
import { figureAvatars } from './figure-avatars';

const look: AvatarLook = {
  gender: 'pige',
  age: 6,
  hairColor: 'brune fletninger',
  eyeColor: 'grøn',
  skinColor: 'mørk',
  outfit: 'gul kjole',
};
const svgOf = (img: ReturnType<typeof figureAvatars>[number]) => (img.kind === 'svg' ? img.svg : '');

describe('offline avatars: the child as the story pictures draw them', () => {
  it('is deterministic per seed, and the candidates differ', () => {
    const a = figureAvatars(look, { count: 4, seed: 'same' }).map(svgOf);
    expect(figureAvatars(look, { count: 4, seed: 'same' }).map(svgOf)).toEqual(a);
    expect(new Set(a).size).toBe(4);
  });

  it("shows the same child in every candidate: the form's skin, hair, eyes and clothes", () => {
    for (const svg of figureAvatars(look, { count: 4, seed: 'x' }).map(svgOf)) {
      expect(svg).toContain('fill="#a9683c"'); // mørk
      expect(svg).toContain('fill="#724133"'); // brune
      expect(svg).toContain('fill="#3f9a55"'); // grønne øjne
    }
    // the yellow dress: as the form says, or a lighter or darker yellow
    const [first, second, lighter, darker] = figureAvatars(look, { count: 4, seed: 'x' }).map(svgOf);
    expect(first).toContain('fill="#f7d154"');
    expect(second).toContain('fill="#f7d154"');
    for (const svg of [lighter, darker]) {
      expect(svg).not.toContain('fill="#f7d154"');
      const dress = /<path d="[^"]*" fill="(#[0-9a-f]{6})"/.exec(svg.slice(svg.indexOf('<g')))?.[1] ?? '';
      expect(Math.abs(hexToHsl(dress).h - hexToHsl('#f7d154').h), dress).toBeLessThan(4); // degrees
    }
  });

  it('differs between candidates in more than the background: hair, the shade of the top, the pose', () => {
    const withoutBackground = (svg: string) => svg.replace(/<circle cx="500" cy="500" r="470" fill="#[0-9a-f]{6}"/, '');
    for (const l of [
      look,
      { ...look, gender: 'dreng' as const, hairColor: 'sort kort', outfit: 'hvid t-shirt' },
      { ...look, features: { headscarf: true } },
    ]) {
      const figures = figureAvatars(l, { count: 4, seed: 'same' }).map(svgOf).map(withoutBackground);
      expect(new Set(figures).size, l.hairColor).toBe(4);
    }
  });

  it('is the chosen candidate in the story pictures: the character keeps its number', () => {
    const candidates = figureAvatars(look, { count: 4, seed: 'x' }).map(svgOf);
    for (const variant of [0, 1, 2, 3]) {
      const story = childFigureLook({ ...look, features: { variant } });
      expect(candidates[variant]).toContain(`fill="${story.outfit.topColour}"`);
      expect(story.hairVariant ?? 0).toBe(CANDIDATES[variant].hair);
    }
    expect(childFigureLook({ ...look, features: { variant: 2 } }).outfit.topColour).not.toBe(childFigureLook(look).outfit.topColour);
  });

  it('draws the companion beside the child when the form names one, and none otherwise', () => {
    const plain = svgOf(figureAvatars(look, { count: 1, seed: 'x' })[0]);
    expect(plain).not.toContain('data-companion');
    for (const [words, kind] of [
      ['bamsen Brumme', 'teddy'],
      ['hunden Fido', 'dog'],
      ['en kat', 'cat'],
    ] as const) {
      for (const svg of figureAvatars({ ...look, companion: words }, { count: 4, seed: 'x' }).map(svgOf)) {
        expect(svg).toContain(`data-companion="${kind}"`);
      }
    }
    // a person as companion is drawn in the stories, not in the avatar
    expect(svgOf(figureAvatars({ ...look, companion: 'mormor' }, { count: 1, seed: 'x' })[0])).not.toContain('data-companion');
  });

  it("draws the builder's choices: glasses, headscarf, headphones", () => {
    const plain = svgOf(figureAvatars(look, { count: 1, seed: 'x' })[0]);
    const glasses = svgOf(figureAvatars({ ...look, features: { glasses: true } }, { count: 1, seed: 'x' })[0]);
    expect(plain).not.toContain(`stroke="${GLASSES_FRAME}"`);
    expect(glasses).toContain(`stroke="${GLASSES_FRAME}"`);
    const scarf = svgOf(figureAvatars({ ...look, features: { headscarf: true } }, { count: 1, seed: 'x' })[0]);
    expect(scarf).not.toContain('fill="#724133"'); // the hair is under the scarf
    const phones = svgOf(figureAvatars({ ...look, features: { ears: 'høretelefoner' } }, { count: 1, seed: 'x' })[0]);
    expect(phones).toContain('fill="#7fa7d6"');
  });
});

describe('avatar prompt', () => {
  it('is English, built from the look, and never contains the child name', () => {
    const prompt = avatarPrompt(
      {
        gender: 'pige',
        age: 8,
        hairColor: 'Sofies lange lyse fletninger',
        eyeColor: 'blå',
        skinColor: 'lys',
        outfit: 'stribet kjole som Sofie elsker',
      },
      'Sofie',
    );
    expect(prompt).toMatch(/8-year-old girl/);
    expect(prompt).toMatch(/long light braids/);
    expect(prompt).not.toMatch(/sofie/i);
  });

  it('translates Danish words and drops what it does not know', () => {
    expect(toEnglish('mørkebrunt krøllet hår')).toBe('dark brown curly hair');
    expect(toEnglish('rød trøje med Spiderman')).toBe('red sweater');
  });
});
