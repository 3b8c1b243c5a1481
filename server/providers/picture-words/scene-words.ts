/**
 * The words that place a story's pictures, for the offline illustrator and the offline provider's
 * English scene descriptions: which situation a story's text is about (its default background),
 * which setting each scene's words name, who is in it, and a child's companion as a phrase. The
 * story itself is written by text/story-writer.ts; these lists only read what it wrote.
 */
import { FORBIDDEN_WORDS } from '../../../shared/story-check.data';
import { deadIn } from '../../../shared/story-people';
import { withoutPlaceNames } from './place-names';
import { stemPattern } from '../../../shared/story-situations';
import { companionKindOf, type CompanionKind } from '../../../shared/avatar-features';
import {
  ACTION_ENGLISH,
  ADULT_ROLE_WORDS,
  MOOD_WORDS,
  POSE_WORDS,
  COMPANION_NOUNS,
  COMPANION_PEOPLE,
  PEOPLE_ENGLISH,
  SETTING_ENGLISH,
  SETTING_IDS,
  SETTING_KEYWORDS,
  VEHICLE_ENGLISH,
  type SettingId,
} from './scene-words.lexicon';

export type { SettingId } from './scene-words.lexicon';

/** Who a picture is described for, as far as the words need (the text port's StoryCharacter fits): never a name. */
export interface PictureChild {
  gender: 'dreng' | 'pige';
  age: number;
  companion?: string | null;
}

/** A group a picture is described for (the text port's StoryGroup fits). */
export interface PictureGroup {
  ageFrom: number;
  ageTo: number;
}

