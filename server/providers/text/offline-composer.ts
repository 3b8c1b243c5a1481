/**
 * The offline text provider's story writer: a Danish social story (Carol Gray's criteria) from a
 * title, a description and the child's character, without any AI. Pure: no I/O, and the same
 * input gives the same story (template variants are chosen by a seed hashed from the input).
 *
 * The story is made of the situation's lines (offline-composer.data.ts): scene 1 introduces
 * (where, who, what will happen, and the user's own description when it reads as a sentence),
 * the middle scenes follow the situation's steps in order, and the last scene ends it with an
 * affirmation. Each age band gets its own sentence length and number of sentences per scene, and
 * every scene has at least two other sentences for each coaching sentence.
 */
import { type AgeBand, ageBand } from '../../../shared/age-bands';
import { FORBIDDEN_WORDS } from '../../../shared/story-check.data';
import { formatStory, parseStory, splitSentences } from '../../../shared/story-text';
import {
  CLOSING,
  COMPANION_LINE,
  DEFAULT_ADULT,
  EXTRA_AFTER,
  EXTRA_SCENES,
  FILLERS,
  GROUP_ENDING,
  GROUP_INTRO,
  INTRO_TAIL,
  SITUATIONS,
  type ExtraSceneId,
  type Line,
  type LineKind,
  type Priority,
  type Situation,
  type SituationId,
  type Step,
  type StoryPlan,
} from './offline-composer.data';
import {
  ACTION_ENGLISH,
  ADULT_WORDS,
  COMPANION_NOUNS,
  COMPANION_PEOPLE,
  FEELING_WORDS,
  HOST_WORDS,
  INTEREST_VERBS,
  ONE_CHILD_NOUNS,
  PEOPLE_ENGLISH,
  SETTING_ENGLISH,
  SETTING_IDS,
  SETTING_KEYWORDS,
  TRAIT_ADJECTIVES,
  VEHICLE_ENGLISH,
  type SettingId,
} from './offline-composer.lexicon';
import { GROUP_ADULT, GROUP_PRONOUNS, groupSentence, groupTemplate, introduceGroup, nameGroupOnce } from './offline-composer.group';
import type { StoryCharacter, StoryGroup } from './port';

export type { SettingId } from './offline-composer.lexicon';
export type { SituationId } from './offline-composer.data';

/** A story about one child (`character`), or about a whole group (`group`, told about 'børnene'). */
export type ComposerInput = {
  title: string;
  description: string;
  /** Number of scenes; 4 when left out. */
  sceneCount?: number;
} & ({ character: StoryCharacter; group?: undefined } | { group: StoryGroup; character?: undefined });

export interface ComposedStory {
  title: string;
  /** `TITLE: ...` then `[Billede i]` scenes (shared/story-text.ts `formatStory`). */
  content: string;
  /** The text of each scene, in order. */
  scenes: string[];
  situation: SituationId;
  /** The setting each scene was written for (what `sceneSetting` finds in its text). */
  settings: SettingId[];
}

// ---------------------------------------------------------------------------------------------
// Sentences (the age bands are shared/age-bands.ts)

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

// ---------------------------------------------------------------------------------------------
// Keywords

const patterns = new Map<string, RegExp>();

