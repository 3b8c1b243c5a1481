import { z } from 'zod';
import { accountMessages } from './messages.da';

/** What the user types to confirm that the account goes (shown in the dialog, checked on the server). */
export const ACCOUNT_DELETE_CONFIRMATION = 'SLET MIN KONTO';

/** DELETE /api/me: the confirmation text (case and outer spaces do not matter) and the password again. */
export const accountDeleteSchema = z.object({
  confirm: z
    .string({ error: accountMessages.confirmMismatch(ACCOUNT_DELETE_CONFIRMATION) })
    .refine((v) => v.trim().replace(/\s+/g, ' ').toUpperCase() === ACCOUNT_DELETE_CONFIRMATION, {
      error: accountMessages.confirmMismatch(ACCOUNT_DELETE_CONFIRMATION),
    }),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, { error: accountMessages.passwordRequired })
    .max(128, { error: accountMessages.wrongPassword }),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
