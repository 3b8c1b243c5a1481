import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { cardsKey } from './get-cards';

export const deleteCard = (id: string) => callApi('DELETE /api/cards/:id', { params: { id }, body: {} });

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}
