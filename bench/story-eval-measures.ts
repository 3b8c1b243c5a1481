/**
 * The measures of `npm run bench -- story-eval`: each reads a story (its pages as text) against the
 * request it was written for, with the lists of bench/story-eval-lexicon.ts only. Also the copy
 * baseline (the parent's own sentences over the pages) and the tune/test split of the corpus.
 */
import type { StoryFacts } from '../shared/story-facts';
import {
  ACTION_INFINITIVES,
  ACTION_VERBS,
  CLAIM_CLASS_NAMES,
  type ClaimClass,
  claimWord,
  DEATH_PATTERNS,
  FRONTED,
  isFrameWord,
  NOT_A_PERSON,
  sentences,
  stem,
  STOP_WORDS,
  words,
} from './story-eval-lexicon';

export interface EvalRequest {
  id: string;
  category: string;
  sensitive: boolean;
  child?: { name: string; gender: 'dreng' | 'pige'; age: number; traits?: string[]; companion?: string | null };
  group?: { name: string; ageFrom: number; ageTo: number };
  title: string;
  description: string;
  facts?: StoryFacts;
  topic: string[];
  keep: string[];
  avoid: string[];
  /** phrases of claims this story must not make (fresh and near-miss sets): 'lillesøster', 'juleaften' */
  mustNotClaim?: string[];
}

/** The parent's words: the title, the description and every answer. */
export function requestText(r: EvalRequest): string {
  const f = r.facts ?? {};
  return [r.title, r.description, f.where, f.when, ...(f.who ?? []), ...(f.steps ?? []), f.hard, f.helps, f.why].filter(Boolean).join('. ');
}

/** The names the story is about: the child's first name or the group's name, lower-case words. */
function subjectNames(r: EvalRequest): string[] {
  return words(r.child?.name ?? r.group?.name ?? '');
}

const contentStems = (text: string, drop: string[] = []) =>
  words(text)
    .filter((w) => !STOP_WORDS.has(w) && !drop.includes(w))
    .map(stem);

/** Every stem the parent gave: the request's words and the profile (name, age, gender, traits, companion). */
/**
 * The form's questions, as the parent's answer says them: answering «Hvad kan være svært?» with
 * «lyden» says that the sound can be hard, so 'svært' is the parent's word there.
 */
const QUESTION_WORDS: Record<string, string> = {
  where: 'hvor sted stedet',
  when: 'hvornår',
  who: 'hvem med',
  steps: 'sker trin',
  hard: 'svært',
  helps: 'hjælpe',
  why: 'hvorfor',
};

export function requestStems(r: EvalRequest): Set<string> {
  const profile = r.child
    ? [r.child.name, String(r.child.age), r.child.gender, ...(r.child.traits ?? []), r.child.companion ?? '']
    : [r.group!.name, String(r.group!.ageFrom), String(r.group!.ageTo), 'børn', 'børnene'];
  const answered = Object.entries(r.facts ?? {})
    .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v)))
    .map(([k]) => QUESTION_WORDS[k] ?? '');
  return new Set(words([requestText(r), ...profile, ...answered].join(' ')).map(stem));
}

/** A stem found as the start of a story stem, so 'tand' finds 'tandbørst' and 'bad' finds 'badet'. */
const hasStem = (stems: string[], wanted: string) => stems.some((s) => s.startsWith(wanted));

/** Invented claims: each claim class the story has a word of and the request has none, with the first sentence that holds it. */
export function inventedClaims(r: EvalRequest, pages: string[]): { kind: ClaimClass; word: string; sentence: string }[] {
  const asked = requestText(r);
  const found: { kind: ClaimClass; word: string; sentence: string }[] = [];
  for (const kind of CLAIM_CLASS_NAMES) {
    if (claimWord(asked, kind)) continue;
    for (const s of pages.flatMap(sentences)) {
      const word = claimWord(s, kind);
      if (word) {
        found.push({ kind, word, sentence: s });
        break;
      }
    }
  }
  return found;
}

