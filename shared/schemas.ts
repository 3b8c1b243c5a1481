import { z } from 'zod';
import { type AvatarFeatures, avatarFeaturesSchema, NO_FEATURES } from './avatar-features';
import { cardStyleIds } from './cards';
import {
  ADMIN_PAGE_SIZE,
  CARD_DESCRIPTION_MAX,
  CARD_TITLE_MAX,
  PAGE_TEXT_MAX,
  PICTURE_PROMPT_MAX,
  STORY_PAGES_MAX,
  STORY_PAGES_MIN,
} from './constants';
import { roles } from './entitlements';
import { cardMessages, validationMessages } from './messages.da';
import { groupStoryMessages, storyPageMessages } from './messages.da';
import { shareMessages, speechMessages } from './messages.da';
import { readingMessages, storyCheckMessages } from './messages.da';
import { isCalendarDate } from './event-date';
import { storyFactsSchema } from './story-facts';
import { PLAN_LIMITS } from './story-plan-text';
import { cleanPageText } from './story-text';
import { DEFAULT_VOICE, SPEECH_TEXT_MAX, voiceIds } from './voices';

export const profilePatchSchema = z.object({
  fullName: z.string({ error: validationMessages.nameNotText }).trim().max(100, { error: validationMessages.nameTooLong }),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export const roleSchema = z.enum(roles, { error: validationMessages.unknownRole });

export const adminRolePatchSchema = z.object({ role: roleSchema });

export const adminUserQuerySchema = z.object({
  page: z.coerce
    .number({ error: validationMessages.invalidPage })
    .int({ error: validationMessages.invalidPage })
    .min(1, { error: validationMessages.invalidPage })
    .default(1),
  limit: z.coerce
    .number({ error: validationMessages.invalidPageSize })
    .int({ error: validationMessages.invalidPageSize })
    .min(1, { error: validationMessages.invalidPageSize })
    .max(ADMIN_PAGE_SIZE, { error: `Højst ${ADMIN_PAGE_SIZE} pr. side` })
    .default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(254, { error: validationMessages.searchTooLong }).optional(),
});

/** The title and the description of a new story: the same for a child and for a group. */
/** 'Hvornår sker det?': a day of the calendar, 'YYYY-MM-DD', or null for none ('' from an emptied field counts as none). */
export const eventDateSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string({ error: readingMessages.eventDateInvalid }).refine(isCalendarDate, { error: readingMessages.eventDateInvalid }).nullable(),
);

export const storyTextSchema = z.object({
  title: z
    .string({ error: validationMessages.titleMissing })
    .trim()
    .min(1, { error: validationMessages.titleMissing })
    .max(120, { error: validationMessages.titleTooLong }),
  description: z
    .string({ error: validationMessages.descriptionMissing })
    .trim()
    .min(1, { error: validationMessages.descriptionMissing })
    .max(2000, { error: validationMessages.descriptionTooLong }),
  /** The answers to the form's optional questions (shared/story-facts.ts) */
  facts: storyFactsSchema.optional(),
  eventDate: eventDateSchema.optional(),
});

export const storyTypes = ['individual', 'group'] as const;
export type StoryType = (typeof storyTypes)[number];

/** A group story names its group; up to `members` of the user's avatars appear in its pictures. */
export const GROUP_LIMITS = { name: 50, members: 4 } as const;

const groupAge = z.coerce
  .number({ error: groupStoryMessages.ageInvalid })
  .int({ error: groupStoryMessages.ageInvalid })
  .min(1, { error: groupStoryMessages.ageInvalid })
  .max(12, { error: groupStoryMessages.ageInvalid });

/** The group's name and ages, as the creation form asks for them. */
export const storyGroupFieldsSchema = z.object({
  name: z
    .string({ error: groupStoryMessages.nameRequired })
    .trim()
    .min(1, { error: groupStoryMessages.nameRequired })
    .max(GROUP_LIMITS.name, { error: groupStoryMessages.nameTooLong(GROUP_LIMITS.name) }),
  ageFrom: groupAge,
  ageTo: groupAge,
});

export const storyGroupSchema = storyGroupFieldsSchema
  .extend({
    /** The user's avatars that appear in the pictures, in the order chosen (a repeated one counts once). */
    characterIds: z
      .array(z.uuid({ error: groupStoryMessages.memberInvalid }), { error: groupStoryMessages.memberInvalid })
      .default([])
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.string()).max(GROUP_LIMITS.members, { error: groupStoryMessages.tooManyMembers(GROUP_LIMITS.members) })),
  })
  .refine((g) => g.ageFrom <= g.ageTo, { error: groupStoryMessages.ageOrder, path: ['ageTo'] });
