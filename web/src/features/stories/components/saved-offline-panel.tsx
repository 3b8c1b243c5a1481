import { offlineMessages as t } from '@shared/messages.da';
import { isVoiceId, voices } from '@shared/voices';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { formatBytes } from '@shared/format-bytes';
import type { SavedStory } from '@web/lib/offline/saved-stories';
import { useRemoveSaved, useSavedStories } from '@web/lib/offline/use-offline';
import { paths } from '@web/lib/paths';
import { HardDriveDownload, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';

const readerOf = (story: SavedStory) => (story.kind === 'story' ? paths.story.href(story.id) : paths.shared.href(story.id));
const voiceLabel = (voice: string) => (isVoiceId(voice) ? voices[voice].label.toLowerCase() : voice);

/**
 * 'Mine historier' → 'Gemt på enheden': the stories this browser keeps for reading offline, how much
 * room they take and how much the browser allows, and a way to remove each.
 */
export function SavedOfflinePanel() {
  const saved = useSavedStories();
  const remove = useRemoveSaved();
  // The removed row's button goes with it: focus moves to the panel's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (saved.isPending) body = <LoadingState label={t.loading} />;
  else if (saved.isError) body = <ErrorState message={t.loadFailed} onRetry={() => void saved.refetch()} />;
  else if (saved.data.stories.length === 0) body = <p className="text-base text-slate-700">{t.panelEmpty}</p>;
  else {
    const { stories, estimate } = saved.data;
    const total = stories.reduce((sum, s) => sum + s.bytes, 0);
    body = (
      <>
        <p className="text-base font-medium text-slate-800">{t.summary(stories.length, formatBytes(total))}</p>
        <ul className="flex flex-col divide-y divide-slate-100">
          {stories.map((story) => (
            <li key={`${story.kind}:${story.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <Link
                  to={readerOf(story)}
                  className="text-base font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-600"
                >
                  {story.title}
                </Link>
                <p className="text-sm text-slate-600">{t.storySize(formatBytes(story.bytes), voiceLabel(story.voice), story.recordings)}</p>
              </div>
              <button
                type="button"
                aria-label={t.removeNamed(story.title)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(story, { onSuccess: () => heading.current?.focus() })}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-indigo-600"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{t.remove}</span>
              </button>
            </li>
          ))}
        </ul>
        {estimate ? (
          <p className="text-sm text-slate-600">
            {t.deviceUse(formatBytes(estimate.usage), formatBytes(Math.max(0, estimate.quota - estimate.usage)))}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="saved-offline-title" className="flex flex-col gap-3 rounded-2xl border border-teal-200 bg-teal-50/40 p-5">
      <h2
        id="saved-offline-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <HardDriveDownload aria-hidden="true" className="size-5 text-teal-700" />
        {t.panelTitle}
      </h2>
      <p className="text-base text-slate-700">{t.panelIntro}</p>
      {body}
    </section>
  );
}
