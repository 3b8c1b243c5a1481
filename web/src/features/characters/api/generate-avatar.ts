import type { AvatarRequest } from '@shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

/** Draws avatar candidates from the form's look; the chosen one's `id` is saved with the character. */
export const generateAvatar = (request: AvatarRequest) => callApi('POST /api/characters/avatar', { body: request });

export const useGenerateAvatar = () =>
  useMutation({
    // The screens say what went wrong in their own words.
    meta: { handlesError: true },
    mutationFn: generateAvatar,
  });
