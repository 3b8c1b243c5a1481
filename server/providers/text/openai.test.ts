import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toAppError } from '../../http/errors';
import { ProviderError } from '../errors';
import { openAiTextProvider, storySystemPrompt } from './openai';
import { NAME_PLACEHOLDER, type StoryTextInput } from './port';

/** A loopback server that speaks Chat Completions; each test queues its answers. */
let server: Server;
let base: string;
let received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let answers: ((body: Record<string, unknown>) => { status: number; json: unknown })[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const answer = answers.shift()?.(body) ?? { status: 500, json: { error: { message: 'no answer queued' } } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  received = [];
  answers = [];
});

const input: StoryTextInput = {
  title: 'Emil skal til tandlæge',
  description: 'Emil skal have kigget på sine tænder. Emil er lidt bange for lyden.',
  character: { name: 'Emil', gender: 'dreng', age: 6, traits: ['glad for dinosaurer'], companion: 'bamsen Bjørn' },
  sceneCount: 4,
};

const chatAnswer = (content: string) => () => ({ status: 200, json: { choices: [{ message: { role: 'assistant', content } }] } });
const provider = () => openAiTextProvider({ apiKey: 'sk-test', baseUrl: base, model: 'test-model' });

describe('OpenAI-compatible text provider', () => {
  it('asks for a Danish social story with the model, temperature and no child name', async () => {
    const story = `TITLE: Et besøg hos tandlægen\n[Billede 1]\n${NAME_PLACEHOLDER} skal til tandlægen.\n[Billede 2]\n${NAME_PLACEHOLDER}s mor går med.\n[Billede 3]\nTandlægen tæller tænder.\n[Billede 4]\nDet gik godt.`;
    answers.push(chatAnswer(story));
    const result = await provider().writeStory(input);

    expect(received).toHaveLength(1);
    const { path, auth, body } = received[0];
    expect(path).toBe('/v1/chat/completions');
    expect(auth).toBe('Bearer sk-test');
    expect(body.model).toBe('test-model');
    expect(body.temperature).toBe(0.7);
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: 'system', content: storySystemPrompt(4, 6) });
    expect(messages[0].content).toContain('præcis 4 scener');
    expect(messages[0].content).toContain('TITLE:');
    expect(messages[0].content).toContain('[Billede i]');
    expect(JSON.stringify(body)).not.toContain('Emil');
    expect(messages[1].content).toContain(NAME_PLACEHOLDER);

    expect(result.title).toBe('Et besøg hos tandlægen');
    expect(result.content).toContain('Emil skal til tandlægen.');
    expect(result.content).toContain('Emils mor går med.');
    expect(result.content).not.toContain(NAME_PLACEHOLDER);
  });

  it('asks for a group story told about the children, for the youngest, without the group\'s or the children\'s names', async () => {
    const group: StoryTextInput = {
      title: 'Sommerfuglene skal i skoven',
      description: 'Vi tager bussen. Alma og Noah glæder sig, og Almas mor går med.',
      group: { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5, memberNames: ['Alma', 'Noah'] },
      sceneCount: 4,
    };
    answers.push(chatAnswer(`TITLE: ${NAME_PLACEHOLDER} i skoven\n[Billede 1]\n${NAME_PLACEHOLDER} skal i skoven.\n[Billede 2]\nBørnene går.\n[Billede 3]\nDe ser træer.\n[Billede 4]\n${NAME_PLACEHOLDER}s tur er slut.`));
    const result = await provider().writeStory(group);
    const messages = received[0].body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: 'system', content: storySystemPrompt(4, 3, group.group) });
    expect(messages[0].content).toContain('til en hel gruppe børn på 3-5 år');
    expect(messages[0].content).toContain('3-8 ord');
    expect(messages[0].content).toContain('"børnene" (de, dem, deres)');
    expect(messages[0].content).not.toContain('Barnets navn');
    expect(messages[1].content).toBe(`Titel: ${NAME_PLACEHOLDER} skal i skoven\nSituation: Vi tager bussen. et barn og et barn glæder sig, og et barns mor går med.\nGruppen: ${NAME_PLACEHOLDER}, børn på 3-5 år.`);
    for (const name of ['Sommerfuglene', 'Alma', 'Noah']) expect(JSON.stringify(received[0].body)).not.toContain(name);
    expect(result.title).toBe('Sommerfuglene i skoven');
    expect(result.content).toContain('Sommerfuglenes tur er slut.');

    answers.push(chatAnswer('The children walk in the forest.'));
    answers.push(() => ({ status: 500, json: {} }));
    const [english, danish] = await provider().describeScenes(['Sommerfuglene går i skoven.', 'Alma og Sommerfuglene går hjem.'], group);
    expect((received[1].body.messages as { content: string }[])[0].content).toContain('say "the children"');
    expect(english).toBe('The children walk in the forest.');
    expect(danish).toBe('et barn og børnene går hjem.');
  });

  it('maps 429 to the Danish rate-limit message', async () => {
    answers.push(() => ({ status: 429, json: { error: { message: 'slow down' } } }));
    const thrown = await provider().writeStory(input).catch((e) => e);
    expect(thrown).toBeInstanceOf(ProviderError);
    const err = toAppError(thrown)!;
    expect(err.code).toBe('RATE_LIMIT');
    expect(err.message).toBe('Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.');
  });

  it('treats a malformed answer as no story', async () => {
    answers.push(() => ({ status: 200, json: { choices: [] } }));
    const err = toAppError(await provider().writeStory(input).catch((e) => e))!;
    expect(err.code).toBe('INVALID_RESPONSE');
    expect(err.message).toBe('Ingen historie genereret');
  });

  it('maps a content-policy refusal', async () => {
    answers.push(() => ({ status: 400, json: { error: { code: 'content_policy_violation' } } }));
    const err = toAppError(await provider().writeStory(input).catch((e) => e))!;
    expect(err.code).toBe('CONTENT_FILTERED');
  });

  it('translates scenes at temperature 0.3 and falls back to the Danish text on failure', async () => {
    answers.push(chatAnswer('A child sits in a dentist chair.'));
    answers.push(() => ({ status: 500, json: {} }));
    const [first, second] = await provider().describeScenes(['Emil sidder i stolen.', 'Emil går hjem.'], input);
    expect(received.map((r) => r.body.temperature)).toEqual([0.3, 0.3]);
    expect(JSON.stringify(received.map((r) => r.body))).not.toContain('Emil');
    expect(first).toBe('A child sits in a dentist chair.');
    expect(second).toBe('barnet går hjem.');
  });

  it("translates a card's description for the image model, and keeps the Danish text when that fails", async () => {
    answers.push(chatAnswer(' A sleeping cat in a basket. '));
    answers.push(() => ({ status: 503, json: {} }));
    expect(await provider().translateForPicture!('En kat der sover i en kurv', [])).toBe('A sleeping cat in a basket.');
    expect(await provider().translateForPicture!('En hund med en bold', [])).toBe('En hund med en bold');
    expect(received.map((r) => r.body.temperature)).toEqual([0.3, 0.3]);
    expect(JSON.stringify(received[0].body.messages)).toContain('En kat der sover i en kurv');
  });

  describe("keeps the child's name out of every message, whichever field it was typed into", () => {
    const sofie: StoryTextInput = {
      title: 'Sofie-Marie skal til tandlæge',
      description: 'sofie-marie er bange for lyden. Familien Hansen går med, og Sofie får en klistermærke.',
      character: { name: 'Sofie-Marie Hansen', gender: 'pige', age: 6, traits: ['Sofie-Marie elsker heste', 'bliver glad når nogen synger for Sofie-Marie'], companion: 'Sofie-Maries bamse' },
      sceneCount: 4,
    };
    const sent = () => JSON.stringify(received.map((r) => r.body));
    const story = `TITLE: ${NAME_PLACEHOLDER} hos tandlægen\n[Billede 1]\n${NAME_PLACEHOLDER} går ind.\n[Billede 2]\nHun sidder.\n[Billede 3]\nHun åbner munden.\n[Billede 4]\n${NAME_PLACEHOLDER}s bamse venter.`;

    it('writes and revises the story without the name in the title, description, traits or companion, and swaps it back', async () => {
      answers.push(chatAnswer(story), chatAnswer(story));
      const written = await provider().writeStory(sofie);
      const user = (received[0].body.messages as { content: string }[])[1].content;
      expect(user).toContain(`Træk: ${NAME_PLACEHOLDER} elsker heste, bliver glad når nogen synger for ${NAME_PLACEHOLDER}`);
      expect(user).toContain(`Har med sig: ${NAME_PLACEHOLDER}s bamse`);
      expect(user).toContain(`Situation: ${NAME_PLACEHOLDER} er bange for lyden. Familien ${NAME_PLACEHOLDER} går med, og ${NAME_PLACEHOLDER} får en klistermærke.`);
      expect(written.content).toContain('Sofie-Marie Hansens bamse venter.');

      // The revision sends the story back with the name in it, and hints that name her.
      await provider().reviseStory!(sofie, written, 'Skriv mindre om Sofie-Maries frygt.');
      expect(sent()).not.toMatch(/sofie|marie|hansen/i);
      const revision = received[1].body.messages as { role: string; content: string }[];
      expect(revision[2]).toMatchObject({ role: 'assistant', content: expect.stringContaining(`${NAME_PLACEHOLDER}s bamse venter.`) });
      expect(revision[3].content).toBe(`Skriv mindre om ${NAME_PLACEHOLDER}s frygt.`);
    });

    it('describes scenes without the name, also when the name was written in NFD and the text in NFC', async () => {
      const zoe: StoryTextInput = { ...input, character: { ...input.character, name: 'Zoe\u0308', traits: ['Zoës yndlingsfarve er gul'], companion: null } };
      answers.push(chatAnswer(story));
      await provider().writeStory(zoe);
      answers.push(chatAnswer('A child sits in a dentist chair.'), () => ({ status: 500, json: {} }));
      const [, fallback] = await provider().describeScenes(['Zoë sidder i stolen.', 'Zoës mor venter.'], zoe);
      expect(sent().normalize('NFC')).not.toMatch(/zoë/i);
      expect(fallback).toBe('barnets mor venter.');
    });

    it("translates a card's description without the names of the user's children", async () => {
      answers.push(chatAnswer('A child with a dog.'), () => ({ status: 503, json: {} }));
      const names = [{ name: 'Sofie-Marie Hansen', replacement: 'et barn' }, { name: 'Noah', replacement: 'et barn' }];
      expect(await provider().translateForPicture!('Sofie-Marie og Noahs hund', names)).toBe('A child with a dog.');
      expect(JSON.stringify(received[0].body.messages)).toContain('et barn og et barns hund');
      // When translating fails the Danish text is answered as it is: the image provider removes the names on its way out.
      expect(await provider().translateForPicture!('Sofie leger', names)).toBe('Sofie leger');
      expect(sent()).not.toMatch(/sofie|noah/i);
    });
  });
});