/** 'tandlæge*' matches any word starting with 'tandlæge'; other keywords match whole words or phrases. */
export function keywordPattern(keyword: string): RegExp {
  let re = patterns.get(keyword);
  if (!re) {
    const prefix = keyword.endsWith('*');
    const body = (prefix ? keyword.slice(0, -1) : keyword)
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+');
    re = new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '[\\p{L}\\p{N}-]*' : ''}(?![\\p{L}\\p{N}])`, 'u');
    patterns.set(keyword, re);
  }
  return re;
}

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

function score(normalized: string, keywords: readonly string[]): number {
  return evidence(normalized, keywords).score;
}

/**
 * The situation a story's title and description (or its whole text) are about; 'general' when
 * none is recognised. The first line is the title and weighs most. One weak word alone ('klasse'
 * in 'Vi skal i zoo med klassen') does not decide the situation.
 */
export function classifySituation(text: string): SituationId {
  const [first, ...rest] = (text ?? '').split('\n');
  const title = normalize(first);
  const body = normalize(rest.join(' '));
  let best: Situation | null = null;
  let bestScore = 0;
  for (const situation of SITUATIONS) {
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

function situationById(id: SituationId): Situation {
  return SITUATIONS.find((s) => s.id === id) ?? SITUATIONS[SITUATIONS.length - 1];
}

/**
 * The picture background of one scene: the setting whose words the scene uses most (going home
 * weighs double, so a scene about going home is drawn at home), else the story situation's own.
 */
export function sceneSetting(sceneText: string, storySituation?: SituationId): SettingId {
  const normalized = normalize(sceneText);
  const fallback = storySituation ? situationById(storySituation).setting : 'home';
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

// ---------------------------------------------------------------------------------------------
// Seeded choice

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function createRandom(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// The words a story is written with


type Values = Record<string, string | undefined>;

function genitive(name: string): string {
  return /[sxz]$/i.test(name) ? `${name}'` : `${name}s`;
}

