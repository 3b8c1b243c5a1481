import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../../http/errors';
import { ProviderError } from '../errors';
import { withAttempts } from '../retry';
import { setLogLevel } from '../../logger';
import { hostMatcher, pinnedTransport, safeFetcher } from '../net/safe-fetch';
import { localStorage } from '../storage/local';
import { fileSigner } from '../storage/url-signing';
import { aiIllustrator } from './illustrator';
import { imagePipeline } from './pipeline';
import { replicateProvider } from './replicate';
import { json, providerServer } from '../../test/test-provider-server';

type Server = Awaited<ReturnType<typeof providerServer>>;

describe('Replicate adapter against a loopback server speaking the predictions protocol', () => {
  let server: Server;
  let png: Buffer;
  /** Status sequence per prediction id, consumed by GETs. */
  const script = new Map<string, { statuses: string[]; output?: unknown; error?: string }>();
  const failNext: { status: number; body: unknown; path: RegExp }[] = [];
  let created = 0;

  beforeAll(async () => {
    setLogLevel('silent');
    png = await sharp({ create: { width: 768, height: 768, channels: 3, background: '#8ecae6' } })
      .png()
      .toBuffer();
    server = await providerServer((req, res) => {
      const fail = failNext.findIndex((f) => f.path.test(req.path));
      if (fail >= 0) {
        const [f] = failNext.splice(fail, 1);
        return json(res, f.status, f.body);
      }
      if (req.method === 'GET' && req.path.startsWith('/delivery/')) {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(png);
      }
      if (req.method === 'POST' && (req.path === '/v1/predictions' || /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(req.path))) {
        created += 1;
        const id = `pred${created}`;
        const plan = script.get('next') ?? { statuses: ['processing', 'succeeded'] };
        script.set(id, plan);
        script.delete('next');
        return json(res, 201, { id, status: 'starting', output: null, urls: { get: `${server.url}/v1/predictions/${id}` } });
      }
      const m = /^\/v1\/predictions\/([^/]+)$/.exec(req.path);
      if (req.method === 'GET' && m && script.has(m[1])) {
        const plan = script.get(m[1])!;
        const status = plan.statuses.shift() ?? 'succeeded';
        const n = req.headers.authorization ? 2 : 0;
        const output =
          status === 'succeeded'
            ? (plan.output ?? Array.from({ length: n }, (_, i) => `https://pbxt.replicate.delivery/delivery/${m[1]}/out-${i}.png`))
            : null;
        return json(res, 200, { id: m[1], status, output, error: status === 'failed' ? (plan.error ?? 'boom') : null });
      }
      json(res, 404, { detail: 'not found' });
    });
  });
  afterAll(() => server.close());

  const provider = (model = 'stability-ai/sdxl') => replicateProvider({ token: 'r8_test_token', baseUrl: `${server.url}/v1`, model });
  const look = {
    gender: 'pige' as const,
    age: 7,
    hairColor: 'lyst krøllet hår',
    eyeColor: 'grønne',
    skinColor: 'mørk' as const,
    outfit: 'Emils gule regnjakke',
  };

  it('creates with the spec inputs, polls every 500 ms through starting -> processing -> succeeded, and never sends the name', async () => {
    const before = server.requests.length;
    script.set('next', { statuses: ['processing', 'processing', 'succeeded'] });
    const images = await aiIllustrator(provider()).avatars({ look, count: 4, childName: 'Emil' });
    const reqs = server.requests.slice(before);

    const create = reqs[0];
    expect(create.method).toBe('POST');
    expect(create.path).toBe('/v1/models/stability-ai/sdxl/predictions');
    expect(create.headers.authorization).toBe('Bearer r8_test_token');
    const input = create.body.input;
    expect(input).toMatchObject({ width: 768, height: 768, num_inference_steps: 28, guidance_scale: 7.5, num_outputs: 4 });
    expect(Number.isInteger(input.seed) && input.seed >= 0 && input.seed < 1_000_000).toBe(true);
    expect(input.prompt).toMatch(/7-year-old girl/);
    expect(input.prompt).toMatch(/green eyes/);
    expect(input.prompt).toMatch(/dark skin/);
    expect(input.negative_prompt).toMatch(/scary/);
    expect(JSON.stringify(reqs.map((r) => r.body))).not.toMatch(/emil/i);

    const polls = reqs.filter((r) => r.method === 'GET');
    expect(polls.map((r) => r.path)).toEqual(Array(3).fill('/v1/predictions/pred1'));
    for (let i = 1; i < polls.length; i++) expect(polls[i].at - polls[i - 1].at).toBeGreaterThanOrEqual(450);
    expect(images).toEqual([
      { kind: 'url', url: 'https://pbxt.replicate.delivery/delivery/pred1/out-0.png' },
      { kind: 'url', url: 'https://pbxt.replicate.delivery/delivery/pred1/out-1.png' },
    ]);
  });

  it('uses POST /predictions with the version for owner/name:version, and the pipeline fetches the output at once', async () => {
    const before = server.requests.length;
    const images = await provider('owner/model:abc123').generate({
      prompt: 'a calm lake',
      width: 768,
      height: 768,
      count: 1,
      seed: 42,
      names: [],
    });
    const create = server.requests[before];
    expect(create.path).toBe('/v1/predictions');
    expect(create.body).toMatchObject({ version: 'abc123', input: { prompt: 'a calm lake', seed: 42, num_outputs: 1 } });

    const dir = await mkdtemp(path.join(os.tmpdir(), 'fh-replicate-'));
    try {
      const storage = localStorage(dir, fileSigner('k'.repeat(32)));
      const fetchRemote = safeFetcher({
        isAllowedHost: hostMatcher(['replicate.delivery', '*.replicate.delivery']),
        // replicate.delivery "resolves" to a public address; the bytes come from the loopback server.
        resolve: async () => [{ address: '34.120.0.1', family: 4 }],
        transport: (url, _a, signal) => pinnedTransport(new URL(url.pathname, server.url), { address: '127.0.0.1', family: 4 }, signal),
        maxBytes: 5_000_000,
        timeoutMs: 5000,
      });
      const stored = await imagePipeline({ storage, fetchRemote }).store(images[0], 'users/u1/cards/x.webp');
      const meta = await sharp((await storage.get(stored.key))!.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 768 });
      expect(server.requests.at(-1)?.path).toMatch(/^\/delivery\/pred\d+\/out-0\.png$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('removes the names it is given from the prompt it sends', async () => {
    const before = server.requests.length;
    const names = [{ name: 'Sofie-Marie Hansen', replacement: 'a child' }];
    await provider().generate({
      prompt: 'Subject: Sofie-Maries hund og sofie på en bænk hos familien Hansen',
      negativePrompt: 'scary',
      width: 768,
      height: 768,
      count: 1,
      names,
    });
    const [create] = server.requests.slice(before);
    expect(create.body.input).toMatchObject({
      prompt: 'Subject: a childs hund og a child på en bænk hos familien a child',
      negative_prompt: 'scary',
    });
  });

  it('creates once per attempt: a 429 is tried again by the retry layer after its back-off; a failed poll waits for the next', async () => {
    const before = server.requests.length;
    failNext.push({ status: 429, body: { detail: 'throttled' }, path: /predictions$/ });
    failNext.push({ status: 503, body: { detail: 'busy' }, path: /^\/v1\/predictions\/pred\d+$/ });
    const started = Date.now();
    const images = await withAttempts(() => provider().generate({ prompt: 'x', width: 768, height: 768, count: 2, names: [] }), {
      attempts: 3,
    });
    expect(images).toHaveLength(2);
    const reqs = server.requests.slice(before);
    expect(reqs.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(reqs[1].at - reqs[0].at).toBeGreaterThanOrEqual(390);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('turns failed and canceled predictions and error answers into our error codes', async () => {
    const failure = async (setup: () => void) => {
      setup();
      const err = await provider()
        .generate({ prompt: 'x', width: 768, height: 768, count: 1, names: [] })
        .catch((e) => e);
      expect(err).toBeInstanceOf(ProviderError);
      const shown = toAppError(err)!;
      return { code: shown.code, status: shown.status, message: shown.message };
    };
    expect(
      await failure(() => script.set('next', { statuses: ['processing', 'failed'], error: 'Prediction failed: unexpected CUDA error' })),
    ).toMatchObject({ code: 'GENERATION_FAILED', status: 502 });
    expect(
      await failure(() => script.set('next', { statuses: ['failed'], error: 'NSFW content detected. Try running it again.' })),
    ).toMatchObject({ code: 'CONTENT_POLICY' });
    expect(await failure(() => script.set('next', { statuses: ['canceled'] }))).toMatchObject({ code: 'GENERATION_FAILED' });
    expect(await failure(() => script.set('next', { statuses: ['succeeded'], output: [] }))).toMatchObject({ code: 'GENERATION_FAILED' });
    expect(await failure(() => failNext.push({ status: 402, body: { detail: 'billing' }, path: /predictions$/ }))).toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    expect(await failure(() => failNext.push({ status: 422, body: { detail: 'bad input' }, path: /predictions$/ }))).toMatchObject({
      code: 'GENERATION_FAILED',
    });
    // A Replicate that keeps answering 429: 3 create calls in all (it was 18), then the 429 stands.
    for (let i = 0; i < 6; i++) failNext.push({ status: 429, body: { detail: 'throttled' }, path: /predictions$/ });
    const creates = server.requests.filter((r) => r.method === 'POST').length;
    const busy = await withAttempts(() => provider().generate({ prompt: 'x', width: 768, height: 768, count: 1, names: [] }), {
      attempts: 3,
      baseMs: 1,
    }).catch((e) => toAppError(e)!);
    expect(server.requests.filter((r) => r.method === 'POST').length - creates).toBe(3);
    failNext.length = 0;
    expect(busy).toMatchObject({
      code: 'RATE_LIMIT',
      status: 429,
      message: 'Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.',
    });
  });
});
