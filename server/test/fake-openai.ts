/**
 * A loopback server that speaks the OpenAI-compatible APIs the app uses (Chat Completions and
 * Images, drawn from the prompt or from reference images), with a fixed latency and scripted
 * failures, for job tests and benchmarks. It writes a valid story of the requested scene count (as a
 * plan in JSON when the request asks for JSON, as the app's writer does) and answers images as
 * b64_json PNGs.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { planFromText, type StoryPlan } from '../../shared/story-plan';

/** A chat request that asks for a story ('Skriv en historie i præcis N scener'). */
export function isStoryRequest(body: { messages?: { content: string }[] }): boolean {
  return /præcis \d+ scener/.test(body.messages?.[0]?.content ?? '');
}

export interface FakeOpenAiOptions {
  textLatencyMs?: number;
  imageLatencyMs?: number;
  /** Status to answer for the n-th image call (1-based), or undefined for success. */
  imageFailure?: (call: number, prompt: string) => number | undefined;
  /**
   * Status to answer for the n-th story call (1-based), or a body string to answer instead of a
   * story: a story in the text form is answered as its plan when the request asks for JSON
   * (`planAnswer`); any other string is answered as it is.
   */
  textFailure?: (call: number) => number | string | undefined;
  /** Answer 400 to `response_format: json_schema`, as an endpoint without structured output does. */
  refuseJsonSchema?: boolean;
}

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  /** The request's bytes as sent (what a test may search for what must never be sent) */
  raw: Buffer;
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

/**
 * A story in the text form as a model writing plans would answer it: the first sentence retells the
 * parent's description, the rest are the writer's own, and the child is on every page.
 */
export function fakePlan(story: string): StoryPlan {
  const plan = planFromText(story, { fallbackTitle: 'En rolig dag' });
  return {
    ...plan,
    pages: plan.pages.map((page, p) => ({
      sentences: page.sentences.map((s, i) =>
        p === 0 && i === 0
          ? { ...s, kind: 'beskrivende', source: 'parent', from: 'description' }
          : { ...s, kind: 'beskrivende', source: 'writer' },
      ),
      scene: { setting: 'home', present: ['child', 'mor'], action: null, mood: 'calm', companion: false },
    })),
  };
}

/** A plan as a model answers it under a strict JSON schema: `from` null where a sentence has none. */
export const planJson = (plan: StoryPlan) =>
  JSON.stringify({
    ...plan,
    pages: plan.pages.map((p) => ({ ...p, sentences: p.sentences.map((s) => ({ ...s, from: s.from ?? null })) })),
  });

/** What a story request is answered with: `story` (text) as it is, or as its plan in JSON when the request asks for JSON. */
export function storyAnswer(body: Record<string, unknown>, story: string): string {
  return body.response_format && /^\s*TITLE:/.test(story) ? planJson(fakePlan(story)) : story;
}

/** The answer an endpoint without structured output gives to `json_schema`. */
export const JSON_SCHEMA_REFUSAL = {
  error: {
    message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    type: 'invalid_request_error',
    param: 'response_format',
  },
};

export async function startFakeOpenAi(opts: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const initial = { ...opts };
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 180, b: 220 } } })
    .png()
    .toBuffer();
  const calls: FakeCall[] = [];
  let storyCall = 0;
  let imageCall = 0;

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = await parseBody(req, raw);
    calls.push({ path: req.url ?? '', body, raw, at: Date.now() });
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
        if (opts.refuseJsonSchema && (body.response_format as { type?: string } | undefined)?.type === 'json_schema')
          return reply(400, JSON_SCHEMA_REFUSAL);
        storyCall++;
        const failure = opts.textFailure?.(storyCall);
        if (typeof failure === 'number') return reply(failure, { error: { message: 'scripted failure' } });
        const n = Number(/præcis (\d+) scener/.exec(messages[0].content)?.[1] ?? 4);
        const content = storyAnswer(body, typeof failure === 'string' ? failure : fakeStory(n));
        return reply(200, { choices: [{ message: { role: 'assistant', content } }] });
      }
      return reply(200, { choices: [{ message: { role: 'assistant', content: 'A calm child in a friendly place.' } }] });
    }
    if (isImageCall(req.url)) {
      imageCall++;
      const call = imageCall;
      await sleep(opts.imageLatencyMs ?? 0);
      const failure = opts.imageFailure?.(call, typeof body.prompt === 'string' ? body.prompt : '');
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
