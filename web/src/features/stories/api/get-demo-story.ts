import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

export const demoStoryKey = (slug: string) => ['demo', slug] as const;

/** GET /api/demo/:slug: an example story, for anyone. */
export const fetchDemoStory = (slug: string, signal?: AbortSignal) => callApi('GET /api/demo/:slug', { params: { slug }, signal });

export const demoStoryQuery = (slug: string) =>
  queryOptions({
    queryKey: demoStoryKey(slug),
    queryFn: ({ signal }) => fetchDemoStory(slug, signal),
    // An example changes only when the server is updated.
    staleTime: 60 * 60_000,
    retry: 1,
  });

export const useDemoStory = (slug: string) => useQuery(demoStoryQuery(slug));
