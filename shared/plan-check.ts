/**
 * Historietjek on the plan (issue 28): what a story says, held against what the parent wrote.
 *
 * - **Grounding**: each sentence's own words (beside names, small words and the words a fact-free
 *   sentence may use) are traced to the parent's words (title, description, answers), compared by
 *   a Danish stemmer. A sentence with words the parent did not give is listed under «Det har du ikke
 *   skrevet», whatever its `source` says (a writer may mislabel), except a page the parent typed.
 * - **Red, always**, for what can hurt a child: an invented sensitive claim (a class of claim the
 *   request has no word of), a person who has died drawn on a page or acting, a promise the parent
 *   did not make, a threat or a reward, shaming, and a contradiction of the parent's answers (a day
 *   or a time, a person the parent says is not there, the parent's words said of the child).
 * - **Form** (shared/story-check.ts's Gray check, each sentence of the kind the plan gives it): shown
 *   under «Form og sprog»; its advice fits the topic (no «end positively» or «write it positively»
 *   in a sensitive story, no example from another situation), and it never makes a red story green.
 *
 * Pure; the stemmer (Snowball's Danish, from @nlpjs/lang-da) is the only dependency. The server runs
 * it when a story is written or edited and keeps the light; the panel shows the same result.
 */
import StemmerDa from '@nlpjs/lang-da/src/stemmer-da.js';
import { storyCheckMessages as m } from './messages.da';
import { DETERMINER_WORDS } from './story-check.data';
import {
  CLAIM_CLASS_ALSO,
  CLAIM_CLASSES,
  type ClaimClass,
  CONDITION_PATTERNS,
  FACT_FREE_WORDS,
  FEELINGS,
  PLACES,
  FALSE_COMFORT_PATTERNS,
  LABEL_PATTERNS,
  LIVING_ACTS_NOW,
  PROMISED_THINGS,
  REWARD_PATTERNS,
  SENSITIVE_CLASSES,
  THREAT_PATTERNS,
  WEEKDAYS,
  WORD_BY_WORD_CLASSES,
  DAY_PARTS,
  VERB_FORMS,
  PARAPHRASES,
} from './plan-check.data';
import {
  checkOptionsFor,
  type CheckSubject,
  checkPlanForm,
  type Light,
  scoreOf,
  type StoryCheckResult,
  type StoryFlag,
} from './story-check';
import type { StoryFacts } from './story-facts';
import { AWAY_ANSWER, deadIn, FAMILY, NOT_WHO_DIED } from './story-people';
import type { StoryPlan } from './story-plan-text';

export const PLAN_CHECK_VERSION = 10;

/** What the parent asked for: the words every sentence is held against. */
export interface CheckRequest {
  title: string;
  description: string;
  facts: StoryFacts;
}

export const RED_IDS = [
  'invented-claim',
  'dead-present',
  'dead-acting',
  'promise',
  'threat',
  'shaming',
  'contradiction',
  'moved-to-child',
  'not-yours',
  'form-harm',
] as const;
export type RedId = (typeof RED_IDS)[number];

/** Where a sentence is: page (1-based) and its place on the page (0-based, as in the plan). */
export interface SentenceAt {
  page: number;
  index: number;
  text: string;
}

export interface RedFlag extends Partial<SentenceAt> {
  id: RedId;
  /** Danish, one line: what is wrong */
  message: string;
}

export interface UngroundedSentence extends SentenceAt {
  /** The words the parent did not give, as written */
  words: string[];
}

export interface PlanCheckResult {
  light: Light;
  score: number;
  red: RedFlag[];
  /** «Det har du ikke skrevet»: empty when the request is not known (a story from before the questions) */
  ungrounded: UngroundedSentence[];
  /** Whether the parent's words are known, so grounding could be judged */
  requestKnown: boolean;
  /** A story of death, illness, birth, separation, a person leaving, a new adult or danger */
  sensitive: boolean;
  /** What the parent wrote that the story does not tell (a sentence of the description, an answer) */
  leftOut: string[];
  /** Sentences that say nothing but the title or a frame again: filler */
  filler: SentenceAt[];
  /** «Form og sprog»: Gray's criteria, the harm flags moved to `red` */
  form: StoryCheckResult;
}

/** How many words of four letters or more, not the parent's, make a `parent` sentence the writer's own. */
export const NOT_YOURS_WORDS = 3;

/** A story leaves too much out when more than this share of the parent's sentences and answers is not in it. */
export const LEFT_OUT_SHARE = 1 / 3;

// ---------------------------------------------------------------------------------------------
// Words

const stemmer = new StemmerDa();
/** Stems are asked for the same words many times over (every part against every sentence): each is made once. */
const stems = new Map<string, string>();
const stem = (word: string): string => {
  let x = stems.get(word);
  if (x === undefined) {
    x = stemmer.stemWord(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, x);
  }
  return x;
};
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const FACT_FREE_SET = new Set(FACT_FREE_WORDS);
const FACT_FREE_STEMS = new Set(FACT_FREE_WORDS.map(stem).filter((x) => x.length >= 4));
/** The words of a time said in words ('kvart over otte', 'halv ni', 'klokken tolv'). */
const PARAPHRASE_RES = PARAPHRASES.map(([said, plain]) => [new RegExp(`(?<![\\p{L}])${said}(?![\\p{L}])`, 'giu'), plain] as const);
/** A sentence in the parent's plainer words (PARAPHRASES), for counting the words the parent did not write. */
const plainer = (text: string) => PARAPHRASE_RES.reduce((t, [re, plain]) => t.replace(re, plain), text);

const CLOCK_WORDS = new Set([
  'kvart',
  'halv',
  'over',
  'et',
  'to',
  'tre',
  'fire',
  'fem',
  'seks',
  'syv',
  'otte',
  'ni',
  'ti',
  'elleve',
  'tolv',
]);
/**
 * A word a fact-free sentence may use: itself in the list, or an inflection of a listed word of four
 * letters or more ('følelserne'). A short stem is not enough: 'demens' stems to 'dem', a pronoun's.
 */
// 'gangen' is the corridor, not 'første gang'.
const FACT_BEARING = new Set(['gangen', 'gangene']);
const factFree = (word: string) => !FACT_BEARING.has(word) && (FACT_FREE_SET.has(word) || FACT_FREE_STEMS.has(stem(word)));
const boundary = (alternatives: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
const CLASS_RE = Object.fromEntries(Object.entries(CLAIM_CLASSES).map(([k, v]) => [k, boundary(v)])) as Record<ClaimClass, RegExp>;
/** A class's words that say 'not' ('ikke ved med at være her'): read before the request's and the sentence's negations are taken out. */
const CLASS_NEG_RE = Object.fromEntries(
  Object.entries(CLAIM_CLASSES).flatMap(([k, v]) => {
    const negative = v.filter((x) => /(?:^|\s)(?:ikke|aldrig|ingen)(?:\s|$)/u.test(x));
    return negative.length ? [[k, boundary(negative)]] : [];
  }),
) as Partial<Record<ClaimClass, RegExp>>;
const PLACE_RES = PLACES.map((group) => new RegExp(`^(?:${group.join('|')})$`, 'iu'));
/** The kind of place a word names (an index of PLACES), or -1. */
const placeKind = (word: string) => PLACE_RES.findIndex((re) => re.test(word));
const CLASS_ALSO_RE = Object.fromEntries(Object.entries(CLAIM_CLASS_ALSO).map(([k, v]) => [k, boundary(v)])) as Partial<
  Record<ClaimClass, RegExp>
>;
const REWARD_RE = boundary(REWARD_PATTERNS);
const THREAT_RE = new RegExp(`(?:${THREAT_PATTERNS.join('|')})`, 'iu');
const FALSE_COMFORT_RE = boundary(FALSE_COMFORT_PATTERNS);
const CONDITION_RE = new RegExp(`(?:${CONDITION_PATTERNS.join('|')})`, 'iu');
const LABEL_RE = boundary(LABEL_PATTERNS);
const PROMISED_RE = new RegExp(`(?<![\\p{L}])får (?:\\p{L}+ ){0,3}(${PROMISED_THINGS.join('|')})(?![\\p{L}])`, 'iu');
/** What the request says is not there ('ingen stik denne gang', 'ikke noget stik'): no word of a claim the parent makes. */
// ('ingen er syge': what nobody is.)
const NEGATED_RE = /(?<![\p{L}])(?:ingen|intet|ikke (?:noget|nogen|et|en)?)\s*(?:er\s+)?(?!tilbage|mere|hjem|længere)(\p{L}+)/giu;
const MIGHT_RE = /(?<![\p{L}])hvis\s[^.!?]*/giu;
// A stay at the hospital ('sove på hospitalet i en nat', 'blive på hospitalet i mange dage'): the stay said
// of the hospital itself, not a child who sleeps at mormor's while mor is there. The parent may say it of 'der'.
const STAY_RE =
  /(?<![\p{L}])(?:(?:sove|sover|overnatte\p{L}*|blive|bliver) (?:\p{L}+ ){0,3}(?:på|i) (?:hospitalet|sygehuset)|(?:hospitalet|sygehuset) (?:\p{L}+ ){0,2}(?:natten over|en nat|i (?:\p{L}+ )?(?:dage|nætter))|indlagt|indlæg\p{L}*)(?![\p{L}])/iu;
const ASKED_STAY_RE = new RegExp(
  `${STAY_RE.source}|(?<![\\p{L}])(?:blive|sove|bo) der(?![\\p{L}])|(?<![\\p{L}])i (?:\\p{L}+ )?(?:dage|nætter)(?![\\p{L}])`,
  'iu',
);
const FRAME_RULE_RE =
  /(?<![\p{L}])(?:(?:man|du|i|vi|børnene) (?:skal|må ikke|må kun|må aldrig)|skal (?:man|du|i|vi|børnene|alle)|må (?:man|du|i|vi|børnene) (?:ikke|kun|aldrig))(?![\p{L}])/iu;
const PAST_RE = /(?<![\p{L}])(?:sidste år|engang|gik|skete|brændte)(?![\p{L}])/iu;
const WEEKDAY_RE = new RegExp(`(?<![\\p{L}])(${WEEKDAYS.join('|')})(?:en|s)?(?![\\p{L}])`, 'giu');
/** 'om morgenen', 'i aften', 'sent om aftenen', 'i nat' (not 'middagslur' or 'aftensmad'). */
/** A part of the day after its day ('lørdag formiddag'). */
const DAY_PART_AFTER_DAY_RE = new RegExp(
  `(?<![\\p{L}])(?:${WEEKDAYS.join('|')})(?:en)?\\s+(${DAY_PARTS.join('|')})(?:en)?(?![\\p{L}])`,
  'giu',
);
const DAY_PART_RE = new RegExp(
  // ('i morgen' is tomorrow, not the morning.)
  `(?<![\\p{L}])(?:om|i(?! morgen(?![\\p{L}]))|til|hver|sent|tidligt)\\s+(?:om\\s+)?(${DAY_PARTS.join('|')})(?:en|ens)?(?![\\p{L}])`,
  'giu',
);
/** Living or sleeping elsewhere ('bo hos', 'sove hos', 'flytte ud'). */
const AWAY = '(?:bo|bor|sove|sover|flytte|flytter)\\s+(?:hos|ud|til|på)(?![\\p{L}])';
const AWAY_RE = new RegExp(`(?<![\\p{L}])${AWAY}`, 'iu');
/** A rule of 'only' ('Man må kun låne to bøger ad gangen'). */
const ONLY = /(?<![\p{L}])(?:må|skal) (?:\p{L}+ )?kun(?![\p{L}])/iu;
const TIME_RE = /(?<![\p{L}\p{N}])kl(?:okken|\.)?\s*(\d{1,2})(?:[.:](\d{2}))?/giu;
const RANGE_END_RE =
  /(?<![\p{L}\p{N}])(?:kl(?:okken|\.)?\s*|fra\s+)(\d{1,2})(?:[.:](\d{2}))?\s*(?:-|–|til)\s*(?:kl(?:okken|\.)?\s*)?(\d{1,2})(?:[.:](\d{2}))?/giu;
/** A time on a twelve-hour clock ('19:30' is '7:30'). */
const twelve = (t: string) => {
  const [h, mm] = t.split(':');
  return `${Number(h) % 12 || 12}:${mm ?? '00'}`;
};
const HOUR_WORDS: Record<string, number> = Object.fromEntries(
  'et to tre fire fem seks syv otte ni ti elleve tolv'.split(' ').map((w, i) => [w, i + 1]),
);
// ('et' and 'to' before a word are no hours: 'ti minutter i et lille rum'.)
const HOUR = `((?:et|to)(?!\\s+\\p{L}{3,})|${Object.keys(HOUR_WORDS)
  .filter((w) => w !== 'et' && w !== 'to')
  .join('|')})`;
/**
 * The times a text says in words, on a twelve-hour clock: 'halv ni' (8:30), 'kvart over otte' (8:15),
 * 'kvart i ni' (8:45), 'tyve minutter i otte' (7:40), 'klokken ni' (9:00).
 */
const HALF_RE = new RegExp(`(?<![\\p{L}])halv ${HOUR}(?![\\p{L}])`, 'gu');
const QUARTER_OVER_RE = new RegExp(`(?<![\\p{L}])kvart over ${HOUR}(?![\\p{L}])`, 'gu');
const QUARTER_TO_RE = new RegExp(`(?<![\\p{L}])kvart i ${HOUR}(?![\\p{L}])`, 'gu');
const MINUTES_RE = new RegExp(`(?<![\\p{L}])(\\p{L}+) minutter (over|i) ${HOUR}(?![\\p{L}])`, 'gu');
const OCLOCK_RE = new RegExp(`(?<![\\p{L}])klokken ${HOUR}(?![\\p{L}])(?! minutter)`, 'gu');
function clockTimesIn(text: string): { text: string; time: string }[] {
  const out: { text: string; time: string }[] = [];
  const at = (said: string, h: number, m: number) => out.push({ text: said, time: `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}` });
  const t = text.toLowerCase();
  for (const x of t.matchAll(HALF_RE)) at(x[0], HOUR_WORDS[x[1]] - 1, 30);
  for (const x of t.matchAll(QUARTER_OVER_RE)) at(x[0], HOUR_WORDS[x[1]], 15);
  for (const x of t.matchAll(QUARTER_TO_RE)) at(x[0], HOUR_WORDS[x[1]] - 1, 45);
  for (const x of t.matchAll(MINUTES_RE)) {
    const n = WORD_VALUE[x[1]];
    if (n) at(x[0], x[2] === 'over' ? HOUR_WORDS[x[3]] : HOUR_WORDS[x[3]] - 1, x[2] === 'over' ? n : 60 - n);
  }
  for (const x of t.matchAll(OCLOCK_RE)) at(x[0], HOUR_WORDS[x[1]], 0);
  return out;
}

/** A text's sentences: after a word or a number and a full stop ('i uge 29. Liam …'); with `capital`, only before a capital. */
const sentencesOf = (text: string, capital = false) =>
  text.split(capital ? /(?<=[\p{L}\p{N}][.!?])\s+(?=\p{Lu})/u : /(?<=[\p{L}\p{N}][.!?])\s+/u);

/** All the parent's words, in one text: title, description and every answer. */
export function requestText(r: CheckRequest): string {
  const f = r.facts ?? {};
  return [r.title, r.description, f.where, f.when, ...(f.who ?? []), ...(f.steps ?? []), f.hard, f.helps, f.why].filter(Boolean).join('. ');
}

/**
 * Two stems are the same word: equal, one of four letters or more begins the other ('tandlæg',
 * 'tandlægestol'), or one of five or more ends the other (a compound's head: 'hospital',
 * 'universitetshospital').
 */
const sameWord = (a: string, b: string) =>
  a === b ||
  (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a))) ||
  (Math.min(a.length, b.length) >= 5 && (a.endsWith(b) || b.endsWith(a)));

// ---------------------------------------------------------------------------------------------
// The check

