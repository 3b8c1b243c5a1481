import { generationMessages } from '@shared/messages.da';
import { describe, expect, it } from 'vitest';
import { generationErrorText } from './generation-error';

describe('generationErrorText: the toast for a failed story generation', () => {
  it('says which picture failed, with the advice to simplify the description', () => {
    expect(generationErrorText({ code: 'IMAGE_GENERATION_FAILED', message: generationMessages.imageFailed(2) })).toBe(
      'Kunne ikke generere billede 2. Prøv venligst igen. Det kan hjælpe at gøre beskrivelsen enklere.',
    );
    expect(generationErrorText({ code: 'IMAGE_GENERATION_FAILED', message: generationMessages.notAllImages(3, 5) })).toBe(
      'Kunne ikke generere alle billeder (3 af 5). Prøv venligst igen. Det kan hjælpe at gøre beskrivelsen enklere.',
    );
    expect(generationErrorText({ code: 'IMAGE_GENERATION_FAILED', message: '' })).toBe(generationMessages.imageFailedAdvice);
  });

  it('follows the catalogue for the other codes', () => {
    expect(generationErrorText({ code: 'RATE_LIMIT', message: 'busy' })).toBe(generationMessages.rateLimit);
    expect(generationErrorText({ code: 'CONTENT_FILTERED', message: 'Indholdet blev afvist' })).toBe('Indholdet blev afvist');
    expect(generationErrorText({ code: 'GENERATION_FAILED', message: 'Ingen historie genereret' })).toBe('Ingen historie genereret');
    expect(generationErrorText(null)).toBe(generationMessages.unexpected);
  });
});
