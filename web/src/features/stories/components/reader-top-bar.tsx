import type { StoryDetail } from '@shared/api-types';
import { shareMessages, storyCheckMessages as checkMessages, storyMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ArrowLeft, ChevronDown, EllipsisVertical, FileDown, Pencil, Printer, Share2, Smile } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { storyPdfUrl } from '../api/get-story-pdf';
import { useReaderFrame } from '../reader-frame';
import { openPrintWindow } from '../hooks/open-print';
import { ReadAloudSlot } from './read-aloud-slot';
import { OfflineToggle } from './offline-toggle';
import { StoryCheckLight } from './story-check-light';

// The dialog brings the form's rules (zod): loaded when opened, not with every reader.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

const barButton =
  'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-base font-semibold text-stone-800 transition-colors hover:bg-stone-100 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600';

/** 'Flere valg': child mode, print, the PDF, 'Del historien', 'Gem til offline' and the story check, out of the way of reading (and of the child). */
function MoreOptions({ story, onChildMode }: { story: StoryDetail; onChildMode: () => void }) {
  const storyId = story.id;
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-indigo-600';
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={barButton}
      >
        <span className="max-sm:sr-only">{t.moreOptions}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform max-sm:hidden motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
        <EllipsisVertical aria-hidden="true" className="size-5 sm:hidden" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-2 w-56 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg"
      >
        <button
          type="button"
          className={item}
          onClick={() => {
            setOpen(false);
            onChildMode();
          }}
        >
          <Smile aria-hidden="true" className="size-5 text-stone-600" />
          {t.childMode}
        </button>
        <button
          type="button"
          className={item}
          onClick={() => {
            setOpen(false);
            openPrintWindow(storyId);
          }}
        >
          <Printer aria-hidden="true" className="size-5 text-stone-600" />
          {t.print}
        </button>
        <a href={storyPdfUrl(storyId)} download className={item} onClick={() => setOpen(false)}>
          <FileDown aria-hidden="true" className="size-5 text-stone-600" />
          {t.downloadPdf}
        </a>
        <button
          type="button"
          className={item}
          onClick={() => {
            setOpen(false);
            setSharing(true);
          }}
        >
          <Share2 aria-hidden="true" className="size-5 text-stone-600" />
          {shareMessages.action}
        </button>
        <OfflineToggle
          story={{ kind: 'story', id: storyId }}
          itemClassName={item}
          onChosen={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
        <p className="mt-1 border-t border-stone-200 px-3 pt-3 pb-1 text-sm text-stone-700">
          <StoryCheckLight light={story.check.light} score={story.check.score} className="font-medium" />
          <span className="mt-0.5 block">{checkMessages.score(story.check.score)}</span>
        </p>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog
            storyId={storyId}
            onClose={() => {
              setSharing(false);
              toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

interface ReaderTopBarProps {
  story: StoryDetail;
  page: number;
  onPageChange: (page: number) => void;
  /** 'Børnetilstand' in 'Flere valg'. */
  onChildMode: () => void;
}

/** The reader's top bar: back to the overview, the read-aloud controls, editing and more. */
export function ReaderTopBar({ story, page, onPageChange, onChildMode }: ReaderTopBarProps) {
  const frame = useReaderFrame();
  return (
    <header className="relative z-20 flex items-center gap-1 border-b border-stone-200/80 bg-[#fffdf8] px-2 py-2 sm:gap-2 sm:px-4">
      <Link to={frame.backHref} className={barButton}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{frame.backLabel}</span>
      </Link>
      <div className="flex-1" />
      <ReadAloudSlot story={story} page={page} onPageChange={onPageChange} />
      {frame.own ? (
        <>
          <Link to={paths.storyEdit.href(story.id)} className={barButton}>
            <Pencil aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{t.editStory}</span>
          </Link>
          <MoreOptions story={story} onChildMode={onChildMode} />
        </>
      ) : (
        <>
          {frame.savable ? <OfflineToggle story={frame.savable} itemClassName={barButton} compact /> : null}
          {frame.actions}
        </>
      )}
    </header>
  );
}
