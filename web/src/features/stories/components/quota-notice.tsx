import { storyMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Info, Sparkles } from 'lucide-react';

/** Shown to free users with few stories left. */
export function QuotaWarning({ storiesLeft }: { storiesLeft: number }) {
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <Info aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <p className="flex-1 text-base">{t.storiesLeftWarning(storiesLeft)}</p>
      <ButtonLink to={paths.profile.href()} variant="secondary">
        {t.upgrade}
      </ButtonLink>
    </div>
  );
}

/** At the limit: no form, only the way to Premium. */
export function QuotaBlock() {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-800">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">{t.quotaUsed}</h1>
      <p className="max-w-prose text-lg text-slate-700">{t.quotaUsedLong}</p>
      <ButtonLink to={paths.profile.href()} size="lg">
        {t.upgrade}
      </ButtonLink>
    </Card>
  );
}
