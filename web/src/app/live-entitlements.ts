import type { Me } from '@shared/api-types';
import { accountMessages as t } from '@shared/messages.da';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeToEvents } from '@web/lib/events';
import { queryKeys } from '@web/lib/query-keys';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/** One toast per kind of change: a second report of the same change replaces the first. */
export const PREMIUM_TOAST_ID = 'entitlement-premium';

/** What changed for the user, as the toast to show; null when nothing worth saying did. */
function changeMessage(before: Me, after: Me): { id: string; text: string; kind: 'success' | 'info' } | null {
  if (!before.isAdmin && after.isAdmin) return { id: 'entitlement-role', text: t.nowAdmin, kind: 'success' };
  if (!before.hasUnlimitedAccess && after.hasUnlimitedAccess) return { id: 'entitlement-role', text: t.nowUnlimited, kind: 'success' };
  if (!before.isPro && after.isPro) return { id: PREMIUM_TOAST_ID, text: t.nowPremium, kind: 'success' };
  if (before.isPro && !after.isPro && !after.hasUnlimitedAccess) return { id: PREMIUM_TOAST_ID, text: t.premiumEnded, kind: 'info' };
  if ((before.hasUnlimitedAccess && !after.hasUnlimitedAccess) || (before.isAdmin && !after.isAdmin))
    return { id: 'entitlement-role', text: t.accessReduced, kind: 'info' };
  return null;
}

/**
 * While someone is signed in: the server's word that their role or subscription changed makes the
 * app read /api/me again, so the menu ('Ny historie', 'Admin Panel'), the profile and the quota
 * follow within seconds, without a reload; the changes a user cares about get a toast.
 */
export function useLiveEntitlements(me: Me | null | undefined) {
  const queryClient = useQueryClient();
  const signedIn = Boolean(me);

  useEffect(() => {
    if (!signedIn) return;
    const reread = () => void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    let connectedBefore = false;
    return subscribeToEvents(
      (event) => {
        if (event.type === 'profile' || event.type === 'subscription') reread();
      },
      () => {
        // After a dropped connection something may have changed unseen.
        if (connectedBefore) reread();
        connectedBefore = true;
      },
    );
  }, [signedIn, queryClient]);

  const previous = useRef(me);
  useEffect(() => {
    const before = previous.current;
    previous.current = me;
    if (!before || !me || before.id !== me.id) return;
    const change = changeMessage(before, me);
    if (change) toast[change.kind](change.text, { id: change.id });
  }, [me]);
}