export function checkPlan(plan: StoryPlan, request: CheckRequest, subject: CheckSubject): PlanCheckResult {
  const opts = checkOptionsFor(subject);
  const asked = requestText(request);
  const requestKnown = request.description.trim() !== '' || Object.keys(request.facts ?? {}).length > 0;
  const askedStems = [...new Set(wordsOf(`${asked} ${subject.name}`).map(stem))];
  // A compound's head is the parent's word too ('kampen' for 'håndboldkamp').
  const inRequest = (word: string) => askedStems.some((a) => sameWord(a, stem(word)) || (stem(word).length >= 4 && a.endsWith(stem(word))));
  // The parent's own words said otherwise: 'klassen' for '4.B', 'kvart over otte' for 'kl. 8.15'.
  const classNamed = /(?<![\p{L}\p{N}])\d{1,2}\.\s?\p{L}(?![\p{L}])/u.test(asked);
  const clockNamed = /(?<![\p{N}])\d{1,2}[.:]\d{2}(?![\p{N}])|kl(?:okken|\.)?\s*\d/iu.test(asked);
  const stated = numeralsOf(asked);
  // A strong verb in another tense is the parent's word ('trukket' of 'trække').
  const askedVerbs = new Set(wordsOf(asked).flatMap((w) => VERB_OF.get(w) ?? []));
  const given = (word: string) =>
    factFree(word) ||
    inRequest(word) ||
    askedVerbs.has(VERB_OF.get(word) ?? '') ||
    (classNamed && /^klasse(?:n|r|rne)?$/u.test(word)) ||
    (clockNamed && CLOCK_WORDS.has(word)) ||
    // The parent's number in words ('femte' for '5. juli', 'tyve minutter i otte' for 'kl. 7.40').
    stated.has(WORD_VALUE[word] ?? -1) ||
    (clockNamed && /^minut(?:ter)?$/u.test(word));
  const child = (opts.name ?? subject.name).trim().split(/\s+/)[0] ?? '';
  const names = new Set(wordsOf(`${child} ${subject.name}`));
  // 'Malthe har mistet sin far': his father, not the child's, has died.
  const lost = [...asked.matchAll(/(?<![\p{L}])(\p{Lu}\p{Ll}+) har mistet (?:sin|sit|sine) (\p{Ll}+)/gu)]
    .filter((x) => FAMILY.includes(x[2]))
    .map((x) => `${x[1].toLowerCase()}s ${x[2]}`);
  const dead = [...deadIn(asked).map((d) => d.toLowerCase()), ...lost];

  const sentences: (SentenceAt & { typed: boolean })[] = plan.pages.flatMap((page, p) =>
    page.sentences.map((s, index) => ({ page: p + 1, index, text: s.text, typed: s.source === 'parent' && s.from === 'edit' })),
  );

  // Grounding: what the parent did not write.
  const ungrounded: UngroundedSentence[] = [];
  if (requestKnown) {
    for (const s of sentences) {
      if (s.typed) continue;
      const own = wordsOf(plainer(s.text)).filter((w) => !names.has(w) && w.length > 1 && !/^\d+$/.test(w) && !given(w));
      if (own.length) ungrounded.push({ page: s.page, index: s.index, text: s.text, words: [...new Set(own)] });
    }
  }

  const red: RedFlag[] = [];
  const flag = (id: RedId, message: string, at?: SentenceAt) =>
    red.push({ id, message, ...(at ? { page: at.page, index: at.index, text: at.text } : {}) });
  const sensitive = SENSITIVE_CLASSES.some((c) => CLASS_RE[c].test(asked));

  // An invented claim: a class of claim the request has no word of.
  const affirmed = asked.replace(NEGATED_RE, ' ');
  // What the parent says only might happen ('hvis der en dag skulle gå ild i noget') told as what did
  // happen ('Sidste år gik der ild i skolens køkken') is invented.
  const happened = affirmed.replace(MIGHT_RE, ' ');
  const askedClasses = new Set(
    (Object.keys(CLASS_RE) as ClaimClass[]).filter(
      (c) => CLASS_RE[c].test(affirmed) || CLASS_ALSO_RE[c]?.test(affirmed) || CLASS_NEG_RE[c]?.test(asked),
    ),
  );
  // The family's own baby ('Mor venter en baby', 'Vi skal have en baby') makes the child a big brother or sister.
  if (
    askedClasses.has('birth') &&
    sentencesOf(affirmed).some(
      (x) =>
        CLASS_RE.birth.test(x) &&
        /(?<![\p{L}])(?:mor|far|vi|familien|forældrene)(?![\p{L}])/iu.test(x) &&
        !wordsOf(x).some((w) => FAMILY.includes(w) && !['mor', 'far'].includes(w)),
    )
  )
    askedClasses.add('sibling');
  // A claim's own word the parent did not write is invented too, even where the class is the
  // request's ('Bella skal opereres' does not put Viktor in a hospital). So is a name the parent never gave.
  const newWords = new Map(ungrounded.map((u) => [`${u.page}/${u.index}`, u.words]));
  const firstPerson = /(?<![\p{L}])(?:jeg|mig|min|mit|mine)(?![\p{L}])/iu.test(asked);
  if (requestKnown) {
    const seen = new Set<ClaimClass>();
    for (const s of sentences) {
      if (s.typed) continue;
      const fresh = newWords.get(`${s.page}/${s.index}`) ?? [];
      // 'De er ikke kærester mere' claims no new adult.
      // ('Mange børn synes, det er sjovt at lege læge': a game is no doctor.)
      const said = s.text
        .replace(NEGATED_RE, ' ')
        .replace(/(?<![\p{L}])(?:lege|leger|legede) (?:læge|doktor|tandlæge|dyrlæge|hospital)(?![\p{L}])/giu, ' ');
      for (const c of Object.keys(CLASS_RE) as ClaimClass[]) {
        if (seen.has(c) || !(CLASS_RE[c].test(said) || CLASS_NEG_RE[c]?.test(s.text))) continue;
        // Word by word: a word of the claim the parent did not write, also inside a phrase ('farer vild').
        // The class's own name ('syg', 'sygdommen') where the parent named the illness ('demens') is the parent's.
        // (So are the words of its care where the parent named it: 'blodsukker' of 'diabetes'.)
        const hit = wordsOf(said.match(CLASS_RE[c])?.[0] ?? '').filter(
          (w) => !(c === 'illness' && /^syg/u.test(w)) && !CARE.some(([of, words]) => of.test(asked) && words.test(w)),
        );
        // The head of a compound the parent wrote ('festen' of 'sommerfest', 'hospitalet' of 'Odense
        // Universitetshospital') is the parent's word; a night there is not ('sove på hospitalet i en nat').
        const head = (w: string) => stem(w).length >= 4 && askedStems.some((a) => a.length > stem(w).length && a.endsWith(stem(w)));
        const stay = c === 'hospital' && STAY_RE.test(said) && !ASKED_STAY_RE.test(asked);
        if (!stay && hit.length && hit.every(head)) continue;
        // (Every word of it the care of what the parent named: 'læger og sygeplejersker' at the parent's hospital.)
        const claimWords = wordsOf(said.match(CLASS_RE[c])?.[0] ?? '');
        if (!stay && claimWords.length && claimWords.every((w) => CARE.some(([of, words]) => of.test(asked) && words.test(w)))) continue;
        // The parent's own words that say 'not' ('Hun bliver ikke rask igen') told back.
        if (!CLASS_RE[c].test(said) && CLASS_NEG_RE[c]?.test(s.text) && CLASS_NEG_RE[c]?.test(asked)) continue;
        const told =
          CLASS_RE[c].test(said.replace(MIGHT_RE, ' ')) && PAST_RE.test(said) && !CLASS_RE[c].test(happened) && CLASS_RE[c].test(affirmed);
        if (
          !told &&
          !stay &&
          askedClasses.has(c) &&
          !(WORD_BY_WORD_CLASSES.includes(c) && (hit.some((w) => fresh.includes(w)) || !CLASS_RE[c].test(affirmed)))
        )
          continue;
        seen.add(c);
        flag('invented-claim', m.plan.invented(s.text, m.plan.claimClass[c]), s);
      }
      // A result of a check nobody gave ('Bagefter skal Ida have briller'): not a class of its own, so a parent's
      // glasses do not make an eye disease theirs.
      const device = s.text.match(/(?<![\p{L}])(?:skal|får|fik) (?:\p{L}+ ){0,2}(briller|tandbøjle)(?![\p{L}])(?! på)/iu)?.[1];
      if (device && !seen.has('illness') && !inRequest(device)) {
        seen.add('illness');
        flag('invented-claim', m.plan.invented(s.text, m.plan.claimClass.illness), s);
      }
      // A substitute made the new teacher ('Amalie bliver jeres nye klasselærer'), where the parent wrote of no new one: the teacher leaves.
      if (
        !seen.has('leaving') &&
        /(?<![\p{L}])(?:bliver|er) (?:jeres|vores|deres|klassens) nye (?:\p{L}*lærer|pædagog|træner)/iu.test(s.text) &&
        !/(?<![\p{L}])nye? (?:\p{L}*lærer|pædagog|træner)/iu.test(asked)
      ) {
        seen.add('leaving');
        flag('invented-claim', m.plan.invented(s.text, m.plan.claimClass.leaving), s);
      }
      const name = s.text
        .match(/(?<=[\p{L}\p{N},] )\p{Lu}[\p{L}-]+/gu)
        ?.find((n) => fresh.includes(n.toLowerCase()) && !names.has(n.toLowerCase()) && !NOT_A_NAME.has(n.toLowerCase()));
      if (name) flag('invented-claim', m.plan.newName(name, s.text), s);
      // A member of the family the parent never named ('står morfar i døren', when farmor comes).
      // (An adult: 'storebror' of a new 'lillesøster' is the same family in other words.)
      // (Not 'mor' or 'far' where a parent writes of themselves: 'jeg og hans far'.)
      const relative = fresh.find(
        (w) => FAMILY.includes(w) && !/(bror|søster)$/u.test(w) && !(firstPerson && (w === 'mor' || w === 'far')),
      );
      if (!name && relative) flag('invented-claim', m.plan.newName(relative, s.text), s);
      // A person of the story lost ('Sidste år blev Liva væk i lufthavnen'), where the parent wrote of no danger.
      const lost = s.text.match(/(?<![\p{L}])blev (\p{Lu}\p{Ll}+) væk(?![\p{L}])/u)?.[1];
      if (lost && !seen.has('danger') && !askedClasses.has('danger') && personsOf(request, child).has(lost.toLowerCase())) {
        seen.add('danger');
        flag('invented-claim', m.plan.invented(s.text, m.plan.claimClass.danger), s);
      }
      // The child sent to live or sleep elsewhere, where the parent wrote of nobody living away ('Magnus skal bo hos en plejefamilie').
      if (
        !seen.has('leaving') &&
        child &&
        AWAY_RE.test(asked) === false &&
        // (Not in the parent's own words: 'Theo må sove på hotelværelset med far', from 'at han må sove … på hotelværelset med far'.)
        fresh.length > 0 &&
        new RegExp(`(?<![\\p{L}])${child}\\s+(?:skal\\s+|må\\s+|kommer\\s+til\\s+at\\s+)?${AWAY}`, 'iu').test(s.text)
      ) {
        seen.add('leaving');
        flag('invented-claim', m.plan.invented(s.text, m.plan.claimClass.leaving), s);
      }
    }
  }

  // A sentence that says it is the parent's words and is not: the parent is told they wrote what they
  // did not ('Hunden Bella skal bo hos en ny familie', «fra beskrivelsen»). A word or two is
  // re-voicing ('Familien sætter sig …'); more is the writer's. (A frame with words of its own is
  // not held to this: a perspective like «Det er naturligt at savne nogen, man holder af» states no fact.)
  const whoWords = new Set((request.facts?.who ?? []).flatMap(wordsOf).filter((w) => w.length >= 3 && !factFree(w)));
  for (const s of sentences) {
    if (s.typed || red.some((r) => r.page === s.page && r.index === s.index)) continue;
    const source = plan.pages[s.page - 1].sentences[s.index].source;
    const fresh = (newWords.get(`${s.page}/${s.index}`) ?? []).filter((w) => w.length >= 4);
    if (source === 'parent' && fresh.length >= NOT_YOURS_WORDS) flag('not-yours', m.plan.notYours(s.text, fresh.join(', ')), s);
    // A frame states no fact, so it tells nothing a person does or is ('Mor er der hele tiden').
    const first = wordsOf(s.text)[0] ?? '';
    // (A name the parent wrote inside a sentence, with its capital: 'Kaninen Rollo skal vaccineres'.)
    const named = first.length >= 3 && namedInside(asked, first);
    if (source === 'frame' && !names.has(first) && (FAMILY.includes(first) || whoWords.has(first) || named))
      flag('not-yours', m.plan.frameFact(s.text), s);
    // Nor a rule ('I bussen må man ikke sige noget', 'Man skal smage på alt').
    // (Not in what only might be: 'Det er okay, hvis man skal have en pause'.)
    // (Nor what someone may not know: 'Det er i orden ikke at vide, hvad man skal sige'.)
    else if (
      source === 'frame' &&
      FRAME_RULE_RE.test(s.text.replace(/(?<![\p{L}])(?:hvis|når|hvad|hvor|hvordan|hvem|hvornår)\s[^,.]*/giu, ' '))
    )
      flag('not-yours', m.plan.newRule(s.text), s);
  }

  // The dead: never drawn, never acting.
  for (const [p, page] of plan.pages.entries()) {
    // 'oldefar Knud' is Knud, who the parent says has died.
    const drawn = page.scene.present.find(
      (who) =>
        dead.includes(who.toLowerCase()) ||
        who
          .toLowerCase()
          .split(/\s+/)
          .some((w) => dead.includes(w)),
    );
    if (drawn) flag('dead-present', m.plan.deadPresent(drawn, p + 1), { page: p + 1, index: 0, text: page.sentences[0]?.text ?? '' });
  }
  // Who has died: by the parent's words, and from the page where the story itself says so.
  const gone = new Set(dead);
  for (const s of sentences) {
    const w = wordsOf(s.text);
    // Not after a preposition ('billeder af mormor') or in a question or a condition ('spørger, hvornår morfar kommer').
    const i = w.findIndex(
      (word, k) =>
        gone.has(word) &&
        ![
          'om',
          'af',
          'til',
          'med',
          'hos',
          'for',
          'fra',
          'ved',
          'uden',
          'på',
          'hvornår',
          'hvor',
          'hvorfor',
          'hvordan',
          'hvis',
          'når',
        ].includes(w[k - 1] ?? ''),
    );
    // A question about the dead ('Hvornår kommer mormor?') is no act of theirs.
    if (i >= 0 && !s.text.includes('?')) {
      const next = w.slice(i + 1, i + 5);
      // The verb right after the person, or after a small word ('morfar ved godt', 'mormor er glad',
      // 'Molly spinder'); or before, after a fronted word ('Så kommer mormor'). Not a possession
      // ('Mis' madskål står tom'), not an object ('Ebbe savner mormor').
      // (Or after two: 'Mormor kan stadig høre Asta'.)
      const small = ['er', 'har', 'kan', 'stadig', 'også', 'altid', 'nu', 'og', 'godt'];
      const verbAt = LIVING_ACTS_NOW.includes(next[0])
        ? 0
        : small.includes(next[0]) && LIVING_ACTS_NOW.includes(next[1])
          ? 1
          : small.includes(next[0]) && small.includes(next[1]) && LIVING_ACTS_NOW.includes(next[2])
            ? 2
            : small.includes(next[0]) && small.includes(next[1]) && small.includes(next[2]) && LIVING_ACTS_NOW.includes(next[3])
              ? 3
              : -1;
      const fronted =
        i >= 2 &&
        LIVING_ACTS_NOW.includes(w[i - 1]) &&
        ['så', 'nu', 'bagefter', 'derefter', 'senere', 'snart', 'og', 'dag'].includes(w[i - 2]);
      const will = ['skal', 'vil'].includes(next[0]) && !!next[1] && !['ikke', 'begraves', 'bisættes', 'brændes', 'have'].includes(next[1]);
      // After 'kan' or 'vil' put first ('Nu kan Pelle ligge og hygge sig'), and a feeling of now ('Mormor bliver glad, når …').
      const can =
        i >= 1 &&
        ['kan', 'vil'].includes(w[i - 1]) &&
        !!next[0] &&
        !['ikke', 'aldrig', 'begraves', 'bisættes', 'brændes'].includes(next[0]);
      const feels = next[0] === 'bliver' && ['glad', 'glade', 'stolt', 'stolte', 'rørt'].includes(next[1] ?? '');
      // Euphemisms that keep the dead with the child: a star, heaven, an angel.
      const euphemism = w.slice(i + 1).some((x) => ['stjerne', 'stjernen', 'himlen', 'engel', 'sover', 'hviler'].includes(x));
      const possessive = new RegExp(`(?<![\\p{L}])${w[i]}'`, 'iu').test(s.text);
      if (
        (verbAt >= 0 || fronted || will || can || feels || euphemism) &&
        !possessive &&
        !next.includes('ikke') &&
        !next.includes('aldrig')
      )
        flag('dead-acting', m.plan.deadActing(w[i], s.text), s);
    }
    // The dead kept with the child by a pronoun, after a sentence of theirs ('Farmor døde i foråret. Hun … I dag
    // kigger hun ned fra himlen og er stolt af ham').
    const at = sentences.indexOf(s);
    const theirs = sentences
      .slice(Math.max(0, at - 2), at)
      .flatMap((x) => wordsOf(x.text))
      .find((x) => gone.has(x));
    const VERB = '(?:kigger|ser|passer|våger|vinker|smiler|lyser|er|sidder|bor|følger)';
    const watching = new RegExp(
      `(?<![\\p{L}])(?:(?:hun|han) (?:\\p{L}+ ){0,2}${VERB}|${VERB} (?:hun|han))(?: \\p{L}+){0,3} (?:fra|i|oppe i|oppe fra|på) (?:himlen|stjernerne|stjernen|en stjerne)(?![\\p{L}])`,
      'iu',
    );
    if (i < 0 && theirs && watching.test(s.text) && !/(?<![\p{L}])(?:ikke|tror|siger|måske|nogle)(?![\p{L}])/iu.test(s.text))
      flag('dead-acting', m.plan.deadActing(theirs, s.text), s);
    for (const x of s.text
      .toLowerCase()
      .matchAll(
        /(?<![\p{L}])([\p{L}]+) (?:er død|døde|blev begravet|bliver begravet|er begravet|blev aflivet|bliver aflivet)(?![\p{L}])/gu,
      ))
      if (!NOT_WHO_DIED.test(x[1])) gone.add(x[1]);
    for (const x of s.text
      .toLowerCase()
      .matchAll(/(?<![\p{L}])(?:begraver|begravede|begraves)(?: (?:vi|de|han|hun|mor|far))? ([\p{L}]+)(?![\p{L}])/gu))
      gone.add(x[1]);
  }

  // The form check, each sentence of the plan's kind; its harm flags are read here.
  const form = checkPlanForm(plan, opts);
  const softened: StoryFlag[] = [];
  const formSentences = form.sentences;
  const atOf = (f: StoryFlag): SentenceAt | undefined => {
    if (f.sentenceIndex === undefined) return undefined;
    const text = formSentences[f.sentenceIndex]?.text ?? '';
    return sentences.find((s) => s.page === f.scene && s.text.includes(text)) ?? (f.scene ? { page: f.scene, index: 0, text } : undefined);
  };
  for (const f of form.flags) {
    if (f.severity !== 'harm') continue;
    const at = atOf(f);
    const typed = at && sentences.find((s) => s.page === at.page && s.index === at.index)?.typed;
    switch (f.id) {
      case 'threat':
        flag('threat', f.message, at);
        break;
      case 'shaming':
        // The parent's own telling of what is hard ('at nogle griner, fordi det er pinligt'), told back
        // with no word of the writer's, is a feeling named, and advice on its form; typed, it is red.
        if (!typed && requestKnown && at && !newWords.has(`${at.page}/${at.index}`) && wordsOf(f.excerpt ?? '').every(inRequest))
          softened.push(f);
        else flag('shaming', f.message, at);
        break;
      case 'promise':
        // A promise the parent made ('Han får en is bagefter') is the parent's to make.
        if (
          !typed &&
          !(at && permissionOrDeath(f.excerpt ?? '', at.text, dead.length > 0)) &&
          !wordsOf(f.excerpt ?? '')
            .filter((w) => !factFree(w))
            .every(inRequest)
        )
          flag('promise', f.message, at);
        break;
      case 'frightening':
        // The real words of what happens, as the parent wrote them, are the story's facts.
        if (!typed && !wordsOf(f.excerpt ?? '').every(given)) flag('form-harm', f.message, at);
        break;
      case 'sensitive-contradiction':
        // The dead who act are found above, with the parent's words and the questions a child asks.
        break;
      default: {
        // The parent's words as the writer told them ('Viktor er bekymret for …') are advice on their
        // form; what the parent types into the story is checked as any text is.
        // (So are its flagged words, all the parent's, in a sentence with a word of the writer's: 'har svært ved at se, hvad der står på tavlen'.)
        const own = requestKnown && at && (!newWords.has(`${at.page}/${at.index}`) || (!!f.excerpt && wordsOf(f.excerpt).every(inRequest)));
        if (typed || !own) flag('form-harm', f.message, at);
        else softened.push(f);
      }
    }
  }
  for (const s of sentences) {
    const here = (id: RedId) => red.some((r) => r.page === s.page && r.index === s.index && r.id === id);
    // A threat or a reward is red even in the parent's own words, and after «Det passer».
    if (!here('threat') && (REWARD_RE.test(s.text) || THREAT_RE.test(s.text))) flag('threat', m.plan.reward(s.text), s);
    // A treat the parent did not write of ('Bagefter får Alfred en slikkepind'): a promise nobody made.
    const thing = s.text.match(PROMISED_RE)?.[1];
    if (!s.typed && thing && !here('promise') && !inRequest(thing)) flag('promise', m.promise.message(thing), s);
    // What only a sentence the parent did not write can be: false comfort, a condition, a label.
    const fresh = newWords.get(`${s.page}/${s.index}`) ?? [];
    if (s.typed) continue;
    // False comfort in the parent's own words is theirs; in words the parent did not put together, it is a promise
    // ('Måske bliver mor og far kærester igen', where the parent wrote that they are not).
    // Not under a 'not' ('Dyrlægen kunne ikke gøre Bella rask igen').
    const comfortAt = s.text.match(FALSE_COMFORT_RE);
    // (Nor on a condition: 'Ingen bliver undersøgt, hvis de ikke har lyst'.)
    const negated =
      !!comfortAt &&
      (permissionOrDeath(comfortAt[0], s.text, dead.length > 0) ||
        /(?<![\p{L}])(?:ikke|aldrig)(?: \p{L}+){0,3} $/iu.test(s.text.slice(0, comfortAt.index)) ||
        /^,?\s*(?:hvis|medmindre)(?![\p{L}])/iu.test(s.text.slice(comfortAt.index! + comfortAt[0].length)));
    // (Nor a joy the parent wrote: 'Hele familien glæder sig til at se babyen'.)
    const comfort = negated || (/glæder sig/iu.test(comfortAt?.[0] ?? '') && /glæder sig/iu.test(asked)) ? undefined : comfortAt?.[0];
    // The parent's own when one sentence of theirs, with no 'ikke', holds all its words ('kommer tilbage i skole på mandag').
    const theirs =
      !!comfort &&
      sentencesOf(asked).some((x) => {
        const w = wordsOf(x);
        // (The comfort's own 'aldrig' is no 'not' of the sentence: 'kommer der aldrig vand i dem'.)
        return (
          !NOT_RE.test(x.toLowerCase().replace(comfort.toLowerCase(), ' ')) && wordsOf(comfort).every((c) => names.has(c) || w.includes(c))
        );
      });
    // (Also retold with a word of the writer's: 'Når Ida holder kluden for øjnene, kommer der aldrig vand i dem'.)
    if (comfort && !here('promise') && !theirs && (fresh.length || !asked.toLowerCase().includes(comfort.toLowerCase())))
      flag('promise', m.promise.message(comfort), s);
    // A feeling decided for the child ('Når mor kommer hjem, bliver Oscar glad'), where the parent did not write it
    // ('Laura er meget glad for rutiner' is what she likes, not how she will feel).
    const feeling =
      child &&
      s.text.match(
        new RegExp(
          `(?<![\\p{L}])(?:${childWord(child)} (?:bliver|er)|(?:bliver|er) ${childWord(child)}) (?:\\p{L}+ )?(?:glad|rolig|tryg|lettet|stolt)(?![\\p{L}])(?! for\\b)`,
          'iu',
        ),
      )?.[0];
    if (feeling && !here('promise') && !asked.toLowerCase().includes(feeling.toLowerCase())) flag('promise', m.promise.message(feeling), s);
    // A rule the parent did not give ('Man må kun låne to bøger ad gangen'), also in the parent's words put together anew.
    if (ONLY.test(s.text) && !here('threat') && !ONLY.test(asked)) flag('contradiction', m.plan.newRule(s.text), s);
    // (A writer's sentence is the writer's even in the parent's words: 'Far bliver ked af det, hvis Oskar cykler langsomt'.)
    // (Not a perspective of many: 'Mange børn bliver kede af det, når deres kæledyr dør'.)
    if (
      !fresh.length &&
      (plan.pages[s.page - 1].sentences[s.index].source !== 'writer' ||
        /^(?:mange|nogle|de fleste|alle|når nogen|det er)(?![\p{L}])/iu.test(s.text))
    )
      continue;
    // (Not the child's own feeling: 'Måske bliver Nora træt af alle stemmerne'.)
    const condition = s.text.match(CONDITION_RE)?.[0];
    if (!here('threat') && condition && !(child && new RegExp(`^bliver ${childWord(child)} `, 'iu').test(condition)))
      flag('threat', m.plan.reward(s.text), s);
    const label = s.text.match(LABEL_RE)?.[0];
    if (label && !here('shaming') && !here('threat')) flag('shaming', m.shaming.message(label), s);
  }

  // Contradictions of the parent's answers.
  if (requestKnown) contradictions(sentences, plan, request, asked, child, flag, newWords, names);
  // The title the child sees on the cover, where the writer gave another than the parent's ('Asger har
  // øjenklap i en uge', for three months): another length, or a claim the parent did not make.
  const title = plan.title.trim();
  if (requestKnown && title && title.toLowerCase() !== request.title.trim().toLowerCase()) {
    const titled: Flag = (id, message) => red.push({ id, message, text: title });
    if (!otherAmount([{ page: 0, index: 0, text: title, typed: false }], asked, titled)) {
      const said = title.replace(NEGATED_RE, ' ');
      const c = (Object.keys(CLASS_RE) as ClaimClass[]).find((k) => CLASS_RE[k].test(said) && !askedClasses.has(k));
      if (c) titled('invented-claim', m.plan.invented(title, m.plan.claimClass[c]));
    }
  }

  // What the parent wrote and the story leaves out; filler.
  const storyStems = wordsOf(plan.pages.flatMap((p) => p.sentences.map((x) => x.text)).join(' ')).map(stem);
  const parts = [
    ...sentencesOf(request.description, true),
    ...Object.values(request.facts ?? {})
      .flat()
      .filter((x): x is string => typeof x === 'string'),
  ];
  const leftOut = parts.filter((part) => {
    const own = [
      ...new Set(
        wordsOf(part)
          .filter((w) => w.length >= 3 && !factFree(w) && !names.has(w))
          .map(stem),
      ),
    ];
    return own.length > 0 && own.filter((x) => storyStems.some((y) => sameWord(x, y))).length < own.length / 2;
  });
  const titleWords = new Set(
    wordsOf(request.title)
      .filter((w) => !factFree(w))
      .map(stem),
  );
  const filler = sentences.filter((x) => {
    if (x.typed) return false;
    const own = wordsOf(x.text).filter((w) => !names.has(w) && !factFree(w));
    // Only the title's words again ('Nu ved Ida mere om tandlægen'), or a sentence said twice.
    const titleOnly =
      titleWords.size > 0 &&
      own.length > 0 &&
      own.every((w) => titleWords.has(stem(w))) &&
      /\b(historien|nu ved|handler om|mere om|det med)\b/iu.test(x.text);
    const twice = sentences.some(
      (y) => y !== x && y.text.toLowerCase() === x.text.toLowerCase() && (y.page < x.page || (y.page === x.page && y.index < x.index)),
    );
    return titleOnly || twice;
  });
  const thin = requestKnown && parts.length >= 3 && leftOut.length > parts.length * LEFT_OUT_SHARE;

  // Advice that fits the topic.
  const fitting = [...form.flags.filter((f) => f.severity !== 'harm'), ...softened.map((f) => ({ ...f, severity: 'hard' as const }))]
    // A sensitive story tells what happened in the past tense ('Morfar var meget gammel'): advice to
    // write it in the present would make it untrue.
    .filter((f) => !(sensitive && (f.id === 'negative' || f.id === 'tense-change')));
  // What the parent did not say (where, when, who, why, how) is advice to add it, not a fault of the
  // story: a writer may not invent it.
  const advised = fitting.map((f) => (f.id.startsWith('unanswered-') ? { ...f, severity: 'soft' as const } : f));
  const formScore = scoreOf(advised);
  const shownForm: StoryCheckResult = { ...form, flags: advised, ...formScore };

  let score = formScore.score - red.length * 40 - Math.min(30, ungrounded.length * 10);
  score = Math.max(0, Math.min(100, score));
  if (thin) score = Math.min(score, 75);
  const light: Light = red.length ? 'rød' : ungrounded.length || filler.length || thin || formScore.light !== 'grøn' ? 'gul' : 'grøn';
  return { light, score, red, ungrounded, requestKnown, sensitive, leftOut: thin ? leftOut : [], filler, form: shownForm };
}

/**
 * What the form check reads as a promise but promises nothing: leave given ('Det går fint at kigge ud
 * ad vinduet') and what is true of the dead ('Når man er død, har man ikke ondt mere'; with `dead`, the story has a
 * death: 'Han har ikke ondt mere').
 */
