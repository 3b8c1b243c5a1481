import { storyMessages as t } from '@shared/messages.da';

/**
 * One dot per page: the cover first («Gå til forsiden»), then scene n as «Gå til side n», the page
 * editor's numbers; the current one is marked for screen readers too.
 */
export function PageDots({
  count,
  page,
  onGoTo,
  tone = 'dark',
}: {
  count: number;
  page: number;
  onGoTo: (page: number) => void;
  tone?: 'dark' | 'light';
}) {
  const idle = tone === 'light' ? 'bg-white/60 hover:bg-white' : 'bg-stone-300 hover:bg-stone-400';
  const current = tone === 'light' ? 'bg-white' : 'bg-indigo-700';
  return (
    <ul className="flex min-w-0 flex-wrap items-center justify-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <button
            type="button"
            aria-label={i === 0 ? t.goToCover : t.goToPage(i)}
            aria-current={i === page ? 'page' : undefined}
            onClick={() => onGoTo(i)}
            className="group grid size-8 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
          >
            <span
              aria-hidden="true"
              className={`block rounded-full transition-all motion-reduce:transition-none ${i === page ? `h-3 w-6 ${current}` : `size-3 ${idle}`}`}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
