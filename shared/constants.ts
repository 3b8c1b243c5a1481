/** Business constants from the specification (sections 9 of both documents). */
export const FREE_STORIES = 5;
export const FREE_CARDS = 5;
export const TRIAL_DAYS = 14;
export const RECENT_STORIES = 3;
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_SEARCH_LIMIT = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SIGNED_URL_SECONDS = 24 * 60 * 60;
export const ERROR_TOAST_MS = 10_000;
export const STORY_WARNING_REMAINING = 2;
/** The value in a story's images that marks a missing picture (as in the described product). */
export const PLACEHOLDER_IMAGE = '/placeholder-image.png';
export const IMAGE_ATTEMPTS = 3;
/** Pages (scenes) a story may have once its owner edits it; generation makes SCENE_COUNT. */
export const STORY_PAGES_MIN = 2;
export const STORY_PAGES_MAX = 10;
/** Characters of one page's text (ten full pages stay within a story's 20 000). */
export const PAGE_TEXT_MAX = 2000;
/** Characters of the description of a new picture ('Rediger billede'); a new page's text is cut to it. */
export const PICTURE_PROMPT_MAX = 500;
export const DASHBOARD_PREVIEW_CHARS = 150;
export const LIST_PREVIEW_CHARS = 100;

/** Avatar candidates per "Generer avatar". */
export const AVATAR_CANDIDATES = 4;
/** Unchosen avatar candidates are deleted after this long. */
export const AVATAR_CANDIDATE_TTL_SECONDS = 24 * 60 * 60;
export const CHARACTER_AGE_MIN = 1;
export const CHARACTER_AGE_MAX = 12;

/* Image generator ("kort") */
/** Without a title, a card is named by the first 50 characters of its description. */
export const CARD_TITLE_DEFAULT_CHARS = 50;
export const CARD_TITLE_MAX = 100;
export const CARD_DESCRIPTION_MAX = 1000;
/** A card picture that fails to load is repaired at most this many times; then a placeholder shows. */
export const CARD_IMAGE_RETRIES = 3;
/** 'Dine Kort' loads this many cards at a time ('Vis flere kort'). */
export const CARDS_PAGE_SIZE = 24;
/** The card list reloads this long after a refresh signal. */
export const CARD_LIST_RELOAD_MS = 500;

/* Premium: the return from the payment page */
/** How often /payment/success reads /api/me again while it waits for the payment to be confirmed. */
export const PAYMENT_CONFIRM_POLL_MS = 2000;
/** After this long without confirmation the page says it can take a moment (and keeps looking, more slowly). */
export const PAYMENT_CONFIRM_SLOW_MS = 30_000;

/* Read-aloud */
/** Silence between two sentences of one section. */
export const READ_ALOUD_SENTENCE_PAUSE_MS = 200;
/** Silence between two sections (the reader turns the page in it). */
export const READ_ALOUD_SECTION_PAUSE_MS = 500;

/**
 * Sent with `1` by a device that asks for a story it saved for offline reading only to see whether
 * it changed: a shared link does not count that as an opening (server/modules/shares).
 */
export const BACKGROUND_CHECK_HEADER = 'X-Fortaellehuset-Check';

/* The family's own photos and recorded voice (issue 31, docs/0021-photos-and-voice.md). Sizes in decimal units (1 MB = 1 000 000 bytes), as shared/format-bytes.ts writes them. */
/** A photo upload larger than this is refused before it is decoded. */
export const PHOTO_MAX_BYTES = 15_000_000;
/** A photo with more pixels than this is refused from its header, before it is decoded (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** A stored photo's long side, in pixels (WebP). */
export const PHOTO_LONG_SIDE = 1600;
/** A recording upload larger than this is refused before it is read. */
export const RECORDING_MAX_BYTES = 5_000_000;
/** A page's recording is at most this long; the recorder stops itself there. */
export const RECORDING_MAX_SECONDS = 60;
/**
 * The storage allowance for an account's own photos and recordings, in bytes: the one place it is
 * set. Premium, unlimited and admin accounts have the larger one. Drawn pictures do not count.
 */
export const MEDIA_ALLOWANCE_BYTES = { free: 100_000_000, premium: 2_000_000_000 } as const;
