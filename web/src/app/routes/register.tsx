import type { SiteInfo } from '@shared/api-types';
import { FREE_CARDS, FREE_STORIES } from '@shared/constants';
import { da } from '@shared/messages.da';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { useSite } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Link } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { paths } from '@web/lib/paths';

export { redirectSignedIn as loader } from '../guards';

/** What the new account gives here, and where Premium (and its trial) is, when this installation sells it. */
function offerNote(site: SiteInfo | null | undefined) {
  const premium = site?.premium;
  if (!premium?.available) return da.offer.registerFree(FREE_STORIES, FREE_CARDS);
  return premium.trialDays > 0 ? da.offer.registerTrial(FREE_STORIES, premium.trialDays) : da.offer.registerPaid(FREE_STORIES);
}

export function Component() {
  useDocumentTitle(da.auth.registerTitle);
  const site = useSite();
  return (
    <AuthLayout>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{da.auth.registerTitle}</h1>
      <p className="mt-2 text-base text-slate-700">{da.auth.registerIntro}</p>
      {site.isPending ? null : <p className="mt-2 text-base text-slate-700">{offerNote(site.data)}</p>}
      <div className="mt-6">
        <RegisterForm />
      </div>
      <p className="mt-6 text-center">
        <Link to={paths.login.href()} className="font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950">
          {da.auth.haveAccount}
        </Link>
      </p>
    </AuthLayout>
  );
}
