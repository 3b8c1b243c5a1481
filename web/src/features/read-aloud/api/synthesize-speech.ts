import type { ApiErrorBody } from '@shared/api-types';
import { errorMessages, isErrorCode } from '@shared/messages.da';
import type { VoiceId } from '@shared/voices';
import { ApiError } from '@web/lib/api-client';

/** A sentence that takes longer than this to arrive fails the reading instead of hanging it. */
const SPEECH_TIMEOUT_MS = 20_000;

/**
 * POST /api/tts { text, voice }: one sentence's audio as bytes (MP3, from either voice). Not a
 * query: the player fetches ahead and caches the bytes itself (./speech-cache.ts). Errors are the
 * server's Danish message as an ApiError, like every other call.
 */
export function synthesizeSpeech(text: string, voice: VoiceId, signal?: AbortSignal): Promise<ArrayBuffer> {
  return synthesizeSpeechAt('/api/tts', text, voice, signal);
}

/** The same from another address that speaks { text, voice }: an example story's own (POST /api/demo/:slug/tts). */
export async function synthesizeSpeechAt(address: string, text: string, voice: VoiceId, signal?: AbortSignal): Promise<ArrayBuffer> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('Speech took too long', 'TimeoutError')), SPEECH_TIMEOUT_MS);
  const onAbort = () => timeout.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) onAbort();
    const response = await fetch(address, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'audio/*' },
      body: JSON.stringify({ text, voice }),
      signal: timeout.signal,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
      const sent = body?.error?.code;
      const code =
        sent && isErrorCode(sent) ? sent : response.status === 401 ? 'UNAUTHORIZED' : response.status === 429 ? 'RATE_LIMIT' : 'INTERNAL';
      const message = body?.error?.message ?? errorMessages[code];
      throw new ApiError(response.status, code, message);
    }
    return await response.arrayBuffer();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
