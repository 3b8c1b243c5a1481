import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, danishToday } from '../../../shared/event-date';
import { readingMessages } from '../../../shared/messages.da';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient } from '../../test/harness';
import { createdStory } from '../../test/stories';

/**
 * 'Read before the event' (issue 19, part 3): a story's event date, 'Læs i dag' and the reading
 * log, over real HTTP with the offline providers.
 */
const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: [],
};

async function textFirstStory(client: Client, extra: Record<string, unknown> = {}) {
  const characterId = (await createCharacter(client, form)).id;
  return createdStory(client, { characterId, title: 'Emil hos tandlægen', description: 'Emil skal til tandlæge. Mor går med.', ...extra });
}

describeEachDialect('read before the event: event date, Læs i dag and the reading log', (app) => {
  beforeAll(() => app().services.runner.start());
  afterAll(() => app().services.runner.stop());

  it('keeps the event date given on creation, changes and clears it in the editor, and refuses a day that does not exist', async () => {
    const client = await signedInClient(app());
    const story = await textFirstStory(client, { eventDate: '2026-12-24' });
    expect(story.eventDate).toBe('2026-12-24');
    expect((await client.get(`/api/stories/${story.id}`)).body.eventDate).toBe('2026-12-24');

    const moved = await client.patch(`/api/stories/${story.id}`, { eventDate: '2027-01-05' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.eventDate).toBe('2027-01-05');
    expect((await client.get('/api/stories')).body.stories[0].eventDate).toBe('2027-01-05');

    for (const bad of ['2026-02-30', '24-12-2026', 'i morgen', 20261224]) {
      const res = await client.patch(`/api/stories/${story.id}`, { eventDate: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.message).toBe(readingMessages.eventDateInvalid);
    }
    const badCreate = await client.post('/api/stories', {
      characterId: (await createCharacter(client, form)).id,
      title: 'X',
      description: 'Y',
      eventDate: '2026-13-01',
    });
    expect(badCreate.status).toBe(400);
    expect(badCreate.body.error.message).toBe(readingMessages.eventDateInvalid);

    const cleared = await client.patch(`/api/stories/${story.id}`, { eventDate: null });
    expect(cleared.body.eventDate).toBeNull();
    expect((await client.get(`/api/stories/${story.id}`)).body.eventDate).toBeNull();
    // A story without a date stays without one.
    expect((await textFirstStory(client)).eventDate).toBeNull();
  });

  it("lists in 'Læs i dag' the stories whose event is today to 6 days ahead, soonest first, with the days left", async () => {
    const client = await signedInClient(app());
    const today = danishToday();
    const inTwo = await textFirstStory(client, { eventDate: addDays(today, 2), title: 'Om to dage' });
    const todays = await textFirstStory(client, { eventDate: today, title: 'I dag' });
    await textFirstStory(client, { eventDate: addDays(today, 7), title: 'Om en uge' });
    await textFirstStory(client, { eventDate: addDays(today, 10), title: 'Om ti dage' });
    await textFirstStory(client, { eventDate: addDays(today, -1), title: 'I går' });

    const res = await client.get('/api/stories/upcoming');
    expect(res.status).toBe(200);
    expect(res.body.today).toBe(today);
    expect(res.body.stories.map((s: { id: string; daysUntil: number }) => [s.id, s.daysUntil])).toEqual([
      [todays.id, 0],
      [inTwo.id, 2],
    ]);
    // Only the user's own.
    expect((await (await signedInClient(app())).get('/api/stories/upcoming')).body.stories).toEqual([]);
  });

  it('counts each reading to the end, keeps the last time and once read aloud stays read aloud; another user gets 404', async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await textFirstStory(client);
    expect((await client.get(`/api/stories/${story.id}`)).body.reading).toEqual({ count: 0, lastReadAt: null, readAloud: false });

    const first = await client.post(`/api/stories/${story.id}/readings`, { readAloud: false });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ count: 1, readAloud: false });
    expect(Date.now() - Date.parse(first.body.lastReadAt)).toBeLessThan(60_000);
    expect((await client.post(`/api/stories/${story.id}/readings`, { readAloud: true })).body).toMatchObject({ count: 2, readAloud: true });
    expect((await client.post(`/api/stories/${story.id}/readings`, {})).body).toMatchObject({ count: 3, readAloud: true });
    expect((await client.get('/api/stories')).body.stories[0].reading).toMatchObject({ count: 3, readAloud: true });

    const other = await signedInClient(a);
    const theirs = await other.post(`/api/stories/${story.id}/readings`, { readAloud: true });
    expect(theirs.status).toBe(404);
    expect((await other.patch(`/api/stories/${story.id}`, { eventDate: '2026-12-24' })).status).toBe(404);
    expect((await client.get(`/api/stories/${story.id}`)).body.reading.count).toBe(3);
    expect((await a.client().post(`/api/stories/${story.id}/readings`, {})).status).toBe(401);
    expect((await client.post(`/api/stories/${story.id}/readings`, { readAloud: 'ja' })).status).toBe(400);
  });

  it('hands the event date and the reading log over in the data export', async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await textFirstStory(client, { eventDate: '2026-12-24' });
    await client.post(`/api/stories/${story.id}/readings`, { readAloud: true });
    const res = await fetch(`${a.url}/api/me/export`, { headers: { cookie: client.cookieHeader } });
    expect(res.status).toBe(200);
    const [exported] = JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['stories.json']));
    expect(exported).toMatchObject({ id: story.id, eventDate: '2026-12-24', reading: { count: 1, readAloud: true } });
    expect(typeof exported.reading.lastReadAt).toBe('string');
  });
});
