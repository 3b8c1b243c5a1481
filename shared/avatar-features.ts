import { z } from 'zod';

/**
 * What a child's figure is drawn with, besides age, gender and skin colour: the avatar builder's
 * choices (hair style, glasses, headscarf, hearing aid or headphones) and the drawable words of the
 * form's free-text fields (hair, eyes, clothes, companion). One home for these words: the offline
 * illustrator draws from them, the AI prompt names them, and the form tells the parent which of
 * their words are drawn and which are not.
 */

export const hairStyles = ['kort', 'mellemlangt', 'langt', 'krøllet', 'fletninger', 'hestehale', 'knold', 'meget kort'] as const;
export type HairStyle = (typeof hairStyles)[number];
export const earWears = ['ingen', 'høreapparat', 'høretelefoner'] as const;
export type EarWear = (typeof earWears)[number];

/** The builder's explicit choices. `hairStyle` null: drawn from the hair text, else from gender and seed. */
export interface AvatarFeatures {
  hairStyle: HairStyle | null;
  glasses: boolean;
  headscarf: boolean;
  ears: EarWear;
  /**
   * Which of the offline avatar's candidates the parent chose (0-3): its hair variant and clothes'
   * shade, so the story pictures draw the child the parent chose. Set by the server, not the form.
   */
  variant?: number | null;
}

export const NO_FEATURES: AvatarFeatures = { hairStyle: null, glasses: false, headscarf: false, ears: 'ingen' };

export const avatarFeaturesSchema = z.object({
  hairStyle: z
    .enum(hairStyles, { error: 'Vælg en frisure fra listen' })
    .nullish()
    .transform((v) => v ?? null),
  glasses: z.boolean({ error: 'Briller skal være ja eller nej' }).default(false),
  headscarf: z.boolean({ error: 'Tørklæde skal være ja eller nej' }).default(false),
  ears: z.enum(earWears, { error: 'Vælg høreapparat, høretelefoner eller ingen' }).default('ingen'),
  variant: z.number().int().min(0).max(3).nullish().catch(undefined),
});

type Rule<T> = readonly [RegExp, T];
const norm = (s: string) => s.trim().toLowerCase();
const first = <T>(rules: readonly Rule<T>[], text: string): T | undefined => rules.find(([re]) => re.test(norm(text)))?.[1];

/** Danish hair-colour words -> hex; the most specific words first. */
export const HAIR_COLOURS: readonly Rule<string>[] = [
  [/platin/, 'ecdcbf'],
  [/jordbær/, 'd98c5f'],
  [/lyserød|pink|rosa/, 'f59797'],
  [/rødbrun|kastanje|auburn/, 'a55728'],
  [/lysebrun|lys ?brun|nøddebrun/, '9a6a3a'],
  [/mørkebrun|mørk ?brun/, '4a312c'],
  [/brun/, '724133'],
  [/rød|kobber|ingefær/, 'c93305'],
  [/gylden|honning/, 'b58143'],
  [/blond|lys|gul/, 'd6b370'],
  [/sort|mørk/, '2c1b18'],
  [/grå|sølv|hvid/, 'd9d4d0'],
  [/blå/, '5199e4'],
  [/grøn/, '3a9d5d'],
  [/lilla|violet/, '8e6cc9'],
];

/** Danish eye-colour words -> iris hex. */
export const EYE_COLOURS: readonly Rule<string>[] = [
  [/grå ?blå|blå ?grå/, '6f8fae'],
  [/blå ?grøn|grøn ?blå|turkis/, '3f8f8a'],
  [/hassel|nøddebrun|grøn ?brun|brun ?grøn/, '8e6b3a'],
  [/mørkebrun|mørk ?brun|sort/, '3b2416'],
  [/lysebrun|lys ?brun|rav/, 'a0672a'],
  [/brun/, '6b3e1f'],
  [/lyseblå|lys ?blå/, '6fb3ea'],
  [/blå/, '3b7dd8'],
  [/grøn/, '3f9a55'],
  [/grå/, '8a9aa6'],
];

/** Danish clothing-colour words -> hex. */
export const CLOTHES_COLOURS: readonly Rule<string>[] = [
  [/lyserød|pink|rosa/, 'ff8fb1'],
  [/mørkeblå|marineblå|navy/, '35618c'],
  [/lyseblå/, '8fd0f5'],
  [/turkis/, '2ec4b6'],
  [/blå/, '5b9be0'],
  [/lysegrøn|mintgrøn/, 'a7e8bd'],
  [/grøn/, '5aa75e'],
  [/gul/, 'f7d154'],
  [/orange/, 'f79d4d'],
  [/lilla|violet/, '9b7ad6'],
  [/rød/, 'e96a6a'],
  [/sort/, '3a3f44'],
  [/hvid/, 'f4f1ea'],
  [/grå/, '9a9da0'],
  [/brun/, '8b5a3c'],
  [/beige|sand(?!al)/, 'd9c3a0'],
];

