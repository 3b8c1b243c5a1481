import type { AvatarFeatures } from './avatar-features';
import type { CardStyleId } from './cards';
import type { Entitlements, Role } from './entitlements';
import type { PlanCheckResult } from './plan-check';
import type { Light, StoryCheckResult } from './story-check';
import type { StoryFacts } from './story-facts';
import type { StoryPlan } from './story-plan';

/** GET /api/me */
export interface Me extends Entitlements {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  storyCount: number;
  cardCount: number;
  emailVerified: boolean;
  createdAt: string;
  subscription: { status: string; currentPeriodEnd: string | null } | null;
  paymentsEnabled: boolean;
  /** The account's own photos and recordings against its storage allowance (MEDIA_ALLOWANCE_BYTES) */
  media: { usedBytes: number; allowanceBytes: number };
}

/** One row of the admin user table. */
export interface AdminUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  storyCount: number;
  cardCount: number;
  createdAt: string;
}

export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  page: number;
  limit: number;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export interface StoryPicture {
  /** Signed URL (24 h), or the placeholder path when the picture is missing */
  url: string;
  thumbUrl: string;
  missing: boolean;
  /** True when the page shows the parent's own photo (url and thumbUrl are the photo's); the drawing is kept beside it */
  photo?: boolean;
}

/** A page's recording in the parent's own voice («Indtal siden»), aligned with `images` (0 the cover). */
export interface StoryRecording {
  /** Signed URL (24 h); in a shared link, the link's own address */
  url: string;
  /** 'audio/webm', 'audio/ogg' or 'audio/mp4' */
  contentType: string;
  /** Length in seconds, read from the file */
  seconds: number;
  /** False when the page's text changed after it was recorded: the reader then uses the chosen voice */
  current: boolean;
}

export interface StorySummary {
  id: string;
  title: string;
  /** Plain text, at most 150 characters + '…' */
  preview: string;
  coverThumbUrl: string | null;
  missingImages: number;
  imageCount: number;
  /** The child's name, or for a group story the group's */
  characterName: string;
  storyType: 'individual' | 'group';
  /** A group story's ages and the names of the avatars in its pictures; null for a child's story */
  group: StoryGroupInfo | null;
  /** Historietjek (shared/plan-check.ts) of the saved plan, as stored: for the adults, never shown in the child's pages */
  check: { light: Light; score: number };
  /** 'Hvornår sker det?': the event's day, 'YYYY-MM-DD', or null */
  eventDate: string | null;
  /** The reading log: times read to the last page, the last time (ISO), and whether it was ever read aloud */
  reading: StoryReadingLog;
  createdAt: string;
  updatedAt: string;
}

export interface StoryReadingLog {
  count: number;
  lastReadAt: string | null;
  readAloud: boolean;
}

/** GET /api/stories/upcoming ('Læs i dag'): stories whose event is today or in the next 6 days, soonest first. */
export interface UpcomingStories {
  /** Today in Denmark, 'YYYY-MM-DD', from which `daysUntil` counts */
  today: string;
  stories: (StorySummary & { daysUntil: number })[];
}

export interface StoryGroupInfo {
  ageFrom: number;
  ageTo: number;
  memberNames: string[];
}

export interface StoryDetail extends StorySummary {
  content: string;
  /**
   * The story as a plan (shared/story-plan.ts): each page's sentences, where each came from, and
   * what its picture shows. `content` is its text form (stories written or edited as text may
   * differ from `planToText(plan)` in paragraph breaks only).
   */
  plan: StoryPlan;
  /** What the story keeps of its child; for a group story the group's name, youngest age, `group` and `members` */
  character: { name: string; age: number; gender?: 'dreng' | 'pige'; [k: string]: unknown };
  /** images[0] is the cover, images[i] belongs to scene i */
  images: StoryPicture[];
  /** The parent's recording of each page (`recordings[i]` belongs to `images[i]`), null where none */
  recordings: (StoryRecording | null)[];
  /** What the parent asked for ('' and {} for stories from before the questions) */
  description: string;
  facts: StoryFacts;
}

/** PATCH /api/stories/:id: the saved story, and the pictures started for the pages it gained. */
export interface StoryEdit extends StoryDetail {
  /** One picture job per new page that got one: `index` is the page's place in `images` when saved */
  newPictures: { index: number; jobId: string }[];
  /** Why some new pages were saved without starting their picture (a limit), in Danish; null when none */
  newPicturesNotice: string | null;
}

/**
 * GET /api/stories/:id/check: Historietjek of the saved story (shared/plan-check.ts). `form.ratio`
 * is null where the check's is Infinity (no coaching sentence), which JSON cannot carry.
 */
