import { offlineMessages, storyMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ButtonLink } from '@web/components/ui/button';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useIsSaved, useOnline } from '@web/lib/offline/use-offline';
import { ArrowLeft, BookX, PlusCircle, WifiOff } from 'lucide-react';
import { useCallback } from 'react';
import { useStory } from '../api/get-story';
import { useRecordReading } from '../api/record-reading';
import { StoryReader } from './story-reader';
import { ReaderStateFrame } from '../reader-frame';

/** A missing id, or one that is not the user's: nothing to read, and a way on. */
export function NoStoryFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
      <BookX aria-hidden="true" className="size-10 text-stone-500" />
      <h1 className="text-2xl font-bold text-stone-900">{t.noStoryFound}</h1>
      <div className="flex flex-col items-center gap-2">
        <ButtonLink to={paths.newStory.href()}>
          <PlusCircle aria-hidden="true" className="size-5" />
          {t.createNew}
        </ButtonLink>
        <ButtonLink to={paths.dashboard.href()} variant="ghost">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.backToOverview}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Offline, a story that is not saved on the device: said calmly, with the way back. */
export function NotSavedOffline({ wayBack = true }: { wayBack?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
      <WifiOff aria-hidden="true" className="size-10 text-stone-500" />
      <h1 className="text-2xl font-bold text-stone-900">{offlineMessages.notSavedTitle}</h1>
      <p className="max-w-md text-base text-stone-700">{offlineMessages.notSavedText}</p>
      {wayBack ? (
        <ButtonLink to={paths.stories.href()} variant="ghost">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.backToOverview}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** /story/{id} and /story/preview?id=: the story is always loaded by its id, so a reload or a link opens it again. */
export function StoryViewer({ id }: { id: string }) {
  const story = useStory(id);
  const { mutate: recordReading } = useRecordReading();
  const onReadToEnd = useCallback((readAloud: boolean) => recordReading({ storyId: id, readAloud }), [recordReading, id]);
  const online = useOnline();
  const saved = useIsSaved({ kind: 'story', id });
  useDocumentTitle(story.data?.title ?? (!online && saved === false ? offlineMessages.notSavedTitle : t.noStoryFound));

  if (!id)
    return (
      <ReaderStateFrame>
        <NoStoryFound />
      </ReaderStateFrame>
    );
  // Offline, a story that is not saved here cannot come: say so, rather than load or fail for good.
  if (!online && saved === false && !story.data)
    return (
      <ReaderStateFrame>
        <NotSavedOffline />
      </ReaderStateFrame>
    );
  if (story.isPending)
    return (
      <ReaderStateFrame>
        <LoadingState label={t.loadingStory} />
      </ReaderStateFrame>
    );
  if (story.isError) {
    const missing = isApiError(story.error) && (story.error.status === 404 || story.error.status === 400);
    return (
      <ReaderStateFrame>
        {missing ? <NoStoryFound /> : <ErrorState message={t.couldNotOpen} onRetry={() => void story.refetch()} />}
      </ReaderStateFrame>
    );
  }
  return <StoryReader story={story.data} onReadToEnd={onReadToEnd} />;
}
