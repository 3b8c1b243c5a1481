import { describe, expect, it } from 'vitest';
import { drawnInDanish } from './scene-description';

describe('«Tegnes»: what will be drawn, in Danish', () => {
  it('says the place once, not again after the person who is it', () => {
    const who = { name: 'Oliver', companion: null };
    expect(
      drawnInDanish({ setting: 'dentist', action: 'wave-goodbye', adultLabel: null, addressed: 'tandlægen', companion: false }, who),
    ).toBe('Tegnes: Oliver vinker farvel til tandlægen');
    expect(drawnInDanish({ setting: 'kindergarten', action: 'wave-goodbye', adultLabel: 'far', companion: false }, who)).toBe(
      'Tegnes: Oliver vinker farvel til far i børnehaven',
    );
    expect(drawnInDanish({ setting: 'waiting-room', action: 'wait-with-book', adultLabel: 'mor', companion: false }, who)).toBe(
      'Tegnes: Oliver sidder i venteværelset med en bog, mor sidder ved siden af',
    );
  });
});
