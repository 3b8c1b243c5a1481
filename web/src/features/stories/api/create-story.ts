import type { StoryCreateRequest } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The text-first flow: the server writes the story without pictures as a job and answers 202 with
 * it at once; the story is saved with placeholder pictures when the job is done.
 */
export const createStory = (input: StoryCreateRequest) => callApi('POST /api/stories', { body: input });

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    meta: { handlesError: true },
    // The story is counted against the quota when the job is queued.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
