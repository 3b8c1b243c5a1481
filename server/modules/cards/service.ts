import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Card, CardImageRefresh, CardPage } from '../../../shared/api-types';
import { defaultCardTitle, isCardStyleId } from '../../../shared/cards';
import { CARD_IMAGE_RETRIES, SIGNED_URL_SECONDS } from '../../../shared/constants';
import { cardMessages, characterMessages } from '../../../shared/messages.da';
import type { CardCreateInput } from '../../../shared/schemas';
import { toIso } from '../../db/database';
import type { DB } from '../../db/schema';
import { IMAGE_ATTEMPTS } from '../../../shared/constants';
import { AppError, toAppError } from '../../http/errors';
import { withAttempts } from '../../providers/retry';
import { logger } from '../../logger';
import type { ImagePipeline, StoredImage } from '../../providers/images/pipeline';
import { type CardChild, thumbKeyOf } from '../../providers/images/port';
import type { Storage } from '../../providers/storage/port';
import type { CharacterSnapshot } from '../../../shared/story-snapshot';
import { refundQuota, reserveQuota } from '../profiles/quota';
import type { CardPictures } from './pictures';
import type { CardRow, CardsRepository } from './repository';

export interface CardsDeps {
  db: Kysely<DB>;
  repo: CardsRepository;
  storage: Storage;
  images: ImagePipeline;
  pictures: CardPictures;
  /** The names of the user's children, kept out of what an AI service is sent for a card. */
  childNames: (userId: string) => Promise<string[]>;
  /** One of the user's characters; undefined when it is not theirs. */
  character: (userId: string, id: string) => Promise<CharacterSnapshot | undefined>;
  /** The downloaded card: its picture with the card's word under it, as a PNG (providers/images/word-card.ts). */
  withWord: (picture: Buffer, word: string) => Promise<Buffer>;
  now?: () => Date;
}

const notFound = () => new AppError('CARD_NOT_FOUND', { message: cardMessages.notFound });

/** A new key per card picture, beside the owner's other files. */
const cardKey = (userId: string, cardId: string) => `users/${userId}/cards/${cardId}-${randomBytes(4).toString('hex')}.webp`;

/** Provider errors whose own message helps the user; every other failure says the picture failed. */
const KEEP_MESSAGE = new Set(['RATE_LIMIT', 'CONTENT_POLICY']);

function generationError(thrown: unknown): AppError {
  const err = toAppError(thrown);
  if (err && (KEEP_MESSAGE.has(err.code) || err.status < 500)) return err;
  logger.warn({ code: err?.code, err: thrown }, 'card picture failed');
  return new AppError(err ? err.code : 'GENERATION_FAILED', { message: cardMessages.generateFailed, cause: thrown });
}

/**
 * Cards of the image generator: one picture each, drawn and stored at once, counted against
 * the card quota. A card exists only with its stored picture, and a failed generation uses
 * no quota and leaves no file behind.
 */