/** The situations a picture can be set in, with the words that recognise them ('~' before a weak word: it counts half). */
export const PICTURE_SITUATIONS = [
  { id: 'dentist', setting: 'dentist', keywords: ['tandlæge*', 'tandklinik*', 'tandpleje*', 'tandeftersyn*'] },
  {
    id: 'doctor',
    setting: 'doctor',
    keywords: [
      'læge',
      'lægen',
      'lægens',
      'lægebesøg*',
      'lægehus*',
      'lægeklinik*',
      'vaccin*',
      'sprøjte*',
      'stik',
      'blodprøve*',
      'sygeplejerske*',
      '~hospital*',
      'skolelæge*',
      'børneundersøgelse*',
    ],
  },
  {
    id: 'hairdresser',
    setting: 'hairdresser',
    keywords: ['frisør*', 'klipning*', 'klippe håret', 'klippe hår', 'klippes', 'klippet', 'hårklip*', 'hårklipning*'],
  },
  {
    id: 'swimming',
    setting: 'swimming',
    keywords: ['svømme*', 'svømmehal*', 'svømning*', 'bassin*', 'badeland*', 'svømmeundervisning*', 'svømmetur*'],
  },
  {
    id: 'party',
    setting: 'party',
    keywords: [
      'fødselsdag*',
      'fest',
      'festen',
      'fester',
      'børnefødselsdag*',
      '~fejre*',
      '~fejring*',
      '~gæster',
      'bryllup*',
      '~jul',
      '~juleaften',
    ],
  },
  {
    id: 'sibling',
    setting: 'home',
    keywords: [
      'søskende',
      'nyt søskende',
      'lillebror*',
      'lillesøster*',
      'lille bror',
      'lille søster',
      'storebror',
      'storesøster',
      'baby',
      'babyen',
      'ny baby',
      'gravid',
      'nyfødt*',
      '~fødsel*',
    ],
  },
  {
    id: 'moving',
    setting: 'home',
    keywords: ['flytning*', 'flytte*', 'flytter', 'nyt hus', 'ny lejlighed', 'nyt hjem', 'flyttebil*', 'flyttekasse*', 'flyttedag*'],
  },
  {
    id: 'noise',
    setting: 'home',
    keywords: [
      'høje lyde',
      'høj lyd',
      '~larm*',
      'brandalarm*',
      'brandøvelse*',
      '~alarm*',
      'røgalarm*',
      'fyrværkeri*',
      'støvsuger*',
      'sirene*',
      'torden*',
      'tordenvejr',
      'høreværn*',
      '~lyde',
      'lydfølsom*',
    ],
  },
  {
    id: 'toilet',
    setting: 'bathroom',
    keywords: ['toilet*', 'potte*', 'tisse*', 'tisser', 'lave stort', 'ble', 'bleen', 'bleer', 'renlig*'],
  },
  {
    id: 'hygiene',
    setting: 'bathroom',
    keywords: [
      'tandbørst*',
      'børste tænder',
      'børster tænder',
      'i bad',
      'et bad',
      'til bad',
      'badet',
      'brusebad*',
      'badekar*',
      'hårvask*',
      'vaske hår',
      'bade',
    ],
  },
  {
    id: 'bedtime',
    setting: 'bedroom',
    keywords: [
      'sove',
      'sover',
      'sengetid*',
      'putning*',
      'putte*',
      'godnat*',
      'i seng',
      'sovetid*',
      'nattesøvn',
      'falde i søvn',
      'aftenrutine*',
    ],
  },
  {
    id: 'waiting',
    setting: 'shop',
    keywords: ['~vente', '~venter', 'ventetid*', 'kø', 'køen', 'køer', 'stå i kø', 'vente på tur', 'min tur', 'sin tur', 'tålmodig*'],
  },
  {
    id: 'school',
    setting: 'school',
    keywords: [
      'skole*',
      'første skoledag',
      '~klasse*',
      'skolestart*',
      '~lærer*',
      'frikvarter*',
      'skolegård*',
      'sfo',
      '~undervisning*',
      '~lektier*',
    ],
  },
  { id: 'kindergarten', setting: 'kindergarten', keywords: ['børnehave*', 'vuggestue*', 'dagpleje*', 'pædagog*', '~institution*'] },
  {
    id: 'shop',
    setting: 'shop',
    keywords: ['butik*', 'supermarked*', 'indkøb*', '~handle', '~handler', 'købmand*', 'storcenter*', 'indkøbscenter*'],
  },
  { id: 'playground', setting: 'playground', keywords: ['legeplads*', 'gynge*', 'rutsjebane*', 'sandkasse*', 'klatrestativ*'] },
  {
    id: 'outdoors',
    setting: 'outdoors',
    keywords: [
      'skov*',
      'skovtur*',
      'strand*',
      'naturen',
      'udflugt*',
      'gåtur*',
      'tur i parken',
      'parken',
      'bondegård*',
      'zoo',
      'zoologisk*',
    ],
  },
  {
    id: 'transport',
    setting: 'transport',
    keywords: [
      'bus',
      'bussen',
      'busser',
      'bustur*',
      'tog',
      'toget',
      'togtur*',
      'togrejse*',
      'fly',
      'flyet',
      'flyve',
      'flyver',
      'flytur*',
      'flyrejse*',
      'lufthavn*',
      'bil',
      'bilen',
      'biltur*',
      'køretur*',
      '~rejse',
      '~rejsen',
      '~rejser',
      'stoppested*',
      '~station*',
      'perron*',
      'køre i bil',
    ],
  },
  { id: 'general', setting: 'home', keywords: [] },
] as const satisfies readonly { id: string; setting: SettingId; keywords: readonly string[] }[];
export type SituationId = (typeof PICTURE_SITUATIONS)[number]['id'];

/** 'tandlæge*' matches any word starting with 'tandlæge'; other keywords match whole words or phrases (one matcher: shared/story-situations.ts). */
const keywordPattern = (keyword: string): RegExp => stemPattern(keyword);

const normalize = (text: string) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

function hasAny(normalized: string, keywords: readonly string[] | undefined): boolean {
  return !!keywords?.some((k) => keywordPattern(k).test(normalized));
}

interface Evidence {
  /** each keyword once per occurrence, at most three times; weak keywords half */
  score: number;
  strong: number;
  weak: number;
}

/**
 * How strongly a text speaks of a situation. A long story text says 'børnehaven' more often
 * than 'gynger', so occurrences count (up to three per keyword). A keyword written '~klasse*' is
 * weak: it counts half.
 */
function evidence(normalized: string, keywords: readonly string[]): Evidence {
  const found: Evidence = { score: 0, strong: 0, weak: 0 };
  for (const k of keywords) {
    const weak = k.startsWith('~');
    const re = keywordPattern(weak ? k.slice(1) : k);
    const hits = Math.min(3, normalized.match(new RegExp(re.source, 'gu'))?.length ?? 0);
    found.score += hits * (weak ? 0.5 : 1);
    if (weak) found.weak += hits;
    else found.strong += hits;
  }
  return found;
}

