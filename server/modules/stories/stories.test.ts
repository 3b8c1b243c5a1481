import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { openEventStream } from '../../test/event-stream';
import { fakeOpenAiEnv, fakeStory, startFakeOpenAi } from '../../test/fake-openai';
import { type Client, signedInClient } from '../../test/harness';
import { createdStory, finishedJob, storyCount } from '../../test/stories';

/**
 * Story generation and the story library over real HTTP, with the text and image providers
 * simulated on loopback by a server that speaks the OpenAI-compatible protocol.
 */
const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: ['glad for tog'],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDialect(
  'stories and generation jobs',
  (app) => {
    beforeAll(() => app().services.runner.start());
    beforeEach(() => fake.reset());

    const character = async (client: Client) => (await createCharacter(client, form)).id;

    it('generates a story with progress 20, 40, 40+60k/N and 100, pictures drawn in parallel', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      fake.options.imageLatencyMs = 300;
      const before = fake.imageCalls().length;
      const stream = await openEventStream(a.url, client);
      const res = await client.post('/api/stories/generate', {
        characterId,
        title: 'Emil tager bussen',
        description: 'Emil skal med bussen til skole.',
      });
      expect(res.status, res.text).toBe(202);
      const { jobId } = res.body;
      await stream.waitFor(
        (e) => e.type === 'job' && e.job.id === jobId && (e.job.status === 'succeeded' || e.job.status === 'failed'),
        20_000,
      );
      stream.close();
      const progress = stream.events.flatMap((e) => (e.type === 'job' && e.job.id === jobId ? [e.job.progress] : []));
      expect(progress.at(-1)).toBe(100);
      expect(progress).toContain(20);
      expect(progress).toContain(100);
      // never backwards
      expect([...progress].sort((x, y) => x - y)).toEqual(progress);
      const final = await finishedJob(client, jobId);
      expect(final.status).toBe('succeeded');
      const storyId = final.result!.storyId!;

      // five pictures (cover + 4 scenes), requested at overlapping times
      const calls = fake.imageCalls().slice(before);
      expect(calls).toHaveLength(5);
      const spread = Math.max(...calls.map((c) => c.at)) - Math.min(...calls.map((c) => c.at));
      expect(spread).toBeLessThan(300);
      expect(JSON.stringify(calls.map((c) => c.body))).not.toContain('Emil');

      const story = await client.get(`/api/stories/${storyId}`);
      expect(story.status).toBe(200);
      expect(story.body.images).toHaveLength(5);
      expect(story.body.content).toContain('Emil er i scene 1');
      for (const picture of story.body.images) {
        expect(picture.missing).toBe(false);
        const file = await fetch(`${a.url}${picture.url}`);
        expect(file.status).toBe(200);
        expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
      }
      expect(await storyCount(a, client.userId)).toBe(1);
      const list = await client.get('/api/stories');
      expect(list.body.stories.map((s: { id: string }) => s.id)).toEqual([storyId]);
    });

    it('tries a picture again after failures and succeeds on the third attempt', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      const before = fake.imageCalls().length;
      fake.options.imageFailure = (call) => (call === before + 1 || call === before + 2 ? 500 : undefined);
      const res = await client.post('/api/stories/generate', { characterId, title: 'Til lægen', description: 'Vi skal til lægen.' });
      const final = await finishedJob(client, res.body.jobId);
      expect(final.status, JSON.stringify(final.error)).toBe('succeeded');
      expect(fake.imageCalls().length - before).toBe(7);
    });

    it('fails for good without a story, files or used quota, with a Danish message', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      fake.options.imageFailure = () => 500;
      const res = await client.post('/api/stories/generate', { characterId, title: 'Fest', description: 'Der er fødselsdag.' });
      const final = await finishedJob(client, res.body.jobId);
      expect(final.status).toBe('failed');
      expect(final.error?.message).toMatch(/^Kunne ikke generere/);
      expect((await client.get('/api/stories')).body.total).toBe(0);
      expect(await storyCount(a, client.userId)).toBe(0);
      expect(existsSync(path.join(a.dataDir, 'files', 'users', client.userId, 'stories', res.body.jobId))).toBe(false);
    });

    it('asks the writer again when the page count is wrong, and fails with the Danish message when it stays outside 2-10', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      const before = fake.storyCalls().length;
      fake.options.textFailure = (call) => (call === before + 1 ? fakeStory(2) : undefined);
      const ok = await client.post('/api/stories/generate', { characterId, title: 'A', description: 'B' });
      expect((await finishedJob(client, ok.body.jobId)).status).toBe('succeeded');
      expect(fake.storyCalls().length - before).toBe(2);

      // A plan of 2-10 pages is the writer's own choice; one page is no story.
      fake.options.textFailure = () => fakeStory(1);
      const bad = await client.post('/api/stories/generate', { characterId, title: 'A', description: 'B' });
      const failed = await finishedJob(client, bad.body.jobId);
      expect(failed.status).toBe('failed');
      expect(failed.error?.message).toBe('Kunne ikke generere historien');
      expect(await storyCount(a, client.userId)).toBe(1);
    });

    it('revises the text once when the story check finds a hard rule broken (Historietjek)', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      const absolute = fakeStory(4).replace(/Det er en rolig dag/g, 'Det er altid en rolig dag');
      const before = fake.storyCalls().length;
      fake.options.textFailure = (call) => (call === before + 1 ? absolute : undefined);
      const res = await client.post('/api/stories/generate', { characterId, title: 'A', description: 'B' });
      const final = await finishedJob(client, res.body.jobId);
      expect(final.status).toBe('succeeded');
      const revision = fake.storyCalls().slice(before);
      expect(revision).toHaveLength(2);
      const messages = revision[1].body.messages as { role: string; content: string }[];
      expect(messages.at(-2)?.role).toBe('assistant');
      expect(messages.at(-1)?.content).toMatch(/altid/);
      const story = await client.get(`/api/stories/${final.result!.storyId}`);
      expect(story.body.content).not.toMatch(/\baltid\b/);

      // A revision that loses a scene is not used: the first text stays.
      const before2 = fake.storyCalls().length;
      fake.options.textFailure = (call) => (call === before2 + 1 ? absolute : call === before2 + 2 ? fakeStory(3) : undefined);
      const again = await finishedJob(
        client,
        (await client.post('/api/stories/generate', { characterId, title: 'A', description: 'B' })).body.jobId,
      );
      expect(again.status).toBe('succeeded');
      expect((await client.get(`/api/stories/${again.result!.storyId}`)).body.content).toMatch(/\baltid\b/);

      // A revision that fixes the absolute word but brings in a threat is not used either.
      const threat = fakeStory(4).replace('[NAVN] er i scene 2.', 'Hvis [NAVN] skriger, bliver tandlægen vred.');
      const before3 = fake.storyCalls().length;
      fake.options.textFailure = (call) => (call === before3 + 1 ? absolute : call === before3 + 2 ? threat : undefined);
      const third = await finishedJob(
        client,
        (await client.post('/api/stories/generate', { characterId, title: 'A', description: 'B' })).body.jobId,
      );
      expect(fake.storyCalls().length - before3).toBe(2);
      const kept = (await client.get(`/api/stories/${third.result!.storyId}`)).body.content as string;
      expect(kept).toMatch(/\baltid\b/);
      expect(kept).not.toMatch(/vred/);
    });

    it('resumes after a restart in the middle and saves the story exactly once', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      fake.options.imageLatencyMs = 800;
      const textBefore = fake.storyCalls().length;
      const res = await client.post('/api/stories/generate', { characterId, title: 'Svømning', description: 'Vi skal i svømmehallen.' });
      const { jobId } = res.body;
      // wait until the text is written and pictures are being drawn
      for (let i = 0; i < 100; i++) {
        const row = await a.services.jobs.findById(jobId);
        if (row && row.progress >= 20) break;
        await sleep(50);
      }
      await a.restart();
      a.services.runner.start();
      fake.options.imageLatencyMs = 0;
      const final = await finishedJob(client, jobId);
      expect(final.status).toBe('succeeded');
      expect(fake.storyCalls().length - textBefore).toBe(1);
      const stories = await a.db.selectFrom('stories').select('id').where('id', '=', jobId).execute();
      expect(stories).toHaveLength(1);
      const story = await client.get(`/api/stories/${jobId}`);
      expect(story.body.images.every((p: { missing: boolean }) => !p.missing)).toBe(true);
    });

    it('starts exactly one of twenty concurrent generations for a user with 4 of 5 used', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      await a.db.updateTable('profiles').set({ story_count: 4 }).where('id', '=', client.userId).execute();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          client.post('/api/stories/generate', { characterId, title: 'Kø', description: 'Vi venter i kø.' }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(1);
      expect(statuses.filter((s) => s === 403)).toHaveLength(19);
      expect(answers.find((r) => r.status === 403)!.body.error.message).toBe('Du har brugt alle dine gratis historier');
      expect(await storyCount(a, client.userId)).toBe(5);
      await finishedJob(client, answers.find((r) => r.status === 202)!.body.jobId);
    });

    it('creates a text-first story with placeholders', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      const before = fake.imageCalls().length;
      const res = await client.post('/api/stories', { characterId, title: 'Frisør', description: 'Emil skal klippes.' });
      expect(res.status, res.text).toBe(202);
      expect(Object.keys(res.body)).toEqual(['jobId']);
      const job = await finishedJob(client, res.body.jobId);
      expect(job).toMatchObject({ status: 'succeeded', result: { storyId: res.body.jobId } });
      const story = (await client.get(`/api/stories/${res.body.jobId}`)).body;
      expect(story.images).toHaveLength(5);
      expect(story.images.every((p: { missing: boolean; url: string }) => p.missing && p.url === PLACEHOLDER_IMAGE)).toBe(true);
      expect(fake.imageCalls().length).toBe(before);
      const stats = await client.get('/api/stories/stats');
      expect(stats.body).toEqual({ totalStories: 1, storiesInProgress: 1, totalImages: 0 });
    });

    it("keeps the parent's answers with the story and writes from them, without the name; bad answers get Danish and cost nothing", async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      const facts = {
        where: '  hos frisøren på Torvet ',
        when: 'lørdag kl. 10',
        who: ['far', ' '],
        steps: ['Emil sætter sig i den høje stol', 'Frisøren klipper med saks', ''],
        hard: 'lyden fra maskinen',
        helps: 'at holde far i hånden',
        why: '',
      };
      const before = fake.storyCalls().length;
      const story = await createdStory(client, { characterId, title: 'Frisør', description: 'Emil skal klippes.', facts });
      const cleaned = {
        where: 'hos frisøren på Torvet',
        when: 'lørdag kl. 10',
        who: ['far'],
        steps: ['Emil sætter sig i den høje stol', 'Frisøren klipper med saks'],
        hard: 'lyden fra maskinen',
        helps: 'at holde far i hånden',
      };
      expect(story.facts).toEqual(cleaned);
      expect(story.description).toBe('Emil skal klippes.');
      // The writer got the facts as a block, with the child's name kept out of it.
      const sent = JSON.stringify(
        fake
          .storyCalls()
          .slice(before)
          .map((c) => c.body),
      );
      expect(sent).toContain('Fakta fra forælderen');
      expect(sent).toContain('sætter sig i den høje stol');
      expect(sent).toContain('hos frisøren på Torvet');
      expect(sent).not.toMatch(/Emil/);

      const count = await storyCount(a, client.userId);
      const tooMany = await client.post('/api/stories', {
        characterId,
        title: 'x',
        description: 'y',
        facts: { steps: Array.from({ length: 13 }, (_, i) => `Trin ${i}`) },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.message).toBe('Højst 12 trin');
      const notAList = await client.post('/api/stories/generate', { characterId, title: 'x', description: 'y', facts: { who: 'mor' } });
      expect(notAList.status).toBe(400);
      expect(notAList.body.error.message).toBe('Svarene på spørgsmålene kunne ikke læses');
      const tooLong = await client.post('/api/stories/generate', {
        characterId,
        title: 'x',
        description: 'y',
        facts: { where: 'x'.repeat(201) },
      });
      expect(tooLong.body.error.message).toBe('Svaret må højst være 200 tegn');
      expect(await storyCount(a, client.userId)).toBe(count);
    });

    it('validates input in Danish and keeps other users out', async () => {
      const a = app();
      const client = await signedInClient(a);
      const other = await signedInClient(a);
      const characterId = await character(client);
      const noTitle = await client.post('/api/stories/generate', { characterId, title: ' ', description: 'x' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.error.message).toBe('Indtast venligst en titel');
      const noDescription = await client.post('/api/stories/generate', { characterId, title: 'x', description: '' });
      expect(noDescription.body.error.message).toBe('Indtast venligst en beskrivelse af historien');
      const foreignCharacter = await other.post('/api/stories/generate', { characterId, title: 'x', description: 'y' });
      expect(foreignCharacter.status).toBe(404);
      expect(foreignCharacter.body.error.message).toBe('Ingen avatar valgt. Vælg venligst en avatar først.');

      const { id } = await createdStory(client, { characterId, title: 'Min', description: 'Historie' });
      const jobId = (await client.post('/api/stories/generate', { characterId, title: 'x', description: 'y' })).body.jobId;
      expect((await other.get(`/api/jobs/${jobId}`)).status).toBe(404);
      expect((await other.get(`/api/stories/${id}`)).status).toBe(404);
      expect((await other.patch(`/api/stories/${id}`, { title: 'Stjålet' })).status).toBe(404);
      expect((await other.request('DELETE', `/api/stories/${id}`)).status).toBe(404);
      expect((await other.post(`/api/stories/${id}/images/1`, { prompt: 'en hund' })).status).toBe(404);
      expect((await other.get(`/api/stories/${id}/pdf`)).status).toBe(404);
      expect((await client.get('/api/stories/not-a-uuid')).status).toBe(404);
      expect((await a.client().get(`/api/stories/${id}`)).status).toBe(401);
      await finishedJob(client, jobId);
    });

    it('lists newest first with paging, edits with the scene-count rule, regenerates one picture, makes a PDF and deletes with files', async () => {
      const a = app();
      const client = await signedInClient(a);
      const characterId = await character(client);
      const ids: string[] = [];
      for (const title of ['Første', 'Anden', 'Tredje']) {
        ids.push((await createdStory(client, { characterId, title, description: 'En dag.' })).id);
        await sleep(5);
      }
      const page1 = await client.get('/api/stories?page=1&limit=2');
      expect(page1.body.total).toBe(3);
      expect(page1.body.stories.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
      const page2 = await client.get('/api/stories?page=2&limit=2');
      expect(page2.body.stories.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
      expect((await client.get('/api/stories?page=0')).status).toBe(400);

      const id = ids[0];
      const story = (await client.get(`/api/stories/${id}`)).body;
      const fewer = story.content.replace(/\[Billede 4\][\s\S]*$/, '');
      const refused = await client.patch(`/api/stories/${id}`, { content: fewer });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'Teksten skal have præcis 4 sider, én efter hver [Billede]-linje. Tilføj og fjern sider i visningen Side for side.',
      );
      const edited = await client.patch(`/api/stories/${id}`, { title: 'Ny titel', content: story.content.replace('scene 2', 'scene to') });
      expect(edited.status).toBe(200);
      expect(edited.body.title).toBe('Ny titel');
      expect(edited.body.content).toContain('scene to');

      // Historietjek of the saved text, in the list and the story: an edit that breaks a hard rule turns it red.
      const checkOf = async () => {
        const listed = (await client.get('/api/stories?page=1&limit=10')).body.stories.find((s: { id: string }) => s.id === id);
        const opened = (await client.get(`/api/stories/${id}`)).body;
        expect(listed.check).toEqual(opened.check);
        return opened.check as { light: string; score: number };
      };
      const before = await checkOf();
      expect(before).toEqual({ light: expect.stringMatching(/^(grøn|gul)$/), score: expect.any(Number) });
      const bossy = story.content.replace(
        '[Billede 2]',
        '[Billede 2]\nDu skal altid sidde stille. Du må aldrig råbe. Alle skal altid vente.',
      );
      expect((await client.patch(`/api/stories/${id}`, { content: bossy })).status).toBe(200);
      const after1 = await checkOf();
      expect(after1.light).toBe('rød');
      expect(after1.score).toBeLessThan(before.score);
      expect((await client.patch(`/api/stories/${id}`, { content: edited.body.content })).status).toBe(200);

      const regen = await client.post(`/api/stories/${id}/images/2`, { prompt: 'Emil på legepladsen' });
      expect(regen.status).toBe(202);
      expect((await finishedJob(client, regen.body.jobId)).status).toBe('succeeded');
      const after = (await client.get(`/api/stories/${id}`)).body;
      expect(after.images.map((p: { missing: boolean }) => p.missing)).toEqual([true, true, false, true, true]);
      expect((await client.post(`/api/stories/${id}/images/9`, { prompt: 'x' })).status).toBe(404);
      expect((await client.post(`/api/stories/${id}/images/1`, { prompt: ' ' })).status).toBe(400);

      const pdf = await fetch(`${a.url}/api/stories/${id}/pdf`, { headers: { cookie: client.cookieHeader } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(5);

      const dir = path.join(a.dataDir, 'files', 'users', client.userId, 'stories', id);
      expect(readdirSync(dir).length).toBeGreaterThan(0);
      const del = await client.request('DELETE', `/api/stories/${id}`);
      expect(del.status).toBe(204);
      expect(existsSync(dir)).toBe(false);
      expect((await client.get(`/api/stories/${id}`)).status).toBe(404);
      expect((await client.get('/api/stories')).body.total).toBe(2);
    });
  },
  { env: { ...fakeOpenAiEnv(fake), JOB_LEASE_SECONDS: '2' } },
);
