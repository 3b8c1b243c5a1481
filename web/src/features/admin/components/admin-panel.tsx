import { da } from '@shared/messages.da';
import { PageHeader } from '@web/components/ui/page-header';
import { List, Search } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { AllUsers } from './all-users';
import { RefreshRightsButton } from './refresh-rights-button';
import { UserSearch } from './user-search';

const t = da.admin;
const views = [
  { id: 'search', label: t.viewSearch, Icon: Search },
  { id: 'all', label: t.viewAll, Icon: List },
] as const;
type View = (typeof views)[number]['id'];

/** Two views, 'search' and 'all', as tabs that also work with the arrow keys. */
export function AdminPanel({ currentUserId }: { currentUserId: string }) {
  const [view, setView] = useState<View>('search');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const target = e.key === 'Home' ? 0 : e.key === 'End' ? views.length - 1 : (index + step + views.length) % views.length;
    if (!step && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    setView(views[target].id);
    tabs.current[target]?.focus();
  };

  return (
    <>
      <PageHeader title={t.title} actions={<RefreshRightsButton />} />
      <div role="tablist" aria-label={t.views} className="mb-6 inline-flex gap-1 rounded-2xl bg-slate-100 p-1">
        {views.map(({ id, label, Icon }, i) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`admin-tab-${id}`}
            role="tab"
            type="button"
            aria-selected={view === id}
            aria-controls={`admin-panel-${id}`}
            tabIndex={view === id ? 0 : -1}
            onClick={() => setView(id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-base font-semibold focus-visible:outline-3 focus-visible:outline-indigo-600 ${
              view === id ? 'bg-white text-indigo-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </button>
        ))}
      </div>
      {views.map(({ id }) => (
        <div key={id} id={`admin-panel-${id}`} role="tabpanel" aria-labelledby={`admin-tab-${id}`} hidden={view !== id}>
          {view === id ? id === 'search' ? <UserSearch currentUserId={currentUserId} /> : <AllUsers currentUserId={currentUserId} /> : null}
        </div>
      ))}
    </>
  );
}
