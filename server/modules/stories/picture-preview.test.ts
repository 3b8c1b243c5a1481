import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoryDetail } from '../../../shared/api-types';
import { pageText } from '../../../shared/story-plan';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient } from '../../test/harness';
import { createdStory } from '../../test/stories';

/**
 * «Rediger billede» says what it will draw before it draws (issue 29): POST
 * /api/stories/:id/images/:index/preview reads the parent's words over the page's scene and answers
 * «Tegnes: …», for the owner only, asking no provider.
 */
const form = {
  name: 'Oliver',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: [],
  companion: 'bamse',
};

async function dentistStory(client: Client): Promise<StoryDetail> {
  const characterId = (await createCharacter(client, form)).id;
  return createdStory(client, {
    characterId,
    title: 'Oliver skal til tandlæge',
    description: 'Oliver skal til tandlæge på tirsdag.',
    facts: { who: ['mor'], steps: ['Vi sidder i venteværelset', 'Oliver er hos tandlægen'] },
  });
}

describeEachDialect('«Rediger billede»: what will be drawn, before it is drawn', (app) => {
  beforeAll(() => app().services.runner.start());
  afterAll(() => app().services.runner.stop());

  it('says the page as it will be drawn, and the drawing the words ask for', async () => {
    const client = await signedInClient(app());
    const story = await dentistStory(client);
    const at = (words: string) => story.plan.pages.findIndex((p) => pageText(p).includes(words)) + 1;
    const preview = (index: number, prompt: string) => client.post(`/api/stories/${story.id}/images/${index}/preview`, { prompt });

    const waiting = await preview(at('venteværelset'), 'Oliver læser en bog');
    expect(waiting.status, waiting.text).toBe(200);
    // «Vi sidder i venteværelset» was told as Oliver and mor: she is on the page.
    expect(waiting.body).toEqual({ drawn: 'Tegnes: Oliver sidder i venteværelset med en bog, mor sidder ved siden af' });

    const plain = await preview(at('er hos tandlægen'), 'Oliver smiler');
    const asked = await preview(at('er hos tandlægen'), 'ligger i stolen med bamsen i hånden, mor sidder ved siden af');
    expect(plain.body.drawn).toBe('Tegnes: Oliver står hos tandlægen');
    expect(asked.body.drawn).toBe(
      'Tegnes: Oliver ligger tilbage i tandlægestolen med åben mund og har bamsen med, mor sidder ved siden af',
    );
    const hello = await preview(at('er hos tandlægen'), 'Oliver vinker farvel til tandlægen');
    expect(hello.body.drawn).toBe('Tegnes: Oliver vinker farvel til tandlægen');
  });

  it("answers 404 for another user's story or a picture it does not have, and 400 in Danish for no words", async () => {
    const a = app();
    const client = await signedInClient(a);
    const other = await signedInClient(a);
    const story = await dentistStory(client);
    expect((await other.post(`/api/stories/${story.id}/images/1/preview`, { prompt: 'Oliver smiler' })).status).toBe(404);
    expect((await client.post(`/api/stories/${story.id}/images/99/preview`, { prompt: 'Oliver smiler' })).status).toBe(404);
    const empty = await client.post(`/api/stories/${story.id}/images/1/preview`, { prompt: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Beskriv venligst det nye billede');
    expect((await a.client().post(`/api/stories/${story.id}/images/1/preview`, { prompt: 'Oliver smiler' })).status).toBe(401);
  });
});
