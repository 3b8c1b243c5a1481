import type { StorySummary, StoryStats, UpcomingStories } from '@shared/api-types';
import { DASHBOARD_PREVIEW_CHARS } from '@shared/constants';
import { da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ButtonLink } from '@web/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { ArrowRight, BookOpen, Hourglass, Images, PlusCircle } from 'lucide-react';
import { useRecentStories } from '../api/get-stories';
import { useStoryStats } from '../api/get-story-stats';
import { useUpcomingStories } from '../api/get-upcoming-stories';
import { ReadToday } from './read-today';
import { StoryCard } from './story-card';

const t = da.dashboard;

function Counters({ stats }: { stats: StoryStats }) {
  const items = [
    { label: t.statStories, value: stats.totalStories, Icon: BookOpen, tone: 'bg-indigo-100 text-indigo-800' },
    { label: t.statImages, value: stats.totalImages, Icon: Images, tone: 'bg-teal-100 text-teal-800' },
    { label: t.statInProgress, value: stats.storiesInProgress, Icon: Hourglass, tone: 'bg-amber-100 text-amber-800' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {items.map(({ label, value, Icon, tone }) => (
        <div
          key={label}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:py-5 sm:pr-5 sm:pl-22"
        >
          <dt className="order-2 text-sm leading-snug text-slate-700 sm:text-base">
            <span className={`absolute top-1/2 left-5 hidden size-12 -translate-y-1/2 place-items-center rounded-xl sm:grid ${tone}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {label}
          </dt>
          <dd className="order-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentStories({ stories }: { stories: StorySummary[] }) {
  const focusHeading = () => document.getElementById('recent-stories-title');
  return (
    <section aria-labelledby="recent-stories-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="recent-stories-title" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t.recentStories}
        </h2>
        {stories.length ? (
          <ButtonLink to={paths.stories.href()} variant="ghost">
            {t.seeAllStories}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        ) : null}
      </div>
      {stories.length ? (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} previewChars={DASHBOARD_PREVIEW_CHARS} fallbackFocus={focusHeading} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <EmptyState title={t.emptyTitle}>
            <ButtonLink to={paths.newStory.href()}>
              <PlusCircle aria-hidden="true" className="size-5" />
              {t.emptyAction}
            </ButtonLink>
          </EmptyState>
        </div>
      )}
    </section>
  );
}

/** The dashboard's counters, 'Læs i dag' and newest stories, with one spinner and one error for them all. */
export function DashboardOverview() {
  const stats = useStoryStats();
  const recent = useRecentStories();
  const upcoming = useUpcomingStories();

  if (stats.isPending || recent.isPending || upcoming.isPending) return <LoadingState label={t.loading} />;
  if (stats.isError || recent.isError || upcoming.isError) {
    return (
      <ErrorState
        message={t.loadError}
        onRetry={() => {
          if (stats.isError) void stats.refetch();
          if (recent.isError) void recent.refetch();
          if (upcoming.isError) void upcoming.refetch();
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <Counters stats={stats.data} />
      <ReadToday upcoming={upcoming.data satisfies UpcomingStories} />
      <RecentStories stories={recent.data.stories} />
    </div>
  );
}
