import { appMessages } from '@shared/messages.landing.da';
import { BookHeart } from 'lucide-react';

export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 text-xl font-bold text-slate-900 ${className}`}>
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-700 text-white">
        <BookHeart aria-hidden="true" className="size-6" />
      </span>
      {appMessages.name}
    </span>
  );
}
