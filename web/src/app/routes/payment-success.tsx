import { accountMessages, da } from '@shared/messages.da';
import { PageHeader } from '@web/components/ui/page-header';
import { PaymentConfirmation } from '@web/features/profile/components/payment-confirmation';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSignedInUser } from '../layouts/signed-in-user';
import { PREMIUM_TOAST_ID } from '../live-entitlements';
import { paths } from '@web/lib/paths';

/**
 * The payment page sends the browser back here (checkout=success); the session cookie comes along
 * (SameSite=Lax allows it on this top-level navigation), so the user is still signed in.
 */
export function Component() {
  const me = useSignedInUser();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const justPaid = search.get('checkout') === 'success';
  useDocumentTitle(da.placeholder.paymentSuccess);

  // Premium may already be active on arrival, before any change is seen: thank the user once.
  useEffect(() => {
    if (!justPaid || !me.isPro) return;
    toast.success(accountMessages.nowPremium, { id: PREMIUM_TOAST_ID });
    void navigate(paths.paymentSuccess.href(), { replace: true });
  }, [justPaid, me.isPro, navigate]);

  return (
    <>
      <PageHeader title={da.placeholder.paymentSuccess} />
      <PaymentConfirmation me={me} newStoryHref={paths.newStory.href()} dashboardHref={paths.dashboard.href()} />
    </>
  );
}
