import type { AppEvent } from '@shared/events';

/**
 * The signed-in user's events from the server (GET /api/events): one EventSource for the whole
 * page, shared by everyone who listens (live entitlements, job progress), open only while someone
 * does. The browser reconnects by itself after a dropped connection; when the server answered
 * something other than a stream (a restart behind a proxy), we try again after a pause. On every
 * (re)connect `onReady` runs, so listeners can catch up on what they may have missed.
 */

type Listener = (event: AppEvent) => void;
type ReadyListener = () => void;

const listeners = new Set<Listener>();
const readyListeners = new Set<ReadyListener>();
let source: EventSource | null = null;
let retryTimer: number | undefined;
let retryDelay = 2000;
const MAX_RETRY_DELAY = 60_000;

function connect() {
  if (source || retryTimer !== undefined || typeof EventSource === 'undefined') return;
  const stream = new EventSource('/api/events');
  source = stream;
  stream.addEventListener('ready', () => {
    retryDelay = 2000;
    readyListeners.forEach((listener) => listener());
  });
  stream.addEventListener('message', (e: MessageEvent<string>) => {
    let event: AppEvent;
    try {
      event = JSON.parse(e.data) as AppEvent;
    } catch {
      return;
    }
    listeners.forEach((listener) => listener(event));
  });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    if (!listeners.size && !readyListeners.size) return;
    retryTimer = window.setTimeout(() => {
      retryTimer = undefined;
      if (listeners.size || readyListeners.size) connect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY);
  });
}

function disconnectIfUnused() {
  if (listeners.size || readyListeners.size) return;
  source?.close();
  source = null;
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
}

/** Listens to every event of the signed-in user; returns the function that stops listening. */
export function subscribeToEvents(listener: Listener, onReady?: ReadyListener): () => void {
  listeners.add(listener);
  if (onReady) readyListeners.add(onReady);
  connect();
  return () => {
    listeners.delete(listener);
    if (onReady) readyListeners.delete(onReady);
    disconnectIfUnused();
  };
}
