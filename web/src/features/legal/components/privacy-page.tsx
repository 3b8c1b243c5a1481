import type { SiteInfo } from '@shared/api-types';
import { da } from '@shared/messages.da';
import { ContactSection, LegalFrame, LegalSection } from './legal-frame';

const t = da.legal.privacy;

/** A list in Danish: 'OpenAI og Replicate'. */
const andList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} og ${items.at(-1)}` : (items[0] ?? ''));

/**
 * /privatliv: what is stored, where and for how long; what each configured service receives (the
 * child's name never reaches the text or image services); how to export and delete. Every sentence
 * about a service is the one for this installation's configuration.
 */
export function PrivacyPage({ site }: { site: SiteInfo }) {
  const { services } = site;
  const payments = services.payments === 'stripe';
  return (
    <LegalFrame title={t.title} intro={t.intro}>
      <LegalSection heading={t.storedHeading} items={[...t.stored, payments && t.storedPayments]} />
      <LegalSection heading={t.whereHeading} items={[t.database[services.database], t.files[services.files], t.filesLinks]} list={false} />
      <LegalSection heading={t.howLongHeading} items={t.howLong} />
      <LegalSection
        heading={t.sharedHeading}
        items={[
          t.text[services.text],
          services.images.length ? t.images(andList(services.images.map((s) => t.imageServices[s]))) : t.imagesOffline,
          t.speech[services.speech],
          t.ownMedia,
          t.mail[services.mail],
          payments ? t.payments.stripe : t.payments.none,
        ]}
      />
      <LegalSection heading={t.yourDataHeading} items={[...t.yourData, payments && t.deletePayments]} />
      <ContactSection email={site.contactEmail} />
    </LegalFrame>
  );
}
