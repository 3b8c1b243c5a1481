import type { StoryDetail, StoryEdit } from '@shared/api-types';
import { STORY_PAGES_MAX, STORY_PAGES_MIN } from '@shared/constants';
import { readingMessages, storyMessages as t, storyPageMessages as p } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { TextField } from '@web/components/ui/text-field';
import { isApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BookOpen, Pencil, Plus, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFreshStory } from '../api/get-story';
import { useUpdateStory } from '../api/update-story';
import { useBottomBarClearance } from '../hooks/use-bottom-bar-clearance';
import { useStoryPictureJobs } from '../hooks/use-story-picture-jobs';
import {
  addDraft,
  canAdd,
  canRemove,
  draftsAfterSave,
  draftsChanged,
  draftsFromRaw,
  draftsOf,
  dropsPictures,
  firstEmptyPage,
  moveDraft,
  type PageDraft,
  pagesPatch,
  rawOf,
  rawPageCount,
  removeDraft,
  setDraftText,
  textUnsaved,
} from '../page-drafts';
import { type PageFocus, PageCard } from './page-card';
import { PagePhotoControls } from './page-photo-controls';
import { PicturePrompt } from './picture-prompt';
import { PictureThumb } from './picture-thumb';
import { RawStoryField } from './raw-story-field';
import { StoryCheckPanel } from './story-check-panel';
import { NoStoryFound } from './story-viewer';

type Mode = 'pages' | 'raw';
interface Errors {
  title?: string;
  raw?: string;
  /** By page key */
  pages?: Record<string, string>;
}

/** The server's Danish message when it turned the edit down, else the general one. */
function saveErrorText(err: unknown) {
  if (!isApiError(err)) return t.saveError;
  if (err.status === 401) return t.signInToSave;
  return err.status >= 400 && err.status < 500 ? err.message : t.saveError;
}

/** The parent's recording of images[i], from a story that may come from before recordings existed. */
const recordingOf = (story: StoryDetail, index: number | null) => (index === null ? null : (story.recordings?.[index] ?? null));

interface CoverCardProps {
  story: StoryDetail;
  drawing: boolean;
  onStarted: (jobId: string) => void;
}

function CoverCard({ story, drawing, onStarted }: CoverCardProps) {
  const [prompting, setPrompting] = useState(false);
  const picture = story.images[0] ?? null;
  return (
    <section
      aria-labelledby="cover-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 [&_*]:scroll-mt-24"
    >
      <div className="flex flex-row items-start gap-4">
        <PictureThumb picture={picture} name={t.coverPicture} drawing={drawing} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h3 id="cover-title" className="text-xl font-semibold text-slate-900">
              {p.coverHeading}
            </h3>
            <p className="text-base text-slate-700">{p.coverIntro}</p>
          </div>
          {drawing ? (
            <p role="status" className="text-base font-medium text-indigo-900">
              {t.generatingPicture}
            </p>
          ) : prompting || picture?.photo ? null : (
            <Button
              variant="secondary"
              className="self-start px-3"
              aria-label={t.editPictureNamed(t.coverPicture)}
              onClick={() => setPrompting(true)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t.editPicture}
            </Button>
          )}
          <PagePhotoControls storyId={story.id} index={0} picture={picture} />
        </div>
      </div>
      {prompting ? <PicturePrompt storyId={story.id} index={0} onStarted={onStarted} onClose={() => setPrompting(false)} /> : null}
      {/* No «Indtal siden» on the cover: read-aloud begins with page 1, so a recording of the title would never be heard. */}
    </section>
  );
}

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const option = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={
        'min-h-11 rounded-lg px-3 py-1 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-4 sm:text-base ' +
        (mode === value ? 'bg-white text-indigo-900 shadow-sm' : 'text-slate-700 hover:text-slate-900')
      }
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={p.modeLegend}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid sm:self-start"
    >
      {option('pages', p.pagesMode)}
      {option('raw', p.rawMode)}
    </div>
  );
}

