import type { Me } from '@shared/api-types';
import { PAYMENT_CONFIRM_POLL_MS, PAYMENT_CONFIRM_SLOW_MS } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@web/lib/me';
import { useEffect, useState } from 'react';

export type ConfirmationState = 'confirmed' | 'waiting' | 'slow';

/**
 * After the payment page: Premium arrives with the provider's webhook, usually within seconds.
 * Until then /api/me is read again every few seconds (the event stream may say it sooner); after
 * PAYMENT_CONFIRM_SLOW_MS the page says calmly that it can take a moment, and keeps looking.
 */
export function usePremiumConfirmation(me: Me) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), PAYMENT_CONFIRM_SLOW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const query = useQuery({
    ...meQuery(),
    refetchInterval: me.isPro ? false : slow ? PAYMENT_CONFIRM_POLL_MS * 5 : PAYMENT_CONFIRM_POLL_MS,
  });
  const state: ConfirmationState = me.isPro ? 'confirmed' : slow ? 'slow' : 'waiting';
  return { state, checkAgain: () => void query.refetch() };
}
