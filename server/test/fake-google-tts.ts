/**
 * A loopback server that speaks Google Cloud Text-to-Speech's `text:synthesize`, for the
 * adapter's tests, the API tests and benchmarks. It answers a small MP3-like file that differs
 * per text and voice (or whatever audio it is started with), or a scripted failure.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleCall {
  /** Path and query, e.g. /v1/text:synthesize?key=... */
  url: string;
  key: string | null;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

export type FakeGoogleAnswer = { status: number; json: unknown } | { destroy: true };

export interface FakeGoogleTts {
  /** Base URL to use as GOOGLE_TTS_BASE_URL (ends in /v1). */
  url: string;
  calls: FakeGoogleCall[];
  /** Scripted answers, used one per call before falling back to a success. */
  answers: FakeGoogleAnswer[];
  latencyMs: number;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/** The audio the fake answers for a request: an ID3 tag then a hash of voice and text. */
export function fakeAudio(body: Record<string, unknown>): Buffer {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest();
  return Buffer.concat([Buffer.from('ID3'), digest]);
}

export async function startFakeGoogleTts(
  opts: { audio?: (body: Record<string, unknown>) => Buffer; latencyMs?: number } = {},
): Promise<FakeGoogleTts> {
  const audio = opts.audio ?? fakeAudio;
  const fake: FakeGoogleTts = { url: '', calls: [], answers: [], latencyMs: opts.latencyMs ?? 0, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as {}
    }
    fake.calls.push({ url: req.url ?? '', key: url.searchParams.get('key'), contentType: req.headers['content-type'], body });
    if (fake.latencyMs) await new Promise((r) => setTimeout(r, fake.latencyMs));
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method !== 'POST' || !url.pathname.endsWith('/text:synthesize'))
      return reply(404, { error: { code: 404, message: 'not found' } });
    const scripted = fake.answers.shift();
    if (scripted && 'destroy' in scripted) return req.socket.destroy();
    if (scripted) return reply(scripted.status, scripted.json);
    return reply(200, { audioContent: audio(body).toString('base64') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
