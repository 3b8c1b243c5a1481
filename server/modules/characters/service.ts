import { randomBytes, randomUUID } from 'node:crypto';
import type { AvatarCandidates, Character } from '../../../shared/api-types';
import { IMAGE_ATTEMPTS, AVATAR_CANDIDATE_TTL_SECONDS, AVATAR_CANDIDATES, SIGNED_URL_SECONDS } from '../../../shared/constants';
import { characterMessages } from '../../../shared/messages.da';
import type { AvatarRequest, CharacterCreateInput, CharacterPatchInput } from '../../../shared/schemas';
import { toIso } from '../../db/database';
import { AppError, toAppError } from '../../http/errors';
import { limits, type RateLimiter } from '../../http/rate-limit';
import { logger } from '../../logger';
import { type Illustrator, thumbKeyOf } from '../../providers/images/port';
import { withAttempts } from '../../providers/retry';
import type { ImagePipeline } from '../../providers/images/pipeline';
import type { Storage } from '../../providers/storage/port';
import type { CharacterRow, CharactersRepository } from './repository';
import type { CharacterSnapshot } from '../../../shared/story-snapshot';
import { characterSnapshot } from './snapshot';

export interface CharactersDeps {
  repo: CharactersRepository;
  storage: Storage;
  images: ImagePipeline;
  /** Draws the avatar candidates (providers/images/illustrator.ts). */
  illustrator: Pick<Illustrator, 'avatars'>;
  /** Counts avatar generation per user (`limits.avatars`, `limits.avatarsDaily`) in the database. */
  limiter: RateLimiter;
  now?: () => Date;
}

const notFound = () => new AppError('CHARACTER_NOT_FOUND', { message: characterMessages.notFound });
const candidateGone = () => new AppError('AVATAR_CANDIDATE_GONE', { message: characterMessages.avatarCandidateGone });

const CANDIDATE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{1,2})$/;
const candidatePrefix = (userId: string, batchId: string) => `users/${userId}/avatar-candidates/${batchId}/`;
const candidateKey = (userId: string, batchId: string, n: number) => `${candidatePrefix(userId, batchId)}${n}.webp`;
/** A new key per avatar version: a cached signed URL never shows a replaced picture. */
const avatarKey = (userId: string, characterId: string) => `users/${userId}/avatars/${characterId}-${randomBytes(4).toString('hex')}.webp`;

/**
 * Characters (avatars): ownership, avatar candidates and files. Files and rows never drift
 * apart: a row is written only after its files are stored, and files written for a row that
 * could not be saved are removed again.
 */
