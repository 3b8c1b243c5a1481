import type { ColumnType, Generated } from 'kysely';
import type { Role } from '../../shared/entitlements';
import type { Light } from '../../shared/story-check';

/** Dates are Date on PostgreSQL and ISO text on SQLite (see toIso). */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

/** Better Auth's own tables, as far as the app reads them. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  password: string | null;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

export interface ProfileTable {
  id: string;
  email: string;
  full_name: string | null;
  role: Role;
  story_count: number;
  card_count: number;
  created_at: Timestamp;
  /** Who made the account admin in the admin panel; null when the ADMIN_EMAILS link did (or it is not admin). */
  admin_granted_by: string | null;
  /** Bytes of the account's own photos and recordings (0071), against MEDIA_ALLOWANCE_BYTES; bigint on PostgreSQL */
  media_bytes: ColumnType<number | string, number | undefined, number>;
}

export interface UserSubscriptionTable {
  user_id: string;
  status: string;
  current_period_end: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  updated_at: string;
  /** ISO time the provider created the event that set this state (see 0040_billing) */
  last_event_at: string | null;
}

/** Webhook events already applied, by the provider's event id. */
export interface BillingEventTable {
  event_id: string;
  type: string;
  created_at: string;
}

export interface JobTable {
  id: string;
  user_id: string;
  kind: string;
  /** JSON */
  input: string;
  /** JSON: finished steps, so a restarted job resumes where it was */
  state: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  /** JSON */
  result: string | null;
  /** JSON { code, message } */
  error: string | null;
  attempts: number;
  locked_by: string | null;
  lease_until: string | null;
  /** The story the job made (story.generate, once done) or works on (story.image): deleted with it */
  story_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One fixed window of a limit: `key` is `action|subject`; `reset_at` is epoch milliseconds. */
export interface RateLimitWindowTable {
  key: string;
  count: number;
  reset_at: ColumnType<number | string, number, number>;
}

/** Failed sign-ins of one email address (whether or not it has an account); times in epoch milliseconds. */
export interface SignInGuardTable {
  email: string;
  failures: number;
  locked_until: ColumnType<number | string, number, number>;
  last_failure: ColumnType<number | string, number, number>;
}

export interface StoryTable {
  id: string;
  user_id: string;
  title: string;
  content: string;
  /** JSON list of storage keys; PLACEHOLDER_IMAGE marks a missing picture */
  images: string;
  /** JSON snapshot of the character when the story was made */
  character: string;
  story_type: 'individual' | 'group';
  /** Historietjek of `content` (shared/story-check.ts), kept with each write of the text: see stories/check.ts */
  check_light: Light;
  check_score: number;
  /** STORY_CHECK_VERSION of the check that gave them (0: never checked); older ones are checked again at start */
  check_version: number;
  /**
   * JSON of the story plan (shared/story-plan.ts), written with every write of `content`; read
   * through story-plan-column.ts, which validates it. Null only for a row written before 0070 (and
   * read from its text then); the repository always writes one.
   */
  plan: ColumnType<string | null, string | null, string>;
  /** The parent's description when the story was made ('' for stories from before 0064) */
  description: string;
  /** JSON of the parent's answers to the form's questions (shared/story-facts.ts); '{}' for none */
  facts: string;
  /** The day of the event the story prepares for, 'YYYY-MM-DD' (a date column), or null */
  event_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reading log: times read to the last page, the last of them (ISO), and 1 once read aloud */
  read_count: ColumnType<number, number | undefined, number>;
  last_read_at: ColumnType<string | null, string | null | undefined, string | null>;
  read_aloud: ColumnType<number, number | undefined, number>;
  /** JSON of the page's own photos and recordings, aligned with `images` (db/story-record.ts, docs/0021); '[]' for none */
  media: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export interface DB {
  speech_cache: SpeechCacheTable;
  characters: CharacterTable;
  avatar_candidate_batches: AvatarCandidateBatchTable;
  stories: StoryTable;
  story_shares: StoryShareTable;
  cards: CardTable;
  jobs: JobTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  profiles: ProfileTable;
  user_subscriptions: UserSubscriptionTable;
  billing_events: BillingEventTable;
  rate_limits: RateLimitWindowTable;
  sign_in_guard: SignInGuardTable;
}

/** A read-only link to a story; only the token's sha256 is kept. */
export interface StoryShareTable {
  id: string;
  user_id: string;
  story_id: string;
  name: string;
  token_hash: string;
  expires_at: string | null;
  last_opened_at: string | null;
  open_count: number;
  created_at: string;
}

export interface CharacterTable {
  id: string;
  user_id: string;
  name: string;
  gender: 'dreng' | 'pige';
  age: number;
  hair_color: string;
  eye_color: string;
  skin_color: 'lys' | 'medium' | 'mørk' | 'meget mørk';
  outfit: string;
  companion: string | null;
  /** JSON list of strings */
  characteristics: string;
  /** Storage key of the avatar (WebP); its thumbnail is thumbKeyOf(avatar) */
  avatar: string;
  /** JSON of the avatar builder's choices (shared/avatar-features.ts); null for characters from before 0065 */
  features: string | null;
  created_at: string;
  updated_at: string;
}

export interface AvatarCandidateBatchTable {
  id: string;
  user_id: string;
  count: number;
  created_at: string;
}

/**
 * Read-aloud audio of one user, by voice and a keyed hash of the user, the engine and the text (the
 * text itself is not kept); the file is under the user's storage prefix. See modules/speech/service.ts.
 */
export interface SpeechCacheTable {
  user_id: string;
  voice: string;
  text_hash: string;
  storage_key: string;
  content_type: string;
  /** Size of the stored file, for the per-user bound */
  bytes: number;
  created_at: string;
  /** When it was last read aloud: the least recently used go first */
  used_at: string;
}

export interface CardTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  /** One of shared/cards.ts cardStyleIds */
  style: string;
  /** Storage key of the picture (WebP); its thumbnail is thumbKeyOf(image) */
  image: string;
  retry_count: Generated<number>;
  created_at: string;
}
