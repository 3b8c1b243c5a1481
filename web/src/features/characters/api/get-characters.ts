import type { Character } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Every query about characters starts with this key, so one invalidation refreshes them all. */
export const charactersKey = ['characters'] as const;

/** The signed-in user's characters, newest first. */
export const fetchCharacters = (signal?: AbortSignal) => api.get<Character[]>('/api/characters', signal);

export const charactersQuery = () =>
  queryOptions({
    queryKey: charactersKey,
    queryFn: ({ signal }) => fetchCharacters(signal),
  });

export const useCharacters = () => useQuery(charactersQuery());