function permissionOrDeath(excerpt: string, text: string, dead = false): boolean {
  const at = text.toLowerCase().indexOf(excerpt.toLowerCase());
  if (at < 0) return false;
  if (/går (?:helt )?fint$/iu.test(excerpt) && /^ at /iu.test(text.slice(at + excerpt.length))) return true;
  // ('Han har ikke ondt mere' of the dead; 'død er for altid'.)
  return (
    (/ondt|for altid/iu.test(excerpt) && /(?<![\p{L}])(?:er død|døde|død)(?![\p{L}])/iu.test(text)) ||
    (/ondt/iu.test(excerpt) && /(?<![\p{L}])(?:han|hun) har ikke ondt mere(?![\p{L}])/iu.test(text) && dead)
  );
}

/** The parts of the day an hour can be called, both where it is on the edge ('kl. 17' is afternoon or evening). */
function partsOfHour(hour: number): string[] {
  const spans: [string, number, number][] = [
    ['nat', 22, 30],
    ['morgen', 5, 10],
    ['formiddag', 9, 12],
    ['middag', 11, 14],
    ['eftermiddag', 12, 18],
    ['aften', 17, 24],
  ];
  return spans.filter(([, from, to]) => (hour >= from && hour <= to) || (hour + 24 >= from && hour + 24 <= to)).map(([part]) => part);
}

function contradictions(
  sentences: (SentenceAt & { typed: boolean })[],
  plan: StoryPlan,
  request: CheckRequest,
  asked: string,
  child: string,
  flag: (id: RedId, message: string, at?: SentenceAt) => void,
  newWords: Map<string, string[]>,
  names: Set<string>,
) {
  const told = sentences.filter((s) => !s.typed);
  if (
    claimMoved(told, request, child, flag) ||
    otherPlace(told, request, asked, newWords, flag) ||
    otherHome(told, asked, flag) ||
    otherPlaceOf(told, request, names, child, flag) ||
    stepOrder(told, plan, request, names, flag) ||
    opposite(told, request, names, flag) ||
    absentThere(told, asked, names, flag) ||
    thereAbsent(told, request, names, flag) ||
    hardDenied(told, request, names, flag) ||
    bannedAllowed(told, request, names, flag) ||
    allergenAllowed(told, asked, child, flag) ||
    sleepsAway(told, asked, child, flag) ||
    likesHard(told, plan, request, child, flag) ||
    personSwapped(told, plan, request, child, names, flag) ||
    otherAmount(told, asked, flag) ||
    otherReason(told, request, asked, names, newWords, flag) ||
    otherWhen(told, asked, flag) ||
    moreThanOne(told, asked, names, flag) ||
    feelingMoved(told, request, child, flag) ||
    notAsFrom(told, plan, request, names, flag) ||
    otherNumber(told, plan, asked, names, flag) ||
    otherOrdinal(told, asked, flag) ||
    movedDay(told, asked, flag) ||
    babySex(told, asked, flag) ||
    allowed(told, request, flag) ||
    clauseTurned(told, request, names, flag) ||
    easyHard(told, request, names, flag) ||
    maybeCertain(told, request, names, flag) ||
    everyOther(told, request, flag) ||
    staysOrGoes(told, request, names, flag) ||
    orderInSentence(told, request, names, flag) ||
    evenIf(told, request, names, flag) ||
    oldForNew(told, request, flag) ||
    notBoughtOrOnce(told, request, names, flag) ||
    knownLength(told, asked, flag) ||
    otherConsequence(told, request, names, flag) ||
    deniedClaim(told, request, flag) ||
    sometimesAlways(told, request, names, flag) ||
    whereMoved(told, plan, request, names, flag) ||
    mustForChoice(told, request, names, flag) ||
    writerRule(told, plan, request, flag)
  )
    return;
  const days = new Set([...asked.matchAll(WEEKDAY_RE)].map((x) => x[1].toLowerCase()));
  const times = new Set([
    ...[...asked.matchAll(TIME_RE)].map((x) => `${Number(x[1])}:${x[2] ?? '00'}`),
    // The end of a range ('kl. 14-17', 'fra 14 til 17').
    ...[...asked.matchAll(RANGE_END_RE)].flatMap((x) => [`${Number(x[1])}:${x[2] ?? '00'}`, `${Number(x[3])}:${x[4] ?? '00'}`]),
  ]);
  if (days.size) {
    for (const s of told) {
      const other = [...s.text.matchAll(WEEKDAY_RE)].map((x) => x[1].toLowerCase()).find((d) => !days.has(d));
      if (other) return flag('contradiction', m.plan.otherDay(other, [...days].join(' eller ')), s);
    }
  }
  // The parent's parts of the day also without 'om' ('fredag eftermiddag').
  // (And, where the parent wrote one, those of the parent's clock times: 'om eftermiddagen' for 'fra lørdag
  // klokken 14', where the parent wrote of the night too.)
  const parts = new Set(
    [...asked.matchAll(new RegExp(`(?<![\\p{L}])(${DAY_PARTS.join('|')})(?:en|ens)?(?![\\p{L}])`, 'giu'))].map((x) => x[1].toLowerCase()),
  );
  if (parts.size) for (const t of times) for (const part of partsOfHour(Number(t.split(':')[0]))) parts.add(part);
  if (parts.size) {
    for (const s of told) {
      const other = [...s.text.matchAll(DAY_PART_RE)].map((x) => x[1].toLowerCase()).find((d) => !parts.has(d));
      const om = (d: string) => (d === 'nat' ? 'om natten' : `om ${d}en`);
      if (other) return flag('contradiction', m.plan.otherDay(om(other), [...parts].map(om).join(' eller ')), s);
    }
  }
  if (times.size) {
    // A time said in words ('halv ni') is the parent's on either half of the day ('19.30' is 'halv otte').
    const onClock = new Set([...[...times].map(twelve), ...clockTimesIn(asked).map((x) => x.time)]);
    for (const s of told) {
      const said = clockTimesIn(s.text).find((x) => !onClock.has(x.time));
      if (said) return flag('contradiction', m.plan.otherClock(said.text, [...times].map((t) => t.replace(/:00$/, '')).join(' eller ')), s);
      const other = [...s.text.matchAll(TIME_RE)].map((x) => `${Number(x[1])}:${x[2] ?? '00'}`).find((t) => !times.has(t));
      if (other)
        return flag(
          'contradiction',
          m.plan.otherTime(other.replace(/:00$/, ''), [...times].map((t) => t.replace(/:00$/, '')).join(' eller ')),
          s,
        );
    }
  }
  // A person the parent says is not there ('far er ikke med', 'uden far') who is there in the story.
  // Only a person: a family word or a name the parent gave ('Det er ikke med vilje' names nobody).
  const who = (request.facts?.who ?? []).map((p) => p.toLowerCase());
  const person = (word: string) => FAMILY.includes(word) || who.some((p) => p.split(/\s+/).includes(word));
  // Staying at home is said of a person, also by a name the parent wrote with a capital ('Lillebror Aksel bliver hjemme').
  const named = (word: string) =>
    person(word) || new RegExp(`(?<![\\p{L}])${word.charAt(0).toUpperCase()}${word.slice(1)}(?![\\p{L}])`, 'u').test(asked);
  const absent = new Set<string>();
  // Who is away is read from what happens, not from what is hard or helps ('at falde i søvn uden mor' is a moment of the story).
  const facts = request.facts ?? {};
  const happens = [request.title, request.description, facts.where, facts.when, ...(facts.who ?? []), ...(facts.steps ?? [])]
    .filter(Boolean)
    .join('. ')
    .toLowerCase();
  // 'far er ikke med', 'Far holder jul i Jylland og kommer ikke': said anywhere, also of what is hard.
  for (const re of [
    /(?<![\p{L}])([\p{L}]+)\s+(?:er|kommer|skal|kan|tager|går|kører|rejser)\s+ikke\s+(?:komme\s+)?(?:med|være\s+med|hjemme)(?![\p{L}])/gu,
    /(?<![\p{L}])([\p{L}]+)\s[^,.]{0,40}?\sog\s+(?:kommer|tager|går|kører)\s+ikke(?![\p{L}])/gu,
    // 'Far kan ikke komme, for han er på arbejde'.
    /(?<![\p{L}])([\p{L}]+)\s+(?:kan|skal)\s+ikke\s+komme(?=\s*[,.]|\s+(?:for|fordi|i dag|i morgen|på)(?![\p{L}]))/gu,
    // 'Mor og far tager ikke med': both.
    /(?<![\p{L}])([\p{L}]+)\s+og\s+[\p{L}]+\s+(?:er|kommer|skal|kan|tager|går|kører|rejser)\s+ikke\s+(?:komme\s+)?(?:med|være\s+med)(?![\p{L}])/gu,
  ])
    for (const x of asked.toLowerCase().matchAll(re)) if (person(x[1])) absent.add(x[1]);
  // An answer to «Hvem er med?» that says the person is away ('lærer Hanne der er på kursus').
  for (const entry of request.facts?.who ?? []) {
    const away = entry.match(AWAY_ANSWER);
    if (!away) continue;
    // The person is the last name before those words ('vikar Jesper, fordi Hanne er på kursus' is Hanne), not a title.
    const before = entry.slice(0, away.index);
    const named = [...before.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}+/gu)].map((x) => x[0]).filter((w) => !TITLE_WORDS.has(w.toLowerCase()));
    const name = named.at(-1) ?? wordsOf(before).find((w) => FAMILY.includes(w));
    if (name) absent.add(name.toLowerCase());
  }
  // 'lillebror Aksel bliver hjemme hos far', 'Storebror Malte har fri fra skole på torsdag'
  for (const x of asked.toLowerCase().matchAll(/(?<![\p{L}])([\p{L}]+)\s+(?:(?:bliver|skal\s+blive)\s+hjemme|har\s+fri)(?![\p{L}])/gu))
    if (x[1] && named(x[1]) && !names.has(x[1])) absent.add(x[1]);
  for (const x of happens.matchAll(/(?<![\p{L}])uden\s+([\p{L}]+)/gu)) if (FAMILY.includes(x[1])) absent.add(x[1]);
  // Where the story goes: the words of the title and of «Hvor?».
  const goal = contentStems(`${request.title} ${request.facts?.where ?? ''}`, names);
  /** The person is there in the sentence: named, then a verb of being or going, then 'med', and no 'ikke'. */
  const isThere = (text: string, name: string) => {
    const w = wordsOf(text);
    const at = w.indexOf(name);
    if (at < 0 || w.includes('ikke')) return false;
    const verb = w.findIndex((x, k) => k > at && ['er', 'kommer', 'går', 'tager', 'sidder', 'kører', 'cykler', 'rejser'].includes(x));
    // ('Mor kommer og ser den sidste kamp': who comes is there; not who comes to fetch or stays at home.)
    // (Nor who sees it afterwards or waves from home: 'Far ser videoen, når han kommer hjem'; nor a lift to the ferry.)
    if (
      w.some((x) =>
        [
          'hjemme',
          'henter',
          'hente',
          'bagefter',
          'hjem',
          'aftenen',
          'billederne',
          'videoen',
          'vinker',
          'farvel',
          'ringer',
          'telefonen',
          // (Nor who comes back another day: 'at Hanne kommer torsdag', 'Torsdag er Hanne tilbage'.)
          'tilbage',
          'igen',
          ...WEEKDAYS,
        ].includes(x),
      ) ||
      /(?<![\p{L}])til (?:færgen|toget|stationen|lufthavnen|bussen)(?![\p{L}])/iu.test(text)
    )
      return false;
    return (
      (verb > at && (w.indexOf('med', verb) > verb || w.indexOf('sammen', verb) > verb)) ||
      w[at + 1] === 'kommer' ||
      // ('Vikar Jesper og lærer Hanne er der også.'; not 'Hanne er på kursus, men Jesper er der også'.)
      (/(?<![\p{L}])er der også[.!]?$/iu.test(text.trim()) && !/(?<![\p{L}])(?:men|mens|selvom)(?![\p{L}])/iu.test(text)) ||
      // Watching ('Far og mormor står ved hegnet og ser på').
      w.slice(at + 1, at + 5).some((x) => ['står', 'ser', 'kigger', 'klapper', 'hepper'].includes(x)) ||
      // Going where the story goes ('Far kører bilen hele vejen til Norge', for 'Alfred skal til Norge').
      (at === 0 && GOING.includes(w[1] ?? '') && contentStems(text, names).some((x) => goal.some((y) => sameWord(x, y))))
    );
  };
  // A name as the parent wrote it ('Aksel'), a family word as it is ('far').
  for (const name of absent) {
    const there = who.includes(name) ? null : told.find((s) => isThere(s.text, name));
    const drawn = plan.pages.findIndex((p) => p.scene.present.some((x) => x.toLowerCase().split(/\s+/).includes(name)));
    if (there) return flag('contradiction', m.plan.notThere(asWritten(asked, name)), there);
    if (drawn >= 0)
      return flag('contradiction', m.plan.notThere(asWritten(asked, name)), {
        page: drawn + 1,
        index: 0,
        text: plan.pages[drawn].sentences[0]?.text ?? '',
      });
  }
  // The parent's words about someone else said of the child ('Mor har mistet sit arbejde' told as the child's).
  if (!child) return;
  // (Each sentence and each answer apart: an answer is not the end of the sentence before it.)
  const requestSentences = requestParts(request);
  for (const s of told) {
    const w = wordsOf(s.text);
    if (!w.includes(childWord(child))) continue;
    const content = w.filter((x) => !wordsOf(child).includes(x) && x.length >= 4 && !factFree(x));
    if (content.length < 2) continue;
    const covers = (r: string, same: (a: string, b: string) => boolean) =>
      content.every((x) => wordsOf(r).some((y) => same(stem(x), stem(y))));
    // Said of the child somewhere in the request: the child's own fact.
    if (requestSentences.some((r) => wordsOf(r).includes(childWord(child)) && covers(r, sameWord))) continue;
    for (const r of requestSentences) {
      const rw = wordsOf(r);
      // Not where the sentence names a person of the parent's sentence ('… det er far, der afleverer og henter Alfred').
      if (rw.includes(childWord(child)) || rw.some((x) => FAMILY.includes(x) && w.includes(x)) || !FAMILY.includes(rw[0] ?? '')) continue;
      if (covers(r, (a, b) => a === b)) return flag('moved-to-child', m.plan.movedToChild(s.text, child), s);
    }
  }
}

/** The child's name as one word of a sentence: 'Anne-Marie' is found as 'anne', the first of its words. */
const childWord = (child: string) => wordsOf(child)[0] ?? '';

type Flag = (id: RedId, message: string, at?: SentenceAt) => void;
type Told = (SentenceAt & { typed: boolean })[];

/** The content words of a text as stems: not names, small words or the words a frame may use. */
const contentStems = (text: string, names: Set<string>) => [
  ...new Set(
    wordsOf(text)
      .filter((w) => w.length >= 3 && !factFree(w) && !names.has(w))
      .map(stem),
  ),
];

/** The request's parts: each sentence of its description and each answer. */
const requestParts = (request: CheckRequest) => [
  request.title,
  ...sentencesOf(request.description),
  ...Object.values(request.facts ?? {})
    .flat()
    .filter((x): x is string => typeof x === 'string' && x.trim() !== ''),
];

/** A place the parent did not write, where the parent wrote one ('Tandlæge Ib kommer ud i børnehaven', for the clinic on Skolevej). */
function otherPlace(told: Told, request: CheckRequest, asked: string, newWords: Map<string, string[]>, flag: Flag): boolean {
  // Only where the parent's words name a kind of place: 'Netto på hjørnet' may well be 'butikken'.
  const kinds = new Set(
    wordsOf(asked)
      .map(placeKind)
      .filter((k) => k >= 0),
  );
  const where = request.facts?.where?.trim() || wordsOf(asked).find((w) => placeKind(w) >= 0);
  if (!where || !kinds.size) return false;
  for (const s of told) {
    const place = (newWords.get(`${s.page}/${s.index}`) ?? []).find((w) => placeKind(w) >= 0 && !kinds.has(placeKind(w)));
    if (place) {
      flag('contradiction', m.plan.otherPlace(place, where), s);
      return true;
    }
  }
  return false;
}

/** A person, a verb and where: 'Mor venter ude i bilen', 'mor venter på bænken ved bassinet'. */
const WHERE_AFTER_RE =
  /(?<![\p{L}])(\p{L}+) (\p{L}+) (?:(?:ude|inde|nede|oppe|henne|udenfor) )?(?:i|på|ved|hos|under|bag|foran|udenfor) (?:den |det |de |en |et |sin |sit |sine )?(?:\p{L}+ )?(\p{L}{3,})/giu;

/**
 * A person who does the parent's thing in another place ('Mor venter ude i bilen', where the parent
 * wrote 'Mor venter på bænken ved bassinet hele tiden'): the same person and verb, then a place the
 * parent never wrote, and not the parent's place.
 */
function otherPlaceOf(told: Told, request: CheckRequest, names: Set<string>, child: string, flag: Flag): boolean {
  const persons = personsOf(request, child);
  const asked = requestText(request);
  const askedStems = wordsOf(asked).map(stem);
  const theirs = [...asked.matchAll(WHERE_AFTER_RE)]
    .map((x) => ({
      who: x[1].toLowerCase(),
      verb: stem(x[2].toLowerCase()),
      place: stem(x[3].toLowerCase()),
      where: x[0].slice(x[1].length + x[2].length + 2),
    }))
    .filter((x) => persons.has(x.who));
  if (!theirs.length) return false;
  for (const s of told) {
    const words = wordsOf(s.text).map(stem);
    for (const x of s.text.matchAll(WHERE_AFTER_RE)) {
      const [who, verb, place] = [x[1].toLowerCase(), stem(x[2].toLowerCase()), stem(x[3].toLowerCase())];
      // (A compound of the parent's word is another place: 'venteværelset' is not 'venter'.)
      // (Nor the head of the parent's compound: 'afdelingen' of 'hjerteafdelingen'.)
      const head = place.length >= 5 && askedStems.some((a) => a.length > place.length && a.endsWith(place));
      if (!persons.has(who) || head || askedStems.some((a) => sameInflected(a, place)) || factFree(x[3].toLowerCase()) || names.has(place))
        continue;
      const same = theirs.find(
        (t) =>
          t.who === who &&
          (sameInflected(t.verb, verb) || (BEING.has(t.verb) && BEING.has(verb))) &&
          !words.some((w) => sameWord(w, t.place)),
      );
      if (same) {
        flag('contradiction', m.plan.otherPlace(x[0].slice(x[1].length + x[2].length + 2), same.where), s);
        return true;
      }
    }
  }
  return false;
}

const HOME_RE = /(?<![\p{L}])hjemme hos (\p{L}+)/giu;

/** Another home than the parent's ('hjemme hos Sebastian', where the parent wrote 'hjemme hos William'). */
function otherHome(told: Told, asked: string, flag: Flag): boolean {
  // 'hjemme hos os' is the family's home, whoever the story names there.
  const homes = [...new Set([...asked.matchAll(HOME_RE)].map((x) => x[1]))].filter((h) => !factFree(h.toLowerCase()));
  if (!homes.length) return false;
  const known = new Set(homes.map((h) => h.toLowerCase()));
  for (const s of told) {
    const other = [...s.text.matchAll(HOME_RE)].map((x) => x[1]).find((w) => !known.has(w.toLowerCase()) && !factFree(w.toLowerCase()));
    if (other) {
      flag('contradiction', m.plan.otherPlace(`hjemme hos ${other}`, homes.map((h) => `hjemme hos ${h}`).join(' eller ')), s);
      return true;
    }
  }
  return false;
}

/**
 * The parent's steps told in another order ('Familien begraver Misser' before the drive to the vet;
 * 'Ingrid hopper ud i vandet, og så går far ned' where far goes in first). Each step is found where
 * most of its words are told, placed by the words only it has; a step told again later (a summary
 * first, then the steps) is read where the order goes on.
 */
/**
 * The words of a care where the parent named what it is for: 'blodsukker' of 'diabetes', 'gips' of a
 * broken leg, 'syg' of a vaccination, doctors and nurses at a hospital.
 */
const CARE: readonly (readonly [RegExp, RegExp])[] = [
  [/(?<![\p{L}])(?:diabetes|sukkersyge)/iu, /^(?:blodsukker|insulin)/u],
  [/(?<![\p{L}])(?:brækket|brækkede|brud|knoglebrud)/iu, /^(?:gips|krykke|skinne)/u],
  [/(?<![\p{L}])vaccin/iu, /^syg/u],
  [/(?<![\p{L}])(?:hospital|sygehus|opere|operation)/iu, /^(?:læger|lægerne|sygeplejersker|sygeplejerskerne)$/u],
];

/** Words with a capital that name no person the writer could invent ('Alle børn i Danmark …'). */
const NOT_A_NAME = new Set(['danmark', 'norge', 'sverige', 'tyskland', 'europa', 'jorden', 'gud']);

/** A sentence of what is: its subject, then 'har', 'er', 'hedder' or 'bor' ('Lærer Morten har en ekstra adrenalinpen'). */
const STATE_RE = /^(?:\p{L}+\s+){1,2}?(?:har|er|hedder|bor)\s/iu;

