import { LIST_PREVIEW_CHARS } from '@shared/constants';
import { da, storyMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { PlusCircle } from 'lucide-react';
import { useStoryList } from '../api/get-stories';
import { StoryCard } from './story-card';

/** /stories: every story, newest first, a page at a time. */
export function StoryList() {
  const list = useStoryList();

  if (list.isPending) return <LoadingState label={t.loadingStories} />;
  if (list.isError) return <ErrorState message={da.common.loadError} onRetry={() => void list.refetch()} />;

  const stories = list.data.pages.flatMap((page) => page.stories);
  const total = list.data.pages[list.data.pages.length - 1]?.total ?? stories.length;
  if (!stories.length) {
    return (
      <EmptyState title={da.dashboard.emptyTitle}>
        <ButtonLink to={paths.newStory.href()}>
          <PlusCircle aria-hidden="true" className="size-5" />
          {da.dashboard.emptyAction}
        </ButtonLink>
      </EmptyState>
    );
  }

  const focusList = () => document.getElementById('story-list-count');
  return (
    <div className="flex flex-col gap-6">
      <p id="story-list-count" tabIndex={-1} role="status" className="text-base text-slate-700 focus:outline-none">
        {t.showing(stories.length, total)}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} previewChars={LIST_PREVIEW_CHARS} revealActionsOnHover headingLevel="h2" fallbackFocus={focusList} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
