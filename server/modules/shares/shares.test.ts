import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { CreatedStoryShare, SharedStory, StoryShare } from '../../../shared/api-types';
import { BACKGROUND_CHECK_HEADER } from '../../../shared/constants';
import { shareMessages } from '../../../shared/messages.da';
import { planReadAloudSections, type StoryPlan, UNKNOWN_SCENE } from '../../../shared/story-plan';
import { readAloudSections } from '../../../shared/story-text';
import { limits } from '../../http/rate-limit';
import { describeEachDialect } from '../../test/dialects';
import { type Client, nextClientIp, signedInClient, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { planOfContent } from '../../db/story-plan-column';
import { storyCheckColumns } from '../stories/check';
import { hashToken } from './service';

/** 'Del historien' over real HTTP: the owner's links, and what a link opens for someone without an account. */
const CONTENT = 'TITLE: Emil tager bussen\n[Billede 1]\nEmil venter ved stoppestedet. Bussen kommer snart.';
const picture = (r: number) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r, g: 120, b: 200 } } })
    .webp()
    .toBuffer();

async function storedStory(a: TestApp, client: Client & { userId: string }, shade = 10) {
  const id = randomUUID();
  const keys = [`users/${client.userId}/stories/${id}/cover.webp`, `users/${client.userId}/stories/${id}/1.webp`];
  for (const [i, key] of keys.entries()) {
    await a.services.storage.put(key, await picture(shade + i), 'image/webp');
    await a.services.storage.put(key.replace('.webp', '.thumb.webp'), await picture(shade + 100 + i), 'image/webp');
  }
  const at = new Date().toISOString();
  await a.db
    .insertInto('stories')
    .values({
      id,
      user_id: client.userId,
      title: 'Emil tager bussen',
      content: CONTENT,
      images: JSON.stringify(keys),
      character: JSON.stringify({ name: 'Emil', age: 6, gender: 'dreng' }),
      story_type: 'individual',
      description: 'Emil er bange for bussen.',
      facts: '{}',
      // A row from before the story plan: the app reads its plan from the text.
      plan: null,
      ...storyCheckColumns(
        {
          plan: planOfContent(CONTENT, 'Emil tager bussen'),
          title: 'Emil tager bussen',
          description: 'Emil er bange for bussen.',
          facts: {},
        },
        { name: 'Emil', age: 6 },
      ),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A visitor with no cookies at all, from an address of its own. */
const visit = (a: TestApp, url: string, init: RequestInit = {}) =>
  fetch(url.startsWith('http') ? url : `${a.url}${url}`, {
    ...init,
    headers: { 'x-forwarded-for': nextClientIp(), ...(init.headers as Record<string, string>) },
  });
const tokenOf = (share: CreatedStoryShare) => new URL(share.url).pathname.split('/').pop()!;

describeEachDialect("'Del historien': read-only links to a story", (app) => {
  it('makes a named link with an expiry; it opens the story without an account, counts the openings and serves the pictures', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const res = await owner.post('/api/shares', { storyId, name: 'Børnehaven Mariehønen', expiresIn: 'week' });
    expect(res.status, res.text).toBe(201);
    const share = res.body as CreatedStoryShare;
    expect(share).toMatchObject({ storyId, name: 'Børnehaven Mariehønen', openCount: 0, lastOpenedAt: null });
    const days = (Date.parse(share.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    // 32 random bytes; only their sha256 is stored.
    const token = tokenOf(share);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await a.db.selectFrom('story_shares').selectAll().where('id', '=', share.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The owner's day of the event and reading log stay the owner's.
    expect((await owner.patch(`/api/stories/${storyId}`, { eventDate: '2030-05-01' })).status).toBe(200);
    expect((await owner.post(`/api/stories/${storyId}/readings`, { readAloud: true })).status).toBe(200);
    const opened = await visit(a, `/api/shared/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const story = (await opened.json()) as SharedStory;
    expect(story).toMatchObject({
      title: 'Emil tager bussen',
      content: CONTENT,
      characterName: 'Emil',
      shareName: 'Børnehaven Mariehønen',
      description: '',
      eventDate: null,
      reading: { count: 0, lastReadAt: null, readAloud: false },
    });
    for (const image of story.images) {
      expect(image.url.startsWith(`/api/shared/${token}/pictures/`)).toBe(true);
      const pic = await visit(a, image.url);
      expect(pic.status).toBe(200);
      expect(pic.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await pic.arrayBuffer())).metadata()).format).toBe('webp');
    }
    const device = nextClientIp();
    expect((await visit(a, `/api/shared/${token}`, { headers: { 'x-forwarded-for': device } })).status).toBe(200);
    // A device checking its saved copy for changes is no opening when it has opened the link before...
    const check = await visit(a, `/api/shared/${token}`, { headers: { 'x-forwarded-for': device, [BACKGROUND_CHECK_HEADER]: '1' } });
    expect(check.status).toBe(200);
    // ... but a reader cannot hide an opening by saying it is a check: a first request from an address counts.
    expect((await visit(a, `/api/shared/${token}`, { headers: { [BACKGROUND_CHECK_HEADER]: '1' } })).status).toBe(200);

    // The owner sees the link with its name, its last opening and how many times.
    const list = await owner.get(`/api/shares?storyId=${storyId}`);
    expect(list.status).toBe(200);
    const [seen] = list.body as StoryShare[];
    expect(seen).toMatchObject({ id: share.id, name: 'Børnehaven Mariehønen', openCount: 3 });
    expect(seen.lastOpenedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);

    // The shared page itself (the web app's /del/:token) is kept out of search engines and Referer.
    const page = await visit(a, `/del/${token}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('reads the story’s own sentences aloud in both voices, and nothing else', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const token = tokenOf((await owner.post('/api/shares', { storyId, name: 'Mormor', expiresIn: 'never' })).body);
    const speak = (text: string, voice: string) =>
      visit(a, `/api/shared/${token}/tts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({ text, voice }),
      });
    const sentence = readAloudSections(CONTENT).at(-1)!.sentences[0];
    for (const voice of ['da-DK-Standard-A', 'da-DK-Standard-C']) {
      const res = await speak(sentence, voice);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^audio\//);
    }
    const other = await speak('Sig noget helt andet.', 'da-DK-Standard-A');
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(shareMessages.onlyItsOwnText);
  });

  it('reads aloud the sentences of the plan the link serves, and nothing else', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    // A plan that migration 0070 read from the text with its simpler split ('kl.' cut off): the link
    // serves the plan read from the text again, and reads aloud its sentences.
    const content = 'TITLE: Emil tager bussen\n[Billede 1]\nBussen kommer kl. 8. Emil venter.';
    const plan: StoryPlan = {
      version: 1,
      title: 'Emil tager bussen',
      pages: [
        {
          sentences: ['Bussen kommer kl.', '8.', 'Emil venter.'].map((text) => ({ text, kind: 'ukendt', source: 'writer' })),
          scene: UNKNOWN_SCENE,
        },
      ],
    };
    await a.db
      .updateTable('stories')
      .set({ content, plan: JSON.stringify(plan) })
      .where('id', '=', storyId)
      .execute();
    const token = tokenOf((await owner.post('/api/shares', { storyId, name: 'Mormor', expiresIn: 'never' })).body);
    const served = (await (await visit(a, `/api/shared/${token}`)).json()) as SharedStory;
    const speak = (text: string) =>
      visit(a, `/api/shared/${token}/tts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({ text, voice: 'da-DK-Standard-A' }),
      });
    const sentences = planReadAloudSections(served.plan)[0].sentences;
    expect(sentences).toEqual(readAloudSections(content)[0].sentences);
    for (const sentence of sentences) expect((await speak(sentence)).status, sentence).toBe(200);
    expect((await speak('Bussen kommer')).status).toBe(400);
  });

  it(`gives a link's read-aloud its own allowance (${limits.linkSpeech.max} a minute), so its readers never use up the owner's`, async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const token = tokenOf((await owner.post('/api/shares', { storyId, name: 'Klassen', expiresIn: 'never' })).body);
    const sentence = readAloudSections(CONTENT).at(-1)!.sentences[0];
    // Many readers (each from an address of its own, so none meets the per-address limit) read the same sentence.
    const speak = () =>
      visit(a, `/api/shared/${token}/tts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({ text: sentence, voice: 'da-DK-Standard-A' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < limits.linkSpeech.max + 1; i++) statuses.push((await speak()).status);
    expect(statuses.slice(0, limits.linkSpeech.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The owner's own read-aloud is untouched.
    const own = await owner.post('/api/tts', { text: sentence, voice: 'da-DK-Standard-A' });
    expect(own.status).toBe(200);
  });

  it("sends a link's pictures with Cache-Control: no-store, so no browser cache keeps them after the link is revoked", async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const token = tokenOf((await owner.post('/api/shares', { storyId, name: 'Mormor', expiresIn: 'never' })).body as CreatedStoryShare);
    const story = (await (await visit(a, `/api/shared/${token}`)).json()) as SharedStory;
    expect(story.images.length).toBeGreaterThan(0);
    for (const image of story.images) {
      const pic = await visit(a, image.url);
      expect(pic.status).toBe(200);
      expect(pic.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('revokes a link: it and its pictures answer 404 at once; another user can neither see nor revoke it', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const other = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const share = (await owner.post('/api/shares', { storyId, name: 'Skolen', expiresIn: 'month' })).body as CreatedStoryShare;
    const token = tokenOf(share);
    const story = (await (await visit(a, `/api/shared/${token}`)).json()) as SharedStory;

    expect((await other.request('DELETE', `/api/shares/${share.id}`)).status).toBe(404);
    expect((await other.get(`/api/shares?storyId=${storyId}`)).status).toBe(404);
    expect((await other.post('/api/shares', { storyId, name: 'Min', expiresIn: 'week' })).status).toBe(404);
    expect((await visit(a, `/api/shared/${token}`)).status).toBe(200);

    expect((await owner.request('DELETE', `/api/shares/${share.id}`)).status).toBe(204);
    const gone = await visit(a, `/api/shared/${token}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(shareMessages.notFound);
    expect((await visit(a, story.images[0].url)).status).toBe(404);
    expect((await owner.get(`/api/shares?storyId=${storyId}`)).body).toEqual([]);
  });

  it('serves a picture only through its own link: not another story’s, not an invented token', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const first = await storedStory(a, owner);
    const second = await storedStory(a, owner, 60);
    const tokenA = tokenOf((await owner.post('/api/shares', { storyId: first, name: 'A', expiresIn: 'week' })).body);
    const tokenB = tokenOf((await owner.post('/api/shares', { storyId: second, name: 'B', expiresIn: 'week' })).body);
    const storyB = (await (await visit(a, `/api/shared/${tokenB}`)).json()) as SharedStory;
    // B's picture address under A's link is A's picture, never B's; an invented token or a path is nothing.
    const underA = Buffer.from(await (await visit(a, storyB.images[1].url.replace(tokenB, tokenA))).arrayBuffer());
    const viaB = Buffer.from(await (await visit(a, storyB.images[1].url)).arrayBuffer());
    expect(underA.equals(viaB)).toBe(false);
    expect((await visit(a, storyB.images[1].url.replace(tokenB, 'A'.repeat(43)))).status).toBe(404);
    expect((await visit(a, `/api/shared/${tokenA}/pictures/..%2F..%2Fauth-secret`)).status).toBe(404);
    expect((await visit(a, `/api/shared/${tokenA}/pictures/7.webp`)).status).toBe(404);
    // The stored picture's own address is not handed out at all.
    expect(JSON.stringify(storyB)).not.toContain('users/');
  });

  it('answers 404 for an expired link', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const share = (await owner.post('/api/shares', { storyId, name: 'Kort', expiresIn: 'week' })).body as CreatedStoryShare;
    await a.db
      .updateTable('story_shares')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', share.id)
      .execute();
    expect((await visit(a, `/api/shared/${tokenOf(share)}`)).status).toBe(404);
    expect((await visit(a, `/api/shared/${tokenOf(share)}/pictures/0.webp`)).status).toBe(404);
  });

  it('refuses a link without a name, and names it in Danish', async () => {
    const owner = await signedInClient(app());
    const storyId = await storedStory(app(), owner);
    const res = await owner.post('/api/shares', { storyId, name: '  ', expiresIn: 'week' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(shareMessages.nameMissing);
  });

  it('deleting the story or the account revokes its links (and the export lists them without token hashes)', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const storyId = await storedStory(a, owner);
    const share = (await owner.post('/api/shares', { storyId, name: 'Bedstemor', expiresIn: 'never' })).body as CreatedStoryShare;
    expect((await owner.request('DELETE', `/api/stories/${storyId}`)).status).toBeLessThan(300);
    expect((await visit(a, `/api/shared/${tokenOf(share)}`)).status).toBe(404);
    expect(await a.db.selectFrom('story_shares').select('id').where('id', '=', share.id).executeTakeFirst()).toBeUndefined();

    const kept = await storedStory(a, owner);
    const second = (await owner.post('/api/shares', { storyId: kept, name: 'Dagplejen', expiresIn: 'month' })).body as CreatedStoryShare;
    const exported = await fetch(`${a.url}/api/me/export`, { headers: { cookie: owner.cookieHeader } });
    const zip = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const shares = JSON.parse(strFromU8(zip['shares.json'])) as StoryShare[];
    expect(shares).toEqual([expect.objectContaining({ id: second.id, storyId: kept, name: 'Dagplejen' })]);
    expect(strFromU8(zip['shares.json'])).not.toContain('hash');

    const deleted = await owner.request('DELETE', '/api/me', { json: { confirm: 'SLET MIN KONTO', password: TEST_PASSWORD } });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expect((await visit(a, `/api/shared/${tokenOf(second)}`)).status).toBe(404);
    expect(await a.db.selectFrom('story_shares').select('id').where('user_id', '=', owner.userId).execute()).toEqual([]);
  });
});
