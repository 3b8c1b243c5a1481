import type { Me } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { noteWhoIsSignedIn } from './offline/session-watch';
import { retryUpTo } from './query-retry';

/** The signed-in user with entitlements, or null when nobody is signed in. */
export const mePath = '/api/me';

/**
 * Asks the server who is signed in. A session that ended without 'Log ud' (401), or another account,
 * first clears what this browser kept of the previous one (session-watch.ts).
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  let me: Me | null;
  try {
    me = await callApi('GET /api/me', { signal });
  } catch (err) {
    if (!(isApiError(err) && err.status === 401)) throw err;
    me = null;
  }
  await noteWhoIsSignedIn(me?.id ?? null);
  return me;
}

export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 30_000,
    // Every protected page waits for this answer; one retry is enough before the error screen.
    retry: retryUpTo(1),
  });

export const useMe = () => useQuery(meQuery());