function stepOrder(told: Told, plan: StoryPlan, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const steps = (request.facts?.steps ?? []).filter((x) => x.trim() !== '');
  if (steps.length < 2) return false;
  // A step is found by what is done, not by who does it ('Mor og Signe venter derhjemme' is not 'mor er hjemme med Signe').
  const people = new Set([...FAMILY, ...(request.facts?.who ?? []).flatMap(wordsOf)].map(stem));
  const stems = steps.map((x) => contentStems(x, names).filter((y) => !people.has(y)));
  // A sentence of the parent's title or description told again ('Vi spiser madpakker på museet') is the parent's summary, not a step's place.
  const summary = [request.title, ...sentencesOf(request.description)].map((x) => contentStems(x, names));
  const tokens = told.map((s) => {
    const own = contentStems(s.text, names);
    // A sentence that tells another answer, and has its words ('Bagefter kører de hjem', for «Hvad hjælper?»), is that answer's.
    // (So is one that tells a sentence of the description with two of its words: 'Han ligger i en kuvøse på hospitalet'.)
    const sentence = plan.pages[s.page - 1].sentences[s.index];
    const field = sentence.source === 'parent' && !sentence.from?.startsWith('steps.') ? fieldText(request, sentence.from) : undefined;
    const answer = field ? contentStems(field, names) : [];
    if (answer.some((x) => own.some((y) => sameWord(x, y)))) return [];
    const described =
      sentence.source === 'parent' &&
      sentence.from === 'description' &&
      summary.slice(1).some((d) => d.filter((x) => own.some((y) => sameWord(x, y))).length >= 2);
    if (described) return [];
    // What is, not what happens ('Sebastian har sin egen indkøbsliste med mælk, brød og bananer') is no step, nor is a habit.
    if (STATE_RE.test(s.text) || /(?<![\p{L}])(?:om dagen|hver dag|altid|plejer|går til)(?![\p{L}])/iu.test(s.text)) return [];
    return own.length >= 2 && summary.some((d) => own.every((x) => d.includes(x))) ? [] : wordsOf(inOrder(s.text)).map(stem);
  });
  // Every word of four letters or more, the words a frame may use too ('tager' of 'Vi tager badetøj på').
  const plain = steps.map((x) =>
    wordsOf(x)
      .filter((w) => w.length >= 4 && !names.has(w))
      .map(stem)
      .filter((y) => !people.has(y)),
  );
  const places = stems.map((content, i) => {
    const ownOf = (mine: string[], of: string[][]) =>
      mine.filter((x) => !of.some((other, j) => j !== i && other.some((y) => sameWord(x, y))));
    // A step that is a state or a habit ('Lærer Morten har en ekstra adrenalinpen', 'Lærke spørger altid') has no place in time.
    if (STATE_RE.test(steps[i]) || /(?<![\p{L}])(?:altid|plejer|hver)(?![\p{L}])/iu.test(steps[i])) return [];
    // A step with no content word of its own is found by its plainer words, one of them only its own.
    const plainer = !ownOf(content, stems).length;
    const all = plainer ? plain[i] : content;
    const own = plainer ? ownOf(plain[i], plain) : ownOf(content, stems);
    // A step of one word of its own ('Aksel tager tøj på') is found by that word, where no other step
    // has it, and only where one sentence has it ('kommer' of 'Alle kommer hjem' is in many).
    if (!own.length) return [];
    const found = tokens.flatMap((words, k) => {
      // A sentence that says which answer it tells, and has that answer's words as much as a step's, places
      // no step it has only some words of ('Saxe finder en ny plads til Brum på hylden' is the first step, not
      // the last one's 'Brum bliver på hylden'; 'Der bliver ikke købt en ny Brum' tells the description).
      const from = plan.pages[told[k].page - 1].sentences[told[k].index].from;
      const share = (of: string[]) => of.filter((x) => words.some((y) => sameWord(x, y))).length / Math.max(1, of.length);
      const plainOf = (text: string) =>
        wordsOf(text)
          .filter((w) => w.length >= 4 && !names.has(w))
          .map(stem)
          .filter((y) => !people.has(y));
      const field = from === 'description' ? request.description : fieldText(request, from);
      const asTold = !field
        ? 0
        : from === 'description'
          ? Math.max(0, ...sentencesOf(field).map((x) => share(plainOf(x))))
          : field.trim() === steps[i].trim()
            ? 0
            : share(plainOf(field));
      // (Not one that orders two steps itself: 'Emil spiser morgenmad, før han tager tøj på'.)
      const ordered = /(?<![\p{L}])(?:før|inden|efter|bagefter|først|derefter)(?![\p{L}])/iu.test(told[k].text);
      if (!ordered && share(plain[i]) < 1 && asTold >= share(plain[i])) return [];
      const hits = all.filter((x) => words.some((y) => sameWord(x, y)));
      const at = own
        .map((x) => words.findIndex((y) => sameWord(x, y)))
        .filter((i) => i >= 0)
        .sort((a, b) => a - b);
      if (hits.length < Math.min(all.length, Math.max(2, Math.ceil(all.length * 0.6))) || !at.length) return [];
      return [k * 1000 + at[Math.floor((at.length - 1) / 2)]];
    });
    return all.length === 1 && found.length > 1 ? [] : found;
  });
  let last = -1;
  let lastStep = -1;
  for (const [i, at] of places.entries()) {
    if (!at.length) continue;
    const next = at.filter((x) => x > last).sort((a, b) => a - b)[0];
    if (next === undefined) {
      flag('contradiction', m.plan.otherOrder(steps[i], steps[lastStep]), told[Math.floor(Math.min(...at) / 1000)]);
      return true;
    }
    last = next;
    lastStep = i;
  }
  return false;
}

/**
 * A sentence's clauses in the order they happen: 'Inden de kører til stranden, spænder alle selen' is the
 * belts, then the drive; 'Ida går ikke i seng, før hun har børstet tænder' is the teeth, then bed.
 */
function inOrder(text: string): string {
  const pair = clausesInOrder(text);
  return pair ? pair.join(' ') : text.replace(/[.!?]+$/u, '');
}

/**
 * The two clauses of a sentence that orders them, the one that happens first first: 'Før X, Y' and
 * 'Y, før X' are Y, then X; 'Y går ikke …, før X' is X, then Y; 'Først X, og bagefter Y' is X, then Y.
 */
function clausesInOrder(text: string): [string, string] | undefined {
  const t = text.replace(/[.!?]+$/u, '');
  const first = t.match(/^(?:før|inden) ([^,]+), (.+)$/iu);
  if (first) return [first[2], first[1]];
  const until = t.match(/^(.+?)(?<![\p{L}])ikke(?![\p{L}])(.*?),? (?:før|inden) (.+)$/iu);
  if (until) return [until[3], `${until[1]}${until[2]}`];
  const then = t.match(/^(.+?),? (?:før|inden) (.+)$/iu);
  if (then) return [then[1], then[2]];
  const after = t.match(/^(?:først )?(.+?),? (?:og )?(?:bagefter|derefter|senere) (.+)$/iu);
  return after ? [after[1], after[2]] : undefined;
}

/** Every word of a text as a stem but names and the words that say 'not'. */
const plainStems = (text: string, names: Set<string>) => [
  ...new Set(
    wordsOf(text)
      .filter((w) => !names.has(w) && !['ikke', 'aldrig', 'ingen', 'intet'].includes(w))
      .map(stem),
  ),
];
const NOT_RE = /(?<![\p{L}])(?:ikke|aldrig|ingen|intet)(?![\p{L}])/iu;
const NOT_OR_WITHOUT_RE = /(?<![\p{L}])(?:ikke|aldrig|ingen|intet|uden)(?![\p{L}])/iu;
/** 'have høreværn på' and 'tage høreværnet af': a thing put on or taken off. */
const ON_OFF_RE =
  /(?<![\p{L}])(?:tage|tager|tag|taget|tog|have|har|haft|sætte|sætter|beholde|beholder|få|får|med)\s+(?:(?:sit|sin|sine|et|en|hans|hendes|de)\s+)?(\p{L}+)\s+(på|af)(?![\p{L}])/giu;
/** The words that stand for the thing put on or taken off ('tage dem af'). */
const THEM = ['dem', 'den', 'det'];
/** What a text says is put on or taken off ('Man må ikke have smykker på': not on is off). */
const wornIn = (t: string) =>
  [...t.matchAll(ON_OFF_RE)].map((x) => ({
    thing: stem(x[1].toLowerCase()),
    on: (x[2].toLowerCase() === 'på') !== /(?<![\p{L}])(?:ikke|aldrig)\s+$/iu.test(t.slice(0, x.index)),
    // What may be ('at han må tage brillerne af'), not what is.
    may: /(?<![\p{L}])(?:må|kan|gerne|lov til at)(?:\s+\p{L}+){0,2}\s*$/iu.test(t.slice(0, x.index)),
    must: /(?<![\p{L}])(?:skal|beholde|beholder)(?:\s+\p{L}+){0,2}\s*$/iu.test(t.slice(0, x.index + x[0].length)),
  }));

/**
 * A sentence that says the opposite of the parent's: the same words with or without 'ikke', or a
 * thing taken off where the parent wrote it is put on ('at tage høreværnet af', for 'at have høreværn på').
 */
function opposite(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const parts = requestParts(request);
  const worn = parts.flatMap(wornIn);
  for (const s of told) {
    const swapped = wornIn(s.text).some(({ thing, on, must }) => {
      // (Not where the parent says it the sentence's way of 'dem': 'at hun må tage dem af i frikvarteret';
      // nor glasses on where the parent says he may take them off, unless he must keep them on.)
      return (
        worn.some((w) => sameWord(w.thing, thing) && w.on !== on && (!w.may || must)) &&
        !worn.some((w) => (sameWord(w.thing, thing) || THEM.includes(w.thing)) && w.on === on)
      );
    });
    // The same sentence as one of the parent's, all but a word or two, with 'ikke' where the parent has none, or none where the parent has it.
    const mine = plainStems(s.text, names);
    // ('Alma kan ikke lide lyden fra sugeren' tells what the parent wrote is hard.)
    const own = parts.some((p) => p.toLowerCase().includes(s.text.toLowerCase().replace(/[.!?]$/u, '')));
    const flipped =
      !own &&
      !/ikke (?:kan )?lide/iu.test(s.text) &&
      parts.some((p) => {
        const theirs = plainStems(p, names);
        const shared = mine.filter((x) => theirs.includes(x)).length;
        // ('uden fører' says 'ingen fører'.)
        return NOT_OR_WITHOUT_RE.test(p) !== NOT_OR_WITHOUT_RE.test(s.text) && shared >= 3 && mine.length + theirs.length - 2 * shared <= 2;
      }) &&
      // Told by another of the parent's parts with the same 'not' ('at hun ikke kender de andre piger'), it is the parent's.
      !parts.some((p) => {
        const theirs = contentStems(p, names);
        return NOT_RE.test(p) === NOT_RE.test(s.text) && theirs.filter((x) => mine.some((y) => sameWord(x, y))).length >= 2;
      });
    // The same sentence as one of the parent's with a word turned round ('sover alene i en lille seng', for 'i den store seng sammen med mor').
    const turned =
      !own &&
      parts.some((p) => {
        const theirs = wordsOf(p);
        const words = wordsOf(s.text);
        // ('Hun har sin egen kage med': 'med' at the end goes with the verb, and 'uden' is no opposite of it.)
        const particle = (x: RegExp) => x.test('med') && !/(?<![\p{L}])med\s+\p{L}/iu.test(p);
        const pair = ANTONYMS.find(
          ([a, b]) => theirs.some((w) => a.test(w)) && !particle(a) && words.some((w) => b.test(w)) && !words.some((w) => a.test(w)),
        );
        if (!pair) return false;
        // ('Efter operationen må Ida spise', for 'Hun må ikke spise før operationen': a word and the
        // 'not' of its clause both turned round say the same.)
        const clauseWith = (text: string, re: RegExp) => clausesOf(text).find((c) => wordsOf(c).some((w) => re.test(w))) ?? text;
        if (NOT_RE.test(clauseWith(p, pair[0])) !== NOT_RE.test(clauseWith(s.text, pair[1]))) return false;
        const shares = (q: string) =>
          contentStems(q, names)
            .filter((x) => !wordsOf(q).some((w) => (pair[0].test(w) || pair[1].test(w)) && stem(w) === x))
            .filter((x) => words.some((w) => !pair[1].test(w) && sameWord(x, stem(w)))).length >= 2;
        // Not where another of the parent's parts says it the sentence's way ('Vi besøger den nye skole, før den begynder').
        // (Or says the same words after it: 'før ferien', in 'at se et billede af Jonas før ferien'.)
        const after = (ws: string[]) => ws.flatMap((w, i) => (pair[1].test(w) && ws[i + 1] ? [ws[i + 1]] : []));
        const same = (q: string) => after(wordsOf(q)).some((x) => after(words).includes(x));
        return shares(p) && !parts.some((q) => wordsOf(q).some((w) => pair[1].test(w)) && (shares(q) || same(q)));
      });
    // A room or a bed of their own where the parent wrote that they share ('får hver deres værelse', for 'skal dele værelse').
    const apart =
      !own &&
      /(?<![\p{L}])(?:hver (?:deres|sit|sin|sine)|eget|egne)(?![\p{L}])/iu.test(s.text) &&
      parts.some(
        (p) =>
          /(?<![\p{L}])(?:dele|deler|deles)(?![\p{L}])/iu.test(p) &&
          contentStems(p, names).filter((x) => mine.some((y) => sameWord(x, y))).length >= 2,
      );
    if (swapped || flipped || turned || apart) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
  }
  return false;
}

/** Where a new clause begins: a comma, and the words that join clauses ('men ikke gå op i dem'). */
const CLAUSE_BREAK_RE = /[,;:]|(?<![\p{L}])(?:men|og|eller|så|fordi|mens|når|hvis|før|inden|indtil)(?![\p{L}])/iu;
/** The modal of a clause ('skal', 'må', 'kan'), or none. */
const modalOf = (clause: string) => clause.match(/(?<![\p{L}])(skal|må|kan|vil)(?![\p{L}])/iu)?.[1].toLowerCase();
/** Small words, modals and persons' stand-ins: not what a clause is about. */
const CLAUSE_FILLER = new Set([
  ...['at', 'det', 'der', 'den', 'de', 'dem', 'en', 'et', 'er', 'var', 'har', 'vil', 'skal', 'må', 'kan', 'gerne', 'godt', 'også'],
  ...['han', 'hun', 'ham', 'hende', 'vi', 'os', 'jeg', 'mig', 'sin', 'sit', 'sine', 'hans', 'hendes', 'deres', 'man', 'alle'],
  ...['i', 'på', 'til', 'fra', 'med', 'om', 'af', 'ved', 'hos', 'ud', 'op', 'ind', 'ned', 'hen', 'over', 'under', 'uden', 'sammen'],
  ...['ikke', 'aldrig', 'ingen', 'intet', 'bliver', 'blive', 'blev', 'være', 'have', 'få', 'får', 'lige', 'helt', 'meget'],
]);
/** A clause of wish, feeling or knowing ('kan ikke lide', 'tør ikke', 'ved ikke'): its 'ikke' is not of the event. */
const MIND_RE =
  /(?<![\p{L}])(?:lide|vil|ville|tør|turde|ved|vidste|kender|forstår|tror|synes|gider|glemmer|husker|mærker|føles|føler|lyst|behøver|nødvendigt|bange|bekymrer|bekymret|frygter|nervøs|håber|ønsker|svært|svære|hårdt)(?![\p{L}])/iu;
/** 'ikke' of a degree or a time ('ikke så meget', 'ikke længere'): not the opposite of the event. */
const PARTIAL_NOT_RE =
  /(?<![\p{L}])(?:ikke|aldrig)\s+(?:kun|bare|så|altid|helt|lige|længere|mere|noget|nogen|alle|hele|før|endnu|igen|særlig|for)(?![\p{L}])/iu;
/** Another time than the parent's ('må spise igen efter operationen'), or only what might be. */
const SHIFTED_RE = /(?<![\p{L}])(?:igen|efter|bagefter|senere|snart|nu|måske|første|næste|sidste|mere|længere)(?![\p{L}])/iu;
/** A clause whose words say 'not' without 'ikke' ('er flyttet fra torsdag', 'er aflyst'): its 'not' cannot be read. */
const NOT_INSIDE_RE =
  /(?<![\p{L}])(?:flytte\p{L}*|aflys\p{L}*|stop\p{L}*|slut\p{L}*|holder op|fri|væk|mangler|uden|undgå\p{L}*|forbudt|nej|stedet)(?![\p{L}])/iu;
/** The same word, but for its ending ('synger', 'synge'), not a compound ('fødselsdag', 'fødselsdagssang'). */
const sameInflected = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 3 && Math.abs(a.length - b.length) <= 2 && (a.startsWith(b) || b.startsWith(a)));

/** Each form of a strong verb as its first form ('sunget' as 'synge'). */
const VERB_OF = new Map(VERB_FORMS.flatMap((row) => row.split(' ').map((form) => [form, row.split(' ')[0]] as const)));
/** A text's clauses, but those of a condition ('hvis der en dag kommer en rigtig brand'): they tell what might be. */
const BEFORE_CLAUSE_BREAK_RE = new RegExp(`(?=${CLAUSE_BREAK_RE.source})`, 'iu');
const clausesOf = (text: string) =>
  text
    .split(BEFORE_CLAUSE_BREAK_RE)
    .filter((c) => !/^\s*(?:hvis|om)(?![\p{L}])/iu.test(c))
    .map((c) => c.replace(CLAUSE_BREAK_RE, ' '))
    .filter((c) => c.trim() !== '');
/** The people a clause names: a family word, a name the parent wrote, or 'andre' ('de andre børn'). */
const peopleIn = (clause: string, names: Set<string>) =>
  wordsOf(clause).filter((w) => FAMILY.includes(w) || names.has(w) || w === 'andre' || w === 'klassen');
/** Two clauses of different people ('Mor kommer med', 'Far kan ikke komme med') tell different things. */
const otherPeople = (a: string[], b: string[]) => a.length > 0 && b.length > 0 && !a.some((x) => b.includes(x));

/** What a clause is about, as stems: every word but names, small words and the words of 'not'. */
const clauseStems = (clause: string, names: Set<string>) => [
  ...new Set(
    wordsOf(clause)
      .filter((w) => !names.has(w) && !names.has(w.replace(/s$/u, '')) && !CLAUSE_FILLER.has(w))
      .map((w) => stem(VERB_OF.get(w) ?? w)),
  ),
];

/**
 * A clause the parent wrote told with its 'not' turned round: 'Så synger hele klassen
 * fødselsdagssang for Liva', where the parent wrote 'at vi ikke synger fødselsdagssang'; 'Asger må
 * gerne gå ud på badebroen alene', for 'at Asger ikke må gå ud på badebroen uden en voksen'. The two
 * clauses share two words or more, one of them long; neither is a wish or a feeling ('kan ikke lide'),
 * a degree ('ikke så meget') or another time ('igen', 'efter'); and no other clause of the parent's
 * says it the sentence's way. 'uden en voksen' is kept by 'med en voksen'.
 */
function clauseTurned(told: Told, request: CheckRequest, given: Set<string>, flag: Flag): boolean {
  // The names the parent wrote inside a sentence, with their capital ('Frejas kat'), are names too.
  const names = new Set([
    ...given,
    ...[...requestText(request).matchAll(/(?<=[\p{L}\p{N},] )\p{Lu}\p{Ll}+/gu)].map((x) => x[0].toLowerCase()),
  ]);
  const usable = (c: string) =>
    !MIND_RE.test(c) &&
    !PARTIAL_NOT_RE.test(c) &&
    !SHIFTED_RE.test(c) &&
    !NOT_INSIDE_RE.test(c.replace(/(?<![\p{L}])uden (?:en |et |sin |sit |sine )?\p{L}+/iu, ' '));
  // («Hvem er med?» names people and says nothing of them.)
  const who = new Set(request.facts?.who ?? []);
  const theirs = requestParts(request)
    .filter((p) => !who.has(p))
    .flatMap((p) => clausesOf(plainer(p)).map((c) => ({ c, partNot: NOT_RE.test(plainer(p)) })))
    .filter(({ c }) => usable(c))
    .map(({ c, partNot }) => ({
      partNot,
      people: peopleIn(c, names),
      not: NOT_RE.test(c),
      modal: modalOf(c),
      stems: clauseStems(c, names),
      unless: c.match(/(?<![\p{L}])uden (?:en |et |sin |sit |sine )?(\p{L}+)/iu)?.[1],
    }));
  const parts = requestParts(request).map((p) => p.toLowerCase());
  for (const s of told) {
    if (parts.some((p) => p.includes(s.text.toLowerCase().replace(/[.!?]$/u, '')))) continue;
    // (A sentence that says 'not' in another clause tells the parent's ban: 'Druesukkeret er Majas, og Thea må ikke tage af det'.)
    // (In plainer words: 'skal holde sig ude af Olivias værelse' is 'skal ikke gå ind på Olivias værelse'.)
    const saysNot = NOT_RE.test(plainer(s.text));
    for (const clause of clausesOf(plainer(s.text))) {
      if (!usable(clause)) continue;
      const not = NOT_RE.test(clause);
      const mine = clauseStems(clause, names);
      const who = peopleIn(clause, names);
      const shares = (t: (typeof theirs)[number]) => {
        if (otherPeople(t.people, who)) return false;
        const shared = t.stems.filter((x) => mine.some((y) => sameInflected(x, y)));
        // (Or the same few words: 'så Lucas kan ikke bunde', for 'så Lucas kan bunde'.)
        const same = shared.length === t.stems.length && shared.length === mine.length;
        // (Or the parent's one verb under the same modal: 'Alle skal bade i vandet', for 'Vi skal ikke bade'.)
        const verb = t.stems.length === 1 && shared.length === 1 && !!t.modal && t.modal === modalOf(clause);
        // (A word of four letters only under the same modal: 'Vi må også gerne gå ind til hestene'.)
        const long = t.modal && t.modal === modalOf(clause) ? 4 : 5;
        return ((shared.length >= 2 || same) && shared.some((x) => x.length >= long)) || verb;
      };
      const turned = theirs.find(
        (t) =>
          t.not !== not &&
          // (What can happen is no opposite of what the parent says does not: 'lyset kan spejle', for 'så lyset ikke spejler'.)
          !(modalOf(clause) === 'kan' && !t.modal) &&
          // (Nor a 'not' the parent's sentence says in its other clause: 'Mosters kat bliver passet af naboen, så den er der ikke'.)
          (not ? !t.partNot : !saysNot) &&
          shares(t) &&
          !(t.unless && wordsOf(clause).some((w) => sameWord(stem(w), stem(t.unless!.toLowerCase())))),
      );
      if (turned && !theirs.some((t) => t.not === not && shares(t))) {
        flag('contradiction', m.plan.opposite(s.text), s);
        return true;
      }
    }
  }
  return false;
}

/** Words that say a thing is easy or nice ('Det er let for Asta', 'synes, det er hyggeligt'). */
const EASY_RE =
  /(?<![\p{L}])(?:let|nemt|nem|hyggeligt|hyggelig|sjovt|sjov|dejligt|rart|skønt|elsker|kan godt lide|nyder|ingen problemer?)(?![\p{L}])/iu;
/** What keeps a sentence from saying it is easy: 'svært', 'men', a hedge or a wish ('kan være rart'). */
const NOT_EASY_RE =
  /(?<![\p{L}])(?:svær|svært|svære|hårdt|men|kan|måske|hvis|lettere|nemmere|mange|nogle|både|overvældende|mens|få|færre)(?![\p{L}])/iu;

/**
 * What the parent wrote is hard, told as easy or nice ('Det er let for Asta at sitte stille under de
 * lange taler', 'Theo synes, det er hyggeligt, når maskinen summer'): the sentence shares two words of
 * the hard answer (or all of one that has one), says it is easy, and says no 'svært', 'men' or hedge.
 */
function easyHard(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const hard = request.facts?.hard;
  if (!hard || NOT_RE.test(hard)) return false;
  const theirs = clauseStems(hard, names);
  for (const s of told) {
    if (!EASY_RE.test(s.text) || NOT_RE.test(s.text) || NOT_EASY_RE.test(s.text.replace(/(?<![\p{L}])kan godt lide(?![\p{L}])/iu, ' ')))
      continue;
    const mine = clauseStems(s.text, names);
    const shared = theirs.filter((x) => mine.some((y) => sameInflected(x, y)));
    if (shared.length >= Math.min(2, theirs.length) && shared.some((x) => x.length >= 4)) {
      flag('contradiction', m.plan.easyHard(s.text), s);
      return true;
    }
  }
  return false;
}

const MAYBE_RE =
  /(?<![\p{L}])(?:måske|eventuelt|muligvis|vist nok|ved (?:vi|de|han|hun) (?:endnu )?ikke|ved (?:endnu )?ikke|vides (?:endnu )?ikke)(?![\p{L}])/iu;
/** A hedge in a sentence: it tells what might be. */
const HEDGE_RE = /(?<![\p{L}])(?:hvis|måske|eventuelt|muligvis|nok|om|kan|kunne|tror|spørger|finder ud af)(?![\p{L}])/iu;

/**
 * What the parent wrote only might be, told as certain ('Fætter Anton kommer også', for 'Måske kommer
 * fætter Anton også, men det ved vi ikke endnu'; 'at Bjørn skal have briller', for 'Måske skal han
 * have briller'): a clause of the sentence shares two words with a 'måske' clause of the parent's, one
 * of them long, and neither the sentence nor another of the parent's sentences says it as certain.
 */
