import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** A new picture for one scene (index 0 = the cover), drawn as a job; the story is saved with it when done. */
export const regeneratePicture = ({ storyId, index, prompt }: { storyId: string; index: number; prompt: string }) =>
  api.post<{ jobId: string }>(`/api/stories/${encodeURIComponent(storyId)}/images/${index}`, { prompt });

export const useRegeneratePicture = () => useMutation({ mutationFn: regeneratePicture, meta: { handlesError: true } });
