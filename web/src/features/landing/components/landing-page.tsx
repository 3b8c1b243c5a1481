import type { SiteInfo } from '@shared/api-types';
import { FlashNotice } from '@web/components/ui/flash-notice';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ExamplesSection } from './examples-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { TestimonialsSection } from './testimonials-section';
import { TrialCta } from './trial-cta';

/**
 * `notice`: a message handed over by the page that sent the visitor here (the account was deleted).
 * `site`: what this installation offers (GET /api/site), or null when it could not be read.
 */
export function LandingPage({ notice, site }: { notice?: string; site: SiteInfo | null }) {
  useDocumentTitle('');
  return (
    <div className="min-h-dvh overflow-x-clip">
      {notice ? <FlashNotice text={notice} /> : null}
      <LandingHeader />
      <main id="main">
        <Hero site={site} />
        <FeaturesSection />
        <ExamplesSection />
        <TestimonialsSection />
        <TrialCta site={site} />
      </main>
      <LandingFooter site={site} />
    </div>
  );
}
