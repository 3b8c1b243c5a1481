import { ERROR_TOAST_MS } from '@shared/constants';
import type { JobView } from '@shared/events';
import { generationMessages, storyMessages } from '@shared/messages.da';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { fetchActiveJobs } from '../api/get-active-jobs';
import { storiesKey } from '../api/get-stories';
import { generationErrorText } from '../generation-error';
import { followJob, subscribeToJobs } from './job-events';

/** The server's kind for a story being written (both flows). */
const STORY_JOB = 'story.generate';

interface Handlers {
  /** Called with the new story's id, only while the page that started the job is open. */
  onSuccess?: (storyId: string) => void;
  onFailure?: () => void;
  doneMessage?: string;
}

/**
 * Story jobs are followed by the module, not by a page: the live toast 'Genererer historie... N%'
 * (one toast per job, updated in place) keeps going while the user moves around the app. The page
 * that started a job adds handlers (navigate to the story); when it closes they are dropped, and the
 * finished toast offers 'Læs historien' instead.
 */
const followed = new Map<string, { stop: () => void; handlers: Handlers }>();
/** Finished jobs: a late event or a second page never shows them again. */
const finished = new Map<string, JobView>();
let app: { queryClient: QueryClient; openStory: (storyId: string) => void } | null = null;

function settle(job: JobView, handlers: Handlers) {
  finished.set(job.id, job);
  followed.delete(job.id);
  if (app) {
    void app.queryClient.invalidateQueries({ queryKey: storiesKey });
    // A failed generation gives the quota back.
    void app.queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }
  const storyId = job.result?.storyId;
  if (job.status === 'succeeded' && storyId) {
    const done = handlers.doneMessage ?? generationMessages.done;
    if (handlers.onSuccess) {
      toast.success(done, { id: job.id, duration: undefined });
      handlers.onSuccess(storyId);
    } else {
      const open = app?.openStory;
      toast.success(done, { id: job.id, action: open ? { label: storyMessages.openStory, onClick: () => open(storyId) } : undefined });
    }
  } else {
    toast.error(generationErrorText(job.error), { id: job.id, duration: ERROR_TOAST_MS });
    handlers.onFailure?.();
  }
}

function track(jobId: string, handlers: Handlers = {}) {
  const known = followed.get(jobId);
  if (known) {
    Object.assign(known.handlers, handlers);
    return;
  }
  const done = finished.get(jobId);
  if (done) {
    // It ended before this page asked (a very fast job): report it once more, with the page's handlers.
    if (handlers.onSuccess || handlers.onFailure) settle(done, handlers);
    return;
  }
  toast.loading(generationMessages.progress(0), { id: jobId, duration: Infinity });
  const entry: { handlers: Handlers; stop: () => void } = { handlers, stop: () => undefined };
  followed.set(jobId, entry);
  entry.stop = followJob(jobId, (job) => {
    if (job.status === 'succeeded' || job.status === 'failed') settle(job, entry.handlers);
    else toast.loading(generationMessages.progress(Math.round(job.progress)), { id: jobId, duration: Infinity });
  });
}

function discover(job: JobView) {
  if (job.kind === STORY_JOB && !finished.has(job.id) && (job.status === 'queued' || job.status === 'running')) track(job.id);
}

/**
 * For the creation page and the dashboard: shows the progress of every unfinished story job of the
 * user (also those started before the tab was closed), and returns `follow` for a job started here.
 */
export function useStoryJobs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mine = useRef(new Set<string>());

  useEffect(() => {
    app = { queryClient, openStory: (storyId) => void navigate(paths.story.href(storyId)) };
    const controller = new AbortController();
    // The stream's first messages are the unfinished jobs; asking once as well covers a stream that cannot open.
    const unsubscribe = subscribeToJobs(discover);
    fetchActiveJobs(controller.signal).then(
      (jobs) => jobs.forEach(discover),
      () => undefined,
    );
    const own = mine.current;
    return () => {
      controller.abort();
      unsubscribe();
      for (const id of own) {
        const entry = followed.get(id);
        if (entry) entry.handlers = { doneMessage: entry.handlers.doneMessage };
      }
      own.clear();
    };
  }, [queryClient, navigate]);

  return useCallback((jobId: string, handlers: Handlers) => {
    mine.current.add(jobId);
    track(jobId, handlers);
  }, []);
}
