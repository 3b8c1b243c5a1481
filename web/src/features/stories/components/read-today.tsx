import type { UpcomingStories } from '@shared/api-types';
import { formatDay } from '@shared/event-date';
import { readingMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { wholeCardLink } from './story-card';
import { StoryThumb } from './story-thumb';

/**
 * 'Læs i dag': the stories about something that happens within the next week, soonest first, each
 * with a gentle countdown. With none, one calm line says how a story gets here (the section stays,
 * so a parent learns what the date is for).
 */
export function ReadToday({ upcoming }: { upcoming: UpcomingStories }) {
  const thisYear = Number(upcoming.today.slice(0, 4));
  return (
    <section aria-labelledby="read-today-title" data-testid="read-today">
      <h2 id="read-today-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CalendarDays aria-hidden="true" className="size-6 text-indigo-700" />
        {t.readTodayTitle}
      </h2>
      {upcoming.stories.length ? (
        <>
          <p className="mt-1 text-base text-slate-700">{t.readTodayIntro}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.stories.map((story) => (
              <li key={story.id}>
                <article className="relative flex h-full items-center gap-3 rounded-2xl border border-indigo-100 bg-indigo-50/60 p-3 transition-shadow hover:shadow-md motion-reduce:transition-none">
                  <StoryThumb src={story.coverThumbUrl} className="size-16 shrink-0 rounded-xl object-top" />
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 className="text-base leading-snug font-semibold text-slate-900">
                      <Link to={paths.story.href(story.id)} className={wholeCardLink}>
                        {story.title}
                      </Link>
                    </h3>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                      <span className="rounded-full bg-white px-2.5 py-0.5 font-semibold text-indigo-900">
                        {t.countdown(story.daysUntil)}
                      </span>
                      <time dateTime={story.eventDate ?? undefined}>{t.eventOn(formatDay(story.eventDate ?? '', thisYear))}</time>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-base text-slate-700">{t.readTodayEmpty}</p>
      )}
    </section>
  );
}
