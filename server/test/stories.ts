/**
 * What the story tests ask of the app besides the request under test: a job's end, a story written
 * by the text-first flow, the user's quota. No vitest imports, so bench/ can use it too.
 */
import type { StoryDetail } from '../../shared/api-types';
import type { JobView } from '../../shared/events';
import type { Client, TestApp } from './harness';

/** Polls GET /api/jobs/:id until the job has succeeded or failed; throws when it has not within `timeoutMs`. */
export async function finishedJob(client: Client, id: string, timeoutMs = 30_000): Promise<JobView> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/jobs/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/jobs/${id} answered ${res.status}: ${res.text}`);
    if (res.body.status === 'succeeded' || res.body.status === 'failed') return res.body;
    if (Date.now() > end) throw new Error(`job ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A story made by the text-first flow, as GET /api/stories/:id answers it: POST /api/stories answers
 * 202 with the job (whose id is the story's), followed to its end. Throws with the status and body
 * when a step does not answer as it should, or with the job's error when it failed.
 */
export async function createdStory(client: Client, body: object, timeoutMs?: number): Promise<StoryDetail> {
  const res = await client.post('/api/stories', body);
  if (res.status !== 202) throw new Error(`POST /api/stories answered ${res.status}: ${res.text}`);
  const job = await finishedJob(client, res.body.jobId, timeoutMs);
  if (job.status !== 'succeeded' || !job.result?.storyId)
    throw new Error(`story job ${job.id} ${job.status}: ${JSON.stringify(job.error)}`);
  const story = await client.get(`/api/stories/${job.result.storyId}`);
  if (story.status !== 200) throw new Error(`GET /api/stories/${job.result.storyId} answered ${story.status}: ${story.text}`);
  return story.body;
}

/** The stories the user has used of their quota (profiles.story_count). */
export async function storyCount(app: TestApp, userId: string) {
  const row = await app.db.selectFrom('profiles').select('story_count').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.story_count);
}
