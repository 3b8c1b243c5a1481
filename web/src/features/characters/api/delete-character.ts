import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const deleteCharacter = (id: string) => callApi('DELETE /api/characters/:id', { params: { id }, body: {} });

export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: deleteCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.characters }),
  });
}
