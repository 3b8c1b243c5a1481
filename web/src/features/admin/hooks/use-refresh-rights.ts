import type { Me } from '@shared/api-types';
import { da } from '@shared/messages.da';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';

/**
 * 'Opdater rettigheder': asks the server again who the user is. The role is only ever what
 * the server says; there is no way to set it in the browser.
 */
export function useRefreshRights() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async () => {
      await queryClient.refetchQueries({ queryKey: queryKeys.me }, { throwOnError: true });
      return queryClient.getQueryData<Me | null>(queryKeys.me) ?? null;
    },
    onSuccess: (me) => {
      if (me?.isAdmin) notify.success(da.admin.rightsConfirmed);
      else notify.error(da.admin.noAdminRights);
    },
    onError: () => notify.error(da.admin.roleCheckError),
  });
}
