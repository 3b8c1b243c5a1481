import { da } from '@shared/messages.da';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { notifyError } from '@web/lib/notify';

/** Asks the server for a payment page and goes there; the server holds every payment key. */
export const startCheckout = () => callApi('POST /api/billing/checkout', { body: {} });

export const useStartCheckout = () =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => notifyError(err, da.profile.checkoutError),
  });
