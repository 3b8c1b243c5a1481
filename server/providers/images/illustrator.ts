import { createHash, randomInt, randomUUID } from 'node:crypto';
import { type CardStyleId, cardPrompt, cardStyle } from '../../../shared/cards';
import type { NameToRedact } from '../../../shared/name-redaction';
import { type PlanPage, pageText, planPlainText, type StoryPlan } from '../../../shared/story-plan';
import type { Config } from '../../config';
import { logger } from '../../logger';
import { providerFailure } from '../errors';
import { drawCard } from '../illustrator/index';
import { drawCover, drawScene } from '../illustrator/scenes';
import { adultFigureLook, childFigureLook } from '../illustrator/figures/look';
import { companionKindOf } from '../../../shared/avatar-features';
import { classifySituation, picturePlan, SETTING_ADULT } from '../text/scene-words';
import type { AvatarLook } from './avatar-look';
import { AVATAR_NEGATIVE_PROMPT, avatarNames, avatarPrompt, describeLook } from './avatar-prompt';
import { imageProviderName } from './create-image-provider';
import { figureAvatars } from './figure-avatars';
import { openAiImageProvider } from './openai';
import { keepFromReference } from './picture-style';
import { pageScene } from './page-scene';
import { adultOf, adultOnPage } from './present';
import type { ImageProvider, ImageProviderName, ProviderImage } from './provider';
import { referencePng, referenceSheet } from './reference-images';
import { replicateProvider } from './replicate';

/**
 * The illustrator port: everything the product draws, whoever draws it. The offline illustrator
 * (the child's figure as avatar, SVG scenes and cards) and the AI image services implement it alike, so no
 * caller asks which one it has. Each call is one attempt: callers retry through providers/retry.ts.
 */
export interface Illustrator {
  readonly name: ImageProviderName;
  /** Avatar candidates for a look (768x768). */
  avatars(req: AvatarDrawing): Promise<ProviderImage[]>;
  /** A story's cover or one of its scenes, with the story's children (1024x1024). */
  scene(req: SceneDrawing): Promise<ProviderImage>;
  /** A card of the image generator, in its style. */
  card(req: CardDrawing): Promise<ProviderImage>;
}

export const AVATAR_SIZE = 768;
export const SCENE_SIZE = 1024;

export interface AvatarDrawing {
  look: AvatarLook;
  count: number;
  /** Kept out of every prompt (and of nothing else: the offline avatar is drawn from the look). */
  childName?: string;
}

export interface SceneDrawing {
  /** The cover shows where the story begins. */
  cover: boolean;
  title: string;
  /** The story's plan, never its text form: the cover reads the whole story from it. */
  plan: StoryPlan;
  /** The page drawn, with its scene (`scene.present`: who is there); the cover shows the first page, where the story begins. */
  page: PlanPage;
  /** The story's children as their avatar pictures, the child's own first (0-4): an AI service's reference images. */
  avatars: Buffer[];
  /** The same children as looks, in the same order: what the offline illustrator draws (0-4). */
  children: AvatarLook[];
  /** The child's companion as the form says it («hunden Fido»), drawn when the scene mentions it. */
  companion: string | null;
  /** What the parent typed in 'Rediger billede' (Danish), when the picture is redrawn from it. */
  request?: string;
  /** English description of the picture for an AI service, without names. */
  prompt: string;
  negativePrompt: string;
  /** Names no AI service may see, and what stands in their place. */
  names: readonly NameToRedact[];
  /** The same seed draws the same offline picture. */
  seed: string;
  /** The same for every picture of one story: an AI service's seed, the offline story's other people. */
  storySeed: string;
}

/** «Med min avatar»: the child a card draws. */
export interface CardChild {
  /** What the offline illustrator draws the child from (never the name). */
  look: AvatarLook;
  /** The avatar picture: an AI service's reference image; null when its file is missing. */
  avatar: Buffer | null;
}

export interface CardDrawing {
  style: CardStyleId;
  /** The user's chosen child, drawn doing what the card shows; without it the card draws its own. */
  child?: CardChild;
  /** The user's Danish description. */
  description: string;
  /** The description in English, asked for only by an AI service (it costs a text call). */
  english: () => Promise<string>;
  names: readonly NameToRedact[];
  negativePrompt: string;
  seed: string;
}

const png = async (drawing: Promise<Buffer>): Promise<ProviderImage> => ({ kind: 'base64', data: (await drawing).toString('base64') });

