import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useAdminUsers } from '../api/get-admin-users';
import { UserTable } from './user-table';

const t = da.admin;

export function AllUsers({ currentUserId }: { currentUserId: string }) {
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ page });

  if (users.isPending) return <LoadingState label={t.loading} />;
  if (users.isError) return <ErrorState message={t.fetchError} onRetry={() => users.refetch()} />;

  const { total, limit } = users.data;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return <EmptyState title={t.noUsers} />;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-slate-700">{t.totalUsers(total)}</p>
      <UserTable users={users.data.users} currentUserId={currentUserId} caption={`${t.totalUsers(total)}, ${t.pageOf(page, pages)}`} />
      <nav aria-label={t.pagination} className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={page <= 1 || users.isFetching} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t.previous}
        </Button>
        <p aria-live="polite" className="text-base text-slate-700">
          {t.pageOf(page, pages)}
        </p>
        <Button variant="secondary" disabled={page >= pages || users.isFetching} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
          {t.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </nav>
    </div>
  );
}
