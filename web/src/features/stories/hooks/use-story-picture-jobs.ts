import type { JobView } from '@shared/events';
import { storyMessages as t } from '@shared/messages.da';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/lib/notify';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fetchActiveJobs } from '../api/get-active-jobs';
import { storyKey } from '../api/get-story';
import { storiesKey } from '../api/get-stories';
import { followJob, subscribeToJobs } from './job-events';

/** The server's kind for a new picture of one page. */
const PICTURE_JOB = 'story.image';

const isFinished = (job: JobView) => job.status === 'succeeded' || job.status === 'failed';

/**
 * The pictures being drawn for one story's pages ('Rediger billede', a page added): started here,
 * or found on the event stream and among the unfinished jobs when the editor opens, so a reload
 * still shows which pages are being drawn. Each is followed to its end; then the story is read
 * again. `index` is the page's place in `images`: a page edit moves it on the server, and
 * `refresh` reads it again after a save.
 */
export function useStoryPictureJobs(storyId: string) {
  const queryClient = useQueryClient();
  /** Unfinished jobs of this story: job id -> the index it draws (null: its page was removed). */
  const [drawing, setDrawing] = useState<ReadonlyMap<string, number | null>>(new Map());
  const followed = useRef(new Map<string, () => void>());

  const finish = useCallback(
    (job: JobView) => {
      followed.current.get(job.id)?.();
      followed.current.delete(job.id);
      setDrawing((now) => {
        const next = new Map(now);
        next.delete(job.id);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: storyKey(storyId) });
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'stats'] });
      // A page removed while its picture was drawn takes the picture with it: nothing to say.
      if (!job.target) return;
      // One toast for many pages drawn at once.
      if (job.status === 'succeeded') toast.success(t.newImageDone, { id: `picture-done-${storyId}` });
      else notify.error(t.newImageFailed, `picture-failed-${storyId}`);
    },
    [queryClient, storyId],
  );

  const receive = useCallback(
    (job: JobView) => {
      if (job.kind !== PICTURE_JOB) return;
      const ours = followed.current.has(job.id) || job.target?.storyId === storyId;
      if (!ours) return;
      if (isFinished(job)) {
        if (followed.current.has(job.id)) finish(job);
        return;
      }
      setDrawing((now) => new Map(now).set(job.id, job.target?.index ?? null));
      if (!followed.current.has(job.id)) {
        // Marked before following, so a report that arrives while it starts is not taken for a new job.
        followed.current.set(job.id, () => undefined);
        followed.current.set(job.id, followJob(job.id, receive));
      }
    },
    [storyId, finish],
  );

  /** Reads the unfinished jobs again: which page each draws now. */
  const refresh = useCallback(
    (signal?: AbortSignal) =>
      fetchActiveJobs(signal).then(
        (jobs) => jobs.forEach(receive),
        () => undefined,
      ),
    [receive],
  );

  useEffect(() => {
    const controller = new AbortController();
    const unsubscribe = subscribeToJobs(receive);
    void refresh(controller.signal);
    const jobs = followed.current;
    return () => {
      controller.abort();
      unsubscribe();
      for (const stop of jobs.values()) stop();
      jobs.clear();
    };
  }, [receive, refresh]);

  /** A job started here for `images[index]`: shown at once, before the server first reports it. */
  const follow = useCallback(
    (jobId: string, index: number) => {
      const now = new Date().toISOString();
      receive({
        id: jobId,
        kind: PICTURE_JOB,
        status: 'queued',
        progress: 0,
        result: null,
        error: null,
        target: { storyId, index },
        createdAt: now,
        updatedAt: now,
      });
    },
    [receive, storyId],
  );

  const isDrawing = useCallback((index: number) => [...drawing.values()].includes(index), [drawing]);

  return { isDrawing, follow, refresh };
}
