import { da } from '@shared/messages.da';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { PrivacyPage } from '@web/features/legal/components/privacy-page';
import { siteQuery, useSite } from '@web/lib/site';
import { queryClient } from '../query-client';

/** What this installation runs on is read before the page is drawn, so every sentence is its own. */
export const loader = () => queryClient.ensureQueryData(siteQuery()).then(() => null);

export function Component() {
  const site = useSite();
  if (site.isPending) return <LoadingState label={da.legal.loading} />;
  if (!site.data) return <ErrorState onRetry={() => void site.refetch()} />;
  return <PrivacyPage site={site.data} />;
}
