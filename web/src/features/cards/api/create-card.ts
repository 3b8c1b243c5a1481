import type { CardCreateRequest } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Draws and saves a card; answers once the picture is stored (a few seconds with an AI service). */
export const createCard = (input: CardCreateRequest) => callApi('POST /api/cards', { body: input });

/** The card list itself reloads on the page's refresh signal (see useCardListReload). */
export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: createCard,
    // The card counter and so canCreateCard changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