export function cardsService(deps: CardsDeps) {
  const { repo, storage, images, pictures } = deps;
  const now = deps.now ?? (() => new Date());
  const sign = (key: string) => storage.signedUrl(key, SIGNED_URL_SECONDS);

  async function toCard(row: CardRow): Promise<Card> {
    const retryCount = Number(row.retry_count);
    const [imageUrl, thumbUrl] = await Promise.all([sign(row.image), sign(thumbKeyOf(row.image))]);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      style: isCardStyleId(row.style) ? row.style : 'cartoon',
      imageUrl,
      thumbUrl,
      retryCount,
      placeholder: retryCount > CARD_IMAGE_RETRIES,
      createdAt: toIso(row.created_at),
    };
  }

  /** «Med min avatar»: the user's own character as the card's child, with the avatar picture for an AI service. */
  async function chosenChild(userId: string, characterId: string): Promise<CardChild> {
    const character = await deps.character(userId, characterId);
    if (!character) throw new AppError('CHARACTER_NOT_FOUND', { message: characterMessages.notFound });
    const { gender, age, hairColor, eyeColor, skinColor, outfit, features } = character;
    const file = character.avatar ? await storage.get(character.avatar).catch(() => null) : null;
    return { look: { gender, age, hairColor, eyeColor, skinColor, outfit, features }, avatar: file?.bytes ?? null };
  }

  async function owned(userId: string, id: string): Promise<CardRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string, page: number, limit: number): Promise<CardPage> {
      const { rows, total } = await repo.page(userId, (page - 1) * limit, limit);
      return { cards: await Promise.all(rows.map(toCard)), total, page, limit };
    },

    count: (userId: string) => repo.countByUser(userId),

    /** One card of the user's (the print sheet asks for the ones chosen). */
    get: async (userId: string, id: string): Promise<Card> => toCard(await owned(userId, id)),

    /** 'Download som PNG': the card as printed, its picture with its word under it, and the title to name the file by. */
    async png(userId: string, id: string): Promise<{ title: string; bytes: Buffer }> {
      const row = await owned(userId, id);
      const picture = await images.png(row.image);
      if (!picture) throw notFound();
      return { title: row.title, bytes: await deps.withWord(picture, row.title) };
    },

    /**
     * Reserves one card of quota (one conditional UPDATE, so concurrent requests cannot pass
     * the limit), draws and stores the picture, then saves the row. The reservation is its own
     * statement rather than a transaction held open while a provider draws for seconds, which
     * would hold SQLite's write lock; any failure after it gives the reservation back.
     */
    async create(userId: string, input: CardCreateInput): Promise<Card> {
      // Before the quota: another user's character (or none) answers 404 and costs nothing.
      const child = input.characterId ? await chosenChild(userId, input.characterId) : undefined;
      if (!(await reserveQuota(deps.db, userId, 'card'))) throw new AppError('CARD_QUOTA', { message: cardMessages.quotaUsed });
      const id = randomUUID();
      let stored: StoredImage | undefined;
      try {
        const childNames = await deps.childNames(userId);
        // The one retry layer (providers/retry.ts).
        const picture = await withAttempts(
          () => pictures.draw({ style: input.style, description: input.description, childNames, seed: id, child }),
          { attempts: IMAGE_ATTEMPTS },
        );
        stored = await images.store(picture, cardKey(userId, id));
        const row: CardRow = {
          id,
          user_id: userId,
          title: input.title ?? defaultCardTitle(input.description),
          description: input.description,
          style: input.style,
          image: stored.key,
          retry_count: 0,
          created_at: now().toISOString(),
        };
        await repo.insert(row);
        return await toCard(row);
      } catch (err) {
        if (stored) await images.remove(stored.key).catch((e) => logger.error({ err: e, key: stored?.key }, 'could not remove card files'));
        await refundQuota(deps.db, userId, 'card').catch((e) => logger.error({ err: e, userId }, 'could not refund card quota'));
        throw generationError(err);
      }
    },

    /**
     * The card image repair: the browser could not load the picture. Counts the try; after
     * more than CARD_IMAGE_RETRIES the placeholder is shown, otherwise fresh signed URLs.
     */
    async refreshUrl(userId: string, id: string): Promise<CardImageRefresh> {
      const row = await repo.bumpRetry(userId, id);
      if (!row) throw notFound();
      const retryCount = Number(row.retry_count);
      if (retryCount > CARD_IMAGE_RETRIES) return { placeholder: true, retryCount };
      const [imageUrl, thumbUrl] = await Promise.all([sign(row.image), sign(thumbKeyOf(row.image))]);
      return { placeholder: false, retryCount, imageUrl, thumbUrl };
    },

    async remove(userId: string, id: string) {
      const key = await repo.delete(userId, id);
      if (!key) throw notFound();
      // Files after the row: a failure here leaves unreachable files, never a card without its picture.
      await images.remove(key).catch((err) => logger.error({ err, key }, 'could not remove card files'));
    },
  };
}

export type CardsService = ReturnType<typeof cardsService>;
