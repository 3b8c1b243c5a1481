/** A recording that takes longer than this to arrive is read in the voice instead (player.ts). */
const RECORDING_TIMEOUT_MS = 20_000;

/**
 * GET a page's recording («Min stemme»): the story's signed address, or a shared link's own
 * (`/api/shared/:token/recordings/:name`). Offline, the service worker answers from the saved copy.
 * Not a query: the player fetches ahead and keeps the bytes itself (../speech-cache.ts).
 */
export async function fetchRecording(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('Recording took too long', 'TimeoutError')), RECORDING_TIMEOUT_MS);
  const onAbort = () => timeout.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) onAbort();
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'audio/*' }, signal: timeout.signal });
    if (!response.ok) throw new Error(`Recording answered ${response.status}`);
    return await response.arrayBuffer();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
