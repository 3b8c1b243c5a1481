import type { Me } from '@shared/api-types';
import { da } from '@shared/messages.da';
import { Card } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format-date';
import { NameForm } from './name-form';

const t = da.profile;

export function AccountDetails({ me }: { me: Me }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t.details}</h2>
      <div className="mt-4">
        <NameForm key={me.fullName ?? ''} fullName={me.fullName} />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t.email}</dt>
          <dd className="mt-1 text-lg [overflow-wrap:anywhere] text-slate-900">{me.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t.role}</dt>
          <dd className="mt-1 text-lg text-slate-900">{t.roles[me.role] ?? me.role}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t.memberSince}</dt>
          <dd className="mt-1 text-lg text-slate-900">{formatDate(me.createdAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