export type StoryGroupInput = z.infer<typeof storyGroupSchema>;

const individualStorySchema = storyTextSchema.extend({
  storyType: z.literal('individual'),
  characterId: z.uuid({ error: validationMessages.characterMissing }),
  /** The parent ticked that the avatar's traits may be sent to an AI text service (docs/security.md, "Traits"). */
  shareTraits: z.boolean({ error: validationMessages.shareTraitsInvalid }).default(false),
});
const groupStorySchema = storyTextSchema.extend({
  storyType: z.literal('group'),
  group: storyGroupSchema.optional().transform((g, ctx) => {
    if (!g) {
      ctx.addIssue({ code: 'custom', message: groupStoryMessages.nameRequired, path: ['name'] });
      return z.NEVER;
    }
    return g;
  }),
});

/**
 * POST /api/stories/generate and POST /api/stories: a story for one child (`storyType`
 * 'individual', the default, with `characterId`) or for a group (`storyType` 'group', with `group`).
 */
export const storyCreateSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && (v as { storyType?: unknown }).storyType == null
      ? { ...v, storyType: 'individual' }
      : v,
  z.discriminatedUnion('storyType', [individualStorySchema, groupStorySchema], { error: groupStoryMessages.storyTypeInvalid }),
);
export type StoryCreateInput = z.infer<typeof storyCreateSchema>;
/** What the browser sends (`storyType` may be left out for a child). */
export type StoryCreateRequest =
  (Omit<z.input<typeof individualStorySchema>, 'storyType'> & { storyType?: 'individual' }) | z.input<typeof groupStorySchema>;

/**
 * One page of PATCH /api/stories/:id's `pages`: its text, and `image`, the index in the story's
 * `images` of the picture it keeps (1..N, as the story was loaded), or null for a new page.
 */
const storyPageInputSchema = z.object(
  {
    text: z.string({ error: storyPageMessages.pagesInvalid }),
    image: z
      .number({ error: storyPageMessages.pagesInvalid })
      .int({ error: storyPageMessages.pagesInvalid })
      .min(1, { error: storyPageMessages.pagesInvalid })
      .nullable()
      .default(null),
  },
  { error: storyPageMessages.pagesInvalid },
);

/** The pages in order, 2-10 of them; each text cleaned of marker lines (shared/story-text.ts) and not empty. */
export const storyPagesSchema = z
  .array(storyPageInputSchema, { error: storyPageMessages.pagesInvalid })
  .min(STORY_PAGES_MIN, { error: storyPageMessages.tooFewPages(STORY_PAGES_MIN) })
  .max(STORY_PAGES_MAX, { error: storyPageMessages.tooManyPages(STORY_PAGES_MAX) })
  .transform((pages, ctx) => {
    const kept = new Set<number>();
    const cleaned = pages.map((page, i) => {
      const text = cleanPageText(page.text);
      if (text === '') ctx.addIssue({ code: 'custom', message: storyPageMessages.pageEmpty(i + 1), path: [i, 'text'] });
      else if (text.length > PAGE_TEXT_MAX)
        ctx.addIssue({ code: 'custom', message: storyPageMessages.pageTooLong(i + 1, PAGE_TEXT_MAX), path: [i, 'text'] });
      if (page.image !== null) {
        if (kept.has(page.image)) ctx.addIssue({ code: 'custom', message: storyPageMessages.pictureTwice, path: [i, 'image'] });
        kept.add(page.image);
      }
      return { text, image: page.image };
    });
    return ctx.issues.length ? z.NEVER : cleaned;
  });
