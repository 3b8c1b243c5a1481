import { da } from '@shared/messages.da';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { TermsPage } from '@web/features/legal/components/terms-page';
import { siteQuery, useSite } from '@web/lib/site';
import { queryClient } from '../query-client';

/** The installation's offer and contact are read before the page is drawn. */
export const loader = () => queryClient.ensureQueryData(siteQuery()).then(() => null);

export function Component() {
  const site = useSite();
  if (site.isPending) return <LoadingState label={da.legal.loading} />;
  if (!site.data) return <ErrorState onRetry={() => void site.refetch()} />;
  return <TermsPage site={site.data} />;
}
