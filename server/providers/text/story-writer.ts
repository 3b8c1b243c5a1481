/**
 * The offline writer (issue 27): an honest assembler. It writes a story plan (shared/story-plan.ts)
 * of two kinds of sentences only:
 * - `parent`: the parent's own words, from the description or an answer of the form, in the order
 *   given. A sentence is re-voiced only where that is unambiguous ('Vi' becomes the child and the
 *   people the parent named under 'Hvem er med?'); otherwise it is kept whole. A pronoun is never
 *   moved to another person. An answer may stand in a fixed phrase that adds no fact ('Det kan
 *   hjælpe at ...' around the parent's 'at holde mor i hånden').
 * - `frame`: one of the fixed frame sentences below, which state no fact and name only the child.
 *   At most one on a page, and none twice in a story.
 * No situation is recognised, no typical step, diagnosis, event or person is added: a story without
 * answers is short and true, the parent's sentences in order inside a calm frame.
 *
 * Pages follow the child's age (at most `pageSentenceLimit` sentences on a page), and each step the
 * parent gave has a page of its own, within 2-10 pages; `sceneCount` does not stretch a short story.
 */
import { STORY_PAGES_MIN } from '../../../shared/constants';
import { ageBand, pageSentenceLimit } from '../../../shared/age-bands';
import { checkSentence, type StoryCheckOptions } from '../../../shared/story-check';
import { cleanFacts, factTexts, type StoryFacts } from '../../../shared/story-facts';
import { AWAY_ANSWER, deadIn, FAMILY } from '../../../shared/story-people';
import {
  PLAN_LIMITS,
  PLAN_VERSION,
  type PlanPage,
  type PlanSentence,
  planToText,
  pageText,
  type SentenceFrom,
  type StoryPlan,
} from '../../../shared/story-plan';
import { splitSentences } from '../../../shared/story-text';
import type { StoryCharacter, StoryGroup } from './port';
import { readScene } from '../picture-words/scene-reader';
import { adultOf, isDead } from '../picture-words/present';

export type WriterInput = {
  title: string;
  description: string;
  sceneCount?: number;
  facts?: StoryFacts;
} & ({ character: StoryCharacter; group?: undefined } | { group: StoryGroup; character?: undefined });

export interface WrittenStory {
  title: string;
  content: string;
  scenes: string[];
  plan: StoryPlan;
}

const MIN_PAGES = STORY_PAGES_MIN;
/** 'de andre børn', 'klassen': who under 'Hvem er med?' is not an adult to talk to. */
const CHILDREN =
  /(?<![\p{L}])(børn|børnene|klassen|klassekammerat\p{L}*|venner|vennerne|søskende|bror|søster|storebror|lillebror|storesøster|lillesøster)(?![\p{L}])/iu;

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const capitalise = (text: string) =>
  text.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());

/** A clause as a sentence: one space between words, a capital first, a full stop last (a ? or ! is kept). */
function asSentence(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .trim()
    .replace(/[.,;:]+$/u, '');
  if (!t) return '';
  return /[!?…]$/u.test(t) ? capitalise(t) : `${capitalise(t)}.`;
}

