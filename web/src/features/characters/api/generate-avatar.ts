import type { AvatarCandidates } from '@shared/api-types';
import type { AvatarRequest } from '@shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Draws avatar candidates from the form's look; the chosen one's `id` is saved with the character. */
export const generateAvatar = (request: AvatarRequest) => api.post<AvatarCandidates>('/api/characters/avatar', request);

export const useGenerateAvatar = () =>
  useMutation({
    // The screens say what went wrong in their own words.
    meta: { handlesError: true },
    mutationFn: generateAvatar,
  });