function maybeCertain(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const parts = requestParts(request);
  // (A 'måske' is of its own clause: 'skal til øjenlæge på onsdag, fordi hun måske skal have briller'.)
  const maybes = parts.flatMap((p) =>
    p
      // (… and with what it does not know: 'Lægerne ved endnu ikke, hvornår morfar kan komme hjem'.)
      .split(
        /[;:]|,(?!\s*(?:hvornår|om|hvad|hvor|hvem|hvordan|hvilke\p{L}*)(?![\p{L}]))|(?<![\p{L}])(?:men|og|eller|fordi|mens|når|hvis|før|inden|indtil)(?![\p{L}])/iu,
      )
      .filter((c) => MAYBE_RE.test(c))
      .map((c) => {
        const plain = c.replace(new RegExp(MAYBE_RE.source, 'giu'), ' ');
        const stems = clauseStems(plain, names);
        // A clause of one word's claim is told as certain only with a word beside it ('skal have briller', not 'med briller').
        const words = wordsOf(plain);
        const at = words.findIndex((w) => stems.length === 1 && stem(VERB_OF.get(w) ?? w) === stems[0]);
        const pairs =
          at < 0 ? [] : [words.slice(at - 1, at + 1), words.slice(at, at + 2)].filter((x) => x.length === 2).map((x) => x.join(' '));
        return { clause: c.trim(), stems, pairs, people: peopleIn(c, names) };
      }),
  );
  if (!maybes.length) return false;
  const sure = parts.filter((p) => !MAYBE_RE.test(p) && !HEDGE_RE.test(p)).map((p) => clauseStems(p, names));
  const shares = (a: string[], b: string[]) => {
    const shared = a.filter((x) => b.some((y) => sameInflected(x, y)));
    return shared.length >= Math.min(2, a.length) && (shared.length >= 2 || shared.some((x) => x.length >= 4));
  };
  const own = parts.map((p) => p.toLowerCase());
  for (const s of told) {
    if (HEDGE_RE.test(s.text) || NOT_RE.test(s.text) || own.some((p) => p.includes(s.text.toLowerCase().replace(/[.!?]$/u, '')))) continue;
    const mine = clauseStems(s.text, names);
    const who = peopleIn(s.text, names);
    const said = wordsOf(s.text).join(' ');
    const maybe = maybes.find(
      (x) =>
        !otherPeople(x.people, who) &&
        x.stems.length >= 1 &&
        shares(x.stems, mine) &&
        (x.stems.length > 1 || x.pairs.some((p) => ` ${said} `.includes(` ${p} `))),
    );
    if (
      maybe &&
      !sure.some((x) =>
        shares(
          mine.filter((y) => maybe.stems.some((z) => sameInflected(y, z))),
          x,
        ),
      )
    ) {
      flag('contradiction', m.plan.maybeCertain(s.text, maybe.clause), s);
      return true;
    }
  }
  return false;
}

/** A rule for a person or for all: who, then 'skal' and a doing, or 'må ikke', 'må kun', 'må aldrig'. */
// (Compiled with case: read without it, '\p{Lu}' would take any word for a name.)
const RULE_ALL = '(?:[Aa]lle|[Mm]an|[Bb]ørnene|[Dd]u|[Kk]lassen|[Gg]ruppen|[Dd]e andre)';
const RULE_ONE = '(?:[Hh]an|[Hh]un|\\p{Lu}\\p{Ll}+)';
const RULE_HOW = '(?:altid|først|hele tiden|blive ved med at)';
/** What a rule asks of the child's behaviour ('smile', 'tie'), and what a step only tells ('sidde', 'gå'). */
const RULE_BEHAVE = '(smile|tie|vente|smage|række|løbe|rydde)';
const RULE_ANY = '(smile|tie|vente|smage|række|løbe|rydde|blive|sidde|spise|holde|lade|sige|stå|gå|spørge|hilse|give|gøre)';
/**
 * A rule for all ('Alle skal blive ved med at løbe'), for one with 'altid' or 'først' ('William skal
 * altid vente') or of behaviour ('Mathilde skal smile'), and a ban ('må ikke', 'må kun'); not a step
 * to come ('Ida skal sidde i en stor stol', 'Bagefter skal vi gå hjem').
 */
const RULE_RE = new RegExp(
  [
    `${RULE_ALL} (skal (?:${RULE_HOW} |også )?${RULE_ANY})`,
    `${RULE_ONE} (skal ${RULE_HOW} ${RULE_ANY})`,
    `${RULE_ONE} (skal ${RULE_BEHAVE})`,
    `(?:${RULE_ALL}|${RULE_ONE}) (må (?:ikke|kun|aldrig) (\\p{L}+))`,
  ]
    .map((x) => `(?<![\\p{L}])${x}`)
    .join('|'),
  'u',
);
/** The same after a word in front ('Når fotografen siger tre, skal Mathilde smile stort', 'i matematik skal William altid vente'). */
const RULE_AFTER_RE = new RegExp(
  `(?<![\\p{L}])(skal|må (?:ikke|kun|aldrig)) (?:(?:${RULE_ALL}|${RULE_ONE}) ${RULE_HOW} ${RULE_ANY}|(?:${RULE_ALL}|${RULE_ONE}) ${RULE_BEHAVE})`,
  'u',
);

/** The rule in a text: its modal, its verb's stem and the words after it; not what someone knows they must ('ved, hvad de skal gøre'). */
function ruleIn(text: string): { modal: string; verb: string; after: string } | undefined {
  const x = text.match(RULE_RE);
  const y = text.match(RULE_AFTER_RE);
  // The groups of whichever alternative matched: the modal first, the verb last.
  const groups = (m: RegExpMatchArray) => m.slice(1).filter((g): g is string => g !== undefined);
  const hit = x
    ? { at: x.index!, whole: x[0], modal: groups(x)[0].split(' ')[0], verb: groups(x).at(-1)! }
    : y
      ? { at: y.index!, whole: y[0], modal: groups(y)[0].split(' ')[0], verb: groups(y).at(-1)! }
      : undefined;
  if (!hit || /(?<![\p{L}])(?:hvad|hvor|hvordan|hvem|hvornår|at|om)\s+$/iu.test(text.slice(0, hit.at))) return undefined;
  return { modal: hit.modal.toLowerCase(), verb: stem(hit.verb.toLowerCase()), after: text.slice(hit.at + hit.whole.length) };
}

/**
 * A rule the writer made ('Alle skal blive ved med at løbe, til de er i mål', 'Amir skal sidde ved
 * siden af Lucas'): in a sentence of the writer's, not what someone knows they must ('ved, hvad de skal
 * gøre'), not in a condition, and not a rule of the parent's with the same modal and verb.
 */
function writerRule(told: Told, plan: StoryPlan, request: CheckRequest, flag: Flag): boolean {
  const asked = requestText(request);
  const allergens = sentencesOf(asked)
    .filter((x) => /(?<![\p{L}])(?:allergi\p{L}*|allergisk|tåler ikke)(?![\p{L}])/iu.test(x))
    .flatMap((x) =>
      wordsOf(x)
        .filter((w) => w.length >= 4 && !factFree(w))
        .map(stem),
    );
  for (const s of told) {
    if (plan.pages[s.page - 1].sentences[s.index].source !== 'writer') continue;
    const text = s.text.replace(/(?<![\p{L}])(?:hvis|når)\s[^,.]*/giu, ' ');
    const rule = ruleIn(text);
    if (!rule) continue;
    // A stay is a fact to come, not a rule ('Mor skal blive på hospitalet'); nor is keeping from what the parent says the child cannot have.
    if (rule.modal === 'skal' && /^\s*(?:på|i|hos|hjemme|der)(?![\p{L}])/iu.test(rule.after) && rule.verb === stem('blive')) continue;
    if (allergens.some((a) => wordsOf(text).some((w) => sameInflected(stem(w), a)))) continue;
    const theirs = [...asked.matchAll(new RegExp(`(?<![\\p{L}])${rule.modal}(?: \\p{L}+){0,3}`, 'giu'))].some((y) =>
      wordsOf(y[0]).some((w) => sameInflected(stem(w), rule.verb)),
    );
    if (!theirs) {
      flag('contradiction', m.plan.newRule(s.text), s);
      return true;
    }
  }
  return false;
}

/**
 * The outcome of a condition begins with its verb ('Hvis det regner, holder vi festen i stuen'); a
 * person first is a new sentence the parent ran on ('hvis han har brug for det, jakob skal ikke sove her').
 */
const inverted = (then: string) => {
  const w = wordsOf(then.replace(/^\s*så\s+/iu, ''));
  const verb = (x: string) => /^(?:skal|kan|må|vil|er|har|bliver|får|går|kommer)$/u.test(x);
  return !(w.length > 1 && verb(w[1]) && !verb(w[0]));
};

/** What is called off ('aflyst', 'ikke til noget'). */
const OFF_RE = /(?<![\p{L}])(?:aflys\p{L}*|slut|stopper|droppe\p{L}*|bliver ikke til noget)(?![\p{L}])/iu;
/** A condition and what follows it: 'Hvis bussen ikke kommer, ringer hun til mor'. */
const IF_THEN_RE = /(?<![\p{L}])hvis ([^,.]+), (?:så )?([^.!?]+)/giu;

/**
 * The parent's condition with another outcome ('Hvis bussen ikke kommer, kan Alma bare gå hjem selv',
 * where the parent wrote 'Hvis bussen ikke kommer, ringer hun til mor'): the same condition, 'not' and
 * all, and an outcome that shares no word with the parent's.
 */
function otherConsequence(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const theirs = requestParts(request).flatMap((p) =>
    [...p.matchAll(IF_THEN_RE)]
      .filter((x) => inverted(x[2]))
      .map((x) => ({
        text: x[0],
        not: NOT_RE.test(x[1]),
        when: clauseStems(x[1], names),
        then: clauseStems(x[2], names),
        off: OFF_RE.test(x[2]),
      })),
  );
  if (!theirs.length) return false;
  for (const s of told) {
    for (const x of s.text.matchAll(IF_THEN_RE)) {
      if (!inverted(x[2])) continue;
      const when = clauseStems(x[1], names);
      const then = clauseStems(x[2], names);
      const same = theirs.find(
        (t) =>
          t.not === NOT_RE.test(x[1]) && t.when.filter((a) => when.some((b) => sameInflected(a, b))).length >= Math.min(2, t.when.length),
      );
      // (Or an outcome called off that the parent's is not: 'Hvis det regner, bliver festen aflyst', for '… holder vi festen i stuen'.)
      const off = !!same && OFF_RE.test(x[2]) && !same.off;
      if (same && (off || (same.then.length && then.length && !same.then.some((a) => then.some((b) => sameInflected(a, b)))))) {
        flag('contradiction', m.plan.notAsWritten(s.text, same.text.replace(/[.!?]+$/u, '')), s);
        return true;
      }
    }
  }
  return false;
}

