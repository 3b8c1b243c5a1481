import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DemoStory } from '../../../shared/api-types';
import { DASHBOARD_PREVIEW_CHARS } from '../../../shared/constants';
import { demoMessages } from '../../../shared/messages.da';
import { checkPlan } from '../../../shared/plan-check';
import { previewText } from '../../../shared/story-text';
import type { VoiceId } from '../../../shared/voices';
import { writtenPlan } from '../../db/story-plan-column';
import { AppError } from '../../http/errors';
import { limits, type RateLimiter } from '../../http/rate-limit';
import { logger } from '../../logger';
import type { Illustrator } from '../../providers/images/port';
import type { ImagePipeline } from '../../providers/images/pipeline';
import type { SpeechProvider } from '../../providers/speech/port';
import type { Storage } from '../../providers/storage/port';
import type { TextProvider } from '../../providers/text/port';
import { normalizeSentence, storySentences } from '../speech/service';
import { DEMO_REQUESTS, DEMO_SCENES, type DemoRequest } from './stories';

export interface DemoServiceDeps {
  /** The offline writer, whatever the configuration: the same examples everywhere, and no provider call. */
  writer: TextProvider;
  /** The offline illustrator, whatever the configuration: an example costs no provider call. */
  illustrator: Illustrator;
  /** Re-encodes a drawing to WebP with its thumbnail (the image pipeline's). */
  normalize: ImagePipeline['normalize'];
  /** The configured voice, so the example sounds like the product. */
  speech: SpeechProvider;
  /** Keeps the examples' read-aloud audio under `demo/speech/`, so each sentence is made once. */
  storage: Storage;
  /** Counts read-aloud requests per client address (`limits.demoSpeech`). */
  limiter: RateLimiter;
  requests?: readonly DemoRequest[];
  /**
   * Where `npm run build` put the examples, drawn (scripts/draw-examples.ts): read from there instead
   * of drawn at start, so a started server has drawn nothing (bench/README.md, start). Without it, or
   * when a file is missing, an example is drawn on first use as before.
   */
  prebuilt?: string;
}

interface DrawnPicture {
  main: Buffer;
  thumb: Buffer;
}

interface BuiltDemo {
  story: DemoStory;
  pictures: DrawnPicture[];
  /** Every sentence the reader can ask to hear, as the speech service normalises it. */
  sentences: Set<string>;
  /** Changes when the drawings change: picture URLs carry it, so a browser may keep them for good. */
  version: string;
}

export interface DemoPicture {
  bytes: Buffer;
  /** The picture's own tag, for If-None-Match. */
  etag: string;
  /** The URL named the current drawing (`?v=`): cacheable for good. */
  current: boolean;
}

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** What drawing an example takes: the offline writer and illustrator, and the pipeline's WebP. */
export type ExampleDrawing = Pick<DemoServiceDeps, 'writer' | 'illustrator' | 'normalize'>;

