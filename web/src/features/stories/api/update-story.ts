import type { StoryDetail, StoryEdit } from '@shared/api-types';
import type { StoryPatchRequest } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storyKey } from './get-story';
import { storiesKey } from './get-stories';

/** The title with the pages (the page editor) or with the whole text (the advanced raw mode). */
export const updateStory = ({ id, patch }: { id: string; patch: StoryPatchRequest }) =>
  callApi('PATCH /api/stories/:id', { params: { id }, body: patch });

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    meta: { handlesError: true },
    onSuccess: (edit: StoryEdit) => {
      const { newPictures: _started, newPicturesNotice: _notice, ...story } = edit;
      queryClient.setQueryData<StoryDetail>(storyKey(story.id), story);
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'stats'] });
    },
  });
}
