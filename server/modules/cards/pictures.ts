import { randomInt } from 'node:crypto';
import { type CardStyleId, cardPrompt, cardStyle } from '../../../shared/cards';
import { cardMessages } from '../../../shared/messages.da';
import type { NameToRedact } from '../../../shared/name-redaction';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { drawCard } from '../../providers/illustrator/index';
import { openAiImageProvider } from '../../providers/images/openai';
import type { ImageProvider, ProviderImage } from '../../providers/images/provider';
import { replicateProvider } from '../../providers/images/replicate';

export const CARD_NEGATIVE_PROMPT = 'text, letters, watermark, signature, scary, violent, nsfw, deformed, extra limbs, blurry';

/** The AI services the image generator may use; a missing one means its styles are drawn offline. */
export interface CardImageServices {
  openai?: ImageProvider;
  replicate?: ImageProvider;
}

/**
 * The services configured for cards: OpenAI when OPENAI_API_KEY is set, Replicate when
 * REPLICATE_API_TOKEN is set, none when IMAGE_PROVIDER=offline. IMAGE_PROVIDER picks the one
 * provider of story pictures; cards need both, because the style decides the service.
 */
export function cardImageServices(config: Config): CardImageServices {
  if (config.IMAGE_PROVIDER === 'offline') return {};
  return {
    openai: config.OPENAI_API_KEY ? openAiImageProvider({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL }) : undefined,
    replicate: config.REPLICATE_API_TOKEN ? replicateProvider({ token: config.REPLICATE_API_TOKEN, baseUrl: config.REPLICATE_BASE_URL, model: config.REPLICATE_MODEL }) : undefined,
  };
}

export interface CardPictureRequest {
  style: CardStyleId;
  /** The user's Danish description. */
  description: string;
  /**
   * The names of the user's children: a card has no child of its own, but its description may
   * name any of them, and no AI service may see that.
   */
  childNames: readonly string[];
  /** Makes the offline drawing repeatable for the same card. */
  seed: string;
}

/** A card's children, in the Danish of the translation and the English of the image prompt. */
const namesIn = (childNames: readonly string[], replacement: string): NameToRedact[] => childNames.map((name) => ({ name, replacement }));

/**
 * Draws the picture of a card: the style's AI service when it is configured, else the offline
 * illustrator in the same style, so every style is recognisable without any service.
 */
export function cardPictures(services: CardImageServices, translate?: (danish: string, names: readonly NameToRedact[]) => Promise<string>) {
  const serviceFor = (style: CardStyleId) => services[cardStyle(style).path.provider];

  return {
    /** 'openai', 'replicate' or 'offline': who draws this style here. */
    sourceOf: (style: CardStyleId) => serviceFor(style)?.name ?? 'offline',

    async draw({ style, description, childNames, seed }: CardPictureRequest): Promise<ProviderImage> {
      const { path } = cardStyle(style);
      const service = serviceFor(style);
      if (!service) {
        const png = await drawCard({ description, style, width: path.width, height: path.height, seed });
        return { kind: 'base64', data: png.toString('base64') };
      }
      // An AI service is asked in English (the text provider translates when it can); the offline illustrator reads Danish.
      const subject = translate ? await translate(description, namesIn(childNames, 'et barn')) : description;
      const [image] = await service.generate({
        prompt: cardPrompt(style, subject),
        names: namesIn(childNames, 'a child'),
        ...(path.provider === 'replicate' ? { negativePrompt: CARD_NEGATIVE_PROMPT } : {}),
        width: path.width,
        height: path.height,
        count: 1,
        seed: randomInt(1_000_000),
      });
      if (!image) throw new AppError('GENERATION_FAILED', { status: 502, message: cardMessages.generateFailed });
      return image;
    },
  };
}

export type CardPictures = ReturnType<typeof cardPictures>;
