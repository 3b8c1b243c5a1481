import type { StoryPicture, StoryRecording } from '@shared/api-types';
import { PAGE_TEXT_MAX, STORY_PAGES_MIN } from '@shared/constants';
import { mediaMessages as m, storyMessages as t, storyPageMessages as p } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { PageDraft } from '../page-drafts';
import { PagePhotoControls } from './page-photo-controls';
import { PageRecorder } from './page-recorder';
import { PicturePrompt } from './picture-prompt';
import { PictureThumb } from './picture-thumb';

/** Where the editor puts the focus after a page moved, was removed or added (see story-editor.tsx). */
export type PageFocus = 'up' | 'down' | 'heading' | 'text';

interface PageCardProps {
  storyId: string;
  page: PageDraft;
  /** 1-based place in the story */
  number: number;
  count: number;
  /** The picture the page keeps; null for a page not saved yet */
  picture: StoryPicture | null;
  /** The parent's recording of the page as saved; null when none */
  recording: StoryRecording | null;
  /** The page's text differs from the saved one (a recording is of the saved text) */
  textUnsaved: boolean;
  drawing: boolean;
  error?: string;
  canRemove: boolean;
  onText: (text: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onPictureStarted: (jobId: string, index: number) => void;
}

function PageAction(props: {
  label: string;
  reason?: string;
  focus: PageFocus | 'remove';
  tone?: 'danger';
  onClick: () => void;
  children: ReactNode;
}) {
  const { label, reason, focus, tone, onClick, children } = props;
  // aria-disabled rather than disabled: a button that becomes unusable (a page moved to the top) keeps the focus.
  return (
    <button
      type="button"
      aria-label={label}
      title={reason ?? label}
      aria-disabled={reason ? true : undefined}
      data-focus={focus}
      onClick={() => (reason ? undefined : onClick())}
      className={
        'grid size-11 place-items-center rounded-xl border bg-white shadow-sm transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ' +
        (tone === 'danger'
          ? 'border-rose-200 text-rose-700 hover:bg-rose-50 aria-disabled:hover:bg-white'
          : 'border-slate-300 text-slate-800 hover:bg-slate-50 aria-disabled:hover:bg-white')
      }
    >
      {children}
    </button>
  );
}

/** One page of the story in the editor: its picture, its text, and moving, removing and redrawing it. */
export function PageCard({
  storyId,
  page,
  number,
  count,
  picture,
  recording,
  textUnsaved,
  drawing,
  error,
  canRemove,
  onText,
  onMove,
  onRemove,
  onPictureStarted,
}: PageCardProps) {
  const headingId = useId();
  const [prompting, setPrompting] = useState(false);
  const name = t.pictureOf(number);
  const saved = page.image;

  return (
    // The scroll margin keeps what gets the focus clear of the phone's header (the save bar: useBottomBarClearance).
    <li
      data-page-key={page.key}
      className="@container rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 [&_*]:scroll-mt-24"
    >
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h3
            id={headingId}
            tabIndex={-1}
            data-focus="heading"
            className="rounded-lg text-xl font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-600"
          >
            {p.pageHeading(number)}
          </h3>
          <div className="flex gap-2">
            <PageAction
              label={p.moveUpNamed(number)}
              reason={number === 1 ? p.moveUpNamed(number) : undefined}
              focus="up"
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden="true" className="size-5" />
            </PageAction>
            <PageAction
              label={p.moveDownNamed(number)}
              reason={number === count ? p.moveDownNamed(number) : undefined}
              focus="down"
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden="true" className="size-5" />
            </PageAction>
            <PageAction
              label={p.removeNamed(number)}
              reason={canRemove ? undefined : p.atLeast(STORY_PAGES_MIN)}
              focus="remove"
              tone="danger"
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </PageAction>
          </div>
        </div>
        {/* Side by side when the card is wide enough (a container query: the card's width, not the window's). */}
        <div className="flex flex-col gap-4 @lg:flex-row">
          <div className="flex flex-row items-start gap-3 @lg:w-60 @lg:shrink-0 @lg:flex-col">
            <PictureThumb picture={picture} name={name} drawing={drawing} />
            <div className="flex min-w-0 flex-col items-start gap-2">
              {drawing ? (
                <p role="status" className="text-base font-medium text-indigo-900">
                  {t.generatingPicture}
                </p>
              ) : saved !== null && !prompting && !picture?.photo ? (
                // A photo shows instead of the drawing: the drawing is changed after «Tilbage til tegningen».
                <Button variant="secondary" className="px-3" aria-label={t.editPictureNamed(name)} onClick={() => setPrompting(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t.editPicture}
                </Button>
              ) : null}
              {saved !== null ? (
                <PagePhotoControls storyId={storyId} index={saved} picture={picture} />
              ) : (
                <p className="text-sm text-slate-700">{m.mediaSaveFirst}</p>
              )}
            </div>
          </div>
          <TextAreaField
            label={p.pageTextLabel(number)}
            rows={4}
            maxLength={PAGE_TEXT_MAX}
            value={page.text}
            error={error}
            onChange={(e) => onText(e.target.value)}
            data-focus="text"
            className="min-w-0 flex-1 [&_textarea]:min-h-32 [&_textarea]:text-base [&_textarea]:[field-sizing:content]"
          />
        </div>
        {saved !== null && prompting ? (
          <PicturePrompt
            storyId={storyId}
            index={saved}
            onStarted={(jobId) => onPictureStarted(jobId, saved)}
            onClose={() => setPrompting(false)}
          />
        ) : null}
        {saved !== null ? (
          <div className="border-t border-slate-100 pt-4">
            <PageRecorder storyId={storyId} index={saved} recording={recording} textUnsaved={textUnsaved} />
          </div>
        ) : null}
      </section>
    </li>
  );
}
