import { LandingNavigation } from '@web/features/landing/components/landing-link';
import { LandingPage } from '@web/features/landing/components/landing-page';
import { useCallback } from 'react';
import { redirect, useLoaderData, useLocation, useNavigate } from 'react-router';
import { fetchSiteInfo } from '@web/lib/site-info';
import { paths } from '@web/lib/paths';
import { isSignedIn } from '../session-probe';

/** A signed-in visitor belongs on the dashboard; anyone else is told what this installation offers. */
export async function loader() {
  const [signedIn, site] = await Promise.all([isSignedIn(), fetchSiteInfo()]);
  if (signedIn) throw redirect(paths.dashboard.href());
  return { site };
}

/** The landing page when the router is running: reached from inside the app, or a reload of such a visit. */
export function Component() {
  const { site } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const here = location.pathname + location.search + location.hash;
  // As the router's Link does: a link to the page already shown replaces it in the history.
  const go = useCallback((href: string) => void navigate(href, { replace: href === here }), [navigate, here]);
  return (
    <LandingNavigation value={go}>
      <LandingPage notice={notice} site={site} />
    </LandingNavigation>
  );
}