function joinDanish(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

/**
 * What the parent wrote to whoever writes the story, not to the child: 'Lav en historie om ...',
 * 'Vi vil gerne forberede ham', 'Ikke skræmme Emma'. Left out (the story says less, never something
 * said to the adults).
 */
/** The child's worried questions, told back without their answer ('Karla har spurgt, om farmor kommer igen'): left out. */
const QUESTION_TOLD =
  /(?<![\p{L}])(spørger|spurgte|spurgt|vil\s+(?:gerne\s+)?vide|undrer\s+sig)[,\s]+(?:\p{L}+[,\s]+){0,2}(om|hvorfor|hvornår|hvad|hvem|hvordan|hvor)(?![\p{L}])/iu;

/** A time gone by a sentence opens with ('Sidste år …', 'Sidst vi havde vikar …'): what went wrong then is the parent's to know, not the child's to read. */
const PAST_TIME = new RegExp(
  '^(?:forrige gang|sidste (?:gang|år|forår|sommer|efterår|vinter|jul)|sidst (?:vi|han|hun|de|jeg|da)' +
    // ('Sidste weekend i hver måned er Emil hos far' and 'Sidst i juni flytter vi' are no time gone by.)
    '|sidste (?:uge|weekend|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) (?:var|havde|blev|gik|kom|fik|\\p{L}+ede|\\p{L}+te))(?![\\p{L}])',
  'iu',
);

/** What the child believes or asks (told back, it says the fear again); what it says, only of what it was told. */
const BELIEF = '(?:tror|troede|spørger|spurgte)';
const BELIEF_OR_SAYING = '(?:tror|troede|spørger|spurgte|siger|sagde)';

/** What shames the child told back to it: refusals, embarrassment, anxiety, a wish that someone goes away. */
const SHAME =
  /(?<![\p{L}])(vil ikke|ikke vil|(?:han|hun|de) (?:ville|tør|turde) ikke|(?:vil|ville|tør|turde) (?:han|hun|de) ikke|(?:han|hun) ikke (?:ville|tør|turde)|flov|flovt|angst|vælter|skal væk|tror, at)(?![\p{L}])/iu;

/** What a parent asks the app to do ('Kan I hjælpe os med at forklare det', 'Skriv …'). */
const REQUEST_TO_APP = /^(?:(?:kan|vil) (?:i|du) (?:hjælpe|lave|skrive|forklare|fortælle)|lav|skriv|hjælp)(?![\p{L}])/iu;

const TO_THE_WRITER = [
  /^(giv|fortæl)(?![\p{L}])/iu,
  // The parent correcting themselves ('vuggestue.. nej børnehave').
  /^nej(?![\p{L}])/iu,
  // A greeting on its own ('Hej.').
  /^(?:hej|hejsa|hallo)[.!,]?$/iu,
  /(?<![\p{L}])historie(n|r|rne)?(?![\p{L}])/iu,
  /^(jeg|vi)\s+(vil\s+gerne|ønsker|håber|har\s+brug\s+for|vil\s+have|prøver\s+at\s+forberede)\b/i,
  /(?<![\p{L}])(forberede|berolige|skræmme|lyve)(?![\p{L}])/iu,
  // Who writes ('Jeg er klasselærer i 3.b'): to the app, not to the child.
  /^(?:hej,?\s+)?(?:jeg|vi) er (?:\p{L}+ )?(?:\p{L}*lærer|\p{L}*lærere|\p{L}*pædagog|\p{L}*pædagoger|mor|far|forældre|forælder|kontaktperson)(?![\p{L}])/iu,
  // A question to the app without its question mark ('hvad gør vi').
  /^hvad (?:gør|skal) (?:vi|jeg)(?![\p{L}])/iu,
  // What the adults may tell ('men vi må gerne fortælle at det sker i uge 38'): a note to the app.
  /^(?:men |og )?(?:vi|jeg) (?:må|kan) (?:godt |gerne )?(?:fortælle|sige|forklare)(?: (?:dem|børnene|eleverne|ham|hende))?,? (?:at|det)(?![\p{L}])/iu,
  // The adult's own worry ('det er jeg lidt nervøs for'): theirs, not the child's to carry.
  /(?<![\p{L}])(?:(?:jeg|vi) er|er (?:jeg|vi)) (?:\p{L}+ )?(?:nervøs|nervøse|bekymret|bekymrede|urolig|usikker|usikre) for(?![\p{L}])/iu,
  // A request to the app ('Kan I hjælpe os med at forklare det'), and what the parent regrets saying.
  REQUEST_TO_APP,
  /(?<![\p{L}])(?:vi|jeg) (?:kom|er kommet|har kommet) til at sige(?![\p{L}])/iu,
  /(?<![\p{L}])(?:vi|jeg) vil gerne (?:sige|fortælle|forklare)(?: (?:ham|hende|dem))?,? (?:at|det)(?![\p{L}])/iu,
  /^hvordan (?:forbereder|forklarer|fortæller|hjælper|siger|skal|kan|gør) (?:vi|jeg)(?![\p{L}])/iu,
  /^(ikke|undgå)(?![\p{L}])/iu,
  // How the adults should talk to the child ('Han har det bedst, når vi siger tingene ærligt', 'Hun har
  // brug for at vide hvornår'): a note to the app, not a sentence for the child.
  /(?<![\p{L}])har (?:det bedst,? når|brug for,? at) (?:vi|man|I|de voksne|voksne)(?![\p{L}])/u,
  /(?<![\p{L}])har brug for at vide(?![\p{L}])/iu,
];

/**
 * What a child does when it is hard ('græder', 'skriger', 'slår'): the parent tells it so the story
 * can help, but told back to the child it shames. Left out.
 */
const BEHAVIOUR =
  /(?<![\p{L}])(græder|græd|skriger|skreg|skrig|skrigeri|slår|slog|sparker|bider|kaster med|kaster sig|smider|smidt med|smed med|(?:har smidt|smed) (?:\p{L}+ ){0,2}ud|råber|løber væk|løb væk|løb ud|(?:løb|løber) (?:han|hun|de) (?:ud af|væk)|(?:stak|stikker) (?:han|hun|de) af|stikker af|stak af|gemte (?:\p{L}+ ){0,3}sig|gemmer (?:\p{L}+ ){0,3}sig|i baglås|smelter ned|nedsmelter|nedsmeltning|nedsmeltninger|nedsmeltningen|nedsmeltningerne|meltdown|meltdowns|raserianfald|raser|nægter|nægtede|gemt (?:\p{L}+ ){0,3}sig|kravlede (?:ind )?under|kravler (?:ind )?under|låste sig inde|låser sig inde|vrider sig|skubber|skubbede|driller|kradser|river)(?![\p{L}])/iu;

interface Subject {
  /** The name the story calls the child or the group by */
  name: string;
  /** 'han', 'hun' or 'de' */
  pronoun: string;
  group: boolean;
  age: number;
  checkOptions: StoryCheckOptions;
  /** Who the parent's 'jeg' is ('mor'), where the parent says so */
  self?: string;
}

function subjectOf(input: WriterInput): Subject {
  if (input.group) {
    const name = input.group.name.replace(/\s+/g, ' ').trim() || 'Børnene';
    return { name, pronoun: 'de', group: true, age: input.group.ageFrom, checkOptions: { age: input.group.ageFrom, storyType: 'group' } };
  }
  const c = input.character;
  const name = c.name.replace(/\s+/g, ' ').trim().split(' ')[0] || 'Barnet';
  return {
    name,
    pronoun: c.gender === 'dreng' ? 'han' : 'hun',
    group: false,
    age: c.age,
    checkOptions: { name, age: c.age, gender: c.gender },
  };
}

/**
 * The fixed frame sentences. Each states no fact; only the child's name (or the group's) and an
 * adult the parent named fill them. A story has at most one closing (chosen by the request, so
 * stories do not all end alike) and, after what can be hard, one affirming sentence.
 */
export const FRAMES = {
  affirmHard: ['Det er okay at føle sådan.', 'Sådan kan man godt have det.', 'Alle følelser er okay.', 'Det må gerne være svært.'],
  closings: [
    (s: FrameSubject) => `${s.name} kan fortælle ${s.adult}, hvad ${s.pronoun} tænker.`,
    (s: FrameSubject) => `${s.name} kan spørge ${s.adult}, hvis ${s.pronoun} vil vide mere.`,
    (s: FrameSubject) => `Det var historien om ${s.name}.`,
    (s: FrameSubject) => `${s.name} kan fortælle ${s.adult}, hvordan ${s.pronoun} har det.`,
    (s: FrameSubject) => `${s.name} kan læse historien igen, når ${s.pronoun} vil.`,
    (s: FrameSubject) => `${s.name} kan kigge på billederne igen sammen med ${s.adult}.`,
  ],
} as const;

export interface FrameSubject {
  name: string;
  pronoun: string;
  /** The adult the parent named first under 'Hvem er med?', or 'en voksen' when none */
  adult: string;
}

/** The same request always gets the same closing; different requests spread over them. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** A sentence on its way to a page. `own`: it starts a page of its own (a step). */
interface Unit {
  sentence: PlanSentence;
  own?: boolean;
}

const FEELING =
  /(?<![\p{L}])(bange|glad|glæde|ked af|vred|nervøs|utryg|tryg|savne|savner|trist|spændt|urolig|frustreret|synes|tænker|føler)(?![\p{L}])/iu;

/**
 * The parent's sentence told in the story: 'vi' is the child and the people named under 'Hvem er
 * med?' where nothing else in the sentence says 'os' or 'vores'; otherwise the sentence is kept as
 * written. Null when it is not for the child: a question, something said to the writer, or a
 * sentence that can hurt a child (the story check's harm; a feeling stated as a fact is softened).
 */
/** Where a time begins in a 'when' answer: 'på fredag', 'den 4. marts', 'kl. 9', 'næste uge', 'i morgen'. */
const TIME_START =
  /(?<![\p{L}\p{N}])(?:(?:på|i|om|den|d\.|kl\.?|klokken|fra|til|efter|før|inden|når|næste|hver|hele|sidst|først|midt|uge|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)(?![\p{L}])|\d)/iu;

/**
 * 'operation den 4. marts' as a 'when': the event named before the time is left out where the
 * parent's title or description names it ('Det sker den 4. marts', not 'Det sker operation den 4.
 * marts'); words compared by their first four letters ('operation', 'opereres').
 */
function timeOnly(when: string | undefined, told: string): string | undefined {
  const at = when?.search(TIME_START) ?? -1;
  if (!when || at <= 0) return when;
  const lead = norm(when.slice(0, at)).split(' ').filter(Boolean);
  const known = new Set(
    norm(told)
      .split(' ')
      .map((w) => w.slice(0, 4)),
  );
  return lead.every((w) => known.has(w.slice(0, 4))) ? when.slice(at) : when;
}

/**
 * A 'when' that names its time without a preposition ('sommerferien i uge 29', 'om morgenen' written
 * as 'morgenen') gets the one Danish puts before it: 'Det sker i sommerferien i uge 29'.
 */
function withPreposition(when: string | undefined): string | undefined {
  if (!when) return when;
  if (/^(?:\p{L}*ferien|weekenden|julen|påsken|vinteren|sommeren|foråret|efteråret|frikvarteret|pausen)(?![\p{L}])/iu.test(when))
    return `i ${when}`;
  if (/^(?:morgenen|formiddagen|eftermiddagen|aftenen|natten)(?![\p{L}])/iu.test(when)) return `om ${when}`;
  return when;
}

/**
 * 'Jeg (mor) følger hende ind': the parent says who 'jeg' is, so the story can name her ('Mor følger
 * hende ind'); every 'jeg' and 'mig' of the sentence is that person, 'min' and 'mit' hers ('mors').
 */
/** A diagnosis, never told of some of a group's children. */
const DIAGNOSIS = /(?<![\p{L}])(autis\p{L}*|adhd|add|diagnose\p{L}*|handicap\p{L}*|udviklingshæmme\p{L}*|tourette\p{L}*)(?![\p{L}])/iu;

/**
 * Who the parent's 'jeg' is, where the parent says so: 'Hej, jeg er Noahs mor', or a title of one parent
 * ('Mor skal arbejde om natten') above a description in the first person. In a social story 'jeg' is the
 * child, so the parent's 'jeg' is told by that name ('Mor kommer hjem om morgenen').
 */
function parentSelf(title: string, description: string): string | undefined {
  const said = description.match(/(?:^|[.!?]\s*)(?:hej,?\s+)?jeg er (?:\p{L}+s\s+)?(mor|far)(?![\p{L}])/iu)?.[1];
  if (said) return said.toLowerCase();
  if (!/(?<![\p{L}])(?:jeg|mig)(?![\p{L}])/iu.test(description)) return undefined;
  const inTitle = ['mor', 'far'].filter((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu').test(title));
  return inTitle.length === 1 ? inTitle[0] : undefined;
}

/**
 * Who a teacher's 'jeg' is in a group story, where the teacher says so ('Jeg er klasselærer i 2.b',
 * 'jeg er pædagog på stuen'): told as that role ('Klasselæreren går forrest med flaget'), since the
 * class reading 'jeg' would read itself. Which of the adults named it is, the story does not guess.
 */
function teacherSelf(description: string): string | undefined {
  const role = description.match(/(?:^|[.!?]\s*)(?:hej,?\s+)?jeg er (?:\p{L}+\s+)?(\p{L}*lærer|\p{L}*pædagog|lærerinde)(?![\p{L}])/iu)?.[1];
  return role ? `${role.toLowerCase()}${role.endsWith('e') ? 'n' : 'en'}` : undefined;
}

/** A greeting and who writes, before what happens ('hej jeg er noahs mor, min kæreste flytter ind'): what happens stays. */
const INTRO =
  /^(?:hej,?\s+)?(?:jeg|vi) er (?:\p{L}+\s+){0,2}?(?:\p{L}*mor|\p{L}*far|forældre|\p{L}*lærer|\p{L}*pædagog)(?:\s+(?:i|på|til)\s+[^,]{1,30})?,\s+(?=\p{L})/iu;

function selfNamed(original: string, self?: string): string {
  // 'Min mor (karlas mormor) har fået …': the person the parent names in the child's words.
  const text = original.replace(/(?<![\p{L}])(?:min|mit|mine|vores)\s+\p{L}+\s*\(\s*([^()]{2,40}?)\s*\)/iu, (_, as: string) => as);
  const who = text.match(/(?<![\p{L}])jeg\s*\(\s*(\p{L}+(?:\s\p{L}+)?)\s*\)\s*/iu);
  if (!who && self && /(?<![\p{L}])(?:jeg|mig|min|mit|mine)(?![\p{L}])/iu.test(text))
    return capitalise(
      text.replace(/(?<![\p{L}])(jeg|mig)(?![\p{L}])/giu, self).replace(/(?<![\p{L}])(min|mit|mine)(?![\p{L}])/giu, `${self}s`),
    );
  if (!who) return text === original ? text : capitalise(text);
  const name = who[1].toLowerCase();
  const named = text
    .replace(who[0], `${name} `)
    .replace(/(?<![\p{L}])(jeg|mig)(?![\p{L}])/giu, name)
    .replace(/(?<![\p{L}])(min|mit|mine)(?![\p{L}])/giu, `${name}s`);
  return capitalise(named);
}

function tell(asked: string, subject: Subject, we: string | null): string | null {
  // ('… kl 10-12. hvad gør vi': the question to the app at the end goes, the sentence stays.)
  const original = asked
    .replace(/[.,]?\s*hvad (?:gør|skal) (?:vi|jeg)\s*[?.!]*\s*$/iu, '')
    .replace(INTRO, '')
    // A greeting before what the parent writes ('Hej vi er en specialklasse …').
    .replace(/^(?:hej|hejsa|hallo)[,!.]?\s+(?=\p{L})/iu, '');
  // The child's name with its capital where the parent typed it in small letters ('karla', 'karlas').
  const name = subject.group ? '' : subject.name;
  const raw = selfNamed(
    name && /^\p{Lu}/u.test(name)
      ? original.replace(new RegExp(`(?<![\\p{L}])${escapeRe(name.toLowerCase())}(?=s?(?![\\p{L}]))`, 'gu'), name)
      : original,
    subject.self,
  );
  // 'Vi vil gerne have en historie om ro efter skole: 30 minutter alene på værelset': the words to the
  // writer go, what they name after the colon stays.
  const afterColon = raw.match(/^[^:]+:\s*(.+)$/u)?.[1];
  if (afterColon && TO_THE_WRITER.some((re) => re.test(raw.slice(0, raw.indexOf(':'))))) return tell(afterColon, subject, we);
  // 'Han skal vide at far stadig elsker ham' -> 'Far elsker ham stadig': what the parent wants the
  // child to know, told (a question it leaves to the story, 'og hvad hun kan svare', goes).
  const known = knowThat(raw, subject);
  if (known) return tell(known, subject, we);
  // 'Vi vil gerne lære ham at sige godt spillet' -> 'Det kan hjælpe at sige godt spillet': what the
  // parent wants to teach, as what can help (the words to the writer go).
  const teach = raw.match(
    /^(?:jeg|vi)\s+(?:vil\s+gerne|prøver\s+at|øver\s+os\s+i\s+at)\s+lære\s+(?:ham|hende|dem|\p{Lu}\p{Ll}+)\s+(at\s+.+)$/iu,
  );
  if (teach) return safe(asSentence(`Det kan hjælpe ${teach[1]}`), subject.checkOptions);
  // 'Alma har svært ved at vente på sin tur' -> 'Det kan være svært at vente på sin tur': what is hard, not the child's lack.
  const lack = asSentence(raw).match(
    new RegExp(`^(?:${escapeRe(subject.name)}|han|hun|børnene|de)\\s+har\\s+(?:meget\\s+|lidt\\s+)?svært\\s+ved\\s+(at\\s+.+)$`, 'iu'),
  );
  const text = lack ? asSentence(`Det kan være svært ${lack[1]}`) : asSentence(raw);
  // A fear of someone dying, told back to the child without its answer, is left out too.
  const fearOfDeath =
    FEELING.test(text) &&
    /(?<![\p{L}])(dø|dør|døde|død)(?![\p{L}])/iu.test(text) &&
    /(?<![\p{L}])(bange|bekymret|ængstelig|nervøs|frygter|spørger)(?![\p{L}])/iu.test(text);
  if (
    !text ||
    fearOfDeath ||
    /\?$/.test(text) ||
    QUESTION_TOLD.test(text) ||
    TO_THE_WRITER.some((re) => re.test(text) || re.test(original.trim()))
  )
    return null;
  // The child's behaviour, refusals and shame ('Han vrider sig og skriger', 'Noah vil ikke ligge stille',
  // 'flov over ...') are not told to the child; someone else's ('Mor græder', 'Alarmen hyler') are.
  // In a group, what one of the children did ('en af dem gemte sig under bordet') shames that child before the others.
  const aboutChild =
    subject.group || new RegExp(`(?<![\\p{L}])(${escapeRe(subject.name)}|han|hun|de|børnene)(?![\\p{L}])`, 'iu').test(text);
  if (PAST_TIME.test(text) || (aboutChild && (BEHAVIOUR.test(text) || SHAME.test(text)))) return null;
  // What the child fears or believes told back ('nu siger han at de skal save armen af', 'tror Ingrid at
  // der er noget død'): it says the fear again; the story tells what is true instead.
  // ('siger' only of what someone else told the child: 'fordi en dreng i klassen har sagt det'.)
  const hearsay = /(?<![\p{L}])(?:har sagt|har hørt|har set)(?![\p{L}])/iu.test(text);
  const belief = hearsay ? BELIEF_OR_SAYING : BELIEF;
  const child = subject.group ? '(?:de|børnene|eleverne|nogle|flere)' : `(?:${escapeRe(subject.name)}|${subject.pronoun})`;
  const believes = new RegExp(
    `(?<![\\p{L}])(?:${child}\\s+(?:\\p{L}+\\s+){0,2}?${belief}|${belief}\\s+${child})(?:\\s+[\\p{L}\\d]+){0,3}?,?\\s+(?:at|om)(?![\\p{L}])`,
    'iu',
  );
  if (believes.test(text)) return null;
  // Nor does a group story tell which of the children has a diagnosis ('hvor vi har tre elever med autisme').
  if (subject.group && DIAGNOSIS.test(text)) return null;
  // 'Vi' only in a step, as the form's steps say it, and only as the child and the family named;
  // kept as written where the sentence names one of them already or says 'os', 'vores', 'jeg', 'han' ...
  const keepWhole =
    !we ||
    /(?<![\p{L}])(os|vores|jeg|han|hun|ham|hende|hans|hendes|sin|sit|sine)(?![\p{L}])/iu.test(text) ||
    we.split(/,\s*|\s+og\s+/u).some((p) => new RegExp(`(?<![\\p{L}])${escapeRe(p)}(?![\\p{L}])`, 'iu').test(text));
  // The people are named once; a second 'vi' in the sentence is 'de' ('..., når de kommer').
  let named = false;
  const revoiced = keepWhole
    ? text
    : text.replace(/(?<![\p{L}])(V|v)i(?![\p{L}])/gu, (_, v: string, offset: number) => {
        const who = named ? 'de' : we;
        named = true;
        return offset === 0 && v === 'V' ? capitalise(who) : who;
      });
  return safe(revoiced, subject.checkOptions);
}

/**
 * A step in the form's voice, where 'jeg' is the child (the suggested steps are written so, and the
 * form says so): told in the third person. Only steps are read this way; in the description 'jeg'
 * may be the parent, so it is kept as written there.
 */
function childsVoice(original: string, subject: Subject): string {
  const step = selfNamed(original);
  if (subject.group || !/(?<![\p{L}])(jeg|mig|min|mit|mine)(?![\p{L}])/iu.test(step)) return step;
  const boy = subject.pronoun === 'han';
  const own = boy ? 'hans' : 'hendes';
  let named = false;
  return step
    .split(/(,\s+)/u)
    .map((clause) => {
      // In a clause where the child does it, 'min' is 'sin'; elsewhere it is 'hans' or 'hendes'.
      const childIsSubject = /(?<![\p{L}])jeg(?![\p{L}])/iu.test(clause);
      return (
        clause
          .replace(/(?<![\p{L}])(J|j)eg(?![\p{L}])/gu, (_, j: string, offset: number) => {
            const who = named ? subject.pronoun : subject.name;
            named = true;
            return offset === 0 && j === 'J' ? capitalise(who) : who;
          })
          // The first time the child is named, then 'ham' or 'hende' (a step stands on its own page).
          .replace(/(?<![\p{L}])mig(?![\p{L}])/giu, () => {
            if (named) return boy ? 'ham' : 'hende';
            named = true;
            return subject.name;
          })
          .replace(/(?<![\p{L}])min(?![\p{L}])/giu, childIsSubject ? 'sin' : own)
          .replace(/(?<![\p{L}])mit(?![\p{L}])/giu, childIsSubject ? 'sit' : own)
          .replace(/(?<![\p{L}])mine(?![\p{L}])/giu, childIsSubject ? 'sine' : own)
      );
    })
    .join('');
}

/** A sentence the story can tell: softened when it states a feeling as a fact, null when it can hurt a child in another way. */
function safe(text: string, opts: StoryCheckOptions): string | null {
  const harms = checkSentence(text, opts).filter((f) => f.severity === 'harm');
  if (!harms.length) return text;
  // The real words of what happens to someone else ('Far har brækket benet og er indlagt') are the
  // story's facts; only said of the child (by name or 'han'/'hun') do they stay out.
  const ofTheChild = new RegExp(`(?<![\\p{L}])(${escapeRe(opts.name ?? '')}|han|hun|du|jeg)(?![\\p{L}])`, 'iu').test(text);
  if (!ofTheChild && harms.every((f) => f.id === 'frightening')) return text;
  // 'Alma har svært ved at vente på sin tur' -> 'Det kan være svært at vente på sin tur': what is hard, not the child's lack.
  const hard = text.match(/^\S+\s+har\s+(?:meget\s+|lidt\s+)?svært\s+ved\s+(at\s+.+)$/u);
  if (hard && harms.every((f) => f.id === 'deficit')) {
    const told = asSentence(`Det kan være svært ${hard[1]}`);
    if (!checkSentence(told, opts).some((f) => f.severity === 'harm')) return told;
  }
  // The parent's 'Han vågner og får en is' -> 'Han vågner og får måske en is': the parent's fact,
  // without a promise nobody can keep; only the promise is softened.
  if (harms.every((f) => f.id === 'promise')) {
    let softened = text;
    for (const f of harms) if (f.excerpt) softened = softened.replace(f.excerpt, f.excerpt.replace(/^(\S+)\s+/u, '$1 måske '));
    if (softened !== text && !checkSentence(softened, opts).some((f) => f.severity === 'harm')) return softened;
  }
  if (harms.every((f) => f.id === 'feeling-as-fact')) {
    // 'Maja bliver ked af det' -> 'Måske bliver Maja ked af det'
    const m = text.match(/^(\S+)\s+(\S+?)(,?)\s+(.*)$/u);
    if (m) {
      const moved = /^(Han|Hun|De|Det|Den)$/.test(m[1]) ? m[1].toLowerCase() : m[1];
      const softened = asSentence(`Måske ${m[2]} ${moved}${m[3]} ${m[4]}`);
      if (!checkSentence(softened, opts).some((f) => f.severity === 'harm')) return softened;
    }
  }
  return null;
}

/** A verb that makes an answer a sentence of its own ('Emil er bange for boret'), not a phrase ('lyden fra boret'). */
const FINITE_VERB = /(?<![\p{L}])(er|var|har|havde|kan|skal|vil|bliver|blev|synes|kommer|går|får|må)(?![\p{L}])/iu;

/**
 * Whether an answer is a sentence of its own: three words or more with a verb that is not inside a
 * clause of a phrase ('etuiet i skoletasken og at hun må gå på toilettet' is a phrase; 'Emil er bange
 * for boret' and 'Der er en stol' are sentences).
 */
function isClause(answer: string): boolean {
  const w = answer.split(' ');
  if (w.length < 3) return false;
  if (relativeAt(answer) > 0) return false;
  const verb = w.findIndex((word) => FINITE_VERB.test(word));
  return verb >= 0 && !w.slice(0, verb).some((word, i) => /^(at|som|når|hvis|fordi)$/i.test(word) || (i > 0 && /^der$/i.test(word)));
}

/**
 * A thing with a clause about it and no 'som' ('Et rødt kort hun kan lægge på bordet'): the word where
 * the clause begins (a pronoun just before the first verb, after a thing begun by 'en' or 'et'), else -1.
 * A sentence that begins with its object puts the verb second ('Et rødt kort kan hun lægge …').
 */
function relativeAt(answer: string): number {
  const w = answer.split(' ');
  const verb = w.findIndex((word) => FINITE_VERB.test(word));
  return /^(?:en|et)$/iu.test(w[0] ?? '') && verb >= 3 && /^(?:han|hun|de|vi|man|jeg|du)$/iu.test(w[verb - 1]) ? verb - 1 : -1;
}

/**
 * An answer told: a few words inside a phrase that adds nothing ('Det kan hjælpe' + 'at holde mor i
 * hånden'), or, when the parent wrote a whole sentence, that sentence as written.
 */
function answer(
  raw: string,
  lead: string,
  joins: Record<string, string>,
  fallback: string,
  ctx: { subject: Subject; we: string | null; names: string[]; phraseOnly?: boolean },
): string | null {
  const a = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/u, '');
  // 'ikke at vide dagen før' is a phrase like 'at vide' ('svært ikke at vide …', not 'svært med ikke at …').
  const first = /^ikke\s+at\s/iu.test(a) ? 'at' : a.split(' ')[0].toLowerCase();
  // 'svært at vente' (what to do), but 'svært, at Susanne er væk' (a clause of its own).
  const clause =
    first === 'at' &&
    (/^at\s+(\p{Lu}|(han|hun|de|vi|det|der|den|mor|far)\s)/u.test(a) ||
      /^at\s+(?:\S+\s+){1,2}(er|har|kan|skal|vil|bliver|kommer|går|får|må|spørger|siger|ser)(?![\p{L}])/iu.test(a));
  if (joins[first] !== undefined)
    return safe(asSentence(`${lead}${clause ? ',' : joins[first]} ${lowerStart(a, ctx.names)}`), ctx.subject.checkOptions);
  if (!ctx.phraseOnly && isClause(a)) return tell(a, ctx.subject, ctx.we);
  return safe(asSentence(`${lead}${fallback} ${lowerStart(a, ctx.names)}`), ctx.subject.checkOptions);
}

/** The first letter in lower case, unless the first word is a name the parent gave (the child's, a person's under 'Hvem er med?'). */
function lowerStart(text: string, names: readonly string[]): string {
  const first = text.split(' ')[0];
  if (names.some((n) => n.split(' ').some((w) => /^\p{Lu}/u.test(w) && w === first))) return text;
  return text.replace(/^\p{Lu}(?=\p{Ll}|\s|$)/u, (c) => c.toLowerCase());
}

const words = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The words that stand between the subject and the verb of a subordinate clause ('at han godt må'). */
const CLAUSE_ADVERBS = '(?:ikke|godt|gerne|stadig|altid|også|nok|aldrig|bare|selv|tit|ofte)';
/** A finite verb: present or past ('elsker', 'glemte'), or a short one ('kan', 'er', 'fik'). */
const FINITE = '(?:\\p{L}+(?:r|de|te)|kan|skal|må|vil|fik|gik|kom|sad|lå|stod|så|blev|var|gav|tog|fandt|sagde)(?![\\p{L}])';
const OBJECT_PRONOUN = /^\s+(ham|hende|dem|os|mig|dig)(?![\p{L}])/u;

/**
 * What the parent wants the child to know ('hun skal vide at hun godt kan høre til …, og at …'), as
 * sentences in the order of a main clause ('Hun kan godt høre til …, og …'); null when the sentence
 * is no such note, or a clause of it cannot be told that way.
 */
function knowThat(raw: string, subject: Subject): string | null {
  const who = subject.group ? '(?:de|børnene|alle)' : `(?:${escapeRe(subject.name)}|${subject.pronoun})`;
  const note = raw.match(new RegExp(`^${who}\\s+(?:skal|må|bør)\\s+(?:gerne\\s+)?(?:vide|forstå|høre),?\\s+at\\s+(.+?)[.!]?$`, 'iu'));
  if (!note) return null;
  const clauses = note[1]
    .split(/(?:,\s*|\s+)og\s+(?:hvad|hvordan|hvorfor|hvem|hvor|om)\s/u)[0]
    .split(/,?\s+og\s+at\s+/u)
    .map((c) => {
      // The subject: a pronoun, a name, or a thing with its article ('den nye kanin'); then a finite verb.
      const m = c.match(
        new RegExp(
          `^((?:den|det|de|en|et|hans|hendes|sin|sit|sine)\\s+(?!${CLAUSE_ADVERBS}\\s)\\p{L}+(?:\\s+(?!${CLAUSE_ADVERBS}\\s)\\p{L}+)?|\\p{L}+)\\s+((?:${CLAUSE_ADVERBS}\\s+)*)(${FINITE})(.*)$`,
          'u',
        ),
      );
      if (!m || !/^(?:det|der|han|hun|de|den|vi|far|mor|\p{Lu}\p{Ll}+|(?:den|det|de|en|et|hans|hendes|sin|sit|sine)\s.+)$/u.test(m[1]))
        return null;
      const [, s, adverbs, verb, rest] = m;
      if (!adverbs) return `${s} ${verb}${rest}`;
      // A pronoun object goes before the adverb ('far elsker ham stadig'); the child's is named, after it ('far elsker stadig Emil').
      const object = rest.match(OBJECT_PRONOUN);
      const childs = !subject.group && object?.[1] === (subject.pronoun === 'han' ? 'ham' : 'hende');
      if (childs) return `${s} ${verb} ${adverbs}${subject.name}${rest.slice(object[0].length)}`;
      return object
        ? `${s} ${verb} ${object[1]} ${adverbs.trim()}${rest.slice(object[0].length)}`
        : `${s} ${verb} ${adverbs.trim()}${rest}`;
    });
  return clauses.every((c) => c !== null) ? asSentence(capitalise(clauses.join(', og '))) : null;
}

/** Where a parent's run-on sentence begins a new clause: before 'og', 'men' or 'så' and its subject. */
const CLAUSE_START = '(?:han|hun|vi|de|det|der|den|jeg|alle|nogle|man|mor|far)';

/**
 * The clauses a left-out run-on sentence opens with, told: the longest run of whole clauses before
 * the one that is left out ('August har fået spillet Operation … og næsen lyser rødt' of '… og så
 * kaster han spillet på gulvet og græder'), each piece as long as the child's age allows. None where
 * the opening is not a main clause ('Når vi skal i Netto') or is shorter than five words.
 */
function openingOf(sentence: string, subject: Subject): string[] {
  const marks = clauseMarks(sentence, subject);
  const longest = ageBand(subject.age).longestSentence;
  for (let n = marks.length; n > 0; n--) {
    const opening = sentence.slice(0, marks[n - 1].at).trim();
    if (words(opening) < 5 || /^(?:når|hvis|fordi|selvom|mens|før|inden|efter|da|om)(?![\p{L}])/iu.test(opening)) continue;
    const told = joinClauses(sentence, marks.slice(0, n), longest).map((x) => tell(x, subject, null));
    if (told.every((x) => x !== null)) return told;
  }
  // A request to the app before the first comma ('Kan I hjælpe os med at forklare det, Ingrid taler …'):
  // the clause after it, when that is a sentence of its own (not 'der viser …', nor 'så han forstår …').
  const first = marks.length ? sentence.slice(0, marks[0].at) : '';
  const joint = marks.length ? sentence.slice(marks[0].at, marks[0].end) : '';
  const own = /^,\s+$/u.test(joint) && !/^(?:der|som)(?![\p{L}])/iu.test(sentence.slice(marks[0].end));
  if (own && REQUEST_TO_APP.test(first.trim())) {
    const rest = capitalise(sentence.slice(marks[0].end).trim());
    const told = tell(rest, subject, null);
    return told ? [told] : openingOf(rest, subject);
  }
  return [];
}

/**
 * Where a parent's run-on sentence begins a new clause: each joint ('og så', ', men', ' og han'), never
 * inside brackets. `strict` (a sentence kept, cut only for its length) keeps the joints before a
 * subject and its verb ('og han går', not 'og det hele uskarpt', ', der ligner', 'så hun ikke fryser',
 * 'siger, det gør ondt'); a sentence left out may also open at a comma before its subject.
 */
function clauseMarks(sentence: string, subject: Pick<Subject, 'name' | 'group'>, strict = false): { at: number; end: number }[] {
  const name = subject.group ? '' : `|${escapeRe(subject.name)}`;
  const at = strict
    ? new RegExp(
        `\\s+og\\s+(?=så\\s+${FINITE})|,?\\s+(?:og|men)\\s+(?=(?:han|hun|vi|de|mor|far${name})\\s+${FINITE})|,\\s*(?:og|men)\\s+(?=(?:det|den)\\s+${FINITE})`,
        'giu',
      )
    : new RegExp(
        `,\\s*(?:og|men|så)\\s+|\\s+og\\s+(?=så\\s)|\\s+men\\s+(?=(?:når|hvis)\\s)|\\s+(?:og|men|så)\\s+(?=(?:så\\s+)?(?:${CLAUSE_START}${name})(?![\\p{L}]))|,\\s+(?=(?:${CLAUSE_START}${name})\\s|(?:to|tre|fire|nogle|flere|en|et) af\\s)`,
        'giu',
      );
  const inBrackets = (i: number) => (sentence.slice(0, i).match(/\(/gu)?.length ?? 0) > (sentence.slice(0, i).match(/\)/gu)?.length ?? 0);
  return [...sentence.matchAll(at)].map((m) => ({ at: m.index, end: m.index + m[0].length })).filter((m) => !inBrackets(m.at));
}

/**
 * The clauses before the last of `marks` (or all of them, when the last mark is the sentence's end),
 * joined again as long as the child's age allows: 'men' stays, 'og' opens no sentence.
 */
function joinClauses(sentence: string, marks: readonly { at: number; end: number }[], longest: number): string[] {
  const clauses = [0, ...marks.slice(0, -1).map((m) => m.end)].map((from, i) => sentence.slice(from, marks[i].at).trim());
  const pieces: string[] = [];
  clauses.forEach((clause, i) => {
    const joint = i ? sentence.slice(marks[i - 1].at, marks[i - 1].end) : '';
    if (i && words(`${pieces.at(-1)} ${clause}`) <= longest) pieces[pieces.length - 1] += `${joint}${clause}`;
    else pieces.push(capitalise(/^\s*,?\s*men\s/iu.test(joint) ? `men ${clause}` : clause));
  });
  return pieces;
}

/**
 * A sentence too long for the child's age, split where it joins two clauses of its own ('..., og så
 * skal han ...' -> '... Så skal han ...'): the same words, in the same order. At a comma before 'og
 * så', 'og' or 'men' first, else where a parent's run-on sentence begins a new clause; one that
 * cannot be split so is kept whole.
 */
function splitLong(sentence: string, longest: number, subject: Pick<Subject, 'name' | 'group'>): string[] {
  if (words(sentence) <= longest) return [sentence];
  const m =
    sentence.match(/^(.+?),\s+(og så)\s+(\p{L}.+)$/u) ??
    sentence.match(/^(.+?),\s+(men|og)\s+((?:han|hun|vi|de|det|der|den|mor|far|\p{Lu}\p{Ll}*)\s.+)$/u);
  if (!m) {
    const end = sentence.replace(/[.!?]+$/u, '').length;
    const marks = clauseMarks(sentence, subject, true);
    return marks.length ? joinClauses(sentence, [...marks, { at: end, end }], longest) : [sentence];
  }
  const second = m[2] === 'og så' ? `så ${m[3]}` : m[2] === 'men' ? `men ${m[3]}` : m[3];
  return [m[1], ...splitLong(capitalise(second), longest, subject)];
}

/** Whether `a` says what `b` already says (the same words, or all of them inside it). */
function repeats(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  return x === y || (x.length > 12 && y.includes(x));
}

/**
 * Whether the steps already say nearly all of a description sentence (four in five of its words of
 * three letters or more): 'Vi læser en bog og tænder natlampen' beside the steps 'Vi læser en bog i
 * Idas seng' and 'Mor tænder natlampen'. The steps, the parent's own order, are told instead.
 */
function saidBySteps(sentence: string, steps: readonly (string | null)[]): boolean {
  // Words compared by their first five letters, so 'tæppe' and 'tæppet' are one word.
  const head = (w: string) => w.slice(0, 5);
  const own = norm(sentence)
    .split(' ')
    .filter((w) => w.length >= 3);
  const said = new Set(steps.flatMap((st) => (st ? norm(st).split(' ').map(head) : [])));
  return own.length >= 3 && own.filter((w) => said.has(head(w))).length / own.length >= 0.8;
}

/** What helps: 'Det kan hjælpe at ...' for what to do, '{Natlampen og Snøvs} kan hjælpe.' for a thing, a sentence as written. */
function helpsSentence(raw: string, ctx: { subject: Subject; we: string | null; names: string[] }): string | null {
  const a = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/u, '');
  if (/^(at|når|med)\s/i.test(a) || isClause(a)) return answer(a, 'Det kan hjælpe', { at: '', når: ',', med: '' }, ' med', ctx);
  // 'Et rødt kort hun kan lægge på bordet' -> 'Et rødt kort, hun kan lægge på bordet, kan hjælpe.'
  const at = relativeAt(a);
  // ('et roligt sted, hun kan gå hen': the parent's own comma is not written twice.) A clause at the
  // end ('…, hvis han vil have en pause') is closed with a comma before 'kan hjælpe'.
  const thing =
    at > 0
      ? `${a.split(' ').slice(0, at).join(' ').replace(/,$/u, '')}, ${a.split(' ').slice(at).join(' ')},`
      : /,\s+(?:hvis|når|hvor|at|som|der|fordi|så)\s/iu.test(a)
        ? `${a},`
        : a;
  return safe(asSentence(`${thing} kan hjælpe`), ctx.subject.checkOptions);
}

const AWAY_RE =
  /(?<![\p{L}])(\p{L}+)\s+(?:er\s+|ligger\s+|bliver\s+|skal\s+være\s+|skal\s+ligge\s+)(?:nu\s+|stadig\s+)?(?:indlagt|på\s+(?:hospitalet|sygehuset|neonatal\p{L}*)|i\s+(?:en\s+)?kuvøse(?:n)?|hjemme|væk|ikke\s+med)(?![\p{L}])/giu;

/**
 * The family members the parent says are elsewhere while the story happens: in hospital, at home,
 * away ('Morfar er faldet. Han ligger nu på hospitalet', 'Far bliver hjemme'). 'han' or 'hun' is the
 * family member of the sentence before.
 */
function awayIn(text: string): string[] {
  const sentences = splitSentences(text);
  return sentences.flatMap((x, i) =>
    [...x.matchAll(AWAY_RE)].flatMap((m) => {
      const who = m[1].toLowerCase();
      // (A name too: 'Alberte ligger i en kuvøse' of 'kusine Alberte'.)
      if (FAMILY.includes(who) || (/^\p{Lu}/u.test(m[1]) && /indlagt|hospital|sygehus|neonatal|kuvøse/iu.test(m[0]))) return [who];
      if (!['han', 'hun'].includes(who) || i === 0) return [];
      const before = sentences[i - 1].toLowerCase().match(/[\p{L}]+/gu) ?? [];
      const person = before.find((w) => FAMILY.includes(w));
      return person ? [person] : [];
    }),
  );
}

export function writeStory(input: WriterInput): WrittenStory {
  const facts = cleanFacts(input.facts);
  const who = subjectOf(input);
  const title = (input.title ?? '').replace(/\s+/g, ' ').trim().slice(0, PLAN_LIMITS.title) || who.name;
  const description = (input.description ?? '').trim();
  const subject = { ...who, self: who.group ? teacherSelf(description) : parentSelf(title, description) };
  const parentText = [title, description, ...factTexts(facts)].join('. ');
  const dead = deadIn(parentText).map((d) => d.toLowerCase());
  const elsewhere = awayIn(parentText);
  // (Nor an answer to «Hvem er med?» that says the person is not: 'lærer Hanne der er på kursus'.)
  const living = (facts.who ?? []).filter((p) => !dead.includes(p.toLowerCase()) && norm(p) !== norm(subject.name) && !AWAY_ANSWER.test(p));
  // 'Vi' is re-voiced for one child; a teacher's 'vi' read to the group is the group and its adults, as written.
  // Not who the parent says lies in hospital or stays behind ('Morfar … ligger nu på hospitalet'): 'vi' goes, they do not.
  const family = living.filter(
    (p) =>
      FAMILY.includes(p.toLowerCase().split(' ')[0]) &&
      !p
        .toLowerCase()
        .split(' ')
        .some((w) => elsewhere.includes(w)),
  );
  const we = family.length && !subject.group ? joinDanish([subject.name, ...family]) : null;

  const units: Unit[] = [];
  const told: string[] = [];
  const add = (text: string | null, kind: PlanSentence['kind'], from: SentenceFrom, own = false) => {
    if (!text || told.some((t) => repeats(text, t) || repeats(t, text))) return;
    told.push(text);
    units.push({ sentence: { text, kind, source: 'parent', from }, own });
  };

  // The description first, in the parent's order: its sentences say what the story is about.
  // The steps first claim their words, so a description sentence that only repeats a step is not told twice.
  const steps = (facts.steps ?? []).map((step) => tell(childsVoice(step, subject), subject, we));
  // A parent's lower-case new sentence ('... sygemeldt. han ligger ...') is a sentence of its own; an
  // ordinal's full stop ('den 24. om formiddagen') ends none.
  // ('… ikke kommer tilbage.. jeg kommer hjem …': two stops end it too.)
  const paragraphs = description.replace(
    /(\p{L}[.!?]+)\s+(\p{Ll})/gu,
    (_, end: string, letter: string) => `${end} ${letter.toUpperCase()}`,
  );
  const childFirst = new RegExp(`^(?:(?:men|og|så)\\s+)?(${escapeRe(subject.name)}|${subject.pronoun})(?![\\p{L}])`, 'iu');
  let dropped: string | null = null;
  // The sentence a 'han' at the start of the next points back to: the last one not written to the writer.
  let referent = '';
  for (const sentence of splitSentences(paragraphs).flatMap((d) => splitLong(d, ageBand(subject.age).longestSentence, subject))) {
    // A sentence that points back ('Han skal opereres i morgen') to one left out would point to the
    // wrong one; 'han' after a sentence about the child that was left out is still the child.
    // ('Der kommer brandøvelse' points nowhere: 'der' of what there is.)
    const pointsBack =
      /^(han|hun|det|den|de|så|men|bagefter)(?![\p{L}])/iu.test(sentence) || /^der\s+(?!er|kommer|bliver|var|sker)\p{L}/iu.test(sentence);
    // A wish right after the child's hard moment ('Han vil op at stå') is part of that moment.
    const stillTheChild =
      childFirst.test(referent) && childFirst.test(sentence) && !/^\S+\s+(vil|ville|gider|prøver)(?![\p{L}])/iu.test(sentence);
    if (dropped !== null && pointsBack && !stillTheChild) continue;
    // The child's 'han' that would now open the story is named.
    // (So is the child's 'hans' or 'hendes' that would open it, where no one is called Hans: 'Hans far er
    // soldat' -> 'Williams far er soldat'.)
    const own = subject.pronoun === 'han' ? 'hans' : 'hendes';
    const spoken =
      stillTheChild && !units.length
        ? sentence.replace(new RegExp(`^${subject.pronoun}(?![\\p{L}])`, 'iu'), subject.name)
        : !units.length &&
            !subject.group &&
            description.includes(sentence.replace(/^H(?=ans |endes )/u, 'h')) &&
            !/(?<![\p{L}])Hans(?![\p{L}])/u.test([title, ...(facts.who ?? [])].join(' '))
          ? sentence.replace(new RegExp(`^${own}(?![\\p{L}])`, 'iu'), `${subject.name}s`)
          : sentence;
    const whole = tell(spoken, subject, null);
    // A run-on sentence whose later clause is left out ('… går i hoodies fra det samme brand, … og så
    // kaster han spillet') keeps the clauses before it: they say what the story is about.
    const told = whole === null ? openingOf(spoken, subject) : [whole];
    dropped = whole === null ? sentence : null;
    if (!TO_THE_WRITER.some((re) => re.test(sentence))) referent = sentence;
    for (const text of told) {
      if (steps.some((s) => s && repeats(text, s)) || saidBySteps(text, steps)) continue;
      add(text, FEELING.test(text) ? 'perspektiv' : 'beskrivende', 'description');
    }
  }

  // When, where and who follow the sentence that says what is going to happen (the first with 'skal',
  // among the first two), so 'Det sker ...' names that; without one, they open the story, under its title. In a story of a
  // death, 'Det sker ...' is said only of such a sentence that is not the death itself.
  const told0 = units.length;
  const anchor = units
    .slice(0, 2)
    .findIndex(
      (u) =>
        /(?<![\p{L}])skal(?![\p{L}])/iu.test(u.sentence.text) &&
        !deadIn(u.sentence.text).length &&
        !/(?<![\p{L}])(død|døde|dø)(?![\p{L}])/iu.test(u.sentence.text),
    );
  const where =
    facts.where && /^(i|på|hos|ved|til|fra|ude|inde|hjemme|uden|bag|under|over|foran|mellem|nede|oppe)(?![\p{L}])/iu.test(facts.where)
      ? facts.where
      : undefined;
  // A 'when' written as a sentence ('flyttedag er 1. juli') is told as written.
  const whenClause = facts.when !== undefined && isClause(facts.when);
  if (whenClause) add(tell(facts.when!, subject, we), 'beskrivende', 'when');
  // What the sentence before says already ('... den 1. august. Det sker 1. august') is not said again.
  // Words compared by their first five letters, so 'tandlæge' and 'tandlægen' are one word.
  const head = (w: string) => w.slice(0, 5);
  const anchorWords = new Set(anchor >= 0 ? norm(units[anchor].sentence.text).split(' ').map(head) : []);
  const unsaid = (part: string | undefined) => {
    const own = part
      ? norm(part)
          .split(' ')
          .filter((w) => w.length >= 3 && !/^(hos|til|ved|fra|kl)$/.test(w))
      : [];
    return part && !(own.length && own.every((w) => anchorWords.has(head(w)))) ? part : undefined;
  };
  const when = whenClause ? undefined : withPreposition(unsaid(timeOnly(facts.when, `${title}. ${description}`)));
  if ((when || unsaid(where)) && (!dead.length || anchor >= 0))
    add(asSentence(`Det sker ${[when, unsaid(where)].filter(Boolean).join(' ')}`), 'beskrivende', when ? 'when' : 'where');
  // A place written as a sentence ('far er på en platform, vi er hjemme') is told as written; one
  // named without its preposition ('Netto på hjørnet') keeps its capital: it is a name.
  if (facts.where && !where && isClause(facts.where)) add(tell(facts.where, subject, we), 'beskrivende', 'where');
  else if (facts.where && !where) add(asSentence(`Stedet er ${facts.where}`), 'beskrivende', 'where');
  // Who the parent's own words already name («Far er med.», «med sin kusine Sara») is not told again.
  const unnamed = living.filter((p) => !new RegExp(`(?<![\\p{L}])${escapeRe(p)}(?![\\p{L}])`, 'iu').test(`${title}. ${description}`));
  if (unnamed.length) add(asSentence(`${capitalise(joinDanish(unnamed))} er der også`), 'beskrivende', 'who');
  const about = units.splice(told0);
  let at = anchor >= 0 ? anchor + 1 : dead.length ? units.length : 0;
  const next = units[at]?.sentence;
  if (anchor >= 0 && about.length && next?.from === 'description' && /^(han|hun|det|den|de|der)\b/i.test(next.text)) {
    // The sentence after the one it follows keeps its meaning: the child's 'hun' right after a sentence
    // about the child is named ('Freja skal have ... Hun får et stik' -> 'Freja får et stik'); any
    // other pointing back stays beside its sentence, and what is about follows both.
    const childsPronoun = new RegExp(`^${subject.pronoun}(?![\\p{L}])`, 'iu');
    if (!subject.group && childFirst.test(units[anchor].sentence.text) && childsPronoun.test(next.text))
      units[at] = { ...units[at], sentence: { ...next, text: next.text.replace(childsPronoun, subject.name) } };
    else at += 1;
  }
  units.splice(at, 0, ...about);
  // Names stay capitalised where an answer begins with one: the people named, the dead, and any word
  // the parent wrote with a capital inside a sentence ('Bella', 'Odense').
  const capitalised = [...parentText.matchAll(/(?<=[\p{L}\p{N},;:] )\p{Lu}\p{L}*/gu)].map((m) => m[0]);
  const ctx = { subject, we, names: [subject.name, ...living, ...deadIn(parentText), ...capitalised] };
  // Why it happens is always told as why ('Det sker, fordi ...'), also when the parent wrote a sentence.
  if (facts.why)
    add(
      answer(facts.why, 'Det sker', { fordi: ',', for: '', at: ' for', så: ',' }, ', fordi', { ...ctx, phraseOnly: true }),
      'beskrivende',
      'why',
    );
  steps.forEach((text, i) => add(text, 'beskrivende', `steps.${i}`, true));
  if (facts.hard) add(answer(facts.hard, 'Det kan være svært', { at: '', når: ',', hvis: ',' }, ' med', ctx), 'perspektiv', 'hard');
  const hardTold = units.some((u) => u.sentence.from === 'hard');
  if (facts.helps) add(helpsSentence(facts.helps, ctx), 'vejledende', 'helps');

  const frame = (text: string, kind: PlanSentence['kind']): Unit => ({ sentence: { text, kind, source: 'frame' } });
  // The affirming frame follows what can be hard.
  const seed = hashOf(`${title}\n${description}`);
  if (hardTold)
    units.splice(
      units.findIndex((u) => u.sentence.from === 'hard') + 1,
      0,
      frame(FRAMES.affirmHard[(seed >>> 8) % FRAMES.affirmHard.length], 'bekræftende'),
    );
  // The adult a closing names: the first one named who is not a child, nor someone the parent says is
  // going away, ill or leaving ('Vores klasselærer Susanne går på barsel').
  const leaving = /(?<![\p{L}])(væk|stopper|barsel|rejser|flytter|syg|indlagt|hospital\p{L}*|opereres)(?![\p{L}])/iu;
  const parentSentences = [title, ...splitSentences(description), ...factTexts(facts)];
  const away = (p: string) =>
    parentSentences.some(
      (sentence) => leaving.test(sentence) && new RegExp(`(?<![\\p{L}])${escapeRe(p.split(' ').at(-1)!)}(?![\\p{L}])`, 'iu').test(sentence),
    );
  const adult = living.find((p) => !CHILDREN.test(p) && !away(p)) ?? 'en voksen';
  const closings = FRAMES.closings;
  const closing = frame(closings[seed % closings.length]({ name: subject.name, pronoun: subject.pronoun, adult }), 'samarbejde');

  const pages = paginate(units, closing, pageSentenceLimit(subject.age));
  const planPages: PlanPage[] = pages.map((page) => ({
    sentences: page.map((u) => u.sentence),
    scene: sceneOf(page, living, dead, input),
  }));
  const plan: StoryPlan = { version: PLAN_VERSION, title, pages: planPages };
  return { title, content: planToText(plan), scenes: plan.pages.map(pageText), plan };
}

/**
 * Sentences onto pages: at most `limit` on a page and one frame, a step on a page of its own, at
 * least two pages and at most ten (neighbours joined). The page count is the story's own: short
 * when the parent said little.
 */
function paginate(units: Unit[], closing: Unit, limit: number): Unit[][] {
  const pages: Unit[][] = [];
  for (const unit of units) {
    const page = pages[pages.length - 1];
    const isFrame = unit.sentence.source === 'frame';
    const full = !page || page.length >= limit || (isFrame && page.some((u) => u.sentence.source === 'frame')) || page.some((u) => u.own);
    if (full && isFrame && page && page.length > 1 && page[page.length - 1].sentence.from === 'hard') {
      // The affirming frame stays beside what can be hard: both go to the next page.
      pages.push([page.pop()!, unit]);
    } else if (full || unit.own) pages.push([unit]);
    else page.push(unit);
  }
  // A story has at least two pages: the parent's sentences are shared out before a frame gets a page.
  while (pages.length < MIN_PAGES && pages.some((p) => p.length > 1)) {
    const widest = pages.reduce((w, p, i) => (p.length > pages[w].length ? i : w), 0);
    const cut = Math.ceil(pages[widest].length / 2);
    pages.splice(widest, 1, pages[widest].slice(0, cut), pages[widest].slice(cut));
  }
  // The closing ends the last page when there is room (a step's page too); it takes a page of its
  // own only to make the two pages a story needs. Otherwise the story ends with the parent's words.
  const last = pages[pages.length - 1];
  if (pages.length < MIN_PAGES) pages.push([closing]);
  else if (last.length < limit && !last.some((u) => u.sentence.source === 'frame')) last.push(closing);
  while (pages.length > PLAN_LIMITS.pages) {
    // Join the two neighbours with the fewest sentences between them, keeping one frame a page.
    let best = 0;
    for (let i = 1; i < pages.length - 1; i++)
      if (pages[i].length + pages[i + 1].length < pages[best].length + pages[best + 1].length) best = i;
    pages.splice(best, 2, [...pages[best], ...pages[best + 1]]);
  }
  return pages;
}

/** What the child does with someone: whoever the sentence starts with, the child is in it. */
const WITH_SOMEONE = ['hold-hand', 'wave-hello', 'wave-goodbye', 'visit-in-hospital-bed'];

/** A pet or an animal the parent names among the people («hunden Bella», «hvalpen Kaffe»). */
const ANIMAL_RE =
  /^(?:vores |min |hans |hendes )?(?:hund|hunden|hvalp|hvalpen|kat|katten|killing|killingen|kanin|kaninen|hest|hesten|pony|ponyen|hamster|hamsteren|marsvin|marsvinet|undulat|undulaten|fugl|fuglen|fisk|fisken|skildpadde|skildpadden)(?![\p{L}])/iu;

/**
 * What a page's picture shows, from what the page says (picture-words/scene-reader.ts): the child, the living
 * people the parent named (under 'Hvem er med?') whose name the page says, and the adults the page
 * itself names; where it is and what the child does, when the page's words say it. A person the
 * parent says has died is never there.
 */
function sceneOf(page: Unit[], living: string[], dead: string[], input: WriterInput): PlanPage['scene'] {
  // A frame states no fact, so it puts nobody in the picture («Noah kan fortælle mor, hvad han tænker»).
  // Who the parent names only in passing is not there: in brackets ('(hendes far bor i norge …)'), or where
  // they live ('far bor i Norge').
  const facts = page
    .filter((u) => u.sentence.source !== 'frame')
    .map((u) =>
      u.sentence.text
        .replace(/\([^()]*\)/gu, ' ')
        .replace(/(?<![\p{L}])(?:hans|hendes|deres|min|mit|vores)?\s*\p{L}+ bor (?:i|på) \p{L}+/giu, ' '),
    );
  const words = facts.join(' ');
  const text = ` ${norm(words)} `;
  const reading = readScene(words, { companion: input.character?.companion, dead });
  // A person the parent named is on the page by their whole label or by their name alone ('Lone' of 'pædagogen Lone').
  const within = (said: string, p: string) => {
    const whole = said.indexOf(` ${norm(p)} `);
    const name = p.split(/\s+/).at(-1) ?? '';
    return whole >= 0 ? whole : /^\p{Lu}/u.test(name) ? said.indexOf(` ${norm(name)} `) : -1;
  };
  // The sentence that says the action names first whom it is done with («Far ligger i en seng»), before the page's other people.
  // A sentence that says it with a pronoun («Farmor er faldet. Hun ligger …») is read with the one before it.
  const says = (words: string) => readScene(words, { companion: input.character?.companion, dead }).action === reading.action;
  const doing = reading.action
    ? (facts.find((f) => says(f)) ?? facts.map((f, i) => (i > 0 ? `${facts[i - 1]} ${f}` : f)).find((pair) => says(pair)))
    : undefined;
  const at = (p: string) => {
    const there = doing ? within(` ${norm(doing)} `, p) : -1;
    return there >= 0 ? there - 100_000 : within(text, p);
  };
  // An animal the parent names («hvalpen Kaffe») is no person to draw as one.
  const named = living.filter((p) => within(text, p) >= 0 && !isDead(p, dead) && !ANIMAL_RE.test(p));
  // An adult the page names who is one of the named people already ('pædagogen' of 'pædagogen Lone') is there once.
  const others = reading.present.filter((p) => !named.some((n) => ` ${norm(n)} `.includes(` ${norm(p)} `)));
  // In the order the page names them: the first is the one the action is done with («Far ligger i en seng … Noah besøger far»).
  const place = (p: string) => (at(p) !== -1 ? at(p) : text.indexOf(` ${norm(p)} `));
  const present = ['child', ...[...named, ...others].sort((a, b) => place(a) - place(b))].slice(0, PLAN_LIMITS.present);
  const companion = input.character?.companion
    ? reading.companion || text.includes(` ${norm(input.character.companion).split(' ').at(-1)} `)
    : false;
  // What someone not drawn does is not drawn on the child ('Kaffe sover i sin kurv' puts no child in bed).
  const doer = doing?.match(/^(\p{Lu}\p{Ll}+)(?![\p{L}])/u)?.[1];
  const childName = input.character?.name.split(' ')[0] ?? input.group?.name ?? '';
  // Nor what someone drawn beside the child does ('Alberte ligger i en kuvøse' puts no child in the
  // hospital bed); an adult the page names lies in the bed the child visits. What the child does with
  // them ('Alberte og Ida spiser', 'Hun holder Emil i hånden') stays.
  const childPronoun = input.character?.gender === 'dreng' ? 'Han' : 'Hun';
  const someoneElse =
    !!doer &&
    doer !== childName &&
    !new RegExp(`(?<![\\p{L}])${escapeRe(childName)}(?![\\p{L}])`, 'u').test(doing ?? '') &&
    (living.some((p) => p.split(/\s+/).some((w) => w === doer)) ||
      (!!input.character && /^(?:Han|Hun)$/u.test(doer) && doer !== childPronoun));
  const shown = present.find((p) => p.split(/\s+/).some((w) => w.toLowerCase() === doer?.toLowerCase()));
  const action =
    !someoneElse || WITH_SOMEONE.includes(reading.action ?? '')
      ? reading.action
      : shown && reading.action === 'lie-in-hospital-bed' && adultOf(shown)
        ? 'visit-in-hospital-bed'
        : null;
  return { setting: reading.setting, present, action, mood: 'calm', companion };
}
