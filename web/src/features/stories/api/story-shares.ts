import type { ShareCreateInput } from '@shared/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

export const storySharesKey = (storyId: string) => ['story-shares', storyId] as const;

/** GET /api/shares?storyId=: the story's read-only links, with their names and openings. */
export const storySharesQuery = (storyId: string) =>
  queryOptions({
    queryKey: storySharesKey(storyId),
    queryFn: ({ signal }) => callApi('GET /api/shares', { query: { storyId }, signal }),
  });

export const useStoryShares = (storyId: string) => useQuery(storySharesQuery(storyId));

/** POST /api/shares: a new link; its address is told only in this answer. */
export function useCreateShare(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ShareCreateInput, 'storyId'>) => callApi('POST /api/shares', { body: { ...input, storyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storySharesKey(storyId) }),
  });
}

/** DELETE /api/shares/:id: the link stops working at once. */
export function useRevokeShare(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/shares/:id', { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storySharesKey(storyId) }),
  });
}
