import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../../http/errors';
import { ProviderError } from '../errors';
import { withAttempts } from '../retry';
import { setLogLevel } from '../../logger';
import { aiIllustrator } from './illustrator';
import { openAiImageProvider } from './openai';
import { json, providerServer } from '../../test/test-provider-server';

describe('OpenAI Images adapter against a loopback server speaking the Images API', () => {
  let server: Awaited<ReturnType<typeof providerServer>>;
  let b64: string;
  const answers: { status: number; body: unknown }[] = [];

  beforeAll(async () => {
    setLogLevel('silent');
    b64 = (
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffb703' } })
        .png()
        .toBuffer()
    ).toString('base64');
    server = await providerServer((req, res) => {
      if (req.method !== 'POST' || req.path !== '/v1/images/generations') return json(res, 404, { error: { message: 'no route' } });
      const next = answers.shift();
      if (next) return json(res, next.status, next.body);
      json(res, 200, { created: 1, data: Array.from({ length: req.body.n }, () => ({ b64_json: b64 })) });
    });
  });
  afterAll(() => server.close());

  const provider = (model: string) => openAiImageProvider({ apiKey: 'sk-test-key', baseUrl: `${server.url}/v1`, model });

  it('asks for base64 1024x1024 images with n, with the bearer key, and never the child name', async () => {
    const before = server.requests.length;
    const look = {
      gender: 'dreng' as const,
      age: 5,
      hairColor: 'sort',
      eyeColor: 'brune',
      skinColor: 'meget mørk' as const,
      outfit: 'blå t-shirt med Noah på',
    };
    const images = await aiIllustrator(provider('dall-e-2')).avatars({ look, count: 3, childName: 'Noah' });
    const [req] = server.requests.slice(before);
    expect(req.headers.authorization).toBe('Bearer sk-test-key');
    expect(req.headers['content-type']).toMatch(/application\/json/);
    expect(req.body).toMatchObject({ model: 'dall-e-2', size: '1024x1024', n: 3, response_format: 'b64_json' });
    expect(req.body.prompt).toMatch(/5-year-old boy with black hair, brown eyes, very dark skin, wearing blue t-shirt/);
    expect(JSON.stringify(req.body)).not.toMatch(/noah/i);
    expect(images).toEqual(Array(3).fill({ kind: 'base64', data: b64 }));
  });

  it('removes the names it is given from every prompt it sends: first name, genitive, NFD', async () => {
    const before = server.requests.length;
    const names = [{ name: 'Zoe\u0308 Hansen', replacement: 'the child' }];
    await provider('dall-e-3').generate({
      prompt: "Zoë on a swing. Zoës teddy bear, zoë hansen's mother.",
      width: 1024,
      height: 1024,
      count: 2,
      names,
    });
    const sent = server.requests.slice(before);
    expect(sent).toHaveLength(2);
    for (const r of sent) expect(r.body.prompt).toBe("the child on a swing. the childs teddy bear, the child's mother.");
  });

  it("keeps the child's name out of the avatar prompt's outfit, and a short name out of other words", async () => {
    const before = server.requests.length;
    const look = {
      gender: 'dreng' as const,
      age: 6,
      hairColor: 'Asks lyse hår',
      eyeColor: 'blå',
      skinColor: 'lys' as const,
      outfit: 'Asks blå kasket og grøn jakke fra Ask',
    };
    await aiIllustrator(provider('dall-e-2')).avatars({ look, count: 1, childName: 'Ask' });
    const [req] = server.requests.slice(before);
    expect(req.body.prompt).toMatch(/6-year-old boy with light hair, blue eyes, fair skin, wearing blue cap and green jacket\./);
    expect(req.body.prompt).not.toMatch(/\bask/i);
  });

  it('sends dall-e-3 one image per request in the vivid style, and gpt-image models medium quality without response_format', async () => {
    let before = server.requests.length;
    expect(await provider('dall-e-3').generate({ prompt: 'a calm lake', width: 1024, height: 1024, count: 2, names: [] })).toHaveLength(2);
    const dalle = server.requests.slice(before);
    expect(dalle).toHaveLength(2);
    for (const r of dalle)
      expect(r.body).toEqual({
        model: 'dall-e-3',
        prompt: 'a calm lake',
        size: '1024x1024',
        n: 1,
        response_format: 'b64_json',
        style: 'vivid',
      });
    before = server.requests.length;
    await provider('gpt-image-1').generate({ prompt: 'a calm lake', width: 1024, height: 1024, count: 1, names: [] });
    expect(server.requests[before].body).toEqual({
      model: 'gpt-image-1',
      prompt: 'a calm lake',
      size: '1024x1024',
      n: 1,
      quality: 'medium',
    });
  });

  it('fails with a typed error, which the error layer turns into our codes and Danish texts', async () => {
    const failure = async (status: number, body: unknown) => {
      answers.push({ status, body });
      const err = await provider('dall-e-2')
        .generate({ prompt: 'x', width: 1024, height: 1024, count: 1, names: [] })
        .catch((e) => e);
      expect(err).toBeInstanceOf(ProviderError);
      const shown = toAppError(err)!;
      return { code: shown.code, status: shown.status, message: shown.message };
    };
    expect(
      await failure(400, { error: { code: 'content_policy_violation', message: 'Your request was rejected by our safety system.' } }),
    ).toEqual({
      code: 'CONTENT_POLICY',
      status: 422,
      message: 'Indholdet overholder ikke retningslinjerne',
    });
    expect(
      await failure(429, { error: { code: 'insufficient_quota', type: 'insufficient_quota', message: 'You exceeded your current quota' } }),
    ).toMatchObject({ code: 'QUOTA_EXCEEDED', message: 'API-kvoten er opbrugt' });
    expect(await failure(429, { error: { code: 'rate_limit_exceeded', message: 'Rate limit reached' } })).toMatchObject({
      code: 'RATE_LIMIT',
      status: 429,
    });
    expect(await failure(200, { data: [] })).toMatchObject({ code: 'GENERATION_FAILED' });
    expect(await failure(500, {})).toMatchObject({ code: 'GENERATION_FAILED', status: 502, message: 'Kunne ikke generere indhold' });
  });

  it('makes one call per picture: the one retry layer makes at most 3 in all, and 1 for a refusal', async () => {
    const picture = () => provider('dall-e-2').generate({ prompt: 'x', width: 1024, height: 1024, count: 1, names: [] });
    const calls = async (run: () => Promise<unknown>) => {
      const before = server.requests.length;
      const outcome = await run().then(
        () => 'drawn',
        (err) => (err instanceof ProviderError ? err.failure : String(err)),
      );
      return { outcome, calls: server.requests.length - before };
    };
    // Alone, a failing call is not repeated.
    answers.push({ status: 500, body: {} });
    expect(await calls(picture)).toEqual({ outcome: 'unavailable', calls: 1 });
    // Through the retry layer: a service failing for good costs 3 calls, not 9.
    answers.push({ status: 500, body: {} }, { status: 502, body: {} }, { status: 503, body: {} }, { status: 500, body: {} });
    expect(await calls(() => withAttempts(picture, { attempts: 3, baseMs: 1 }))).toEqual({ outcome: 'unavailable', calls: 3 });
    answers.length = 0;
    // Two failures, then a picture.
    answers.push({ status: 500, body: {} }, { status: 502, body: {} });
    expect(await calls(() => withAttempts(picture, { attempts: 3, baseMs: 1 }))).toEqual({ outcome: 'drawn', calls: 3 });
    // A refused prompt would be refused again: one call.
    answers.push({ status: 400, body: { error: { code: 'content_policy_violation', message: 'safety system' } } });
    expect(await calls(() => withAttempts(picture, { attempts: 3, baseMs: 1 }))).toEqual({ outcome: 'refused', calls: 1 });
  });
});
