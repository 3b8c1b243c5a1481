import type { StoryCreateRequest } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The full flow: the server writes the story and draws its pictures as a job. */
export const generateStory = (input: StoryCreateRequest) => callApi('POST /api/stories/generate', { body: input });

export function useGenerateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStory,
    meta: { handlesError: true },
    // The story is counted against the quota when the job is queued.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
