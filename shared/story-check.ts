/**
 * Historietjek: checks a Danish social story against Carol Gray's Social Story criteria (10.x), as
 * the user types (in the browser) and after generation (on the server, which revises a story that
 * breaks a hard rule). Pure and fast: the story is read from its plan (shared/story-plan-text.ts), each
 * sentence is split into words once, and every word list is compiled once when the module loads.
 *
 * The heuristics, their limits and the score formula are described in docs/story-check.md; the
 * Danish word lists are data in story-check.data.ts; every Danish text is in messages.da.ts.
 */
import { ageBand } from './age-bands';
import { storyCheckMessages as m } from './messages.da';
import {
  DETERMINER_WORDS,
  ABSOLUTE_WORDS,
  CONSEQUENCE_PHRASES,
  DEATH_WORDS,
  DEFICIT_PHRASES,
  FEELING_ADJECTIVES,
  FIRST_PERSON_DIRECTIVES,
  FRIGHTENING_PHRASES,
  GENERALISING_WORDS,
  HEDGES,
  LIVING_ACTS,
  PROMISE_PHRASES,
  SHAMING_PHRASES,
  AFFIRMATIVE_PHRASES,
  CHILD_MODALS,
  COACHING_PHRASES,
  CONCLUSION_WORDS,
  FIRST_PERSON_PLURAL,
  FIRST_PERSON_SINGULAR,
  GROUP_WORDS,
  IMPERATIVES,
  INTRODUCTION_WORDS,
  TITLE_FILLER_WORDS,
  KAN_NOT_COACHING,
  MODAL_ADVERBS,
  NEGATIONS,
  NOT_A_NAME,
  NOT_A_PLACE_AFTER_PREPOSITION,
  NOT_PAST_EDE,
  PAST_FORMS,
  PEOPLE_WORDS,
  PERSPECTIVE_PHRASES,
  PLACE_PREPOSITIONS,
  PLACE_WORDS,
  PRESENT_FORMS,
  PROHIBITIONS,
  REASON_WORDS,
  SECOND_PERSON,
  SECOND_PERSON_COMMANDS,
  SKAL_PLANNED,
  STEP_WORDS,
  SUBORDINATORS,
  TIME_WORDS,
} from './story-check.data';
import { planFromText, type SentenceKind, type StoryPlan } from './story-plan-text';
import { splitSentences } from './story-text';

export type SentenceType = 'beskrivende' | 'perspektiv' | 'vejledende' | 'bekræftende';
export type Light = 'grøn' | 'gul' | 'rød';
/** 'harm': what can hurt a child (a threat, shame, fear, a promise, a contradiction): the light is red. */
export type Severity = 'harm' | 'hard' | 'soft';

export const FLAG_IDS = [
  'low-ratio',
  'absolute-word',
  'second-person-command',
  'command',
  'prohibition',
  'negative',
  'imperative',
  'person-change',
  'tense-change',
  'missing-title',
  'missing-introduction',
  'missing-conclusion',
  'sentence-too-long',
  'unanswered-where',
  'unanswered-when',
  'unanswered-who',
  'unanswered-why',
  'unanswered-how',
  'unanswered-what',
  'threat',
  'shaming',
  'frightening',
  'promise',
  'sensitive-contradiction',
  'feeling-as-fact',
  'deficit',
  'first-person-directive',
  'literal-absolute',
  'topic-lost',
  'repeated-sentence',
  'sentence-far-too-long',
] as const;
export type FlagId = (typeof FLAG_IDS)[number];

/** The rules the generator must keep (it revises a story that breaks one); every other flag is advice. */
export const HARD_FLAGS: ReadonlySet<FlagId> = new Set<FlagId>([
  'low-ratio',
  'absolute-word',
  'topic-lost',
  'repeated-sentence',
  'sentence-far-too-long',
  'unanswered-why',
]);

/** What can hurt a child: any one makes the light red, whatever else the story does well. */
export const HARM_FLAGS: ReadonlySet<FlagId> = new Set<FlagId>([
  'threat',
  'shaming',
  'frightening',
  'promise',
  'sensitive-contradiction',
  'second-person-command',
  'imperative',
  'feeling-as-fact',
  'deficit',
  'first-person-directive',
]);

export const severityOf = (id: FlagId): Severity => (HARM_FLAGS.has(id) ? 'harm' : HARD_FLAGS.has(id) ? 'hard' : 'soft');

export interface StoryCheckOptions {
  /** The child's age, 1-12: sets the longest sentence. Without it the oldest band's limit applies. */
  age?: number;
  /** The child's name; guessed from the text when left out. */
  name?: string;
  gender?: 'dreng' | 'pige';
  /** 'group': 'vi', 'os', 'vores' and 'børnene' are the story's own voice. Default 'individual'. */
  storyType?: 'individual' | 'group';
}

export interface CheckedSentence {
  /** 1-based scene (shared/story-text.ts `Scene.index`) */
  scene: number;
  text: string;
  type: SentenceType;
  flags: FlagId[];
}

export interface StoryFlag {
  id: FlagId;
  severity: Severity;
  scene?: number;
  /** index into `sentences` */
  sentenceIndex?: number;
  /** the words the flag is about, as written */
  excerpt?: string;
  /** Danish: what is wrong and why it matters */
  message: string;
  /** Danish: a gentler way to write it */
  suggestion: string;
}

export interface StoryCheckResult {
  sentences: CheckedSentence[];
  counts: Record<SentenceType, number>;
  /** (descriptive + perspective + affirmative) / coaching; Infinity without coaching sentences */
  ratio: number;
  ratioOk: boolean;
  flags: StoryFlag[];
  score: number;
  light: Light;
  /** whose voice the story is told in: third person, first person ('jeg') or a group ('vi') */
  voice: 'third' | 'first' | 'group';
  /** the longest sentence allowed for the age, in words */
  wordLimit: number;
}

// ---------------------------------------------------------------------------------------------
// Score (docs/story-check.md)

export const SCORE = {
  harm: 40,
  hard: 15,
  soft: 5,
  /** at most this much is taken off for each soft rule, however often it is broken */
  softCapPerRule: 15,
  green: 80,
  red: 50,
} as const;

/**
 * 100, minus 15 for each hard flag and 5 for each soft flag (at most 15 per soft rule), kept within
 * 0-100. 'grøn' from 80 with no hard flag; 'rød' below 50 or with two or more hard flags; else 'gul'.
 */
