import type { SiteInfo } from '@shared/api-types';
import { offerMessages } from '@shared/messages.landing.da';
import { paths } from '@web/lib/paths';
import { landingOffer } from '../offer';
import { LandingLink } from './landing-link';

/** The call to action at the end: what this installation offers, and the way to an account. */
export function TrialCta({ site }: { site: SiteInfo | null }) {
  const offer = landingOffer(site);
  return (
    <section aria-labelledby="trial-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-3xl bg-indigo-700 px-6 py-12 text-center text-white shadow-lg">
        <h2 id="trial-title" className="text-3xl font-bold tracking-tight">
          {offer.ctaTitle}
        </h2>
        <p className="max-w-2xl text-lg text-indigo-50">{offer.ctaText}</p>
        <LandingLink
          href={paths.register.href()}
          className="inline-flex min-h-13 items-center rounded-xl bg-white px-6 py-3 text-lg font-semibold text-indigo-800 shadow-sm hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {offerMessages.ctaButton}
        </LandingLink>
      </div>
    </section>
  );
}
