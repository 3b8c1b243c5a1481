import type { JobView } from '@shared/events';
import { subscribeToEvents } from '@web/lib/events';
import { fetchJob } from '../api/get-job';

/**
 * Job progress from the server, over the page's one event stream (web/src/lib/events.ts, shared with
 * the live entitlements). On every (re)connect the server sends a 'ready' event and then the user's
 * unfinished jobs; a followed job is also asked for directly when the stream has been quiet about it
 * for a while, so a missed event never leaves a toast hanging.
 */

type JobListener = (job: JobView) => void;
type ReadyListener = () => void;

const isFinished = (job: JobView) => job.status === 'succeeded' || job.status === 'failed';

/** Listens to every job event of the signed-in user; `onReady` runs after each (re)connect. */
export function subscribeToJobs(onJob: JobListener, onReady?: ReadyListener): () => void {
  return subscribeToEvents((event) => {
    if (event.type === 'job') onJob(event.job);
  }, onReady);
}

/** How long a followed job may stay silent before it is asked for directly. */
const QUIET_MS = 3000;

/**
 * Follows one job until it succeeds or fails: `onUpdate` gets every new state (progress never goes
 * backwards, and the final state comes exactly once). Returns a function that stops following.
 */
export function followJob(jobId: string, onUpdate: (job: JobView) => void): () => void {
  let stopped = false;
  let progress = -1;
  let lastHeard = Date.now();

  const receive = (job: JobView) => {
    if (stopped || job.id !== jobId) return;
    lastHeard = Date.now();
    if (isFinished(job)) {
      stop();
      onUpdate(job);
    } else if (job.progress > progress) {
      progress = job.progress;
      onUpdate(job);
    }
  };
  const ask = () => {
    lastHeard = Date.now();
    fetchJob(jobId).then(receive, () => undefined);
  };

  const unsubscribe = subscribeToJobs(receive, ask);
  const timer = window.setInterval(() => {
    if (Date.now() - lastHeard >= QUIET_MS) ask();
  }, 1000);
  function stop() {
    if (stopped) return;
    stopped = true;
    window.clearInterval(timer);
    unsubscribe();
  }
  // The job may have moved on (or ended) before the stream was open.
  ask();
  return stop;
}
