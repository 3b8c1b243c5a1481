import type { Character } from '@shared/api-types';
import { NO_FEATURES } from '@shared/avatar-features';
import { avatarRequestSchema } from '@shared/schemas';
import { describe, expect, it } from 'vitest';
import { characterFormValues, editCharacterSchema, emptyCharacterForm } from './schemas';

const look = { age: '6', gender: 'pige', hairColor: 'brunt', eyeColor: 'blå', skinColor: 'lys', outfit: 'gul kjole' } as const;

describe("the character form: the builder's choices", () => {
  it('starts on «Vælg ud fra hårfarven» with nothing ticked, which the API reads as no choices', () => {
    expect(emptyCharacterForm.features).toEqual({ hairStyle: '', glasses: false, headscarf: false, ears: 'ingen' });
    expect(avatarRequestSchema.parse({ ...emptyCharacterForm, ...look }).features).toEqual(NO_FEATURES);
  });

  it("shows a stored avatar's choices when it is edited, and saves them unchanged", () => {
    const features = { hairStyle: 'knold', glasses: true, headscarf: true, ears: 'høretelefoner' } as const;
    const stored = {
      name: 'Ida',
      age: 6,
      gender: 'pige',
      hairColor: 'brunt',
      eyeColor: 'blå',
      skinColor: 'lys',
      outfit: 'gul kjole',
      companion: null,
      characteristics: [],
      features,
    } as unknown as Character;
    const values = characterFormValues(stored);
    expect(values.features).toEqual(features);
    expect(editCharacterSchema.parse(values).features).toEqual(features);
    const fromText = characterFormValues({ ...stored, features: NO_FEATURES });
    expect(fromText.features.hairStyle).toBe('');
    expect(editCharacterSchema.parse(fromText).features).toEqual(NO_FEATURES);
  });
});
