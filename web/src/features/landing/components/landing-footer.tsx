import type { SiteInfo } from '@shared/api-types';
import { appMessages, landingMessages as t } from '@shared/messages.landing.da';
import { paths } from '@web/lib/paths';
import { Cpu, ShieldCheck } from 'lucide-react';
import { LandingLink } from './landing-link';

const footerLink =
  'rounded font-semibold text-slate-800 underline underline-offset-4 hover:text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The footer: the privacy page, the terms and the contact address, and the strip whose GDPR claim the privacy page explains. */
export function LandingFooter({ site }: { site: SiteInfo | null }) {
  const contact = site?.contactEmail;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-8 text-center sm:px-6 md:flex-row md:justify-between md:text-left">
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">
            <span className="font-semibold text-slate-900">{appMessages.name}</span> · {t.footerNote}
          </p>
          <nav aria-label={t.footerLinks}>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 md:justify-start">
              <li>
                <LandingLink href={paths.privacy.href()} className={footerLink}>
                  {t.privacy}
                </LandingLink>
              </li>
              <li>
                <LandingLink href={paths.terms.href()} className={footerLink}>
                  {t.terms}
                </LandingLink>
              </li>
              {contact ? (
                <li>
                  <a href={`mailto:${contact}`} className={footerLink}>
                    {t.contact(contact)}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <LandingLink
              href={paths.privacy.href()}
              aria-label={t.gdprLink}
              className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-4 py-2 font-semibold text-teal-900 hover:bg-teal-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
              <span lang="en">{t.gdpr}</span>
            </LandingLink>
          </li>
          <li lang="en" className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-4 py-2 font-semibold text-indigo-900">
            <Cpu aria-hidden="true" className="size-5" />
            {t.ai}
          </li>
        </ul>
      </div>
    </footer>
  );
}
