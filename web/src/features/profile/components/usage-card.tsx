import type { Me } from '@shared/api-types';
import { FREE_CARDS, FREE_STORIES } from '@shared/constants';
import { da } from '@shared/messages.da';
import { Card } from '@web/components/ui/card';
import { Infinity as InfinityIcon } from 'lucide-react';

const t = da.profile;

function UsageBar({ label, used, max, text }: { label: string; used: number; max: number; text: string }) {
  const share = Math.min(100, Math.round((used / max) * 100));
  const full = used >= max;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700">{text}</span>
      </div>
      <div aria-hidden="true" className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100">
        <div className={`h-full rounded-full ${full ? 'bg-amber-500' : 'bg-indigo-600'}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

export function UsageCard({ me }: { me: Me }) {
  const unlimited = me.isPro || me.hasUnlimitedAccess;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t.usage}</h2>
      {unlimited ? (
        <p className="mt-4 flex items-center gap-3 text-lg text-slate-800">
          <InfinityIcon aria-hidden="true" className="size-6 text-indigo-700" />
          {t.unlimitedUsage}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <UsageBar label={t.stories} used={me.storyCount} max={FREE_STORIES} text={t.storyUsage(me.storyCount, FREE_STORIES)} />
          <UsageBar label={t.cards} used={me.cardCount} max={FREE_CARDS} text={t.cardUsage(me.cardCount, FREE_CARDS)} />
          {me.storiesLeft === 0 ? (
            <p role="status" className="rounded-xl bg-amber-50 p-4 text-base text-amber-900">
              {me.paymentsEnabled ? t.limitReached : t.limitReachedFree}
            </p>
          ) : (
            <p className="rounded-xl bg-indigo-50 p-4 text-base text-indigo-900">{t.welcomeFree}</p>
          )}
        </div>
      )}
    </Card>
  );
}
