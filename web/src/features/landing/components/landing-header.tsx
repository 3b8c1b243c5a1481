import { landingMessages } from '@shared/messages.landing.da';
import { paths } from '@web/lib/paths';
import { BrandMark } from '@web/components/ui/brand-mark';
import { buttonClasses } from '@web/components/ui/button-classes';
import { LandingLink } from './landing-link';

export function LandingHeader() {
  return (
    <header className="border-b border-slate-200/70 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <LandingLink
          href={paths.landing.href()}
          aria-label={landingMessages.home}
          className="rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <BrandMark />
        </LandingLink>
        <LandingLink href={paths.login.href()} className={buttonClasses({ variant: 'secondary' })}>
          {landingMessages.login}
        </LandingLink>
      </div>
    </header>
  );
}
