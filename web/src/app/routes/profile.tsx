import { accountMessages, da } from '@shared/messages.da';
import { PageHeader } from '@web/components/ui/page-header';
import { AccountDetails } from '@web/features/profile/components/account-details';
import { MediaAllowanceCard } from '@web/features/profile/components/media-allowance-card';
import { PremiumCard } from '@web/features/profile/components/premium-card';
import { UsageCard } from '@web/features/profile/components/usage-card';
import { YourDataCard } from '@web/features/profile/components/your-data-card';
import { useSite } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../layouts/signed-in-user';
import { paths } from '@web/lib/paths';

export function Component() {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const site = useSite();
  useDocumentTitle(da.profile.title);
  // Leave the signed-in part first, so nothing there asks who is signed in any more.
  const leave = () => navigate(paths.landing.href(), { replace: true, state: { notice: accountMessages.deleted } });
  return (
    <>
      <PageHeader title={da.profile.title} />
      <div className="grid gap-6">
        <AccountDetails me={me} />
        <div className="grid gap-6 md:grid-cols-2">
          <UsageCard me={me} />
          <PremiumCard me={me} site={site.data} />
        </div>
        {/* An answer from a server before issue 31 has no media. */}
        {me.media ? <MediaAllowanceCard media={me.media} /> : null}
        <YourDataCard me={me} onDeleted={leave} />
      </div>
    </>
  );
}
