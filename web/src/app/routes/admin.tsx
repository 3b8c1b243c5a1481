import { da } from '@shared/messages.da';
import { AccessDenied } from '@web/features/admin/components/access-denied';
import { AdminPanel } from '@web/features/admin/components/admin-panel';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSignedInUser } from '../layouts/signed-in-user';

/** Admins only, as decided by the server's answer to /api/me; the server checks again on every call. */
export function Component() {
  const me = useSignedInUser();
  useDocumentTitle(me.isAdmin ? da.admin.title : da.admin.accessDenied);
  return me.isAdmin ? <AdminPanel currentUserId={me.id} /> : <AccessDenied />;
}
