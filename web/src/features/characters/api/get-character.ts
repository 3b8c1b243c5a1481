import type { Character } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { charactersKey } from './get-characters';

export const fetchCharacter = (id: string, signal?: AbortSignal) => api.get<Character>(`/api/characters/${encodeURIComponent(id)}`, signal);

export const characterQuery = (id: string) =>
  queryOptions({
    queryKey: [...charactersKey, id],
    queryFn: ({ signal }) => fetchCharacter(id, signal),
  });

export const useCharacter = (id: string) => useQuery(characterQuery(id));
