import type { AccountDeleteInput } from '@shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { clearBrowserData } from '@web/lib/clear-browser-data';

/** DELETE /api/me: the account and everything in it; the server also ends every session. */
export const deleteAccount = (input: AccountDeleteInput) => callApi('DELETE /api/me', { body: input });

/** While this mutation runs, the signed-in layout knows the session ends on purpose. */
export const deleteAccountKey = ['account', 'delete'] as const;

/**
 * Deletes the account, then leaves nothing of it in this browser (like signing out) and hands
 * over to `onDeleted`, which leaves the signed-in part of the app.
 */
export function useDeleteAccount(onDeleted: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteAccountKey,
    meta: { handlesError: true },
    mutationFn: async (input: AccountDeleteInput) => {
      await deleteAccount(input);
      await clearBrowserData();
    },
    onSuccess: async () => {
      await onDeleted();
      queryClient.clear();
    },
  });
}
