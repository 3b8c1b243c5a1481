import type { SiteInfo } from '@shared/api-types';
import { FREE_CARDS, FREE_STORIES } from '@shared/constants';
import { da } from '@shared/messages.da';
import { premiumPriceOrUnknown } from '@shared/premium-price';
import { ContactSection, LegalFrame, LegalSection } from './legal-frame';

const t = da.legal.terms;

/** /vilkaar: the terms in plain Danish, with this installation's offer (free tier, Premium's trial and price) and contact. */
export function TermsPage({ site }: { site: SiteInfo }) {
  const { premium } = site;
  const price = premiumPriceOrUnknown(premium.price);
  const offer = premium.available
    ? [premium.trialDays > 0 ? t.premiumTrial(premium.trialDays, price) : t.premiumPaid(price), t.cancel]
    : [t.noPayments];
  return (
    <LegalFrame title={t.title} intro={t.intro}>
      <LegalSection heading={t.whoHeading} items={[t.who]} list={false} />
      <LegalSection heading={t.priceHeading} items={[t.free(FREE_STORIES, FREE_CARDS), ...offer]} list={false} />
      <LegalSection heading={t.contentHeading} items={t.content} />
      <LegalSection heading={t.fairHeading} items={[t.fair]} list={false} />
      <LegalSection heading={t.endHeading} items={[t.end]} list={false} />
      <ContactSection email={site.contactEmail} />
    </LegalFrame>
  );
}
