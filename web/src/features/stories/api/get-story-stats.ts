import type { StoryStats } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

export const fetchStoryStats = (signal?: AbortSignal) => api.get<StoryStats>('/api/stories/stats', signal);

export const storyStatsQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'stats'],
    queryFn: ({ signal }) => fetchStoryStats(signal),
  });

export const useStoryStats = () => useQuery(storyStatsQuery());
