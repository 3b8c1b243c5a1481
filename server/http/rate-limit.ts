import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** A limit as data: at most `max` requests per `windowSeconds`, counted per key (a user id, an address, an email). */
export interface Limit {
  action: string;
  max: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

/**
 * Limits on work that costs (a provider's money, this machine's CPU) or that guesses (a password).
 * Every one is counted in the database (`rate_limits`), so it holds across restarts and instances.
 * docs/security.md lists them; change them here.
 */
export const limits = {
  /** Read-aloud sends one request per sentence; a whole story read twice in a minute stays well below this. */
  speech: { action: 'speech.synthesize', max: 120, windowSeconds: minutes(1) },
  /** The example stories' read-aloud (no account), per client address: reading both examples twice in a minute stays below it. */
  demoSpeech: { action: 'demo.speech', max: 60, windowSeconds: minutes(1) },
  /** A shared story's link (no account), per client address: opening it and its pictures; a guessed token costs the same. */
  sharedOpen: { action: 'shared.open', max: 300, windowSeconds: minutes(1) },
  /** A shared story's read-aloud, per client address. */
  sharedSpeech: { action: 'shared.speech', max: 60, windowSeconds: minutes(1) },
  /** ... and per link, its own allowance: a link's readers never use up the owner's `speech`. */
  linkSpeech: { action: 'shared.speech.link', max: 120, windowSeconds: minutes(1) },
  /**
   * Marks an address as having opened a link (per link and address). A device's background check
   * of its saved copy is not counted again, but a first request from an address always is,
   * whatever header it sends: the server decides what an opening is.
   */
  linkOpener: { action: 'shared.opener', max: 1, windowSeconds: hours(24 * 30) },
  /** Links made per user: 'Del historien' a few times a day is plenty. */
  shareCreate: { action: 'shares.create', max: 30, windowSeconds: hours(1) },
  /** 'Generer avatar' draws several candidates at once (4 pictures a try): ten tries in ten minutes is more than choosing a look takes. */
  avatars: { action: 'characters.avatar', max: 10, windowSeconds: minutes(10) },
  /** ... and at most 30 tries (120 pictures) a day. */
  avatarsDaily: { action: 'characters.avatar.day', max: 30, windowSeconds: hours(24) },
  /** 'Nyt billede' for one scene: a parent trying a few prompts for each page of a story. */
  sceneImages: { action: 'stories.image', max: 20, windowSeconds: hours(1) },
  /**
   * Without Premium, new scene pictures are a daily allowance on top of the five stories; they are
   * not taken from the story quota, so fixing one picture never costs a story.
   */
  sceneImagesFreeDaily: { action: 'stories.image.free-day', max: 15, windowSeconds: hours(24) },
  /** Routes of ours that check a password (DELETE /api/me), per user and per client address. */
  passwordUser: { action: 'password.user', max: 5, windowSeconds: minutes(15) },
  passwordIp: { action: 'password.ip', max: 20, windowSeconds: minutes(15) },
  /** A page's own photo or recording uploaded (PUT .../photo, .../recording): a parent doing every page of a few stories in an hour. */
  mediaUploads: { action: 'stories.media', max: 120, windowSeconds: hours(1) },
  /** A reading to the end is counted once per opening of the reader: far more than a family reads in an hour. */
  storyReadings: { action: 'stories.reading', max: 60, windowSeconds: hours(1) },
  /** Mails about an account (reset, 'you already have an account', verification) per recipient. */
  mailsPerRecipient: { action: 'mail.recipient', max: 3, windowSeconds: hours(1) },
} as const satisfies Record<string, Limit>;

/** A user's unfinished generation jobs (stories and scene pictures) at one time. */
export const MAX_ACTIVE_JOBS_PER_USER = 4;

export interface Taken {
  ok: boolean;
  /** Seconds until the window opens again (0 when ok). */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per action and key in the `rate_limits` table. Counting is one atomic
 * upsert, so concurrent requests on any number of instances never pass `max` together.
 */
export function dbRateLimiter(db: Kysely<DB>, now: () => number = Date.now) {
  return {
    /** Counts one request; `ok: false` when the key has used up its window. */
    async take(limit: Limit, key: string): Promise<Taken> {
      const t = now();
      const resetAt = t + limit.windowSeconds * 1000;
      const row = await db
        .insertInto('rate_limits')
        .values({ key: `${limit.action}|${key}`, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limits.reset_at <= ${t} then 1 else rate_limits.count + 1 end`,
            reset_at: sql`case when rate_limits.reset_at <= ${t} then ${resetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      const ok = Number(row.count) <= limit.max;
      return { ok, retryAfterSeconds: ok ? 0 : Math.max(1, Math.ceil((Number(row.reset_at) - t) / 1000)) };
    },
    /** Every limit in order; stops counting at the first that is used up. */
    async takeAll(list: readonly (readonly [Limit, string])[]): Promise<Taken> {
      for (const [limit, key] of list) {
        const taken = await this.take(limit, key);
        if (!taken.ok) return taken;
      }
      return { ok: true, retryAfterSeconds: 0 };
    },
    /** Forgets the key's count (a successful check resets the failures before it). */
    async reset(limit: Limit, key: string) {
      await db.deleteFrom('rate_limits').where('key', '=', `${limit.action}|${key}`).execute();
    },
    /** Removes windows that have ended; run now and then. */
    async sweep() {
      await db.deleteFrom('rate_limits').where('reset_at', '<=', now()).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof dbRateLimiter>;
