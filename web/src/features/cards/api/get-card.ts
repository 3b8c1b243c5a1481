import { queryOptions, useQueries } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { cardsKey } from './get-cards';

/** One card of the signed-in user's. */
export const fetchCard = (id: string, signal?: AbortSignal) => callApi('GET /api/cards/:id', { params: { id }, signal });

/** Under the list's key, so what refreshes the list refreshes these too. */
export const cardQuery = (id: string) =>
  queryOptions({ queryKey: [...cardsKey, 'one', id], queryFn: ({ signal }) => fetchCard(id, signal) });

/** The cards with these ids, in this order (the print sheet). */
export const useCardsById = (ids: readonly string[]) => useQueries({ queries: ids.map(cardQuery) });
