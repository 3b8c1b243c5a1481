import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoryDetail } from '../../../shared/api-types';
import { validationMessages } from '../../../shared/messages.da';
import { json, providerServer, type RecordedRequest } from '../../test/test-provider-server';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { fakeStory, isStoryRequest, storyAnswer } from '../../test/fake-openai';
import type { Client } from '../../test/harness';
import { signedInClient } from '../../test/harness';
import { finishedJob } from '../../test/stories';

/**
 * The child's name never reaches an AI provider, whichever field of the form it was typed into:
 * the whole app over real HTTP, with an OpenAI-compatible service on loopback that writes a story
 * with the placeholder and otherwise answers what it was sent, as a model copying its input would,
 * so what reaches the image service shows too. Every assertion is on the requests it received.
 */
const png = (
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8ecae6' } })
    .png()
    .toBuffer()
).toString('base64');
const service = await providerServer((req, res) => {
  if (/\/images\/(generations|edits)$/.test(req.path))
    return json(res, 200, { data: Array.from({ length: Number(req.body.n ?? 1) }, () => ({ b64_json: png })) });
  if (req.path.endsWith('/chat/completions')) {
    const messages = req.body.messages as { role: string; content: string }[];
    const isStory = isStoryRequest(req.body);
    const content = isStory
      ? storyAnswer(req.body, fakeStory(Number(/præcis (\d+) scener/.exec(messages[0].content)?.[1] ?? 4)))
      : messages.at(-1)!.content;
    return json(res, 200, { choices: [{ message: { role: 'assistant', content } }] });
  }
  json(res, 404, {});
});
afterAll(() => service.close());

/** Everything sent to the service since `from`, as one NFC string (an NFD name is the same name). */
const sentSince = (from: number) => JSON.stringify(service.requests.slice(from).map((r) => r.body)).normalize('NFC');
const since = (from: number, kind: 'completions' | 'generations' | 'edits') =>
  service.requests.slice(from).filter((r: RecordedRequest) => r.path.endsWith(kind));

const look = {
  gender: 'pige',
  age: 6,
  hairColor: 'lyst hår ligesom Sofie',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'Sofie-Maries røde kjole',
};

async function story(client: Client, body: object): Promise<StoryDetail> {
  const res = await client.post('/api/stories/generate', body);
  expect(res.status, res.text).toBe(202);
  const job = await finishedJob(client, res.body.jobId);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return (await client.get(`/api/stories/${job.result!.storyId}`)).body;
}