export type TopKind = 'tshirt' | 'sweater' | 'hoodie' | 'dress' | 'overall' | 'jacket';
export type BottomKind = 'trousers' | 'shorts' | 'skirt';

export const TOPS: readonly Rule<TopKind>[] = [
  [/hættetrøje|hoodie/, 'hoodie'],
  [/overall|selebukser|sparkedragt/, 'overall'],
  [/kjole/, 'dress'],
  [/jakke|regntøj|flyverdragt|frakke/, 'jacket'],
  [/t-?shirt|bluse|top\b|skjorte/, 'tshirt'],
  [/trøje|sweater|strik|cardigan|fleece/, 'sweater'],
];
export const BOTTOMS: readonly Rule<BottomKind>[] = [
  [/shorts/, 'shorts'],
  [/nederdel|skørt|tutu/, 'skirt'],
  [/bukser|jeans|leggings|joggingbukser/, 'trousers'],
];

export type CompanionKind = 'dog' | 'cat' | 'teddy' | 'rabbit' | 'bird' | 'soft-toy';
export const COMPANIONS: readonly Rule<CompanionKind>[] = [
  [/hund|hvalp|vovse/, 'dog'],
  [/kat|killing|mis\b/, 'cat'],
  [/bamse|teddy|tøjbjørn/, 'teddy'],
  [/kanin|hare/, 'rabbit'],
  [/fugl|papegøje|undulat|høne/, 'bird'],
  [/tøjdyr|krammedyr|sutteklud|nusseklud|dukke|enhjørning|dino/, 'soft-toy'],
];

/** A companion who is a person: drawn as the adult (or child) on the pages that name them. */
const COMPANION_PEOPLE =
  /\b(mor|far|mormor|morfar|farmor|farfar|bedste\w*|pædagog\w*|lærer\w*|søster|bror|storesøster|storebror|lillesøster|lillebror|ven|veninde|vennen|onkel|moster|faster|tante)\b/u;

/** Hair style words in the hair text. */
const HAIR_STYLE_WORDS: readonly Rule<HairStyle>[] = [
  [/fletning|flettet/, 'fletninger'],
  [/hestehale/, 'hestehale'],
  [/knold|topknot/, 'knold'],
  [/skaldet|snaueret|ingen hår|meget kort|karseklip/, 'meget kort'],
  [/krøl|krus|afro|lokker/, 'krøllet'],
  [/mellemlang|halvlang|skulderlang|til skuldrene|page/, 'mellemlangt'],
  [/lang/, 'langt'],
  [/kort/, 'kort'],
];

/** Worn things the builder also offers, found in either free text; a «halstørklæde» is no headscarf. */
const GLASSES = /brille/;
const HEADSCARF = /(?<!hals)tørklæde|hijab/;
const HEARING_AID = /høreapparat|ci-apparat|cochlear/;
const HEADPHONES = /høretelefon|høreværn/;

export const hairColourOf = (text: string) => first(HAIR_COLOURS, text);
export const eyeColourOf = (text: string) => first(EYE_COLOURS, text);
export const companionKindOf = (text: string | null | undefined) => (text ? first(COMPANIONS, text) : undefined);

/** The builder's choices, completed from the free text (an explicit choice wins). */
export function resolveFeatures(
  explicit: Partial<AvatarFeatures> | undefined,
  text: { hairColor: string; outfit: string },
): AvatarFeatures {
  const all = `${text.hairColor} ${text.outfit}`.toLowerCase();
  return {
    hairStyle: explicit?.hairStyle ?? first(HAIR_STYLE_WORDS, text.hairColor) ?? null,
    glasses: explicit?.glasses || GLASSES.test(all),
    headscarf: explicit?.headscarf || HEADSCARF.test(all),
    ears:
      explicit?.ears && explicit.ears !== 'ingen'
        ? explicit.ears
        : HEARING_AID.test(all)
          ? 'høreapparat'
          : HEADPHONES.test(all)
            ? 'høretelefoner'
            : 'ingen',
    variant: explicit?.variant,
  };
}