/** The nouns after a preposition of place ('i gymnastiksalen', 'på Houens Odde'), as stems. */
const placesIn = (text: string) =>
  [
    ...text.matchAll(
      /(?<![\p{L}])(?:i|på|hos|ved)\s+(?:den |det |de |en |et |sin |sit |[\p{L}\p{N}.]+['’]s |\p{L}+s )?(?:eget |egen |egne |store |lille |nye )?(\p{L}{3,})/giu,
    ),
  ].map((x) => stem(x[1].toLowerCase()));

/**
 * A sentence that says it tells «Hvor?» and puts it in a place the parent never wrote ('Prøven er i 9.B's
 * eget klasselokale', where the parent wrote 'i gymnastiksalen'): none of the answer's places is in it.
 */
function whereMoved(told: Told, plan: StoryPlan, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const where = request.facts?.where;
  if (!where) return false;
  const theirs = placesIn(where).filter((x) => !names.has(x));
  const asked = wordsOf(requestText(request)).map(stem);
  if (!theirs.length) return false;
  for (const s of told) {
    const sentence = plan.pages[s.page - 1].sentences[s.index];
    if (sentence.source !== 'parent' || sentence.from !== 'where') continue;
    const words = wordsOf(s.text).map(stem);
    if (theirs.some((x) => words.some((w) => sameWord(w, x)))) continue;
    const other = placesIn(s.text).find((x) => !asked.some((a) => sameWord(a, x)) && !factFree(x));
    if (other) {
      flag('contradiction', m.plan.notAsWritten(s.text, where.replace(/[.!?]+$/u, '')), s);
      return true;
    }
  }
  return false;
}

const SOMETIMES_RE =
  /(?<![\p{L}])(?:nogle gange|sommetider|af og til|indimellem|ikke altid|nogle (?:morgener|dage|aftener|nætter|uger))(?![\p{L}])/iu;

/**
 * What the parent says happens sometimes, told as always ('Far er altid hjemme, når Karla vågner', for
 * 'Nogle gange er far hjemme, når Karla vågner, og nogle gange ikke').
 */
function sometimesAlways(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const sometimes = requestParts(request).filter((p) => SOMETIMES_RE.test(p));
  if (!sometimes.length) return false;
  const days = (t: string) => [...t.matchAll(WEEKDAY_RE)].map((x) => x[1].toLowerCase());
  for (const s of told) {
    if (!/(?<![\p{L}])(?:altid|hver gang)(?![\p{L}])/iu.test(s.text) || NOT_RE.test(s.text)) continue;
    const mine = clauseStems(s.text.replace(/(?<![\p{L}])(?:altid|hver gang)(?![\p{L}])/giu, ' '), names);
    // (Not another day's: 'Om mandagen henter far altid Ida', where 'nogle gange' is of Fridays.)
    const mineDays = days(s.text);
    const hit = sometimes.find(
      (p) =>
        clauseStems(p, names).filter((x) => mine.some((y) => sameInflected(x, y))).length >= 2 &&
        !(mineDays.length && days(p).length && !mineDays.some((d) => days(p).includes(d))),
    );
    if (hit) {
      flag('contradiction', m.plan.notAsWritten(s.text, hit.replace(/[.!?]+$/u, '')), s);
      return true;
    }
  }
  return false;
}

/** The claims a story could invent that the parent may say will not happen ('Han skal ikke have en vaccine i dag'). */
const DENIABLE: readonly ClaimClass[] = ['injection', 'hospital', 'illness', 'celebration'];

/**
 * What the parent says will not happen, told as happening ('Til sidst giver lægen Adam en vaccine i
 * armen', where the parent wrote 'Han skal ikke have en vaccine i dag'): a claim the parent names only
 * in a clause with 'ikke' or 'ingen', in a sentence with no 'ikke', no hedge and no condition.
 */
function deniedClaim(told: Told, request: CheckRequest, flag: Flag): boolean {
  const clauses = requestParts(request).flatMap(clausesOf);
  const denied = DENIABLE.filter(
    (c) => clauses.some((x) => CLASS_RE[c].test(x) && NOT_RE.test(x)) && !clauses.some((x) => CLASS_RE[c].test(x) && !NOT_RE.test(x)),
  );
  if (!denied.length) return false;
  for (const s of told) {
    if (NOT_RE.test(s.text) || HEDGE_RE.test(s.text)) continue;
    const c = denied.find((k) => CLASS_RE[k].test(s.text));
    if (c) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
  }
  return false;
}

/** A choice the parent leaves to the child: 'eget valg', 'selv bestemme', 'behøver ikke'. */
const CHOICE_RE =
  /(?<![\p{L}])(?:eget valg|egne valg|selv (?:bestemme|bestemmer|vælge|vælger)|må selv|behøver ikke|ikke behøver)(?![\p{L}])/iu;

/**
 * A must where the parent leaves a choice ('Line skal fortælle sin lærer, når hun har menstruation',
 * where the parent wrote 'Det er Lines eget valg, om hun vil fortælle det til nogen').
 */
function mustForChoice(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const choices = requestParts(request).filter((p) => CHOICE_RE.test(p));
  if (!choices.length) return false;
  const own = requestParts(request).map((p) => p.toLowerCase());
  for (const s of told) {
    if (NOT_RE.test(s.text) || CHOICE_RE.test(s.text) || own.some((p) => p.includes(s.text.toLowerCase().replace(/[.!?]$/u, '')))) continue;
    // The verb after 'skal' ('skal fortælle', 'skal altid fortælle'), not where one goes ('skal til fest').
    const musts = [...s.text.matchAll(/(?<![\p{L}])skal (?:(?:altid|også|bare|gerne|lige) )?(\p{L}{3,})/giu)]
      .filter((x) => !/^(?:til|på|med|hos|ud|ind|hjem|over)$/iu.test(x[1]))
      .map((x) => stem(x[1].toLowerCase()));
    const hit = choices.find((p) => clauseStems(p, names).some((x) => x.length >= 4 && musts.some((y) => sameInflected(x, y))));
    if (hit) {
      flag('contradiction', m.plan.notAsWritten(s.text, hit.replace(/[.!?]+$/u, '')), s);
      return true;
    }
  }
  return false;
}

/** 'hver anden lørdag' told as 'hver lørdag'. */
/**
 * Who stays and who goes told the other way round: a person the parent says stays ('Milas bliver hjemme',
 * 'Lea bliver oppe i stuen hos mor', 'Luna venter i bilen med far') told going along ('Milas kører med til
 * brylluppet', 'Lea følger med far ned i kælderen'); one the parent says goes home ('Mor og far kører hjem
 * igen') told staying ('Mor bliver også og sover i huset').
 */
function staysOrGoes(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const parts = requestParts(request);
  // (Words of letters only, so each is its own pattern.)
  const people = [...new Set([...names, ...FAMILY, ...(request.facts?.who ?? []).flatMap(wordsOf)])].filter((w) => w.length >= 2);
  const person = `(${people.join('|')})`;
  const stays = new Map<string, string>();
  const goes = new Map<string, string>();
  for (const part of parts) {
    const p = part.toLowerCase();
    if (NOT_RE.test(p)) continue;
    for (const x of p.matchAll(
      new RegExp(
        `(?<![\\p{L}])${person}(?: og ${person})? (?:bliver|skal blive|venter|bliver siddende) (?:hjemme|oppe|tilbage|i bilen|i stuen|derhjemme)(?![\\p{L}])`,
        'giu',
      ),
    ))
      for (const w of [x[1], x[2]]) if (w) stays.set(w, part);
    for (const x of p.matchAll(
      new RegExp(`(?<![\\p{L}])${person}(?: og ${person})? (?:kører|tager|går|cykler) (?:hjem|derfra)(?![\\p{L}])`, 'giu'),
    ))
      for (const w of [x[1], x[2]]) if (w) goes.set(w, part);
  }
  if (!stays.size && !goes.size) return false;
  for (const s of told) {
    const t = s.text.toLowerCase();
    if (NOT_RE.test(t) || /(?<![\p{L}])(?:hvis|måske)(?![\p{L}])/iu.test(t)) continue;
    if (parts.some((p) => p.toLowerCase().includes(t.replace(/[.!?]$/u, '')))) continue;
    for (const [who, asked] of stays) {
      const along = new RegExp(
        `(?<![\\p{L}])${who}(?: og \\p{L}+)? (?:kører|går|tager|følger|cykler|kommer|skal) (?:\\p{L}+ )?med(?: \\p{L}+)? (?:til|ned|ind|ud|over|hen)(?![\\p{L}])`,
        'iu',
      );
      if (along.test(t)) {
        flag('contradiction', m.plan.staysGoes(s.text, asked.replace(/[.!?]+$/u, '')), s);
        return true;
      }
    }
    for (const [who, asked] of goes) {
      const stay = new RegExp(
        `(?<![\\p{L}])${who} (?:bliver|sover|overnatter)(?: også)?(?: og sover| der| i huset| natten| hos| til)(?![\\p{L}])`,
        'iu',
      );
      if (stay.test(t)) {
        flag('contradiction', m.plan.staysGoes(s.text, asked.replace(/[.!?]+$/u, '')), s);
        return true;
      }
    }
  }
  return false;
}

/**
 * Two of the parent's steps put in the other order inside one sentence: 'Før familien flytter, begynder
 * Sara i 3. klasse', for the steps 'Vi flytter ind i det nye hus' … 'Sara begynder i sin nye klasse'.
 */
function orderInSentence(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const steps = (request.facts?.steps ?? []).filter((x) => x.trim() !== '');
  if (steps.length < 2) return false;
  const plain = (text: string) => [
    ...new Set(
      wordsOf(text)
        .filter((w) => w.length >= 4 && !names.has(w) && !FAMILY.includes(w))
        .map(stem),
    ),
  ];
  const ofSteps = steps.map(plain);
  /** The one step a clause tells: most of its words, and more than any other step. */
  const stepOf = (clause: string) => {
    const mine = plain(clause);
    const shares = ofSteps.map((st) => (st.length ? st.filter((x) => mine.some((y) => sameWord(x, y))).length / st.length : 0));
    const best = Math.max(...shares);
    const at = shares.indexOf(best);
    return best >= 0.5 && shares.filter((x) => x === best).length === 1 ? at : -1;
  };
  for (const s of told) {
    const [earlier, later] = clausesInOrder(s.text) ?? [];
    if (!earlier || !later) continue;
    const a = stepOf(earlier);
    const b = stepOf(later);
    if (a >= 0 && b >= 0 && a > b) {
      flag('contradiction', m.plan.otherOrder(steps[a], steps[b]), s);
      return true;
    }
  }
  return false;
}

/**
 * What the parent says they do not buy or get ('Vi køber ikke slik i dag') told allowed ('I dag må Johan
 * selv tage en pose slik med'); and what happens again and again ('Mor kigger ind hvert tiende minut')
 * told happening once ('kigger mor ind til ham én gang').
 */
function notBoughtOrOnce(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const parts = requestParts(request);
  const refused = parts.flatMap((p) =>
    [
      ...p.matchAll(
        /(?<![\p{L}])(?:køber|får|spiser|drikker|tager) (?:vi |han |hun |de |\p{Lu}\p{Ll}+ )?ikke (?:noget |nogen |flere |mere )?(\p{L}{3,})/giu,
      ),
    ].map((x) => ({ part: p, thing: stem(x[1].toLowerCase()) })),
  );
  const often = parts.filter((p) => /(?<![\p{L}])hvert? (?:\p{L}+ )?(?:minut|kvarter|time|dag|aften|morgen|uge)(?![\p{L}])/iu.test(p));
  for (const s of told) {
    if (NOT_RE.test(s.text) || /(?<![\p{L}])(?:hvis|måske)(?![\p{L}])/iu.test(s.text)) continue;
    const w = wordsOf(s.text);
    const got = /(?<![\p{L}])(?:må|får|køber|tager|spiser|drikker)(?![\p{L}])/iu.test(s.text);
    const hit = got && refused.find((r) => !factFree(r.thing) && w.some((x) => stem(x) === r.thing));
    if (hit) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
    if (/(?<![\p{L}])(?:én|en enkelt|kun en) gang(?![\p{L}])/iu.test(s.text)) {
      const long = (t: string) => wordsOf(t).filter((x) => x.length >= 4 && !names.has(x));
      const asked = often.find((p) => long(p).some((x) => long(s.text).some((y) => sameWord(stem(x), stem(y)))));
      if (asked) {
        flag('contradiction', m.plan.onceForOften(s.text, asked.replace(/[.!?]+$/u, '')), s);
        return true;
      }
    }
  }
  return false;
}

/**
 * The parent's old or same thing told as new: 'Kasper fortsætter i sin gamle skole' told as 'skal Kasper
 * begynde i en ny skole'; 'Otto bliver i den samme børnehave' as 'en ny børnehave'.
 */
function oldForNew(told: Told, request: CheckRequest, flag: Flag): boolean {
  const asked = requestText(request);
  const kept = [...asked.matchAll(/(?<![\p{L}])(?:gamle|samme)\s+(\p{L}{4,})/giu)].map((x) => stem(x[1].toLowerCase()));
  // (Not where the parent writes of new ones too: 'tager de gamle elastikker af og sætter nye på'.)
  if (!kept.length || /(?<![\p{L}])(?:ny|nyt|nye)(?=\s*(?:[.,;!?]|$)|\s+(?:på|af|til|i|ind|ud|frem|igen)(?![\p{L}]))/iu.test(asked))
    return false;
  // (A start in a new one: 'begynde i en ny skole'; not a new thing got, 'får Ida en ny cykel'.)
  const newOf = (text: string) =>
    [
      ...text.matchAll(
        /(?<![\p{L}])(?:begynde|begynder|starte|starter|skifte|skifter|gå|går|komme|kommer) (?:\p{L}+ ){0,2}(?:i|på|til) (?:en|et|den|det) (?:ny|nyt|nye)\s+(\p{L}{4,})/giu,
      ),
    ].map((x) => stem(x[1].toLowerCase()));
  const askedNew = [...asked.matchAll(/(?<![\p{L}])(?:ny|nyt|nye)\s+(\p{L}{4,})/giu)].map((x) => stem(x[1].toLowerCase()));
  for (const s of told) {
    const thing = newOf(s.text).find((x) => kept.some((k) => sameWord(k, x)) && !askedNew.some((k) => sameWord(k, x)));
    if (thing && !NOT_RE.test(s.text)) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
  }
  return false;
}

/**
 * What the parent wrote happens only on a condition told as happening anyway: 'Selv hvis det regner,
 * kører de af sted', for 'Hvis det regner, bliver vi hjemme'.
 */
function evenIf(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const conditions = requestParts(request).flatMap((p) =>
    [...p.matchAll(/(?<![\p{L}])(?<!selv )hvis ([^,.]+),? ([^.!?]*)/giu)]
      // (Only an outcome that calls it off: 'bliver vi hjemme', not 'tager vi regntøj på'.)
      .filter((x) => /(?<![\p{L}])(?:ikke|aflys\p{L}*|bliver (?:vi |de )?hjemme|en anden dag|udsat|slut)(?![\p{L}])/iu.test(x[2]))
      .map((x) => ({ part: p, stems: contentStems(x[1], names) })),
  );
  if (!conditions.length) return false;
  for (const s of told) {
    const x = s.text.match(/(?<![\p{L}])(?:selv hvis|også selvom|også hvis|selvom|uanset om) ([^,.]+)/iu);
    if (!x) continue;
    const mine = contentStems(x[1], names);
    const hit = conditions.find((c) => c.stems.length && c.stems.every((y) => mine.some((z) => sameWord(y, z))));
    if (hit && !/(?<![\p{L}])(?:selv hvis|selvom|uanset)(?![\p{L}])/iu.test(hit.part)) {
      flag('contradiction', m.plan.evenIf(s.text, hit.part.replace(/[.!?]+$/u, '')), s);
      return true;
    }
  }
  return false;
}

/**
 * How long, where the parent wrote that nobody knows how long ('Vi ved ikke, hvor længe den er væk'):
 * 'Strømmen er væk i fem minutter'.
 */
function knownLength(told: Told, asked: string, flag: Flag): boolean {
  const unknown = asked.match(/[^.!?]*(?<![\p{L}])(?:ved|véd) (?:endnu )?ikke,? hvor (?:længe|lang tid)[^.!?]*/iu)?.[0];
  if (!unknown) return false;
  const LENGTH_RE =
    /(?<![\p{L}])(?:i|om|efter|varer|tager|kun) ((?:\p{L}+ )?(?:minut|minutter|time|timer|dag|dage|døgn|uge|uger|måned|måneder|kvarter))(?![\p{L}])/iu;
  // Of the thing nobody knows the length of: a word of the parent's sentence ('væk' of 'hvor længe den er væk').
  const of = wordsOf(unknown).filter((w) => w.length >= 3 && !factFree(w) && !['ved', 'ikke', 'hvor', 'længe', 'lang', 'tid'].includes(w));
  for (const s of told) {
    const said = s.text.match(LENGTH_RE)?.[1];
    if (!said || /(?<![\p{L}])(?:måske|hvis)(?![\p{L}])/iu.test(s.text) || asked.toLowerCase().includes(said.toLowerCase())) continue;
    if (!wordsOf(s.text).some((w) => of.some((x) => sameWord(stem(w), stem(x))))) continue;
    flag('contradiction', m.plan.maybeCertain(s.text, unknown.trim()), s);
    return true;
  }
  return false;
}

function everyOther(told: Told, request: CheckRequest, flag: Flag): boolean {
  const asked = requestText(request);
  const other = [...asked.matchAll(/(?<![\p{L}])hver (?:anden|tredje|fjerde) (\p{L}+)/giu)].map((x) => [x[0], x[1].toLowerCase()]);
  for (const s of told) {
    // ('hver eneste weekend' is every one.)
    const every = [...s.text.matchAll(/(?<![\p{L}])hver (?:eneste |enkelt )?(\p{L}+)/giu)].map((x) => x[1].toLowerCase());
    // (Not where the parent also writes 'hver' of it: 'Ida går til dans hver fredag'.)
    const plain = [...asked.matchAll(/(?<![\p{L}])(?<!(?:anden|tredje|fjerde) )hver (\p{L}+)/giu)].map((x) => x[1].toLowerCase());
    const hit = other.find(([, thing]) => every.includes(thing) && !plain.includes(thing));
    if (hit) {
      flag('contradiction', m.plan.everyOther(s.text, hit[0]), s);
      return true;
    }
  }
  return false;
}

/** Words that say the opposite of each other, each way round ('alene' / 'sammen', 'stor' / 'lille'). */
const ANTONYM_WORDS: readonly (readonly [string, string])[] = [
  ['alene', 'sammen'],
  ['stor|store|større|største', 'lille|små|mindre|mindste'],
  ['tidlig|tidligt|tidlige|tidligere', 'sen|sent|sene|senere'],
  ['åben|åbent|åbne', 'lukket|lukkede'],
  ['tændt|tændte', 'slukket|slukkede'],
  ['varm|varmt|varme', 'kold|koldt|kolde'],
  ['hurtig|hurtigt|hurtige', 'langsom|langsomt|langsomme'],
  ['lys|lyst|lyse', 'mørk|mørkt|mørke'],
  ['altid', 'aldrig'],
  ['foran|forrest', 'bag|bagved|bagerst'],
  ['inde|indenfor', 'ude|udenfor'],
  ['før|inden', 'efter'],
  ['med', 'uden'],
  ['lav|lavt', 'dyb|dybt|dybe'],
];
const ANTONYMS: readonly (readonly [RegExp, RegExp])[] = ANTONYM_WORDS.flatMap(([a, b]) => {
  const [x, y] = [new RegExp(`^(?:${a})$`, 'u'), new RegExp(`^(?:${b})$`, 'u')];
  return [
    [x, y],
    [y, x],
  ] as const;
});

const NUMBER_WORDS: Record<string, number> = {
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ni: 9,
  ti: 10,
  tolv: 12,
  tyve: 20,
  halvanden: 1.5,
};
/** How long or how many: a number and its unit ('to nætter', '3 timer', 'fem minutter'); 'en' and 'et' are articles too often to count. */
const AMOUNT_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d+(?:[,.]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})\\s+(nat|nætter|dag|dage|døgn|uge|uger|måned|måneder|time|timer|minut|minutter|gang|gange|år)(?![\\p{L}])(?!\\s+(?:over|i)\\s+(?:\\d|et|to|tre|fire|fem|seks|syv|otte|ni|ti|elleve|tolv)(?![\\p{L}]))`,
  'giu',
);
const UNIT_OF: Record<string, string> = {
  nætter: 'nat',
  dage: 'dag',
  uger: 'uge',
  måneder: 'måned',
  timer: 'time',
  minutter: 'minut',
  gange: 'gang',
};
/** Lengths of time, one measure of another ('tre uger' is not 'tre måneder'). */
const LENGTHS = new Set(['nat', 'dag', 'døgn', 'uge', 'måned', 'år', 'minut']);
const LONG = new Set(['uge', 'måned', 'år']);
/** 'en halv time', and 'en' counted as one after a word of length ('tager kun en time', 'i en uge'). */
const HALF_HOUR_RE = /(?<![\p{L}])(?:en )?halv time(?![\p{L}])/giu;
const ONE_RE = /(?<![\p{L}])(?:kun|bare|tager|varer|om|i|cirka) (?:en|et|én) (nat|dag|døgn|uge|måned|time|minut|år)(?![\p{L}])/giu;
const amountsOf = (text: string) => {
  const found = [
    ...[...text.matchAll(AMOUNT_RE)].map((x) => {
      const n = x[1].toLowerCase();
      return { n: NUMBER_WORDS[n] ?? Number(n.replace(',', '.')), unit: UNIT_OF[x[2].toLowerCase()] ?? x[2].toLowerCase(), text: x[0] };
    }),
    ...[...text.replace(HALF_HOUR_RE, ' ').matchAll(ONE_RE)].map((x) => ({
      n: 1,
      unit: x[1].toLowerCase(),
      text: x[0].replace(/^\p{L}+ /u, ''),
    })),
    ...[...text.matchAll(HALF_HOUR_RE)].map((x) => ({ n: 30, unit: 'minut', text: x[0] })),
    // 'én nat': the accent makes it a count.
    ...[...text.matchAll(/(?<![\p{L}])(?:én|ét) (nat|dag|døgn|uge|måned|time|minut|år|gang)(?![\p{L}])(?! ad gangen)/giu)].map((x) => ({
      n: 1,
      unit: x[1].toLowerCase(),
      text: x[0],
    })),
  ];
  // Hours as minutes, so 'en halv time' and 'fem minutter' are one measure.
  return found.map((a) => (a.unit === 'time' ? { ...a, n: a.n * 60, unit: 'minut' } : a));
};

/** Another number of the same thing than the parent's ('tre nætter', where the parent wrote 'to nætter'). */
function otherAmount(told: Told, asked: string, flag: Flag): boolean {
  const theirs = amountsOf(asked);
  if (!theirs.length) return false;
  for (const s of told) {
    // The same number of another length of time is another amount too ('tre uger', where the parent wrote 'tre måneder').
    const other = amountsOf(s.text).find(
      (a) =>
        (theirs.some((t) => t.unit === a.unit) && !theirs.some((t) => t.unit === a.unit && t.n === a.n)) ||
        (LENGTHS.has(a.unit) &&
          theirs.some((t) => t.n === a.n && t.unit !== a.unit && LENGTHS.has(t.unit)) &&
          !theirs.some((t) => t.unit === a.unit)) ||
        // Or a length of days, weeks or months where the parent gave another ('i en uge', for 'i tre måneder').
        (LONG.has(a.unit) && theirs.some((t) => LONG.has(t.unit)) && !theirs.some((t) => t.unit === a.unit)),
    );
    if (other) {
      // The parent's amounts of the same unit, else their lengths of time ('i tre måneder').
      const same = theirs.filter((t) => t.unit === other.unit);
      const asked = (same.length ? same : theirs.filter((t) => LONG.has(t.unit))).map((t) => t.text).join(' eller ');
      flag('contradiction', m.plan.otherAmount(other.text, asked), s);
      return true;
    }
  }
  return false;
}

/**
 * More of a thing than the parent's one ('Emil får to stik, et i hver arm', where the parent wrote
 * 'Han får et stik i armen'): a count before a word the parent wrote with 'en', 'et' or 'én', and
 * never with a count.
 */
function moreThanOne(told: Told, asked: string, names: Set<string>, flag: Flag): boolean {
  // ('et stik i hver arm' is more than one.)
  const one = [...asked.matchAll(/(?<![\p{L}])(en|et|én|ét) (\p{L}{3,})(?![\p{L}])(?! (?:i|til|på) hver(?![\p{L}]))/giu)]
    .map((x) => ({ text: x[0], thing: stem(x[2].toLowerCase()) }))
    .filter((x) => !factFree(x.thing) && !names.has(x.thing) && !LENGTHS.has(x.thing));
  if (!one.length) return false;
  const counted = (text: string) =>
    [...text.matchAll(/(?<![\p{L}\p{N}])(to|tre|fire|fem|seks|syv|otte|ni|ti|\d+) (\p{L}{3,})/giu)].map((x) => ({
      text: x[0],
      thing: stem(x[2].toLowerCase()),
    }));
  const theirs = counted(asked);
  for (const s of told) {
    const more = counted(s.text).find(
      (c) => one.some((o) => sameInflected(o.thing, c.thing)) && !theirs.some((t) => sameInflected(t.thing, c.thing)),
    );
    if (more) {
      flag('contradiction', m.plan.otherAmount(more.text, one.find((o) => sameInflected(o.thing, more.thing))!.text), s);
      return true;
    }
  }
  return false;
}

/** Another reason than the parent's ('Alma skal flytte, fordi de voksne har for travlt', where the parent wrote that she turns three). */
function otherReason(
  told: Told,
  request: CheckRequest,
  asked: string,
  names: Set<string>,
  newWords: Map<string, string[]>,
  flag: Flag,
): boolean {
  if (!request.facts?.why?.trim() && !/(?<![\p{L}])(?:fordi|derfor)(?![\p{L}])/iu.test(asked)) return false;
  const people = new Set([...FAMILY, ...(request.facts?.who ?? []).flatMap(wordsOf).filter((w) => !factFree(w)), ...names]);
  for (const s of told) {
    const because = s.text.match(/(?<![\p{L}])fordi\s+(.+)$/iu)?.[1];
    // Of the story's people only: 'Hvalpe bider, fordi de lærer verden at kende' explains, and claims nothing of anyone.
    if (!because || !wordsOf(s.text).some((w) => people.has(w))) continue;
    // (Nor a feeling given as the reason for a feeling: 'De græder, fordi de savner farfar'.)
    if (
      /^(?:\p{L}+\s+){1,2}?(?:savner|elsker|holder af|tænker på|synes|kan lide|er (?:\p{L}+ )?(?:kede?|glade?|trætte?|bange|spændte?|stolte?|nervøse?))(?![\p{L}])/iu.test(
        because,
      )
    )
      continue;
    const fresh = newWords.get(`${s.page}/${s.index}`) ?? [];
    if (wordsOf(because).some((w) => w.length >= 5 && fresh.includes(w))) {
      flag('contradiction', m.plan.otherReason(s.text), s);
      return true;
    }
  }
  return false;
}

/** The value of a number said in words, counts and ordinals ('seks', 'tyve', 'femte', 'tyvende'). */
const WORD_VALUE: Record<string, number> = Object.fromEntries(
  [
    'en to tre fire fem seks syv otte ni ti elleve tolv tretten fjorten femten seksten sytten atten nitten tyve',
    'første anden tredje fjerde femte sjette syvende ottende niende tiende ellevte tolvte trettende fjortende femtende sekstende syttende attende nittende tyvende',
  ]
    .flatMap((row) => row.split(' ').map((w, i) => [w, i + 1] as const))
    // 'enogtyve' to 'niogtyve' ('otteogtyve minutter i otte').
    .concat('en to tre fire fem seks syv otte ni'.split(' ').map((w, i) => [`${w}ogtyve`, 21 + i] as const)),
);
/**
 * The numbers a text states in digits, and what they are said as in words: '6 år' is 'seks', '5. juli'
 * is 'femte', a time 'kl. 7.40' is 'tyve minutter i otte' (7, 40, 20 and 8) and 'kl. 17' is 'fem'.
 */
function numeralsOf(text: string): Set<number> {
  const found = new Set<number>();
  for (const x of text.matchAll(/(?<![\p{N}])(\d{1,4})(?:[.:](\d{2}))?(?![\p{N}])/gu)) {
    const [h, min] = [Number(x[1]), x[2] === undefined ? undefined : Number(x[2])];
    found.add(h);
    if (h >= 13 && h <= 24) found.add(h - 12);
    if (min !== undefined) {
      for (const v of [min, 60 - min, h + 1, h >= 12 ? h - 11 : h + 13]) found.add(v);
    }
  }
  return found;
}

/** Words before a number word that make it a time of day or the people already named. */
const NOT_A_COUNT_BEFORE = ['halv', 'over', 'i', 'klokken', 'kl', 'alle', 'de', 'vi', 'begge'];
/** A number the parent did not write ('Han tager linje 6A' for 5A, 'fem børn' for the class of 22): a count or a name a child relies on. */
function otherNumber(told: Told, plan: StoryPlan, asked: string, names: Set<string>, flag: Flag): boolean {
  const theirs = new Set([...wordsOf(asked), ...names]);
  // A number of digits only where the parent wrote numbers: then they are facts of this story.
  const counted = /\d/u.test(asked);
  const stated = numeralsOf(asked);
  // A number word is a count, not a time of day ('halv ti', 'kvart over otte' for the parent's 'kl. 9.30'),
  // not the people the story names ('de alle fire') and not 'to' ('to hjem'): a word of pairs as often as a count.
  const numbers = (text: string) =>
    wordsOf(text).filter(
      (w, i, ws) =>
        (/\d/u.test(w) && counted) ||
        (w in NUMBER_WORDS && w !== 'to' && !NOT_A_COUNT_BEFORE.includes(ws[i - 1] ?? '') && ws[i + 1] !== 'af'),
    );
  for (const s of told) {
    // Only a sentence that says it is the parent's or a frame: the writer's own number is listed under «Det har du ikke skrevet».
    if (plan.pages[s.page - 1].sentences[s.index].source === 'writer') continue;
    // (Not the count of the days it names: 'fire nætter: torsdag, fredag, lørdag og søndag'.)
    const days = [...s.text.matchAll(WEEKDAY_RE)].length;
    // (Nor the parent's number said in words: 'seks år' for '6 år', 'perron fem' for 'perron 5'.)
    const other = numbers(s.text).find((n) => !theirs.has(n) && NUMBER_WORDS[n] !== days && !stated.has(WORD_VALUE[n] ?? -1));
    if (other) {
      flag('contradiction', m.plan.otherNumber(s.text, other), s);
      return true;
    }
  }
  return false;
}

const ORDINALS = [
  'første',
  'anden',
  'andet',
  'tredje',
  'fjerde',
  'femte',
  'sjette',
  'syvende',
  'ottende',
  'niende',
  'tiende',
  'sidste',
  'bageste',
  'forreste',
];
const ORDINAL_RE = new RegExp(`(?<![\\p{L}])(${ORDINALS.join('|')}) (\\p{L}+)`, 'giu');
/** The baby's sex where the parent did not write it ('Babyen er en lille pige', 'Ellen får en lillesøster'). */
function babySex(told: Told, asked: string, flag: Flag): boolean {
  if (!CLASS_RE.birth.test(asked) || /(?<![\p{L}])(?:pige|dreng|lillesøster|lillebror|søster|bror|han|hun)(?![\p{L}])/iu.test(asked))
    return false;
  for (const s of told) {
    const said = s.text.match(
      /(?<![\p{L}])(?:lillesøster|lillebror|babyen er en (?:lille )?(?:pige|dreng)|det bliver en (?:lille )?(?:pige|dreng))(?![\p{L}])/iu,
    )?.[0];
    if (said) {
      flag('contradiction', m.plan.babySex(s.text), s);
      return true;
    }
  }
  return false;
}

/** Another place in a row than the parent's ('på første række', where the parent wrote 'anden række'). */
function otherOrdinal(told: Told, asked: string, flag: Flag): boolean {
  const theirs = [
    ...[...asked.matchAll(ORDINAL_RE)].map((x) => ({ n: x[1].toLowerCase(), thing: stem(x[2].toLowerCase()) })),
    // 'række 12', 'bane 3': a place in a row by its number.
    ...[...asked.matchAll(/(?<![\p{L}])(\p{L}{3,}) (\d{1,3})(?![\p{L}\p{N}.,:])/giu)].map((x) => ({
      n: ORDINALS[Number(x[2]) - 1] ?? x[2],
      thing: stem(x[1].toLowerCase()),
    })),
  ];
  if (!theirs.length) return false;
  for (const s of told) {
    const other = [...s.text.matchAll(ORDINAL_RE)].find((x) => {
      const thing = stem(x[2].toLowerCase());
      const same = theirs.filter((t) => t.thing === thing);
      return same.length > 0 && !same.some((t) => t.n === x[1].toLowerCase());
    });
    if (other) {
      flag('contradiction', m.plan.otherNumber(s.text, other[0]), s);
      return true;
    }
  }
  return false;
}

/**
 * Allowed where the parent wrote it is not ('Clara må gerne røre ved skulpturerne', for 'man må ikke
 * røre ved kunsten'; 'må låne tre nye bøger', for 'de skal ikke låne nye bøger'): 'må' with a verb the
 * parent put after 'må ikke' or 'skal ikke', and no 'ikke' of its own.
 */
function allowed(told: Told, request: CheckRequest, flag: Flag): boolean {
  // A name is no thing forbidden ('Viggo må ikke løfte Kaffe op': the puppy may well 'snuse rundt').
  const named = new Set([...requestText(request).matchAll(/(?<=[\p{L}\p{N},] )\p{Lu}\p{Ll}+/gu)].map((x) => x[0].toLowerCase()));
  const forbidden = requestParts(request).flatMap((p) =>
    // The words of what is not allowed ('må ikke gå i vandet uden en voksen': 'vandet'), and what
    // makes it allowed ('voksen': 'må gå i vandet sammen med en voksen' is the same rule).
    // ('kan ikke' forbids only as a rule for everyone, 'man kan ikke …'; 'hun kan ikke sove' is what she cannot.)
    [
      ...p.matchAll(
        /(?<![\p{L}])(?:må|skal|(?<=(?<![\p{L}])(?:man|du|i|vi|børnene|eleverne|alle) )kan) (?:\p{L}+ )?(?:ikke|aldrig)((?: \p{L}+){1,3})/giu,
      ),
    ].flatMap((x) => {
      const unless = p.slice(x.index).match(/(?<![\p{L}])uden (?:en |et |sin |sit |sine )?(\p{L}+)/iu)?.[1];
      return wordsOf(x[1])
        .filter((w) => w.length >= 4 && !named.has(w) && (x[1].trim().split(' ').length === 1 || !factFree(w)))
        .map((w) => ({ word: stem(w), unless: unless ? stem(unless.toLowerCase()) : undefined }));
    }),
  );
  if (!forbidden.length) return false;
  for (const s of told) {
    // Another time: 'må spise igen efter operationen' where the parent wrote 'må ikke spise morgenmad'.
    if (
      NOT_RE.test(s.text) ||
      !/(?<![\p{L}])må(?![\p{L}])/iu.test(s.text) ||
      /(?<![\p{L}])(?:igen|efter|bagefter)(?![\p{L}])/iu.test(s.text)
    )
      continue;
    const mine = wordsOf(s.text).map(stem);
    const after = s.text
      .toLowerCase()
      .split(/(?<![\p{L}])må(?![\p{L}])/u)
      .slice(1)
      .join(' ');
    if (
      wordsOf(after)
        .slice(0, 4)
        .some((w) => forbidden.some((f) => f.word === stem(w) && !(f.unless && mine.includes(f.unless))))
    ) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
  }
  return false;
}

/**
 * A day the app cannot know, or a one-time day made a habit: 'i morgen' where the parent gave the
 * day ('på fredag'), and 'hver onsdag' or 'hver dag' where the parent wrote of one day and never 'hver'.
 */
function otherWhen(told: Told, asked: string, flag: Flag): boolean {
  const day = asked.search(WEEKDAY_RE) >= 0 || /(?<![\p{L}])(?:\d{1,2}\.\s*\p{L}+|den \d{1,2}\.)/iu.test(asked);
  // 'fra mandag til fredag', 'hele ugen' are every day of a week.
  // So are what a child 'går til', 'plejer' and 'om tirsdagen'.
  const every = new RegExp(
    `(?<![\\p{L}])(?:hver(?:t)?|hele ugen|fra (?:${WEEKDAYS.join('|')})(?:en)? til|går til|plejer|altid|om (?:${WEEKDAYS.join('|')})en)(?![\\p{L}])`,
    'iu',
  ).test(asked);
  const weekly =
    !/(?<![\p{L}])(?:hver dag|hverdag\p{L}*|alle dage|hele ugen|fra mandag til fredag|dagligt)(?![\p{L}])/iu.test(asked) &&
    asked.match(new RegExp(`(?<![\\p{L}])(?:om|hver) (?:${WEEKDAYS.join('|')})(?:en)?(?![\\p{L}])`, 'iu'))?.[0];
  for (const s of told) {
    const tomorrow =
      !/(?<![\p{L}])i (?:morgen|overmorgen)(?![\p{L}])/iu.test(asked) &&
      s.text.match(/(?<![\p{L}])i (?:morgen|overmorgen)(?![\p{L}])/iu)?.[0];
    if (day && tomorrow) {
      flag('contradiction', m.plan.notKnownDay(tomorrow), s);
      return true;
    }
    const habit = s.text.match(new RegExp(`(?<![\\p{L}])hver (?:dag|uge|${WEEKDAYS.join('|')})(?![\\p{L}])`, 'iu'))?.[0];
    if (day && !every && habit) {
      flag('contradiction', m.plan.habit(habit), s);
      return true;
    }
    // Every day where the parent's habit is a day of the week ('hver dag', for 'om tirsdagen').
    if (weekly && /(?<![\p{L}])hver dag(?![\p{L}])/iu.test(s.text)) {
      flag('contradiction', m.plan.otherDay('hver dag', weekly), s);
      return true;
    }
  }
  return false;
}

/**
 * The day a thing has moved from, told as its day ('Nu har Frida svømning om tirsdagen', where the
 * parent wrote 'Svømning flytter fra tirsdag til torsdag'); not where the story tells the move or the old habit.
 */
function movedDay(told: Told, asked: string, flag: Flag): boolean {
  const day = `(${WEEKDAYS.join('|')})(?:en|s)?`;
  const moves = [
    ...asked.matchAll(
      new RegExp(`(?<![\\p{L}])(?:flytter|flyttes|rykker|rykkes|skifter|ændres) (?:\\p{L}+ )?fra ${day} til ${day}`, 'giu'),
    ),
  ].map((x) => ({ from: x[1].toLowerCase(), to: x[2].toLowerCase() }));
  for (const move of moves)
    for (const s of told) {
      const days = [...s.text.matchAll(WEEKDAY_RE)].map((x) => x[1].toLowerCase());
      if (!days.includes(move.from) || days.includes(move.to)) continue;
      if (/(?<![\p{L}])(?:før|plejer|plejede|flytter|flyttes|fra|stedet|ikke|vant)(?![\p{L}])/iu.test(s.text)) continue;
      flag('contradiction', m.plan.otherDay(move.from, move.to), s);
      return true;
    }
  return false;
}

/** 'ingen briller', 'ikke noget stik': a thing the parent says is not there. */
// ('at der ikke er wifi', 'der er ikke nogen gynger': what is not there after 'der'; not a place 'hvor der ikke er røg'.)
const ABSENT_RE =
  /(?<![\p{L}])(?:ingen|intet|ikke (?:noget|nogen|nogle|et|en)|(?<=der )(?<!hvor der )(?:ikke er|er ikke)(?: noget| nogen| nogle)?)\s+(?:(?:rigtig|ægte|stor|lille|ny)e?\s+)?(\p{L}{3,})/giu;

/**
 * Nothing of what the parent says is there ('Der er slet ingen kø', where the parent wrote that the
 * queue is hard): the thing is in a part of the parent's with no 'ikke', and in none with one.
 */
function thereAbsent(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const parts = requestParts(request);
  for (const s of told) {
    // ('kø' too: a word of two letters.)
    for (const x of s.text.matchAll(new RegExp(ABSENT_RE.source.replace('{3,}', '{2,}'), 'giu'))) {
      const thing = x[1].toLowerCase();
      if (factFree(thing) || names.has(thing) || FAMILY.includes(thing)) continue;
      const has = (p: string) => wordsOf(p).some((w) => stem(w) === stem(thing));
      if (parts.some((p) => has(p) && !NOT_RE.test(p)) && !parts.some((p) => has(p) && NOT_RE.test(p))) {
        flag('contradiction', m.plan.opposite(s.text), s);
        return true;
      }
    }
  }
  return false;
}

/** A thing the parent says is not there ('der er ingen briller') that the story says is ('får alle 3D-briller på'). */
function absentThere(told: Told, asked: string, names: Set<string>, flag: Flag): boolean {
  const absent = [...asked.matchAll(ABSENT_RE)]
    .map((x) => x[1].toLowerCase())
    .filter((w) => !factFree(w) && !names.has(w) && !FAMILY.includes(w));
  // 'Der må ikke være telefoner med på lejren': a thing that may not come along.
  for (const x of asked.matchAll(/(?<![\p{L}])må ikke være (?:\p{L}+ )?(\p{L}{3,}) med(?![\p{L}])/giu))
    if (!factFree(x[1].toLowerCase()) && !names.has(x[1].toLowerCase()) && !FAMILY.includes(x[1].toLowerCase()))
      absent.push(x[1].toLowerCase());
  // 'Frejas kat bliver passet hos naboen, så den er ikke hjemme': the owned thing that 'den' stands for.
  for (const x of sentencesOf(asked)) {
    if (!/(?<![\p{L}])(?:den|det) (?:er ikke|kommer ikke|er der ikke)(?: (?:med|hjemme|der))?(?![\p{L}])/iu.test(x)) continue;
    const owned = x.match(/(?<![\p{L}])(?:\p{Lu}\p{Ll}+s|vores|min|mit|hans|hendes|deres) (\p{Ll}{3,})/u)?.[1];
    if (owned && !factFree(owned)) absent.push(owned);
  }
  if (!absent.length) return false;
  for (const s of told) {
    // Not where the story says it is not, or only might be ('hvis der en dag kommer en rigtig brand'),
    // nor in the parent's own sentence ('Det blæser meget', beside 'så intet blæser væk').
    if (NOT_RE.test(s.text) || /(?<![\p{L}])(?:hvis|måske)(?![\p{L}])/iu.test(s.text)) continue;
    if (asked.toLowerCase().includes(s.text.toLowerCase().replace(/[.!?]$/u, ''))) continue;
    // The thing itself or a compound with it as its head ('solbriller'), not as its first part ('brandøvelse').
    // Not a name the parent wrote ('Det er ikke en park …' of the stadium «Parken»).
    const named = new Set([...asked.matchAll(/(?<=[\p{L}\p{N},] )\p{Lu}[\p{L}-]+/gu)].map((x) => x[0].toLowerCase()));
    const said = [...s.text.matchAll(/[\p{L}\p{N}]+/gu)]
      .filter((x) => !(/^\p{Lu}/u.test(x[0]) && named.has(x[0].toLowerCase())))
      .map((x) => x[0].toLowerCase());
    const thing = absent.find((a) => said.some((w) => stem(w) === stem(a) || (stem(a).length >= 5 && stem(w).endsWith(stem(a)))));
    if (thing) {
      flag('contradiction', m.plan.notThereThing(thing), s);
      return true;
    }
  }
  return false;
}

/**
 * One of the parent's sentences told of another person ('Far henter Ida i børnehaven', where the
 * parent wrote 'Mor henter Ida'): every content word of the part is in the sentence, the part's
 * person is not, and a person the part does not name is.
 */
function personSwapped(told: Told, plan: StoryPlan, request: CheckRequest, child: string, names: Set<string>, flag: Flag): boolean {
  // Each person by one key: the words of one «Hvem er med?» answer are one person ('tandlægen Karin').
  const key = new Map<string, string>(FAMILY.map((w) => [w, w]));
  // A title two answers share ('pædagog Mikkel', 'pædagog Rikke') names neither.
  const answers = request.facts?.who ?? [];
  const titles = new Set(answers.flatMap((e, i) => wordsOf(e).filter((w) => answers.some((f, j) => j !== i && wordsOf(f).includes(w)))));
  // Another's person ('Majas mor') is one word, so 'Majas hus' is not her and 'mor' alone is not she.
  const owned = answers.flatMap((e) => {
    const x = e.trim().match(/^(\p{L}+s) (\p{L}+)$/u);
    return x && /^\p{Lu}/u.test(x[1])
      ? [
          {
            phrase: new RegExp(`(?<![\\p{L}])${x[1]} ${x[2]}(?![\\p{L}])`, 'giu'),
            word: `${x[1]}${x[2]}`.toLowerCase(),
            entry: e.toLowerCase(),
          },
        ]
      : [];
  });
  const ownedWords = (text: string) => wordsOf(owned.reduce((t, o) => t.replace(o.phrase, o.word), text));
  for (const o of owned) key.set(o.word, o.entry);
  for (const entry of answers) for (const w of ownedWords(entry)) if (!factFree(w) && !titles.has(w)) key.set(w, entry.toLowerCase());
  for (const w of ownedWords(child)) key.set(w, 'child');
  const people = (text: string) => [...new Set(ownedWords(text).flatMap((w) => (key.has(w) ? [key.get(w)!] : [])))];
  // The words beside a person ('Mor henter' / 'henter mor'), and the two after it ('mor sover hos').
  const beside = (ws: string[], person: string | undefined) => {
    const at = ws.findIndex((w) => key.get(w) === person);
    return at < 0 ? [] : [ws[at + 1] ?? '', ws[at - 1] ?? ''].filter((x) => x.length > 1 && !key.has(x));
  };
  const after = (ws: string[], person: string) => {
    const at = ws.findIndex((w) => key.get(w) === person);
    return at < 0 || at + 2 >= ws.length || ws.slice(at + 1, at + 3).some((w) => key.has(w)) ? '' : ws.slice(at + 1, at + 3).join(' ');
  };
  const asked = requestText(request);
  const name = (p: string) => (p === 'child' ? child : asWritten(asked, p));
  const parts = requestParts(request);
  for (const s of told) {
    const words = ownedWords(s.text);
    const mine = people(s.text);
    // Two of the parent's people that have changed places ('Far sover hos Viggo, og mor er hjemme med
    // Karla', for 'Mor sover hos Viggo. Far er hjemme med Karla.'): each is followed by what followed the other.
    for (const a of mine)
      for (const b of mine) {
        if (a === b || a === 'child' || b === 'child') continue;
        const aAfter = after(words, a);
        const bAfter = after(words, b);
        if (!aAfter || !bAfter || aAfter === bAfter) continue;
        const written = (p: string, x: string) => parts.some((t) => after(ownedWords(t), p) === x && !people(t).includes(p === a ? b : a));
        if (written(b, aAfter) && written(a, bAfter)) {
          flag('contradiction', m.plan.otherPerson(s.text, name(a), name(b)), s);
          return true;
        }
      }
    // The sentence's own answer told of another person ('Om eftermiddagen henter mor Magnus i SFO'en',
    // from 'Far henter Magnus i SFO'en torsdag'): the answer's person is not in it, another is, in the same place.
    const sentence = plan.pages[s.page - 1].sentences[s.index];
    const field = sentence.source === 'parent' ? fieldText(request, sentence.from) : undefined;
    if (!field) continue;
    const theirs = people(field);
    const common = contentStems(field, names).filter((x) => !key.has(x) && words.some((w) => sameWord(x, stem(w))));
    if (!common.length) continue;
    // Beside the answer's word another person, and the answer's person not ('Søndag henter Jakob Sif
    // og kører hende hjem til far', for 'Søndag henter far Sif igen').
    const by = (ws: string[], x: string) =>
      ws.flatMap((w, i) => (w === x ? [ws[i - 1], ws[i + 1]].filter((y) => y && key.has(y)).map((y) => key.get(y)!) : []));
    // Two of the answer's people in each other's place ('Om morgenen sover far, og mor følger Alma', for
    // 'Om morgenen sover mor, og far følger Alma'): beside the words of content each had, the other.
    const near = (ws: string[], person: string) => beside(ws, person).filter((x) => x.length >= 3 && !factFree(x));
    for (const a of theirs.filter((p) => p !== 'child'))
      for (const b of theirs.filter((p) => p !== 'child' && p !== a)) {
        const had = near(ownedWords(field), a);
        if (
          had.some((x) => near(words, b).includes(x)) &&
          !had.some((x) => near(words, a).includes(x)) &&
          near(ownedWords(field), b).some((x) => near(words, a).includes(x))
        ) {
          flag('contradiction', m.plan.otherPerson(s.text, name(b), name(a)), s);
          return true;
        }
      }
    for (const gone of theirs.filter((p) => p !== 'child')) {
      for (const x of beside(ownedWords(field), gone)) {
        const there = by(words, x);
        const other = there.find((p) => p !== 'child' && !theirs.includes(p));
        if (other && !there.includes(gone)) {
          flag('contradiction', m.plan.otherPerson(s.text, name(other), name(gone)), s);
          return true;
        }
      }
    }
  }
  for (const part of parts) {
    const theirs = people(part);
    const content = contentStems(part, names).filter((x) => !ownedWords(part).some((w) => key.has(w) && stem(w) === x));
    // («Hvem er med?» names people and says nothing of them.)
    if (!theirs.length || !content.length || answers.includes(part)) continue;
    for (const s of told) {
      const words = ownedWords(s.text);
      // One word of content only where the sentence says nothing more ('Sofie har høreapparat' for 'Malik har høreapparat').
      const more = contentStems(s.text, names).filter((x) => !key.has(x) && !content.some((y) => sameWord(x, y)));
      if (content.length < 2 && more.length) continue;
      // Told with a pronoun or of the family ('Hun cykler …', 'familien'), the sentence may well be of the part's person.
      if (words.some((w) => STAND_INS.includes(w)) || !content.every((x) => words.some((w) => sameWord(x, stem(w))))) continue;
      const named = people(s.text);
      const gone = theirs.find((p) => !named.includes(p));
      const other = named.find((p) => !theirs.includes(p));
      // In the same place: the same word after or before the person ('Mor henter' / 'Far henter').
      const around = (ws: string[], person: string | undefined) => {
        const at = ws.findIndex((w) => key.get(w) === person);
        return at < 0 ? [] : [`>${ws[at + 1] ?? ''}`, `<${ws[at - 1] ?? ''}`].filter((x) => x.length > 1 && !/^.(?:og|eller)$/u.test(x));
      };
      const theirsAround = around(ownedWords(part), gone);
      // Not where another of the parent's parts says it of that person ('Kasper bor hos mor fra mandag til torsdag').
      const toldOf = (p: string) =>
        parts.some(
          (q) =>
            q !== part &&
            people(q).includes(p) &&
            contentStems(q, names).every((x) => key.has(x) || words.some((w) => sameWord(x, stem(w)))),
        );
      if (gone && other && around(words, other).some((x) => theirsAround.includes(x)) && !toldOf(other)) {
        flag('contradiction', m.plan.otherPerson(s.text, name(other), name(gone)), s);
        return true;
      }
    }
  }
  return false;
}
/** Who the parent gave a claim to, as written: 'moster Amina' where the words stand together, else 'mor og far'. */
const heldBy = (asked: string, who: string[]) =>
  asked.toLowerCase().includes(who.join(' ')) ? asWritten(asked, who.join(' ')) : who.map((w) => asWritten(asked, w)).join(' og ');

/** A word the parent wrote with a capital inside a sentence: a name ('Kaninen Rollo skal vaccineres'). */
const namedInside = (asked: string, word: string) =>
  new RegExp(`(?<=[\\p{L}\\p{N},] )${word.charAt(0).toUpperCase()}${word.slice(1)}(?![\\p{L}])`, 'u').test(asked);

/** Words as the parent wrote them: a name with the capital it has inside a sentence ('Aksel', 'pædagog Rikke'). */
const asWritten = (asked: string, words: string) =>
  words
    .split(' ')
    .map((w) => {
      const capital = w.charAt(0).toUpperCase() + w.slice(1);
      // (Or at the start of a sentence, where a family word has its capital too: 'Aksel bliver hjemme', not 'Far henter'.)
      const inside = namedInside(asked, w);
      const first = !FAMILY.includes(w) && !factFree(w) && new RegExp(`(?:^|[.!?]\\s+)${capital}(?![\\p{L}])`, 'u').test(asked);
      return inside || first ? capital : w;
    })
    .join(' ');

/** The text of the parent's field a sentence says it came from ('steps.1', 'where'); the description and the title are not one fact. */
function fieldText(request: CheckRequest, from: string | undefined): string | undefined {
  const facts = request.facts ?? {};
  if (!from) return undefined;
  const step = from.match(/^steps\.(\d+)$/u);
  if (step) return facts.steps?.[Number(step[1])];
  if (['where', 'when', 'hard', 'helps', 'why'].includes(from)) return facts[from as 'where'];
  return undefined;
}

/** Small words a place or a thing may have before it: skipped when words are placed by the word before them. */
const DETERMINERS = new Set([...DETERMINER_WORDS, 'jeres', 'lille', 'store', 'nye']);
/** Prepositions: the word after one is a place, a thing or a person, which a story must not change. */
const SLOT_BEFORE = new Set([
  'på',
  'i',
  'ved',
  'til',
  'fra',
  'hos',
  'med',
  'under',
  'over',
  'bag',
  'foran',
  'mellem',
  'gennem',
  'langs',
  'ad',
  'af',
]);
/** Titles before a name in «Hvem er med?» ('Lærer Hanne'): not the name. */
const TITLE_WORDS = new Set([
  'lærer',
  'læreren',
  'pædagog',
  'pædagogen',
  'vikar',
  'vikaren',
  'træner',
  'træneren',
  'klasselærer',
  'sygeplejerske',
  'tandlæge',
  'læge',
  'leder',
  'spejderleder',
  'dagplejer',
]);
/** Words of time: a slot of time is not a slot of place. */
const TIME_WORD_RE = new RegExp(
  `^(?:${[...WEEKDAYS, ...DAY_PARTS].join('|')})(?:en|ens|e)?$|^(?:uge|ugen|dag|dagen|weekend\\p{L}*|\\p{L}*ferie\\p{L}*|jul\\p{L}*|påske\\p{L}*|januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december|\\d+)$`,
  'iu',
);
/** Words after a preposition that fill no place: a clause begins. */
const NOT_A_SLOT = new Set(['mens', 'når', 'hvis', 'fordi', 'men', 'før', 'efter', 'indtil', 'hinanden']);
/** Prepositions of place: a word after one is where something is. */
const PLACE_BEFORE = new Set(['på', 'i', 'ved', 'hos', 'under', 'bag', 'foran', 'mellem', 'til', 'fra']);
/** One word the same as another, or a compound with it as its head ('overarmen' for 'armen'). */
const sameOrHead = (a: string, b: string) => sameWord(a, b) || (Math.min(a.length, b.length) >= 3 && (a.endsWith(b) || b.endsWith(a)));
/**
 * A word of the parent's answer put in another's place: after the same word ('kigge på lærer Dorte' told
 * as 'kigge på pædagogen Lone', 'gå ud på gangen' as 'siddende på sin plads'), a word the answer does not
 * have where the answer's own word is not in the sentence.
 */
function changedSlot(field: string, text: string, names: Set<string>, askedStems: string[]): boolean {
  const slots = (t: string) => {
    const w = wordsOf(t);
    const out: { before: string; word: string; raw: string; lead: string }[] = [];
    for (let i = 1; i < w.length; i++) {
      // (Not a clause after a particle: 'have hørebøffer på, mens hun venter'.)
      if (w[i].length < 3 || factFree(w[i]) || names.has(w[i]) || DETERMINERS.has(w[i]) || NOT_A_SLOT.has(w[i])) continue;
      let k = i - 1;
      // ('i 0.A's klasselokale': the class's name is skipped like a determiner.)
      while (k > 0 && (DETERMINERS.has(w[k]) || /^(?:\d+|[^i])$/u.test(w[k]))) k--;
      out.push({ before: w[k], word: stem(w[i]), raw: w[i], lead: w[k - 1] ?? '' });
    }
    return out;
  };
  const theirs = slots(field).filter((x) => SLOT_BEFORE.has(x.before));
  const mine = slots(text).filter((x) => SLOT_BEFORE.has(x.before));
  // The sentence tells the answer: another of its words is there too.
  const shared = wordsOf(field)
    .filter((w) => w.length >= 4 && !names.has(w))
    .filter((x) => wordsOf(text).some((w) => sameWord(stem(x), stem(w))));
  // (Or the same two words lead to it: 'går ud ad bagdøren' for 'går ud ad hoveddøren'.)
  const led = theirs.some((t) => mine.some((x) => x.before === t.before && x.lead === t.lead && x.lead.length > 1));
  if (!shared.length && !led) return false;
  const fieldStems = wordsOf(field).map(stem);
  const textStems = wordsOf(text).map(stem);
  const textWords = wordsOf(text);
  for (const t of theirs) {
    if (textStems.some((x) => sameOrHead(x, t.word)) || textWords.some((w) => w.endsWith(t.raw))) continue;
    // A person the parent names ('ved Mathilde og Ronja') told with a pronoun ('ved siden af dem').
    const person = new RegExp(`(?<![\\p{L}])${t.raw.charAt(0).toUpperCase()}${t.raw.slice(1)}(?![\\p{L}])`, 'u').test(field);
    if (person && new RegExp(`(?<![\\p{L}])${t.before} (?:siden af )?(?:dem|ham|hende|hinanden)(?![\\p{L}])`, 'iu').test(text)) continue;
    // ('hos mor og hos far' for 'hos begge'.)
    if (t.raw === 'begge' && new RegExp(`(?<![\\p{L}])${t.before} \\p{L}+ og ${t.before} \\p{L}+`, 'iu').test(text)) continue;
    // A place of the same kind in other words ('til Dyreklinikken' for 'til dyrlægen') is the same place.
    const kind = placeKind(t.raw);
    // ('stuen' for 'Sommerfuglestuen': a compound said by its head.)
    // (A name said by a word the parent gave the person elsewhere: 'den nye lærer' for 'Jonas'.)
    const named = new RegExp(`(?<![\\p{L}])${t.raw.charAt(0).toUpperCase()}${t.raw.slice(1)}(?![\\p{L}])`, 'u').test(field);
    // (A time of the parent's is no place: 'på mandag' beside 'på Herlev Hospital'.)
    const when = (w: string) => TIME_WORD_RE.test(w);
    const other = (x: { word: string; raw: string }) =>
      when(t.raw) === when(x.raw) &&
      !fieldStems.some((y) => sameOrHead(x.word, y)) &&
      !t.raw.endsWith(x.raw) &&
      (kind < 0 || placeKind(x.raw) !== kind) &&
      !(named && askedStems.some((y) => sameOrHead(x.word, y)));
    // After another preposition of place, a word the parent never wrote ('på fodboldbanen' for 'ved cykelskuret').
    const where = (x: { before: string }) => PLACE_BEFORE.has(x.before);
    if (mine.some((x) => (x.before === t.before || (where(x) && where(t) && !askedStems.some((y) => sameOrHead(x.word, y)))) && other(x)))
      return true;
  }
  return false;
}

/**
 * Two words of the parent's answer that have changed places ('Susanne går forrest, og Ali går bagerst',
 * for 'Ali går forrest, og Susanne går bagerst'): each is followed by what followed the other.
 */
function exchanged(field: string, text: string): boolean {
  const after = (t: string) => {
    const w = wordsOf(t);
    return new Map(w.flatMap((x, i) => (x.length >= 3 && !factFree(x) ? [[x, w.slice(i + 1, i + 3).join(' ')]] : [])));
  };
  const theirs = after(field);
  const mine = after(text);
  for (const [a, ta] of theirs)
    for (const [b, tb] of theirs) {
      if (a === b || ta === tb || !ta.includes(' ') || !tb.includes(' ')) continue;
      if (mine.get(b) === ta && mine.get(a) === tb) return true;
    }
  return false;
}

/** What the answer says only might be ('måske'), told as certain ('Alma skal have et høreapparat', for 'Hvis …, kan hun måske få et høreapparat'). */
function certainForMaybe(field: string, text: string, names: Set<string>): boolean {
  const maybe = /(?<![\p{L}])(?:hvis|måske|eventuelt|muligvis|nok|kan (?:\p{L}+ )?(?:få|blive|ske|være))(?![\p{L}])/iu;
  if (!/(?<![\p{L}])(?:måske|eventuelt|muligvis)(?![\p{L}])/iu.test(field) || maybe.test(text)) return false;
  const theirs = contentStems(field, names);
  // What the 'måske' is of must be told ('Farmor kommer og henter Mille' leaves out 'måske om natten' and says nothing sure of it).
  const hedged = field.match(/(?<![\p{L}])(?:måske|eventuelt|muligvis)\s+([^,.;]+)/iu)?.[1] ?? '';
  const mine = contentStems(text, names);
  const told = (stems: string[]) => stems.some((x) => mine.some((y) => sameWord(x, y)));
  return (
    mine.filter((x) => theirs.some((y) => sameWord(x, y))).length >= 1 &&
    (!contentStems(hedged, names).length || told(contentStems(hedged, names)))
  );
}

/** A place of another kind than the answer's ('spiser madpakker i skoven', for 'når vi kommer tilbage til børnehaven'). */
function otherPlaceThan(field: string, text: string): boolean {
  // A place after a word of place ('til biblioteket', 'i klassen'); 'Klassen går derhen' names the children, not a room.
  const kinds = (t: string) =>
    new Set(
      wordsOf(t)
        .filter(
          (_, i, ws) =>
            (i > 0 && /^(?:i|på|til|fra|ved|hos|ind|ud|inde|ude|hjem|mod)$/u.test(ws[i - 1])) ||
            /^(?:i|på|til|fra|ved|hos)$/u.test(ws[i - 2] ?? ''),
        )
        .map(placeKind)
        .filter((k) => k >= 0),
    );
  const theirs = kinds(field);
  const mine = kinds(text);
  return [...theirs].some((k) => !mine.has(k)) && [...mine].some((k) => !theirs.has(k));
}

/**
 * Another day, part of the day or time than the answer's own, though the parent wrote it elsewhere
 * ('Nu har Frida svømning om tirsdagen' for an answer of Thursday): the answer's is not in the sentence.
 */
function otherWhenThan(field: string, text: string): boolean {
  for (const re of [WEEKDAY_RE, DAY_PART_RE, DAY_PART_AFTER_DAY_RE]) {
    const theirs = new Set([...field.matchAll(re)].map((x) => x[1].toLowerCase()));
    const mine = new Set([...text.matchAll(re)].map((x) => x[1].toLowerCase()));
    if ([...theirs].some((d) => !mine.has(d)) && [...mine].some((d) => !theirs.has(d))) return true;
  }
  const time = (t: string) => new Set([...t.matchAll(TIME_RE)].map((x) => `${Number(x[1])}:${x[2] ?? '00'}`));
  const theirs = time(field);
  const mine = time(text);
  return [...theirs].some((d) => !mine.has(d)) && [...mine].some((d) => !theirs.has(d));
}

/** A must where the answer says there is none ('Mikkel skal smile', for 'at Mikkel ikke behøver at smile'). */
function mustForNeedNot(field: string, text: string): boolean {
  const verbs = [...field.matchAll(/(?<![\p{L}])(?:ikke behøver|behøver ikke|skal ikke|må ikke)(?: at)? (\p{L}{3,})/giu)].map((x) =>
    stem(x[1].toLowerCase()),
  );
  if (!verbs.length || NOT_RE.test(text)) return false;
  // ('Ella skal spise hele sin fiskefrikadelle': the verb is either word after 'skal'.)
  return [...text.matchAll(/(?<![\p{L}])(?:skal|må) (?:(\p{L}+) )?(\p{L}{3,})/giu)].some((x) =>
    [x[1], x[2]].some((w) => w && verbs.includes(stem(w.toLowerCase()))),
  );
}

/**
 * What the child is allergic to, allowed ('Hvis kagen ikke ser ud til at have nødder i, kan Sofie godt
 * smage en lille bid', where the parent wrote 'Sofie er allergisk over for nødder'): a danger.
 */
function allergenAllowed(told: Told, asked: string, child: string, flag: Flag): boolean {
  // The child's own allergy: said in a sentence of the parent's with the child's name or 'han'/'hun', and no one else ('Lillesøster Sofie tåler ikke æg' is Sofie's).
  const name = childWord(child);
  const allergens = sentencesOf(asked)
    .filter((x) => {
      const w = wordsOf(x);
      return (w.includes(name) || w.includes('han') || w.includes('hun')) && !w.some((y) => FAMILY.includes(y));
    })
    .flatMap((x) => [
      ...x.matchAll(/(?<![\p{L}])(?:allergisk (?:over for|overfor)|allergi (?:over for|overfor|mod)|tåler ikke) (\p{L}+)/giu),
    ])
    .map((x) => x[1].toLowerCase());
  if (!allergens.length) return false;
  for (const s of told) {
    const has = allergens.find((a) =>
      wordsOf(s.text).some((w) => stem(w) === stem(a) || (stem(a).length >= 4 && stem(w).startsWith(stem(a)))),
    );
    if (
      has &&
      /(?<![\p{L}])(?:kan|må) (?!ikke |aldrig )(?:\p{L}+ )?(?!ikke |aldrig )(?:godt |gerne )?(?:spise|smage|få|tage)(?![\p{L}])/iu.test(
        s.text,
      )
    ) {
      flag('contradiction', m.plan.allergen(s.text, child.split(/\s+/)[0] || 'barnet', has), s);
      return true;
    }
  }
  return false;
}

/** Sleeping elsewhere where the parent wrote that the child sleeps at home ('Om natten sover Bertram i en hytte', for 'Han sover hjemme hver nat'). */
function sleepsAway(told: Told, asked: string, child: string, flag: Flag): boolean {
  if (!child || !/(?<![\p{L}])sover (?:\p{L}+ )?(?:hjemme|derhjemme|i (?:sin|sin egen) seng)(?![\p{L}])/iu.test(asked)) return false;
  const name = childWord(child);
  for (const s of told) {
    const w = wordsOf(s.text);
    const at = w.findIndex((x, i) => ['sover', 'sove', 'overnatter'].includes(x) && (w[i + 1] === name || w[i - 1] === name));
    if (at < 0 || NOT_RE.test(s.text)) continue;
    // Where, after the verb and the name, whichever comes last ('Om natten sover Ida i sin egen seng').
    const from = w[at + 1] === name ? at + 2 : at + 1;
    const where = w.slice(from, from + 5);
    if (where.some((x) => ['i', 'hos', 'på'].includes(x)) && !where.some((x) => ['hjemme', 'derhjemme', 'seng', 'værelse'].includes(x))) {
      flag('contradiction', m.plan.sleepsAway(s.text, child.split(/\s+/)[0]), s);
      return true;
    }
  }
  return false;
}

/** The parent's hard thing told as liked, in the sentence that says it tells it ('Alberte kan godt lide, at brillerne sidder tæt bag ørerne'). */
function likesHard(told: Told, plan: StoryPlan, request: CheckRequest, child: string, flag: Flag): boolean {
  if (!request.facts?.hard) return false;
  for (const s of told) {
    const sentence = plan.pages[s.page - 1].sentences[s.index];
    if (sentence.source !== 'parent' || sentence.from !== 'hard' || NOT_RE.test(s.text)) continue;
    if (
      /(?<![\p{L}])(?:kan godt lide|synes godt om|elsker|er rart|er dejligt)(?![\p{L}])/iu.test(s.text) &&
      !/(?<![\p{L}])(?:svær|svært|svære|hårdt|men)(?![\p{L}])/iu.test(s.text)
    ) {
      flag('contradiction', m.plan.likesHard(s.text, child.split(/\s+/)[0] || 'barnet'), s);
      return true;
    }
  }
  return false;
}

/** A ban of what the parent allows in so many words ('Lukas må heller ikke spise æg', where the parent wrote 'Lukas må spise æg i skolen'). */
function bannedAllowed(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const allows = requestParts(request).filter((p) => /(?<![\p{L}])må(?![\p{L}])/iu.test(p) && !NOT_RE.test(p));
  for (const s of told) {
    if (allows.some((p) => turnedNot(p, s.text, request, names))) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
  }
  return false;
}

/**
 * The hard thing the parent wrote, told as not happening ('så det slet ikke kilder i nakken', where
 * the parent wrote 'at maskinen summer og det kilder i nakken').
 */
function hardDenied(told: Told, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const hard = request.facts?.hard;
  if (!hard || NOT_RE.test(hard)) return false;
  const theirs = contentStems(hard, names);
  for (const s of told) {
    const denied = [...s.text.matchAll(/(?<![\p{L}])(?:slet|overhovedet) ikke((?: \p{L}+){1,2})/giu)].some((x) =>
      contentStems(x[1], names).some((y) => theirs.some((z) => sameWord(y, z))),
    );
    if (denied) {
      flag('contradiction', m.plan.opposite(s.text), s);
      return true;
    }
  }
  return false;
}

/**
 * On where the answer says off, or off for on ('Isak skal beholde høreapparaterne på i frikvarteret',
 * for 'at han må tage dem af i frikvarteret'); the answer's 'dem' is the thing the sentence names.
 */
function offForOn(field: string, text: string): boolean {
  const same = (a: string, b: string) => sameWord(a, b) || THEM.includes(a);
  return wornIn(field).some((a) => wornIn(text).some((b) => same(a.thing, b.thing) && a.on !== b.on));
}

/**
 * A ban where the answer allows ('Ella må ikke ringe hjem', for 'at ringe hjem til mor om aftenen'):
 * 'må ikke', 'skal ikke' or 'kan ikke' before a word of the answer, where the answer says no 'ikke',
 * and no other part of the parent's forbids it.
 */
function turnedNot(field: string, text: string, request: CheckRequest, names: Set<string>): boolean {
  // (A limit is no ban: 'Ebbe må ikke spise mere end to æg'.)
  if (NOT_RE.test(field) || /(?<![\p{L}])(?:mere|flere) end(?![\p{L}])/iu.test(text)) return false;
  const theirs = contentStems(field, names);
  // ('Ida kan ikke lide lyden fra sugeren' tells what the parent wrote is hard.)
  if (/ikke (?:kan )?lide/iu.test(text)) return false;
  const banned = [...text.matchAll(/(?<![\p{L}])(?:må|skal|kan) (?:\p{L}+ )?(?:ikke|aldrig)((?: \p{L}+){1,4})/giu)].flatMap((x) =>
    contentStems(x[1], names).filter((y) => theirs.some((z) => sameWord(y, z))),
  );
  if (!banned.length) return false;
  return !requestParts(request).some(
    (p) => p !== field && NOT_RE.test(p) && contentStems(p, names).some((x) => banned.some((y) => sameWord(x, y))),
  );
}

/**
 * A sentence that says it is one of the parent's answers and tells it otherwise: a word of the answer
 * put in another's place ('Klassen samles på fodboldbanen' for 'ved cykelskuret'), or its words in
 * another order ('Susanne går forrest, og Ali går bagerst' for 'Ali går forrest, og Susanne går bagerst').
 */
function notAsFrom(told: Told, plan: StoryPlan, request: CheckRequest, names: Set<string>, flag: Flag): boolean {
  const askedStems = wordsOf(requestText(request)).map(stem);
  for (const s of told) {
    const sentence = plan.pages[s.page - 1].sentences[s.index];
    // «Hvem er med?» is a list of people, not a sentence with places in it.
    const field = sentence.source === 'parent' && sentence.from !== 'who' ? fieldText(request, sentence.from) : undefined;
    if (
      field &&
      (changedSlot(field, s.text, names, askedStems) ||
        exchanged(field, s.text) ||
        turnedNot(field, s.text, request, names) ||
        mustForNeedNot(field, s.text) ||
        otherWhenThan(field, s.text) ||
        otherPlaceThan(field, s.text) ||
        certainForMaybe(field, s.text, names) ||
        offForOn(field, s.text))
    ) {
      flag('contradiction', m.plan.notAsWritten(s.text, field.replace(/[.!?]+$/u, '')), s);
      return true;
    }
  }
  return false;
}

/** Verbs of being somewhere, as stems ('Mor er i rummet', 'Mor bliver i venteværelset'). */
const BEING = new Set(['er', 'bliv', 'sid', 'vent', 'står', 'lig']);

/** Verbs of going somewhere. */
const GOING = ['kører', 'sejler', 'flyver', 'rejser', 'tager', 'går', 'cykler', 'ankommer'];

/** Words that can stand for a person of the parent's sentence. */
const STAND_INS = ['han', 'hun', 'ham', 'hende', 'de', 'dem', 'vi', 'os', 'familien', 'alle', 'begge'];

/** A feeling the parent gave another ('Mor … er lidt nervøs') that the story gives the child ('Hugo er lidt nervøs for operationen'). */
function feelingMoved(told: Told, request: CheckRequest, child: string, flag: Flag): boolean {
  if (!child) return false;
  const name = childWord(child);
  const who = (request.facts?.who ?? []).flatMap((p) => wordsOf(p));
  const person = (w: string) => FAMILY.includes(w) || who.includes(w);
  const childs = [request.facts?.hard, request.facts?.helps].filter(Boolean).join(' ');
  const others = [request.title, ...sentencesOf(request.description), request.facts?.why ?? ''];
  const feels = (text: string, f: string) => wordsOf(text).some((w) => w.startsWith(f));
  for (const f of FEELINGS) {
    if (feels(childs, f)) continue;
    const holders = others.filter((p) => feels(p, f));
    if (!holders.length || holders.some((p) => wordsOf(p).includes(name) || !wordsOf(p).some(person))) continue;
    const moved = told.find((s) => {
      const w = wordsOf(s.text);
      return w.includes(name) && feels(s.text, f) && !w.some(person);
    });
    if (moved) {
      flag('moved-to-child', m.plan.movedToChild(moved.text, child), moved);
      return true;
    }
  }
  return false;
}

/** The claims said of a person ('Ellen har astma', 'moster Julie skal have en baby'), whose person a story can change. */
const HELD_CLASSES: readonly ClaimClass[] = ['illness', 'hospital', 'birth', 'death', 'injection', 'leaving'];
// ('Mor venter en baby': who waits for the baby holds the birth.)
const HOLDING_VERBS = ['har', 'er', 'skal', 'får', 'bliver', 'fik', 'havde', 'var', 'blev', 'kan', 'må', 'venter'];
/** Words a part of the request can name its holder by: the person of the part before. */
const PRONOUNS = ['han', 'hun', 'den', 'det'];
/** Before a claim's word, a place ('på hospitalet') or an owner ('til hendes begravelse'): no claim of the person before it. */
const NOT_HELD_AFTER = ['på', 'til', 'fra', 'hos', 'ved', 'i', 'hans', 'hendes', 'deres', 'sin', 'sit', 'sine', 'dens', 'dets'];

/** The people of a request: the family words, who the parent named under «Hvem er med?», the names written, and the child. */
function personsOf(request: CheckRequest, child: string): Set<string> {
  const named = requestParts(request).flatMap((p) =>
    // (A name has small letters: 'ADHD' is no person.)
    [...p.matchAll(/(?<=[\p{L}\p{N},] )\p{Lu}[\p{L}-]+/gu)].filter((x) => /\p{Ll}/u.test(x[0])).map((x) => x[0].toLowerCase()),
  );
  return new Set([...FAMILY, ...(request.facts?.who ?? []).flatMap(wordsOf), ...named, ...(child ? [childWord(child)] : [])]);
}

/**
 * A claim the parent made of one person, told of another: the sister's asthma said of the child
 * ('Karl har astma'), moster's baby said of mor ('Snart skal mor også have en baby'). The person
 * holding a claim is the nearest person before its word, with a verb of having or being next to
 * them; a place after a preposition ('Ida skal på hospitalet') is a visit, not a claim, and a sentence
 * that names a person the parent gave it to tells it of them.
 */
/** A text with what it says nobody has blanked out, the same length ('får ikke noget stik'). */
const unsaid = (text: string) => text.replace(NEGATED_RE, (x) => ' '.repeat(x.length));

function claimMoved(told: Told, request: CheckRequest, child: string, flag: Flag): boolean {
  const asked = requestText(request);
  const parts = requestParts(request);
  const persons = personsOf(request, child);
  for (const c of HELD_CLASSES) {
    const re = new RegExp(CLASS_RE[c].source, 'giu');
    // A part that names nobody but 'han' or 'hun' ('Farmor er død. Hun var syg i lang tid.') holds it of the part before's person.
    // Within a part, the clause with the claim holds it ('Far henter Anton, når han kommer hjem fra
    // sygehuset': 'han' is far, the part's first person, not Anton).
    const holderOf = (raw: string, i: number) => {
      // ('Mathias' storesøster Freja har fået sukkersyge': the owner before a person is not who has it.)
      const p = raw.replace(/(?<![\p{L}])\p{L}+['’](?=\s+\p{L})/gu, (x) => ' '.repeat(x.length));
      const at = p.search(new RegExp(re.source, 'iu'));
      const end = p.indexOf(',', at);
      const clause = p.slice(p.lastIndexOf(',', at) + 1, end < 0 ? p.length : end);
      // 'Emils astmakontrol' is Emil's, whoever else the clause names.
      const owner = wordsOf(p.slice(0, at)).at(-1) ?? '';
      if (owner.endsWith('s') && persons.has(owner.slice(0, -1))) return [owner.slice(0, -1)];
      const inClause = wordsOf(clause).filter((w) => persons.has(w));
      if (inClause.length) return inClause;
      const own = wordsOf(p).filter((w) => persons.has(w));
      if (!wordsOf(clause).some((w) => PRONOUNS.includes(w))) return own;
      // A pronoun stands for a person named before it ('Hun har demens, så hun kan ikke huske Noras navn': not Nora).
      const before = wordsOf(p.slice(0, at)).filter((w) => persons.has(w));
      if (before.length) return before.slice(0, 1);
      if (i === 0) return own;
      return wordsOf(parts[i - 1]).filter((w) => persons.has(w) && w !== childWord(child));
    };
    const held = parts.flatMap((p, i) => (new RegExp(re.source, 'iu').test(unsaid(p)) ? [{ part: p, who: holderOf(p, i) }] : []));
    const holders = new Set(held.flatMap((h) => h.who));
    // Whom the message names: the holders of the part most like the sentence ('moster Line', not everyone of every part).
    const namedFor = (text: string) => {
      const words = wordsOf(text);
      const best = [...held].sort(
        (a, b) => wordsOf(b.part).filter((w) => words.includes(w)).length - wordsOf(a.part).filter((w) => words.includes(w)).length,
      )[0];
      return best?.who.length ? best.who : [...holders];
    };
    if (!holders.size) continue;
    for (const s of told) {
      // Not what nobody has ('Alma får IKKE noget stik'), nor the parent's own sentence told back.
      if (asked.toLowerCase().includes(s.text.toLowerCase().replace(/[.!?]+$/u, ''))) continue;
      for (const hit of unsaid(s.text).matchAll(re)) {
        const before = wordsOf(s.text.slice(0, hit.index));
        // 'har begravet hende': the dead are who is buried, not who buries.
        if (/^(?:begrav|aflive|bisæt)/iu.test(hit[0])) continue;
        // The child 'also' has it, with its own 'sit' ('Theo skal også have målt sit blodsukker, når Asta får målt sit').
        const also =
          !!child &&
          new RegExp(`(?<![\\p{L}])${childWord(child)}\\s+(?:\\p{L}+\\s+)?også(?![\\p{L}])`, 'iu').test(s.text.slice(0, hit.index));
        if (also && !holders.has(childWord(child))) {
          flag('moved-to-child', m.plan.movedToChild(s.text, child), s);
          return true;
        }
        // Told of a person the parent gave it to, anywhere in the sentence ('… har begravet Bella'), it is theirs.
        // ('sidder i kørestol' holds it: the chair is the claim.)
        const sits = before.slice(-2).join(' ') === 'sidder i';
        if ((!sits && before.slice(-2).some((w) => NOT_HELD_AFTER.includes(w))) || wordsOf(s.text).some((w) => holders.has(w))) continue;
        let k = before.length - 1;
        while (k >= 0 && k >= before.length - 6 && !persons.has(before[k])) k--;
        if (k < 0 || k < before.length - 6) continue;
        const who = before[k];
        // (The verb may be the claim's own first word: 'Mor har fået en lille dreng'.)
        const verb = [
          before[k + 1] ?? '',
          before[k - 1] ?? '',
          ...(k === before.length - 1 ? wordsOf(hit[0]).slice(0, 1) : []),
          ...(sits ? ['har'] : []),
        ];
        if (holders.has(who) || !verb.some((w) => HOLDING_VERBS.includes(w))) continue;
        const isChild = who === childWord(child);
        flag(
          isChild ? 'moved-to-child' : 'contradiction',
          isChild ? m.plan.movedToChild(s.text, child) : m.plan.otherPerson(s.text, asWritten(asked, who), heldBy(asked, namedFor(s.text))),
          s,
        );
        return true;
      }
    }
  }
  return false;
}
