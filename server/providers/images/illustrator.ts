import { createHash, randomInt, randomUUID } from 'node:crypto';
import { type CardStyleId, cardPrompt, cardStyle } from '../../../shared/cards';
import { pageText, planPlainText } from '../../../shared/story-plan';
import type { Config } from '../../config';
import { logger } from '../../logger';
import { providerFailure } from '../errors';
import { drawCard } from '../illustrator/index';
import { drawCover, drawScene } from '../illustrator/scenes';
import { adultFigureLook, childFigureLook, otherChildFigureLook } from '../illustrator/figures/look';
import { classifySituation, picturePlan } from '../picture-words/scene-words';
import type { AvatarLook } from '../picture-words/avatar-look';
import { AVATAR_NEGATIVE_PROMPT, avatarNames, avatarPrompt, describeLook } from '../picture-words/avatar-prompt';
import { imageProviderName } from './create-image-provider';
import { figureAvatars } from './figure-avatars';
import { openAiImageProvider } from './openai';
import { keepFromReference } from '../picture-words/picture-style';
import { pageScene } from '../picture-words/page-scene';
import { scenePicture } from '../picture-words/scene-picture';
import { AVATAR_SIZE, type Illustrator, type Illustrators, SCENE_SIZE } from './port';
import type { ImageProvider, ImageProviderName, ProviderImage } from './provider';
import { referencePng, referenceSheet } from './reference-images';
import { replicateProvider } from './replicate';

const png = async (drawing: Promise<Buffer>): Promise<ProviderImage> => ({ kind: 'base64', data: (await drawing).toString('base64') });

/** Draws without any service: the child's figure as avatar, scenes from the plan's pages, cards from the Danish text. */
export function offlineIllustrator(): Illustrator {
  return {
    name: 'offline',
    async avatars({ look, count }) {
      return figureAvatars(look, { count, seed: randomUUID() });
    },
    async scene({ cover, title, plan, page, children, companion, request, seed, storySeed }) {
      // The title counts twice, as the text's title line made it.
      const story = planPlainText(plan);
      const situation = classifySituation(`${title}\n${plan.title}\n${story}`);
      const looks = children.map((child) => childFigureLook(child));
      const group = looks.length > 1;
      if (cover) {
        const picture = picturePlan(pageText(page), { situation, companion, group });
        const shown = picturePlan(story, { companion }).companion;
        const setting = pageScene({ plan, page }).setting ?? picture.setting;
        return png(drawCover({ setting, people: { children: looks, pose: 'stand', mood: 'smile', companion: shown }, title, storySeed }));
      }
      const picture = scenePicture({ title, plan, page, companion, request, group });
      const adult = picture.adult ? adultFigureLook(storySeed, picture.adult.role, picture.adult.variant, looks[0]?.skin) : null;
      // The cousin, sibling or friend who is there stands beside the story's own children.
      const others = children.length
        ? picture.children.map((other) => otherChildFigureLook(storySeed, other.label, other, children[0]))
        : [];
      const people = {
        children: [...looks, ...others],
        pose: picture.pose,
        mood: picture.mood,
        adult,
        companion: picture.companion,
        action: picture.action,
      };
      return png(drawScene({ setting: picture.setting, people, seed, storySeed }));
    },
    async card({ style, description, seed, child }) {
      const { path } = cardStyle(style);
      return png(drawCard({ description, style, width: path.width, height: path.height, seed, child: child?.look }));
    },
  };
}

/**
 * A card's prompt with the user's child in it: the style and the description, then who the child
 * is by look (never by name) and, with the avatar as reference image, to keep that child.
 */
export function cardPromptWithChild(style: CardStyleId, english: string, look: AvatarLook, withReference: boolean): string {
  const who = `The child in the picture is ${describeLook(look)}.`;
  return `${cardPrompt(style, english).replace(/[\s.]+$/, '')}. ${who}${withReference ? ` ${keepFromReference(1, false)}` : ''}`;
}

/** The seed of every picture of one story for a service that takes one: the same story, the same seed (below 2^31). */
export const storySeedNumber = (storySeed: string): number => createHash('sha256').update(storySeed).digest().readUInt32BE(0) & 0x7fffffff;

