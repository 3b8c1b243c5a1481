import type { Me } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { retryUpTo } from './query-retry';

/** The signed-in user with entitlements, or null when nobody is signed in. */
export const mePath = '/api/me';

export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await callApi('GET /api/me', { signal });
  } catch (err) {
    if (isApiError(err) && err.status === 401) return null;
    throw err;
  }
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
