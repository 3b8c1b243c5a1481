import { FlashNotice } from '@web/components/ui/flash-notice';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ExamplesSection } from './examples-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { TestimonialsSection } from './testimonials-section';
import { TrialCta } from './trial-cta';

/** `notice`: a message handed over by the page that sent the visitor here (the account was deleted). */
export function LandingPage({ notice }: { notice?: string }) {
  useDocumentTitle('');
  return (
    <div className="min-h-dvh overflow-x-clip">
      {notice ? <FlashNotice text={notice} /> : null}
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <ExamplesSection />
        <TestimonialsSection />
        <TrialCta />
      </main>
      <LandingFooter />
    </div>
  );
}
