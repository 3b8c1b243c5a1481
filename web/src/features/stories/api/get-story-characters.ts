import type { Character } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

/** The user's avatars, to choose the ones that appear in a group story's pictures. */
export const fetchStoryCharacters = (signal?: AbortSignal) => api.get<Character[]>('/api/characters', signal);

export const storyCharactersQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'characters'],
    queryFn: ({ signal }) => fetchStoryCharacters(signal),
  });

export const useStoryCharacters = () => useQuery(storyCharactersQuery());
