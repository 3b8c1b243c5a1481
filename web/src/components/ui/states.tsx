import { commonMessages } from '@shared/messages.landing.da';
import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** Shown while something loads; announced politely to screen readers. */
export function LoadingState({ label = commonMessages.loading, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-700 ${className}`}>
      <Spinner className="size-7 text-indigo-700" />
      <span className="text-lg">{label}</span>
    </div>
  );
}

export function ErrorState({ message = commonMessages.loadError, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-8 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-rose-700" />
      <p className="text-lg text-rose-900">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {commonMessages.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-slate-500" />
      <p className="text-lg font-medium text-slate-800">{title}</p>
      {children}
    </div>
  );
}

export function FullPageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas">
      <LoadingState />
    </div>
  );
}
