import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { TextField } from '@web/components/ui/text-field';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAdminUsers } from '../api/get-admin-users';
import { UserTable } from './user-table';

const t = da.admin;

/** Finds users by any part of their email; the server matches without regard to case. */
export function UserSearch({ currentUserId }: { currentUserId: string }) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const users = useAdminUsers({ page: 1, search: term }, { enabled: term.length > 0 });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTerm(input.trim());
  };

  return (
    <div className="flex flex-col gap-6">
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t.searchLabel}
          type="search"
          placeholder={t.searchPlaceholder}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          autoComplete="off"
        />
        <Button type="submit" busy={users.isFetching && term.length > 0}>
          <Search aria-hidden="true" className="size-5" />
          {t.searchButton}
        </Button>
      </form>

      <div aria-live="polite">
        {!term ? (
          <p className="text-base text-slate-700">{t.searchPrompt}</p>
        ) : users.isPending ? (
          <LoadingState label={t.loading} />
        ) : users.isError ? (
          <ErrorState message={t.searchError} onRetry={() => users.refetch()} />
        ) : users.data.users.length === 0 ? (
          <EmptyState title={t.noUsersFound} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-base text-slate-700">{t.searchResults(users.data.users.length)}</p>
            <UserTable users={users.data.users} currentUserId={currentUserId} caption={t.searchResults(users.data.users.length)} />
          </div>
        )}
      </div>
    </div>
  );
}
