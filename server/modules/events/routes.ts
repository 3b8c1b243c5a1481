import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEvent } from '../../../shared/events';
import type { EventBus } from '../../events/bus';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/session';
import type { JobsRepository } from '../../jobs/repository';
import { toJobView } from '../../jobs/runner';

const HEARTBEAT_MS = 15_000;
/** Open streams of one user on one instance: a page per tab, with room to spare. */
export const MAX_STREAMS_PER_USER = 10;

export interface EventRouteOptions {
  heartbeatMs?: number;
  /** Whether the stream's session still stands (not signed out, reset or deleted); asked at every heartbeat. */
  sessionValid(sessionId: string): Promise<boolean>;
}

/**
 * GET /api/events: one server-sent event stream per open page of the signed-in user. On every
 * (re)connect the user's unfinished jobs are sent first, so a page that lost its connection
 * catches up without polling. A stream ends once its session does.
 */
export function eventRoutes(bus: EventBus, jobs: JobsRepository, opts: EventRouteOptions) {
  const open = new Map<string, number>();
  return new Hono<AppEnv>().use(requireUser).get('/', (c) => {
    const userId = c.get('user').id;
    const sessionId = c.get('sessionId');
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) throw new AppError('RATE_LIMIT');
    open.set(userId, (open.get(userId) ?? 0) + 1);
    const release = () => {
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
    };
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: AppEvent[] = [];
      let wake: (() => void) | undefined;
      // A running job's progress only goes forward on the stream, whatever order instances' events arrive in.
      const shown = new Map<string, number>();
      const unsubscribe = bus.subscribe(userId, (event) => {
        if (event.type === 'job' && event.job.status === 'running') {
          if (event.job.progress < (shown.get(event.job.id) ?? -1)) return;
          shown.set(event.job.id, event.job.progress);
        }
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 2000 });
        for (const row of await jobs.listActiveForUser(userId)) {
          await stream.writeSSE({ event: 'message', data: JSON.stringify({ type: 'job', job: toJobView(row) } satisfies AppEvent) });
        }
        // The session is checked by the clock, every period, whether events keep coming or not.
        const period = opts.heartbeatMs ?? HEARTBEAT_MS;
        let checkedAt = Date.now();
        while (!stream.aborted) {
          if (!queue.length) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, Math.max(0, checkedAt + period - Date.now()));
            });
            wake = undefined;
          }
          if (stream.aborted) break;
          if (Date.now() - checkedAt >= period) {
            checkedAt = Date.now();
            // Signed out, reset or deleted since: nothing more for this stream.
            if (!(await opts.sessionValid(sessionId).catch(() => true))) break;
            if (!queue.length) await stream.write(': heartbeat\n\n');
          }
          while (queue.length) {
            await stream.writeSSE({ event: 'message', data: JSON.stringify(queue.shift()) });
          }
        }
      } finally {
        unsubscribe();
        release();
      }
    });
  });
}
