import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storyKey } from './get-story';

/** What «Rediger billede» will draw for these words («Tegnes: …»), before it is drawn; no picture is made. */
export const fetchPicturePreview = (storyId: string, index: number, prompt: string, signal?: AbortSignal) =>
  callApi('POST /api/stories/:id/images/:index/preview', { params: { id: storyId, index }, body: { prompt }, signal });

export const picturePreviewQuery = (storyId: string, index: number, prompt: string) =>
  queryOptions({
    queryKey: [...storyKey(storyId), 'picture-preview', index, prompt] as const,
    queryFn: ({ signal }) => fetchPicturePreview(storyId, index, prompt, signal),
    // The sentence for the last words stays while the next one is asked for.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The preview of the words, asked for only when there are words. */
export const usePicturePreview = (storyId: string, index: number, prompt: string) =>
  useQuery({ ...picturePreviewQuery(storyId, index, prompt), enabled: prompt.trim() !== '' });
