import type { Me, SiteInfo } from '@shared/api-types';
import { trialEligible } from '@shared/entitlements';
import { da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Mail, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, buttonClasses } from './button';

const t = da.profile;

/**
 * The way to more than the free stories and cards on this installation: Premium on the profile
 * (its free trial when the user has not had one), or, without payments, asking whoever runs it.
 * `newTab`: the profile opens beside the page, so a form with typed text stays as it is; when
 * Premium or unlimited access arrives, that page hears it and the same button works again.
 */
export function MoreAccess({ me, site, newTab = false }: { me: Me; site: SiteInfo | null | undefined; newTab?: boolean }) {
  if (me.paymentsEnabled) {
    const trialDays = site?.premium.trialDays ?? 0;
    const label = trialDays > 0 && trialEligible(me.subscription) ? t.startTrial(trialDays) : t.upgrade;
    return (
      <ButtonLink to={paths.profile.href()} target={newTab ? '_blank' : undefined} className="self-start">
        <Sparkles aria-hidden="true" className="size-5" />
        {label}
        {newTab ? <span className="sr-only"> {da.characters.opensNewTab}</span> : null}
      </ButtonLink>
    );
  }
  const contact = site?.contactEmail;
  if (!contact) return <p className="text-base">{t.askWithoutContact}</p>;
  return (
    <a
      href={`mailto:${contact}?subject=${encodeURIComponent(t.askByMailSubject)}`}
      className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
    >
      <Mail aria-hidden="true" className="size-5" />
      {t.askByMail(contact)}
    </a>
  );
}

interface LimitNoticeProps {
  title: string;
  /** What the limit means here: with payments (the way is Premium), and without. */
  text: { paid: string; free: string };
  me: Me;
  site: SiteInfo | null | undefined;
  /** Said after the text: what happened to what the user typed. */
  note?: ReactNode;
  newTab?: boolean;
  /** Announced at once (the user just pressed a button that met the limit). */
  alert?: boolean;
}

/** At the free limit, in place: what it means and the way on, without leaving the page. */
export function LimitNotice({ title, text, me, site, note, newTab, alert }: LimitNoticeProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-base">{me.paymentsEnabled ? text.paid : text.free}</p>
      {note ? <p className="text-base">{note}</p> : null}
      <MoreAccess me={me} site={site} newTab={newTab} />
    </div>
  );
}
