import { RECENT_STORIES } from '@shared/constants';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { retryUpTo } from '@web/lib/query-retry';
import { addressOf } from '@shared/api-contract';

/** Every story query starts with this key, so one invalidation refreshes lists, counters and stories. */
export const storiesKey = ['stories'] as const;

export const STORIES_PAGE_SIZE = 12;

export const storiesPath = (page: number, limit: number) => addressOf('GET /api/stories', undefined, { page, limit }).path;

export function fetchStories(page: number, limit: number, signal?: AbortSignal) {
  return callApi('GET /api/stories', { query: { page, limit }, signal });
}

/** The specification retries the story list 3 times, waiting 2^n seconds (1, 2, 4 s); not while offline. */
const listRetry = { retry: retryUpTo(3), retryDelay: (attempt: number) => 1000 * 2 ** attempt } as const;

/** The newest stories for the dashboard. */
export const recentStoriesQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'list', 'recent'],
    queryFn: ({ signal }) => fetchStories(1, RECENT_STORIES, signal),
    ...listRetry,
  });

export const useRecentStories = () => useQuery(recentStoriesQuery());

/** /stories: pages of STORIES_PAGE_SIZE, newest first, loaded one after another ('Vis flere historier'). */
export const storyListQuery = () =>
  infiniteQueryOptions({
    queryKey: [...storiesKey, 'list', 'all'],
    queryFn: ({ pageParam, signal }) => fetchStories(pageParam, STORIES_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    ...listRetry,
  });

export const useStoryList = () => useInfiniteQuery(storyListQuery());
