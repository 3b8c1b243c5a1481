import type { CardImageRefresh } from '@shared/api-types';
import { api } from '@web/lib/api-client';

/** The card image repair: counts a failed load and answers fresh signed URLs, or the placeholder. */
export const refreshCardUrl = (id: string) => api.post<CardImageRefresh>(`/api/cards/${encodeURIComponent(id)}/refresh-url`, {});
