import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEvent } from '../../../shared/events';
import type { EventBus } from '../../events/bus';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import type { JobsRepository } from '../../jobs/repository';
import { toJobView } from '../../jobs/runner';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/events: one server-sent event stream per open page of the signed-in user. On every
 * (re)connect the user's unfinished jobs are sent first, so a page that lost its connection
 * catches up without polling.
 */
export function eventRoutes(bus: EventBus, jobs: JobsRepository, opts: { heartbeatMs?: number } = {}) {
  return new Hono<AppEnv>().use(requireUser).get('/', (c) => {
    const userId = c.get('user')!.id;
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: AppEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe(userId, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 2000 });
      for (const row of await jobs.listActiveForUser(userId)) {
        await stream.writeSSE({ event: 'message', data: JSON.stringify({ type: 'job', job: toJobView(row) } satisfies AppEvent) });
      }
      while (!stream.aborted) {
        if (!queue.length) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, opts.heartbeatMs ?? HEARTBEAT_MS);
          });
          wake = undefined;
        }
        if (stream.aborted) break;
        if (!queue.length) {
          await stream.write(': heartbeat\n\n');
          continue;
        }
        while (queue.length) {
          await stream.writeSSE({ event: 'message', data: JSON.stringify(queue.shift()) });
        }
      }
      unsubscribe();
    });
  });
}
