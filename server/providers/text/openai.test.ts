import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toAppError } from '../../http/errors';
import { ProviderError } from '../errors';
import { AGE_BANDS, ageBand } from '../../../shared/age-bands';
import type { StoryFacts } from '../../../shared/story-facts';
import { parseStory } from '../../../shared/story-text';
import { planToText, type StoryPlan, storyPlanSchema } from '../../../shared/story-plan';
import { fakePlan, JSON_SCHEMA_REFUSAL, planJson } from '../../test/fake-openai';
import { examplePlan } from './openai-plan';
import { missingFacts, openAiTextProvider, REVISE_TEMPERATURE, storySystemPrompt, WRITE_TEMPERATURE } from './openai';
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
/** A story in the text form answered as a model writing plans answers it (server/test/fake-openai.ts). */
const storyChat = (story: string) => chatAnswer(planJson(fakePlan(story)));
const provider = () => openAiTextProvider({ apiKey: 'sk-test', baseUrl: base, model: 'test-model' });

describe('OpenAI-compatible text provider', () => {
  it('asks for a Danish social story with the model, temperature and no child name', async () => {
    const story = `TITLE: Et besøg hos tandlægen\n[Billede 1]\n${NAME_PLACEHOLDER} skal til tandlægen.\n[Billede 2]\n${NAME_PLACEHOLDER}s mor går med.\n[Billede 3]\nTandlægen tæller tænder.\n[Billede 4]\nDet gik godt.`;
    answers.push(storyChat(story));
    const result = await provider().writeStory(input);

    expect(received).toHaveLength(1);
    const { path, auth, body } = received[0];
    expect(path).toBe('/v1/chat/completions');
    expect(auth).toBe('Bearer sk-test');
    expect(body.model).toBe('test-model');
    expect(body.temperature).toBe(0.4);
    expect(WRITE_TEMPERATURE).toBe(0.4);
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: 'system', content: storySystemPrompt(4, 6) });
    expect(messages[0].content).toContain('præcis 4 scener');
    expect(messages[0].content).toContain('"pages"');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'story_plan', strict: true } });
    expect(JSON.stringify(body)).not.toContain('Emil');
    expect(messages[1].content).toContain(NAME_PLACEHOLDER);

    expect(result.title).toBe('Et besøg hos tandlægen');
    expect(result.content).toContain('Emil skal til tandlægen.');
    expect(result.content).toContain('Emils mor går med.');
    expect(result.content).not.toContain(NAME_PLACEHOLDER);
  });

  it("asks for a group story told about the children, for the youngest, without the group's or the children's names", async () => {
    const group: StoryTextInput = {
      title: 'Sommerfuglene skal i skoven',
      description: 'Vi tager bussen. Alma og Noah glæder sig, og Almas mor går med.',
      group: { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5, memberNames: ['Alma', 'Noah'] },
      sceneCount: 4,
    };
    answers.push(
      storyChat(
        `TITLE: ${NAME_PLACEHOLDER} i skoven\n[Billede 1]\n${NAME_PLACEHOLDER} skal i skoven.\n[Billede 2]\nBørnene går.\n[Billede 3]\nDe ser træer.\n[Billede 4]\n${NAME_PLACEHOLDER}s tur er slut.`,
      ),
    );
    const result = await provider().writeStory(group);
    const messages = received[0].body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: 'system', content: storySystemPrompt(4, 3, group.group) });
    expect(messages[0].content).toContain('til en hel gruppe børn på 3-5 år');
    expect(messages[0].content).toContain(`højst ${ageBand(3).wordsPerSentence.max} ord`);
    expect(messages[0].content).toContain('Børnene er små');
    expect(messages[0].content).toContain('"børnene" (de, dem, deres)');
    expect(messages[0].content).not.toContain('Barnets navn');
    expect(messages[1].content).toBe(
      `Titel: ${NAME_PLACEHOLDER} skal i skoven\nSituation: Vi tager bussen. et barn og et barn glæder sig, og et barns mor går med.\nGruppen: ${NAME_PLACEHOLDER}, børn på 3-5 år.`,
    );
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
    const thrown = await provider()
      .writeStory(input)
      .catch((e) => e);
    expect(thrown).toBeInstanceOf(ProviderError);
    const err = toAppError(thrown)!;
    expect(err.code).toBe('RATE_LIMIT');
    expect(err.message).toBe('Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.');
  });

  it('treats a malformed answer as no story', async () => {
    answers.push(() => ({ status: 200, json: { choices: [] } }));
    const err = toAppError(
      await provider()
        .writeStory(input)
        .catch((e) => e),
    )!;
    expect(err.code).toBe('INVALID_RESPONSE');
    expect(err.message).toBe('Ingen historie genereret');
  });

  it('maps a content-policy refusal', async () => {
    answers.push(() => ({ status: 400, json: { error: { code: 'content_policy_violation' } } }));
    const err = toAppError(
      await provider()
        .writeStory(input)
        .catch((e) => e),
    )!;
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
      character: {
        name: 'Sofie-Marie Hansen',
        gender: 'pige',
        age: 6,
        traits: ['Sofie-Marie elsker heste', 'bliver glad når nogen synger for Sofie-Marie'],
        companion: 'Sofie-Maries bamse',
      },
      sceneCount: 4,
      shareTraits: true,
    };
    const sent = () => JSON.stringify(received.map((r) => r.body));
    const story = `TITLE: ${NAME_PLACEHOLDER} hos tandlægen\n[Billede 1]\n${NAME_PLACEHOLDER} går ind.\n[Billede 2]\nHun sidder.\n[Billede 3]\nHun åbner munden.\n[Billede 4]\n${NAME_PLACEHOLDER}s bamse venter.`;

    it('writes and revises the story without the name in the title, description, traits or companion, and swaps it back', async () => {
      answers.push(storyChat(story), storyChat(story));
      const written = await provider().writeStory(sofie);
      const user = (received[0].body.messages as { content: string }[])[1].content;
      expect(user).toContain(`Træk: ${NAME_PLACEHOLDER} elsker heste, bliver glad når nogen synger for ${NAME_PLACEHOLDER}`);
      expect(user).toContain(`Har med sig: ${NAME_PLACEHOLDER}s bamse`);
      expect(user).toContain(
        `Situation: ${NAME_PLACEHOLDER} er bange for lyden. Familien ${NAME_PLACEHOLDER} går med, og ${NAME_PLACEHOLDER} får en klistermærke.`,
      );
      expect(written.content).toContain('Sofie-Marie Hansens bamse venter.');

      // The revision sends the story back with the name in it, and hints that name her.
      await provider().reviseStory!(sofie, written, 'Skriv mindre om Sofie-Maries frygt.');
      expect(received.map((r) => r.body.temperature)).toEqual([0.4, 0.2]);
      expect(sent()).not.toMatch(/sofie|marie|hansen/i);
      const revision = received[1].body.messages as { role: string; content: string }[];
      expect(revision[2]).toMatchObject({ role: 'assistant', content: expect.stringContaining(`${NAME_PLACEHOLDER}s bamse venter.`) });
      expect(revision[3].content).toBe(`Skriv mindre om ${NAME_PLACEHOLDER}s frygt.`);
    });

    it('describes scenes without the name, also when the name was written in NFD and the text in NFC', async () => {
      const zoe: StoryTextInput = {
        ...input,
        character: { ...input.character, name: 'Zoe\u0308', traits: ['Zoës yndlingsfarve er gul'], companion: null },
      };
      answers.push(storyChat(story));
      await provider().writeStory(zoe);
      answers.push(chatAnswer('A child sits in a dentist chair.'), () => ({ status: 500, json: {} }));
      const [, fallback] = await provider().describeScenes(['Zoë sidder i stolen.', 'Zoës mor venter.'], zoe);
      expect(sent().normalize('NFC')).not.toMatch(/zoë/i);
      expect(fallback).toBe('barnets mor venter.');
    });

    it("translates a card's description without the names of the user's children", async () => {
      answers.push(chatAnswer('A child with a dog.'), () => ({ status: 503, json: {} }));
      const names = [
        { name: 'Sofie-Marie Hansen', replacement: 'et barn' },
        { name: 'Noah', replacement: 'et barn' },
      ];
      expect(await provider().translateForPicture!('Sofie-Marie og Noahs hund', names)).toBe('A child with a dog.');
      expect(JSON.stringify(received[0].body.messages)).toContain('et barn og et barns hund');
      // When translating fails the Danish text is answered as it is: the image provider removes the names on its way out.
      expect(await provider().translateForPicture!('Sofie leger', names)).toBe('Sofie leger');
      expect(sent()).not.toMatch(/sofie|noah/i);
    });
  });
});

