import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const deleteCharacter = (id: string) => api.delete<void>(`/api/characters/${encodeURIComponent(id)}`, {});

export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: deleteCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.characters }),
  });
}