export function charactersService(deps: CharactersDeps) {
  const { repo, storage, images } = deps;
  const now = deps.now ?? (() => new Date());

  async function toCharacter(row: CharacterRow): Promise<Character> {
    const [avatarUrl, avatarThumbUrl] = await Promise.all([
      storage.signedUrl(row.avatar, SIGNED_URL_SECONDS),
      storage.signedUrl(thumbKeyOf(row.avatar), SIGNED_URL_SECONDS),
    ]);
    return {
      id: row.id,
      name: row.name,
      gender: row.gender,
      age: Number(row.age),
      hairColor: row.hair_color,
      eyeColor: row.eye_color,
      skinColor: row.skin_color,
      outfit: row.outfit,
      companion: row.companion,
      characteristics: row.characteristics,
      features: row.features,
      avatarUrl,
      avatarThumbUrl,
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
    };
  }

  async function owned(userId: string, id: string) {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Copies the chosen candidate to a new avatar key; throws when it is not this user's. */
  async function adoptCandidate(userId: string, characterId: string, candidateId: string) {
    const m = CANDIDATE_ID.exec(candidateId);
    if (!m) throw candidateGone();
    const [, batchId, n] = m;
    const batch = await repo.findBatch(userId, batchId);
    if (!batch || Number(n) >= Number(batch.count)) throw candidateGone();
    const key = avatarKey(userId, characterId);
    try {
      await images.copy(candidateKey(userId, batchId, Number(n)), key);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) throw candidateGone();
      throw err;
    }
    // which candidate it was: the offline illustrator draws the story's child as that one
    return { key, batchId, variant: Number(n) };
  }

  /** The batch's other candidates are not needed once one is chosen. */
  async function dropBatch(userId: string, batchId: string) {
    try {
      await storage.deletePrefix(candidatePrefix(userId, batchId));
      await repo.deleteBatch(batchId);
    } catch (err) {
      // The sweep removes it later.
      logger.warn({ err, batchId }, 'could not remove avatar candidates');
    }
  }

  async function removeFiles(key: string) {
    try {
      await images.remove(key);
    } catch (err) {
      logger.error({ err, key }, 'could not remove avatar files');
    }
  }

  return {
    async list(userId: string): Promise<Character[]> {
      return Promise.all((await repo.listByUser(userId)).map(toCharacter));
    },

    async get(userId: string, id: string): Promise<Character> {
      return toCharacter(await owned(userId, id));
    },

    /** The names of the user's characters (to keep them out of what an AI provider is sent). */
    async names(userId: string): Promise<string[]> {
      return repo.namesByUser(userId);
    },

    /** The character as a story keeps it; undefined when it is not this user's. */
    async snapshot(userId: string, id: string): Promise<CharacterSnapshot | undefined> {
      const row = await repo.findOwned(userId, id);
      return row ? characterSnapshot(row) : undefined;
    },

    async generateAvatars(userId: string, request: AvatarRequest): Promise<AvatarCandidates> {
      const taken = await deps.limiter.takeAll([
        [limits.avatars, userId],
        [limits.avatarsDaily, userId],
      ]);
      if (!taken.ok) throw new AppError('RATE_LIMIT', { message: characterMessages.tooManyAvatars });
      const batchId = randomUUID();
      // The row first: should the process stop half-way, the sweep finds the files by it.
      await repo.insertBatch({ id: batchId, user_id: userId, count: AVATAR_CANDIDATES, created_at: now().toISOString() });
      try {
        const { name, features, ...text } = request;
        const look = { ...text, features };
        const generated = await withAttempts(() => deps.illustrator.avatars({ look, count: AVATAR_CANDIDATES, childName: name }), {
          attempts: IMAGE_ATTEMPTS,
        });
        const stored = await Promise.allSettled(
          generated.slice(0, AVATAR_CANDIDATES).map((image, n) => images.store(image, candidateKey(userId, batchId, n))),
        );
        const ok = stored.flatMap((r, n) => (r.status === 'fulfilled' ? [{ n, key: r.value.key }] : []));
        // The account was deleted while the pictures were drawn (its batch row went with it): what was stored goes too.
        if (!(await repo.findBatch(userId, batchId))) throw new AppError('UNAUTHORIZED');
        if (!ok.length) throw stored.find((r) => r.status === 'rejected')?.reason ?? new AppError('GENERATION_FAILED');
        return {
          images: await Promise.all(
            ok.map(async ({ n, key }) => ({ id: `${batchId}_${n}`, url: await storage.signedUrl(key, SIGNED_URL_SECONDS) })),
          ),
        };
      } catch (err) {
        await storage.deletePrefix(candidatePrefix(userId, batchId)).catch(() => undefined);
        await repo.deleteBatch(batchId).catch(() => undefined);
        // Busy, refused or out of quota say so; every other failure is "could not generate".
        const known = toAppError(err);
        if (known && ['RATE_LIMIT', 'CONTENT_POLICY', 'QUOTA_EXCEEDED', 'UNAUTHORIZED'].includes(known.code)) throw known;
        throw new AppError('GENERATION_FAILED', { message: characterMessages.generateFailed, cause: err });
      }
    },

    async create(userId: string, input: CharacterCreateInput): Promise<Character> {
      const id = randomUUID();
      const { key, batchId, variant } = await adoptCandidate(userId, id, input.avatar);
      const at = now().toISOString();
      const row: CharacterRow = {
        id,
        user_id: userId,
        name: input.name,
        gender: input.gender,
        age: input.age,
        hair_color: input.hairColor,
        eye_color: input.eyeColor,
        skin_color: input.skinColor,
        outfit: input.outfit,
        companion: input.companion,
        characteristics: input.characteristics,
        features: { ...input.features, variant },
        avatar: key,
        created_at: at,
        updated_at: at,
      };
      try {
        await repo.insert(row);
      } catch (err) {
        await removeFiles(key);
        throw new AppError('SAVE_FAILED', { message: characterMessages.saveFailed, cause: err });
      }
      await dropBatch(userId, batchId);
      return toCharacter(row);
    },

    async update(userId: string, id: string, patch: CharacterPatchInput): Promise<Character> {
      const before = await owned(userId, id);
      const adopted = patch.avatar ? await adoptCandidate(userId, id, patch.avatar) : undefined;
      const changes = {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.gender !== undefined && { gender: patch.gender }),
        ...(patch.age !== undefined && { age: patch.age }),
        ...(patch.hairColor !== undefined && { hair_color: patch.hairColor }),
        ...(patch.eyeColor !== undefined && { eye_color: patch.eyeColor }),
        ...(patch.skinColor !== undefined && { skin_color: patch.skinColor }),
        ...(patch.outfit !== undefined && { outfit: patch.outfit }),
        ...(patch.companion !== undefined && { companion: patch.companion }),
        ...(patch.characteristics !== undefined && { characteristics: patch.characteristics }),
        // Only the choices sent change: the form may send all four, another caller just one.
        ...((patch.features !== undefined || adopted) && {
          features: { ...before.features, ...patch.features, ...(adopted && { variant: adopted.variant }) },
        }),
        ...(adopted && { avatar: adopted.key }),
        updated_at: now().toISOString(),
      };
      let updated = false;
      try {
        updated = await repo.update(userId, id, changes);
      } catch (err) {
        if (adopted) await removeFiles(adopted.key);
        throw new AppError('UPDATE_FAILED', { message: characterMessages.updateFailed, cause: err });
      }
      if (!updated) {
        // Deleted meanwhile.
        if (adopted) await removeFiles(adopted.key);
        throw notFound();
      }
      if (adopted) {
        await removeFiles(before.avatar);
        await dropBatch(userId, adopted.batchId);
      }
      return toCharacter({ ...before, ...changes });
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await owned(userId, id);
      if (!(await repo.delete(userId, id))) throw notFound();
      await removeFiles(row.avatar);
    },

    /** Deletes candidates nobody chose within AVATAR_CANDIDATE_TTL_SECONDS; answers how many batches. */
    async sweepCandidates(): Promise<number> {
      const before = new Date(now().getTime() - AVATAR_CANDIDATE_TTL_SECONDS * 1000).toISOString();
      let swept = 0;
      for (;;) {
        const batches = await repo.batchesCreatedBefore(before);
        for (const b of batches) {
          await storage.deletePrefix(candidatePrefix(b.user_id, b.id));
          await repo.deleteBatch(b.id);
          swept += 1;
        }
        if (batches.length < 500) return swept;
      }
    },
  };
}

export type CharactersService = ReturnType<typeof charactersService>;
