/**
 * Danish keywords for card subjects and feelings, kept as data, and the matcher that reads a
 * description. A word form also matches with the usual Danish endings (-en, -et, -er, -erne, ...),
 * and forms of four letters or more also match at the end of a compound ("skolebussen" -> bus).
 */
import type { Expression } from './shapes';
import type { SubjectId } from './subjects';

export interface KeywordEntry {
  subject: SubjectId;
  /**
   * Single words (lower case). A leading '=' turns off matching inside compounds; a leading '~'
   * marks a word that is also a common verb form ("tog" = took): it counts only at the start or
   * after a small word that announces a noun ("et tog", "med tog", "bus og tog").
   */
  words: readonly string[];
  /** Multi-word phrases, matched as whole words in order. */
  phrases?: readonly string[];
}

export const SUBJECT_KEYWORDS: readonly KeywordEntry[] = [
  {
    subject: 'brushTeeth',
    words: ['tandbørstning', 'tandbørster'],
    phrases: [
      'børste tænder',
      'børster tænder',
      'børste sine tænder',
      'børster sine tænder',
      'børste tænderne',
      'børster tænderne',
      'børstede tænder',
    ],
  },
  {
    subject: 'washHands',
    words: ['håndvask', 'håndvaske', 'sæbe'],
    phrases: [
      'vaske hænder',
      'vasker hænder',
      'vaske hænderne',
      'vasker hænderne',
      'vaske sine hænder',
      'vasker sine hænder',
      'vaskede hænder',
    ],
  },
  {
    subject: 'sleep',
    words: ['sove', 'sover', '=sov', 'søvn', 'søvnig', 'sengetid', 'godnat', 'puttes', 'middagslur', '=lur'],
    phrases: ['god nat', 'går i seng', 'gå i seng', 'putte sig'],
  },
  { subject: 'eat', words: ['spise', 'spiser', 'spiste', '=mad', 'måltid', 'frokost', 'aftensmad', 'morgenmad', 'madpakke', 'middagsmad'] },
  { subject: 'dog', words: ['hund', 'hvalp', 'vovse'] },
  { subject: 'cat', words: ['=kat', 'katte', 'katten', 'kattene', 'killing', '=mis', 'missekat'] },
  { subject: 'horse', words: ['hest', 'pony', 'føl'] },
  { subject: 'bird', words: ['fugl', 'spurv', 'solsort', 'høne', 'kylling', 'ænder', 'ælling'] },
  { subject: 'fish', words: ['fisk', 'guldfisk', 'akvarie'] },
  { subject: 'rabbit', words: ['kanin', 'hare'] },
  { subject: 'teddy', words: ['bamse', 'bjørn', 'tøjdyr', 'krammedyr'] },
  { subject: 'car', words: ['bil', 'biler', 'bilen', 'bilerne', 'taxa'] },
  { subject: 'bus', words: ['bus', 'bussen', 'busser', 'busserne', 'bustur', 'busstoppested'] },
  { subject: 'train', words: ['toget', 'togene', 'togtur', 'togrejse', 'togstation', 'lokomotiv', 'damptog', '~tog'] },
  { subject: 'plane', words: ['=fly', 'flyet', 'flyene', '~flyver', 'flyvemaskine', 'lufthavn', 'flyrejse', 'flytur'] },
  { subject: 'boat', words: ['båd', 'både', 'båden', 'skib', 'skibet', 'sejlbåd', 'færge', 'sejle', 'sejler'] },
  { subject: 'bike', words: ['cykel', 'cyklen', 'cykler', 'cykle', 'cyklede', 'cykeltur'] },
  { subject: 'house', words: ['hus', 'huset', 'huse', 'hjem', 'hjemme', 'hjemmet', 'villa'] },
  { subject: 'tree', words: ['træ', 'træet', 'træer', 'træerne', 'skov', 'skoven', 'juletræ'] },
  { subject: 'flower', words: ['blomst', 'blomster', 'blomsterne', 'rose', 'tulipan', 'mælkebøtte', 'blomsterbed'] },
  { subject: 'sun', words: ['sol', 'solen', 'solskin', 'solrig', 'sommer', 'solskinsdag'] },
  { subject: 'moon', words: ['måne', 'månen', '=nat', 'natten', 'aften', 'aftenen'] },
  { subject: 'star', words: ['stjerne', 'stjerner', 'stjernerne', 'stjernehimmel', 'stjerneskud'] },
  { subject: 'rainbow', words: ['regnbue', 'regnbuen', 'regnbuer'] },
  { subject: 'rain', words: ['regn', 'regnen', 'regner', 'regnvejr', 'paraply', '=sky', 'skyer', 'regnbyge'] },
  { subject: 'ball', words: ['bold', 'bolden', 'bolde', 'fodbold', 'badebold', 'boldspil'] },
  { subject: 'icecream', words: ['=is', 'isen', 'isvaffel', 'ispind', 'softice', 'flødeis', 'isbod'] },
  { subject: 'cake', words: ['kage', 'lagkage', 'fødselsdag', 'fødselsdagen', 'fødselsdagsfest', 'muffin', 'cupcake', 'boller'] },
  { subject: 'apple', words: ['æble', 'æblet', 'æbler', 'frugt', 'frugten'] },
  { subject: 'banana', words: ['banan', 'bananen', 'bananer'] },
  { subject: 'toothbrush', words: ['tandbørste', 'tandbørsten', 'tandbørster', 'tandpasta'] },
  { subject: 'tooth', words: ['=tand', 'tanden', 'tænder', 'tænderne', 'tandlæge', 'tandlægen', 'mælketand'] },
  { subject: 'bed', words: ['seng', 'sengen', 'senge', 'køjeseng', 'dyne', 'pude', 'soveværelse'] },
  { subject: 'book', words: ['=bog', 'bogen', 'bøger', 'bøgerne', 'læse', 'læser', 'læste', 'bibliotek', 'godnathistorie'] },
  {
    subject: 'school',
    words: [
      'skole',
      'skolen',
      'skoler',
      'skoledag',
      'klasse',
      'klassen',
      'klasselokale',
      'lærer',
      'læreren',
      'børnehave',
      'børnehaven',
      'vuggestue',
    ],
  },
  { subject: 'playground', words: ['legeplads', 'legepladsen', 'gynge', 'gynger', 'gyngen', 'rutsjebane', 'rutschebane', 'sandkasse'] },
  {
    subject: 'family',
    words: [
      'familie',
      'familien',
      'forældre',
      'forældrene',
      '=mor',
      '=mors',
      '=far',
      '=fars',
      'mormor',
      'morfar',
      'farmor',
      'farfar',
      'bedstemor',
      'bedstefar',
      'søskende',
      'bror',
      'søster',
    ],
  },
  {
    subject: 'child',
    words: [
      'barn',
      'barnet',
      'børn',
      'børnene',
      'dreng',
      'drengen',
      'drenge',
      'pige',
      'pigen',
      'piger',
      '=ven',
      'venner',
      'veninde',
      'kammerat',
      'baby',
    ],
  },
];

