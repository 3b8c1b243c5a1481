import type { AdminUser } from '@shared/api-types';
import { type Role, roles } from '@shared/entitlements';
import { da } from '@shared/messages.da';
import { notify } from '@web/lib/notify';
import { useEffect } from 'react';
import { useSetUserRole } from '../api/set-user-role';

const roleLabel = (role: Role) => da.profile.roles[role] ?? role;

/** Changes a user's role on the server; the select shows the server's answer. */
export function RoleSelect({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setRole = useSetUserRole();
  // Until the refreshed list arrives, show the role the server just confirmed, not the old one.
  const value = setRole.isPending ? setRole.variables.role : setRole.isSuccess ? setRole.data.role : user.role;
  const { isSuccess, reset } = setRole;
  const confirmed = setRole.data?.role;
  useEffect(() => {
    if (isSuccess && confirmed === user.role) reset();
  }, [isSuccess, confirmed, user.role, reset]);
  return (
    <select
      aria-label={da.admin.roleFor(user.email)}
      title={isSelf ? da.admin.ownRoleLocked : undefined}
      value={value}
      disabled={isSelf || setRole.isPending}
      onChange={(e) =>
        setRole.mutate(
          { id: user.id, role: e.target.value as Role },
          { onSuccess: ({ role }) => notify.success(da.admin.roleChanged(roleLabel(role))) },
        )
      }
      className="min-h-11 w-full max-w-56 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:outline-3 focus:outline-indigo-600 disabled:bg-slate-100 disabled:text-slate-600"
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
}
