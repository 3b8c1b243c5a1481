import type { Me } from '@shared/api-types';
import { hasOpenSubscription } from '@shared/entitlements';
import { accountMessages, da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format-date';
import { Crown } from 'lucide-react';
import { useOpenPortal } from '../api/open-portal';
import { useStartCheckout } from '../api/start-checkout';

const t = da.profile;

export function PremiumCard({ me }: { me: Me }) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  // A subscription with a failed payment is put right in the provider's portal, not bought twice.
  const paymentProblem = !me.isPro && hasOpenSubscription(me.subscription);
  const canUpgrade = !me.isPro && !me.hasUnlimitedAccess && !paymentProblem;
  // A subscription that was paid once (also one that lapsed) is managed at the provider.
  const hasSubscription = Boolean(me.subscription && me.subscription.status !== 'incomplete');
  const periodEnd = me.isPro ? formatDate(me.subscription?.currentPeriodEnd) : '';

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Crown aria-hidden="true" className="size-5 text-amber-600" />
        {t.premium}
      </h2>
      <p className="mt-3 text-lg text-slate-800">{me.isPro ? t.premiumActive : me.hasUnlimitedAccess ? t.premiumByRole : t.premiumInactive}</p>
      {periodEnd ? <p className="mt-2 text-base text-slate-700">{accountMessages.periodEnd(periodEnd)}</p> : null}
      {paymentProblem && me.paymentsEnabled ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-4 text-base text-amber-900">{accountMessages.paymentProblem}</p>
      ) : null}
      {canUpgrade && !me.paymentsEnabled ? <p className="mt-3 text-base text-slate-700">{t.paymentNotConfigured}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3 empty:hidden">
        {canUpgrade && me.paymentsEnabled ? (
          <Button busy={checkout.isPending} onClick={() => checkout.mutate()}>
            {checkout.isPending ? t.upgrading : t.upgrade}
          </Button>
        ) : null}
        {me.paymentsEnabled && (me.isPro || hasSubscription) ? (
          <Button variant={me.isPro ? 'primary' : 'secondary'} busy={portal.isPending} onClick={() => portal.mutate()}>
            {portal.isPending ? accountMessages.openingPortal : accountMessages.manageSubscription}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
