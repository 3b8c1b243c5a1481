import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { generationMessages } from '../../../shared/messages.da';
import { limits, MAX_ACTIVE_JOBS_PER_USER } from '../../http/rate-limit';
import { jobsRepository } from '../../jobs/repository';
import { FINISHED_JOB_RETENTION_SECONDS } from '../../jobs/runner';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient, type TestApp } from '../../test/harness';
import { createdStory, finishedJob } from '../../test/stories';

/**
 * What a generation job keeps (the parent's description, the child, the text) and how many a
 * user may have: deleted with the story, pruned when finished, in the export; new scene pictures
 * limited; the queue fair between users. Offline providers throughout.
 */
const form = {
  name: 'Sofie',
  gender: 'pige',
  age: 7,
  hairColor: 'lyst',
  eyeColor: 'grønne',
  skinColor: 'medium',
  outfit: 'gul kjole',
  characteristics: [],
};
const description = 'Sofie skal til tandlægen på tirsdag med sin far.';
/** Four pages: the description's, and one for each step. */
const facts = { steps: ['Sofie og far venter i venteværelset', 'Sofie sidder i den store stol', 'Tandlægen tæller tænderne'] };

async function storyOf(client: Client) {
  const characterId = (await createCharacter(client, form)).id;
  return (await createdStory(client, { characterId, title: 'Sofie hos tandlægen', description, facts })).id;
}

const jobsNaming = (a: TestApp, text: string) =>
  a.db
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where((eb) => eb.or([eb('input', 'like', `%${text}%`), eb('result', 'like', `%${text}%`)]))
    .execute();