export interface FeelingEntry {
  expression: Expression;
  words: readonly string[];
  phrases?: readonly string[];
}

export const FEELING_KEYWORDS: readonly FeelingEntry[] = [
  {
    expression: 'sad',
    words: ['trist', 'triste', 'græder', 'græde', 'græd', 'tårer', 'savner', 'ulykkelig'],
    phrases: ['ked af det', 'kede af det', 'ked af'],
  },
  { expression: 'angry', words: ['vred', 'vrede', '=sur', 'sure', '=gal', 'frustreret', 'arrig', 'irriteret'] },
  {
    expression: 'scared',
    words: ['bange', 'nervøs', 'nervøse', 'utryg', 'utrygge', 'ængstelig', 'frygt', 'skræmt', 'usikker', 'forskrækket'],
  },
  { expression: 'calm', words: ['rolig', 'rolige', 'roligt', 'tryg', 'trygge', 'trygt', 'afslappet', 'stille'] },
  { expression: 'sleepy', words: ['træt', 'trætte', 'gabe', 'gaber'] },
  {
    expression: 'happy',
    words: ['glad', 'glade', 'gladere', 'glæde', 'glæder', 'smil', 'smiler', 'smilende', 'lykkelig', 'sjov', 'sjovt', 'griner', 'stolt'],
  },
];

const GIRL_WORDS = ['pige', 'pigen', 'piger', 'veninde', 'søster', 'datter'];
const BOY_WORDS = ['dreng', 'drengen', 'drenge', 'bror', 'søn'];

const SUFFIXES = ['', 'e', 'en', 'et', 'er', 'ene', 'erne', 'n', 'r', 'ne', 'rne', 's', 'es', 'ens', 'ets', 'ernes', 'ers'];

