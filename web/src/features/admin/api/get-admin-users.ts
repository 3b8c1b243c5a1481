import type { AdminUserPage } from '@shared/api-types';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface AdminUsersParams {
  page: number;
  search?: string;
}

export function fetchAdminUsers({ page, search }: AdminUsersParams, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAGE_SIZE) });
  if (search) params.set('search', search);
  return api.get<AdminUserPage>(`/api/admin/users?${params}`, signal);
}

export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: [...queryKeys.adminUsers, params],
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: AdminUsersParams, { enabled = true } = {}) =>
  useQuery({ ...adminUsersQuery(params), enabled });
