import { shareMessages as t } from '@shared/messages.da';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { forgetLink } from '@web/lib/offline/saved-stories';
import { savedStoriesKey, useIsSaved, useOnline } from '@web/lib/offline/use-offline';
import { NotSavedOffline } from './story-viewer';
import { useQueryClient } from '@tanstack/react-query';
import { BookX } from 'lucide-react';
import { useEffect } from 'react';
import { useSharedStory } from '../api/get-shared-story';
import { type ReaderFrame, ReaderFrameContext, ReaderStateFrame } from '../reader-frame';
import { StoryReader } from './story-reader';

/** Kept out of search engines (React places it in the head); the server says so too (X-Robots-Tag). */
const NoIndex = () => <meta name="robots" content="noindex" />;

/** /del/:token: a story shared with a link, in the reader with its pictures and read-aloud; nothing else of the parent's. */
export function SharedViewer({ token }: { token: string }) {
  const story = useSharedStory(token);
  useDocumentTitle(story.data?.title ?? t.notFoundTitle);
  const client = useQueryClient();
  const online = useOnline();
  const saved = useIsSaved({ kind: 'shared', id: token });
  // Turned off or expired: nothing of the link stays readable on this device (the server may have drawn this answer, so the worker never saw it).
  const missing = story.isError && isApiError(story.error) && (story.error.status === 404 || story.error.status === 410);
  useEffect(() => {
    if (missing)
      void forgetLink(token).then(
        () => client.invalidateQueries({ queryKey: savedStoriesKey }),
        () => undefined,
      );
  }, [missing, token, client]);
  const frame: ReaderFrame = {
    backHref: paths.shared.href(token),
    backLabel: t.label,
    own: false,
    savable: { kind: 'shared', id: token },
    actions: <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 max-md:hidden">{t.label}</span>,
  };

  // Offline, a link not saved here cannot come: said, rather than loading or failing for good.
  if (!online && saved === false && !story.data)
    return (
      <ReaderStateFrame>
        <NoIndex />
        <NotSavedOffline wayBack={false} />
      </ReaderStateFrame>
    );
  if (story.isPending)
    return (
      <ReaderStateFrame>
        <NoIndex />
        <LoadingState label={t.label} />
      </ReaderStateFrame>
    );
  if (story.isError) {
    return (
      <ReaderStateFrame>
        <NoIndex />
        {missing ? (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
            <BookX aria-hidden="true" className="size-10 text-stone-500" />
            <h1 className="text-2xl font-bold text-stone-900">{t.notFoundTitle}</h1>
            <p className="text-base text-stone-700">{t.notFound}</p>
          </div>
        ) : (
          <ErrorState onRetry={() => void story.refetch()} />
        )}
      </ReaderStateFrame>
    );
  }
  return (
    <ReaderFrameContext.Provider value={frame}>
      <NoIndex />
      <StoryReader story={story.data} />
    </ReaderFrameContext.Provider>
  );
}
