import type { ProfilePatch } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const updateMe = (patch: ProfilePatch) => callApi('PATCH /api/me', { body: patch });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, me),
  });
}