/**
 * What the offline illustrator draws on a page (not the cover), from the page's scene with the
 * parent's «Rediger billede» words over it (page-scene.ts): the setting (for a plan whose scene says
 * no place, the one its words name, as before the scene), the action, the adult beside the child
 * (the first living person of the scene the setting does not draw itself; for a scene that names no
 * one, the one the page's words name, never in a frame) and the companion. Pose and face come from the page's words:
 * the action, when there is one, decides the pose.
 */
export function scenePicture({ title, plan, page, companion, request, group }: Pick<SceneDrawing, 'title' | 'plan' | 'page' | 'companion' | 'request'> & { group: boolean }) {
  const story = planPlainText(plan);
  const situation = classifySituation(`${title}\n${plan.title}\n${story}`);
  const words = picturePlan(pageText(page), { situation, companion, group });
  const picture = request ? picturePlan(pageText(page), { situation, companion, request, group }) : words;
  const scene = pageScene({ plan, page, request, companion, at: words.setting });
  const setting = scene.setting ?? picture.setting;
  const named = scene.present.map((label) => ({ label, adult: adultOf(label) })).find(({ adult }) => adult && adult.role !== SETTING_ADULT[setting]);
  // A frame states no fact, so it puts nobody in the picture («Theo kan fortælle en voksen, …»).
  const facts = page.sentences.filter((x) => x.source !== 'frame');
  const told = facts.length && facts.length < page.sentences.length ? picturePlan(pageText({ ...page, sentences: facts }), { situation, companion, request, group }).adult : picture.adult;
  const fromWords = scene.present.length ? null : adultOnPage(told, page.scene, scene.dead);
  const adult = named?.adult ?? fromWords;
  const adultLabel = named?.label ?? (fromWords ? fromWords.variant || ADULT_LABEL[fromWords.role] : null);
  return {
    setting,
    action: scene.action,
    pose: picture.pose,
    mood: picture.mood,
    adult,
    adultLabel,
    // Whom the action is done with («vinker farvel til tandlægen»): the first person there, also one the setting draws itself.
    addressed: scene.present.find((label) => adultOf(label)) ?? adultLabel,
    companion: scene.companion ? (companionKindOf(companion) ?? picture.companion) : picture.companion,
  };
}

/** An adult the page's words name by role only, in the words a sentence says them. */
const ADULT_LABEL: Record<string, string> = {
  parent: 'en voksen',
  grandparent: 'en voksen',
  dentist: 'tandlægen',
  doctor: 'lægen',
  nurse: 'sygeplejersken',
  hairdresser: 'frisøren',
  teacher: 'læreren',
  pedagogue: 'pædagogen',
  helper: 'en voksen',
};

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
      const people = { children: looks, pose: picture.pose, mood: picture.mood, adult, companion: picture.companion, action: picture.action };
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
      const withReference = references.length ? `${prompt} ${keepFromReference(avatars.length, references.length < avatars.length)}` : prompt;
      return one(provider.generate({ prompt: withReference, names, negativePrompt, width: SCENE_SIZE, height: SCENE_SIZE, count: 1, seed: storySeedNumber(storySeed), references }));
    },
    async card({ style, english, names, negativePrompt, child }) {
      const { path } = cardStyle(style);
      const references = child ? await referencesOf(child.avatar ? [child.avatar] : []) : [];
      const prompt = child ? cardPromptWithChild(style, await english(), child.look, references.length > 0) : cardPrompt(style, await english());
      return one(provider.generate({ prompt, names, negativePrompt, width: path.width, height: path.height, count: 1, seed: randomInt(1_000_000), references }));
    },
  };
}

export interface Illustrators {
  /** Who draws avatars and story pictures: IMAGE_PROVIDER, else the configured service, else offline. */
  main: Illustrator;
  /** Who draws a card of this style: the style's own service when it is configured, else offline. */
  forCardStyle(style: CardStyleId): Illustrator;
}

export type ImageServices = Partial<Record<'openai' | 'replicate', ImageProvider>>;

/** The illustrators over these services: `main` the named one (offline when it is not there). */
export function illustratorsOf(services: ImageServices, main: ImageProviderName = 'offline'): Illustrators {
  const offline = offlineIllustrator();
  const drawn = { openai: services.openai && aiIllustrator(services.openai), replicate: services.replicate && aiIllustrator(services.replicate) };
  return {
    main: (main !== 'offline' && drawn[main]) || offline,
    forCardStyle: (style) => drawn[cardStyle(style).path.provider] ?? offline,
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
    openai: config.OPENAI_API_KEY ? openAiImageProvider({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL }) : undefined,
    replicate: config.REPLICATE_API_TOKEN ? replicateProvider({ token: config.REPLICATE_API_TOKEN, baseUrl: config.REPLICATE_BASE_URL, model: config.REPLICATE_MODEL }) : undefined,
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
