import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText, picturePage, planFromText } from '../../../shared/story-plan';
import { loadConfig } from '../../config';
import { setLogLevel } from '../../logger';
import { pictureNames, STORY_NEGATIVE_PROMPT, storyImagePrompt } from '../../modules/generation/pictures';
import type { CharacterSnapshot, GroupSnapshot, StorySnapshot } from '../../../shared/story-snapshot';
import { avatarPrompt } from '../picture-words/avatar-prompt';
import { aiIllustrator, createIllustrators } from './illustrator';
import type { SceneDrawing } from './port';
import { openAiImageProvider } from './openai';
import { PICTURE_STYLE } from '../picture-words/picture-style';
import { replicateProvider } from './replicate';
import { describeStoryScenes } from '../picture-words/scene-words';
import { writeStory, type WriterInput } from '../text/story-writer';
import { json, providerServer, type RecordedRequest } from '../../test/test-provider-server';

/**
 * A story drawn through an AI service keeps its child: every page (the cover and four scenes) goes
 * out with the chosen avatar as its reference image, the same style and, on Replicate, the same
 * seed, and never a name. Real HTTP to loopback servers speaking the OpenAI Images API and
 * Replicate's predictions; every assertion is on what they received.
 */

/** A 96x96 avatar of 4x4 coloured blocks: a picture whose every block can be found again after scaling. */
async function blockAvatar(colours: [number, number, number][]): Promise<Buffer> {
  const raw = Buffer.alloc(96 * 96 * 3);
  for (let y = 0; y < 96; y++) {
    for (let x = 0; x < 96; x++) raw.set(colours[(Math.floor(x / 24) + Math.floor(y / 24) * 4) % colours.length], (y * 96 + x) * 3);
  }
  return sharp(raw, { raw: { width: 96, height: 96, channels: 3 } })
    .png()
    .toBuffer();
}

const pixels = async (image: Buffer | ArrayBuffer) => {
  const { data, info } = await sharp(Buffer.from(image as ArrayBuffer))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, format: (await sharp(Buffer.from(image as ArrayBuffer)).metadata()).format };
};

/** The colour at the centre of block (bx, by) of a tile of `side` pixels starting at `left`. */
const blockCentre = (img: { data: Buffer; width: number }, left: number, side: number, bx: number, by: number) => {
  const x = Math.floor(left + ((bx + 0.5) * side) / 4);
  const y = Math.floor(((by + 0.5) * side) / 4);
  return [...img.data.subarray((y * img.width + x) * 3, (y * img.width + x) * 3 + 3)];
};

const aksel = {
  id: 'c1',
  name: 'Aksel Holm',
  age: 6,
  gender: 'dreng',
  hairColor: 'lyst krøllet hår',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn regnjakke',
  companion: null,
  traits: [],
  avatar: 'users/u1/avatars/aksel.webp',
} as unknown as CharacterSnapshot;
/** Ida's avatar builder choices are part of her look on every page. */
const ida = {
  ...aksel,
  id: 'c2',
  name: 'Ida',
  gender: 'pige',
  hairColor: 'sort hår',
  outfit: 'gul kjole',
  features: { hairStyle: 'hestehale', glasses: true, headscarf: false, ears: 'høreapparat' },
} as CharacterSnapshot;
const group: GroupSnapshot = { name: 'Solsikkerne', age: 5, group: { name: 'Solsikkerne', ageFrom: 5, ageTo: 6 }, members: [aksel, ida] };

/** What the text provider described for each page; one slip names the child, as a model might. */
const MOMENTS = [
  'Aksel at the bus stop with his backpack',
  'the bus arrives at the stop',
  'Aksel Holm shows his card to the driver',
  'a quiet seat by the window',
  'arriving at school, waving goodbye',
];