/** A companion ('bamse', 'en bamse der hedder Bjørn', 'Bjørn') as a phrase for a sentence: 'bamsen', 'bamsen Bjørn', 'Bjørn'. */
export function companionPhrase(raw: string | null | undefined): { phrase: string } | { fallback: string } | null {
  const clean = (raw ?? '').replace(/[.!?,;:]+$/u, '').replace(/\s+/g, ' ').trim();
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

interface Traits {
  adjectives: string[];
  /** 'elsker dinosaurer' -> verb 'elsker', thing 'dinosaurer' */
  interest: { verb: string; thing: string } | null;
}

export function readTraits(traits: readonly string[] | undefined): Traits {
  const adjectives: string[] = [];
  let interest: Traits['interest'] = null;
  for (const raw of traits ?? []) {
    const trait = normalize(raw).replace(/[.!?,;:]+$/u, '');
    if (!trait || hasAny(trait, FORBIDDEN_WORDS) || hasAny(trait, FEELING_WORDS)) continue;
    if (TRAIT_ADJECTIVES.has(trait)) {
      if (!adjectives.includes(trait)) adjectives.push(trait);
      continue;
    }
    const verb = INTEREST_VERBS.find((v) => trait.startsWith(`${v} `));
    if (verb && !interest) {
      const thing = raw.replace(/\s+/g, ' ').trim().replace(/[.!?,;:]+$/u, '').slice(verb.length).trim();
      if (thing && wordCount(thing) <= 4 && !/["«»“”()]/.test(thing)) interest = { verb, thing };
    }
  }
  return { adjectives, interest };
}

function joinDanish(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} og ${words[words.length - 1]}`;
}

/** 'Emil er en glad og nysgerrig dreng, som elsker dinosaurer.' */
function traitLine(traits: Traits, young: boolean): Line | null {
  const adjectives = traits.adjectives.slice(0, young ? 2 : 3);
  const adj = joinDanish(adjectives);
  const interest = traits.interest ? `${traits.interest.verb} ${traits.interest.thing}` : '';
  // In a relative clause the adverb goes before the verb: 'som godt kan lide biler'.
  const relative = interest.replace(/^kan godt lide/, 'godt kan lide');
  if (adj && interest) return { kind: 'D', p: 1, wordings: [[`{N} er en ${adj} {dreng}.`, `{N} er en ${adj} {dreng}, som ${relative}.`]] };
  if (adj) return { kind: 'D', p: 1, wordings: [[`{N} er en ${adj} {dreng}.`, `{N} er en ${adj} {dreng} på {age} år.`]] };
  if (interest) return { kind: 'D', p: 1, wordings: [[`{N} ${interest}.`, `{N} er en {dreng} på {age} år, som ${relative}.`]] };
  return null;
}

const REFLEXIVE_VERBS = ['glæder', 'skynder', 'keder', 'klæder', 'vasker', 'føler', 'sætter', 'lægger', 'gemmer', 'hygger', 'øver', 'forbereder'];
const FINITE_VERBS = new Set([
  'skal', 'er', 'har', 'bliver', 'kommer', 'går', 'tager', 'får', 'vil', 'kan', 'bor', 'holder', 'starter', 'begynder',
  'besøger', 'flytter', 'kører', 'flyver', 'rejser', 'venter', 'sover', 'spiser', 'leger', 'hedder', 'fylder', 'laver',
  'ser', 'siger', 'hjælper', 'gør', 'elsker', 'plejer', 'prøver', 'skifter', 'mangler', 'lærer', 'øver', 'glæder',
  'hører', 'bader', 'svømmer', 'børster', 'vasker', 'klipper', 'køber', 'handler', 'fejrer', 'får', 'sidder', 'står',
]);

/**
 * The first sentence of the user's description, for the introduction, when it is a full sentence
 * that can stand in the story: told in the third person (jeg -> the name, vi -> the name and the
 * family), with none of the words a social story avoids, no stated feelings, within the age
 * band's length. Otherwise null (the story then does without it).
 */
export function descriptionSentence(description: string, values: Values, band: AgeBand, allowWe = true): string | null {
  const first = splitSentences(description ?? '')[0]?.trim();
  if (!first || /[?"“”«»()[\]{}]/.test(first) || first.includes(':')) return null;
  let sentence = first.replace(/[.!…]+$/u, '').trim();
  const name = values.N ?? '';
  const tokens = sentence.split(/\s+/);
  const lower = tokens.map((t) => t.toLowerCase().replace(/[,;]$/, ''));
  const mentionsName = name !== '' && lower.some((t) => t === name.toLowerCase() || t === genitive(name).toLowerCase());

  if (lower.some((t) => ['du', 'dig', 'din', 'dit', 'dine', 'jer', 'jeres'].includes(t))) return null;
  if (tokens.slice(1).some((t) => t.replace(/[,;]$/, '') === 'I')) return null;
  if (values.grp) return groupDescriptionSentence(tokens, lower, values, band);

  const firstPerson = lower.some((t) => ['jeg', 'mig', 'min', 'mit', 'mine'].includes(t));
  const plural = lower.some((t) => ['vi', 'os', 'vores'].includes(t));
  if ((firstPerson || plural) && mentionsName) return null; // a grown-up's own voice: who 'I' is is unclear
  if (firstPerson && plural) return null;
  // 'Vi skal starte i børnehave' means the child; 'vi' becomes the family only where that reads right.
  if (plural && !allowWe) return null;

  const out: string[] = [];
  const iJeg = lower.indexOf('jeg');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const trail = /[,;]$/.test(token) ? token.slice(-1) : '';
    const word = lower[i];
    let replacement: string | null = null;
    if (word === 'jeg') replacement = i === iJeg ? name : (values.han ?? null);
    else if (word === 'vi') replacement = `${name} og ${values.hans} familie`;
    else if (word === 'os') replacement = 'dem';
    else if (word === 'vores') replacement = 'deres';
    else if (['min', 'mit', 'mine'].includes(word)) {
      if (iJeg >= 0) {
        if (i < iJeg || sentence.includes(',')) return null;
        replacement = { min: 'sin', mit: 'sit', mine: 'sine' }[word] ?? null;
      } else {
        replacement = values.hans ?? null;
      }
    } else if (word === 'mig') {
      if (iJeg >= 0) {
        if (i < iJeg || !REFLEXIVE_VERBS.includes(lower[i - 1] ?? '')) return null;
        replacement = 'sig';
      } else {
        if (i === 0) return null;
        replacement = values.ham ?? null;
      }
    }
    if (replacement === null) out.push(token);
    else out.push(replacement + trail);
  }
  sentence = out.join(' ');

  const normalized = normalize(sentence);
  if (hasAny(normalized, FORBIDDEN_WORDS) || hasAny(normalized, FEELING_WORDS)) return null;
  const words = normalized.replace(/[,;]/g, '').split(' ');
  if (!words.slice(1).some((w) => FINITE_VERBS.has(w) || (w.length >= 5 && /er$/.test(w) && !/(rer|ier)$/.test(w)))) return null;
  const count = wordCount(sentence);
  // The user's own words are worth a word or two more or less than the band.
  if (count < Math.max(3, band.wordsPerSentence.min - 2) || count > band.wordsPerSentence.max + 2) return null;
  return capitalise(`${sentence}.`);
}

const ONE_CHILD_WORDS = ['jeg', 'mig', 'min', 'mit', 'mine', 'han', 'hun', 'ham', 'hende', 'hans', 'hendes', 'sin', 'sit', 'sine', 'drengen', 'pigen'];

/** In a group story 'vi' is the group: 'Vi skal i skoven' -> 'Børnene skal i skoven'. One child's words leave it out. */
function groupDescriptionSentence(tokens: string[], lower: string[], values: Values, band: AgeBand): string | null {
  if (lower.some((t) => ONE_CHILD_WORDS.includes(t))) return null;
  const swap: Record<string, string> = { vi: GROUP_PRONOUNS.N, os: GROUP_PRONOUNS.ham, vores: GROUP_PRONOUNS.hans, ...ONE_CHILD_NOUNS };
  const sentence = tokens
    .map((token, i) => {
      const replacement = swap[lower[i]];
      return replacement ? replacement + (/[,;]$/.test(token) ? token.slice(-1) : '') : token;
    })
    .join(' ');
  const normalized = normalize(sentence);
  if (hasAny(normalized, FORBIDDEN_WORDS) || hasAny(normalized, FEELING_WORDS)) return null;
  const words = normalized.replace(/[,;]/g, '').split(' ');
  if (!words.slice(1).some((w) => FINITE_VERBS.has(w) || (w.length >= 5 && /er$/.test(w) && !/(rer|ier)$/.test(w)))) return null;
  const count = wordCount(sentence);
  if (count < Math.max(3, band.wordsPerSentence.min - 2) || count > band.wordsPerSentence.max + 2) return null;
  return capitalise(`${groupSentence(sentence, values.grp)}.`);
}

function capitalise(text: string): string {
  return text.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** The grown-up going along: the parent the text names, else 'mor eller far'. */
function adultOf(normalized: string, host: string | undefined): string {
  const mor = hasAny(normalized, ['mor']);
  const far = hasAny(normalized, ['far']);
  if (mor && far) return 'mor og far';
  if (mor) return 'mor';
  if (far) return 'far';
  const other = ADULT_WORDS.find((w) => w !== host && hasAny(normalized, [w]));
  return other ?? DEFAULT_ADULT;
}

// ---------------------------------------------------------------------------------------------
// Writing a scene

interface Candidate {
  kind: LineKind;
  p: Priority;
  text: string;
  /** the first line of a step: told first when steps share a scene */
  lead: boolean;
  /** told whatever the room (the user's description, the companion) */
  must: boolean;
  order: number;
}

interface Writer {
  band: AgeBand;
  values: Values;
  /** the group's name in a group story */
  group?: string;
  normalizedInput: string;
  random: () => number;
  used: Set<string>;
  fillerIndex: number;
}

function fill(template: string, values: Values, sentence = true): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') missing = true;
    return value ?? '';
  });
  if (missing) return null;
  const tidy = text.replace(/\s+/g, ' ').replace(/\s+([,.])/g, '$1').replace(/,+/g, ',').trim();
  return sentence ? capitalise(tidy) : tidy;
}

function fits(text: string | null, band: AgeBand): boolean {
  if (!text) return false;
  const n = wordCount(text);
  return n >= band.wordsPerSentence.min && n <= band.wordsPerSentence.max;
}

/** The line's wording for this age band, or null when it is left out. */
function render(line: Line, w: Writer): string | null {
  if (line.when && !hasAny(w.normalizedInput, line.when)) return null;
  if (line.unless && hasAny(w.normalizedInput, line.unless)) return null;
  const wording = line.wordings[Math.floor(w.random() * line.wordings.length)];
  const [short, long] = typeof wording === 'string' ? [wording, wording] : wording;
  const say = (template: string) => {
    if (w.group === undefined) return fill(template, w.values);
    const text = fill(groupTemplate(template), w.values);
    return text && groupSentence(text, w.group);
  };
  if (w.band.id === 'young') return short ? say(short) : null;
  const longText = long ? say(long) : null;
  const shortText = short ? say(short) : null;
  if (fits(longText, w.band)) return longText;
  if (fits(shortText, w.band)) return shortText;
  // Only one wording can be said here, and it is the wrong length: leave the line out.
  if (!longText || !shortText) return null;
  const distance = (t: string) => {
    const n = wordCount(t);
    return n < w.band.wordsPerSentence.min ? w.band.wordsPerSentence.min - n : n - w.band.wordsPerSentence.max;
  };
  return distance(shortText) < distance(longText) ? shortText : longText;
}

const sentenceKey = (text: string) => normalize(text).replace(/[^\p{L}\p{N} ]/gu, '');

function candidates(lines: readonly Line[], w: Writer, start: number, leadFirst = true, must = false): Candidate[] {
  const out: Candidate[] = [];
  lines.forEach((line, i) => {
    const text = render(line, w);
    if (!text) return;
    out.push({ kind: line.kind, p: line.p, text, lead: leadFirst && out.length === 0, must, order: start + i });
  });
  return out;
}

function nextFiller(w: Writer, order: number): Candidate | null {
  for (let tries = 0; tries < FILLERS.length; tries++) {
    const line = FILLERS[w.fillerIndex++ % FILLERS.length];
    const text = render(line, w);
    if (text && !w.used.has(sentenceKey(text))) return { kind: line.kind, p: 1, text, lead: false, must: false, order };
  }
  return null;
}

/**
 * Chooses the scene's sentences: what must be told, then the first line of each step, then by
 * priority; at most one coaching sentence, and at least two other sentences beside it; padded
 * with perspective and affirmative sentences to the band's minimum. Told in their written order.
 */
function writeScene(all: Candidate[], w: Writer): string {
  const { band } = w;
  const seen = new Set<string>();
  const fresh = all.filter((c) => {
    const key = sentenceKey(c.text);
    if (w.used.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const eligible = fresh.filter((c) => c.p <= band.detail);
  // Lines meant for older children, when their wording suits this age: the scene's own words
  // are a better way to fill it out than a general filler.
  const reserve = fresh
    .filter((c) => c.p > band.detail && c.kind !== 'C' && fits(c.text, band))
    .sort((x, y) => x.p - y.p || x.order - y.order);
  const rank = (c: Candidate) => (c.must ? 0 : c.lead ? 1 : 2);
  const ranked = [...eligible].sort((x, y) => rank(x) - rank(y) || x.p - y.p || x.order - y.order);

  const chosen: Candidate[] = [];
  let coaching = 0;
  for (const c of ranked) {
    if (chosen.length >= band.sentencesPerScene.max) break;
    if (c.kind === 'C') {
      if (coaching >= 1) continue;
      coaching++;
    }
    chosen.push(c);
  }
  const others = () => chosen.length - coaching;
  if (coaching && others() < 2) {
    for (const c of ranked) {
      if (others() >= 2 || chosen.length >= band.sentencesPerScene.max) break;
      if (c.kind !== 'C' && !chosen.includes(c)) chosen.push(c);
    }
  }
  let order = 1000;
  while ((coaching && others() < 2) || chosen.length < band.sentencesPerScene.min) {
    if (chosen.length >= band.sentencesPerScene.max && coaching) {
      const index = chosen.findIndex((c) => c.kind === 'C');
      chosen.splice(index, 1);
      coaching = 0;
      continue;
    }
    const own = reserve.shift();
    if (own) {
      chosen.push(own);
      continue;
    }
    const filler = nextFiller(w, order++);
    if (!filler) break;
    chosen.push(filler);
  }
  chosen.sort((x, y) => x.order - y.order);
  for (const c of chosen) w.used.add(sentenceKey(c.text));
  return chosen.map((c) => c.text).join(' ');
}

// ---------------------------------------------------------------------------------------------
// The story

function planFor(situation: Situation, normalized: string, values: Values): StoryPlan {
  const flavor = situation.flavors?.find(
    (f) =>
      (!f.when || hasAny(normalized, f.when)) &&
      (!f.also || hasAny(normalized, f.also)) &&
      (!f.needs || f.needs.every((key) => values[key])),
  );
  if (!flavor) return situation.base;
  const { when: _when, also: _also, needs: _needs, ...rest } = flavor;
  return { ...situation.base, ...rest, vocab: { ...situation.base.vocab, ...rest.vocab } };
}

type Slot =
  | { kind: 'intro' }
  | { kind: 'steps'; steps: Step[] }
  | { kind: 'extra'; id: ExtraSceneId }
  | { kind: 'ending' };

/** Intro first, ending last; the steps spread over the scenes between (merged, or with extra scenes added). */
function slotsFor(plan: StoryPlan, n: number, level: Priority): Slot[] {
  if (n <= 1) return [{ kind: 'intro' }];
  if (n === 2) return [{ kind: 'intro' }, { kind: 'ending' }];
  const middle = n - 2;
  const steps = plan.steps;
  const slots: Slot[] = [{ kind: 'intro' }];
  if (middle <= steps.length) {
    const base = Math.floor(steps.length / middle);
    const extra = steps.length % middle;
    let at = 0;
    for (let i = 0; i < middle; i++) {
      const size = base + (i < extra ? 1 : 0);
      slots.push({ kind: 'steps', steps: steps.slice(at, at + size) });
      at += size;
    }
  } else {
    const extraCount = middle - steps.length;
    const order: ExtraSceneId[] = ['feelings', 'helpers', 'calm', 'pride'];
    const extras = order.slice(0, Math.min(extraCount, order.length));
    // Still more scenes wanted: steps are told over two scenes each, from the first.
    let splits = extraCount - extras.length;
    const after = (id: ExtraSceneId) =>
      Math.min(steps.length - 1, id === 'feelings' ? (plan.pauseAfter ?? 1) : EXTRA_AFTER[id]);
    steps.forEach((step, i) => {
      const told = step.lines.filter((l) => l.p <= level);
      if (splits > 0 && told.length >= 4) {
        const half = Math.ceil(told.length / 2);
        slots.push({ kind: 'steps', steps: [{ ...step, lines: told.slice(0, half) }] });
        slots.push({ kind: 'steps', steps: [{ ...step, lines: told.slice(half) }] });
        splits--;
      } else {
        slots.push({ kind: 'steps', steps: [step] });
      }
      for (const id of extras) if (after(id) === i) slots.push({ kind: 'extra', id });
    });
    // More scenes than even that: the feelings and calm scenes are told again in other words.
    while (slots.length < n - 1) slots.push({ kind: 'extra', id: slots.length % 2 ? 'feelings' : 'calm' });
  }
  slots.push({ kind: 'ending' });
  return slots;
}

function clampAge(age: number): number {
  return Number.isFinite(age) ? Math.min(12, Math.max(1, Math.round(age))) : 6;
}

/** Writes the story. */
export function composeStory(input: ComposerInput): ComposedStory {
  const group = input.group;
  // A group story is written for its youngest children.
  const character: StoryCharacter = input.group ? { name: input.group.name, gender: 'dreng', age: input.group.ageFrom } : input.character;
  const age = clampAge(character.age);
  const band = ageBand(age);
  const boy = character.gender !== 'pige';
  const name = (character.name ?? '').replace(/\s+/g, ' ').trim() || (group ? 'Gruppen' : boy ? 'Drengen' : 'Pigen');
  const sceneTotal = Math.max(1, Math.round(input.sceneCount ?? 4) || 4);
  const title = (input.title ?? '').replace(/\s+/g, ' ').trim() || `${name} og en ny dag`;
  const description = (input.description ?? '').trim();

  const normalizedInput = normalize(`${title} ${description}`);
  const classified = classifySituation(`${title}. ${description}`);
  // Becoming a big sibling is one child's story; a group gets the general one.
  const situationId = group && classified === 'sibling' ? 'general' : classified;
  const situation = situationById(situationId);
  const host = situationId === 'general' ? HOST_WORDS.find((w) => hasAny(normalizedInput, [w])) : undefined;
  const companion = companionPhrase(character.companion);
  const traits = readTraits(character.traits);

  const values: Values = group
    ? {
        ...GROUP_PRONOUNS,
        grp: name,
        ages: group.ageFrom === group.ageTo ? String(clampAge(group.ageFrom)) : `${clampAge(group.ageFrom)}-${clampAge(group.ageTo)}`,
        voksen: GROUP_ADULT,
        host,
        title: `»${title.replace(/[.!?]+$/u, '')}«`,
      }
    : {
    N: name,
    navns: genitive(name),
    han: boy ? 'han' : 'hun',
    ham: boy ? 'ham' : 'hende',
    hans: boy ? 'hans' : 'hendes',
    dreng: boy ? 'dreng' : 'pige',
    rolle: boy ? 'storebror' : 'storesøster',
    age: String(age),
    voksen: adultOf(normalizedInput, host),
    host,
    title: `»${title.replace(/[.!?]+$/u, '')}«`,
    comp: companion && 'phrase' in companion ? companion.phrase : undefined,
    compRaw: companion && 'fallback' in companion ? companion.fallback : undefined,
    interest: traits.interest && !traits.interest.thing.startsWith('at ') && !/^er god til/.test(traits.interest.verb) ? traits.interest.thing : undefined,
      };
  const plan = planFor(situation, normalizedInput, values);
  for (const [key, value] of Object.entries(plan.vocab)) values[key] = fill(value, values, false) ?? '';

  const seed = hash(
    JSON.stringify(group ? [title, description, 'group', name, group.ageFrom, group.ageTo, sceneTotal] : [title, description, name, character.gender, age, character.traits ?? [], character.companion ?? '', sceneTotal]),
  );
  const w: Writer = { band, values, group: group ? name : undefined, normalizedInput, random: createRandom(seed), used: new Set(), fillerIndex: Math.floor(createRandom(seed ^ 0x9e3779b9)() * FILLERS.length) };

  const companionLine: Line | null = values.comp
    ? (plan.companion && sceneTotal > 2 ? plan.companion : COMPANION_LINE)
    : values.compRaw
      ? { kind: 'C', p: 1, wordings: [['{N} kan tage sin yndlingsting med.', '{N} kan tage sin yndlingsting med: {compRaw}.']] }
      : null;

  const slots = slotsFor(plan, sceneTotal, band.detail);
  const endingExtra = group ? [GROUP_ENDING] : [];
  // The companion is taken along in the introduction, or comes in where the situation says.
  const companionStep = plan.steps[plan.companion ? (plan.companionStep ?? 0) : -1];
  let companionSlot = companionStep ? slots.findIndex((s) => s.kind === 'steps' && s.steps.some((st) => st.lines[0] === companionStep.lines[0])) : 0;
  if (companionSlot < 0) companionSlot = 0;
  const scenes: string[] = [];
  const settings: SettingId[] = [];

  slots.forEach((slot, index) => {
    let cands: Candidate[] = [];
    let setting: SettingId = situation.setting;
    if (slot.kind === 'intro') {
      setting = plan.introSetting;
      cands = candidates(plan.intro, w, 0);
      if (group) cands.push(...candidates([GROUP_INTRO], w, -2, false, true));
      const own = descriptionSentence(description, values, band, situationId === 'general');
      if (own) {
        const replacesFirst = situationId === 'general' || score(normalize(own), situation.keywords) > 0;
        if (replacesFirst && cands.length) cands.shift();
        cands.push({ kind: 'D', p: 1, text: own, lead: false, must: true, order: replacesFirst ? -1 : 0.5 });
      }
      const traitsLine = traitLine(traits, band.id === 'young');
      if (traitsLine) cands.push(...candidates([traitsLine], w, 0.6, false));
      cands.push(...candidates(INTRO_TAIL, w, 50, false));
      if (slots.length === 1) cands.push(...candidates([...plan.ending, ...endingExtra, ...CLOSING], w, 100, false));
    } else if (slot.kind === 'steps') {
      setting = slot.steps[0].setting;
      slot.steps.forEach((step, i) => cands.push(...candidates(step.lines, w, i * 10)));
    } else if (slot.kind === 'extra') {
      cands = candidates(EXTRA_SCENES[slot.id], w, 0);
    } else {
      setting = plan.endingSetting;
      cands = candidates([...plan.ending, ...endingExtra, ...CLOSING], w, 0);
    }
    if (companionLine && index === companionSlot) {
      const text = render(companionLine, w);
      if (text) {
        // One coaching sentence a scene: the companion takes its place.
        if (companionLine.kind === 'C') cands = cands.filter((c) => c.kind !== 'C');
        cands.push({ kind: companionLine.kind, p: 1, text, lead: false, must: true, order: 99 });
      }
    }
    const written = writeScene(cands, w);
    const text = group ? nameGroupOnce(slot.kind === 'intro' ? introduceGroup(written, name) : written, name) : written;
    scenes.push(text);
    // Shared scenes (extra ones, or steps told together) are drawn where their words place them.
    const found = sceneSetting(text, situationId);
    const shared = slot.kind === 'extra' || (slot.kind === 'steps' && slot.steps.some((s) => s.setting === found));
    settings.push(shared ? found : setting);
  });

  const content = formatStory({ title, scenes });
  return { title, content, scenes: parseStory(content).scenes.map((s) => s.text), situation: situationId, settings };
}

// ---------------------------------------------------------------------------------------------
// Picture descriptions

function firstMatch(normalized: string, table: readonly (readonly [string, string])[]): string | null {
  for (const [keyword, english] of table) if (keywordPattern(keyword).test(normalized)) return english;
  return null;
}

/** Who the scene names; a professional only at their own place (no dentist in the picture of coming home). */
function peopleIn(normalized: string, setting: SettingId): string[] {
  let rest = normalized;
  const found: string[] = [];
  for (const [keyword, english, at] of PEOPLE_ENGLISH) {
    const re = keywordPattern(keyword);
    if (re.test(rest)) {
      rest = rest.replace(new RegExp(re.source, 'gu'), ' ');
      if ((!at || at === setting) && !found.includes(english)) found.push(english);
    }
  }
  return found.slice(0, 2);
}

function joinEnglish(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const isGroup = (who: StoryCharacter | StoryGroup): who is StoryGroup => 'ageFrom' in who;

/** Who a picture shows, in English: 'A 7-year-old boy', or 'A group of children aged 3-5'; never a name. */
function whoInEnglish(who: StoryCharacter | StoryGroup): string {
  if (isGroup(who)) {
    const [from, to] = [clampAge(who.ageFrom), clampAge(who.ageTo)];
    return `A group of children aged ${from === to ? from : `${from}-${to}`}`;
  }
  const age = clampAge(who.age);
  return `${age === 8 || age === 11 ? 'An' : 'A'} ${age}-year-old ${who.gender === 'pige' ? 'girl' : 'boy'}`;
}

/** One scene as an English picture description: the child as 'a 7-year-old boy' (a group as 'a group of children aged 3-5'), never by name. */
export function describeScene(sceneText: string, character: StoryCharacter | StoryGroup, situation: SituationId, storyText = ''): string {
  const normalized = normalize(sceneText);
  const child = whoInEnglish(character);
  const setting = sceneSetting(sceneText, situation);
  const action = firstMatch(normalized, ACTION_ENGLISH) ?? (isGroup(character) ? 'standing together calmly and smiling' : 'standing calmly and smiling');
  // In a group story 'børnene' are the group itself, not other children.
  const people = peopleIn(normalized, setting).filter((p) => !action.includes(p.replace(/^an? /, '')) && !(isGroup(character) && p === 'other children'));
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

/** English descriptions of a story's scenes for the illustrator (no names). */
export function composeScenePrompts(content: string, character: StoryCharacter | StoryGroup, context?: { title?: string; description?: string }): string[] {
  const parsed = parseStory(content);
  const all = parsed.scenes.map((s) => s.text).join(' ');
  const situation = classifySituation(context ? `${context.title ?? ''}. ${context.description ?? ''}` : `${parsed.title ?? ''}\n${all}`);
  return parsed.scenes.map((scene) => describeScene(scene.text, character, situation, all));
}

