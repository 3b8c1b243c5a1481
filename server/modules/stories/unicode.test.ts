import { beforeAll, expect, it } from 'vitest';
import type { StoryDetail } from '../../../shared/api-types';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient } from '../../test/harness';
import { createdStory } from '../../test/stories';
import { pdfText } from './pdf';

/** An emoji and letters beyond ASCII in a title, a description and a name: stored as written, read back as written. */
const TITLE = 'Tandlæge 🦷 og Zoë';
const NAME = 'Zoë 🌟';
const DESCRIPTION = 'Zoë skal til tandlæge 🦷 og have kigget på tænderne. Ørkesløst? Nej! Åbn munden 😮.';

const look = { gender: 'pige', age: 6, hairColor: 'brun', eyeColor: 'blå', skinColor: 'lys', outfit: 'grøn trøje' };

async function story(client: Client): Promise<StoryDetail> {
  const character = await createCharacter(client, look, { name: NAME, characteristics: ['glad for 🐱'] });
  expect(character.name).toBe(NAME);
  return createdStory(client, { characterId: character.id, title: TITLE, description: DESCRIPTION });
}

describeEachDialect('Unicode in what a user types (emoji, æøå, ë)', (app) => {
  beforeAll(() => app().services.runner.start());

  it('stores «Tandlæge 🦷 og Zoë» and reads it back the same in the story, the list and the character', async () => {
    const client = await signedInClient(app());
    const created = await story(client);
    expect(created.title).toBe(TITLE);
    expect(created.description).toBe(DESCRIPTION);
    expect(created.characterName).toBe(NAME);

    const read = await client.get(`/api/stories/${created.id}`);
    expect(read.body).toMatchObject({ title: TITLE, description: DESCRIPTION, characterName: NAME });
    const list = await client.get('/api/stories');
    expect(list.body.stories[0]).toMatchObject({ id: created.id, title: TITLE, characterName: NAME });
    // No half of an emoji anywhere: a lone surrogate would show as a broken character.
    expect(list.text).not.toMatch(/\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
    const [character] = (await client.get('/api/characters')).body;
    expect(character.name).toBe(NAME);
    expect(character.characteristics).toEqual(['glad for 🐱']);

    const renamed = await client.patch(`/api/stories/${created.id}`, { title: `${TITLE} 🪥` });
    expect(renamed.status).toBe(200);
    expect((await client.get(`/api/stories/${created.id}`)).body.title).toBe(`${TITLE} 🪥`);
  });

  it('makes a valid PDF of it: the title whole in its metadata, and no wrong letters on the page', async () => {
    const client = await signedInClient(app());
    const created = await story(client);
    const res = await fetch(`${app().url}/api/stories/${created.id}/pdf`, {
      headers: { cookie: client.cookieHeader, 'x-forwarded-for': client.ip },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(TITLE)}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // The document title is UTF-16 in the metadata, with the emoji.
    const utf16 = Buffer.from(`\ufeff${TITLE}`, 'utf16le').swap16();
    expect(pdf.includes(Buffer.concat([Buffer.from('('), utf16, Buffer.from(')')]))).toBe(true);
  });

  it('leaves out of the PDF page only what its font cannot draw', () => {
    expect(pdfText(TITLE)).toBe('Tandlæge og Zoë');
    expect(pdfText('Åbn munden 😮. Så “godt” – 5 €')).toBe('Åbn munden. Så “godt” – 5 €');
    expect(pdfText('Linje 1\nLinje 2 🦷')).toBe('Linje 1\nLinje 2');
  });
});
