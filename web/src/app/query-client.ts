import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { notify, notifyError } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { retryUpTo } from '@web/lib/query-retry';
import { paths } from '@web/lib/paths';
import { noteWhoIsSignedIn } from '@web/lib/offline/session-watch';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `handlesError`: the mutation shows its own message, so the global toast stays quiet.
     * `errorFallback`: the toast when the server failed (5xx) or could not be reached; a 4xx says
     * what was wrong in its own Danish message.
     */
    mutationMeta: { handlesError?: boolean; errorFallback?: string };
  }
}

/**
 * A 401 means the session ended (elsewhere, or it expired): what the browser kept of it is cleared as
 * at sign-out (session-watch.ts), then the login page, to come back after.
 */
let ending = false;
function sessionEnded() {
  if (ending) return;
  ending = true;
  queryClient.setQueryData(queryKeys.me, null);
  const here = window.location.pathname + window.location.search;
  void noteWhoIsSignedIn(null).finally(() => window.location.assign(paths.login.href({ next: here })));
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      if (isApiError(err) && err.status === 401 && query.queryKey[0] !== queryKeys.me[0]) sessionEnded();
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _variables, _context, mutation) => {
      // Only a session that was there can end (a wrong password at sign-in is another code).
      if (isApiError(err) && err.code === 'UNAUTHORIZED' && queryClient.getQueryData(queryKeys.me)) return sessionEnded();
      if (mutation.meta?.handlesError) return;
      const fallback = mutation.meta?.errorFallback;
      const serverSaysWhy = isApiError(err) && err.status >= 400 && err.status < 500;
      if (fallback && !serverSaysWhy) notify.error(fallback);
      else notifyError(err);
    },
  }),
  defaultOptions: {
    queries: {
      // Asked even when the browser says it is offline: the service worker may answer from what it keeps (a saved story, who is signed in).
      networkMode: 'offlineFirst',
      retry: retryUpTo(3),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
    },
  },
});
