import { landingMessages } from '@shared/messages.landing.da';
import { paths } from '@web/lib/paths';
import { LandingLink } from './landing-link';

export function TrialCta() {
  return (
    <section aria-labelledby="trial-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-3xl bg-indigo-700 px-6 py-12 text-center text-white shadow-lg">
        <h2 id="trial-title" className="text-3xl font-bold tracking-tight">
          {landingMessages.trialTitle}
        </h2>
        <p className="max-w-2xl text-lg text-indigo-50">{landingMessages.trialText}</p>
        <LandingLink
          href={paths.login.href()}
          className="inline-flex min-h-13 items-center rounded-xl bg-white px-6 py-3 text-lg font-semibold text-indigo-800 shadow-sm hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {landingMessages.trialButton}
        </LandingLink>
      </div>
    </section>
  );
}
