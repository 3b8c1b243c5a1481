/**
 * The image port: what the product asks to be drawn (the Illustrator and its requests) and the one
 * naming rule of stored pictures it relies on. The implementations are the rest of this folder,
 * built once in services.ts; modules import only this file (docs/0009-import-boundaries.md).
 */
import type { CardStyleId } from '../../../shared/cards';
import type { NameToRedact } from '../../../shared/name-redaction';
import type { PlanPage, StoryPlan } from '../../../shared/story-plan';
import type { AvatarLook } from '../picture-words/avatar-look';
import type { ImageProviderName, ProviderImage } from './provider';

/**
 * The illustrator port: everything the product draws, whoever draws it. The offline illustrator
 * (figure avatars, SVG scenes and cards) and the AI image services implement it alike, so no
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

export interface Illustrators {
  /** Who draws avatars and story pictures: IMAGE_PROVIDER, else the configured service, else offline. */
  main: Illustrator;
  /** Who draws a card of this style: the style's own service when it is configured, else offline. */
  forCardStyle(style: CardStyleId): Illustrator;
  /** The offline illustrator, whatever is configured: the examples anyone may read are drawn by it. */
  offline: Illustrator;
}

/** A stored picture's thumbnail, beside it: `users/u/avatars/x.webp` -> `users/u/avatars/x.thumb.webp` (the pipeline writes both). */
export const thumbKeyOf = (key: string) => key.replace(/\.webp$/, '.thumb.webp');
