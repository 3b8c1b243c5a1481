import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressOf } from '@shared/api-contract';
import { callApi } from '@web/lib/api-client';

/** GET /api/shared/:token: a story shared with a link, for anyone holding it. */
export const sharedStoryPath = (token: string) => addressOf('GET /api/shared/:token', { token }).path;

export const sharedStoryQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token] as const,
    queryFn: ({ signal }) => callApi('GET /api/shared/:token', { params: { token }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSharedStory = (token: string) => useQuery(sharedStoryQuery(token));