export type StoryCheck = Omit<PlanCheckResult, 'form'> & { form: Omit<StoryCheckResult, 'ratio'> & { ratio: number | null } };

/** POST /api/stories/:id/check/sentences: the story after «Det passer» or «Fjern sætningen», and its new check. */
export interface StorySentenceEdit {
  story: StoryDetail;
  check: StoryCheck;
}

export interface StoryPage {
  stories: StorySummary[];
  total: number;
  page: number;
  limit: number;
}

export interface StoryStats {
  totalStories: number;
  storiesInProgress: number;
  totalImages: number;
}

/** A character (avatar) of the signed-in user; URLs are signed for 24 hours. */
export interface Character {
  id: string;
  name: string;
  gender: 'dreng' | 'pige';
  age: number;
  hairColor: string;
  eyeColor: string;
  skinColor: 'lys' | 'medium' | 'mørk' | 'meget mørk';
  outfit: string;
  companion: string | null;
  characteristics: string[];
  /** The avatar builder's choices; no choices for characters made before there were any. */
  features: AvatarFeatures;
  avatarUrl: string;
  avatarThumbUrl: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/characters/avatar: candidates to choose from; send the chosen `id` as `avatar`. */
export interface AvatarCandidates {
  images: { id: string; url: string }[];
}

/** A card of the image generator; URLs are signed for 24 hours. */
export interface Card {
  id: string;
  title: string;
  description: string;
  style: CardStyleId;
  imageUrl: string;
  thumbUrl: string;
  /** How often the picture failed to load and was repaired (POST /api/cards/:id/refresh-url). */
  retryCount: number;
  /** True once the picture failed more than CARD_IMAGE_RETRIES times: show the placeholder. */
  placeholder: boolean;
  createdAt: string;
}

/** GET /api/cards?page&limit: the user's cards, newest first. */
export interface CardPage {
  cards: Card[];
  total: number;
  page: number;
  limit: number;
}

/** POST /api/cards/:id/refresh-url: fresh signed URLs, or the placeholder after too many tries. */
export type CardImageRefresh =
  { placeholder: true; retryCount: number } | { placeholder: false; retryCount: number; imageUrl: string; thumbUrl: string };

/** What Premium costs, as the payment provider's price says. */
export interface PremiumPrice {
  /** In the currency's smallest unit (øre, cent): 7900 is 79.00 */
  amount: number;
  /** ISO 4217, lower case: 'dkk', 'eur' */
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  /** 3 with 'month' is every third month */
  intervalCount: number;
}

/** What this installation offers beyond the free stories and cards. */
export interface PremiumOffer {
  /** Payments are set up (Stripe): Premium can be bought here */
  available: boolean;
  /** Free days a first subscription starts with; 0 without payments or without a trial */
  trialDays: number;
  /** null when unknown (the provider did not answer) or without payments */
  price: PremiumPrice | null;
}

/**
 * Which service does each part of the work on this installation: the privacy page names them.
 * 'compatible' is a Chat Completions or image server of the operator's choosing (OPENAI_BASE_URL).
 */
export interface SiteServices {
  database: 'sqlite' | 'postgres';
  files: 'local' | 's3';
  text: 'offline' | 'openai' | 'compatible';
  /** The image services stories, avatars and cards may be drawn by; [] draws offline only */
  images: ('openai' | 'compatible' | 'replicate')[];
  speech: 'offline' | 'google';
  mail: 'outbox' | 'smtp';
  payments: 'stripe' | null;
}

/** GET /api/site (public): what the landing, privacy and terms pages say about this installation. */
export interface SiteInfo {
  premium: PremiumOffer;
  /** CONTACT_EMAIL, or null when the operator gave none */
  contactEmail: string | null;
  services: SiteServices;
}

/** GET /api/demo/:slug (public): an example story, written and drawn offline, read without an account. */
export interface DemoStory extends StoryDetail {
  slug: string;
}

/** A read-only link to a story, as its owner sees it (GET /api/shares?storyId=). The token is shown once, at creation. */
export interface StoryShare {
  id: string;
  storyId: string;
  name: string;
  /** ISO, or null for a link that works until it is turned off */
  expiresAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
  createdAt: string;
}

/** POST /api/shares: the new link, with its address (the only time the token is told). */
export interface CreatedStoryShare extends StoryShare {
  url: string;
}

/** GET /api/shared/:token (public): the story as the reader reads it, pictures only through the link. */
export interface SharedStory extends StoryDetail {
  shareName: string;
}
