import type { StoryDetail } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { storyByline } from '@shared/story-byline';
import { planScenes } from '@shared/story-plan-text';
import type { Scene } from '@shared/story-text';
import { HoldButton } from '@web/components/ui/hold-button';
import { storyPlanOf } from '@web/lib/story-plan-of';
import { useToastPlacement } from '@web/lib/toast-placement';
import { ChevronLeft, ChevronRight, Lock, Users, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BlockerFunction, Link, NavigationType, useBlocker } from 'react-router';
import { CHILD_MODE_HOLD_MS, useChildMode } from '../hooks/use-child-mode';
import { useReaderPage } from '../hooks/use-reader-page';
import { useReaderAddOns } from '../reader-add-ons';
import { useReaderFrame } from '../reader-frame';
import { useSwipe } from '../hooks/use-swipe';
import { PageDots } from './page-dots';
import { ReaderTopBar } from './reader-top-bar';
import { StoryPicture } from './story-picture';
import './reader.css';

const roundButton =
  'grid size-12 shrink-0 place-items-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm transition-colors ' +
  'hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-40 sm:size-14';

/** The cover; `onStart` is left out in child mode, where only the arrows turn pages. */
function Cover({ story, onStart }: { story: StoryDetail; onStart?: () => void }) {
  const picture = story.images[0];
  const hasPicture = picture && !picture.missing;
  return (
    <section aria-labelledby="reader-title" className="reader-page-in relative flex h-full flex-col overflow-hidden">
      {hasPicture ? (
        <img
          src={picture.url}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 size-full scale-125 object-cover opacity-35 blur-3xl"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-amber-100 via-orange-50 to-sky-100" />
      )}
      <div className="relative grid min-h-0 flex-1 place-items-center px-4 pt-4 [container-type:size] sm:pt-8">
        {hasPicture ? (
          <img src={picture.url} alt={t.coverPicture} className="size-[min(100cqw,100cqh)] rounded-3xl object-cover shadow-2xl" />
        ) : null}
      </div>
      <div className="relative flex flex-col items-center gap-4 px-6 pt-5 pb-6 text-center sm:pb-8">
        <div className="max-w-3xl rounded-3xl bg-[#fffdf8]/95 px-6 py-4 shadow-lg sm:px-10">
          <h1 id="reader-title" className="reader-text text-3xl leading-tight font-semibold text-stone-900 sm:text-4xl">
            {story.title}
          </h1>
          <p className="mt-1 inline-flex items-center gap-1.5 text-base text-stone-700">
            {story.storyType === 'group' ? (
              <>
                <Users aria-hidden="true" className="size-4" />
                <span className="sr-only">{t.groupStory}: </span>
              </>
            ) : null}
            {storyByline(story)}
          </p>
        </div>
        {onStart ? (
          <button
            type="button"
            onClick={onStart}
            className="inline-flex min-h-13 items-center gap-2 rounded-full bg-indigo-700 px-8 text-lg font-semibold text-white shadow-lg transition-colors hover:bg-indigo-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            {t.start}
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** One scene: scene n is «Side n af N» (N the scenes, the cover not counted), as the page editor numbers it. */
function ScenePage({ story, scene, sceneCount }: { story: StoryDetail; scene: Scene; sceneCount: number }) {
  const { Caption, PageButton } = useReaderAddOns();
  // Upright (a phone), the picture's row has one height on every page and the text scrolls below it:
  // neither the picture nor the start of the text moves when the page turns.
  return (
    <article
      aria-labelledby="reader-title"
      className="reader-page-in grid h-full grid-rows-[min(100vw,50dvh)_minmax(0,1fr)] landscape:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] landscape:grid-rows-1"
    >
      <div className="grid min-h-0 place-items-center p-3 [container-type:size] sm:p-6 lg:p-10">
        <StoryPicture
          picture={story.images[scene.index]}
          alt={t.pictureOf(scene.index)}
          className="size-[min(100cqw,100cqh)] rounded-3xl object-cover shadow-xl"
        />
      </div>
      <div
        data-page-text=""
        className="min-h-0 overflow-y-auto border-t border-stone-200 bg-[#fffdf8] px-6 py-5 landscape:border-t-0 landscape:border-l sm:px-10 sm:py-8 lg:px-14 lg:py-14"
      >
        <div className="mx-auto flex max-w-[36rem] flex-col gap-4 landscape:min-h-full landscape:justify-center">
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-stone-600">
            <h1 id="reader-title" className="font-semibold">
              {story.title}
            </h1>
            <span aria-hidden="true">·</span>
            <span>{t.pageOf(scene.index, sceneCount)}</span>
          </div>
          <Caption
            sceneIndex={scene.index}
            paragraphs={scene.paragraphs}
            className="reader-text text-xl leading-relaxed whitespace-pre-line text-stone-900 sm:text-2xl sm:leading-relaxed"
          />
          <PageButton sceneIndex={scene.index} />
        </div>
      </div>
    </article>
  );
}

/** Child mode's only way out, for a grown-up: 'Afslut' held down for two seconds. */
function LeaveChildMode({ onLeave }: { onLeave: () => void }) {
  const seconds = CHILD_MODE_HOLD_MS / 1000;
  return (
    <div className="absolute top-3 right-3 z-10">
      <HoldButton
        label={t.leaveChildMode}
        hint={t.holdToLeave(seconds)}
        holdingText={t.keepHolding}
        holdMs={CHILD_MODE_HOLD_MS}
        onHeld={onLeave}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 text-base font-medium text-stone-700 shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Lock aria-hidden="true" className="size-4" />
        {t.leaveChildModeShort}
      </HoldButton>
    </div>
  );
}

/**
 * The book-like reader: a cover (index 0) and one page per page of the story's plan. Paging
 * by the buttons, the page dots, the arrow keys and, on touch screens, a swipe; each page change is
 * announced politely. In child mode ('Børnetilstand') it is the book alone: the arrows and each
 * page's own read button, and 'Afslut' for a grown-up to hold.
 */
export function StoryReader({ story, onReadToEnd }: { story: StoryDetail; onReadToEnd?: (readAloud: boolean) => void }) {
  const { Provider } = useReaderAddOns();
  const frame = useReaderFrame();
  const plan = useMemo(
    () => storyPlanOf({ title: story.title, content: story.content, plan: story.plan }),
    [story.title, story.content, story.plan],
  );
  const scenes = useMemo(() => planScenes(plan), [plan]);
  const readAloudStory = useMemo(() => ({ id: story.id, plan, recordings: story.recordings }), [story.id, plan, story.recordings]);
  const pageCount = scenes.length + 1;
  const { page, last, goTo, step } = useReaderPage(pageCount);
  const childMode = useChildMode();
  const region = useRef<HTMLElement>(null);
  const next = () => step(1);
  const previous = () => step(-1);
  const swipe = useSwipe({ onNext: next, onPrevious: previous });
  useToastPlacement(childMode.on ? 'child' : 'reader');

  // The reading log: the last page reached counts once per opening, 'læst op' when read-aloud played on the way.
  const readAloudPlayed = useRef(false);
  const onReadAloud = useCallback(() => {
    readAloudPlayed.current = true;
  }, []);
  const readToEnd = useRef(false);
  useEffect(() => {
    if (page !== last || pageCount < 2 || readToEnd.current) return;
    readToEnd.current = true;
    onReadToEnd?.(readAloudPlayed.current);
  }, [page, last, pageCount, onReadToEnd]);

  // Arrow keys turn pages, unless the keys belong to something else (a field, a focused slider).
  const keys = useRef({ next, previous });
  useEffect(() => {
    keys.current = { next, previous };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="slider"], dialog')) return;
      if (e.key === 'ArrowRight') keys.current.next();
      else if (e.key === 'ArrowLeft') keys.current.previous();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The phone's back gesture (history back) never leaves child mode: the router puts the address back
  // and the book turns a page back, or stays on the cover.
  const blockBack = useCallback<BlockerFunction>(
    ({ historyAction }) => childMode.on && historyAction === NavigationType.Pop,
    [childMode.on],
  );
  const backInChildMode = useBlocker(blockBack);
  useEffect(() => {
    if (backInChildMode.state !== 'blocked') return;
    backInChildMode.reset();
    // The router restores the entry with history.go(); the page turns once the browser is back on it.
    let done = false;
    const turn = () => {
      if (done) return;
      done = true;
      window.removeEventListener('popstate', turn);
      keys.current.previous();
    };
    window.addEventListener('popstate', turn);
    // Not cancelled when the blocker's state changes (reset() does that at once): the turn is still due.
    setTimeout(turn, 300);
  }, [backInChildMode]);

  // A button that goes away or becomes disabled (Start, Næste on the last page, the top bar in child
  // mode) must not drop focus on the floor.
  useEffect(() => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (!active || active === document.body || active.disabled) region.current?.focus({ preventScroll: true });
  }, [page, childMode.on]);

  // Entering and leaving child mode is said; nothing on first showing.
  const [modeNews, setModeNews] = useState('');
  const wasChildMode = useRef(childMode.on);
  useEffect(() => {
    if (wasChildMode.current === childMode.on) return;
    wasChildMode.current = childMode.on;
    setModeNews(childMode.on ? t.childModeOn(CHILD_MODE_HOLD_MS / 1000) : t.childModeOff);
  }, [childMode.on]);

  // The next and previous pictures are fetched ahead, so turning a page is calm.
  useEffect(() => {
    for (const i of [page + 1, page - 1]) {
      const picture = story.images[i];
      if (picture && !picture.missing) new Image().src = picture.url;
    }
  }, [page, story.images]);

  const scene = page > 0 ? scenes[page - 1] : undefined;
  const announcement = scene ? t.pageOf(scene.index, scenes.length) : t.coverAnnouncement(story.title);

  return (
    <Provider story={readAloudStory} own={frame.own} page={page} onPageChange={goTo} onReadAloud={onReadAloud}>
      <div className="flex h-dvh flex-col overflow-hidden bg-[#f4eee3] text-stone-900">
        {childMode.on ? null : <ReaderTopBar story={story} page={page} onPageChange={goTo} onChildMode={childMode.enter} />}
        <main id="main" ref={region} tabIndex={-1} className="relative min-h-0 flex-1 touch-pan-y focus:outline-none" {...swipe}>
          {scene ? (
            <ScenePage key={page} story={story} scene={scene} sceneCount={scenes.length} />
          ) : (
            <Cover key="cover" story={story} onStart={childMode.on ? undefined : () => goTo(1)} />
          )}
          {childMode.on ? (
            <LeaveChildMode onLeave={childMode.leave} />
          ) : scene ? (
            <Link
              to={frame.backHref}
              aria-label={t.closeStory}
              className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-white/90 text-stone-800 shadow-md hover:bg-white focus-visible:outline-3 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-6" />
            </Link>
          ) : null}
        </main>
        <nav
          aria-label={t.pages}
          className="flex items-center justify-between gap-3 border-t border-stone-200/80 bg-[#fffdf8] px-3 py-2 sm:px-6"
        >
          <button type="button" onClick={previous} disabled={page === 0} aria-label={t.previousPage} className={roundButton}>
            <ChevronLeft aria-hidden="true" className="size-7" />
          </button>
          {childMode.on ? null : <PageDots count={pageCount} page={page} onGoTo={goTo} />}
          <button type="button" onClick={next} disabled={page === last} aria-label={t.nextPage} className={roundButton}>
            <ChevronRight aria-hidden="true" className="size-7" />
          </button>
        </nav>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <p role="status" className="sr-only">
          {modeNews}
        </p>
      </div>
    </Provider>
  );
}
