import { callApi } from '@web/lib/api-client';

/** The card image repair: counts a failed load and answers fresh signed URLs, or the placeholder. */
export const refreshCardUrl = (id: string) => callApi('POST /api/cards/:id/refresh-url', { params: { id }, body: {} });
