import { z } from 'zod';
import { cardStyleIds } from './cards';
import { ADMIN_PAGE_SIZE, CARD_DESCRIPTION_MAX, CARD_TITLE_MAX } from './constants';
import { roles } from './entitlements';
import { cardMessages } from './messages.da';
import { groupStoryMessages } from './messages.da';
import { speechMessages } from './messages.da';
import { DEFAULT_VOICE, SPEECH_TEXT_MAX, voiceIds } from './voices';

export const profilePatchSchema = z.object({
  fullName: z
    .string({ error: 'Navnet skal være tekst' })
    .trim()
    .max(100, { error: 'Navnet må højst være 100 tegn' }),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export const roleSchema = z.enum(roles, { error: 'Ukendt rolle. Vælg user, unlimited eller admin.' });

export const adminRolePatchSchema = z.object({ role: roleSchema });

export const adminUserQuerySchema = z.object({
  page: z.coerce.number({ error: 'Ugyldigt sidetal' }).int({ error: 'Ugyldigt sidetal' }).min(1, { error: 'Ugyldigt sidetal' }).default(1),
  limit: z.coerce
    .number({ error: 'Ugyldig sidestørrelse' })
    .int({ error: 'Ugyldig sidestørrelse' })
    .min(1, { error: 'Ugyldig sidestørrelse' })
    .max(ADMIN_PAGE_SIZE, { error: `Højst ${ADMIN_PAGE_SIZE} pr. side` })
    .default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(254, { error: 'Søgningen er for lang' }).optional(),
});

/** The title and the description of a new story: the same for a child and for a group. */
export const storyTextSchema = z.object({
  title: z
    .string({ error: 'Indtast venligst en titel' })
    .trim()
    .min(1, { error: 'Indtast venligst en titel' })
    .max(120, { error: 'Titlen må højst være 120 tegn' }),
  description: z
    .string({ error: 'Indtast venligst en beskrivelse af historien' })
    .trim()
    .min(1, { error: 'Indtast venligst en beskrivelse af historien' })
    .max(2000, { error: 'Beskrivelsen må højst være 2000 tegn' }),
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
  characterId: z.uuid({ error: 'Ingen karakter valgt. Vælg venligst en karakter først.' }),
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
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && (v as { storyType?: unknown }).storyType == null ? { ...v, storyType: 'individual' } : v),
  z.discriminatedUnion('storyType', [individualStorySchema, groupStorySchema], { error: groupStoryMessages.storyTypeInvalid }),
);
export type StoryCreateInput = z.infer<typeof storyCreateSchema>;
/** What the browser sends (`storyType` may be left out for a child). */
export type StoryCreateRequest = (Omit<z.input<typeof individualStorySchema>, 'storyType'> & { storyType?: 'individual' }) | z.input<typeof groupStorySchema>;

export const storyPatchSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'Indtast venligst en titel' }).max(120, { error: 'Titlen må højst være 120 tegn' }).optional(),
    content: z.string().trim().min(1, { error: 'Historien må ikke være tom' }).max(20_000, { error: 'Historien er for lang' }).optional(),
  })
  .refine((p) => p.title !== undefined || p.content !== undefined, { error: 'Der er ingen ændringer at gemme' });
export type StoryPatch = z.infer<typeof storyPatchSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Ugyldigt sidetal' }).int({ error: 'Ugyldigt sidetal' }).min(1, { error: 'Ugyldigt sidetal' }).default(1),
  limit: z.coerce
    .number({ error: 'Ugyldig sidestørrelse' })
    .int({ error: 'Ugyldig sidestørrelse' })
    .min(1, { error: 'Ugyldig sidestørrelse' })
    .max(100, { error: 'Højst 100 pr. side' })
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
  .union([z.string(), z.array(z.string({ error: 'Egenskaberne skal være tekst' }))], { error: 'Egenskaberne skal være en liste af ord' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().max(CHARACTER_LIMITS.trait, { error: `Hver egenskab må højst være ${CHARACTER_LIMITS.trait} tegn` }))
      .max(CHARACTER_LIMITS.traits, { error: `Højst ${CHARACTER_LIMITS.traits} egenskaber` }),
  );

