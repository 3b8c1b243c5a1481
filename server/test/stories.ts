/** What the story tests ask of the app besides the request under test: a job's end, the user's quota. */
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

/** The stories the user has used of their quota (profiles.story_count). */
export async function storyCount(app: TestApp, userId: string) {
  const row = await app.db.selectFrom('profiles').select('story_count').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.story_count);
}
