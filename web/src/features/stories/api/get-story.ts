import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

export const storyKey = (id: string) => [...storiesKey, 'detail', id] as const;

export const fetchStory = (id: string, signal?: AbortSignal, fresh = false) =>
  callApi('GET /api/stories/:id', { params: { id }, signal, fresh });

export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyKey(id),
    queryFn: ({ signal }) => fetchStory(id, signal),
    // Picture addresses are signed for 24 hours; a story open for long is fetched again when looked at.
    staleTime: 5 * 60_000,
  });

export const useStory = (id: string) => useQuery({ ...storyQuery(id), enabled: id !== '' });

/**
 * The story as the server has it now, for the editor: never a cached copy (the reader's may be one
 * the service worker kept, sw.ts), since the form is filled once and saved over the server's.
 */
export const useFreshStory = (id: string) =>
  useQuery({ ...storyQuery(id), queryFn: ({ signal }) => fetchStory(id, signal, true), refetchOnMount: 'always', enabled: id !== '' });
