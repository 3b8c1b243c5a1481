import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The user's characters, read by the characters feature (choosing, editing) and the stories
 * feature (a new story's child, a group's avatars) under the same keys, so a character edited in
 * one shows at once in the other.
 */
export const fetchCharacters = (signal?: AbortSignal) => callApi('GET /api/characters', { signal });

export const charactersQuery = () =>
  queryOptions({
    queryKey: queryKeys.characters,
    queryFn: ({ signal }) => fetchCharacters(signal),
  });

export const useCharacters = () => useQuery(charactersQuery());

export const fetchCharacter = (id: string, signal?: AbortSignal) => callApi('GET /api/characters/:id', { params: { id }, signal });

export const characterQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.character(id),
    queryFn: ({ signal }) => fetchCharacter(id, signal),
  });

/** One character; nothing is asked while `id` is empty. */
export const useCharacter = (id: string) => useQuery({ ...characterQuery(id), enabled: id !== '' });
