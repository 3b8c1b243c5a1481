/**
 * A loopback server that speaks the OpenAI-compatible APIs the app uses (Chat Completions and
 * Images, drawn from the prompt or from reference images), with a fixed latency and scripted
 * failures, for job tests and benchmarks. It writes a valid story of the requested scene count and
 * answers images as b64_json PNGs.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A chat request that asks for a story ('Skriv en historie i præcis N scener'). */
export function isStoryRequest(body: { messages?: { content: string }[] }): boolean {
  return /præcis \d+ scener/.test(body.messages?.[0]?.content ?? '');
}

export interface FakeOpenAiOptions {
  textLatencyMs?: number;
  imageLatencyMs?: number;
  /** Status to answer for the n-th image call (1-based), or undefined for success. */
  imageFailure?: (call: number, prompt: string) => number | undefined;
  /** Status to answer for the n-th story call (1-based), or a body string to answer instead of a story. */
  textFailure?: (call: number) => number | string | undefined;
}

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  at: number;
}

export interface FakeOpenAi {
  url: string;
  /** The live options: tests may change them between requests. */
  options: FakeOpenAiOptions;
  calls: FakeCall[];
  /** Puts the options back to those it was started with (between tests). */
  reset(): void;
  storyCalls(): FakeCall[];
  imageCalls(): FakeCall[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** A JSON body, or a multipart one (/images/edits) as its text fields plus `images`, the number of image[] parts. */
async function parseBody(req: IncomingMessage, raw: Buffer): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return raw.length ? JSON.parse(raw.toString()) : {};
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  const body: Record<string, unknown> = { images: form.getAll('image[]').length };
  form.forEach((value, key) => {
    if (typeof value === 'string') body[key] = value;
  });
  return body;
}

const isImageCall = (path: string | undefined) => /\/images\/(generations|edits)$/.test(path ?? '');

export function fakeStory(sceneCount: number) {
  const scenes = Array.from(
    { length: sceneCount },
    (_, i) =>
      `[Billede ${i + 1}]\n[NAVN] er i scene ${i + 1}. Det er en rolig dag, og [NAVN] ved, hvad der skal ske i scene ${i + 1}. Mange børn synes, det er rart at vide det på forhånd i scene ${i + 1}. Det er helt i orden at tænke på scene ${i + 1}, fordi den kommer snart.`,
  );
  return `TITLE: En rolig dag\n${scenes.join('\n')}`;
}

export async function startFakeOpenAi(opts: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const initial = { ...opts };
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 180, b: 220 } } }).png().toBuffer();
  const calls: FakeCall[] = [];
  let storyCall = 0;
  let imageCall = 0;

  const server: Server = createServer(async (req, res) => {
    const body = await parseBody(req, await readBody(req));
    calls.push({ path: req.url ?? '', body, at: Date.now() });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.url?.endsWith('/chat/completions')) {
      const messages = body.messages as { role: string; content: string }[];
      // A story request (writing or revising) asks for 'præcis N scener' in its system prompt.
      const isStory = isStoryRequest(body);
      await sleep(isStory ? (opts.textLatencyMs ?? 0) : 0);
      if (isStory) {
        storyCall++;
        const failure = opts.textFailure?.(storyCall);
        if (typeof failure === 'number') return reply(failure, { error: { message: 'scripted failure' } });
        const n = Number(/præcis (\d+) scener/.exec(messages[0].content)?.[1] ?? 4);
        const content = typeof failure === 'string' ? failure : fakeStory(n);
        return reply(200, { choices: [{ message: { role: 'assistant', content } }] });
      }
      return reply(200, { choices: [{ message: { role: 'assistant', content: 'A calm child in a friendly place.' } }] });
    }
    if (isImageCall(req.url)) {
      imageCall++;
      const call = imageCall;
      await sleep(opts.imageLatencyMs ?? 0);
      const failure = opts.imageFailure?.(call, String(body.prompt ?? ''));
      if (failure) return reply(failure, { error: { message: 'scripted failure' } });
      const n = Number(body.n ?? 1);
      return reply(200, { created: 1, data: Array.from({ length: n }, () => ({ b64_json: png.toString('base64') })) });
    }
    reply(404, { error: { message: 'unknown path' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    options: opts,
    calls,
    reset() {
      for (const key of Object.keys(opts) as (keyof FakeOpenAiOptions)[]) delete opts[key];
      Object.assign(opts, initial);
    },
    storyCalls: () => calls.filter((c) => c.path.endsWith('/chat/completions') && isStoryRequest(c.body)),
    imageCalls: () => calls.filter((c) => isImageCall(c.path)),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The app's environment for text and pictures through the fake. */
export const fakeOpenAiEnv = (fake: Pick<FakeOpenAi, 'url'>) => ({
  OPENAI_API_KEY: 'sk-fake',
  OPENAI_BASE_URL: fake.url,
  IMAGE_PROVIDER: 'openai',
});
