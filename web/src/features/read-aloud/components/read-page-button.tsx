import { speechMessages as t } from '@shared/messages.da';
import { Volume2 } from 'lucide-react';
import { useReadAloud } from '../hooks/use-read-aloud';
import { canReadPage } from '../machine';

/** A story page's own read button: reads just this page, from its first sentence. */
export function ReadPageButton({ sceneIndex }: { sceneIndex: number }) {
  const { state, readPage } = useReadAloud();
  const section = sceneIndex - 1;
  const usable = canReadPage(state, section);
  const readingHere = state.status === 'reading' && state.active?.section === section;
  return (
    <button
      type="button"
      onClick={() => usable && readPage(section)}
      aria-disabled={!usable || undefined}
      className={
        'inline-flex min-h-11 items-center gap-2 self-start rounded-full border px-4 text-base font-semibold transition-colors motion-reduce:transition-none ' +
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ' +
        (readingHere ? 'border-amber-300 bg-amber-50 text-stone-900' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50')
      }
    >
      <Volume2 aria-hidden="true" className="size-5" />
      {t.readPage}
    </button>
  );
}
