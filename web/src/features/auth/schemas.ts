import { PASSWORD_MAX } from '@shared/constants';
import { da } from '@shared/messages.da';
import { newPasswordSchema } from '@shared/password';
import { z } from 'zod';

/**
 * The same rules the server applies, checked first in the browser so mistakes are shown at
 * once; the server still decides.
 */
const t = da.auth;

const email = z
  .string()
  .trim()
  .min(1, { error: t.emailRequired })
  .pipe(z.email({ error: t.emailInvalid }).max(254, { error: t.emailInvalid }));

// The server also refuses the most common passwords; its message arrives as a toast.
const newPassword = newPasswordSchema({
  required: t.passwordRequired,
  tooShort: t.passwordTooShort,
  tooLong: t.passwordTooLong,
  blank: t.passwordBlank,
});

const confirmed = <S extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: S) =>
  schema.refine((v) => v.password === v.confirmPassword, { error: t.passwordsDontMatch, path: ['confirmPassword'] });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: t.passwordRequired }).max(PASSWORD_MAX, { error: t.passwordTooLong }),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const registerSchema = confirmed(
  z.object({ email, password: newPassword, confirmPassword: z.string().min(1, { error: t.confirmRequired }) }),
);
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = confirmed(
  z.object({ password: newPassword, confirmPassword: z.string().min(1, { error: t.confirmRequired }) }),
);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
