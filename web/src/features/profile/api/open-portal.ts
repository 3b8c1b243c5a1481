import { accountMessages } from '@shared/messages.da';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { notifyError } from '@web/lib/notify';

/** The payment provider's page where the user manages the subscription (card, cancel, receipts). */
export const openPortal = () => callApi('POST /api/billing/portal', { body: {} });

export const useOpenPortal = () =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => notifyError(err, accountMessages.portalError),
  });
