import { da } from '@shared/messages.da';
import { ShieldAlert } from 'lucide-react';
import { RefreshRightsButton } from './refresh-rights-button';

export function AccessDenied() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-rose-200 bg-white px-6 py-12 text-center shadow-sm">
      <ShieldAlert aria-hidden="true" className="size-12 text-rose-700" />
      <h1 className="text-3xl font-bold text-slate-900">{da.admin.accessDenied}</h1>
      <p className="text-lg text-slate-700">{da.admin.adminsOnly}</p>
      <RefreshRightsButton />
    </div>
  );
}
