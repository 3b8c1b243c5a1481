import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { retryUpTo } from '@web/lib/query-retry';
import { storyKey } from './get-story';

/** Under the story's key: whatever refreshes the story refreshes its check. */
export const storyCheckKey = (id: string) => [...storyKey(id), 'check'] as const;

export const fetchStoryCheck = (id: string, signal?: AbortSignal) =>
  callApi('GET /api/stories/:id/check', { params: { id }, signal, fresh: true });

/** Historietjek of the saved story (shared/plan-check.ts), as the server keeps its light. */
export const storyCheckQuery = (id: string) =>
  queryOptions({
    queryKey: storyCheckKey(id),
    queryFn: ({ signal }) => fetchStoryCheck(id, signal),
    retry: retryUpTo(2),
  });

export const useStoryCheck = (id: string) => useQuery({ ...storyCheckQuery(id), enabled: id !== '' });