export interface Outfit {
  top: TopKind;
  topColour: string | null;
  bottom: BottomKind | null;
  bottomColour: string | null;
  /** a cap or a beanie, from the outfit text */
  hat: 'cap' | 'beanie' | null;
}

/** The drawn outfit: each garment with the colour word just before it («gul kjole og blå bukser»). */
export function outfitOf(text: string): Outfit {
  const words = norm(text)
    .split(/[\s,.;:!?/]+/)
    .filter(Boolean);
  const out: Outfit = { top: 'tshirt', topColour: null, bottom: null, bottomColour: null, hat: null };
  let pending: string | null = null;
  let loose: string | null = null;
  let foundTop = false;
  for (const word of words) {
    const colour = first(CLOTHES_COLOURS, word);
    const top = first(TOPS, word);
    const bottom = first(BOTTOMS, word);
    if (top) {
      out.top = top;
      out.topColour = pending ?? out.topColour;
      foundTop = true;
      pending = null;
    } else if (bottom) {
      out.bottom = bottom;
      out.bottomColour = pending ?? out.bottomColour;
      pending = null;
    } else if (/støvle|sko$|sandal|sokker|strømper/.test(word)) {
      // shoes and socks take their own colour word («gule gummistøvler»): not the top's
      if (loose === pending) loose = null;
      pending = null;
    } else if (/kasket/.test(word)) {
      out.hat = 'cap';
      pending = null;
    } else if (/^hue/.test(word)) {
      out.hat = 'beanie';
      pending = null;
    } else if (colour) {
      pending = colour;
      loose ??= colour;
    }
  }
  if (!out.topColour && !foundTop) out.topColour = loose;
  if (out.top === 'dress' || out.top === 'overall') out.bottom = null;
  return out;
}

/** Words of a free-text field that change nothing in the drawing (so the form can say so). */
const FILLER =
  /^(og|med|i|en|et|den|det|de|lidt|meget|helt|rigtig|gerne|tit|ofte|altid|har|hun|han|på|af|til|som|farvet|farvede|hår|håret|øjne|øjnene|tøj|tøjet)$/;

export type FreeTextField = 'hairColor' | 'eyeColor' | 'outfit' | 'companion';

/**
 * Which words of a free-text field are drawn and which are not: what the form shows under the
 * field («Tegnes: ...» / «Kan ikke tegnes: ...»).
 */
export function drawnWords(field: FreeTextField, text: string): { drawn: string[]; notDrawn: string[] } {
  const drawn: string[] = [];
  const notDrawn: string[] = [];
  const rulesOf: Record<FreeTextField, readonly RegExp[]> = {
    // resolveFeatures reads glasses, headscarf and ears in both texts, so both say they are drawn.
    hairColor: [...HAIR_COLOURS, ...HAIR_STYLE_WORDS].map(([re]) => re).concat([GLASSES, HEADSCARF, HEARING_AID, HEADPHONES]),
    eyeColor: EYE_COLOURS.map(([re]) => re),
    outfit: [...CLOTHES_COLOURS, ...TOPS, ...BOTTOMS]
      .map(([re]) => re)
      .concat([/kasket|^hue/, GLASSES, HEADSCARF, HEARING_AID, HEADPHONES]),
    companion: COMPANIONS.map(([re]) => re),
  };
  const words = norm(text)
    .split(/[\s,.;:!?/()]+/)
    .filter((w) => w && !FILLER.test(w) && !/^\d+$/.test(w));
  const isDrawn = (word: string) => rulesOf[field].some((re) => re.test(word));
  const isColour = (word: string) => CLOTHES_COLOURS.some(([re]) => re.test(word));
  words.forEach((word, i) => {
    // A colour goes with the garment after it: «hvide strømper» are not drawn, so neither is «hvide».
    const next = words[i + 1];
    const colourOfUndrawn = field === 'outfit' && isColour(word) && next !== undefined && !isColour(next) && !isDrawn(next);
    if (isDrawn(word) && !colourOfUndrawn) drawn.push(word);
    else if (field !== 'companion') notDrawn.push(word);
  });
  // A companion's name («Bamse Brumme») is not a word to draw: only say so when no kind was found.
  // A person («mor», «pædagogen Lise») is drawn on the pages that name them.
  if (field === 'companion' && text.trim() && !drawn.length) {
    if (COMPANION_PEOPLE.test(norm(text))) drawn.push(text.trim());
    else notDrawn.push(text.trim());
  }
  return { drawn, notDrawn };
}
