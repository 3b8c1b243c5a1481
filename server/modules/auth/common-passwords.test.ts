import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../../../shared/constants';
import { TEST_PASSWORD } from '../../test/harness';
import { isCommonPassword, isLikeEmail } from './common-passwords';

const listed = (file: string) =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));

describe('isCommonPassword', () => {
  it('knows the most used passwords, in any case and with spaces around them', () => {
    for (const password of ['password', '123456', 'qwerty', 'iloveyou', 'password1', 'PASSWORD1', ' Trustno1 ', 'football\n']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses the passwords the security probe got through, and the same words with digits or symbols added', () => {
    for (const password of [
      'password123',
      'Passw0rd!',
      'P@ssw0rd1',
      'sommer2024',
      'Sommer2024!',
      'kodeord123',
      'Velkommen1',
      'hejmeddig',
      'danmark1234',
      'Kærlighed1',
      'kaerlighed1',
      'Brøndby1964',
      'vinter2023',
      'jegelskerdig',
      'Mathilde2015',
      '2024sommer',
      'Dragon1234!',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses the app's own name however it is written, with digits or symbols after it", () => {
    for (const password of [
      'Fortællehuset',
      'fortaellehuset',
      'FORTÆLLEHUSET',
      'Fortællehuset1',
      'fortaellehuset2024!',
      'Fortælle-huset',
      'Fortælle huset 12',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('checks against more than 3,000 common passwords of the required length, Danish ones among them', () => {
    const long = [...listed('./common-passwords.txt'), ...listed('./common-passwords.da.txt')].filter((p) => p.length >= PASSWORD_MIN);
    expect(new Set(long).size).toBeGreaterThan(3000);
    expect(long.filter((p) => !isCommonPassword(p))).toEqual([]);
    const danish = listed('./common-passwords.da.txt');
    expect(danish).toEqual(expect.arrayContaining(['kodeord', 'velkommen', 'sommer', 'hejmeddig', 'danmark', 'brøndby']));
  });

  it('lets other passwords through, passphrases and longer suffixes too', () => {
    for (const password of [
      TEST_PASSWORD,
      'tre små grise',
      'ny-hemmelig-kode-7',
      'en-anden-kode-2',
      'en-helt-anden-kode-9',
      'pass word1',
      '',
      'Sommerfugle i maven 7',
      'sommer-ved-havet-2024',
      'dragon1234567',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('isLikeEmail', () => {
  it("refuses the address's local part, with or without its dots, with digits after it, in any case", () => {
    for (const password of ['anna.hansen', 'annahansen1', 'AnnaHansen2024!', 'anna_hansen', 'anna.hansen@mail.dk', 'Hansen1234']) {
      expect(isLikeEmail(password, 'anna.hansen@mail.dk'), password).toBe(true);
    }
    expect(isLikeEmail('anna.hansen', 'Anna.Hansen+fh@mail.dk')).toBe(true);
    expect(isLikeEmail('soerenlund', 'søren.lund87@mail.dk')).toBe(true);
  });

  it('lets a password that only shares a word with the address through', () => {
    for (const password of [TEST_PASSWORD, 'anna elsker kager', 'hansen-og-grethe-7']) {
      expect(isLikeEmail(password, 'anna.hansen@mail.dk'), password).toBe(false);
    }
    expect(isLikeEmail('bo-bor-i-byen', 'bo@mail.dk')).toBe(false);
  });
});