describeEachDialect('generation jobs: kept briefly, deleted with their story, limited per user', (app) => {
  it("deletes a story's jobs (the one that wrote it and its new pictures) with the story", async () => {
    const a = app();
    a.services.runner.start();
    try {
      const client = await signedInClient(a);
      const id = await storyOf(client);
      const regen = await client.post(`/api/stories/${id}/images/1`, { prompt: 'Sofie i venteværelset' });
      expect(regen.status, regen.text).toBe(202);
      expect((await finishedJob(client, regen.body.jobId)).status).toBe('succeeded');
      expect((await jobsNaming(a, description)).length).toBe(1);
      expect((await jobsNaming(a, id)).length).toBe(2);

      expect((await client.request('DELETE', `/api/stories/${id}`)).status).toBe(204);
      expect(await jobsNaming(a, description)).toEqual([]);
      expect(await jobsNaming(a, id)).toEqual([]);
      expect((await client.get(`/api/jobs/${regen.body.jobId}`)).status).toBe(404);
    } finally {
      await a.services.runner.stop();
    }
  });

  it(`prunes finished jobs ${FINISHED_JOB_RETENTION_SECONDS / 60} minutes after they ended, keeps unfinished ones, and exports what is kept`, async () => {
    const a = app();
    const client = await signedInClient(a);
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const job = (status: 'queued' | 'succeeded' | 'failed', secondsAgo: number) => ({
      id: randomUUID(),
      user_id: client.userId,
      kind: 'story.generate',
      input: JSON.stringify({ description: `${status} ${secondsAgo}` }),
      state: '{}',
      status,
      progress: status === 'succeeded' ? 100 : 0,
      result: null,
      error: null,
      attempts: 1,
      locked_by: null,
      lease_until: null,
      story_id: null,
      created_at: at(secondsAgo + 60),
      updated_at: at(secondsAgo),
    });
    const rows = [
      job('succeeded', FINISHED_JOB_RETENTION_SECONDS + 60),
      job('failed', FINISHED_JOB_RETENTION_SECONDS + 60),
      job('succeeded', 60),
      job('queued', FINISHED_JOB_RETENTION_SECONDS + 600),
    ];
    await a.db.insertInto('jobs').values(rows).execute();

    // The sweep runs at start and every hour.
    await a.restart();
    const left = (await a.db.selectFrom('jobs').select('id').where('user_id', '=', client.userId).execute()).map((r) => r.id).sort();
    expect(left).toEqual([rows[2].id, rows[3].id].sort());

    // The client's request retries once over the keep-alive connection the restart closed; fetch below would not.
    expect((await client.get('/api/me')).status).toBe(200);
    const res = await fetch(`${a.url}/api/me/export`, { headers: { cookie: client.cookieHeader } });
    const exported = JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['jobs.json']));
    expect(exported.map((j: { id: string }) => j.id).sort()).toEqual(left);
    expect(exported.find((j: { id: string }) => j.id === rows[3].id)).toMatchObject({
      kind: 'story.generate',
      status: 'queued',
      input: { description: 'queued 4200' },
    });
  });

  it(`lets a user have at most ${MAX_ACTIVE_JOBS_PER_USER} unfinished jobs, also when asked all at once`, async () => {
    const a = app();
    // The runner is not started: every job stays queued.
    const client = await signedInClient(a);
    await a.db.updateTable('profiles').set({ role: 'unlimited' }).where('id', '=', client.userId).execute();
    const id = await storyWithoutRunner(a, client);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.post(`/api/stories/${id}/images/${i % 5}`, { prompt: 'Sofie smiler' })),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(MAX_ACTIVE_JOBS_PER_USER);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10 - MAX_ACTIVE_JOBS_PER_USER);
    expect(refused[0].body.error).toEqual({ code: 'TOO_MANY_JOBS', message: generationMessages.tooManyActive(MAX_ACTIVE_JOBS_PER_USER) });
    // A whole story is refused too, and costs no quota.
    const story = await client.post('/api/stories/generate', {
      characterId: (await createCharacter(client, form)).id,
      title: 'Endnu en',
      description,
      facts,
    });
    expect(story.status).toBe(429);
    // Another user is not affected.
    const other = await signedInClient(a);
    const theirs = await storyWithoutRunner(a, other);
    expect((await other.post(`/api/stories/${theirs}/images/1`, { prompt: 'en kat' })).status).toBe(202);
  });

  it(`without Premium, allows ${limits.sceneImagesFreeDaily.max} new scene pictures a day; with it, ${limits.sceneImages.max} an hour`, async () => {
    const a = app();
    const free = await signedInClient(a);
    const id = await storyWithoutRunner(a, free);
    const statuses: number[] = [];
    for (let i = 0; i <= limits.sceneImagesFreeDaily.max; i++) {
      // Keep the queue short, so only the daily limit is at work.
      await a.db.updateTable('jobs').set({ status: 'failed' }).where('user_id', '=', free.userId).execute();
      const res = await free.post(`/api/stories/${id}/images/1`, { prompt: 'Sofie i stolen' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error.message).toBe(generationMessages.tooManySceneImagesFree);
    }
    expect(statuses).toEqual([...Array(limits.sceneImagesFreeDaily.max).fill(202), 429]);

    const paid = await signedInClient(a);
    await a.db.updateTable('profiles').set({ role: 'unlimited' }).where('id', '=', paid.userId).execute();
    const paidStory = await storyWithoutRunner(a, paid);
    const paidStatuses: number[] = [];
    for (let i = 0; i <= limits.sceneImages.max; i++) {
      await a.db.updateTable('jobs').set({ status: 'failed' }).where('user_id', '=', paid.userId).execute();
      const res = await paid.post(`/api/stories/${paidStory}/images/2`, { prompt: 'Sofie i stolen' });
      paidStatuses.push(res.status);
      if (res.status === 429) expect(res.body.error.message).toBe(generationMessages.tooManySceneImages);
    }
    expect(paidStatuses).toEqual([...Array(limits.sceneImages.max).fill(202), 429]);
    // The counters live in the database: they survive a restart.
    await a.restart();
    expect((await paid.post(`/api/stories/${paidStory}/images/2`, { prompt: 'Sofie i stolen' })).status).toBe(429);
  });

  it("claims fairly: one user's backlog does not delay another user's first job", async () => {
    const a = app();
    const repo = jobsRepository(a.db, a.dialect);
    const [busy, calm] = await Promise.all([signedInClient(a), signedInClient(a)]);
    const kind = `test.fair.${randomUUID()}`;
    for (let i = 0; i < 10; i++) await repo.insert(a.db, { id: randomUUID(), userId: busy.userId, kind, input: { n: i } });
    await new Promise((r) => setTimeout(r, 5));
    await repo.insert(a.db, { id: randomUUID(), userId: calm.userId, kind, input: { n: 'first' } });
    const order: string[] = [];
    for (let i = 0; i < 4; i++) order.push((await repo.claim('test-owner', 60_000, [kind]))!.user_id === busy.userId ? 'busy' : 'calm');
    expect(order).toEqual(['busy', 'calm', 'busy', 'busy']);
  });
});

/** A text-first story made by running its job by hand (the runner stays stopped in these tests). */
async function storyWithoutRunner(a: TestApp, client: Client) {
  const characterId = (await createCharacter(client, form)).id;
  const res = await client.post('/api/stories/generate', { characterId, title: 'Sofie hos tandlægen', description, facts });
  expect(res.status, res.text).toBe(202);
  a.services.runner.start();
  try {
    expect((await finishedJob(client, res.body.jobId)).status).toBe('succeeded');
  } finally {
    await a.services.runner.stop();
  }
  return res.body.jobId as string;
}
