import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

/** A new picture for one scene (index 0 = the cover), drawn as a job; the story is saved with it when done. */
export const regeneratePicture = ({ storyId, index, prompt }: { storyId: string; index: number; prompt: string }) =>
  callApi('POST /api/stories/:id/images/:index', { params: { id: storyId, index }, body: { prompt } });

export const useRegeneratePicture = () => useMutation({ mutationFn: regeneratePicture, meta: { handlesError: true } });