async function drawExample(deps: ExampleDrawing, request: DemoRequest): Promise<BuiltDemo> {
  const started = performance.now();
  const { child } = request;
  const written = await deps.writer.writeStory({
    title: request.title,
    description: request.description,
    sceneCount: DEMO_SCENES,
    facts: request.facts,
    character: { name: child.name, gender: child.gender, age: child.age, companion: null },
  });
  const plan = writtenPlan(written);
  const base = {
    title: written.title,
    plan,
    avatars: [],
    children: [child],
    companion: null,
    prompt: '',
    negativePrompt: '',
    names: [],
    storySeed: `demo:${request.slug}`,
  };
  // Each picture's drawing starts in a turn of the event loop of its own: planning it takes the
  // thread for a while, and requests that arrive meanwhile (the first health check after a start)
  // then wait for one picture, not for all of them (bench/README.md, start). They render side by side.
  const drawings: Promise<DrawnPicture>[] = [];
  for (const [i, page] of [plan.pages[0], ...plan.pages].entries()) {
    await nextTurn();
    const drawing = deps.illustrator
      .scene({ ...base, cover: i === 0, page, seed: `demo:${request.slug}:${i}` })
      .then((d) => deps.normalize(d));
    // Awaited with the others below; a failure before then is not an unhandled rejection.
    drawing.catch(() => undefined);
    drawings.push(drawing);
  }
  const pictures = await Promise.all(drawings);
  const version = sha(...pictures.map((p) => p.main)).slice(0, 16);
  const url = (index: number, thumb: boolean) => `/api/demo/${request.slug}/pictures/${index}${thumb ? '.thumb' : ''}.webp?v=${version}`;
  const { light, score } = checkPlan(
    plan,
    { title: request.title, description: request.description, facts: request.facts ?? {} },
    { name: child.name, age: child.age, gender: child.gender },
  );
  const now = new Date().toISOString();
  const story: DemoStory = {
    slug: request.slug,
    id: `demo-${request.slug}`,
    title: written.title,
    preview: previewText(written.content, DASHBOARD_PREVIEW_CHARS),
    coverThumbUrl: url(0, true),
    missingImages: 0,
    imageCount: pictures.length,
    characterName: child.name,
    storyType: 'individual',
    group: null,
    check: { light, score },
    eventDate: null,
    reading: { count: 0, lastReadAt: null, readAloud: false },
    createdAt: now,
    updatedAt: now,
    content: written.content,
    plan,
    character: { name: child.name, age: child.age, gender: child.gender },
    images: pictures.map((_, i) => ({ url: url(i, false), thumbUrl: url(i, true), missing: false })),
    // The examples have no family's own voice.
    recordings: pictures.map(() => null),
    description: request.description,
    facts: request.facts,
  };
  const sentences = storySentences({ title: written.title, content: written.content, plan });
  logger.debug({ slug: request.slug, ms: Math.round(performance.now() - started) }, 'example story drawn');
  return { story, pictures, sentences, version };
}

/** The examples drawn into `dir`, one folder each: story.json and the pictures (scripts/draw-examples.ts). */
export async function writeExamples(dir: string, deps: ExampleDrawing, requests: readonly DemoRequest[] = DEMO_REQUESTS) {
  for (const request of requests) {
    const built = await drawExample(deps, request);
    const folder = path.join(dir, request.slug);
    await mkdir(folder, { recursive: true });
    for (const [i, picture] of built.pictures.entries()) {
      await writeFile(path.join(folder, `${i}.webp`), picture.main);
      await writeFile(path.join(folder, `${i}.thumb.webp`), picture.thumb);
    }
    const saved: SavedExample = {
      story: built.story,
      sentences: [...built.sentences],
      version: built.version,
      pictures: built.pictures.length,
    };
    await writeFile(path.join(folder, 'story.json'), JSON.stringify(saved));
  }
}

interface SavedExample {
  story: DemoStory;
  sentences: string[];
  version: string;
  pictures: number;
}

/** An example as `writeExamples` left it. */
async function readExample(dir: string, slug: string): Promise<BuiltDemo> {
  const folder = path.join(dir, slug);
  const saved = JSON.parse(await readFile(path.join(folder, 'story.json'), 'utf8')) as SavedExample;
  const pictures = await Promise.all(
    Array.from({ length: saved.pictures }, async (_, i) => ({
      main: await readFile(path.join(folder, `${i}.webp`)),
      thumb: await readFile(path.join(folder, `${i}.thumb.webp`)),
    })),
  );
  // Examples drawn before recordings existed have none.
  const story = { ...saved.story, recordings: saved.story.recordings ?? pictures.map(() => null) };
  return { story, pictures, sentences: new Set(saved.sentences), version: saved.version };
}

