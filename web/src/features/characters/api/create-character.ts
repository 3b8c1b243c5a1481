import type { Character } from '@shared/api-types';
import type { CharacterCreateInput } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const createCharacter = (input: CharacterCreateInput) => api.post<Character>('/api/characters', input);

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: createCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.characters }),
  });
}
