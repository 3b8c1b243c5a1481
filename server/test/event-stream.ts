/**
 * Reads GET /api/events as a browser's EventSource would: one open stream with the client's
 * cookie, every `data:` message parsed. Tests wait for the event they expect with `waitFor`.
 */
import type { AppEvent } from '../../shared/events';
import type { Client } from './harness';

export interface EventStream {
  /** Every message so far, oldest first. */
  events: AppEvent[];
  /** Resolves with the first event (already seen or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(match: (event: AppEvent) => boolean, timeoutMs?: number): Promise<AppEvent>;
  close(): void;
  /** Resolves when the server has ended the stream (or close() was called). */
  ended: Promise<void>;
}

export async function openEventStream(baseUrl: string, client: Client): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, { headers: { cookie: client.cookieHeader }, signal: controller.signal });
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new Error(`GET /api/events answered ${res.status} ${res.headers.get('content-type')}`);
  }
  const events: AppEvent[] = [];
  const waiters = new Set<() => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));

  const ended = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const name = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('');
          if (name === 'ready') ready();
          else if (data) events.push(JSON.parse(data) as AppEvent);
          waiters.forEach((wake) => wake());
        }
      }
    } catch {
      /* aborted by close() */
    }
  })();
  // Subscribed on the server once 'ready' arrives; an event published before that would be missed.
  await isReady;

  return {
    events,
    waitFor(match, timeoutMs = 5000) {
      return new Promise<AppEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; saw ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
    ended,
  };
}
