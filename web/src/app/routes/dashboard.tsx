import { da } from '@shared/messages.da';
import { PageHeader } from '@web/components/ui/page-header';
import { QuickActions } from '@web/features/dashboard/components/quick-actions';
import { useStoryStats } from '@web/features/stories/api/get-story-stats';
import { DashboardOverview } from '@web/features/stories/components/dashboard-overview';
import { useStoryJobs } from '@web/features/stories/hooks/use-story-jobs';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSignedInUser } from '../layouts/signed-in-user';

export function Component() {
  const me = useSignedInUser();
  const stats = useStoryStats();
  // Stories still being written (also from before the tab was closed) show their progress here.
  useStoryJobs();
  useDocumentTitle(da.nav.dashboard);
  return (
    <>
      {/* Someone who has made nothing yet is new here: welcomed, not welcomed back. */}
      <PageHeader title={da.dashboard.welcome(me.fullName ?? '', me.storyCount === 0 && me.cardCount === 0)} intro={da.dashboard.intro} />
      <div className="flex flex-col gap-10">
        <div>
          <QuickActions storiesMissingImages={stats.data?.storiesInProgress ?? 0} />
          {me.storiesLeft !== null ? <p className="mt-6 text-base text-slate-700">{da.dashboard.quotaLeft(me.storiesLeft)}</p> : null}
        </div>
        <DashboardOverview />
      </div>
    </>
  );
}
