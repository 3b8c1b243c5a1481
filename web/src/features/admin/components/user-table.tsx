import type { AdminUser } from '@shared/api-types';
import { da } from '@shared/messages.da';
import { formatDate } from '@web/lib/format-date';
import { useMediaQuery } from '@web/lib/use-media-query';
import { RoleSelect } from './role-select';

const t = da.admin;

interface UserListProps {
  users: AdminUser[];
  currentUserId: string;
  caption: string;
}

/** A table on wide screens; on a phone one card per user, so nothing has to scroll sideways. */
export function UserTable(props: UserListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <WideTable {...props} /> : <UserCards {...props} />;
}

function UserCards({ users, currentUserId, caption }: UserListProps) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold break-all text-slate-900">
              {user.email} {isSelf ? <span className="font-normal text-slate-600">{t.you}</span> : null}
            </p>
            {user.fullName ? <p className="text-slate-700">{user.fullName}</p> : null}
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">{t.colStories}</dt>
                <dd className="text-base font-semibold text-slate-900">{user.storyCount}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.colCards}</dt>
                <dd className="text-base font-semibold text-slate-900">{user.cardCount}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.colCreated}</dt>
                <dd className="text-base font-semibold text-slate-900">{formatDate(user.createdAt)}</dd>
              </div>
            </dl>
            <div className="mt-3">
              <RoleSelect user={user} isSelf={isSelf} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function WideTable({ users, currentUserId, caption }: UserListProps) {
  return (
    <div
      role="region"
      aria-label={t.tableLabel}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-indigo-600"
    >
      <table className="w-full min-w-[720px] text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t.colEmail}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t.colName}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t.colRole}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t.colStories}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t.colCards}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t.colCreated}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
                  {user.email} {isSelf ? <span className="font-normal text-slate-600">{t.you}</span> : null}
                </th>
                <td className="px-4 py-3 text-slate-800">{user.fullName ?? ''}</td>
                <td className="px-4 py-3">
                  <RoleSelect user={user} isSelf={isSelf} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{user.storyCount}</td>
                <td className="px-4 py-3 text-right tabular-nums">{user.cardCount}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
