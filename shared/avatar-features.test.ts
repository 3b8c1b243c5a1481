import { describe, expect, it } from 'vitest';
import { avatarFeaturesSchema, companionKindOf, drawnWords, NO_FEATURES, outfitOf, resolveFeatures } from './avatar-features';

describe('drawnWords: what the form says under a free-text field', () => {
  it('names the hair words that are drawn, and the ones that are not', () => {
    expect(drawnWords('hairColor', 'Brunt, langt med glimmer')).toEqual({ drawn: ['brunt', 'langt'], notDrawn: ['glimmer'] });
    expect(drawnWords('hairColor', 'lysebrunt og krøllet')).toEqual({ drawn: ['lysebrunt', 'krøllet'], notDrawn: [] });
    expect(drawnWords('hairColor', 'rødt hår i fletninger')).toEqual({ drawn: ['rødt', 'fletninger'], notDrawn: [] });
  });

  it('counts glasses, a headscarf and ears as drawn in either text, as resolveFeatures reads them', () => {
    expect(drawnWords('hairColor', 'sort med hijab og briller').drawn).toEqual(['sort', 'hijab', 'briller']);
    expect(drawnWords('outfit', 'grøn trøje og ci-apparat').drawn).toEqual(['grøn', 'trøje', 'ci-apparat']);
    expect(drawnWords('outfit', 'høreværn')).toEqual({ drawn: ['høreværn'], notDrawn: [] });
  });

  it('names the outfit words that are drawn and the ones that are not', () => {
    expect(drawnWords('outfit', 'blå hættetrøje og jeans')).toEqual({ drawn: ['blå', 'hættetrøje', 'jeans'], notDrawn: [] });
    expect(drawnWords('outfit', 'prinsessekjole med glimmer, gummistøvler')).toEqual({
      drawn: ['prinsessekjole'],
      notDrawn: ['glimmer', 'gummistøvler'],
    });
    // Sandals are not sand-coloured, and a neck scarf is not a headscarf.
    expect(drawnWords('outfit', 'sandaler og halstørklæde')).toEqual({ drawn: [], notDrawn: ['sandaler', 'halstørklæde'] });
  });

  it('reads eye colours', () => {
    expect(drawnWords('eyeColor', 'blå og glimtende')).toEqual({ drawn: ['blå'], notDrawn: ['glimtende'] });
    expect(drawnWords('eyeColor', 'lysebrune øjne')).toEqual({ drawn: ['lysebrune'], notDrawn: [] });
  });

  it('draws a companion by its kind and does not call its name undrawable; a companion of no known kind is named whole', () => {
    expect(drawnWords('companion', 'Hunden Bobby')).toEqual({ drawn: ['hunden'], notDrawn: [] });
    expect(drawnWords('companion', 'Bamse Brumme')).toEqual({ drawn: ['bamse'], notDrawn: [] });
    expect(drawnWords('companion', 'Mormor Lis')).toEqual({ drawn: ['Mormor Lis'], notDrawn: [] });
    expect(drawnWords('companion', 'Zorblax den Store')).toEqual({ drawn: [], notDrawn: ['Zorblax den Store'] });
  });

  it('says nothing about an empty field, filler words or numbers', () => {
    expect(drawnWords('hairColor', '')).toEqual({ drawn: [], notDrawn: [] });
    expect(drawnWords('companion', '  ')).toEqual({ drawn: [], notDrawn: [] });
    expect(drawnWords('outfit', 'en rød trøje med 2 lommer')).toEqual({ drawn: ['rød', 'trøje'], notDrawn: ['lommer'] });
  });
});

