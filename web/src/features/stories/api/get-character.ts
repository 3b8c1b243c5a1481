import type { Character } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

/** The character a new story is about, as the creation page shows it. */
export const fetchStoryCharacter = (id: string, signal?: AbortSignal) => api.get<Character>(`/api/characters/${encodeURIComponent(id)}`, signal);

export const storyCharacterQuery = (id: string) =>
  queryOptions({
    queryKey: [...storiesKey, 'character', id],
    queryFn: ({ signal }) => fetchStoryCharacter(id, signal),
  });

export const useStoryCharacter = (id: string) => useQuery({ ...storyCharacterQuery(id), enabled: id !== '' });