/** The `mustNotClaim` phrases the story holds: whole words, or a word's start where the phrase ends in '*' ('lillesøster*'). */
export function forbiddenClaims(r: EvalRequest, pages: string[]): string[] {
  const text = pages.join(' ').toLowerCase();
  const pattern = (p: string) => {
    const prefix = p.endsWith('*');
    const body = p
      .replace(/\*$/, '')
      .toLowerCase()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}])${body}${prefix ? '' : '(?![\\p{L}])'}`, 'u');
  };
  return (r.mustNotClaim ?? []).filter((p) => pattern(p).test(text));
}

/** The people the request says have died, lower-case: 'farfar', or 'morfar' and 'jens'. */
export function deadPeople(r: EvalRequest): string[] {
  const text = requestText(r).toLowerCase();
  const dead = new Set<string>();
  for (const pattern of DEATH_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const [a, b] = [m[1], m[2]];
      const person = b ?? a;
      if (person && !NOT_A_PERSON.has(person)) dead.add(person);
      if (b && a && !NOT_A_PERSON.has(a) && /^(mor|far|bedste|olde)/.test(a)) dead.add(a);
    }
  }
  return [...dead];
}

/** Words before a name that make it no subject: a preposition ('billeder af Bella'), an indirect question ('om farmor kommer'). */
const NOT_SUBJECT_BEFORE = new Set(['af', 'på', 'til', 'med', 'om', 'hvis', 'for', 'fra', 'ved', 'hos', 'uden']);

/**
 * Sentences where a dead person acts now or later: the person right before a present-tense action
 * verb ('mormor åbner døren'), before 'skal/vil/kan' and such a verb's infinitive ('morfar skal
 * hente dig'), or right after a fronted word and the verb ('Så kommer mormor').
 */
export function deadActing(r: EvalRequest, pages: string[]): string[] {
  const dead = deadPeople(r);
  if (!dead.length) return [];
  return pages.flatMap(sentences).filter((s) => {
    const w = words(s);
    return w.some((word, i) => {
      if (!dead.includes(word) || NOT_SUBJECT_BEFORE.has(w[i - 1])) return false;
      const next = w[i + 1];
      if (next && ACTION_VERBS[next]) return true;
      if (next && ['skal', 'vil', 'kan'].includes(next) && ACTION_INFINITIVES.has(w[i + 2])) return true;
      return i >= 2 && !!ACTION_VERBS[w[i - 1]] && (i === 2 ? FRONTED.has(w[0]) : false);
    });
  });
}

/** Pages without a topic word or a content word of the title or description (1-based page numbers). */
export function offTopicPages(r: EvalRequest, pages: string[]): number[] {
  const wanted = [...r.topic.map((t) => stem(t)), ...contentStems(`${r.title} ${r.description}`, subjectNames(r))].filter(
    (s) => s.length >= 3,
  );
  return pages
    .map((page, i) => ({ page: i + 1, stems: words(page).map(stem) }))
    .filter(({ stems }) => !wanted.some((t) => hasStem(stems, t)))
    .map(({ page }) => page);
}

/** The small words any sentence needs, a fact-free one too: a page of only these and frame words says nothing. */
const GLUE = new Set(
  'kan en et den det der er var at og om hvad hvis vil mere han hun de sig sin sit sine hans hendes man må gerne være have godt sådan alle når igen sammen med på til for ikke'.split(
    ' ',
  ),
);

/**
 * Pages that say nothing of the request: none of their words, beside names, frame words and the
 * small words any sentence needs, is a word of the request (its answers included). A step's page
 * («Vi går ind igen») is off topic by `offTopicPages` when the title and description do not name its
 * words, but not silent; a page of a closing frame alone is.
 */
export function silentPages(r: EvalRequest, pages: string[]): number[] {
  const given = new Set(words(requestText(r)));
  const names = subjectNames(r);
  return pages
    .map((page, i) => ({ page: i + 1, own: words(page).filter((w) => !names.includes(w) && !GLUE.has(w) && !isFrameWord(w)) }))
    .filter(({ own }) => !own.some((w) => given.has(w)))
    .map(({ page }) => page);
}

/** Whether the last page holds one of the request's topic words. */
export function topicOnLastPage(r: EvalRequest, pages: string[]): boolean {
  const last = words(pages.at(-1) ?? '').map(stem);
  return r.topic.some((t) => hasStem(last, stem(t)));
}

/**
 * Grounding: each sentence with its content words that are neither the request's (the same stem, or
 * one stem of at least 4 letters the start of the other: 'voksn' and 'voks') nor the frame vocabulary.
 */
export function grounding(
  r: EvalRequest,
  pages: string[],
): { sentences: number; grounded: number; ungrounded: { sentence: string; words: string[] }[] } {
  const given = requestStems(r);
  const names = subjectNames(r);
  const all = pages.flatMap(sentences);
  const givenList = [...given];
  const isGiven = (s: string) =>
    given.has(s) || givenList.some((g) => Math.min(g.length, s.length) >= 4 && (g.startsWith(s) || s.startsWith(g)));
  const ungrounded = all
    .map((sentence) => ({
      sentence,
      words: words(sentence).filter((w) => !STOP_WORDS.has(w) && !names.includes(w) && !isFrameWord(w) && !isGiven(stem(w))),
    }))
    .filter((u) => u.words.length);
  return { sentences: all.length, grounded: all.length - ungrounded.length, ungrounded };
}

/** The `keep` facts the story holds: every word of the fact, stemmed, at a story word's start. */
export function keptFacts(r: EvalRequest, pages: string[]): { kept: number; missing: string[] } {
  const story = words(pages.join(' ')).map(stem);
  const missing = r.keep.filter((k) => !words(k).every((w) => hasStem(story, stem(w))));
  return { kept: r.keep.length - missing.length, missing };
}

/**
 * Sentences holding the title word for word (two words or more) inside more words of their own
 * ('Historien handler om Hos øjenlægen'), where the parent's own text does not. A sentence that is
 * the title alone is an opening, not a paste.
 */
export function titlePasted(r: EvalRequest, pages: string[]): string[] {
  const title = words(r.title).join(' ');
  if (title.split(' ').length < 2) return [];
  const f = r.facts ?? {};
  const own = words([r.description, ...Object.values(f).flat()].join(' ')).join(' ');
  // The parent's own 'mig' is the 'mor' or 'far' the title names ('Sige farvel til mor', of 'sige farvel til mig').
  const self = ['mor', 'far'].filter((w) => title.split(' ').includes(w));
  const selves = self.map((w) => ` ${own} `.replace(/ (?:jeg|mig) /gu, ` ${w} `));
  if (` ${own} `.includes(` ${title} `) || selves.some((x) => x.includes(` ${title} `))) return [];
  return pages.flatMap(sentences).filter((s) => {
    const said = words(s).join(' ');
    return said !== title && ` ${said} `.includes(` ${title} `);
  });
}

/** A sentence with the child's name and the third-person pronouns made alike, to count repeats across stories. */
export function normalisedSentence(r: EvalRequest, sentence: string): string {
  const names = subjectNames(r);
  return words(sentence)
    .map((w) =>
      names.includes(w)
        ? '{n}'
        : ['han', 'hun'].includes(w)
          ? '{han}'
          : ['ham', 'hende'].includes(w)
            ? '{ham}'
            : ['hans', 'hendes'].includes(w)
              ? '{hans}'
              : w,
    )
    .join(' ');
}

/**
 * The copy baseline: the description's sentences, then each answer as written (the steps one by
 * one), spread in order over `pageCount` pages as evenly as they go.
 */
export function copyStory(r: EvalRequest, pageCount: number): string[] {
  const f = r.facts ?? {};
  const answer = (a?: string) => (a ? [/[.!?]$/.test(a) ? a : `${a}.`] : []);
  const parts = [
    ...sentences(r.description),
    ...answer(f.where),
    ...answer(f.when),
    ...(f.who?.length ? answer(f.who.join(', ')) : []),
    ...(f.steps ?? []).flatMap((s) => answer(s)),
    ...answer(f.hard),
    ...answer(f.helps),
    ...answer(f.why),
  ].map((s) => s.charAt(0).toUpperCase() + s.slice(1));
  const pages = Math.min(pageCount, parts.length);
  return Array.from({ length: pages }, (_, i) =>
    parts.slice(Math.round((i * parts.length) / pages), Math.round(((i + 1) * parts.length) / pages)).join(' '),
  );
}

/** FNV-1a, 32 bits: a hash of the id that stays the same on every machine and Node version. */
export function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(id)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

/**
 * The tune/test split: within each stratum (sensitive or not, group or child) the requests ordered by
 * the hash of their id, alternately tune and test, so both halves hold sensitive and group requests.
 */
export function splitCorpus(requests: EvalRequest[]): { tune: string[]; test: string[] } {
  const tune: string[] = [];
  const test: string[] = [];
  const strata = new Map<string, EvalRequest[]>();
  for (const r of requests) {
    const key = `${r.sensitive}-${!!r.group}`;
    strata.set(key, [...(strata.get(key) ?? []), r]);
  }
  for (const key of [...strata.keys()].sort()) {
    strata
      .get(key)!
      .sort((a, b) => idHash(a.id) - idHash(b.id) || a.id.localeCompare(b.id))
      .forEach((r, i) => (i % 2 === 0 ? tune : test).push(r.id));
  }
  return { tune: tune.sort(), test: test.sort() };
}
