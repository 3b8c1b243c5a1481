import type { CardStyleId } from '../../../shared/cards';
import type { NameToRedact } from '../../../shared/name-redaction';
import type { CardChild, Illustrators } from '../../providers/images/port';
import type { ProviderImage } from '../../providers/images/provider';

export const CARD_NEGATIVE_PROMPT = 'text, letters, watermark, signature, scary, violent, nsfw, deformed, extra limbs, blurry';

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
  /** «Med min avatar»: the chosen child, drawn as the card's child. */
  child?: CardChild;
}

/** A card's children, in the Danish of the translation and the English of the image prompt. */
const namesIn = (childNames: readonly string[], replacement: string): NameToRedact[] => childNames.map((name) => ({ name, replacement }));

/**
 * Draws the picture of a card: the style's AI service when it is configured, else the offline
 * illustrator in the same style, so every style is recognisable without any service.
 */
export function cardPictures(
  illustrators: Pick<Illustrators, 'forCardStyle'>,
  translate?: (danish: string, names: readonly NameToRedact[]) => Promise<string>,
) {
  return {
    /** 'openai', 'replicate' or 'offline': who draws this style here. */
    sourceOf: (style: CardStyleId) => illustrators.forCardStyle(style).name,

    draw({ style, description, childNames, seed, child }: CardPictureRequest): Promise<ProviderImage> {
      return illustrators.forCardStyle(style).card({
        style,
        description,
        child,
        // An AI service is asked in English (the text provider translates when it can); the offline illustrator reads Danish.
        english: async () => (translate ? translate(description, namesIn(childNames, 'et barn')) : description),
        names: namesIn(childNames, 'a child'),
        negativePrompt: CARD_NEGATIVE_PROMPT,
        seed,
      });
    },
  };
}

export type CardPictures = ReturnType<typeof cardPictures>;
