import type { Role } from '@shared/entitlements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const setUserRole = ({ id, role }: { id: string; role: Role }) =>
  callApi('PATCH /api/admin/users/:id', { params: { id }, body: { role } });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}