describe('outfitOf: the drawn clothes', () => {
  it('gives each garment the colour word just before it', () => {
    expect(outfitOf('rød t-shirt og blå shorts')).toEqual({
      top: 'tshirt',
      topColour: 'e96a6a',
      bottom: 'shorts',
      bottomColour: '5b9be0',
      hat: null,
    });
    expect(outfitOf('blå hættetrøje og jeans')).toMatchObject({
      top: 'hoodie',
      topColour: '5b9be0',
      bottom: 'trousers',
      bottomColour: null,
    });
  });

  it('draws a dress or an overall without trousers, and a lone colour on the top', () => {
    expect(outfitOf('gul kjole og bukser')).toMatchObject({ top: 'dress', topColour: 'f7d154', bottom: null });
    expect(outfitOf('lyserød')).toMatchObject({ top: 'tshirt', topColour: 'ff8fb1' });
    expect(outfitOf('lyserød tutu')).toMatchObject({ bottom: 'skirt', bottomColour: 'ff8fb1' });
  });

  it('finds a cap or a beanie, and falls back to a plain t-shirt', () => {
    expect(outfitOf('grøn kasket og regnjakke').hat).toBe('cap');
    expect(outfitOf('hue').hat).toBe('beanie');
    expect(outfitOf('')).toEqual({ top: 'tshirt', topColour: null, bottom: null, bottomColour: null, hat: null });
  });
});

describe('resolveFeatures: the choices, completed from the free text', () => {
  it('keeps an explicit choice over the text', () => {
    const explicit = { hairStyle: 'hestehale', glasses: true, headscarf: false, ears: 'høreapparat' } as const;
    expect(resolveFeatures(explicit, { hairColor: 'kort og brunt', outfit: 'høretelefoner' })).toEqual(explicit);
  });

  it('reads hair style, glasses, headscarf and ears from the text when nothing is chosen', () => {
    expect(resolveFeatures(undefined, { hairColor: 'langt og brunt', outfit: 'gul kjole med briller' })).toEqual({
      hairStyle: 'langt',
      glasses: true,
      headscarf: false,
      ears: 'ingen',
    });
    expect(resolveFeatures(NO_FEATURES, { hairColor: 'sort', outfit: 'hijab og høretelefoner' })).toEqual({
      hairStyle: null,
      glasses: false,
      headscarf: true,
      ears: 'høretelefoner',
    });
    expect(resolveFeatures({ ears: 'ingen' }, { hairColor: 'halvlangt', outfit: 'trøje, ci-apparat' })).toMatchObject({
      hairStyle: 'mellemlangt',
      ears: 'høreapparat',
    });
  });

  it('does not cut long thin hair short, nor put a headscarf on a neck scarf', () => {
    expect(resolveFeatures(undefined, { hairColor: 'langt og tyndt', outfit: 'jakke og halstørklæde' })).toEqual({
      ...NO_FEATURES,
      hairStyle: 'langt',
    });
  });
});

describe('stored features', () => {
  it('says in Danish what is wrong with a choice', () => {
    const issue = (value: object) => avatarFeaturesSchema.safeParse(value).error?.issues[0].message;
    expect(issue({ hairStyle: 'pandehår' })).toBe('Vælg en frisure fra listen');
    expect(issue({ ears: 'ørevarmere' })).toBe('Vælg høreapparat, høretelefoner eller ingen');
  });
});

describe('companions and shoes', () => {
  it('draws a teddy for «bamse», not for a person called Bjørn', () => {
    expect(companionKindOf('bamsen Bjørn')).toBe('teddy');
    expect(companionKindOf('Onkel Bjørn')).toBeUndefined();
  });

  it('says a person companion is drawn on the pages that name them', () => {
    expect(drawnWords('companion', 'mor')).toEqual({ drawn: ['mor'], notDrawn: [] });
    expect(drawnWords('companion', 'Zorblax')).toEqual({ drawn: [], notDrawn: ['Zorblax'] });
  });

  it('keeps the colour of the boots off the top', () => {
    expect(outfitOf('gule gummistøvler').topColour).toBeNull();
    expect(outfitOf('blå trøje og gule gummistøvler').topColour).toBe(outfitOf('blå trøje').topColour);
  });
});

describe('a colour goes with its garment', () => {
  it('does not promise the colour of a garment that is not drawn', () => {
    expect(drawnWords('outfit', 'gul kjole og hvide strømper')).toEqual({ drawn: ['gul', 'kjole'], notDrawn: ['hvide', 'strømper'] });
    expect(drawnWords('outfit', 'blå')).toEqual({ drawn: ['blå'], notDrawn: [] });
  });
});
