import { describe, expect, it } from 'vitest';
import {
  characterMessages,
  da,
  type ErrorCode,
  errorCatalogue,
  errorMessages,
  isErrorCode,
  storyMessages,
  validationMessages,
} from './messages.da';

/** Every string in a part of the catalogue, with its key path; functions are called with samples. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') return [[`${at}()`, String(value(2, 5))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** English words that would give away an untranslated text. */
const english =
  /\b(the|and|you|your|please|error|failed|could not|not found|loading|save|cancel|sign in|sign out|password|something went wrong|try again|unknown|invalid|user not)\b/i;

/** English the specification itself puts on screen, so it stays (its error screen's English is Danish now: issue 26). */
const englishBySpec = new Set(['GDPR Compliant', 'AI Excellence', 'Dashboard', 'Admin Panel']);

describe('errorMessages', () => {
  it('has a non-empty Danish message for every error code', () => {
    const entries = Object.entries(errorMessages);
    expect(entries.length).toBeGreaterThan(10);
    for (const [code, message] of entries) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(message.trim(), code).not.toBe('');
      expect(message, code).not.toMatch(english);
    }
  });

  it('uses the texts of the specification', () => {
    expect(errorMessages.RATE_LIMIT).toBe('For mange anmodninger. Prøv igen om lidt');
    expect(errorMessages.INVALID_CREDENTIALS).toBe('Forkert email eller adgangskode');
    expect(errorMessages.STORY_NOT_FOUND).toBe('Historien blev ikke fundet');
    expect(errorMessages.SYNTHESIS_FAILED).toBe('Kunne ikke generere tale');
    expect(errorMessages.PASSWORD_TOO_SHORT).toBe('Adgangskoden skal være mindst 8 tegn');
  });
});

describe('catalogue', () => {
  it('says how many stories lack images, singular and plural', () => {
    expect(da.dashboard.missingImages(1)).toBe('1 historie mangler billeder');
    expect(da.dashboard.missingImages(3)).toBe('3 historier mangler billeder');
  });

  it('shows usage as "N af max"', () => {
    expect(da.profile.storyUsage(2, 5)).toBe('2 af 5 historier');
    expect(da.profile.cardUsage(5, 5)).toBe('5 af 5 kort');
  });

  it('greets by name, and without one', () => {
    expect(da.dashboard.welcome('Mette')).toBe('Velkommen tilbage, Mette!');
    expect(da.dashboard.welcome('')).toBe('Velkommen tilbage!');
  });

  it('greets a first visit with a welcome, not a welcome back', () => {
    expect(da.dashboard.welcome('', true)).toBe('Velkommen!');
    expect(da.dashboard.welcome('Mette', true)).toBe('Velkommen, Mette!');
  });

  it("calls the child's figure an avatar, outside the specification's own button texts", () => {
    const specButtons = new Set(['Opret ny karakter', 'Skift karakter']);
    const figureWords = strings(da, 'da')
      .concat(strings({ characterMessages, storyMessages, validationMessages }, 'catalogue'))
      .filter(([, text]) => !specButtons.has(text) && /\b(karakter\w*|figur\w*)\b/i.test(text));
    expect(figureWords).toEqual([]);
  });

  it('has the admin texts of the specification', () => {
    expect(da.admin.roleChanged('unlimited')).toBe('Brugerrolle sat til: unlimited');
    expect(da.admin.noUsersFound).toBe('Ingen brugere fundet med denne e-mail');
    expect(da.admin.pageOf(2, 3)).toBe('Side 2 af 3');
  });

  it('has the quota texts of the specification', () => {
    expect(da.profile.welcomeFree).toBe('Velkommen! Du kan oprette op til 5 gratis historier.');
    expect(da.profile.limitReached).toBe('Du har brugt alle dine 5 gratis historier. Opgrader til Premium for at fortsætte.');
  });

  it('has no empty texts', () => {
    for (const [key, text] of strings(da, 'da')) expect(text.trim(), key).not.toBe('');
  });

  it('has no English left in the Danish parts', () => {
    const leftovers = strings(da, 'da').filter(([, text]) => !englishBySpec.has(text) && english.test(text));
    expect(leftovers).toEqual([]);
  });
});

describe('errorCatalogue: every code the API answers with', () => {
  it('has a Danish text and an error status for each code, and errorMessages says the same', () => {
    for (const [code, { status, message }] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z_]+$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.trim().length, code).toBeGreaterThan(3);
      expect(errorMessages[code as ErrorCode]).toBe(message);
    }
    expect(isErrorCode('STORY_NOT_FOUND')).toBe(true);
    expect(isErrorCode('RATE_LIMIT_EXCEEDED')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
