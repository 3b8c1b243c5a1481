import type { Me, SiteInfo } from '@shared/api-types';
import { hasOpenSubscription, isTrial, trialEligible } from '@shared/entitlements';
import { accountMessages, da } from '@shared/messages.da';
import { premiumPriceOrUnknown, premiumPriceText } from '@shared/premium-price';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MoreAccess } from '@web/components/ui/limit-notice';
import { formatDate } from '@web/lib/format-date';
import { Check, Crown } from 'lucide-react';
import { useOpenPortal } from '../api/open-portal';
import { useStartCheckout } from '../api/start-checkout';

const t = da.profile;

/** What Premium gives and costs here, with its trial and how to cancel: the words before the button. */
function Offer({ me, site }: { me: Me; site: SiteInfo | null | undefined }) {
  const price = site?.premium.price ?? null;
  const trialDays = site?.premium.trialDays ?? 0;
  return (
    <div className="mt-4 flex flex-col gap-3 text-base text-slate-800">
      <h3 className="text-lg font-semibold text-slate-900">{t.premiumGives}</h3>
      <ul className="flex flex-col gap-1.5">
        {t.premiumBenefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="font-semibold text-slate-900">{price ? t.premiumPrice(premiumPriceText(price)) : t.premiumPriceUnknown}</p>
      {trialDays > 0 && trialEligible(me.subscription) ? <p>{t.premiumTrial(trialDays)}</p> : null}
      <p>{t.premiumCancel}</p>
    </div>
  );
}

/**
 * Premium on the profile: what it gives, what it costs (the price Stripe states), the free trial and
 * how to cancel, and the way to buy or manage it. Without payments: what the user can do instead.
 */
export function PremiumCard({ me, site }: { me: Me; site: SiteInfo | null | undefined }) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  // A subscription with a failed payment is put right in the provider's portal, not bought twice.
  const paymentProblem = !me.isPro && hasOpenSubscription(me.subscription);
  const canUpgrade = !me.isPro && !me.hasUnlimitedAccess && !paymentProblem;
  // A subscription that was paid once (also one that lapsed) is managed at the provider.
  const hasSubscription = Boolean(me.subscription && me.subscription.status !== 'incomplete');
  const onTrial = isTrial(me.subscription);
  const periodEnd = me.isPro ? formatDate(me.subscription?.currentPeriodEnd) : '';
  const trialDays = site?.premium.trialDays ?? 0;
  const withTrial = trialDays > 0 && trialEligible(me.subscription);

  return (
    <Card id="premium">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Crown aria-hidden="true" className="size-5 text-amber-600" />
        {t.premium}
      </h2>
      <p className="mt-3 text-lg text-slate-800">
        {onTrial
          ? t.trialActive(periodEnd, premiumPriceOrUnknown(site?.premium.price ?? null))
          : me.isPro
            ? t.premiumActive
            : me.hasUnlimitedAccess
              ? t.premiumByRole
              : t.premiumInactive}
      </p>
      {periodEnd && !onTrial ? <p className="mt-2 text-base text-slate-700">{accountMessages.periodEnd(periodEnd)}</p> : null}
      {paymentProblem && me.paymentsEnabled ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-4 text-base text-amber-900">{accountMessages.paymentProblem}</p>
      ) : null}
      {canUpgrade && me.paymentsEnabled ? <Offer me={me} site={site} /> : null}
      {me.isPro && me.paymentsEnabled ? <p className="mt-3 text-base text-slate-700">{t.premiumCancel}</p> : null}
      {canUpgrade && !me.paymentsEnabled ? (
        <div className="mt-3 flex flex-col gap-3 text-base text-slate-800">
          <p>{t.askForUnlimited}</p>
          <MoreAccess me={me} site={site} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3 empty:hidden">
        {canUpgrade && me.paymentsEnabled ? (
          <Button busy={checkout.isPending} onClick={() => checkout.mutate()}>
            {checkout.isPending ? t.upgrading : withTrial ? t.startTrial(trialDays) : t.upgrade}
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
