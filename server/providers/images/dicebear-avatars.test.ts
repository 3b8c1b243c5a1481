import { describe, expect, it } from 'vitest';
import { avataaarsOptions, toEnglish } from './avatar-look';
import { avatarPrompt } from './avatar-prompt';
import { dicebearAvatars } from './dicebear-avatars';

const look = { gender: 'dreng', age: 6, hairColor: 'rødt', eyeColor: 'grønne', skinColor: 'medium', outfit: 'blå hættetrøje' } as const;
const svgOf = (img: ReturnType<typeof dicebearAvatars>[number]) => (img.kind === 'svg' ? img.svg : '');

describe('offline avatars (DiceBear avataaars)', () => {
  it('draws the form: skin, hair, eye and clothing colours', () => {
    const [svg] = dicebearAvatars(look, { count: 1, seed: 'a' }).map(svgOf);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('#d08b5b'); // medium skin
    expect(svg).toContain('#c93305'); // red hair
    expect(svg).toContain('#3f9a55'); // green iris
    expect(svg).toContain('#5199e4'); // blue hoodie
  });

  it('maps all four skin colours, and Danish hair and eye words', () => {
    expect(avataaarsOptions({ ...look, skinColor: 'lys' }).skinColor).toEqual(['ffdbb4', 'edb98a']);
    expect(avataaarsOptions({ ...look, skinColor: 'mørk' }).skinColor).toEqual(['ae5d29']);
    expect(avataaarsOptions({ ...look, skinColor: 'meget mørk' }).skinColor).toEqual(['614335']);
    expect(avataaarsOptions({ ...look, hairColor: 'Blond' }).hairColor).toEqual(['d6b370']);
    expect(avataaarsOptions({ ...look, hairColor: 'sort' }).hairColor).toEqual(['2c1b18']);
    expect(avataaarsOptions({ ...look, hairColor: 'mørkebrunt' }).hairColor).toEqual(['4a312c']);
    expect(avataaarsOptions({ ...look, hairColor: 'lyserødt' }).hairColor).toEqual(['f59797']);
    expect(avataaarsOptions({ ...look, gender: 'pige', hairColor: 'langt brunt' }).top).toContain('straight01');
    expect(avataaarsOptions({ ...look, outfit: 'gul kjole og briller' })).toMatchObject({ clothing: ['shirtScoopNeck'], clothesColor: ['ffd84d'], accessoriesProbability: 100 });
  });

  it('always draws a calm face: smile or default mouth, default eyes and brows, no beard', () => {
    const o = avataaarsOptions(look);
    expect(o.mouth).toEqual(['smile', 'default']);
    expect(o.eyes).toEqual(['default']);
    expect(o.eyebrows).toEqual(['default', 'defaultNatural']);
    expect(o.facialHairProbability).toBe(0);
  });

  it('is deterministic per seed and varies across candidates', () => {
    const a = dicebearAvatars(look, { count: 4, seed: 'same' }).map(svgOf);
    const b = dicebearAvatars(look, { count: 4, seed: 'same' }).map(svgOf);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(4);
    expect(dicebearAvatars(look, { count: 1, seed: 'other' }).map(svgOf)[0]).not.toBe(a[0]);
  });
});

describe('avatar prompt', () => {
  it('is English, built from the look, and never contains the child name', () => {
    const prompt = avatarPrompt({ gender: 'pige', age: 8, hairColor: 'Sofies lange lyse fletninger', eyeColor: 'blå', skinColor: 'lys', outfit: 'stribet kjole som Sofie elsker' }, 'Sofie');
    expect(prompt).toMatch(/^A friendly cartoon avatar portrait of a 8-year-old girl with long light braids hair, blue eyes, fair skin, wearing striped dress\./);
    expect(prompt).not.toMatch(/sofie/i);
  });

  it('translates Danish words and drops what it does not know', () => {
    expect(toEnglish('mørkebrunt krøllet hår')).toBe('dark brown curly hair');
    expect(toEnglish('rød trøje med Spiderman')).toBe('red sweater');
  });
});