/** Lower case, letters and digits only, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^a-z0-9æøåéü]+/g, ' ')
    .trim();
}

/**
 * Does a word match a keyword form? "hund" matches "hunden", "hundene"; and, as the last part of a
 * compound, "skolebussen" matches "bus". A form written "=tand" takes endings but is never matched
 * inside a compound (so "afstand" is not a tooth).
 */
function tokenMatches(token: string, keyword: string): boolean {
  const exact = keyword.startsWith('=');
  const form = exact ? keyword.slice(1) : keyword;
  if (token === form) return true;
  for (const suffix of SUFFIXES) {
    if (suffix && token === form + suffix) return true;
    if (!exact && token.length >= form.length + 3 && token.endsWith(form + suffix)) return true;
  }
  return false;
}

const NOUN_CUES = new Set([
  'en',
  'et',
  'med',
  'i',
  'og',
  'på',
  'sit',
  'sin',
  'mit',
  'min',
  'dit',
  'din',
  'stort',
  'stor',
  'lille',
  'nyt',
  'rødt',
  'blåt',
  'gult',
  'grønt',
  'to',
  'tre',
  'mange',
  'eller',
]);

function wordMatches(tokens: readonly string[], i: number, word: string): boolean {
  if (!word.startsWith('~')) return tokenMatches(tokens[i], word);
  return tokens[i] === word.slice(1) && (i === 0 || NOUN_CUES.has(tokens[i - 1]));
}

/** Word index of the first match of any word or phrase, or -1. */
function firstIndex(tokens: readonly string[], words: readonly string[], phrases: readonly string[] = []): number {
  let best = -1;
  for (let i = 0; i < tokens.length && (best < 0 || i < best); i++) {
    if (words.some((w) => wordMatches(tokens, i, w))) best = i;
  }
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      if (parts.every((p, j) => tokens[i + j] === p)) {
        if (best < 0 || i < best) best = i;
        break;
      }
    }
  }
  return best;
}

/** Subjects with a face that can show the feeling. */
const FACES = new Set<SubjectId>(['child', 'family', 'dog', 'cat', 'rabbit', 'teddy', 'sun', 'star', 'rain', 'tooth', 'brushTeeth']);

/** Subjects that already contain another one. */
const SUBSUMES: Partial<Record<SubjectId, SubjectId[]>> = {
  brushTeeth: ['toothbrush', 'tooth'],
  sleep: ['bed', 'moon'],
  family: ['child'],
  washHands: [],
};

export interface Reading {
  /** Recognised subjects in the order they are mentioned (at most `limit`). */
  subjects: SubjectId[];
  expression: Expression | null;
  gender?: 'boy' | 'girl';
}

/** Read a Danish description: which subjects, which feeling, boy or girl. */
export function readDescription(description: string, limit = 3): Reading {
  const tokens = normalize(description).split(' ').filter(Boolean);
  const found: Array<{ subject: SubjectId; at: number }> = [];
  for (const entry of SUBJECT_KEYWORDS) {
    const at = firstIndex(tokens, entry.words, entry.phrases);
    if (at >= 0) found.push({ subject: entry.subject, at });
  }
  found.sort((a, b) => a.at - b.at);
  const present = new Set(found.map((f) => f.subject));
  const dropped = new Set<SubjectId>();
  for (const [outer, inner] of Object.entries(SUBSUMES) as Array<[SubjectId, SubjectId[]]>) {
    if (present.has(outer)) inner.forEach((i) => dropped.add(i));
  }
  const subjects = found.map((f) => f.subject).filter((s) => !dropped.has(s));

  let expression: Expression | null = null;
  let feelingAt = Infinity;
  for (const entry of FEELING_KEYWORDS) {
    const at = firstIndex(tokens, entry.words, entry.phrases);
    if (at >= 0 && at < feelingAt) {
      feelingAt = at;
      expression = entry.expression;
    }
  }
  // A negated feeling ("ikke bange") reads as calm.
  if (
    expression &&
    expression !== 'happy' &&
    expression !== 'calm' &&
    feelingAt > 0 &&
    ['ikke', 'aldrig'].includes(tokens[feelingAt - 1])
  ) {
    expression = 'calm';
  }

  const girl = firstIndex(tokens, GIRL_WORDS);
  const boy = firstIndex(tokens, BOY_WORDS);
  const gender = girl >= 0 && (boy < 0 || girl < boy) ? 'girl' : boy >= 0 ? 'boy' : undefined;

  // A feeling that nobody in the picture can show becomes a big face in front.
  if (expression && !subjects.some((s) => FACES.has(s))) subjects.unshift('portrait');
  return { subjects: subjects.slice(0, limit), expression, gender };
}