/**
 * The situation a story's title and description (or its whole text) are about; 'general' when
 * none is recognised. The first line is the title and weighs most. One weak word alone ('klasse'
 * in 'Vi skal i zoo med klassen') does not decide the situation.
 */
export function classifySituation(text: string): SituationId {
  const [first, ...rest] = withoutPlaceNames(text ?? '').split('\n');
  const title = normalize(first);
  const body = normalize(rest.join(' '));
  let best: (typeof PICTURE_SITUATIONS)[number] | null = null;
  let bestScore = 0;
  for (const situation of PICTURE_SITUATIONS) {
    const inTitle = evidence(title, situation.keywords);
    const inBody = evidence(body, situation.keywords);
    const strong = inTitle.strong + inBody.strong;
    const weak = inTitle.weak + inBody.weak;
    if (strong === 0 && weak < 2) continue;
    const value = 4 * inTitle.score + inBody.score;
    if (value > bestScore) {
      best = situation;
      bestScore = value;
    }
  }
  return best?.id ?? 'general';
}

function clampAge(age: number): number {
  return Number.isFinite(age) ? Math.min(12, Math.max(1, Math.round(age))) : 6;
}

function situationById(id: SituationId) {
  return PICTURE_SITUATIONS.find((s) => s.id === id) ?? PICTURE_SITUATIONS[PICTURE_SITUATIONS.length - 1];
}

/**
 * The picture background of one scene: the setting whose words the scene uses most (going home
 * weighs double, so a scene about going home is drawn at home), else the story's place (`storyPlace`,
 * where the plan's pages are), else the story situation's own.
 */
