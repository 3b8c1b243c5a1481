import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface AdminUsersParams {
  page: number;
  search?: string;
}

export function fetchAdminUsers({ page, search }: AdminUsersParams, signal?: AbortSignal) {
  return callApi('GET /api/admin/users', { query: { page, limit: ADMIN_PAGE_SIZE, search }, signal });
}

export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: [...queryKeys.adminUsers, params],
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: AdminUsersParams, { enabled = true } = {}) => useQuery({ ...adminUsersQuery(params), enabled });
