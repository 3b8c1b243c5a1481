import { commonMessages } from '@shared/messages.landing.da';
import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * A toast-like message for pages outside the app shell (the landing page does not load the toast
 * library): shown at the top, read out politely, gone after a while or when closed.
 */
export function FlashNotice({ text, durationMs = 8000 }: { text: string; durationMs?: number }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {open ? (
        <div className="pointer-events-auto flex max-w-md items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 py-3 pr-2 pl-4 text-base text-emerald-900 shadow-lg">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <p>{text}</p>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={commonMessages.close}
            className="grid size-9 shrink-0 place-items-center rounded-lg hover:bg-emerald-100 focus-visible:outline-3 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
