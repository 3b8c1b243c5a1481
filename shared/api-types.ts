import type { AvatarFeatures } from './avatar-features';
import type { CardStyleId } from './cards';
import type { Entitlements, Role } from './entitlements';
import type { Light } from './story-check';
import type { StoryFacts } from './story-facts';

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
  /** Historietjek (shared/story-check.ts) of the saved text: for the adults, never shown in the child's pages */
  check: { light: Light; score: number };
  createdAt: string;
  updatedAt: string;
}

export interface StoryGroupInfo {
  ageFrom: number;
  ageTo: number;
  memberNames: string[];
}

export interface StoryDetail extends StorySummary {
  content: string;
  /** What the story keeps of its child; for a group story the group's name, youngest age, `group` and `members` */
  character: { name: string; age: number; gender?: 'dreng' | 'pige'; [k: string]: unknown };
  /** images[0] is the cover, images[i] belongs to scene i */
  images: StoryPicture[];
  /** What the parent asked for ('' and {} for stories from before the questions) */
  description: string;
  facts: StoryFacts;
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
export type CardImageRefresh = { placeholder: true; retryCount: number } | { placeholder: false; retryCount: number; imageUrl: string; thumbUrl: string };
