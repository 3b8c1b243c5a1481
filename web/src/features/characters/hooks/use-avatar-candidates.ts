import type { AvatarCandidates } from '@shared/api-types';
import { avatarRequestSchema } from '@shared/schemas';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useGenerateAvatar } from '../api/generate-avatar';
import { type CharacterFormValues, lookFields } from '../schemas';

export type Candidate = AvatarCandidates['images'][number];

export type GenerateOutcome = { outcome: 'invalid' } | { outcome: 'generated' } | { outcome: 'failed'; error: unknown };

/**
 * "Generer avatar": checks the look fields, asks the server for candidates and chooses the
 * first, so there is always a picture to save. Answers what happened; the caller says so.
 */
export function useAvatarCandidates<T>(form: UseFormReturn<CharacterFormValues, unknown, T>) {
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const generate = useGenerateAvatar();

  const run = async (): Promise<GenerateOutcome> => {
    if (!(await form.trigger([...lookFields], { shouldFocus: true }))) return { outcome: 'invalid' };
    const request = avatarRequestSchema.safeParse(form.getValues());
    if (!request.success) return { outcome: 'invalid' };
    try {
      const { images } = await generate.mutateAsync(request.data);
      if (!images.length) return { outcome: 'failed', error: undefined };
      setCandidates(images);
      form.setValue('avatar', images[0].id, { shouldDirty: true });
      form.clearErrors('avatar');
      return { outcome: 'generated' };
    } catch (error) {
      return { outcome: 'failed', error };
    }
  };

  return { candidates, generate: run, isGenerating: generate.isPending };
}