export type StoryPageInput = z.output<typeof storyPagesSchema>[number];

/**
 * PATCH /api/stories/:id: a new title, and either the pages (the page editor) or the whole text
 * in the stored format (the advanced raw mode, which keeps the number of pages).
 */
export const storyPatchSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: validationMessages.titleMissing })
      .max(120, { error: validationMessages.titleTooLong })
      .optional(),
    content: z
      .string()
      .trim()
      .min(1, { error: validationMessages.storyEmpty })
      .max(20_000, { error: validationMessages.storyTooLong })
      .optional(),
    pages: storyPagesSchema.optional(),
    eventDate: eventDateSchema.optional(),
  })
  .refine((p) => p.content === undefined || p.pages === undefined, { error: storyPageMessages.pagesOrText })
  .refine((p) => p.title !== undefined || p.content !== undefined || p.pages !== undefined || p.eventDate !== undefined, {
    error: validationMessages.nothingToSave,
  });

/** POST /api/stories/:id/readings: the reader reached the last page; `readAloud` when read-aloud played in that reading. */
export const storyReadingSchema = z.object({ readAloud: z.boolean().default(false) });
export type StoryReadingRequest = z.input<typeof storyReadingSchema>;

const sentenceInvalid = { error: storyCheckMessages.plan.actionInvalid };
/**
 * POST /api/stories/:id/check/sentences: «Det passer» (`confirm`) or «Fjern sætningen» (`remove`)
 * for the sentence at `page` (1-based) and `index` (0-based, in the plan's page), whose text the
 * panel showed as `text`: the server acts only while that place still holds that sentence.
 */
export const storySentenceActionSchema = z.object(
  {
    page: z.number(sentenceInvalid).int(sentenceInvalid).min(1, sentenceInvalid).max(PLAN_LIMITS.pages, sentenceInvalid),
    index: z
      .number(sentenceInvalid)
      .int(sentenceInvalid)
      .min(0, sentenceInvalid)
      .max(PLAN_LIMITS.sentencesPerPage - 1, sentenceInvalid),
    action: z.enum(['confirm', 'remove'], sentenceInvalid),
    text: z.string(sentenceInvalid).trim().min(1, sentenceInvalid).max(PLAN_LIMITS.sentence, sentenceInvalid),
  },
  sentenceInvalid,
);
export type StorySentenceAction = z.infer<typeof storySentenceActionSchema>;
export type StoryPatch = z.infer<typeof storyPatchSchema>;
/** What the browser sends (a page's `image` may be left out for a new page). */
export type StoryPatchRequest = z.input<typeof storyPatchSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: validationMessages.invalidPage })
    .int({ error: validationMessages.invalidPage })
    .min(1, { error: validationMessages.invalidPage })
    .default(1),
  limit: z.coerce
    .number({ error: validationMessages.invalidPageSize })
    .int({ error: validationMessages.invalidPageSize })
    .min(1, { error: validationMessages.invalidPageSize })
    .max(100, { error: validationMessages.pageSizeTooLarge })
    .default(24),
});

/* ---------- Characters (avatars) ---------- */

export const genders = ['dreng', 'pige'] as const;
export type Gender = (typeof genders)[number];
export const skinColors = ['lys', 'medium', 'mørk', 'meget mørk'] as const;
export type SkinColor = (typeof skinColors)[number];

export const CHARACTER_LIMITS = { name: 50, color: 40, outfit: 200, companion: 100, trait: 50, traits: 20 } as const;

const lowerTrim = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, ' ') : v);
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });

