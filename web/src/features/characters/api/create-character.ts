import type { CharacterCreateInput } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const createCharacter = (input: CharacterCreateInput) => callApi('POST /api/characters', { body: input });

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: createCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.characters }),
  });
}
