import { describe, expect, it } from 'vitest';
import { avatarPrompt } from './avatar-prompt';
import type { AvatarLook } from './avatar-look';
import { toEnglish } from './avatar-look';
import { figureAvatars } from './figure-avatars';

const look: AvatarLook = { gender: 'pige', age: 6, hairColor: 'brune fletninger', eyeColor: 'grøn', skinColor: 'mørk', outfit: 'gul kjole' };
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
      expect(svg).toContain('fill="#f7d154"'); // gul kjole
    }
  });

  it("draws the builder's choices: glasses, headscarf, headphones", () => {
    const plain = svgOf(figureAvatars(look, { count: 1, seed: 'x' })[0]);
    const glasses = svgOf(figureAvatars({ ...look, features: { glasses: true } }, { count: 1, seed: 'x' })[0]);
    expect(plain).not.toContain('stroke="#4d5566"');
    expect(glasses).toContain('stroke="#4d5566"');
    const scarf = svgOf(figureAvatars({ ...look, features: { headscarf: true } }, { count: 1, seed: 'x' })[0]);
    expect(scarf).not.toContain('fill="#724133"'); // the hair is under the scarf
    const phones = svgOf(figureAvatars({ ...look, features: { ears: 'høretelefoner' } }, { count: 1, seed: 'x' })[0]);
    expect(phones).toContain('fill="#7fa7d6"');
  });
});

describe('avatar prompt', () => {
  it('is English, built from the look, and never contains the child name', () => {
    const prompt = avatarPrompt({ gender: 'pige', age: 8, hairColor: 'Sofies lange lyse fletninger', eyeColor: 'blå', skinColor: 'lys', outfit: 'stribet kjole som Sofie elsker' }, 'Sofie');
    expect(prompt).toMatch(/8-year-old girl/);
    expect(prompt).toMatch(/long light braids/);
    expect(prompt).not.toMatch(/sofie/i);
  });

  it('translates Danish words and drops what it does not know', () => {
    expect(toEnglish('mørkebrunt krøllet hår')).toBe('dark brown curly hair');
    expect(toEnglish('rød trøje med Spiderman')).toBe('red sweater');
  });
});