/** 'rolig, glad, ,nysgerrig' or ['rolig', ' glad '] -> ['rolig', 'glad', 'nysgerrig'] */
export const characteristicsSchema = z
  .union([z.string(), z.array(z.string({ error: validationMessages.traitsNotText }))], { error: validationMessages.traitsNotList })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().max(CHARACTER_LIMITS.trait, { error: `Hver egenskab må højst være ${CHARACTER_LIMITS.trait} tegn` }))
      .max(CHARACTER_LIMITS.traits, { error: `Højst ${CHARACTER_LIMITS.traits} egenskaber` }),
  );

/** The form's radio sends '' for «Vælg ud fra hårfarven»: the same as no choice (null). */
const blankHairStyleIsNone = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) && (v as { hairStyle?: unknown }).hairStyle === '' ? { ...v, hairStyle: null } : v;

/** The avatar builder's choices (shared/avatar-features.ts); anything but an object is said in Danish. */
const featuresField = z.preprocess(
  blankHairStyleIsNone,
  z.object(avatarFeaturesSchema.shape, { error: validationMessages.featuresInvalid }),
);

/** PATCH: only the choices sent change; the others stay as stored (the defaults would reset them). */
const featuresPatchField = z.unknown().transform((raw, ctx): Partial<AvatarFeatures> => {
  const parsed = featuresField.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const sent = new Set(Object.keys(raw as object));
  return Object.fromEntries(Object.entries(parsed.data).filter(([key]) => sent.has(key)));
});

/** The look of a character: what an avatar is drawn from (the name is not part of it). */
const characterLookFields = {
  gender: z.preprocess(lowerTrim, z.enum(genders, { error: validationMessages.genderMissing })),
  age: z.coerce
    .number({ error: validationMessages.ageNotNumber })
    .int({ error: validationMessages.ageNotWhole })
    .min(1, { error: validationMessages.ageRange })
    .max(12, { error: validationMessages.ageRange }),
  hairColor: optionalText(CHARACTER_LIMITS.color, `Hårfarven må højst være ${CHARACTER_LIMITS.color} tegn`),
  eyeColor: optionalText(CHARACTER_LIMITS.color, `Øjenfarven må højst være ${CHARACTER_LIMITS.color} tegn`),
  skinColor: z.preprocess(lowerTrim, z.enum(skinColors, { error: validationMessages.skinColorMissing })),
  outfit: optionalText(CHARACTER_LIMITS.outfit, `Beskrivelsen af tøjet må højst være ${CHARACTER_LIMITS.outfit} tegn`),
  features: featuresField.default(NO_FEATURES),
};

const nameField = z
  .string({ error: validationMessages.characterNameMissing })
  .trim()
  .min(1, { error: validationMessages.characterNameMissing })
  .max(CHARACTER_LIMITS.name, { error: `Navnet må højst være ${CHARACTER_LIMITS.name} tegn` });
const companionField = z
  .string({ error: validationMessages.companionNotText })
  .trim()
  .max(CHARACTER_LIMITS.companion, { error: `Ledsageren må højst være ${CHARACTER_LIMITS.companion} tegn` })
  .nullish()
  .transform((v) => v || null);
const avatarField = z
  .string({ error: validationMessages.avatarMissing })
  .trim()
  .min(1, { error: validationMessages.avatarMissing })
  .max(80, { error: validationMessages.avatarMissing });

/** POST /api/characters/avatar: the look; a name sent along is ignored (it never reaches an AI). */
export const avatarRequestSchema = z.object({
  /** Only used to keep the name out of the prompt, should it appear in a free-text field. */
  name: z.string().trim().max(CHARACTER_LIMITS.name).optional().catch(undefined),
  ...characterLookFields,
  hairColor: characterLookFields.hairColor.default(''),
  eyeColor: characterLookFields.eyeColor.default(''),
  outfit: characterLookFields.outfit.default(''),
  /** The offline avatar draws the companion beside the child. */
  companion: companionField.optional(),
});
export type AvatarRequest = z.infer<typeof avatarRequestSchema>;

/** POST /api/characters: the form plus the chosen avatar candidate's id. */
export const characterCreateSchema = z.object({
  ...avatarRequestSchema.shape,
  name: nameField,
  companion: companionField,
  characteristics: characteristicsSchema.default([]),
  avatar: avatarField,
});
export type CharacterCreateInput = z.infer<typeof characterCreateSchema>;

