import type { StoryStats } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

export const storyStatsPath = '/api/stories/stats';

export const fetchStoryStats = (signal?: AbortSignal) => api.get<StoryStats>(storyStatsPath, signal);

export const storyStatsQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'stats'],
    queryFn: ({ signal }) => fetchStoryStats(signal),
  });

export const useStoryStats = () => useQuery(storyStatsQuery());
