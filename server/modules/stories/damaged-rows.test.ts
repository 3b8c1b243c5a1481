import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, expect, it, vi } from 'vitest';
import type { StoryDetail, StorySummary } from '../../../shared/api-types';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { UNKNOWN_CHILD } from '../../../shared/story-snapshot';
import { planOfContent } from '../../db/story-plan-column';
import { logger } from '../../logger';
import { describeEachDialect } from '../../test/dialects';
import { signedInClient, type TestApp } from '../../test/harness';
import { storiesRepository } from './repository';

/**
 * A story row whose JSON columns fail their schemas (docs/0019-rows-as-domain-types.md): the
 * repository hands it on with what stands in, logs where, and the user's list, the story, its link
 * and the export still answer.
 */
const CONTENT =
  'TITLE: Emil tager bussen\n[Billede 1]\nEmil venter ved stoppestedet.\n[Billede 2]\nBussen kommer.\n[Billede 3]\nEmil sætter sig.';
const PAGES = 3;

async function insertStory(
  a: TestApp,
  client: { userId: string },
  columns: { images: string; character: string; facts: string; plan: string },
  createdAt: string,
) {
  const id = randomUUID();
  await a.db
    .insertInto('stories')
    .values({
      id,
      user_id: client.userId,
      title: 'Emil tager bussen',
      content: CONTENT,
      story_type: 'individual',
      description: 'Emil skal med bussen.',
      check_light: 'grøn',
      check_score: 100,
      check_version: 1_000_000,
      created_at: createdAt,
      updated_at: createdAt,
      ...columns,
    })
    .execute();
  return id;
}

afterEach(() => vi.restoreAllMocks());

describeEachDialect('a story row with damaged JSON columns', (app) => {
  it('lists and opens with what stands in, logged by row and column; a link and the export still answer; an edit writes readable pictures again', async () => {
    const a = app();
    const client = await signedInClient(a);
    const plan = JSON.stringify(planOfContent(CONTENT, 'Emil tager bussen'));
    const sound = await insertStory(
      a,
      client,
      {
        images: JSON.stringify(Array(PAGES + 1).fill(PLACEHOLDER_IMAGE)),
        character: JSON.stringify({ name: 'Ida', age: 5, gender: 'pige' }),
        facts: '{}',
        plan,
      },
      '2025-01-01T00:00:00.000Z',
    );
    const damaged = await insertStory(
      a,
      client,
      { images: '{"cover":', character: '{"name":7,"age":6,"gender":"dreng"}', facts: '[1]', plan: 'x' },
      '2025-01-02T00:00:00.000Z',
    );
    const warnings: Record<string, unknown>[] = [];
    vi.spyOn(logger, 'warn').mockImplementation((fields) => {
      if (typeof fields === 'object') warnings.push(fields);
    });

    // The repository: a valid row as it is, the damaged one with its fallbacks.
    const { rows, total } = await storiesRepository(a.db, a.dialect).page(client.userId, 0, 10);
    expect(total).toBe(2);
    expect(rows.map((r) => r.id)).toEqual([damaged, sound]);
    expect(rows[0]).toMatchObject({
      images: Array(PAGES + 1).fill(PLACEHOLDER_IMAGE),
      character: { ...UNKNOWN_CHILD, age: 6, gender: 'dreng' },
      facts: {},
    });
    expect(rows[0].plan.pages).toHaveLength(PAGES);
    expect(rows[1].character).toMatchObject({ name: 'Ida', age: 5, gender: 'pige' });
    const where = (w: Record<string, unknown>) => `${String(w.table)}.${String(w.column)} ${String(w.id)}`;
    expect(
      warnings
        .filter((w) => w.table)
        .map(where)
        .sort(),
    ).toEqual([`stories.character ${damaged}`, `stories.facts ${damaged}`, `stories.images ${damaged}`]);
    expect(warnings.find((w) => w.column === 'character')?.problems).toEqual([expect.stringMatching(/^name: /)]);

    // Over the API: the list, the story, the counts, the check and the PDF.
    const list = await client.get('/api/stories');
    expect(list.status, list.text).toBe(200);
    expect(list.body.stories.map((s: StorySummary) => [s.id, s.characterName, s.imageCount, s.missingImages])).toEqual([
      [damaged, '', PAGES + 1, PAGES + 1],
      [sound, 'Ida', PAGES + 1, PAGES + 1],
    ]);
    const story = await client.get(`/api/stories/${damaged}`);
    expect(story.status, story.text).toBe(200);
    expect((story.body as StoryDetail).images.every((p) => p.missing)).toBe(true);
    expect((await client.get('/api/stories/stats')).body).toMatchObject({ totalStories: 2, storiesInProgress: 2 });
    expect((await client.get(`/api/stories/${damaged}/check`)).status).toBe(200);
    expect((await client.get(`/api/stories/${damaged}/pdf`)).status).toBe(200);

    // A link to it opens, and the export hands it over.
    const share = await client.post('/api/shares', { storyId: damaged, name: 'Mormor', expiresIn: 'week' });
    expect(share.status, share.text).toBe(201);
    const shared = await a.client().get(new URL(share.body.url).pathname.replace('/del/', '/api/shared/'));
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.character).toEqual({ name: '', age: 6, gender: 'dreng' });
    const exported = await fetch(`${a.url}/api/me/export`, { headers: { cookie: client.cookieHeader } });
    expect(exported.status).toBe(200);
    const stories = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['stories.json']));
    expect(stories.find((s: { id: string }) => s.id === damaged)).toMatchObject({
      images: Array(PAGES + 1).fill(null),
      character: { name: '', age: 6 },
    });

    // The page editor saves it: its pictures and plan are written as valid columns again.
    const pages = [1, 2, 3].map((image) => ({ text: `Side ${image}.`, image }));
    const edited = await client.patch(`/api/stories/${damaged}`, { pages });
    expect(edited.status, edited.text).toBe(200);
    const row = await a.db.selectFrom('stories').select(['images', 'plan']).where('id', '=', damaged).executeTakeFirstOrThrow();
    expect(JSON.parse(row.images)).toEqual(Array(PAGES + 1).fill(PLACEHOLDER_IMAGE));
    expect(JSON.parse(row.plan!).pages).toHaveLength(PAGES);
  });
});
