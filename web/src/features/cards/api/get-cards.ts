import { CARDS_PAGE_SIZE } from '@shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

/** Every query about cards starts with this key, so one invalidation refreshes them all. */
export const cardsKey = ['cards'] as const;

/** One page of the signed-in user's cards, newest first. */
export const fetchCards = (page: number, signal?: AbortSignal) =>
  callApi('GET /api/cards', { query: { page, limit: CARDS_PAGE_SIZE }, signal });

/** 'Dine Kort': pages of CARDS_PAGE_SIZE, loaded one after another ('Vis flere kort'). */
export const cardsQuery = () =>
  infiniteQueryOptions({
    queryKey: cardsKey,
    queryFn: ({ pageParam, signal }) => fetchCards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const useCards = () => useInfiniteQuery(cardsQuery());