describe("writing from the parent's facts", () => {
  const N = NAME_PLACEHOLDER;
  const facts: StoryFacts = {
    where: 'hos tandlægen på Vestergade',
    when: 'tirsdag formiddag',
    who: ['mor', 'tandlægen Pia'],
    steps: ['Vi venter i venteværelset', 'Emil sætter sig i den store stol', 'Pia tæller tænderne med et lille spejl'],
    hard: 'emil bliver vred når boret larmer',
    helps: 'høretelefoner',
    why: 'så tænderne bliver ved med at være sunde',
  };
  const withFacts = (age: number): StoryTextInput => ({ ...input, character: { ...input.character, age }, facts });
  const scenes = (texts: string[]) => `TITLE: ${N} hos tandlægen\n${texts.map((t, i) => `[Billede ${i + 1}]\n${t}`).join('\n')}`;
  const complete = scenes([
    `${N} skal hos tandlægen på Vestergade tirsdag formiddag. Mor går med. Tandlægen kigger på tænder, så de bliver ved med at være sunde.`,
    `${N} og mor venter i venteværelset. Der er måske andre børn.`,
    `${N} sætter sig i den store stol. Tandlægen Pia tæller tænderne med et lille spejl.`,
    `Der kan være mange lyde. ${N} kan prøve at tage høretelefoner på.`,
  ]);
  // The same story without mor.
  const withoutMor = complete.replace(' Mor går med.', '').replace(`${N} og mor venter`, `${N} venter`);
  const messagesOf = (i: number) => received[i].body.messages as { role: string; content: string }[];

  it("sends the facts as a labelled block, without the child's name, with the age band's maximum sentence length and the example", async () => {
    for (const age of [3, 10]) {
      received = [];
      answers.push(storyChat(complete));
      await provider().writeStory(withFacts(age));
      expect(received).toHaveLength(1);
      const body = received[0].body;
      expect(body.temperature).toBe(WRITE_TEMPERATURE);
      const [system, user] = messagesOf(0);

      const band = ageBand(age);
      expect(system.content).toContain(`Hver sætning har højst ${band.wordsPerSentence.max} ord`);
      if (band.longestSentence > band.wordsPerSentence.max)
        expect(system.content).toContain(`ingen sætning må have over ${band.longestSentence} ord`);
      expect(system.content).toContain(`Hver scene har ${band.sentencesPerScene.min}-${band.sentencesPerScene.max} sætninger`);
      // A maximum only: no band's minimum ('7-16 ord') is asked for.
      for (const b of AGE_BANDS) expect(system.content).not.toContain(`${b.wordsPerSentence.min}-${b.wordsPerSentence.max} ord`);
      expect(system.content).toContain(age <= 4 ? 'se, høre og gøre' : 'i skole');

      // The example, in the format the parser reads.
      expect(system.content).toContain(JSON.stringify(examplePlan(false).title));
      expect(storyPlanSchema.parse(examplePlan(false)).pages).toHaveLength(2);
      expect(storyPlanSchema.parse(examplePlan(true)).pages).toHaveLength(2);
      expect(system.content).toContain('Svar kun med JSON-objektet');
      // Every step is a source a sentence may name, numbered as the parent numbered them.
      expect(system.content).toContain('"steps.2" (trin 3)');

      expect(user.content).toContain(
        [
          'Fakta fra forælderen:',
          'Hvor: hos tandlægen på Vestergade',
          'Hvornår: tirsdag formiddag',
          'Hvem er med: mor, tandlægen Pia',
          'Trin:',
          '1. Vi venter i venteværelset',
          `2. ${N} sætter sig i den store stol`,
          '3. Pia tæller tænderne med et lille spejl',
          `Hvad kan være svært: ${N} bliver vred når boret larmer`,
          'Hvad kan hjælpe: høretelefoner',
          'Hvorfor: så tænderne bliver ved med at være sunde',
        ].join('\n'),
      );
      expect(JSON.stringify(body)).not.toMatch(/emil/i);
      expect(JSON.stringify(body)).toContain(N);
    }
  });

  it('makes exactly one request when the story tells the facts', async () => {
    answers.push(storyChat(complete));
    const result = await provider().writeStory(withFacts(6));
    expect(received).toHaveLength(1);
    expect(result.content).toContain('Emil sætter sig i den store stol.');
  });

  it('revises once, at the lower temperature, naming the missing fact, and keeps the revision', async () => {
    answers.push(storyChat(withoutMor), storyChat(complete));
    const result = await provider().writeStory(withFacts(6));
    expect(received).toHaveLength(2);
    expect(received.map((r) => r.body.temperature)).toEqual([WRITE_TEMPERATURE, REVISE_TEMPERATURE]);
    expect(REVISE_TEMPERATURE).toBe(0.2);
    const revision = messagesOf(1);
    expect(revision).toHaveLength(4);
    expect(revision.slice(0, 2)).toEqual(messagesOf(0));
    expect(revision[2]).toEqual({ role: 'assistant', content: planJson(fakePlan(withoutMor)) });
    expect(revision[3].role).toBe('user');
    expect(revision[3].content).toContain('Hvem er med: mor');
    expect(revision[3].content).not.toContain('Trin');
    expect(JSON.stringify(received.map((r) => r.body))).not.toMatch(/emil/i);
    expect(result.content).toContain('Mor går med.');
    expect(result.content).toContain('Emil og mor venter i venteværelset.');
  });

  it('asks for the right scene count, and keeps the first story when the revision is no better', async () => {
    const threeScenes = scenes(
      parseStory(complete)
        .scenes.slice(0, 3)
        .map((s) => s.text),
    );
    answers.push(storyChat(threeScenes), storyChat(scenes(['Kort.', 'Kort.'])));
    const result = await provider().writeStory(withFacts(6));
    expect(received).toHaveLength(2);
    expect(messagesOf(1)[3].content).toContain('Den har 3 scener, men skal have præcis 4 scener');
    expect(messagesOf(1)[3].content).toContain('Hvad kan hjælpe: høretelefoner');
    expect(parseStory(result.content).scenes).toHaveLength(3);
  });

  it('keeps the first story when the revision request fails, and does not try again', async () => {
    answers.push(storyChat(withoutMor), () => ({ status: 503, json: {} }));
    const result = await provider().writeStory(withFacts(6));
    expect(received).toHaveLength(2);
    expect(result.content).toBe(planToText(fakePlan(withoutMor)).split(N).join('Emil'));
  });

  it("does not ask a group story for the names of the group's children", async () => {
    const group: StoryTextInput = {
      title: 'Sommerfuglene skal i skoven',
      description: 'Vi tager bussen.',
      group: { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5, memberNames: ['Alma'] },
      sceneCount: 2,
      facts: { who: ['Alma', 'pædagogen Jonas'], steps: ['Sommerfuglene går ind i skoven'] },
    };
    answers.push(storyChat(`TITLE: ${N} i skoven\n[Billede 1]\n${N} går ind i skoven.\n[Billede 2]\nPædagogen Jonas går med børnene.`));
    await provider().writeStory(group);
    expect(received).toHaveLength(1);
    expect(messagesOf(0)[1].content).toContain(`Hvem er med: et barn, pædagogen Jonas\nTrin:\n1. ${N} går ind i skoven`);
    expect(JSON.stringify(received[0].body)).not.toMatch(/alma|sommerfugl/i);
  });
});