/**
 * Draws through an AI image service (OpenAI Images, Replicate), from English prompts without names.
 * A story's pictures are drawn from its avatars as reference images where the model takes them
 * (one image per child, or the children side by side on one sheet for a model that takes one),
 * with the same style and, where the model has one, the same seed on every page.
 */
export function aiIllustrator(provider: ImageProvider): Illustrator {
  const one = async (images: Promise<ProviderImage[]>) => {
    const [image] = await images;
    if (!image) throw providerFailure('image', provider.name, 'bad_response', 'no image in the answer');
    return image;
  };
  const referencesOf = async (avatars: Buffer[]): Promise<Buffer[]> => {
    if (!provider.maxReferences || !avatars.length) return [];
    if (avatars.length <= provider.maxReferences) return Promise.all(avatars.map((avatar) => referencePng(avatar)));
    return [await referenceSheet(avatars)];
  };
  return {
    name: provider.name,
    avatars: ({ look, count, childName }) =>
      provider.generate({
        prompt: avatarPrompt(look, childName),
        names: avatarNames(childName),
        negativePrompt: AVATAR_NEGATIVE_PROMPT,
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        count,
        seed: randomInt(1_000_000),
      }),
    async scene({ prompt, negativePrompt, names, avatars, storySeed }) {
      const references = await referencesOf(avatars);
      const withReference = references.length
        ? `${prompt} ${keepFromReference(avatars.length, references.length < avatars.length)}`
        : prompt;
      return one(
        provider.generate({
          prompt: withReference,
          names,
          negativePrompt,
          width: SCENE_SIZE,
          height: SCENE_SIZE,
          count: 1,
          seed: storySeedNumber(storySeed),
          references,
        }),
      );
    },
    async card({ style, english, names, negativePrompt, child }) {
      const { path } = cardStyle(style);
      const references = child ? await referencesOf(child.avatar ? [child.avatar] : []) : [];
      const prompt = child
        ? cardPromptWithChild(style, await english(), child.look, references.length > 0)
        : cardPrompt(style, await english());
      return one(
        provider.generate({
          prompt,
          names,
          negativePrompt,
          width: path.width,
          height: path.height,
          count: 1,
          seed: randomInt(1_000_000),
          references,
        }),
      );
    },
  };
}

export type ImageServices = Partial<Record<'openai' | 'replicate', ImageProvider>>;

/** The illustrators over these services: `main` the named one (offline when it is not there). */
export function illustratorsOf(services: ImageServices, main: ImageProviderName = 'offline'): Illustrators {
  const offline = offlineIllustrator();
  const drawn = {
    openai: services.openai && aiIllustrator(services.openai),
    replicate: services.replicate && aiIllustrator(services.replicate),
  };
  return {
    main: (main !== 'offline' && drawn[main]) || offline,
    forCardStyle: (style) => drawn[cardStyle(style).path.provider] ?? offline,
    offline,
  };
}

/** Where the one start-up line about the image model goes: the server's log, or a test's list. */
export type StartLog = (fields: Record<string, unknown>, msg: string) => void;

/**
 * The illustrators of the configuration, each service built once (services.ts). IMAGE_PROVIDER
 * picks who draws avatars and story pictures; cards use both services, because the style decides,
 * and none at all with IMAGE_PROVIDER=offline. A story-picture model that takes no reference image
 * still draws, from the text alone, and the log says so once, here.
 */
export function createIllustrators(config: Config, log: StartLog = logger.warn): Illustrators {
  if (config.IMAGE_PROVIDER === 'offline') return illustratorsOf({});
  const services: ImageServices = {
    openai: config.OPENAI_API_KEY
      ? openAiImageProvider({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL })
      : undefined,
    replicate: config.REPLICATE_API_TOKEN
      ? replicateProvider({ token: config.REPLICATE_API_TOKEN, baseUrl: config.REPLICATE_BASE_URL, model: config.REPLICATE_MODEL })
      : undefined,
  };
  const main = imageProviderName(config);
  const drawing = main === 'offline' ? undefined : services[main];
  if (drawing && !drawing.maxReferences) {
    log(
      { provider: drawing.name, model: drawing.model },
      'image model takes no reference image: story pictures are drawn from the text prompt alone, so the child may look different from page to page',
    );
  }
  return illustratorsOf(services, main);
}
