import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { fetchSiteInfo } from '@web/lib/site-info';

/** What this installation offers and runs on (GET /api/site): the same for everyone, kept a few minutes. */
export const siteQuery = () =>
  queryOptions({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    staleTime: 5 * 60_000,
  });

export const useSite = () => useQuery(siteQuery());