describe('the story as a plan (issue 27)', () => {
  const N = NAME_PLACEHOLDER;
  const plan: StoryPlan = {
    version: 1,
    title: `${N} hos tandlægen`,
    pages: [
      {
        sentences: [
          { text: `${N} skal have kigget på sine tænder.`, kind: 'beskrivende', source: 'parent', from: 'description' },
          { text: 'Tandlægen kigger på tænderne med et lille spejl.', kind: 'beskrivende', source: 'writer' },
        ],
        scene: { setting: 'dentist', present: [N, 'tandlægen'], action: 'walk', mood: 'calm', companion: false },
      },
      {
        sentences: [
          { text: `${N} sidder i den store stol.`, kind: 'beskrivende', source: 'writer' },
          { text: 'Det er okay at føle sådan.', kind: 'bekræftende', source: 'frame' },
        ],
        scene: { setting: 'dentist', present: ['child', 'tandlægen', 'Emil'], action: 'sit', mood: 'unsure', companion: true },
      },
    ],
  };
  const twoPages: StoryTextInput = { ...input, sceneCount: 2 };
  const messagesOf = (i: number) => received[i].body.messages as { role: string; content: string }[];
  const invalid = {
    ...plan,
    pages: [{ ...plan.pages[0], sentences: [{ text: 'Hej.', kind: 'glad', source: 'parent', from: null }] }, plan.pages[1]],
  };

  it('asks with a strict JSON schema and answers the plan with the name restored, its sources kept and its text as content', async () => {
    answers.push(chatAnswer(planJson(plan)));
    const result = await provider().writeStory(twoPages);
    const format = received[0].body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
    };
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'story_plan', strict: true } });
    const schema = JSON.stringify(format.json_schema.schema);
    for (const word of ['"dentist"', '"hold-hand"', '"perspektiv"', '"writer"', '"description"']) expect(schema).toContain(word);
    expect(JSON.stringify(received[0].body)).not.toContain('Emil');

    expect(received).toHaveLength(1);
    expect(result.plan).toBeDefined();
    expect(storyPlanSchema.parse(result.plan)).toEqual(result.plan);
    expect(result.content).toBe(planToText(result.plan!));
    expect(result.title).toBe('Emil hos tandlægen');
    expect(result.content).toContain('Emil skal have kigget på sine tænder.');
    expect(result.content).not.toContain(N);
    expect(result.plan!.pages[0].sentences).toEqual([
      { text: 'Emil skal have kigget på sine tænder.', kind: 'beskrivende', source: 'parent', from: 'description' },
      { text: 'Tandlægen kigger på tænderne med et lille spejl.', kind: 'beskrivende', source: 'writer' },
    ]);
    // The child is 'child' in the picture, whatever the model called them.
    expect(result.plan!.pages.map((p) => p.scene.present)).toEqual([
      ['child', 'tandlægen'],
      ['child', 'tandlægen'],
    ]);
    expect(result.plan!.pages[1].scene).toMatchObject({ setting: 'dentist', action: 'sit', mood: 'unsure', companion: true });
  });

  it('asks once more with what is wrong when the answer is not a valid plan, and uses the second answer', async () => {
    answers.push(chatAnswer('Her er historien: Emil går til tandlæge.'), chatAnswer(planJson(plan)));
    // Not JSON, then valid: two requests.
    const first = await provider().writeStory(twoPages);
    expect(received).toHaveLength(2);
    expect(messagesOf(1)[2]).toEqual({ role: 'assistant', content: `Her er historien: ${N} går til tandlæge.` });
    expect(messagesOf(1)[3].content).toContain('ikke gyldig JSON');
    expect(first.content).toContain('Emil skal have kigget på sine tænder.');

    // A plan that breaks the schema: the follow-up names the field, and the schema is sent again.
    received = [];
    answers.push(chatAnswer(JSON.stringify(invalid)), chatAnswer(planJson(plan)));
    const second = await provider().writeStory(twoPages);
    expect(received).toHaveLength(2);
    expect(messagesOf(1)[3].content).toMatch(/pages\.0\.sentences\.0\.kind/);
    expect(received[1].body.response_format).toEqual(received[0].body.response_format);
    expect(received[1].body.temperature).toBe(WRITE_TEMPERATURE);
    expect(second.content).toBe(planToText(second.plan!));
    expect(second.plan!.pages[0].sentences[0].source).toBe('parent');
  });

  it('fails with the Danish message after two answers that are not valid plans', async () => {
    answers.push(chatAnswer(JSON.stringify(invalid)), chatAnswer('{"title": "Emil"'));
    const thrown = await provider()
      .writeStory(twoPages)
      .catch((e) => e);
    expect(received).toHaveLength(2);
    expect(thrown).toBeInstanceOf(ProviderError);
    const err = toAppError(thrown)!;
    expect(err.code).toBe('INVALID_RESPONSE');
    expect(err.message).toBe('Ingen historie genereret');
  });

  it('asks for json_object, with the schema in the prompt, where the endpoint refuses a JSON schema, and keeps doing so', async () => {
    const writer = provider();
    answers.push(() => ({ status: 400, json: JSON_SCHEMA_REFUSAL }), chatAnswer(planJson(plan)));
    const result = await writer.writeStory(twoPages);
    expect(received).toHaveLength(2);
    expect(received[0].body.response_format).toMatchObject({ type: 'json_schema' });
    expect(received[1].body.response_format).toEqual({ type: 'json_object' });
    expect(messagesOf(1)[0].content).toContain('Svaret skal følge dette JSON-skema');
    expect(messagesOf(1)[0].content).toContain('"additionalProperties":false');
    expect(result.content).toContain('Emil skal have kigget på sine tænder.');

    // The same writer does not ask for a schema again.
    received = [];
    answers.push(chatAnswer(planJson(plan)));
    await writer.writeStory(twoPages);
    expect(received).toHaveLength(1);
    expect(received[0].body.response_format).toEqual({ type: 'json_object' });
  });

  it('never draws a person the parent says has died, even when the model does', async () => {
    const funeral: StoryTextInput = {
      ...twoPages,
      title: 'Emil skal til begravelse',
      description: 'Morfar er død. Vi skal til begravelse i kirken på fredag.',
      facts: { who: ['mor', 'mormor'] },
    };
    const answered: StoryPlan = {
      ...plan,
      pages: plan.pages.map((p, i) => ({
        ...p,
        scene: {
          ...p.scene,
          setting: i === 0 ? 'church' : 'rumskib',
          action: i === 0 ? 'sit-in-pew' : 'dance',
          present: ['child', 'Morfar', 'mor', 'morfar', 'mormor'],
        },
      })),
    };
    answers.push(chatAnswer(planJson(answered)));
    const result = await provider().writeStory(funeral);
    expect(messagesOf(0)[0].content).toContain('En person, som forælderen skriver er død, er aldrig med.');
    for (const page of result.plan!.pages) expect(page.scene.present).toEqual(['child', 'mor', 'mormor']);
    // The church and the pew are in the scene vocabulary; a setting or an action that is not is none.
    expect(result.plan!.pages.map((p) => [p.scene.setting, p.scene.action])).toEqual([
      ['church', 'sit-in-pew'],
      [null, null],
    ]);
    const schema = JSON.stringify(received[0].body.response_format);
    for (const id of ['"church"', '"graveside"', '"hospital"', '"treatment-chair"', '"flower-at-grave"']) expect(schema).toContain(id);
  });

  it('revises a plan into a plan, sending the story back as its plan without the name', async () => {
    answers.push(chatAnswer(planJson(plan)));
    const written = await provider().writeStory(twoPages);
    const better: StoryPlan = {
      ...plan,
      pages: [
        plan.pages[0],
        { ...plan.pages[1], sentences: [{ text: `${N} kan prøve at tælle til ti.`, kind: 'vejledende', source: 'writer' }] },
      ],
    };
    answers.push(chatAnswer(planJson(better)));
    const revised = await provider().reviseStory!(twoPages, written, 'Brug ikke ordet altid.');
    const sent = messagesOf(1);
    expect(received[1].body.response_format).toMatchObject({ type: 'json_schema' });
    expect(sent[2].role).toBe('assistant');
    expect(JSON.parse(sent[2].content)).toEqual({
      ...written.plan,
      title: `${N} hos tandlægen`,
      pages: written.plan!.pages.map((p) => ({ ...p, sentences: p.sentences.map((s) => ({ ...s, text: s.text.split('Emil').join(N) })) })),
    });
    expect(sent[3].content).toBe('Brug ikke ordet altid.');
    expect(revised.plan!.pages[1].sentences).toEqual([{ text: 'Emil kan prøve at tælle til ti.', kind: 'vejledende', source: 'writer' }]);
    expect(revised.content).toBe(planToText(revised.plan!));
  });
});