/** The cover and four scenes of one story, as modules/generation asks the illustrator for them. */
function storyPages(storyId: string, subject: StorySnapshot, avatars: Buffer[]): SceneDrawing[] {
  const plan = planFromText(
    MOMENTS.slice(1)
      .map((_, i) => `[Billede ${i + 1}]\nAksel tager bussen, del ${i + 1}.`)
      .join('\n'),
    { fallbackTitle: 'Aksel tager bussen' },
  );
  return MOMENTS.map((moment, index) => ({
    cover: index === 0,
    title: 'Aksel tager bussen',
    plan,
    page: picturePage(plan, index)!,
    avatars,
    children: [],
    companion: null,
    prompt: storyImagePrompt({ userId: 'u1', storyId, index, title: 'Aksel tager bussen', plan, prompt: moment, character: subject }),
    negativePrompt: STORY_NEGATIVE_PROMPT,
    names: pictureNames(subject),
    seed: `${storyId}:${index}`,
    storySeed: storyId,
  }));
}

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fh-ai-')), AUTH_SECRET: 'x'.repeat(32), ...env });

describe('a story drawn through an AI service keeps its child from page to page', () => {
  let openai: Awaited<ReturnType<typeof providerServer>>;
  let replicate: Awaited<ReturnType<typeof providerServer>>;
  let b64: string;
  let akselAvatar: Buffer;
  let idaAvatar: Buffer;
  let predictions = 0;

  beforeAll(async () => {
    setLogLevel('silent');
    b64 = (
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffb703' } })
        .png()
        .toBuffer()
    ).toString('base64');
    // Avatars are stored as WebP: the child's is lossless, so its pixels can be compared exactly.
    const akselPng = await blockAvatar([
      [200, 40, 40],
      [40, 160, 60],
      [30, 60, 200],
      [240, 220, 60],
      [120, 60, 160],
    ]);
    akselAvatar = await sharp(akselPng).webp({ lossless: true }).toBuffer();
    idaAvatar = await blockAvatar([
      [20, 20, 20],
      [250, 250, 250],
      [250, 130, 0],
    ]);
    openai = await providerServer((req, res) => {
      if (req.method !== 'POST' || !['/v1/images/generations', '/v1/images/edits'].includes(req.path))
        return json(res, 404, { error: { message: 'no route' } });
      json(res, 200, { created: 1, data: Array.from({ length: Number(req.body.n) }, () => ({ b64_json: b64 })) });
    });
    replicate = await providerServer((req, res) => {
      if (req.method !== 'POST' || !/^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(req.path))
        return json(res, 404, { detail: 'not found' });
      predictions += 1;
      json(res, 201, { id: `pred${predictions}`, status: 'succeeded', output: `https://replicate.delivery/pred${predictions}/out.png` });
    });
  });
  afterAll(() => Promise.all([openai.close(), replicate.close()]));

  const sent = (server: typeof openai, from: number) => server.requests.slice(from);
  const openAiProvider = (model: string) => openAiImageProvider({ apiKey: 'sk-test', baseUrl: `${openai.url}/v1`, model });
  const replicateAt = (model: string) => replicateProvider({ token: 'r8_test', baseUrl: `${replicate.url}/v1`, model });
  const drawAll = (illustrator: ReturnType<typeof aiIllustrator>, pages: SceneDrawing[]) =>
    Promise.all(pages.map((page) => illustrator.scene(page)));
  const noName = (text: string) => expect(text.normalize('NFC')).not.toMatch(/aksel|holm|ida\b|solsikkerne/i);

  it('OpenAI gpt-image-1: every page is an edit with the avatar as its image[] PNG, at high input fidelity, in one style, without the name', async () => {
    const from = openai.requests.length;
    const images = await drawAll(aiIllustrator(openAiProvider('gpt-image-1')), storyPages('story-1', aksel, [akselAvatar]));
    expect(images).toEqual(Array(5).fill({ kind: 'base64', data: b64 }));
    const requests = sent(openai, from);
    expect(requests).toHaveLength(5);
    const avatar = await pixels(akselAvatar);
    for (const req of requests) {
      expect(req.path).toBe('/v1/images/edits');
      expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(req.body).toEqual({
        model: 'gpt-image-1',
        prompt: expect.any(String),
        size: '1024x1024',
        n: '1',
        quality: 'medium',
        input_fidelity: 'high',
      });
      const parts = req.form!.getAll('image[]') as File[];
      expect(parts).toHaveLength(1);
      expect(parts[0].type).toBe('image/png');
      const reference = await pixels(await parts[0].arrayBuffer());
      expect(reference.format).toBe('png');
      expect(reference).toMatchObject({ width: 96, height: 96 });
      expect(reference.data.equals(avatar.data)).toBe(true);
      expect(req.body.prompt).toContain('Keep the child from the reference image: the same face, hair, skin colour and clothes.');
      expect(req.body.prompt).toContain(PICTURE_STYLE);
      expect(req.body.prompt).toMatch(
        /The main character is a 6-year-old boy with light curly hair, blue eyes, fair skin, wearing green rain jacket, the same on every page\./,
      );
      noName(JSON.stringify(req.body) + parts.map((p) => p.name).join());
    }
    // Each page its own moment, the cover a cover; the name the text provider let slip is gone.
    const prompts = requests.map((r) => r.body.prompt as string);
    expect(new Set(prompts).size).toBe(5);
    expect(prompts.filter((p) => p.startsWith('Book cover picture: the child at the bus stop with his backpack.'))).toHaveLength(1);
    expect(prompts.some((p) => p.startsWith('the child shows his card to the driver.'))).toBe(true);
  });

  it('OpenAI: a group story sends one image[] part per child, in order, and gpt-image-1-mini goes without input_fidelity', async () => {
    const from = openai.requests.length;
    await drawAll(aiIllustrator(openAiProvider('gpt-image-1-mini')), storyPages('story-2', group, [akselAvatar, idaAvatar]));
    const requests = sent(openai, from);
    expect(requests).toHaveLength(5);
    const expected = [await pixels(akselAvatar), await pixels(idaAvatar)];
    for (const req of requests) {
      expect(req.path).toBe('/v1/images/edits');
      expect(req.body).not.toHaveProperty('input_fidelity');
      const parts = req.form!.getAll('image[]') as File[];
      const got = await Promise.all(parts.map(async (p) => pixels(await p.arrayBuffer())));
      expect(got.map((g, i) => g.data.equals(expected[i].data))).toEqual([true, true]);
      expect(req.body.prompt).toContain(
        'Keep the 2 children from the reference images, one image per child: the same faces, hair, skin colours and clothes.',
      );
      expect(req.body.prompt).toMatch(
        /The main characters are a group of children aged 5-6, together: a 6-year-old boy .*; and a 6-year-old girl with black hair in a ponytail, blue eyes, fair skin, wearing yellow dress, glasses and a hearing aid, the same on every page\./,
      );
      noName(JSON.stringify(req.body));
    }
  });

  it('Replicate FLUX Kontext: every page carries the avatar as input_image, with one style and one seed for the story; another story has another seed', async () => {
    const from = replicate.requests.length;
    const images = await drawAll(
      aiIllustrator(replicateAt('black-forest-labs/flux-kontext-pro')),
      storyPages('story-3', aksel, [akselAvatar]),
    );
    expect(images.every((i) => i.kind === 'url')).toBe(true);
    const inputs = sent(replicate, from).map((r) => {
      expect(r.path).toBe('/v1/models/black-forest-labs/flux-kontext-pro/predictions');
      return r.body.input;
    });
    expect(inputs).toHaveLength(5);
    const avatar = await pixels(akselAvatar);
    for (const input of inputs) {
      expect(Object.keys(input).sort()).toEqual(['aspect_ratio', 'input_image', 'output_format', 'prompt', 'seed']);
      expect(input).toMatchObject({ aspect_ratio: '1:1', output_format: 'png' });
      const [, mime, data] = /^data:(image\/png);base64,(.+)$/.exec(input.input_image)!;
      expect(mime).toBe('image/png');
      expect((await pixels(Buffer.from(data, 'base64'))).data.equals(avatar.data)).toBe(true);
      expect(input.prompt).toContain('Keep the child from the reference image');
      expect(
        input.prompt.endsWith(
          `${PICTURE_STYLE} Keep the child from the reference image: the same face, hair, skin colour and clothes. Take only how they look from the reference, not its pose or background.`,
        ),
      ).toBe(true);
      noName(input.prompt);
    }
    const seeds = new Set(inputs.map((i) => i.seed));
    expect(seeds.size).toBe(1);
    const [seed] = seeds;
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);

    // The same story drawn again (a new picture for one page) keeps its seed; another story has its own.
    const again = replicate.requests.length;
    await aiIllustrator(replicateAt('black-forest-labs/flux-kontext-pro')).scene(storyPages('story-3', aksel, [akselAvatar])[2]);
    await aiIllustrator(replicateAt('black-forest-labs/flux-kontext-pro')).scene(storyPages('story-4', aksel, [akselAvatar])[2]);
    const [same, other] = sent(replicate, again).map((r) => r.body.input.seed);
    expect(same).toBe(seed);
    expect(other).not.toBe(seed);
  });

  it('Replicate FLUX Kontext: a group story sends its children side by side on one reference sheet', async () => {
    const from = replicate.requests.length;
    await drawAll(aiIllustrator(replicateAt('black-forest-labs/flux-kontext-pro')), storyPages('story-5', group, [akselAvatar, idaAvatar]));
    const inputs = sent(replicate, from).map((r) => r.body.input);
    expect(inputs).toHaveLength(5);
    expect(new Set(inputs.map((i) => i.input_image)).size).toBe(1);
    const sheet = await pixels(Buffer.from(inputs[0].input_image.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(sheet).toMatchObject({ width: 1024, height: 512, format: 'png' });
    // Every block of each avatar is found again in its half of the sheet: Aksel left, Ida right.
    for (const [tile, avatar] of [await pixels(akselAvatar), await pixels(idaAvatar)].entries()) {
      for (let b = 0; b < 16; b++) {
        const want = blockCentre(avatar, 0, 96, b % 4, Math.floor(b / 4));
        const got = blockCentre(sheet, tile * 512, 512, b % 4, Math.floor(b / 4));
        got.forEach((v, c) => expect(Math.abs(v - want[c])).toBeLessThanOrEqual(4));
      }
    }
    for (const input of inputs) {
      expect(input.prompt).toContain(
        'Keep the 2 children from the reference image, where they stand side by side: the same faces, hair, skin colours and clothes.',
      );
      noName(input.prompt);
    }
    expect(new Set(inputs.map((i) => i.seed)).size).toBe(1);
  });

  it('draws avatars in the style of the story pictures; Kontext draws each candidate from the text with its own seed', async () => {
    const look = {
      gender: 'dreng' as const,
      age: 6,
      hairColor: 'lyst krøllet hår',
      eyeColor: 'blå',
      skinColor: 'lys' as const,
      outfit: 'Aksels grønne regnjakke',
    };
    expect(avatarPrompt(look, 'Aksel')).toContain(PICTURE_STYLE);
    expect(storyPages('story-6', aksel, [])[1].prompt).toContain(PICTURE_STYLE);
    const from = replicate.requests.length;
    const candidates = await aiIllustrator(replicateAt('black-forest-labs/flux-kontext-pro')).avatars({
      look,
      count: 3,
      childName: 'Aksel',
    });
    expect(candidates).toHaveLength(3);
    const inputs = sent(replicate, from).map((r) => r.body.input);
    expect(inputs).toHaveLength(3);
    for (const input of inputs) {
      expect(input).not.toHaveProperty('input_image');
      expect(input.prompt).toBe(avatarPrompt(look, 'Aksel'));
      expect(input.prompt).toMatch(
        /^A friendly cartoon avatar portrait of a 6-year-old boy with light curly hair, blue eyes, fair skin, wearing green rain jacket\./,
      );
      noName(input.prompt);
    }
    expect(new Set(inputs.map((i) => i.seed)).size).toBe(3);
  });

  it('a model that takes no reference image (dall-e-3, sdxl) still draws every page from the text alone, and says so once at start', async () => {
    const log: { fields: Record<string, unknown>; msg: string }[] = [];
    const collect = (fields: Record<string, unknown>, msg: string) => log.push({ fields, msg });
    const dalle = createIllustrators(
      config({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.url}/v1`, OPENAI_IMAGE_MODEL: 'dall-e-3', IMAGE_PROVIDER: 'openai' }),
      collect,
    );
    const sdxl = createIllustrators(
      config({
        REPLICATE_API_TOKEN: 'r8_test',
        REPLICATE_BASE_URL: `${replicate.url}/v1`,
        REPLICATE_MODEL: 'stability-ai/sdxl',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${openai.url}/v1`,
      }),
      collect,
    );
    const message =
      'image model takes no reference image: story pictures are drawn from the text prompt alone, so the child may look different from page to page';
    expect(log).toEqual([
      { fields: { provider: 'openai', model: 'dall-e-3' }, msg: message },
      { fields: { provider: 'replicate', model: 'stability-ai/sdxl' }, msg: message },
    ]);

    const fromOpenAi = openai.requests.length;
    const fromReplicate = replicate.requests.length;
    await drawAll(dalle.main, storyPages('story-7', aksel, [akselAvatar]));
    await drawAll(sdxl.main, storyPages('story-7', aksel, [akselAvatar]));
    const generations = sent(openai, fromOpenAi);
    expect(generations.map((r: RecordedRequest) => r.path)).toEqual(Array(5).fill('/v1/images/generations'));
    for (const req of generations) {
      expect(Object.keys(req.body).sort()).toEqual(['model', 'n', 'prompt', 'response_format', 'size', 'style']);
      expect(req.body.prompt).not.toMatch(/reference/);
      expect(req.body.prompt).toContain(PICTURE_STYLE);
      noName(req.body.prompt);
    }
    const creates = sent(replicate, fromReplicate).map((r) => r.body.input);
    expect(creates).toHaveLength(5);
    for (const input of creates) {
      expect(input).not.toHaveProperty('input_image');
      expect(input).toMatchObject({ width: 1024, height: 1024, num_outputs: 1 });
      expect(input.prompt).not.toMatch(/reference/);
      noName(input.prompt + input.negative_prompt);
    }
    // sdxl has a seed too: the story's own, on every page.
    expect(new Set(creates.map((i) => i.seed)).size).toBe(1);
    // Drawing said nothing more; the current defaults take a reference image and say nothing at all.
    expect(log).toHaveLength(2);
    createIllustrators(config({ OPENAI_API_KEY: 'sk-test', IMAGE_PROVIDER: 'openai' }), collect);
    createIllustrators(config({ REPLICATE_API_TOKEN: 'r8_test' }), collect);
    expect(log).toHaveLength(2);
  });
});