/** The look of a character: what an avatar is drawn from (the name is not part of it). */
const characterLookFields = {
  gender: z.preprocess(lowerTrim, z.enum(genders, { error: 'Vælg venligst køn: Dreng eller Pige' })),
  age: z.coerce
    .number({ error: 'Alderen skal være et tal mellem 1 og 12' })
    .int({ error: 'Alderen skal være et helt tal mellem 1 og 12' })
    .min(1, { error: 'Alderen skal være mellem 1 og 12' })
    .max(12, { error: 'Alderen skal være mellem 1 og 12' }),
  hairColor: optionalText(CHARACTER_LIMITS.color, `Hårfarven må højst være ${CHARACTER_LIMITS.color} tegn`),
  eyeColor: optionalText(CHARACTER_LIMITS.color, `Øjenfarven må højst være ${CHARACTER_LIMITS.color} tegn`),
  skinColor: z.preprocess(lowerTrim, z.enum(skinColors, { error: 'Vælg venligst hudfarve: Lys, Medium, Mørk eller Meget mørk' })),
  outfit: optionalText(CHARACTER_LIMITS.outfit, `Beskrivelsen af tøjet må højst være ${CHARACTER_LIMITS.outfit} tegn`),
};

const nameField = z
  .string({ error: 'Udfyld venligst karakterens navn' })
  .trim()
  .min(1, { error: 'Udfyld venligst karakterens navn' })
  .max(CHARACTER_LIMITS.name, { error: `Navnet må højst være ${CHARACTER_LIMITS.name} tegn` });
const companionField = z
  .string({ error: 'Ledsageren skal være tekst' })
  .trim()
  .max(CHARACTER_LIMITS.companion, { error: `Ledsageren må højst være ${CHARACTER_LIMITS.companion} tegn` })
  .nullish()
  .transform((v) => v || null);
const avatarField = z.string({ error: 'Generer venligst en avatar først' }).trim().min(1, { error: 'Generer venligst en avatar først' }).max(80, { error: 'Generer venligst en avatar først' });

/** POST /api/characters/avatar: the look; a name sent along is ignored (it never reaches an AI). */
export const avatarRequestSchema = z.object({
  /** Only used to keep the name out of the prompt, should it appear in a free-text field. */
  name: z.string().trim().max(CHARACTER_LIMITS.name).optional().catch(undefined),
  ...characterLookFields,
  hairColor: characterLookFields.hairColor.default(''),
  eyeColor: characterLookFields.eyeColor.default(''),
  outfit: characterLookFields.outfit.default(''),
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
  ...Object.fromEntries(Object.entries(characterLookFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof characterLookFields]: z.ZodOptional<(typeof characterLookFields)[K]>;
  },
  companion: companionField.optional(),
  characteristics: characteristicsSchema.optional(),
  avatar: avatarField.optional(),
});
export type CharacterPatchInput = z.infer<typeof characterPatchSchema>;

/** POST /api/proxy-image */
export const proxyImageSchema = z.object({
  url: z.string({ error: 'Angiv venligst en billedadresse' }).trim().min(1, { error: 'Angiv venligst en billedadresse' }).max(2048, { error: 'Billedadressen er for lang' }),
});

export const sceneImageSchema = z.object({
  prompt: z
    .string({ error: 'Beskriv venligst det nye billede' })
    .trim()
    .min(1, { error: 'Beskriv venligst det nye billede' })
    .max(500, { error: 'Beskrivelsen må højst være 500 tegn' }),
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
});
export type CardCreateInput = z.infer<typeof cardCreateSchema>;
/** What the browser sends (title may be left out or empty). */
export type CardCreateRequest = z.input<typeof cardCreateSchema>;
