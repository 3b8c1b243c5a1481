import type { Me } from '@shared/api-types';
import { accountMessages as t } from '@shared/messages.da';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { Clock, Crown } from 'lucide-react';
import { usePremiumConfirmation } from '../hooks/use-premium-confirmation';

interface Props {
  me: Me;
  newStoryHref: string;
  dashboardHref: string;
}

/** /payment/success: waits for Premium to be confirmed, then says so; calm when it takes longer. */
export function PaymentConfirmation({ me, newStoryHref, dashboardHref }: Props) {
  const { state, checkAgain } = usePremiumConfirmation(me);
  return (
    <Card className="max-w-2xl">
      {/* One live region for all three states, so each change is read out once. */}
      <div role="status" aria-live="polite" className="flex items-start gap-4">
        {state === 'confirmed' ? (
          <Crown aria-hidden="true" className="mt-1 size-8 shrink-0 text-amber-600" />
        ) : state === 'waiting' ? (
          <Spinner className="mt-1 size-8 shrink-0 text-indigo-700" />
        ) : (
          <Clock aria-hidden="true" className="mt-1 size-8 shrink-0 text-indigo-700" />
        )}
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">
            {state === 'confirmed' ? t.confirmedTitle : state === 'waiting' ? t.confirmingTitle : t.slowTitle}
          </h2>
          <p className="mt-2 text-lg text-slate-700">
            {state === 'confirmed' ? t.confirmedText : state === 'waiting' ? t.confirmingText : t.slowText}
          </p>
          {state === 'confirmed' && me.subscription?.currentPeriodEnd ? (
            <p className="mt-2 text-base text-slate-700">{t.periodEnd(formatDate(me.subscription.currentPeriodEnd))}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {state === 'confirmed' ? <ButtonLink to={newStoryHref}>{t.newStory}</ButtonLink> : null}
        {state === 'slow' ? (
          <Button variant="secondary" onClick={checkAgain}>
            {t.checkAgain}
          </Button>
        ) : null}
        <ButtonLink to={dashboardHref} variant={state === 'confirmed' ? 'secondary' : 'ghost'}>
          {t.toDashboard}
        </ButtonLink>
      </div>
    </Card>
  );
}