describe("an AI service is asked for each page's scene: who is there, doing what, never the dead", () => {
  let openai: Awaited<ReturnType<typeof providerServer>>;
  beforeAll(async () => {
    setLogLevel('silent');
    const b64 = (
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#8ecae6' } })
        .png()
        .toBuffer()
    ).toString('base64');
    openai = await providerServer((_req, res) => json(res, 200, { created: 1, data: [{ b64_json: b64 }] }));
  });
  afterAll(() => openai.close());

  const oliver = { ...aksel, name: 'Oliver', companion: 'bamse' } as CharacterSnapshot;
  /** The pages of a story written by the offline writer and described by the offline text provider, drawn through OpenAI Images. */
  async function promptsOf(input: WriterInput, request?: { index: number; words: string }) {
    const { plan } = writeStory(input);
    const texts = plan.pages.map(pageText);
    const moments = describeStoryScenes(texts, input.character!, input);
    const illustrator = aiIllustrator(openAiImageProvider({ apiKey: 'sk-test', baseUrl: `${openai.url}/v1`, model: 'dall-e-3' }));
    const from = openai.requests.length;
    const indexes = request ? [request.index] : plan.pages.map((_, i) => i + 1);
    for (const index of indexes) {
      const req = {
        userId: 'u1',
        storyId: 's1',
        index,
        title: plan.title,
        plan,
        prompt: request ? 'The child lies back in the chair holding a teddy, the mother sits beside' : moments[index - 1],
        character: oliver,
        request: request?.words,
      };
      await illustrator.scene({
        cover: false,
        title: plan.title,
        plan,
        page: picturePage(plan, index)!,
        avatars: [],
        children: [],
        companion: 'bamse',
        request: req.request,
        prompt: storyImagePrompt(req),
        negativePrompt: STORY_NEGATIVE_PROMPT,
        names: pictureNames(oliver),
        seed: `s1:${index}`,
        storySeed: 's1',
      });
    }
    return { plan, prompts: openai.requests.slice(from).map((r) => r.body.prompt as string) };
  }

  it('names who is present by role and the action of each page, and never the child by name', async () => {
    const { plan, prompts } = await promptsOf({
      title: 'Oliver skal til tandlæge',
      description: 'Oliver skal til tandlæge på tirsdag.',
      character: { name: 'Oliver', gender: 'dreng', age: 6, companion: 'bamse' },
      facts: {
        who: ['mor'],
        steps: ['Oliver holder mor i hånden', 'Oliver ligger i tandlægestolen og åbner munden', 'Den nye voksne siger hej'],
      },
    });
    expect(prompts).toHaveLength(plan.pages.length);
    const promptOf = (words: string) => prompts[plan.pages.findIndex((p) => pageText(p).includes(words))];
    expect(promptOf('i hånden')).toContain("holding the child's mother's hand");
    expect(promptOf('tandlægestolen')).toContain("lying back in a dentist's treatment chair with the mouth open");
    expect(promptOf('siger hej')).toContain('waving hello to the friendly grown-up, facing them');
    expect(promptOf('siger hej')).toContain('Also in the picture: the friendly grown-up.');
    for (const prompt of prompts) expect(prompt).not.toMatch(/oliver/i);
  });

  it('never asks for a person the story says has died, on any page', async () => {
    const { prompts } = await promptsOf({
      title: 'Morfar er død',
      description: 'Morfar er død. Vi tænker på morfar.',
      character: { name: 'Oliver', gender: 'dreng', age: 6 },
      facts: {
        who: ['mor', 'morfar'],
        steps: ['Vi er i kirken til morfars begravelse', 'Oliver lægger en blomst på graven', 'Vi siger farvel til morfar'],
      },
    });
    expect(prompts.some((p) => p.includes('sitting quietly on a church pew'))).toBe(true);
    expect(prompts.some((p) => p.includes('putting a flower by a grave'))).toBe(true);
    for (const prompt of prompts) expect(prompt).not.toMatch(/grandfather|grandpa|grandad|morfar|old man/i);
  });

  it("puts the parent's «Rediger billede» words after the page's scene, read into it", async () => {
    const input: WriterInput = {
      title: 'Oliver skal til tandlæge',
      description: 'Oliver skal til tandlæge på tirsdag.',
      character: { name: 'Oliver', gender: 'dreng', age: 6, companion: 'bamse' },
      facts: { steps: ['Oliver er hos tandlægen'] },
    };
    const index = writeStory(input).plan.pages.findIndex((p) => pageText(p).includes('er hos tandlægen')) + 1;
    const { prompts } = await promptsOf(input, { index, words: 'Oliver ligger i stolen med bamsen i hånden, mor sidder ved siden af' });
    expect(prompts[0]).toMatch(
      /^The child is lying back in a dentist's treatment chair .*, holding a favourite cuddly toy\. Also in the picture: the child's mother and the dentist\. The child lies back in the chair holding a teddy, the mother sits beside\./,
    );
  });
});