describeEachDialect(
  "the child's name and AI providers",
  (app) => {
    beforeAll(() => app().services.runner.start());

    it('sends no part of the name from the avatar form, the title, description, traits or companion, nor from a new scene picture', async () => {
      const client = await signedInClient(app());
      let from = service.requests.length;
      const character = await createCharacter(
        client,
        { ...look, name: 'Sofie-Marie Hansen' },
        {
          characteristics: ['Sofie-Marie elsker heste', 'bliver rolig når mor synger for Sofie'],
          companion: 'Sofie-Maries bamse',
        },
      );
      const [avatar] = since(from, 'generations');
      expect(avatar.body.prompt).toMatch(/6-year-old girl with light hair, blue eyes, fair skin, wearing red dress\./);
      expect(sentSince(from)).not.toMatch(/sofie|marie|hansen/i);

      from = service.requests.length;
      const made = await story(client, {
        characterId: character.id,
        title: 'Sofie-Marie skal til tandlæge',
        description: 'sofie er lidt bange for lyden. Familien Hansen går med, og Sofie-Maries mor holder hende i hånden.',
        shareTraits: true,
      });
      const [write] = since(from, 'completions');
      const prompt = (write.body.messages as { content: string }[])[1].content;
      expect(prompt).toContain('Titel: [NAVN] skal til tandlæge');
      expect(prompt).toContain('Situation: [NAVN] er lidt bange for lyden. Familien [NAVN] går med, og [NAVN]s mor holder hende i hånden.');
      expect(prompt).toContain('Træk: [NAVN] elsker heste, bliver rolig når mor synger for [NAVN]');
      expect(prompt).toContain('Har med sig: [NAVN]s bamse');
      // Every picture is drawn from her avatar (the default model takes a reference image).
      const pictures = since(from, 'edits');
      expect(pictures).toHaveLength(5);
      for (const picture of pictures) {
        expect(picture.body.prompt).toMatch(
          /The main character is a 6-year-old girl with light hair, blue eyes, fair skin, wearing red dress, the same on every page\./,
        );
        expect(picture.form!.getAll('image[]').map((part) => (part as File).name)).toEqual(['child-1.png']);
      }
      expect(sentSince(from)).not.toMatch(/sofie|marie|hansen/i);
      // The story itself names her: the placeholder is swapped back.
      expect(made.content).toContain('Sofie-Marie Hansen er i scene 1.');

      // A new picture for one scene, described by the parent with her name in it.
      from = service.requests.length;
      const regen = await client.post(`/api/stories/${made.id}/images/2`, { prompt: 'Sofie-Maries bamse sover hos sofie' });
      expect(regen.status, regen.text).toBe(202);
      expect((await finishedJob(client, regen.body.jobId)).status).toBe('succeeded');
      const [describe] = since(from, 'completions');
      expect((describe.body.messages as { content: string }[]).at(-1)!.content).toBe('[NAVN]s bamse sover hos [NAVN]');
      const [picture] = since(from, 'edits');
      // The page's scene first (no name in it), then the parent's words.
      expect(picture.body.prompt).toMatch(
        /^The child is [^.]*\.( Also in the picture: [^.]*\.)? the childs bamse sover hos the child\. The main character is/,
      );
      expect(sentSince(from)).not.toMatch(/sofie|marie|hansen/i);
    });

    it('sends the traits only when the parent ticks that they may be used, and the name in no form', async () => {
      const client = await signedInClient(app());
      const character = await createCharacter(
        client,
        { ...look, name: 'Zoë', outfit: 'gul regnjakke' },
        {
          characteristics: ['har ADHD og autisme', 'glad for tog', 'ZOE hjælper gerne'],
          companion: 'Zoes kanin',
        },
      );
      const request = {
        characterId: character.id,
        title: 'ZOE skal til lægen',
        description: 'Z\u200Boë er spændt. Zo\u00ADë og Zoes far tager bussen, og zoe tæller stoppestederne.',
      };
      /** What was sent, without invisible characters and accents, so a name in any of its forms shows. */
      const plain = (from: number) =>
        sentSince(from)
          .replace(/\p{Cf}/gu, '')
          .normalize('NFD')
          .replace(/\p{M}/gu, '');
      const userPrompt = (from: number) => (since(from, 'completions')[0].body.messages as { content: string }[])[1].content;

      let from = service.requests.length;
      await story(client, request);
      expect(userPrompt(from)).toContain(
        'Situation: [NAVN] er spændt. [NAVN] og [NAVN]s far tager bussen, og [NAVN] tæller stoppestederne.',
      );
      expect(sentSince(from)).not.toMatch(/ADHD|glad for tog|hjælper gerne|Træk:/);
      expect(plain(from)).not.toMatch(/zoe/i);

      from = service.requests.length;
      await story(client, { ...request, shareTraits: true });
      expect(userPrompt(from)).toContain('Træk: har ADHD og autisme, glad for tog, [NAVN] hjælper gerne');
      expect(plain(from)).not.toMatch(/zoe/i);

      const wrong = await client.post('/api/stories/generate', { ...request, shareTraits: 'ja' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: validationMessages.shareTraitsInvalid } });
    });

    it('knows a name written in NFD in the NFC text of the form (Zoë)', async () => {
      const client = await signedInClient(app());
      const from = service.requests.length;
      const character = await createCharacter(client, { ...look, outfit: 'gul regnjakke' }, { name: 'Zoe\u0308', companion: 'Zoës kanin' });
      const made = await story(client, {
        characterId: character.id,
        title: 'Zoë tager bussen',
        description: 'Zoë og Zoës far tager bussen til byen.',
      });
      expect(sentSince(from)).toContain('[NAVN]s kanin');
      expect(sentSince(from)).not.toMatch(/zoë/i);
      expect(made.content.normalize('NFC')).toContain('Zoë er i scene 1.');
    });
  },
  { env: { OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: `${service.url}/v1`, IMAGE_PROVIDER: 'openai' } },
);
