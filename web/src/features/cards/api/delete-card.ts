import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { cardsKey } from './get-cards';

export const deleteCard = (id: string) => api.delete<void>(`/api/cards/${encodeURIComponent(id)}`, {});

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}
