import type { StorySummary } from '@shared/api-types';
import { danishToday, formatDay } from '@shared/event-date';
import { offlineMessages, readingMessages, storyMessages as t } from '@shared/messages.da';
import { storyByline } from '@shared/story-byline';
import { previewText } from '@shared/story-text';
import { paths } from '@web/lib/paths';
import { formatDate } from '@web/lib/format-date';
import { useIsSaved } from '@web/lib/offline/use-offline';
import { BookCheck, HardDriveDownload, ImageOff, Pencil, Printer, Users } from 'lucide-react';
import { Link } from 'react-router';
import { openPrintWindow } from '../hooks/open-print';
import { DeleteStoryButton } from './delete-story-button';
import { StoryCheckLight } from './story-check-light';
import { StoryThumb } from './story-thumb';

/** The Danish day of an ISO time, 'YYYY-MM-DD'. */
const danishDay = (iso: string) => danishToday(new Date(iso).getTime());

/** A card's title link that covers the whole card (its ::after), with the focus ring around the card. */
export const wholeCardLink =
  "rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600";

const actionClasses =
  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-600';

interface StoryCardProps {
  story: StorySummary;
  /** 150 on the dashboard, 100 on the list */
  previewChars: number;
  /**
   * The list's cards show their buttons on hover or keyboard focus when there is a mouse; on touch
   * screens (coarse pointers) they are always there.
   */
  revealActionsOnHover?: boolean;
  /** Where focus goes after this card is deleted. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  headingLevel?: 'h2' | 'h3';
}

/** One story: its first picture, title, preview and date; the whole card opens the story. */
export function StoryCard({
  story,
  previewChars,
  revealActionsOnHover = false,
  fallbackFocus,
  headingLevel: Heading = 'h3',
}: StoryCardProps) {
  const savedOffline = useIsSaved({ kind: 'story', id: story.id });
  const reveal = revealActionsOnHover
    ? 'pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100 transition-opacity motion-reduce:transition-none'
    : '';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <div className="relative">
        <StoryThumb src={story.coverThumbUrl} className="aspect-[4/3] w-full object-top" />
        {story.storyType === 'group' ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-indigo-900 shadow-sm">
            <Users aria-hidden="true" className="size-3.5" />
            {t.groupStory}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={paths.story.href(story.id)} className={wholeCardLink}>
            {story.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-base text-slate-700">{previewText(story.preview, previewChars)}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="font-medium text-slate-700">{storyByline(story)}</span>
          <time dateTime={story.createdAt}>{formatDate(story.createdAt)}</time>
          <StoryCheckLight light={story.check.light} score={story.check.score} />
          {story.missingImages > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">
              <ImageOff aria-hidden="true" className="size-3.5" />
              {t.missingPictures(story.missingImages)}
            </span>
          ) : null}
          {savedOffline ? (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-teal-900"
              data-testid="saved-offline-badge"
            >
              <HardDriveDownload aria-hidden="true" className="size-3.5" />
              {offlineMessages.savedBadge}
            </span>
          ) : null}
        </p>
        {story.reading.count > 0 ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-700" data-testid="reading-log">
            <BookCheck aria-hidden="true" className="size-4 text-teal-700" />
            {readingMessages.readLog(
              story.reading.count,
              story.reading.lastReadAt ? formatDay(danishDay(story.reading.lastReadAt)) : '',
              story.reading.readAloud,
            )}
          </p>
        ) : null}
      </div>
      <div className={`relative z-10 grid grid-cols-3 gap-1 border-t border-slate-100 p-1.5 ${reveal}`}>
        <Link
          to={paths.storyEdit.href(story.id)}
          aria-label={t.editNamed(story.title)}
          className={`${actionClasses} text-indigo-800 hover:bg-indigo-50`}
        >
          <Pencil aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{t.edit}</span>
        </Link>
        <button
          type="button"
          aria-label={t.printNamed(story.title)}
          onClick={() => openPrintWindow(story.id)}
          className={`${actionClasses} text-indigo-800 hover:bg-indigo-50`}
        >
          <Printer aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{t.print}</span>
        </button>
        <DeleteStoryButton story={story} fallbackFocus={fallbackFocus} className={`${actionClasses} text-rose-800 hover:bg-rose-50`} />
      </div>
    </article>
  );
}
