import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

export const upcomingStoriesPath = '/api/stories/upcoming';

export const fetchUpcomingStories = (signal?: AbortSignal) => callApi('GET /api/stories/upcoming', { signal });

/** 'Læs i dag': the stories whose event is within the next week, soonest first. */
export const upcomingStoriesQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'upcoming'],
    queryFn: ({ signal }) => fetchUpcomingStories(signal),
  });

export const useUpcomingStories = () => useQuery(upcomingStoriesQuery());