describe('missingFacts', () => {
  it('finds people by any of their words and short family words whole, case-insensitively', () => {
    const facts: StoryFacts = { who: ['pædagogen Jonas', 'mor', 'far', 'mormor'] };
    const story = 'JONAS er der. Det er mors taske. Farlig vej.';
    expect(missingFacts(story, facts)).toEqual([
      { key: 'who', text: 'far' },
      { key: 'who', text: 'mormor' },
    ]);
  });

  it('compares steps, place, time, help and why by word stems of four letters or more, at least half of them', () => {
    const facts: StoryFacts = {
      where: 'Svømmehallen',
      when: 'om torsdagen',
      steps: ['Vi tager tøjet af i omklædningsrummet', 'Vi hopper i bassinet', 'Vi spiser madpakker'],
      hard: 'larmen',
      helps: 'en badehætte',
      why: 'for at lære at svømme',
    };
    const story = `[Billede 1]\n${NAME_PLACEHOLDER} er i svømmehallen torsdag. ${NAME_PLACEHOLDER} tager tøjet af. Alle hopper i bassinet og lærer at svømme.`;
    expect(missingFacts(story, facts)).toEqual([
      { key: 'steps', text: 'Vi spiser madpakker' },
      { key: 'helps', text: 'en badehætte' },
    ]);
    expect(missingFacts(story, {})).toEqual([]);
  });
});
