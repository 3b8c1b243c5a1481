import { demoMessages as t } from '@shared/messages.da';
import { ButtonLink } from '@web/components/ui/button';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BookX, UserPlus } from 'lucide-react';
import { useDemoStory } from '../api/get-demo-story';
import { type ReaderFrame, ReaderFrameContext, ReaderStateFrame } from '../reader-frame';
import { StoryReader } from './story-reader';

/** What an example has instead of an own story's buttons: what it is, and the way to an account. */
function DemoActions() {
  return (
    <>
      <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 max-md:hidden">{t.label}</span>
      <ButtonLink to={paths.register.href()} className="max-sm:px-3">
        <UserPlus aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t.createAccount}</span>
      </ButtonLink>
    </>
  );
}

const demoFrame: ReaderFrame = { backHref: paths.landing.href(), backLabel: t.toFront, own: false, actions: <DemoActions /> };

/** /demo/:slug: an example story in the reader, with its pictures and read-aloud, for anyone. */
export function DemoViewer({ slug }: { slug: string }) {
  const story = useDemoStory(slug);
  useDocumentTitle(story.data?.title ?? t.notFound);

  if (story.isPending)
    return (
      <ReaderStateFrame>
        <LoadingState label={t.loading} />
      </ReaderStateFrame>
    );
  if (story.isError) {
    const missing = isApiError(story.error) && story.error.status === 404;
    return (
      <ReaderStateFrame>
        {missing ? (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
            <BookX aria-hidden="true" className="size-10 text-stone-500" />
            <h1 className="text-2xl font-bold text-stone-900">{t.notFound}</h1>
            <ButtonLink to={paths.landing.href()}>{t.toFront}</ButtonLink>
          </div>
        ) : (
          <ErrorState onRetry={() => void story.refetch()} />
        )}
      </ReaderStateFrame>
    );
  }
  return (
    <ReaderFrameContext.Provider value={demoFrame}>
      <StoryReader story={story.data} />
    </ReaderFrameContext.Provider>
  );
}
