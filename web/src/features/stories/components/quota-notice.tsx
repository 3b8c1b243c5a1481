import type { Me, SiteInfo } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LimitNotice, MoreAccess } from '@web/components/ui/limit-notice';
import { Info, Sparkles } from 'lucide-react';

/** Shown to free users with few stories left. */
export function QuotaWarning({ storiesLeft, paymentsEnabled }: { storiesLeft: number; paymentsEnabled: boolean }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <Info aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <p className="flex-1 text-base">{paymentsEnabled ? t.storiesLeftWarning(storiesLeft) : t.storiesLeftWarningFree(storiesLeft)}</p>
      <ButtonLink to={paths.profile.href()} variant="secondary">
        {paymentsEnabled ? t.upgrade : t.moreAccess}
      </ButtonLink>
    </div>
  );
}

/** Opened at the limit: no form, only what it means and the way on. */
export function QuotaBlock({ me, site }: { me: Me; site: SiteInfo | null | undefined }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-800">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">{t.quotaUsed}</h1>
      <p className="max-w-prose text-lg text-slate-700">{me.paymentsEnabled ? t.quotaUsedLong : t.quotaUsedLongFree}</p>
      <MoreAccess me={me} site={site} />
    </Card>
  );
}

/** In the form, at the limit: the typed text stays, and the way on opens beside the page. */
export function StoryLimitNotice({ me, site, alert }: { me: Me; site: SiteInfo | null | undefined; alert: boolean }) {
  return (
    <LimitNotice
      title={t.quotaUsed}
      text={{ paid: t.quotaUsedLong, free: t.quotaUsedLongFree }}
      note={t.draftKept}
      me={me}
      site={site}
      newTab
      alert={alert}
    />
  );
}