export function sceneSetting(sceneText: string, storySituation?: SituationId, storyPlace?: SettingId | null): SettingId {
  const normalized = normalize(withoutPlaceNames(sceneText));
  const fallback = storyPlace ?? (storySituation ? situationById(storySituation).setting : 'home');
  let best: SettingId = fallback;
  let bestScore = 0;
  for (const id of SETTING_IDS) {
    let score = id === fallback ? 0.5 : 0;
    for (const entry of SETTING_KEYWORDS[id]) {
      const [keyword, weight] = typeof entry === 'string' ? [entry, 1] : entry;
      if (keywordPattern(keyword).test(normalized)) score += weight;
    }
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

/** A companion ('bamse', 'en bamse der hedder Bjørn', 'Bjørn') as a phrase for a sentence: 'bamsen', 'bamsen Bjørn', 'Bjørn'. */
export function companionPhrase(raw: string | null | undefined): { phrase: string } | { fallback: string } | null {
  const clean = (raw ?? '')
    .replace(/[.!?,;:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || hasAny(normalize(clean), FORBIDDEN_WORDS)) return null;
  const words = clean.split(' ');
  if (words.length > 6) return { fallback: clean };
  let gender: 'n' | 't' | null = null;
  let determiner = false;
  const first = words[0].toLowerCase();
  if (['en', 'min', 'sin', 'den', 'hans', 'hendes', 'vores', 'mine', 'sine'].includes(first) && words.length > 1) {
    gender = 'n';
    determiner = true;
  } else if (['et', 'mit', 'sit', 'det'].includes(first) && words.length > 1) {
    gender = 't';
    determiner = true;
  }
  if (determiner) words.shift();

  const definite = (noun: string) => {
    const lower = noun.toLowerCase();
    if (COMPANION_NOUNS[lower]) return COMPANION_NOUNS[lower];
    if (Object.values(COMPANION_NOUNS).includes(lower) || /(en|et)$/.test(lower)) return lower;
    if (gender === 't') return lower.endsWith('e') ? `${lower}t` : `${lower}et`;
    return lower.endsWith('e') ? `${lower}n` : `${lower}en`;
  };
  const isNoun = (w: string) => /^\p{Ll}[\p{Ll}-]*$/u.test(w);
  const isName = (w: string) => /^\p{Lu}[\p{L}-]*$/u.test(w);

  const called = words.findIndex((w) => w.toLowerCase() === 'hedder');
  if (called === 2 && ['der', 'som'].includes(words[1].toLowerCase()) && words.length > 3 && words.slice(3).every(isName)) {
    return isNoun(words[0]) ? { phrase: `${definite(words[0])} ${words.slice(3).join(' ')}` } : { fallback: clean };
  }
  if (words.length === 1) {
    const [w] = words;
    if (COMPANION_PEOPLE.has(w.toLowerCase())) return { phrase: w.toLowerCase() };
    if (isName(w) && !determiner) return { phrase: w };
    if (isName(w) || isNoun(w)) return { phrase: definite(w) };
    return { fallback: clean };
  }
  if (words.every(isName)) return { phrase: words.join(' ') };
  if (words.length === 2 && isNoun(words[0]) && isName(words[1])) return { phrase: `${definite(words[0])} ${words[1]}` };
  return { fallback: clean };
}

// ---------------------------------------------------------------------------------------------
// Picture descriptions

function firstMatch(normalized: string, table: readonly (readonly [string, string])[]): string | null {
  for (const [keyword, english] of table) if (keywordPattern(keyword).test(normalized)) return english;
  return null;
}

/** Who the scene names; a professional only at their own place (no dentist in the picture of coming home), and never one who has died. */
function peopleIn(normalized: string, setting: SettingId, dead: readonly string[] = []): string[] {
  let rest = normalized;
  const found: string[] = [];
  for (const [keyword, english, at] of PEOPLE_ENGLISH) {
    const re = keywordPattern(keyword);
    if (re.test(rest)) {
      rest = rest.replace(new RegExp(re.source, 'gu'), ' ');
      const died = keyword.split(' ').some((word) => dead.includes(word.replace(/\*$/, '')));
      if ((!at || at === setting) && !died && !found.includes(english)) found.push(english);
    }
  }
  return found.slice(0, 2);
}

function joinEnglish(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const isGroup = (who: PictureChild | PictureGroup): who is PictureGroup => 'ageFrom' in who;

/** Who a picture shows, in English: 'A 7-year-old boy', or 'A group of children aged 3-5'; never a name. */
function whoInEnglish(who: PictureChild | PictureGroup): string {
  if (isGroup(who)) {
    const [from, to] = [clampAge(who.ageFrom), clampAge(who.ageTo)];
    return `A group of children aged ${from === to ? from : `${from}-${to}`}`;
  }
  const age = clampAge(who.age);
  return `${age === 8 || age === 11 ? 'An' : 'A'} ${age}-year-old ${who.gender === 'pige' ? 'girl' : 'boy'}`;
}

/** One scene as an English picture description: the child as 'a 7-year-old boy' (a group as 'a group of children aged 3-5'), never by name. */
export function describeScene(
  sceneText: string,
  character: PictureChild | PictureGroup,
  situation: SituationId,
  storyText = '',
  dead: readonly string[] = [],
): string {
  const normalized = normalize(sceneText);
  const child = whoInEnglish(character);
  const setting = sceneSetting(sceneText, situation);
  const action =
    firstMatch(normalized, ACTION_ENGLISH) ?? (isGroup(character) ? 'standing together calmly and smiling' : 'standing calmly and smiling');
  // In a group story 'børnene' are the group itself, not other children.
  const people = peopleIn(normalized, setting, dead).filter(
    (p) => !action.includes(p.replace(/^an? /, '')) && !(isGroup(character) && p === 'other children'),
  );
  const place =
    setting === 'transport'
      ? (firstMatch(normalized, VEHICLE_ENGLISH) ?? firstMatch(normalize(storyText), VEHICLE_ENGLISH) ?? SETTING_ENGLISH.transport)
      : SETTING_ENGLISH[setting];
  const companion = isGroup(character) ? null : companionPhrase(character.companion);
  const toyWord = companion && 'phrase' in companion ? normalize(companion.phrase) : null;
  const toy = toyWord && normalized.includes(toyWord) ? ', holding a favourite cuddly toy' : '';
  const withPeople = people.length ? `, with ${joinEnglish(people)}` : '';
  const where = place === action || action.startsWith(place) ? '' : `, ${place}`;
  return `${child} ${action}${withPeople}${where}${toy}. Gentle children's picture-book illustration, soft calm colours, friendly faces.`;
}

/** The English descriptions of a story's scenes (no names), as the offline provider gives them to the illustrator. */
export function describeStoryScenes(
  sceneTexts: readonly string[],
  character: PictureChild | PictureGroup,
  context: { title?: string; description?: string },
): string[] {
  const all = sceneTexts.join(' ');
  const situation = classifySituation(`${context.title ?? ''}. ${context.description ?? ''}`);
  // A person the story says has died is never in a picture: «Morfar er død» shows no grandfather.
  const dead = deadIn(`${context.title ?? ''}. ${context.description ?? ''}. ${all}`).map((d) => d.toLowerCase());
  return sceneTexts.map((text) => describeScene(text, character, situation, all, dead));
}

export type PicturePose = (typeof POSE_WORDS)[number][0];
export type PictureMood = 'smile' | 'calm' | 'unsure' | 'sleepy' | 'open';
export type AdultRole = (typeof ADULT_ROLE_WORDS)[number][0];

/** What one picture shows: where, what the child does, how they look, who is with them. */
export interface PicturePlan {
  setting: SettingId;
  pose: PicturePose;
  mood: PictureMood;
  /** the adult named in the scene who is drawn beside the child (not the one the setting draws) */
  adult: { role: AdultRole; variant: string } | null;
  /** the companion, when the scene names it */
  companion: CompanionKind | null;
}

/** The adult each setting draws itself (the dentist at the dentist's). */
export const SETTING_ADULT: Partial<Record<SettingId, AdultRole>> = { dentist: 'dentist', doctor: 'doctor', hairdresser: 'hairdresser' };

/** Whether a keyword occurs other than just after «ikke» («Jeg skal ikke sove»). */
export function saysKeyword(normalized: string, keyword: string): boolean {
  const re = new RegExp(keywordPattern(keyword).source, 'gu');
  for (const m of normalized.matchAll(re)) {
    const before = normalized
      .slice(Math.max(0, (m.index ?? 0) - 12), m.index)
      .trim()
      .split(' ')
      .slice(-2);
    // ('Der er ingen kirkegård på vejen' names no churchyard.)
    if (!before.includes('ikke') && !before.includes('ingen')) return true;
  }
  return false;
}

/** Poses a sentence gives the child only when it is about the child: «Mor sover på hospitalet» does not put the child in bed. */
export const OWN_POSES: ReadonlySet<PicturePose> = new Set(['lie', 'sit', 'sit-special', 'eat', 'wash-hands', 'cover-ears']);
const OTHER_PEOPLE = [
  ...ADULT_ROLE_WORDS.flatMap(([, keywords]) => keywords),
  'storebror*',
  'storesøster*',
  'lillebror*',
  'lillesøster*',
  'teta*',
  'babyen',
  // An animal the page names first sleeps or lies in its own place: «Hvalpen sover i sin kurv» puts no child in bed.
  'hunden',
  'hvalpen',
  'katten',
  'killingen',
  'kaninen',
  'hesten',
  'ponyen',
  'marsvinet',
  'hamsteren',
  'fuglen',
  'undulaten',
];
export const aboutSomeoneElse = (sentence: string) => personAtStart(sentence) !== null;

/**
 * A sentence without the clauses that say what other people do («… taler stille, fordi de små babyer
 * sover» puts no child in bed); a «de» that may be the child and the family («mens de sidder») stays.
 */
const THEIR_CLAUSE =
  /,?\s*(?<![\p{L}])(?:fordi|mens|når|hvor|da|hvis)\s+de\s+(?:små|andre|voksne|store|nye|nyfødte|syge|gamle|ældre)\s[^,.!?]*/giu;
export const withoutTheirClauses = (sentence: string) => sentence.replace(THEIR_CLAUSE, ' ');

/** The words of the person a sentence starts with («farmor» of «farmor er faldet»), or null when it starts with no one else. */
export function personAtStart(sentence: string): string | null {
  for (const k of OTHER_PEOPLE) {
    const m = new RegExp(`^(?:${keywordPattern(k).source})`, 'u').exec(sentence);
    if (m) return m[0];
  }
  return null;
}

function posesIn(normalized: string): PicturePose | null {
  const sentences = normalized.split(/(?<=[.!?])\s+/u);
  for (const [pose, keywords] of POSE_WORDS) {
    const own = OWN_POSES.has(pose);
    if (
      sentences.some(
        (whole) => (!own || !aboutSomeoneElse(whole)) && keywords.some((k) => saysKeyword(own ? withoutTheirClauses(whole) : whole, k)),
      )
    )
      return pose;
  }
  return null;
}

/** The words of a companion that tell the scene speaks of it: its kind («hund», «bamse») and its name. */
function companionWords(raw: string): string[] {
  const words = raw
    .split(/[\s,.;:!?]+/u)
    .filter((w) => w.length >= 3 && !['min', 'sin', 'der', 'som', 'hedder', 'hans', 'hendes', 'den', 'det'].includes(w.toLowerCase()));
  return words.map((w) => w.toLowerCase());
}

/**
 * The plan of one picture from its words. The parent's own request ('Rediger billede') leads:
 * where it names a place, a pose or a companion, that wins over the scene's text.
 */
export function picturePlan(
  sceneText: string,
  opts: { situation?: SituationId; companion?: string | null; request?: string; group?: boolean; storyPlace?: SettingId | null } = {},
): PicturePlan {
  const request = normalize(opts.request ?? '');
  const scene = normalize(sceneText);
  const both = `${request} ${scene}`.trim();
  // The request as typed: its capitals tell a name («i Parken») from a place («i parken»).
  const placed = normalize(withoutPlaceNames(opts.request ?? ''));
  const fromRequest = placed ? sceneSetting(opts.request ?? '', undefined) : null;
  const requestNamesPlace =
    !!placed && SETTING_IDS.some((id) => SETTING_KEYWORDS[id].some((e) => keywordPattern(typeof e === 'string' ? e : e[0]).test(placed)));
  const setting = requestNamesPlace && fromRequest ? fromRequest : sceneSetting(sceneText, opts.situation, opts.storyPlace);
  const pose = (request && posesIn(request)) || posesIn(scene) || 'stand';
  const moodOf = (text: string): PictureMood | null =>
    MOOD_WORDS.open.some((k) => saysKeyword(text, k))
      ? 'open'
      : pose === 'lie' && MOOD_WORDS.sleepy.some((k) => saysKeyword(text, k))
        ? 'sleepy'
        : MOOD_WORDS.unsure.some((k) => saysKeyword(text, k))
          ? 'unsure'
          : MOOD_WORDS.smile.some((k) => saysKeyword(text, k))
            ? 'smile'
            : null;
  const mood = (request && moodOf(request)) || moodOf(scene) || (pose === 'cover-ears' ? 'unsure' : 'calm');
  const own = SETTING_ADULT[setting];
  let adult: PicturePlan['adult'] = null;
  let at = Infinity;
  for (const [role, keywords, variant] of ADULT_ROLE_WORDS) {
    if (role === own) continue;
    for (const k of keywords) {
      const m = new RegExp(keywordPattern(k).source, 'u').exec(both);
      if (m && m.index < at) {
        at = m.index;
        adult = { role, variant: variant ?? '' };
      }
    }
  }
  if (!adult && pose === 'hold-hand' && !opts.group) adult = { role: 'parent', variant: '' };
  const companion = namesCompanion(both, opts.companion) ? (companionKindOf(opts.companion) ?? null) : null;
  return { setting, pose, mood, adult, companion };
}

/** Whether lower-case words name the child's companion (its kind, «bamse», or its name «Bjørn»). */
export function namesCompanion(normalized: string, companion: string | null | undefined): boolean {
  const kind = companionKindOf(companion);
  return (
    !!kind &&
    !!companion &&
    companionWords(companion)
      .concat(kindStem(kind))
      .some((w) => normalized.includes(w))
  );
}

function kindStem(kind: CompanionKind): string[] {
  return {
    dog: ['hund', 'hvalp'],
    cat: ['kat', 'killing'],
    teddy: ['bamse'],
    rabbit: ['kanin'],
    bird: ['fugl'],
    'soft-toy': ['tøjdyr', 'krammedyr', 'dukke'],
  }[kind];
}
