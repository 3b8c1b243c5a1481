import type { Role } from '@shared/entitlements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const setUserRole = ({ id, role }: { id: string; role: Role }) =>
  api.patch<{ id: string; role: Role }>(`/api/admin/users/${encodeURIComponent(id)}`, { role });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}
