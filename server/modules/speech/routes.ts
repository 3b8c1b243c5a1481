import { Hono } from 'hono';
import { ttsRequestSchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import type { SpeechService } from './service';

/** POST /api/tts { text, voice } -> the sentence's audio (signed-in users only). */
export function speechRoutes(speech: SpeechService) {
  return new Hono<AppEnv>().post('/', requireUser, jsonBody(ttsRequestSchema), async (c) => {
    const result = await speech.readAloud(c.get('user').id, c.req.valid('json'));
    // No word on whether the audio was cached: the answer must not tell what was asked for before.
    return c.body(new Uint8Array(result.audio), 200, {
      'Content-Type': result.contentType,
      // The same sentence and voice is always the same audio.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });
}
