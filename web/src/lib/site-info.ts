import type { SiteInfo } from '@shared/api-types';

export const sitePath = '/api/site';

/**
 * GET /api/site with a bare fetch, like session-probe.ts: the landing page reads it before the
 * router, the data layer or the API client's catalogue is loaded. Null when it cannot be read; the
 * pages then say only what is always true (the free tier).
 */
export function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo | null> {
  return fetch(sitePath, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal }).then(
    (response) => (response.ok ? (response.json() as Promise<SiteInfo>) : null),
    () => null,
  );
}
