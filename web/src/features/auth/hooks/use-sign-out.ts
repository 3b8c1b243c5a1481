import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@web/lib/paths';
import { clearBrowserData } from '@web/lib/clear-browser-data';
import { useNavigate } from 'react-router';
import { signOut } from '../api/sign-out';

/**
 * Ends the session and leaves nothing of it behind in this browser: storage, caches,
 * service workers and cached data, then goes to the front page. If the server cannot be
 * reached the local part is still done.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async () => {
      await signOut().catch(() => undefined);
      await clearBrowserData();
    },
    onSettled: async () => {
      queryClient.clear();
      await navigate(paths.landing.href(), { replace: true });
    },
  });
}
