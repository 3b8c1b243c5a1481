import type { CharacterPatchInput } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const updateCharacter = ({ id, patch }: { id: string; patch: CharacterPatchInput }) =>
  callApi('PATCH /api/characters/:id', { params: { id }, body: patch });

export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: updateCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.characters }),
  });
}