export function scoreOf(flags: readonly Pick<StoryFlag, 'id' | 'severity'>[]): { score: number; light: Light } {
  let hard = 0;
  let harm = 0;
  const soft = new Map<FlagId, number>();
  for (const flag of flags) {
    if (flag.severity === 'harm') harm++;
    else if (flag.severity === 'hard') hard++;
    else soft.set(flag.id, (soft.get(flag.id) ?? 0) + 1);
  }
  let score = 100 - harm * SCORE.harm - hard * SCORE.hard;
  for (const n of soft.values()) score -= Math.min(SCORE.softCapPerRule, n * SCORE.soft);
  score = Math.max(0, Math.min(100, score));
  // Red is for what can hurt a child; a story that is only poorly written is yellow, however low its score.
  const light: Light = harm > 0 ? 'rød' : hard > 0 || score < SCORE.green ? 'gul' : 'grøn';
  return { score, light };
}

// ---------------------------------------------------------------------------------------------
// Words and phrases

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** inside a quotation (»...«, "..."): someone's own words, not the story's voice */
  quoted: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
const QUOTE_MARKS = /[»«“”„"]/g;

/** Words of a sentence; `quoted` carries over from the sentence before (a quotation may span sentences). */
function tokenize(text: string, quotedAtStart: boolean): { tokens: Token[]; quotedAtEnd: boolean } {
  const marks: number[] = [];
  for (const q of text.matchAll(QUOTE_MARKS)) marks.push(q.index);
  const tokens: Token[] = [];
  let markIndex = 0;
  let quoted = quotedAtStart;
  for (const w of text.matchAll(WORD)) {
    while (markIndex < marks.length && marks[markIndex] < w.index) {
      quoted = !quoted;
      markIndex++;
    }
    tokens.push({ text: w[0], lower: w[0].toLowerCase(), start: w.index, end: w.index + w[0].length, quoted });
  }
  quoted = (marks.length - markIndex) % 2 ? !quoted : quoted;
  return { tokens, quotedAtEnd: quoted };
}

interface Phrase {
  source: string;
  words: { word: string; prefix: boolean }[];
}

/** A compiled word list: phrases indexed by their first word (or its first two letters, for a prefix). */
class PhraseSet {
  private byFirst = new Map<string, Phrase[]>();
  private byStart = new Map<string, Phrase[]>();

  constructor(list: readonly string[]) {
    for (const source of list) {
      const words = source.split(' ').map((w) => (w.endsWith('*') ? { word: w.slice(0, -1), prefix: true } : { word: w, prefix: false }));
      const phrase = { source, words };
      const [index, key] = words[0].prefix ? [this.byStart, words[0].word.slice(0, 2)] : [this.byFirst, words[0].word];
      index.set(key, [...(index.get(key) ?? []), phrase]);
    }
    // Longest first, so 'det er helt i orden' wins over 'det er'.
    for (const phrases of this.byFirst.values()) phrases.sort((a, b) => b.words.length - a.words.length);
  }

  private matchAt(phrase: Phrase, words: readonly string[], at: number): boolean {
    if (at + phrase.words.length > words.length) return false;
    for (let k = 0; k < phrase.words.length; k++) {
      const p = phrase.words[k];
      if (p.prefix ? !words[at + k].startsWith(p.word) : words[at + k] !== p.word) return false;
    }
    return true;
  }

  /** The phrase that matches at `at`, if any (the longest whole-word one first). */
  at(words: readonly string[], at: number): Phrase | null {
    if (at < 0 || at >= words.length) return null;
    const exact = this.byFirst.get(words[at]);
    if (exact) for (const phrase of exact) if (this.matchAt(phrase, words, at)) return phrase;
    const prefixed = this.byStart.get(words[at].slice(0, 2));
    if (prefixed) for (const phrase of prefixed) if (this.matchAt(phrase, words, at)) return phrase;
    return null;
  }

  /** Every match, left to right, not overlapping. */
  all(words: readonly string[]): { phrase: Phrase; start: number; end: number }[] {
    const found: { phrase: Phrase; start: number; end: number }[] = [];
    for (let i = 0; i < words.length; i++) {
      const phrase = this.at(words, i);
      if (phrase) {
        found.push({ phrase, start: i, end: i + phrase.words.length });
        i += phrase.words.length - 1;
      }
    }
    return found;
  }

  has(words: readonly string[]): boolean {
    for (let i = 0; i < words.length; i++) if (this.at(words, i)) return true;
    return false;
  }
}

const set = (list: readonly string[]) => new Set(list);

const coachingPhrases = new PhraseSet(COACHING_PHRASES);
const affirmativePhrases = new PhraseSet(AFFIRMATIVE_PHRASES);
const perspectivePhrases = new PhraseSet(PERSPECTIVE_PHRASES);
const absoluteWords = new PhraseSet(ABSOLUTE_WORDS.map((a) => a.phrase));
const absoluteInstead = new Map(ABSOLUTE_WORDS.map((a) => [a.phrase, a.instead]));
const secondPersonCommands = new PhraseSet(SECOND_PERSON_COMMANDS);
const prohibitions = new PhraseSet(PROHIBITIONS);
const placeWords = new PhraseSet(PLACE_WORDS);
const timeWords = new PhraseSet(TIME_WORDS);
const peopleWords = new PhraseSet(PEOPLE_WORDS);
const reasonWords = new PhraseSet(REASON_WORDS);
const stepWords = new PhraseSet(STEP_WORDS);
const introductionWords = new PhraseSet(INTRODUCTION_WORDS);
const conclusionWords = new PhraseSet(CONCLUSION_WORDS);
const shamingPhrases = new PhraseSet(SHAMING_PHRASES);
const frighteningPhrases = new PhraseSet(FRIGHTENING_PHRASES);
const promisePhrases = new PhraseSet(PROMISE_PHRASES);
const consequencePhrases = new PhraseSet(CONSEQUENCE_PHRASES);
const feelingAdjectives = new PhraseSet(FEELING_ADJECTIVES);
const hedges = new PhraseSet(HEDGES);
const deficitPhrases = new PhraseSet(DEFICIT_PHRASES);
const firstPersonDirectives = new PhraseSet(FIRST_PERSON_DIRECTIVES);
const generalisingWords = new PhraseSet(GENERALISING_WORDS);
const deathWords = new PhraseSet(DEATH_WORDS);
const livingActs = new PhraseSet(LIVING_ACTS);
/** 'alle' and 'ingen' can be literally true ('tjekker, at alle er der'); the others are claims about always. */
const LITERAL_ABSOLUTES = set(['alle', 'ingen', 'ingenting', 'intet', 'hele tiden']);
const PEOPLE_NOUNS = set(['børn', 'mennesker', 'voksne', 'drenge', 'piger', 'elever', 'andre', 'folk']);
/** Rewards a story promises: 'Bagefter får Aksel en is'. */
const REWARDS = set(['is', 'isen', 'slik', 'gave', 'gaven', 'præmie', 'belønning', 'overraskelse', 'kage', 'legetøj']);
/** Feelings as verbs: 'Ida hader lyden'. */
const FEELING_VERBS = set(['hader', 'frygter', 'afskyr']);

const negations = set(NEGATIONS);
const imperatives = set(IMPERATIVES);
const childModals = set(CHILD_MODALS);
const modalAdverbs = set(MODAL_ADVERBS);
const kanNotCoaching = set(KAN_NOT_COACHING);
const skalPlanned = set(SKAL_PLANNED);
const titleFillers = set(TITLE_FILLER_WORDS);
const subordinators = set(SUBORDINATORS);
const secondPerson = set(SECOND_PERSON);
const firstSingular = set(FIRST_PERSON_SINGULAR);
const firstPlural = set(FIRST_PERSON_PLURAL);
const groupWords = set(GROUP_WORDS);
const notAName = set(NOT_A_NAME);
const pastForms = set(PAST_FORMS);
const notPastEde = set(NOT_PAST_EDE);
const presentForms = set(PRESENT_FORMS);
const placePrepositions = set(PLACE_PREPOSITIONS);
const notAPlace = set(NOT_A_PLACE_AFTER_PREPOSITION);
const DETERMINERS = set(DETERMINER_WORDS);
const ATTRIBUTIVE = set([...DETERMINERS, 'meget', 'mere', 'mest']);
/** 'skal' and 'bør' are commands also when said of children in general: 'Man skal vente på sin tur'. */
const GENERIC_SUBJECTS = set(['man', 'børn', 'børnene']);

// ---------------------------------------------------------------------------------------------
// The checker

/** What a flag's message needs beside its excerpt. */
interface Note {
  voice?: 'third' | 'first' | 'group';
  tense?: 'present' | 'past';
  words?: number;
}

interface Sentence {
  scene: number;
  text: string;
  tokens: Token[];
  /** lower-case words, all of them */
  words: string[];
  /** lower-case words outside quotations */
  own: Token[];
  type: SentenceType;
  /** The kind the plan gives the sentence (its writer said it); 'ukendt' when nobody did. */
  kind: SentenceKind;
  flags: Omit<StoryFlag, 'message' | 'suggestion'>[];
  notes: Map<FlagId, Note>;
}

interface Context {
  name: string | null;
  /** the child, as the subject of a sentence */
  subjects: Set<string>;
  group: boolean;
}

const excerptOf = (s: Sentence, from: number, to: number) => s.text.slice(s.tokens[from].start, s.tokens[to - 1].end);

const wordLimit = (age: number | undefined) => ageBand(age).longestSentence;

/** The child's name when none is given: the capitalised word used most (twice or more) that is not a sentence word or a person. */
function guessName(sentences: readonly Sentence[]): string | null {
  const lowerSeen = new Set<string>();
  const counts = new Map<string, number>();
  for (const s of sentences) {
    for (const t of s.tokens) {
      if (/^\p{Lu}/u.test(t.text)) {
        const base = t.lower.replace(/['’]?s$/u, '');
        if (!notAName.has(t.lower) && !notAName.has(base) && t.text !== 'I') counts.set(t.text, (counts.get(t.text) ?? 0) + 1);
      } else {
        lowerSeen.add(t.lower);
      }
    }
  }
  let best: string | null = null;
  let bestCount = 1;
  for (const [word, n] of counts) {
    if (n > bestCount && !lowerSeen.has(word.toLowerCase()) && !peopleWords.has([word.toLowerCase()])) {
      best = word;
      bestCount = n;
    }
  }
  return best;
}

const isNameToken = (t: Token, name: string | null) => {
  if (!name) return false;
  const n = name.toLowerCase();
  return t.lower === n || t.lower === `${n}s` || t.lower === `${n}'s` || t.lower === `${n}’s`;
};

/** 'I går', 'I dag', 'I morgen': a time, not 'you' (plural). */
const I_TIMES = new Set([
  'går',
  'dag',
  'morgen',
  'aften',
  'nat',
  'eftermiddag',
  'formiddag',
  'weekenden',
  'overmorgen',
  'forgårs',
  'ferien',
  'frikvarteret',
  'pausen',
]);

const isSecondPerson = (t: Token, i: number, own: readonly Token[]) =>
  secondPerson.has(t.lower) ||
  (t.text === 'I' &&
    !I_TIMES.has(own[i + 1]?.lower ?? '') &&
    (i > 0 || childModals.has(own[1]?.lower ?? '') || presentForms.has(own[1]?.lower ?? '')));

/** Whether the child (or the reader: 'du', 'I') is the subject next to a modal verb at `m`, and where its verb is. */
function childModalAt(
  own: readonly Token[],
  m: number,
  ctx: Context,
): { verb: string; verbIndex: number; subject: string; subjectIndex: number } | null {
  const before = own[m - 1];
  const after = own[m + 1];
  const modal = own[m].lower;
  const isSubject = (t: Token | undefined) =>
    !!t &&
    (ctx.subjects.has(t.lower) ||
      (t.text === 'I' && t !== own[0]) ||
      (GENERIC_SUBJECTS.has(t.lower) && (modal === 'skal' || modal === 'bør' || modal === 'må')));
  let subjectIndex: number;
  if (isSubject(before) && !subordinators.has(own[m - 2]?.lower ?? '')) subjectIndex = m - 1;
  // Inverted main clause: 'Hvis det bliver for meget, kan Emil ...', 'Nu skal Ida ...'.
  else if (isSubject(after) && m > 0) subjectIndex = m + 1;
  else return null;
  let verbIndex = Math.max(m, subjectIndex) + 1;
  while (verbIndex < own.length && modalAdverbs.has(own[verbIndex].lower)) verbIndex++;
  if (verbIndex >= own.length) return null;
  return { verb: own[verbIndex].lower, verbIndex, subject: own[subjectIndex].lower, subjectIndex };
}

function analyseSentence(s: Sentence, ctx: Context, limit: number) {
  const { words, own } = s;
  const consumed = new Set<number>();
  const add = (id: FlagId, from?: number, to?: number, note?: Note) => {
    if (s.flags.some((f) => f.id === id && id !== 'absolute-word' && id !== 'literal-absolute')) return;
    s.flags.push({
      id,
      severity: severityOf(id),
      scene: s.scene,
      excerpt: from === undefined ? undefined : excerptOf(s, from, to ?? from + 1),
    });
    if (note) s.notes.set(id, note);
  };
  let directive = false;

  // 'alle' and 'ingen' are a hard flag only where they generalise about what people do or feel
  // ('alle børn kan lide at svømme'); literally true ('tjekker, at alle er der') they are advice.
  const generalises = generalisingWords.has(words) && !words.some((w) => ['måske', 'mange', 'nogle', 'ofte', 'tit'].includes(w));
  for (const hit of absoluteWords.all(words)) {
    // 'alle børn', 'ingen voksne', 'ingen griner': a claim about people; 'ingen rigtig brand' a fact.
    const next = words[hit.end] ?? '';
    const aboutPeople = PEOPLE_NOUNS.has(next) || (hit.phrase.source === 'ingen' && /r$/u.test(next) && next !== 'er');
    const literal = LITERAL_ABSOLUTES.has(hit.phrase.source) && !generalises && !aboutPeople;
    add(literal ? 'literal-absolute' : 'absolute-word', hit.start, hit.end);
  }

  // What can hurt a child.
  const hedged = hedges.has(words);
  for (const [list, id] of [
    [shamingPhrases, 'shaming'],
    [frighteningPhrases, 'frightening'],
  ] as const) {
    const hit = list.all(words)[0];
    // 'Det er ikke farligt' reassures; it does not frighten.
    if (hit && !(id === 'frightening' && words.slice(Math.max(0, hit.start - 2), hit.start).includes('ikke'))) add(id, hit.start, hit.end);
  }
  const promise = promisePhrases.all(words)[0];
  if (promise && !words.includes('måske')) add('promise', promise.start, promise.end);
  const gives = words.indexOf('giver');
  // 'Tandlægen giver altid en lille gave til modige børn': a reward nobody promised.
  const always = words.includes('altid') || words.includes('modige') || words.includes('søde') || words.includes('artige');
  if (gives >= 0 && always && words.slice(gives + 1, gives + 6).some((w) => REWARDS.has(w)) && !words.includes('måske'))
    add('promise', gives, Math.min(words.length, gives + 5));
  const gets = words.indexOf('får');
  const reward = gets >= 0 ? words.slice(gets + 1, gets + 5).findIndex((w) => REWARDS.has(w)) : -1;
  if (reward >= 0 && !words.includes('måske') && !words.includes('hvis')) add('promise', gets, gets + reward + 2);
  // 'En brand kan brænde hele skolen ned'
  const burn = words.findIndex((w) => w.startsWith('brænd'));
  if (burn >= 0 && words.slice(burn + 1, burn + 5).includes('ned')) add('frightening', burn, Math.min(words.length, burn + 5));
  // A threat: 'Hvis Sofie skriger, bliver tandlægen vred', '... ellers må han ikke komme med'.
  const comma = s.text.indexOf(',');
  const conditional = (words[0] === 'hvis' || words[0] === 'når') && comma > 0;
  const ellers = words.indexOf('ellers');
  const mainFrom = conditional ? s.tokens.findIndex((t) => t.start > comma) : ellers >= 0 ? ellers + 1 : -1;
  if (mainFrom >= 0) {
    const hit = consequencePhrases.all(words.slice(mainFrom))[0];
    // 'Hvis Viggo ikke siger tak, bliver han ikke inviteret igen': the child's behaviour, then a loss.
    const childDoes = conditional && own.slice(1, 4).some((t) => ctx.subjects.has(t.lower) && t.lower !== 'du');
    const loses = childDoes && words.slice(mainFrom).includes('ikke');
    if (hit || loses) add('threat', 0, Math.min(s.tokens.length, hit ? mainFrom + hit.end : s.tokens.length));
  }
  // A feeling told as a fact about the child: 'Emil er bange'.
  const subjectFirst = own[0] && ctx.subjects.has(own[0].lower) && own[0].lower !== 'du';
  if (subjectFirst && !hedged && FEELING_VERBS.has(own[1]?.lower ?? '')) add('feeling-as-fact', 0, 2);
  if (subjectFirst && !hedged && ['er', 'bliver', 'føler'].includes(own[1]?.lower ?? '')) {
    const rest = own
      .slice(2, 6)
      .map((t) => t.lower)
      .filter((w) => !['sig', 'meget', 'lidt', 'rigtig', 'helt', 'så', 'virkelig', 'altid'].includes(w));
    // 'Ida er glad for sin nye cykel' says what she likes, which the parent knows; 'glad for at …' is a feeling.
    const likes = rest[0] === 'glad' && rest[1] === 'for' && !['at', 'det', 'når', 'ikke', 'hvis', undefined].includes(rest[2]);
    if (rest.length && !likes && feelingAdjectives.at(rest, 0)) add('feeling-as-fact', 0, Math.min(s.tokens.length, 4));
  }
  // What the child cannot do, as a fact: 'Alma har svært ved at vente'.
  const deficit = deficitPhrases.all(words)[0];
  if (deficit && own.slice(0, 3).some((t) => ctx.subjects.has(t.lower) && t.lower !== 'du')) add('deficit', deficit.start, deficit.end);
  // 'Jeg vil sidde stille': a directive in the child's own voice ('Jeg skal til tandlæge' is a plan).
  for (const hit of firstPersonDirectives.all(words)) {
    const next = words[hit.end] ?? '';
    if (next === 'gerne' || skalPlanned.has(next) || next === 'prøve') continue;
    add('first-person-directive', hit.start, Math.min(words.length, hit.end + 1));
    directive = true;
  }

  for (const hit of secondPersonCommands.all(words)) {
    // 'i' is the preposition unless written 'I': 'Emil skal i skole' is no command.
    const slice = s.tokens.slice(hit.start, hit.end);
    if (slice.some((t) => t.lower === 'i' && t.text !== 'I')) continue;
    add('second-person-command', hit.start, hit.end);
    for (let k = hit.start; k < hit.end; k++) consumed.add(k);
    directive = true;
  }
  for (const hit of prohibitions.all(words)) {
    if (consumed.has(hit.start)) continue;
    add('prohibition', hit.start, hit.end);
    for (let k = hit.start; k < hit.end; k++) consumed.add(k);
    directive = true;
  }
  const negation = words.findIndex((w, i) => negations.has(w) && !consumed.has(i));
  if (negation >= 0) add('negative', negation, negation + 1);

  const first = own[0];
  if (first && first === s.tokens[0] && imperatives.has(first.lower) && !/\?\s*$/.test(s.text)) {
    add('imperative', 0, 1);
    directive = true;
  }

  let childCoaching = false;
  if (!/\?["'”»]*\s*$/.test(s.text)) {
    for (let m = 0; m < own.length; m++) {
      if (!childModals.has(own[m].lower)) continue;
      const found = childModalAt(own, m, ctx);
      if (!found) continue;
      const modal = own[m].lower;
      const secondPersonSubject = found.subject === 'du' || found.subject === 'i';
      if (modal === 'kan') {
        // 'kan se', 'kan mærke' tell what the child perceives, 'kan ikke' what it cannot do;
        // 'kan være med' is still an offer.
        const joins = found.verb === 'være' && own[found.verbIndex + 1]?.lower === 'med';
        const cannot = found.verb === 'ikke' || found.verb === 'aldrig';
        if (((!kanNotCoaching.has(found.verb) || joins) && !cannot) || secondPersonSubject) childCoaching = true;
      } else if (modal === 'må') {
        if (found.verb !== 'ikke' && found.verb !== 'aldrig') childCoaching = true;
      } else if (modal === 'skal' && skalPlanned.has(found.verb)) {
        continue;
      } else {
        // 'skal' or 'bør' + a verb: the child is told to do something.
        childCoaching = true;
        if (!secondPersonSubject) {
          const start = s.tokens.indexOf(own[found.subjectIndex < m ? found.subjectIndex : m]);
          // 'Emil skal ikke løbe': the excerpt runs to the verb.
          const verbAt = found.verb === 'ikke' ? Math.min(found.verbIndex + 1, own.length - 1) : found.verbIndex;
          const end = s.tokens.indexOf(own[verbAt]) + 1;
          if (!consumed.has(start)) add('command', start, end);
        }
      }
    }
  }

  if (coachingPhrases.has(words) || directive || s.flags.some((f) => f.id === 'threat')) s.type = 'vejledende';
  else if (affirmativePhrases.has(words)) s.type = 'bekræftende';
  else if (childCoaching) s.type = 'vejledende';
  else if (perspectivePhrases.has(words)) s.type = 'perspektiv';
  else s.type = 'beskrivende';
  // The kind the plan gives is the writer's word for it, not a guess: it stands.
  const given = KIND_TYPES[s.kind];
  if (given) s.type = given;

  const count = s.tokens.length;
  // Half as long again as the age allows is too long to follow at all.
  if (count > limit * 1.5) add('sentence-far-too-long', 0, Math.min(count, 6), { words: count });
  else if (count > limit) add('sentence-too-long', 0, Math.min(count, 6), { words: count });
}

/** Person: one voice through the story (third person, 'jeg' or, in a group story, 'vi'). */
function checkPerson(sentences: Sentence[], ctx: Context): 'third' | 'first' | 'group' {
  const info = sentences.map((s) => {
    const second = s.own.find((t, i) => isSecondPerson(t, i, s.own));
    const singular = s.own.find((t) => firstSingular.has(t.lower));
    const plural = s.own.find((t) => firstPlural.has(t.lower));
    const child = s.own.find(
      (t) => isNameToken(t, ctx.name) || (!ctx.name && (t.lower === 'han' || t.lower === 'hun') && ctx.subjects.has(t.lower)),
    );
    return { second, singular, plural, child };
  });
  let voice: 'third' | 'first' | 'group' = 'third';
  if (ctx.group) voice = 'group';
  else {
    const firstCount = info.filter((i) => i.singular).length;
    const thirdCount = info.filter((i) => i.child && !i.singular).length;
    if (firstCount > thirdCount) voice = 'first';
  }
  sentences.forEach((s, k) => {
    if (s.flags.some((f) => f.id === 'second-person-command')) return;
    const i = info[k];
    let offending: Token | undefined;
    if (i.second) offending = i.second;
    else if (voice === 'group') offending = i.singular;
    else if (voice === 'first') offending = ctx.name && i.child && !i.singular ? i.child : undefined;
    else offending = i.singular ?? i.plural;
    if (!offending) return;
    if (s.flags.some((f) => f.id === 'first-person-directive')) return;
    s.flags.push({ id: 'person-change', severity: 'soft', scene: s.scene, excerpt: offending.text });
    s.notes.set('person-change', { voice });
  });
  return voice;
}

function pastWord(own: readonly Token[]): Token | undefined {
  return own.find((t, i) => {
    if (pastForms.has(t.lower)) return true;
    if (t.lower.length < 6 || !t.lower.endsWith('ede') || notPastEde.has(t.lower)) return false;
    // 'den lukkede dør': a participle used as an adjective.
    return !ATTRIBUTIVE.has(own[i - 1]?.lower ?? '');
  });
}

/** Tense: sentences in the minority tense, when a story mixes past and present. */
function checkTense(sentences: Sentence[]) {
  const tenses = sentences.map((s) => {
    // 'Kom sæbe på': an imperative, not the past of 'komme'.
    if (s.flags.some((f) => f.id === 'imperative')) return null;
    const past = pastWord(s.own);
    const present = s.own.find((t) => presentForms.has(t.lower));
    return past && !present
      ? { tense: 'past' as const, word: past }
      : present && !past
        ? { tense: 'present' as const, word: present }
        : null;
  });
  const past = tenses.filter((t) => t?.tense === 'past').length;
  const present = tenses.filter((t) => t?.tense === 'present').length;
  if (!past || !present) return;
  const storyTense = present >= past ? 'present' : 'past';
  sentences.forEach((s, k) => {
    const t = tenses[k];
    if (!t || t.tense === storyTense) return;
    s.flags.push({ id: 'tense-change', severity: 'soft', scene: s.scene, excerpt: t.word.text });
    s.notes.set('tense-change', { tense: storyTense });
  });
}

function saysWhere(s: Sentence): boolean {
  const { words } = s;
  if (placeWords.has(words)) return true;
  for (let i = 0; i < words.length - 1; i++) {
    if (!placePrepositions.has(words[i])) continue;
    const next = words[i + 1];
    if (notAPlace.has(next)) continue;
    if (words[i] === 'hos' || DETERMINERS.has(next) || (next.length >= 4 && /(?:en|et|ne)$/u.test(next))) return true;
  }
  return false;
}

/** 'Emil skal til tandlægen', 'Familien skal flytte': what is going to happen. */
function saysPlan(s: Sentence): boolean {
  return s.words.some((w, i) => w === 'skal' && skalPlanned.has(s.words[i + 1] ?? ''));
}

/**
 * What happens: a plan or an announcement anywhere ('Emil skal til tandlægen', 'Der kommer en
 * lillebror'), or the title's subject told in the story itself ('tandlæge' in 'hos tandlægen': words
 * match on their first five letters, so Danish endings do not matter).
 */
function saysWhat(sentences: Sentence[], title: string | null | undefined, name: string | null | undefined): boolean {
  // 'skal' with the plan right after it, or after the subject ('I dag skal Emil i skole').
  const plan = (s: Sentence) =>
    s.words.some((w, i) => w === 'skal' && (skalPlanned.has(s.words[i + 1] ?? '') || skalPlanned.has(s.words[i + 2] ?? '')));
  if (sentences.some((s) => plan(s) || introductionWords.has(s.words))) return true;
  const stem = (w: string) => w.slice(0, 5);
  const subject = (title ?? '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && w !== name?.toLowerCase() && !titleFillers.has(w))
    .map(stem);
  return subject.length > 0 && sentences.some((s) => s.words.some((w) => subject.includes(stem(w))));
}

function saysWho(s: Sentence, ctx: Context): boolean {
  if (peopleWords.has(s.words)) return true;
  if (ctx.group && s.words.some((w) => groupWords.has(w))) return true;
  // Someone else's name: a capitalised word inside the sentence.
  return s.tokens.some((t, i) => i > 0 && t.text !== 'I' && /^\p{Lu}/u.test(t.text) && !isNameToken(t, ctx.name) && !notAName.has(t.lower));
}

/**
 * The title's subject, when it disappears after the first scene: «Brandøvelse» told as an ordinary
 * school day. Words match on their first five letters; a title with no word of its own is not judged.
 */
function topicLost(
  sentences: Sentence[],
  title: string | null | undefined,
  name: string | null | undefined,
  firstScene: number | undefined,
): string | null {
  const stem = (w: string) => w.slice(0, 4);
  // The title's nouns: not the name, not a verb after a modal ('skal vaccineres') or after the subject ('Ida handler').
  const all = (title ?? '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const words = all.filter(
    (w, i) =>
      w.length >= 4 &&
      w !== name?.toLowerCase() &&
      w !== `${name?.toLowerCase()}s` &&
      !titleFillers.has(w) &&
      !['skal', 'vil', 'kan', 'må', 'have', 'få', 'blive', 'bliver', 'får'].includes(all[i - 1] ?? '') &&
      !/(?:er|es)$/u.test(w),
  );
  const later = sentences.filter((s) => s.scene !== firstScene);
  if (!words.length || !later.length) return null;
  const stems = new Set(words.map(stem));
  return later.some((s) => s.words.some((w) => stems.has(stem(w)))) ? null : words.join(' ');
}

/** Someone the story says has died, later doing what only the living do: «Mormor er død» and «Mormor åbner døren». */
function deadAlive(sentences: Sentence[], title: string | null | undefined): { scene: number; excerpt: string } | null {
  const dead = new Set<string>();
  const titleWords = (title ?? '').toLowerCase().split(/[^\p{L}]+/u);
  const titleDeath = titleWords.findIndex((w, i) => w === 'død' && titleWords[i - 1] === 'er');
  if (titleDeath > 1) dead.add(titleWords[titleDeath - 2]);
  // 'Mormors begravelse': mormor has died.
  const funeral = (w: string[]) =>
    w.forEach((x, i) => x === 'begravelse' && /s$/u.test(w[i - 1] ?? '') && dead.add(w[i - 1].replace(/s$/u, '')));
  funeral(titleWords);
  for (const s of sentences) {
    funeral(s.words);
    for (const hit of deathWords.all(s.words)) if (hit.start > 0) dead.add(s.words[hit.start - 1]);
    for (let i = 0; i < s.words.length; i++) {
      if (!dead.has(s.words[i]) || deathWords.at(s.words, i + 1)) continue;
      // 'Mormor åbner døren', 'Nu venter Bella derhjemme'; not 'Mormor kommer ikke tilbage'.
      const act = livingActs.at(s.words, i + 1) ?? (i > 0 ? livingActs.at(s.words, i - 1) : null);
      const negated = s.words.slice(i + 1, i + 4).includes('ikke');
      const visit = s.words.slice(0, i).includes('besøg') || s.words.slice(0, i).includes('besøge');
      if ((act || visit) && !negated)
        return { scene: s.scene, excerpt: excerptOf(s, Math.max(0, i - 1), Math.min(s.tokens.length, i + 2)) };
    }
  }
  return null;
}

/** A story's kept child (name, age, gender) or group (`group: { name, ageFrom }`). */
export interface CheckSubject {
  name: string;
  age: number;
  gender?: unknown;
  group?: unknown;
}

/**
 * How the check reads a story about this child or group: from the story's kept snapshot of its
 * child (name, age, gender) or group (`group: { name, ageFrom }`), as the server keeps it and the
 * API sends it (`StoryDetail.character`).
 */
export function checkOptionsFor(subject: CheckSubject): StoryCheckOptions {
  const group = subject.group as { name?: unknown; ageFrom?: unknown } | null | undefined;
  if (group && typeof group === 'object' && typeof group.ageFrom === 'number') {
    return { age: group.ageFrom, name: typeof group.name === 'string' ? group.name : subject.name, storyType: 'group' };
  }
  const gender = subject.gender === 'dreng' || subject.gender === 'pige' ? subject.gender : undefined;
  return { age: subject.age, name: subject.name, gender };
}

/** Gray's sentence kinds of the plan as the check counts them (control and cooperative sentences coach). */
const KIND_TYPES: Record<SentenceKind, SentenceType | null> = {
  beskrivende: 'beskrivende',
  perspektiv: 'perspektiv',
  bekræftende: 'bekræftende',
  vejledende: 'vejledende',
  kontrol: 'vejledende',
  samarbejde: 'vejledende',
  ukendt: null,
};

/** Checks a story's text (the format of shared/story-text.ts, as typed in the raw editor): its text read as a plan. */
export function checkStory(content: string, opts: StoryCheckOptions = {}): StoryCheckResult {
  return checkPlanForm(planFromText(content, { fallbackTitle: '' }), opts);
}

/**
 * Checks a story plan's form against Carol Gray's criteria: each sentence as the plan gives it, its
 * kind where the plan says it (else read from its words).
 */
export function checkPlanForm(plan: Pick<StoryPlan, 'title' | 'pages'>, opts: StoryCheckOptions = {}): StoryCheckResult {
  const parsed = { title: plan.title.trim() || null, scenes: plan.pages.map((page, i) => ({ index: i + 1, page })) };
  const group = opts.storyType === 'group';
  const limit = wordLimit(opts.age);

  const sentences: Sentence[] = [];
  for (const scene of parsed.scenes) {
    let quoted = false;
    for (const sentence of scene.page.sentences) {
      // A sentence an AI writer gave as two is checked as two, each with the plan's kind.
      if (sentence.paragraph) quoted = false;
      for (const text of splitSentences(sentence.text)) {
        const clean = text.replace(/(\*\*|__|\*|_)(?=\S)([^*_\n]+?)\1/g, '$2');
        const { tokens, quotedAtEnd } = tokenize(clean, quoted);
        quoted = quotedAtEnd;
        if (!tokens.length) continue;
        sentences.push({
          scene: scene.index,
          text: clean,
          tokens,
          words: tokens.map((t) => t.lower),
          own: tokens.filter((t) => !t.quoted),
          type: 'beskrivende',
          kind: sentence.kind,
          flags: [],
          notes: new Map(),
        });
      }
    }
  }

  const name = opts.name?.trim().split(/\s+/)[0] || guessName(sentences);
  const subjects = new Set<string>(['jeg', 'du']);
  if (name) subjects.add(name.toLowerCase());
  if (opts.gender !== 'pige') subjects.add('han');
  if (opts.gender !== 'dreng') subjects.add('hun');
  if (group) for (const w of ['vi', 'børnene']) subjects.add(w);
  const ctx: Context = { name, subjects, group };
  if (!group && sentences.some((s) => s.own.some((t) => t.lower === 'jeg'))) subjects.add('vi');

  for (const s of sentences) analyseSentence(s, ctx, limit);
  const voice = checkPerson(sentences, ctx);
  checkTense(sentences);

  // Story-level flags
  const storyFlags: Omit<StoryFlag, 'message' | 'suggestion'>[] = [];
  const storyFlag = (id: FlagId, scene?: number, excerpt?: string) => storyFlags.push({ id, severity: severityOf(id), scene, excerpt });

  const counts: Record<SentenceType, number> = { beskrivende: 0, perspektiv: 0, vejledende: 0, bekræftende: 0 };
  for (const s of sentences) counts[s.type]++;
  const coaching = counts.vejledende;
  const others = sentences.length - coaching;
  const ratio = coaching === 0 ? Infinity : others / coaching;
  const ratioOk = ratio >= 2;
  if (!ratioOk) storyFlag('low-ratio');

  if (!parsed.title) storyFlag('missing-title');
  const firstScene = parsed.scenes[0]?.index;
  const lastScene = parsed.scenes[parsed.scenes.length - 1]?.index;
  const inScene = (n: number | undefined) => sentences.filter((s) => s.scene === n);
  const intro = inScene(firstScene);
  const introduces = (s: Sentence) => saysWhere(s) || timeWords.has(s.words) || introductionWords.has(s.words) || saysPlan(s);
  if (!intro.some(introduces)) storyFlag('missing-introduction', firstScene);
  const ending = inScene(lastScene);
  if (!ending.some((s) => s.type === 'bekræftende' || conclusionWords.has(s.words))) storyFlag('missing-conclusion', lastScene);

  if (!sentences.some(saysWhere)) storyFlag('unanswered-where');
  if (!sentences.some((s) => timeWords.has(s.words))) storyFlag('unanswered-when');
  if (!sentences.some((s) => saysWho(s, ctx))) storyFlag('unanswered-who');
  if (!sentences.some((s) => reasonWords.has(s.words))) storyFlag('unanswered-why');
  if (!sentences.some((s) => stepWords.has(s.words))) storyFlag('unanswered-how');
  if (!saysWhat(sentences, parsed.title, name)) storyFlag('unanswered-what');

  // What the check can see of the content.
  const lost = topicLost(sentences, parsed.title, name, firstScene);
  if (lost) storyFlag('topic-lost', undefined, lost);
  const seen = new Map<string, number>();
  for (const s of sentences) {
    const key = s.words.join(' ');
    if (s.words.length < 3) continue;
    const before = seen.get(key);
    if (before !== undefined) {
      storyFlag('repeated-sentence', s.scene, s.text);
      break;
    }
    seen.set(key, s.scene);
  }
  const contradiction = deadAlive(sentences, parsed.title);
  if (contradiction) storyFlag('sensitive-contradiction', contradiction.scene, contradiction.excerpt);

  // Messages
  const shown = name ?? 'Barnet';
  const flags: StoryFlag[] = [];
  const explain = (f: Omit<StoryFlag, 'message' | 'suggestion'>, s?: Sentence): StoryFlag => {
    const note = s?.notes.get(f.id) ?? {};
    const excerpt = f.excerpt ?? '';
    const text = ((): { message: string; suggestion: string } => {
      switch (f.id) {
        case 'low-ratio':
          return { message: m.lowRatio.message(others, coaching), suggestion: m.lowRatio.suggestion };
        case 'absolute-word':
          return {
            message: m.absoluteWord.message(excerpt),
            suggestion: m.absoluteWord.suggestion(absoluteInstead.get(excerpt.toLowerCase().replace(/\s+/g, ' ')) ?? []),
          };
        case 'second-person-command':
          return { message: m.secondPersonCommand.message(excerpt), suggestion: m.secondPersonCommand.suggestion(shown) };
        case 'command':
          return { message: m.command.message(excerpt), suggestion: m.command.suggestion(shown) };
        case 'prohibition':
          return { message: m.prohibition.message(excerpt), suggestion: m.prohibition.suggestion(shown) };
        case 'negative':
          return { message: m.negative.message(excerpt), suggestion: m.negative.suggestion(shown) };
        case 'imperative':
          return { message: m.imperative.message(excerpt), suggestion: m.imperative.suggestion(shown) };
        case 'person-change':
          return {
            message: m.personChange.message(excerpt, note.voice ?? voice),
            suggestion: m.personChange.suggestion(note.voice ?? voice, shown),
          };
        case 'tense-change':
          return {
            message: m.tenseChange.message(excerpt, note.tense ?? 'present'),
            suggestion: m.tenseChange.suggestion(note.tense ?? 'present'),
          };
        case 'missing-title':
          return { message: m.missingTitle.message, suggestion: m.missingTitle.suggestion(shown) };
        case 'missing-introduction':
          return { message: m.missingIntroduction.message, suggestion: m.missingIntroduction.suggestion };
        case 'missing-conclusion':
          return { message: m.missingConclusion.message, suggestion: m.missingConclusion.suggestion };
        case 'sentence-too-long':
        case 'sentence-far-too-long':
          return { message: m.sentenceTooLong.message(note.words ?? 0, limit, opts.age), suggestion: m.sentenceTooLong.suggestion };
        case 'unanswered-where':
          return m.unanswered.hvor;
        case 'unanswered-when':
          return m.unanswered.hvornår;
        case 'unanswered-who':
          return m.unanswered.hvem;
        case 'unanswered-why':
          return m.unanswered.hvorfor;
        case 'unanswered-how':
          return m.unanswered.hvordan;
        case 'unanswered-what':
          return m.unanswered.hvad;
        case 'threat':
          return { message: m.threat.message(excerpt), suggestion: m.threat.suggestion(shown) };
        case 'shaming':
          return { message: m.shaming.message(excerpt), suggestion: m.shaming.suggestion };
        case 'frightening':
          return { message: m.frightening.message(excerpt), suggestion: m.frightening.suggestion };
        case 'promise':
          return { message: m.promise.message(excerpt), suggestion: m.promise.suggestion };
        case 'sensitive-contradiction':
          return { message: m.sensitiveContradiction.message(excerpt), suggestion: m.sensitiveContradiction.suggestion };
        case 'feeling-as-fact':
          return { message: m.feelingAsFact.message(excerpt), suggestion: m.feelingAsFact.suggestion(shown) };
        case 'deficit':
          return { message: m.deficit.message(excerpt), suggestion: m.deficit.suggestion };
        case 'first-person-directive':
          return { message: m.firstPersonDirective.message(excerpt), suggestion: m.firstPersonDirective.suggestion };
        case 'literal-absolute':
          return { message: m.literalAbsolute.message(excerpt), suggestion: m.literalAbsolute.suggestion };
        case 'topic-lost':
          return { message: m.topicLost.message(excerpt), suggestion: m.topicLost.suggestion };
        case 'repeated-sentence':
          return { message: m.repeatedSentence.message(excerpt), suggestion: m.repeatedSentence.suggestion };
      }
    })();
    return { ...f, ...text };
  };

  sentences.forEach((s, index) => {
    for (const f of s.flags) flags.push(explain({ ...f, sentenceIndex: index }, s));
  });
  for (const f of storyFlags) flags.push(explain(f));
  const position = (f: StoryFlag) => f.sentenceIndex ?? (f.id === 'missing-title' || f.id === 'missing-introduction' ? -1 : Infinity);
  const weight = { harm: 0, hard: 1, soft: 2 } as const;
  flags.sort((a, b) => weight[a.severity] - weight[b.severity] || position(a) - position(b));

  const { score, light } = scoreOf(flags);
  return {
    sentences: sentences.map((s) => ({ scene: s.scene, text: s.text, type: s.type, flags: [...new Set(s.flags.map((f) => f.id))] })),
    counts,
    ratio,
    ratioOk,
    flags,
    score,
    light,
    voice,
    wordLimit: limit,
  };
}

/** The flags of one sentence on its own (the offline writer checks a parent's sentence before it tells it). */
export function checkSentence(text: string, opts: StoryCheckOptions = {}): StoryFlag[] {
  return checkStory(`[Billede 1]\n${text}`, opts).flags.filter((f) => f.sentenceIndex === 0);
}

/** The hard rules a story breaks (each once): the generator revises the story while this is not empty. */
export function hardFailures(result: Pick<StoryCheckResult, 'flags'>): FlagId[] {
  return [...new Set(result.flags.filter((f) => f.severity !== 'soft').map((f) => f.id))];
}

/** What can hurt a child in the story (each flag once): a revision that adds one is not kept. */
export function harmFlags(result: Pick<StoryCheckResult, 'flags'>): FlagId[] {
  return [...new Set(result.flags.filter((f) => f.severity === 'harm').map((f) => f.id))];
}

/**
 * What to change, in Danish, for the generator's revision prompt: one line for each hard flag (and
 * each soft one too with `includeSoft`), with where it is and a gentler wording. Empty when there
 * is nothing to change.
 */
export function reviseHint(result: Pick<StoryCheckResult, 'flags'>, options: { includeSoft?: boolean } = {}): string {
  // Only what the model should fix: an accurate 'alle' (a literal absolute) is not sent as a fault.
  const chosen = result.flags.filter((f) => f.severity !== 'soft' || (options.includeSoft && f.id !== 'literal-absolute'));
  if (!chosen.length) return '';
  const lines = new Set<string>();
  for (const f of chosen) {
    const where = f.scene !== undefined && f.excerpt ? ` ${m.revise.at(f.scene, f.excerpt)}` : '';
    lines.add(`- ${f.message} ${f.suggestion}${where}`);
  }
  return [m.revise.intro, ...lines, m.revise.literalMayStay, m.revise.keepFormat].join('\n');
}
