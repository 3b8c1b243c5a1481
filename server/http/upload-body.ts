import type { Context } from 'hono';
import type { ErrorCode } from '../../shared/messages.da';
import { AppError } from './errors';

/**
 * The request's raw body, at most `max` bytes, for the upload routes that have their own limit
 * instead of the app's 1 MB (app.ts): a Content-Length above it is refused before anything is read,
 * and a body without one (chunked) is refused as soon as it passes it. Nothing is decoded here.
 * The rest of a refused body is drained or the connection closed by the server (@hono/node-server).
 */
export async function readUpload(c: Context, max: number, tooLarge: ErrorCode): Promise<Buffer> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && declared.trim() !== '' && !(Number(declared) <= max)) throw new AppError(tooLarge);
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // Cut off here: the stream is not read further (cancelling it would close the socket before the answer).
      if (total > max) throw new AppError(tooLarge);
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/** The upload routes that read their body with `readUpload`, so the app's 1 MB limit leaves them to it. */
export const OWN_BODY_LIMIT = /^\/api\/stories\/[^/]+\/pages\/[^/]+\/(?:photo|recording)$/;