/**
 * The landing page's example stories, real ones: written by the offline writer and drawn by the
 * offline illustrator once per process (at start, see main.ts, or on the first visit), kept in
 * memory (about 1 MB) and served read-only to anyone. Read-aloud speaks only their own sentences,
 * rate limited per client address and cached in storage, so a visitor can never have the voice
 * say anything else or cost more than the examples' few sentences.
 */
export function demoService(deps: DemoServiceDeps) {
  const requests = deps.requests ?? DEMO_REQUESTS;
  const built = new Map<string, Promise<BuiltDemo>>();
  const speaking = new Map<string, Promise<{ audio: Buffer; contentType: string }>>();

  const requestOf = (slug: string) => {
    const request = requests.find((r) => r.slug === slug);
    if (!request) throw new AppError('STORY_NOT_FOUND');
    return request;
  };

  function demo(slug: string): Promise<BuiltDemo> {
    const request = requestOf(slug);
    let pending = built.get(slug);
    if (!pending) {
      const { prebuilt } = deps;
      pending = prebuilt
        ? readExample(prebuilt, slug).catch((err: unknown) => {
            logger.warn({ err, slug }, 'the example drawn by the build could not be read; drawing it');
            return drawExample(deps, request);
          })
        : drawExample(deps, request);
      built.set(slug, pending);
      // A failed drawing is tried again by the next visitor rather than kept.
      pending.catch((err) => {
        built.delete(slug);
        logger.error({ err, slug }, 'could not draw an example story');
      });
    }
    return pending;
  }

  async function synthesize(voice: VoiceId, text: string) {
    const hash = sha(deps.speech.engine, '\n', text);
    const cached =
      (await deps.storage.get(`demo/speech/${voice}/${hash}.mp3`)) ?? (await deps.storage.get(`demo/speech/${voice}/${hash}.wav`));
    if (cached) return { audio: cached.bytes, contentType: cached.contentType };
    const made = await deps.speech.synthesize({ text, voice });
    await deps.storage
      .put(`demo/speech/${voice}/${hash}.${made.extension}`, made.audio, made.contentType)
      .catch((err) => logger.warn({ err }, 'could not keep the example story audio'));
    return { audio: made.audio, contentType: made.contentType };
  }

  return {
    slugs: () => requests.map((r) => r.slug),

    async story(slug: string): Promise<DemoStory> {
      return (await demo(slug)).story;
    },

    /** `name`: '0.webp' is the cover, 'i.webp' scene i, 'i.thumb.webp' its thumbnail; `version` the URL's `v`. */
    async picture(slug: string, name: string, version?: string): Promise<DemoPicture> {
      const match = /^(\d{1,2})(\.thumb)?\.webp$/.exec(name);
      const built = await demo(slug);
      const picture = match ? built.pictures[Number(match[1])] : undefined;
      if (!match || !picture) throw new AppError('NOT_FOUND');
      const bytes = match[2] ? picture.thumb : picture.main;
      return { bytes, etag: `"${built.version}-${match[1]}${match[2] ?? ''}"`, current: version === built.version };
    },

    /** One sentence of an example story in the chosen voice; any other text is refused. */
    async readAloud(slug: string, input: { text: string; voice: VoiceId }, clientKey: string) {
      const built = await demo(slug);
      const text = normalizeSentence(input.text);
      if (!built.sentences.has(text)) throw new AppError('VALIDATION_ERROR', { message: demoMessages.onlyItsOwnText });
      if (!(await deps.limiter.take(limits.demoSpeech, clientKey)).ok) throw new AppError('RATE_LIMIT');
      const key = `${input.voice}\n${text}`;
      let pending = speaking.get(key);
      if (!pending) {
        pending = synthesize(input.voice, text).finally(() => speaking.delete(key));
        speaking.set(key, pending);
      }
      return pending;
    },

    /** Draws every example, so the first visitor does not wait for it (main.ts, after start). */
    async warm() {
      await Promise.allSettled(requests.map((r) => demo(r.slug)));
    },
  };
}

export type DemoService = ReturnType<typeof demoService>;
