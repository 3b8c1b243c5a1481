import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

export const storyStatsPath = '/api/stories/stats';

export const fetchStoryStats = (signal?: AbortSignal) => callApi('GET /api/stories/stats', { signal });

export const storyStatsQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'stats'],
    queryFn: ({ signal }) => fetchStoryStats(signal),
  });

export const useStoryStats = () => useQuery(storyStatsQuery());
