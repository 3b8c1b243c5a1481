import type { StoryDetail } from '@shared/api-types';
import type { StoryCreateRequest } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { storyKey } from './get-story';
import { storiesKey } from './get-stories';

/**
 * The text-first flow: the story is written and saved with placeholder pictures (201). When the
 * writing takes too long the server answers 202 with the job to follow instead.
 */
export const createStory = (input: StoryCreateRequest) => callApi('POST /api/stories', { body: input });

export const isJobAnswer = (answer: StoryDetail | { jobId: string }): answer is { jobId: string } => 'jobId' in answer && !('id' in answer);

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    meta: { handlesError: true },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      if (isJobAnswer(answer)) return;
      queryClient.setQueryData(storyKey(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'stats'] });
    },
  });
}
