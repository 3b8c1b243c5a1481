import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/harness';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the most used passwords, in any case and with spaces around them', () => {
    for (const password of ['password', '123456', 'qwerty', 'iloveyou', 'password1', 'PASSWORD1', ' Trustno1 ', 'football\n']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords through', () => {
    for (const password of [TEST_PASSWORD, 'tre små grise', 'ny-hemmelig-kode-7', 'pass word1', '']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
