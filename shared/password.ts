import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

/** A password of nothing but spaces (or other white space) is refused, however long it is. */
export const isBlankPassword = (password: string) => password.trim() === '';

export interface NewPasswordMessages {
  required: string;
  tooShort: string;
  tooLong: string;
  blank: string;
}

/**
 * The rules a new password (sign-up, reset) must meet, the same in the browser and on the
 * server; the server adds the list of common passwords (server/modules/auth/common-passwords.ts),
 * too large to send to every browser.
 */
export const newPasswordSchema = (t: NewPasswordMessages) =>
  z
    .string({ error: t.required })
    .min(1, { error: t.required })
    .min(PASSWORD_MIN, { error: t.tooShort })
    .max(PASSWORD_MAX, { error: t.tooLong })
    .refine((password) => !isBlankPassword(password), { error: t.blank });
