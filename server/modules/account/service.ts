import type { StoryShare } from '../../../shared/api-types';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import type { AccountDeleteInput } from '../../../shared/account';
import { accountMessages as t } from '../../../shared/messages.da';
import { type CharacterSnapshot, isGroupSnapshot, type StorySnapshot } from '../../../shared/story-snapshot';
import { toIso } from '../../db/database';
import type { EventBus } from '../../events/bus';
import { AppError, unauthorized } from '../../http/errors';
import { limits, type RateLimiter } from '../../http/rate-limit';
import { logger } from '../../logger';
import type { Storage } from '../../providers/storage/port';
import type { AccountRepository } from './repository';
import { type ZipEntry, zipStream } from './zip-stream';

export interface AccountDeps {
  repo: AccountRepository;
  storage: Storage;
  bus: EventBus;
  /** Checks a password against the stored hash (Better Auth's own hasher). */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Stops a running paid subscription at the provider; best effort. */
  cancelSubscription: (userId: string) => Promise<void>;
  /** Counts password checks per user and per client address (`limits.passwordUser`, `limits.passwordIp`). */
  limiter: RateLimiter;
  /** The user's story links for the export (shares.json), without their token hashes. */
  shares?: (userId: string) => Promise<StoryShare[]>;
}

const userPrefix = (userId: string) => `users/${userId}/`;

/**
 * The user's own data: all of it as one zip (GDPR access and portability), and the account with
 * everything in it removed for good (erasure), after the password is given again.
 */
export function accountService(deps: AccountDeps) {
  const { repo, storage } = deps;

  /** Everything stored about the user, as JSON files and the original pictures under files/. */
  async function exportData(userId: string) {
    const [profile, subscription, stories, characters, cards, jobs, shares] = await Promise.all([
      repo.profile(userId),
      repo.subscription(userId),
      repo.stories(userId),
      repo.characters(userId),
      repo.cards(userId),
      repo.jobs(userId),
      deps.shares?.(userId) ?? [],
    ]);
    if (!profile) throw unauthorized();

    const prefix = userPrefix(userId);
    const files = new Map<string, string>();
    /** A storage key -> its path in the zip; the file itself is added once, whoever names it. */
    const fileOf = (key: string | null | undefined) => {
      if (!key || key === PLACEHOLDER_IMAGE) return null;
      if (!key.startsWith(prefix)) return null;
      const name = `files/${key.slice(prefix.length)}`;
      files.set(name, key);
      return name;
    };
    /** A story's child, or a group with its members: each avatar as its path in the zip. */
    const exportedChild = (child: CharacterSnapshot) => ({ ...child, avatar: fileOf(child.avatar) });
    const exportedSubject = (subject: StorySnapshot) =>
      isGroupSnapshot(subject) ? { ...subject, members: subject.members.map(exportedChild) } : exportedChild(subject);

    const json = {
      'profile.json': {
        exportedAt: new Date().toISOString(),
        profile: {
          id: profile.id,
          email: profile.email,
          fullName: profile.full_name,
          role: profile.role,
          storyCount: Number(profile.story_count),
          cardCount: Number(profile.card_count),
          mediaBytes: Number(profile.media_bytes),
          createdAt: toIso(profile.created_at),
        },
        subscription: subscription
          ? { status: subscription.status, currentPeriodEnd: subscription.current_period_end, updatedAt: subscription.updated_at }
          : null,
      },
      'characters.json': characters.map((c) => ({
        id: c.id,
        name: c.name,
        gender: c.gender,
        age: Number(c.age),
        hairColor: c.hair_color,
        eyeColor: c.eye_color,
        skinColor: c.skin_color,
        outfit: c.outfit,
        companion: c.companion,
        characteristics: c.characteristics,
        features: c.features,
        avatar: fileOf(c.avatar),
        createdAt: c.created_at,
        updatedAt: c.updated_at,
      })),
      'stories.json': stories.map((s) => {
        return {
          id: s.id,
          title: s.title,
          content: s.content,
          // The story as a plan: each sentence with where it came from, each page with what its picture shows.
          plan: s.plan,
          storyType: s.story_type,
          // images[0] is the cover, images[i] belongs to scene i; null marks a picture not made yet.
          images: s.images.map((key) => fileOf(key)),
          // The parent's own photo and recording of each page (media[i] belongs to images[i]), as files in the zip.
          media: s.images.map((_, i) => {
            const entry = s.media[i];
            if (!entry?.photo && !entry?.recording) return null;
            return {
              photo: entry.photo ? fileOf(entry.photo.key) : null,
              recording: entry.recording
                ? { file: fileOf(entry.recording.key), contentType: entry.recording.contentType, seconds: entry.recording.seconds }
                : null,
            };
          }),
          character: exportedSubject(s.character),
          eventDate: s.event_date,
          // The reading log, all that is kept about reading: times read to the end, the last time, ever read aloud.
          reading: { count: Number(s.read_count), lastReadAt: s.last_read_at, readAloud: Number(s.read_aloud) === 1 },
          createdAt: s.created_at,
          updatedAt: s.updated_at,
        };
      }),
      // What the generator was asked (a story's description and child) and answered, while it is kept.
      'jobs.json': jobs.map((j) => ({
        id: j.id,
        kind: j.kind,
        status: j.status,
        progress: Number(j.progress),
        input: j.input,
        result: j.result,
        error: j.error,
        createdAt: j.created_at,
        updatedAt: j.updated_at,
      })),
      // The story links made with 'Del historien': names, expiry and openings; never a token or its hash.
      'shares.json': shares,
      'cards.json': cards.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        style: c.style,
        image: fileOf(c.image),
        createdAt: c.created_at,
      })),
    };

    const encoder = new TextEncoder();
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (const [name, value] of Object.entries(json)) {
        yield { name, bytes: encoder.encode(`${JSON.stringify(value, null, 2)}\n`), compress: true };
      }
      for (const [name, key] of files) {
        const file = await storage.get(key);
        // A picture that is gone (an interrupted generation) is left out; the JSON still names it.
        if (file) yield { name, bytes: file.bytes, compress: false };
      }
    }
    return zipStream(entries(), (err) => logger.error({ err, userId }, 'data export failed while streaming'));
  }

  /** Deletes the account after the password is given again; `ip` is the caller's address. */
  async function deleteAccount(user: { id: string; email: string }, input: AccountDeleteInput, ip: string) {
    // A stolen session must not become an unlimited password oracle.
    const taken = await deps.limiter.takeAll([
      [limits.passwordUser, user.id],
      [limits.passwordIp, ip],
    ]);
    if (!taken.ok) throw new AppError('RATE_LIMIT');
    const hash = await repo.passwordHash(user.id);
    if (!hash || !(await deps.verifyPassword(hash, input.password))) {
      throw new AppError('WRONG_PASSWORD', { message: t.wrongPassword });
    }
    await deps.cancelSubscription(user.id);
    await repo.deleteAll(user.id, user.email);
    try {
      await storage.deletePrefix(userPrefix(user.id));
    } catch (err) {
      logger.error({ err, userId: user.id }, 'account rows deleted, but its files could not all be removed');
    }
    // The user's other open pages find out at once that the session is gone.
    deps.bus.publish(user.id, { type: 'profile' });
  }

  return { exportData, deleteAccount };
}

export type AccountService = ReturnType<typeof accountService>;