function EditForm({ story }: { story: StoryDetail }) {
  const update = useUpdateStory();
  const pictures = useStoryPictureJobs(story.id);
  // The form starts from the story once: a refreshed story (a new picture) must not wipe what is being typed.
  const [initial] = useState(() => draftsOf(story));
  const [drafts, setDrafts] = useState<PageDraft[]>(initial);
  const [saved, setSaved] = useState<{ title: string; drafts: PageDraft[]; eventDate: string }>({
    title: story.title,
    drafts: initial,
    eventDate: story.eventDate ?? '',
  });
  const [title, setTitle] = useState(story.title);
  const [eventDate, setEventDate] = useState(story.eventDate ?? '');
  const [mode, setMode] = useState<Mode>('pages');
  const [raw, setRaw] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<{ key: string; target: PageFocus } | null>(null);
  const saveBar = useRef<HTMLDivElement>(null);
  useBottomBarClearance(saveBar);

  // After a move, a removal or an addition the focus goes where the user's attention is.
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    document.querySelector<HTMLElement>(`[data-page-key="${wanted.key}"] [data-focus="${wanted.target}"]`)?.focus();
  });

  const changed =
    title.trim() !== saved.title ||
    eventDate !== saved.eventDate ||
    (mode === 'pages' ? draftsChanged(drafts, saved.drafts) : raw !== rawOf(saved.drafts));
  // A removed page's picture, own photo or recording goes when the edit is saved: said before the save.
  const losesPictures =
    mode === 'pages' &&
    dropsPictures(drafts, saved.drafts, (image) => story.images[image]?.missing === false || !!recordingOf(story, image));

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!changed) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const clearPageError = (key: string) => {
    if (!errors.pages?.[key]) return;
    const { [key]: _gone, ...rest } = errors.pages;
    setErrors({ ...errors, pages: rest });
  };

  const move = (index: number, step: -1 | 1) => {
    const page = drafts[index];
    setDrafts(moveDraft(drafts, index, step));
    setAnnouncement(p.moved(index + 1, index + 1 + step));
    // The focus stays on the button, also when the page can go no further (it is aria-disabled, not disabled).
    focusNext.current = { key: page.key, target: step === -1 ? 'up' : 'down' };
  };

  const remove = (index: number) => {
    if (!canRemove(drafts)) return;
    const next = removeDraft(drafts, index);
    setDrafts(next);
    setAnnouncement(p.removed(index + 1));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = { key: neighbour.key, target: 'heading' };
  };

  const add = () => {
    if (!canAdd(drafts)) return;
    const next = addDraft(drafts);
    setDrafts(next);
    setAnnouncement(p.added(next.length));
    focusNext.current = { key: next[next.length - 1].key, target: 'text' };
  };

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    if (next === 'raw') {
      setRaw(rawOf(drafts));
      setErrors({});
      setMode('raw');
      return;
    }
    const parsed = draftsFromRaw(raw, drafts);
    if (!parsed) {
      setErrors({ raw: p.rawCountMismatch(rawPageCount(raw), drafts.length) });
      document.getElementById('story-raw')?.focus();
      return;
    }
    setDrafts(parsed);
    setErrors({});
    setMode('pages');
  };

  const applySaved = (edit: StoryEdit, from: PageDraft[]) => {
    const next = draftsAfterSave(from, edit);
    setDrafts(next);
    setSaved({ title: edit.title, drafts: next, eventDate: edit.eventDate ?? '' });
    setTitle(edit.title);
    setEventDate(edit.eventDate ?? '');
    if (mode === 'raw') setRaw(rawOf(next));
    notify.success(t.saved);
    for (const started of edit.newPictures) pictures.follow(started.jobId, started.index);
    if (edit.newPictures.length) notify.info(p.picturesStarted(edit.newPictures.length));
    if (edit.newPicturesNotice) notify.error(edit.newPicturesNotice);
    // Pictures still being drawn may have moved with their pages.
    void pictures.refresh();
  };

  const save = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (update.isPending) return;
    if (!title.trim()) {
      setErrors({ title: t.titleRequired });
      document.getElementById('story-title')?.focus();
      return;
    }
    if (mode === 'pages') {
      const empty = firstEmptyPage(drafts);
      if (empty >= 0) {
        const key = drafts[empty].key;
        setErrors({ pages: { [key]: p.pageEmptyHere } });
        notify.error(p.pageEmpty(empty + 1));
        document.querySelector<HTMLElement>(`[data-page-key="${key}"] [data-focus="text"]`)?.focus();
        return;
      }
    }
    setErrors({});
    const from = drafts;
    update.mutate(
      {
        id: story.id,
        patch: { ...(mode === 'pages' ? pagesPatch(title, drafts) : { title, content: raw }), eventDate: eventDate || null },
      },
      {
        onSuccess: (edit) => applySaved(edit, from),
        onError: (err) => {
          const message = saveErrorText(err);
          notify.error(message);
          if (mode === 'raw' && isApiError(err) && err.status === 400) setErrors({ raw: message });
        },
      },
    );
  };

  // «Det passer» or «Fjern sætningen» in the Historietjek saved the story (asked only while nothing
  // here was unsaved). Text typed while it was on its way is kept, and shows as unsaved against it.
  const latest = useRef({ changed, drafts });
  latest.current = { changed, drafts };
  const applyCheckEdit = (edited: StoryDetail) => {
    const next = draftsAfterSave(latest.current.drafts, edited);
    setSaved({ title: edited.title, drafts: next, eventDate: edited.eventDate ?? '' });
    if (latest.current.changed) return;
    setDrafts(next);
    if (mode === 'raw') setRaw(rawOf(next));
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="p-4 sm:p-6">
          <form noValidate onSubmit={save}>
            <div className="flex flex-col gap-5">
              <TextField
                id="story-title"
                label={t.titleLabel}
                value={title}
                maxLength={120}
                onChange={(e) => setTitle(e.target.value)}
                error={errors.title}
              />
              <TextField
                id="story-event-date"
                type="date"
                label={readingMessages.eventDateLabel}
                hint={readingMessages.eventDateHint}
                className="sm:max-w-xs"
                value={eventDate}
                onChange={(e) => setEventDate(e.target.value)}
              />
            </div>
          </form>
        </Card>

        <ModeSwitch mode={mode} onChange={switchMode} />

        {mode === 'pages' ? (
          <>
            <CoverCard story={story} drawing={pictures.isDrawing(0)} onStarted={(jobId) => pictures.follow(jobId, 0)} />
            <section aria-labelledby="pages-title" className="flex flex-col gap-4">
              <div>
                <h2 id="pages-title" className="text-2xl font-semibold text-slate-900">
                  {p.pagesHeading}
                </h2>
                <p className="text-base text-slate-700">{p.pagesIntro(STORY_PAGES_MIN, STORY_PAGES_MAX)}</p>
              </div>
              <ol className="flex flex-col gap-4">
                {drafts.map((page, i) => (
                  <PageCard
                    key={page.key}
                    storyId={story.id}
                    page={page}
                    number={i + 1}
                    count={drafts.length}
                    picture={page.image === null ? null : (story.images[page.image] ?? null)}
                    recording={recordingOf(story, page.image)}
                    textUnsaved={textUnsaved(page, saved.drafts)}
                    drawing={page.image !== null && pictures.isDrawing(page.image)}
                    error={errors.pages?.[page.key]}
                    canRemove={canRemove(drafts)}
                    onText={(text) => {
                      setDrafts(setDraftText(drafts, i, text));
                      clearPageError(page.key);
                    }}
                    onMove={(step) => move(i, step)}
                    onRemove={() => remove(i)}
                    onPictureStarted={(jobId, index) => pictures.follow(jobId, index)}
                  />
                ))}
              </ol>
              <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
                <Button variant="secondary" onClick={add} aria-disabled={canAdd(drafts) ? undefined : true} aria-describedby="page-count">
                  <Plus aria-hidden="true" className="size-5" />
                  {p.add}
                </Button>
                <p id="page-count" className="text-base text-slate-700">
                  {canAdd(drafts) ? p.pageCount(drafts.length, STORY_PAGES_MAX) : p.atMost(STORY_PAGES_MAX)}
                </p>
              </div>
            </section>
          </>
        ) : (
          <RawStoryField value={raw} pageCount={drafts.length} error={errors.raw} onChange={setRaw} />
        )}

        {/* Within reach while scrolling through the pages. */}
        <div
          ref={saveBar}
          className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:gap-5 sm:rounded-2xl sm:border"
        >
          <Button size="lg" className="shrink-0" onClick={() => save()} busy={update.isPending}>
            {update.isPending ? null : <Save aria-hidden="true" className="size-5" />}
            {update.isPending ? t.saving : t.save}
          </Button>
          {changed ? (
            <div className="text-base text-slate-800">
              <p className="font-medium">{p.unsaved}</p>
              {losesPictures ? <p className="text-rose-800">{p.removedPictures}</p> : null}
            </div>
          ) : null}
        </div>
        <p id="page-announcer" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      <div className="min-w-0">
        <StoryCheckPanel story={story} unsaved={changed} onChanged={applyCheckEdit} />
      </div>
    </div>
  );
}

/** /story/{id}/edit: the title, then the story page by page (text and picture), or as raw text for those who prefer it. */
export function StoryEditor({ id }: { id: string }) {
  const story = useFreshStory(id);
  useDocumentTitle(t.editStory);

  // The form is filled once: only from the server's answer after opening, not from a copy the reader had.
  if (story.isPending || (!story.isFetchedAfterMount && !story.isError)) return <LoadingState label={t.loadingStory} />;
  if (story.isError) {
    const missing = isApiError(story.error) && (story.error.status === 404 || story.error.status === 400);
    return missing ? <NoStoryFound /> : <ErrorState message={t.couldNotOpenEditor} onRetry={() => void story.refetch()} />;
  }
  return (
    <>
      <PageHeader
        title={t.editStory}
        intro={p.intro}
        actions={
          <ButtonLink to={paths.story.href(story.data.id)} variant="secondary">
            <BookOpen aria-hidden="true" className="size-5" />
            {t.backToStory}
          </ButtonLink>
        }
      />
      <EditForm key={story.data.id} story={story.data} />
    </>
  );
}
