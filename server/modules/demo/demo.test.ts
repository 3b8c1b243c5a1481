import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { DemoStory } from '../../../shared/api-types';
import { demoMessages, errorMessages } from '../../../shared/messages.da';
import { parseStory, readAloudSections } from '../../../shared/story-text';
import { limits } from '../../http/rate-limit';
import { readMp3 } from '../../providers/speech/mp3.mjs';
import { describeEachDialect } from '../../test/dialects';
import { nextClientIp, type TestApp } from '../../test/harness';

/** The example stories over real HTTP, for a visitor without an account. */
const fetchBytes = async (app: TestApp, path: string, init: RequestInit & { ip?: string } = {}) => {
  const res = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': init.ip ?? nextClientIp(), ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const speak = (app: TestApp, slug: string, body: unknown, ip: string) =>
  fetchBytes(app, `/api/demo/${slug}/tts`, {
    method: 'POST',
    ip,
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(body),
  });

describeEachDialect('the example stories (/api/demo), without an account', (app) => {
  it('answers each example as the reader reads a story: the offline writer’s text, a page for each step, and a picture for the cover and each page', async () => {
    for (const slug of ['tandlaege', 'skoledag']) {
      const res = await app().client().get(`/api/demo/${slug}`);
      expect(res.status).toBe(200);
      const story = res.body as DemoStory;
      const pages = parseStory(story.content).scenes.length;
      // The examples give steps (4 and 5): each has a page of its own, besides the opening and the closing.
      expect(pages).toBeGreaterThanOrEqual(6);
      expect(story).toMatchObject({
        slug,
        id: `demo-${slug}`,
        storyType: 'individual',
        missingImages: 0,
        imageCount: pages + 1,
        group: null,
      });
      expect(story.images).toHaveLength(pages + 1);
      expect(story.title).toBe(slug === 'tandlaege' ? 'Emil skal til tandlæge' : 'Sofie starter i skole');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('serves its pictures as WebP, the full picture and the thumbnail, cacheable for good under the drawing’s version', async () => {
    const story = (await app().client().get('/api/demo/tandlaege')).body as DemoStory;
    const cover = await fetchBytes(app(), story.images[0].url);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(cover.bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    const thumb = await fetchBytes(app(), story.images[3].thumbUrl);
    expect((await sharp(thumb.bytes).metadata()).width).toBe(320);
    // The landing page's address has no version: checked now and then, answered 304 when unchanged.
    const plain = await fetchBytes(app(), '/api/demo/tandlaege/pictures/0.thumb.webp');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await fetchBytes(app(), '/api/demo/tandlaege/pictures/0.thumb.webp', {
      headers: { 'if-none-match': plain.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an example or a picture that does not exist', async () => {
    const missing = await app().client().get('/api/demo/ukendt');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'STORY_NOT_FOUND', message: errorMessages.STORY_NOT_FOUND });
    expect((await fetchBytes(app(), '/api/demo/tandlaege/pictures/9.webp')).status).toBe(404);
    expect((await fetchBytes(app(), '/api/demo/tandlaege/pictures/..%2F..%2Fauth-secret')).status).toBe(404);
  });

  it('reads its own sentences aloud in either voice, and refuses any other text', async () => {
    const story = (await app().client().get('/api/demo/skoledag')).body as DemoStory;
    const [first] = readAloudSections(story.content)[0].sentences;
    const ip = nextClientIp();
    for (const voice of ['da-DK-Standard-A', 'da-DK-Standard-C']) {
      const res = await speak(app(), 'skoledag', { text: first, voice }, ip);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(readMp3(res.bytes)!.durationSeconds).toBeGreaterThan(0.5);
    }
    // Kept in storage: the same sentence is not made twice.
    const again = await speak(app(), 'skoledag', { text: `  ${first}  `, voice: 'da-DK-Standard-A' }, ip);
    expect(again.status).toBe(200);

    const other = await speak(app(), 'skoledag', { text: 'Sig noget helt andet.', voice: 'da-DK-Standard-A' }, ip);
    expect(other.status).toBe(400);
    expect(JSON.parse(other.bytes.toString()).error.message).toBe(demoMessages.onlyItsOwnText);
    // Another example's sentence is not this example's.
    const tandlaege = (await app().client().get('/api/demo/tandlaege')).body as DemoStory;
    const foreign = await speak(
      app(),
      'skoledag',
      { text: readAloudSections(tandlaege.content)[1].sentences[0], voice: 'da-DK-Standard-A' },
      ip,
    );
    expect(foreign.status).toBe(400);
  });

  it('limits read-aloud per client address, and needs our own origin', async () => {
    const story = (await app().client().get('/api/demo/tandlaege')).body as DemoStory;
    const sentence = readAloudSections(story.content)[0].sentences[0];
    const ip = nextClientIp();
    const answers: number[] = [];
    for (let i = 0; i < limits.demoSpeech.max + 1; i++)
      answers.push((await speak(app(), 'tandlaege', { text: sentence, voice: 'da-DK-Standard-A' }, ip)).status);
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another address still may.
    expect((await speak(app(), 'tandlaege', { text: sentence, voice: 'da-DK-Standard-A' }, nextClientIp())).status).toBe(200);

    const foreign = await fetchBytes(app(), '/api/demo/tandlaege/tts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ text: sentence, voice: 'da-DK-Standard-A' }),
    });
    expect(foreign.status).toBe(403);
  });
});
