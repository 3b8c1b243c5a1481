import { describe, expect, it } from 'vitest';
import { CARD_STYLES, cardPrompt, cardStyleIds, defaultCardTitle } from './cards';
import { cardCreateSchema } from './schemas';

describe('card styles', () => {
  it('are the six of the specification, with Danish names and their own placeholders', () => {
    expect(CARD_STYLES.map((s) => s.id)).toEqual([...cardStyleIds]);
    expect(CARD_STYLES.map((s) => s.name)).toEqual(['Tegneserie', 'Realistisk', 'Anime', 'Akvarel', 'Minimalistisk', 'Malebog']);
    expect(new Set(CARD_STYLES.map((s) => s.placeholder)).size).toBe(6);
  });

  it('send only Malebog to the Images API; the rest to Replicate at 768x768', () => {
    for (const s of CARD_STYLES) {
      if (s.id === 'coloring') expect(s.path).toEqual({ provider: 'openai', width: 1024, height: 1024 });
      else expect(s.path).toEqual({ provider: 'replicate', width: 768, height: 768, steps: 28, guidance: 7.5, outputs: 1 });
    }
  });

  it('build the prompt from the English prefix and the description as written', () => {
    expect(cardPrompt('minimalist', ' En  kop\nkakao ')).toBe(`${CARD_STYLES[4].promptPrefix} En kop kakao`);
  });
});

describe('defaultCardTitle', () => {
  it('is the first 50 characters of the description on one line', () => {
    expect(defaultCardTitle('Kort')).toBe('Kort');
    expect(defaultCardTitle('a'.repeat(80))).toBe('a'.repeat(50));
    expect(defaultCardTitle('  To\nlinjer  ')).toBe('To linjer');
    // Never half an emoji.
    expect(defaultCardTitle(`${'x'.repeat(49)}🐶🐱`)).toBe(`${'x'.repeat(49)}🐶`);
  });
});

describe('cardCreateSchema', () => {
  it('trims, and treats an empty title as none', () => {
    expect(cardCreateSchema.parse({ title: ' ', description: ' En kat ', style: 'anime' })).toEqual({
      title: undefined,
      description: 'En kat',
      style: 'anime',
    });
    expect(cardCreateSchema.parse({ title: null, description: 'x', style: 'coloring' }).title).toBeUndefined();
    expect(cardCreateSchema.parse({ title: ' Min kat ', description: 'x', style: 'coloring' }).title).toBe('Min kat');
  });
});
