import type { Card } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Every query about cards starts with this key, so one invalidation refreshes them all. */
export const cardsKey = ['cards'] as const;

/** The signed-in user's cards, newest first. */
export const fetchCards = (signal?: AbortSignal) => api.get<Card[]>('/api/cards', signal);

export const cardsQuery = () =>
  queryOptions({
    queryKey: cardsKey,
    queryFn: ({ signal }) => fetchCards(signal),
  });

export const useCards = () => useQuery(cardsQuery());
