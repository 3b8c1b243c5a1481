import type { StorySentenceAction } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storyCheckKey } from './get-story-check';
import { keepSavedStory } from './update-story';

/** «Det passer» or «Fjern sætningen» on one sentence the Historietjek listed. */
export const checkSentence = ({ id, action }: { id: string; action: StorySentenceAction }) =>
  callApi('POST /api/stories/:id/check/sentences', { params: { id }, body: action });

export function useCheckSentence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSentence,
    meta: { handlesError: true },
    onSuccess: ({ story, check }) => {
      queryClient.setQueryData(storyCheckKey(story.id), check);
      keepSavedStory(queryClient, story);
    },
  });
}