/** PATCH /api/characters/:id: any of the fields; `avatar` is a new candidate id. */
export const characterPatchSchema = z.object({
  name: nameField.optional(),
  ...(Object.fromEntries(Object.entries(characterLookFields).map(([k, v]) => [k, v.optional()])) as {
    [K in Exclude<keyof typeof characterLookFields, 'features'>]: z.ZodOptional<(typeof characterLookFields)[K]>;
  }),
  features: featuresPatchField.optional(),
  companion: companionField.optional(),
  characteristics: characteristicsSchema.optional(),
  avatar: avatarField.optional(),
});
export type CharacterPatchInput = z.infer<typeof characterPatchSchema>;

/** POST /api/proxy-image */
export const proxyImageSchema = z.object({
  url: z
    .string({ error: validationMessages.imageUrlMissing })
    .trim()
    .min(1, { error: validationMessages.imageUrlMissing })
    .max(2048, { error: validationMessages.imageUrlTooLong }),
});

export const sceneImageSchema = z.object({
  prompt: z
    .string({ error: validationMessages.picturePromptMissing })
    .trim()
    .min(1, { error: validationMessages.picturePromptMissing })
    .max(PICTURE_PROMPT_MAX, { error: validationMessages.picturePromptTooLong }),
});

/* ---------- Read-aloud ---------- */

/** POST /api/tts: one sentence and a voice (the default voice when left out). */
export const ttsRequestSchema = z.object({
  text: z
    .string({ error: speechMessages.noText })
    .trim()
    .min(1, { error: speechMessages.noText })
    .max(SPEECH_TEXT_MAX, { error: speechMessages.textTooLong(SPEECH_TEXT_MAX) }),
  voice: z.enum(voiceIds, { error: speechMessages.unknownVoice }).default(DEFAULT_VOICE),
});
export type TtsRequest = z.input<typeof ttsRequestSchema>;

/* ---------- Cards (the image generator) ---------- */

/** POST /api/cards: a style, a description, and a title that defaults to the description's start. */
export const cardCreateSchema = z.object({
  title: z
    .string({ error: cardMessages.titleNotText })
    .trim()
    .max(CARD_TITLE_MAX, { error: cardMessages.titleTooLong(CARD_TITLE_MAX) })
    .nullish()
    .transform((v) => v || undefined),
  description: z
    .string({ error: cardMessages.descriptionRequired })
    .trim()
    .min(1, { error: cardMessages.descriptionRequired })
    .max(CARD_DESCRIPTION_MAX, { error: cardMessages.descriptionTooLong(CARD_DESCRIPTION_MAX) }),
  style: z.enum(cardStyleIds, { error: cardMessages.styleInvalid }),
  /** «Med min avatar»: one of the user's characters, drawn as the card's child. */
  characterId: z
    .uuid({ error: cardMessages.characterInvalid })
    .nullish()
    .transform((v) => v ?? undefined),
});
export type CardCreateInput = z.infer<typeof cardCreateSchema>;
/** What the browser sends (title may be left out or empty). */
export type CardCreateRequest = z.input<typeof cardCreateSchema>;

export const SHARE_NAME_MAX = 80;
export const shareExpiries = ['week', 'month', 'never'] as const;
export type ShareExpiry = (typeof shareExpiries)[number];

/** 'Del historien': a named read-only link to one of the user's stories. */
export const shareCreateSchema = z.object({
  storyId: z.string().trim().min(1),
  name: z
    .string({ error: shareMessages.nameMissing })
    .trim()
    .min(1, { error: shareMessages.nameMissing })
    .max(SHARE_NAME_MAX, { error: shareMessages.nameTooLong(SHARE_NAME_MAX) }),
  expiresIn: z.enum(shareExpiries).default('month'),
});
export type ShareCreateInput = z.infer<typeof shareCreateSchema>;
