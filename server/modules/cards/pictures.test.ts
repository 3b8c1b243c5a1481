import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { json, providerServer } from '../../test/test-provider-server';
import { openAiImageProvider } from '../../providers/images/openai';
import { replicateProvider } from '../../providers/images/replicate';
import { openAiTextProvider } from '../../providers/text/openai';
import { CARD_STYLES } from '../../../shared/cards';
import { CARD_STYLES as ILLUSTRATOR_STYLES } from '../../providers/illustrator/index';
import { createIllustrators, illustratorsOf } from '../../providers/images/illustrator';
import { CARD_NEGATIVE_PROMPT, cardPictures } from './pictures';

/** Which service draws which style, and what it is asked for: real adapters against loopback servers. */
describe('card pictures', () => {
  let server: Awaited<ReturnType<typeof providerServer>>;
  let png: string;
  beforeAll(async () => {
    png = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer()
    ).toString('base64');
    server = await providerServer((req, res) => {
      if (req.path.endsWith('/images/generations')) return json(res, 200, { data: [{ b64_json: png }] });
      // A translator that answers what it was sent (or fails, for 'fejl'), so the test sees what goes on to the picture.
      if (req.path.endsWith('/chat/completions')) {
        const text = String(req.body.messages.at(-1).content);
        return text.includes('fejl')
          ? json(res, 500, {})
          : json(res, 200, { choices: [{ message: { role: 'assistant', content: `EN: ${text}` } }] });
      }
      if (req.path.includes('/predictions'))
        return json(res, 201, { id: 'p1', status: 'succeeded', output: ['https://replicate.delivery/p1/out-0.png'] });
      json(res, 404, {});
    });
  });
  afterAll(() => server.close());

  const providers = () => ({
    openai: openAiImageProvider({ apiKey: 'sk', baseUrl: `${server.url}/v1`, model: 'dall-e-3' }),
    replicate: replicateProvider({ token: 'r8', baseUrl: `${server.url}/v1`, model: 'stability-ai/sdxl' }),
  });
  const services = () => illustratorsOf(providers());

  it('sends Malebog to the Images API at 1024x1024, one image', async () => {
    const before = server.requests.length;
    const image = await cardPictures(services()).draw({ style: 'coloring', description: 'En kat i en kurv', childNames: [], seed: 's' });
    expect(image).toEqual({ kind: 'base64', data: png });
    const [req] = server.requests.slice(before);
    expect(req.path).toBe('/v1/images/generations');
    expect(req.body).toMatchObject({ size: '1024x1024', n: 1, response_format: 'b64_json' });
    expect(req.body.prompt).toMatch(/^Black and white colouring book page .* Subject: En kat i en kurv$/);
  });

  it('sends the other styles to Replicate at 768x768, 28 steps, guidance 7.5, one output', async () => {
    for (const style of ['cartoon', 'realistic', 'anime', 'watercolor', 'minimalist'] as const) {
      const before = server.requests.length;
      const image = await cardPictures(services()).draw({ style, description: 'En hund  med en bold', childNames: [], seed: 's' });
      expect(image).toEqual({ kind: 'url', url: 'https://replicate.delivery/p1/out-0.png' });
      const [req] = server.requests.slice(before);
      expect(req.path).toBe('/v1/models/stability-ai/sdxl/predictions');
      expect(req.body.input).toMatchObject({
        width: 768,
        height: 768,
        num_inference_steps: 28,
        guidance_scale: 7.5,
        num_outputs: 1,
        negative_prompt: CARD_NEGATIVE_PROMPT,
      });
      expect(req.body.input.prompt).toMatch(/ Subject: En hund med en bold$/);
      expect(req.body.input.seed).toBeGreaterThanOrEqual(0);
      expect(req.body.input.seed).toBeLessThan(1_000_000);
    }
  });

  it("keeps the names of the user's children out of the translation and the picture's prompt", async () => {
    const childNames = ['Sofie-Marie Hansen', 'Zoe\u0308'];
    const translator = openAiTextProvider({ apiKey: 'sk', baseUrl: `${server.url}/v1`, model: 'm' });
    const pictures = cardPictures(services(), translator.translateForPicture!.bind(translator));
    const sentFrom = (before: number) => server.requests.slice(before).map((r) => JSON.stringify(r.body).normalize('NFC'));

    let before = server.requests.length;
    await pictures.draw({ style: 'coloring', description: 'Sofie-Marie og Zoës hund på familien Hansens sofa', childNames, seed: 's' });
    const [translation, picture] = sentFrom(before);
    expect(translation).toContain('et barn og et barns hund på familien et barns sofa');
    expect(picture).toContain('Subject: EN: et barn og et barns hund på familien et barns sofa');
    for (const body of sentFrom(before)) expect(body).not.toMatch(/sofie|marie|hansen|zoë/i);

    // A failed translation falls back to the Danish text; the picture's prompt is still without the names.
    before = server.requests.length;
    await pictures.draw({ style: 'coloring', description: 'fejl: sofie leger med Zoë', childNames, seed: 's' });
    expect(sentFrom(before).at(-1)).toContain('Subject: fejl: a child leger med a child');

    // Without a translator the Danish description goes to Replicate, without the names.
    before = server.requests.length;
    await cardPictures(services()).draw({ style: 'cartoon', description: 'Sofie-Maries kat', childNames, seed: 's' });
    expect(sentFrom(before)[0]).toContain('Subject: a childs kat');
    for (const body of sentFrom(before)) expect(body).not.toMatch(/sofie|marie/i);
  });

  it('draws a style offline when its service is not configured, at the size of its path', async () => {
    const pictures = cardPictures(illustratorsOf({ openai: providers().openai }));
    expect(pictures.sourceOf('coloring')).toBe('openai');
    expect(pictures.sourceOf('cartoon')).toBe('offline');
    const before = server.requests.length;
    const image = await pictures.draw({ style: 'cartoon', description: 'En hund', childNames: [], seed: 's' });
    expect(server.requests.length).toBe(before);
    expect(image.kind).toBe('base64');
    const meta = await sharp(Buffer.from((image as { data: string }).data, 'base64')).metadata();
    expect(meta).toMatchObject({ width: 768, height: 768 });
    const coloring = await cardPictures(illustratorsOf({})).draw({ style: 'coloring', description: 'En kat', childNames: [], seed: 's' });
    expect((await sharp(Buffer.from((coloring as { data: string }).data, 'base64')).metadata()).width).toBe(1024);
  });

  it("uses the offline illustrator's six styles under the same ids and names", () => {
    expect(ILLUSTRATOR_STYLES.map((s) => [s.id, s.label])).toEqual(CARD_STYLES.map((s) => [s.id, s.name]));
  });

  it('builds the illustrators from the configuration; IMAGE_PROVIDER=offline turns both services off', () => {
    const dataDir = { DATA_DIR: '/tmp/fh-card-config', AUTH_SECRET: 'x'.repeat(32) };
    const drawers = (env: Record<string, string>) => {
      const illustrators = createIllustrators(loadConfig({ ...dataDir, ...env }));
      return [illustrators.main.name, illustrators.forCardStyle('coloring').name, illustrators.forCardStyle('cartoon').name];
    };
    // [avatars and story pictures, Malebog (OpenAI's style), Tegneserie (Replicate's)]
    expect(drawers({ OPENAI_API_KEY: 'sk', REPLICATE_API_TOKEN: 'r8' })).toEqual(['replicate', 'openai', 'replicate']);
    expect(drawers({ OPENAI_API_KEY: 'sk', IMAGE_PROVIDER: 'openai' })).toEqual(['openai', 'openai', 'offline']);
    expect(drawers({ OPENAI_API_KEY: 'sk', REPLICATE_API_TOKEN: 'r8', IMAGE_PROVIDER: 'offline' })).toEqual([
      'offline',
      'offline',
      'offline',
    ]);
    expect(drawers({})).toEqual(['offline', 'offline', 'offline']);
  });
});
