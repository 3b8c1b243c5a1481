/**
 * The offline text provider's story writer: a Danish social story (Carol Gray's criteria) built from
 * the parent's facts, without any AI. Pure: the same input gives the same story.
 *
 * It never guesses. The story is made of
 * - an introduction: what happens (from the title), where, when, who, and for older children why;
 * - the steps in order: the parent's (the form's list, else the description's own sentences), and a
 *   recognised situation's typical steps only when the parent gave neither;
 * - perspective sentences about the people present, as the parent named them;
 * - what can be hard (the parent's words, told as the situation and not as the child's deficit) and
 *   what can help, as an option with a reason;
 * - for a sensitive topic, the real words, what stays the same and whom the child can talk to;
 * - a calm conclusion that praises nothing before it has happened.
 * Every sentence of the parent's that can be said to a child is in the story, told in the third
 * person. An unrecognised situation is told from those sentences inside a neutral frame.
 */
import { type AgeBand, ageBand } from '../../../shared/age-bands';
import { cleanFacts, type StoryFacts } from '../../../shared/story-facts';
import { hasStem, recogniseSituation, type SituationInfo, stemPattern } from '../../../shared/story-situations';
import { checkSentence, type StoryCheckOptions } from '../../../shared/story-check';
import { formatStory, parseStory } from '../../../shared/story-text';
import { companionPhrase } from './scene-words';
import { capitalise, difficulty, helpOf, withoutAbsolutes, parentLine, parentLines, sentence, thirdPerson, type Voice } from './parent-voice';
import type { StoryCharacter, StoryGroup } from './port';
import {
  type DataLine,
  ENDINGS,
  FAMILY_WORDS,
  HELP_REASONS,
  type Kind,
  NURSERY_WORDS,
  ROLE_LINES,
  ROLE_WORDS,
  ROUTINES,
  SENSITIVE_LINES,
  WE_ARE_THE_CHILDREN,
} from './story-writer.data';

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
  /** The recognised situation, or null (told from the parent's own sentences) */
  situation: string | null;
}

/** One sentence of the story: its Gray type, how much it matters, and whether it is the parent's own fact. */
interface Item {
  kind: Kind;
  text: string;
  /** 0 the parent's fact, 1 a step, 2 a sensitive truth, 3 hard/help, 4 perspective, 5 padding */
  rank: number;
  /** the scene it belongs in (0-based) */
  scene: number;
  /** may move to another scene when its own is full */
  movable: boolean;
  order: number;
}

const words = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const norm = (t: string) => (t ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function joinDanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

function clampAge(age: number): number {
  return Number.isFinite(age) ? Math.min(12, Math.max(1, Math.round(age))) : 6;
}

// ---------------------------------------------------------------------------------------------
// People

const eitherCase = (w: string) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`;
const PERSON_RE = new RegExp(
  `(?<![\\p{L}])((?:${ROLE_WORDS.map(eitherCase).join('|')})(?:en|n)?(?:\\s+\\p{Lu}\\p{Ll}+)?|(?:${FAMILY_WORDS.map(eitherCase).join('|')})(?:\\s+\\p{Lu}\\p{Ll}+)?)(?![\\p{L}])`,
  'gu',
);

/** The people the parent's text names, as it names them ('mor', 'pædagogen Jonas', 'vikaren Pia'). */
export function peopleIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(PERSON_RE)) {
    let person = m[1].replace(/\s+/g, ' ');
    const first = person.split(' ')[0];
    // 'Mor' at the start of a sentence is still 'mor'; a role keeps the name after it.
    person = first.toLowerCase() + person.slice(first.length);
    if (!found.some((f) => norm(f) === norm(person) || norm(f).startsWith(`${norm(person)} `))) {
      const shorter = found.findIndex((f) => norm(person).startsWith(`${norm(f)} `));
      if (shorter >= 0) found[shorter] = person;
      else found.push(person);
    }
  }
  return found;
}

/** Who has died, by the parent's words: 'Mormor er død', 'morfar døde i søndags', 'vores kat Misser er død'. */
export function deadIn(text: string): string[] {
  const out: string[] = [];
  const re = /(?<![\p{L}])([\p{L}-]+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:er\s+(?:lige\s+)?(?:død|gået bort|sovet ind)|døde|blev\s+syg\s+og\s+døde|er\s+afgået\s+ved\s+døden)(?![\p{L}])/giu;
  for (const m of text.matchAll(re)) {
    const who = m[1].trim();
    if (/^(der|som|hun|han|det|den|de)$/i.test(who)) continue;
    // 'hund Bella' is Bella; 'Mormor' at a sentence's start is mormor.
    const named = who.match(/\s(\p{Lu}\p{Ll}+)$/u)?.[1];
    const person = named ?? (/^\p{Lu}/u.test(who) && !FAMILY_WORDS.includes(who.toLowerCase()) ? who : who.toLowerCase());
    if (!out.includes(person)) out.push(person);
  }
  return out;
}

const isFamily = (person: string) => FAMILY_WORDS.includes(norm(person).split(' ')[0]);

// ---------------------------------------------------------------------------------------------
// The writer

interface Ctx {
  name: string;
  first: string;
  group: StoryGroup | undefined;
  age: number;
  band: AgeBand;
  boy: boolean;
  voice: Voice;
  situation: SituationInfo | null;
  topic: string;
  people: string[];
  adult: string;
  values: Record<string, string | undefined>;
  seed: number;
}

function fill(template: string, values: Record<string, string | undefined>): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key] ?? (key[0] === key[0].toUpperCase() && values[key.toLowerCase()] ? capitalise(values[key.toLowerCase()]!) : undefined);
    if (!v) missing = true;
    return v ?? '';
  });
  return missing ? null : sentence(text);
}

function dataLines(lines: readonly DataLine[], ctx: Ctx, extra: Record<string, string | undefined> = {}): { kind: Kind; text: string }[] {
  const values = { ...ctx.values, ...extra };
  return lines.flatMap((l) => {
    if (l.minAge && ctx.age < l.minAge) return [];
    const text = fill(l.text, values);
    return text ? [{ kind: l.kind, text }] : [];
  });
}

function roleLinesFor(person: string, ctx: Ctx): { kind: Kind; text: string }[] {
  const n = norm(person);
  const entry = ROLE_LINES.find((r) => r.stems.some((s) => stemPattern(s).test(n)));
  if (!entry) return [];
  const who = person.includes(' ') && /\p{Lu}/u.test(person) ? person : /^(en|de) /.test(n) ? person : definite(person);
  return dataLines(entry.lines, ctx, { who });
}

/** 'tandlæge' -> 'tandlægen'; names, family words and definite forms stay. */
function definite(person: string): string {
  const n = norm(person);
  if (isFamily(person) || /(en|et|ne)$/.test(n) || /\p{Lu}/u.test(person) || n.includes(' ')) return person;
  return n.endsWith('e') ? `${person}n` : `${person}en`;
}

const SUBJECT_WORDS = new Set(['vi', 'jeg', 'han', 'hun', 'når', 'hvis', 'at', 'min', 'mit', 'mine', 'vores', 'de', 'den', 'det']);
const TITLE_VERBS = new Set(['over', 'hen', 'ned', 'videre', 'tilbage', 'lavet', 'vasket', 'klippet', 'taget', 'trukket', 'fjernet', 'skal', 'vil', 'kan', 'må', 'har', 'er', 'bliver', 'får', 'have', 'være', 'få', 'gå', 'tage', 'holde', 'starte', 'begynde', 'lave', 'prøve', 'se', 'til', 'på', 'i', 'hos', 'med', 'om', 'en', 'et', 'ud', 'ind', 'op']);

/** What the story is about, as a phrase to repeat: the situation's, else the title's own words ('Vi skal have ny sofa' -> 'det med ny sofa'). */
function topicOf(title: string, situation: SituationInfo | null, name: string): string {
  if (situation) return situation.topic;
  const tokens = title.replace(/[.!?]+$/u, '').split(/\s+/).filter(Boolean);
  const isSubject = (t: string) => SUBJECT_WORDS.has(t.toLowerCase()) || norm(t).replace(/s$/, '') === norm(name);
  let i = 0;
  if (tokens[0] && !isSubject(tokens[0]) && tokens.length > 1 && TITLE_VERBS.has(tokens[1].toLowerCase())) {
    // 'Elevatoren er i stykker' is about the lift; 'Børnehaven får høns' about the hens.
    const object = tokens.slice(2).join(' ');
    return /^(er|bliver)$/i.test(tokens[1]) || !object ? `det med ${tokens[0].toLowerCase()}` : `det med ${object}`;
  }
  while (i < tokens.length && isSubject(tokens[i])) i++;
  while (i < tokens.length - 1 && TITLE_VERBS.has(tokens[i].toLowerCase())) i++;
  const rest = tokens.slice(i).join(' ');
  if (!rest) return 'det, der skal ske';
  return `det med ${/^\p{Lu}\p{Ll}/u.test(rest) && i === 0 ? rest.charAt(0).toLowerCase() + rest.slice(1) : rest}`;
}

/** A title's first word keeps its capital when it is a name ('Mads flytter'), not a noun or a pronoun ('Elevatoren', 'Vi'). */
function keepsCapital(word: string, ctx: Ctx): boolean {
  const base = word.replace(/'?s$/u, '');
  if (word === ctx.first || base === ctx.first || /^\p{Lu}{2,}/u.test(word) || ctx.people.some((p) => p.split(' ').includes(word))) return true;
  const lowerWord = word.toLowerCase();
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !FAMILY_WORDS.includes(lowerWord) && !SUBJECT_WORDS.has(lowerWord) && !/(en|et|ne|er|e|ing|tid|dag|tur)$/.test(lowerWord) && !/^(når|hvis|første|sidste|ny|nye|min|mit|mine|vores)$/.test(lowerWord);
}

/** The introduction's first sentence, from the title: 'Emil skal til tandlæge.' or 'Historien handler om første dag i SFO.' */
function titleSentence(title: string, ctx: Ctx, state: { weSaid: boolean; nameSaid: boolean }): string {
  const clean = title.replace(/[.!?]+$/u, '').trim();
  const before = { ...state };
  const line = parentLine(clean, ctx.voice, state);
  const subordinate = /^(når|hvis|at|hvordan|hvad)\s/iu.test(clean);
  if (line && !subordinate && (line.kind === 'event' || line.kind === 'why') && /\s/.test(clean)) return line.text;
  // 'Ida er bange for støvsugeren' is about the vacuum cleaner, not about Ida's fear.
  if (line?.kind === 'hard' && line.about && !/^(at|når|hvis)\s/iu.test(line.about)) return sentence(`Historien handler om ${line.about}`);
  const firstWord = clean.split(/\s+/)[0];
  const keepCase = keepsCapital(firstWord, ctx);
  const told = thirdPerson(keepCase ? clean : clean.charAt(0).toLowerCase() + clean.slice(1), ctx.voice, before);
  Object.assign(state, before);
  if (subordinate) return sentence(`Historien handler om, hvad der sker, ${told}`);
  return sentence(`Historien handler om ${told}`);
}

function subjectOf(input: WriterInput) {
  const group = input.group;
  const rawName = (group ? group.name : input.character.name).replace(/\s+/g, ' ').trim();
  const age = clampAge(group ? group.ageFrom : input.character.age);
  const boy = group ? true : input.character.gender !== 'pige';
  // 'Sofie-Marie Hansen' is Sofie-Marie in the story.
  const first = group ? 'børnene' : (rawName.split(' ')[0] || (boy ? 'Drengen' : 'Pigen'));
  return { group, rawName, age, boy, first };
}

/** Writes the story from the title, the description and the facts. */
export function writeStory(input: WriterInput): WrittenStory {
  const { group, rawName, age, boy, first } = subjectOf(input);
  const band = ageBand(age);
  const sceneTotal = Math.max(1, Math.round(input.sceneCount ?? 4) || 4);
  const title = (input.title ?? '').replace(/\s+/g, ' ').trim() || `${first} og en ny dag`;
  const description = (input.description ?? '').trim();
  const facts = cleanFacts(input.facts);
  const allText = [title, description, ...Object.values(facts).flat()].join('\n');

  const situation = recogniseSituation(title, description);
  const dead = deadIn(`${title}. ${description}`);
  const people = (facts.who ?? peopleIn(`${title}. ${description}. ${(facts.steps ?? []).join('. ')}`)).filter(
    (p) => !dead.some((x) => norm(x) === norm(p)) && norm(p) !== norm(first),
  );
  // The one a sensitive story is about is not part of 'vi' ('Vi besøger morfar').
  const concern = dead[0] ?? personOfConcern(allText, situation);
  const family = people.filter((p) => isFamily(p) && norm(p) !== norm(concern ?? ''));
  const childrenWe = situation !== null && WE_ARE_THE_CHILDREN.has(situation.id) && !people.some(isFamily);
  const adult = family.find((p) => ['mor', 'far'].includes(norm(p))) ?? family[0] ?? people.find((p) => !/^(de andre|børn)/.test(p)) ?? 'en voksen';
  const we = group ? 'børnene' : childrenWe ? `${first} og de andre børn` : `${first} og ${family.length ? joinDanish(family.slice(0, 2)) : 'en voksen'}`;
  const voice: Voice = group
    ? { name: 'børnene', group: true, han: 'de', ham: 'dem', hans: 'deres', we: 'børnene' }
    : { name: first, group: false, han: boy ? 'han' : 'hun', ham: boy ? 'ham' : 'hende', hans: boy ? 'hans' : 'hendes', we, parent: family.find((f) => ['mor', 'far'].includes(norm(f))) ?? 'en voksen' };
  const topic = topicOf(title, situation, first);
  const person = concern;
  const illness = allText.match(/(?<![\p{L}])(kræft|leukæmi|sclerose|demens|diabetes|epilepsi)(?![\p{L}])/iu)?.[1]?.toLowerCase();
  const ctx: Ctx = {
    name: rawName,
    first,
    group,
    age,
    band,
    boy,
    voice,
    situation,
    topic,
    people,
    adult,
    seed: hash(JSON.stringify([title, description, facts, rawName, age, sceneTotal])),
    values: {
      N: group ? 'børnene' : first,
      navns: group ? 'børnenes' : /[sxz]$/i.test(first) ? `${first}'` : `${first}s`,
      han: voice.han,
      ham: voice.ham,
      hans: voice.hans,
      rolle: boy ? 'storebror' : 'storesøster',
      topic,
      person,
      adult: definite(adult),
      adultPossessive: family.find((f) => ['mor', 'far'].includes(norm(f))) ? `${norm(family.find((f) => ['mor', 'far'].includes(norm(f)))!)}s` : undefined,
      illness,
      daily: age <= 5 ? 'børnehave' : 'skole',
    },
  };

  const items: Item[] = [];
  const addLater: { text: string; scene?: number }[] = [];
  let order = 0;
  const mid = Math.max(1, Math.floor((sceneTotal - 1) / 2));
  const last = sceneTotal - 1;
  const checkAs = group ? { age, storyType: 'group' as const } : { age, name: first, gender: boy ? ('dreng' as const) : ('pige' as const) };
  const add = (kind: Kind, raw: string | null | undefined, rank: number, scene: number, movable = true) => {
    // Every sentence passes the story check alone: a feeling told as a fact is hedged, and anything
    // else that can hurt a child (a threat, shame, fear, a promise, a command) is left out.
    const text = raw ? safeSentence(raw, checkAs) : null;
    if (!text) return;
    const key = norm(text).replace(/[^\p{L}\p{N} ]/gu, '');
    if (items.some((i) => norm(i.text).replace(/[^\p{L}\p{N} ]/gu, '') === key)) return;
    items.push({ kind, text, rank, scene: Math.min(last, Math.max(0, scene)), movable, order: order++ });
  };

  const state = { weSaid: false, nameSaid: false };
  // Introduction: what, when, where, who.
  if (group) add('D', sentence(`Denne historie er til børnene i ${group.name}`), 0, 0, false);
  add('D', titleSentence(title, ctx, state), 0, 0, false);
  if (facts.when) {
    const when = facts.when.replace(/^(det sker|det er)\s+/iu, '');
    // 'flyttedag er 1. juli' is a sentence of its own.
    if (/(?<![\p{L}])(er|bliver)(?![\p{L}])/iu.test(when)) add('D', sentence(when), 0, 0, false);
    else add('D', sentence(`Det sker ${/^(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag|weekend)/iu.test(when) ? 'på ' : ''}${when}`), 0, 0, false);
  }
  if (facts.where) add('D', sentence(/^(i|på|hos|ved|til|inde|ude|henne|nede|oppe|hjemme)\s/iu.test(facts.where) ? `Det foregår ${facts.where}` : `Stedet er ${facts.where}`), 0, 0, false);
  const present = people.filter((p) => !/^(de andre|børn)/.test(p));
  if (facts.who?.length) add('D', sentence(`${capitalise(joinDanish(present.map(definite)))} er med`), 0, 0, false);

  // The parent's description, sentence by sentence.
  const lines = parentLines(description, voice, state);
  const rawSteps: string[] = [];
  if (facts.steps?.length) {
    for (const s of facts.steps) {
      const line = parentLine(s.replace(/[.!]+$/u, ''), voice, { weSaid: true, nameSaid: true });
      if (line?.kind === 'hard' || line?.kind === 'helps') lines.push(line);
      else if (line) rawSteps.push(s.replace(/[.!]+$/u, ''));
    }
  } else if (situation && lines.filter((l) => l.kind === 'event').length < 3) {
    // The parent gave no steps and few sentences: a recognised situation's typical ones (the form offers the same).
    const gone = dead.map(norm);
    for (const s of situation.steps) {
      if (gone.some((m) => norm(s).includes(m))) continue; // nothing about someone who has died
      const line = parentLine(s, voice, { weSaid: true, nameSaid: true });
      if (line?.text && !containsNursery(line.text, ctx, allText)) rawSteps.push(s);
    }
  }
  const steps = rawSteps;

  // The description's own sentences: the first two introduce, the others go with the step they speak of,
  // or, without steps, one after the other through the story (the neutral frame).
  const own = lines.filter((l) => l.kind === 'event' || l.kind === 'when' || l.kind === 'fact');
  const middleScenes = Math.max(0, sceneTotal - 2);
  own.forEach((l, i) => {
    if (i < 2 || sceneTotal < 3) return add('D', l.text, 0, i < 2 ? 0 : last, i >= 2);
    const spread = steps.length ? undefined : 1 + Math.min(middleScenes - 1, Math.floor(((i - 2) * middleScenes) / Math.max(1, own.length - 2)));
    addLater.push({ text: l.text, scene: spread });
  });
  for (const l of lines.filter((x) => x.kind === 'like')) add('P', l.text, 0, last, true);

  // Sensitive topics: the real words early, what stays the same and whom to talk to after.
  const inHospital = situation?.id === 'operation' || situation?.id === 'hospital-stay';
  const patient = inHospital ? patientOf(allText, first) : undefined;
  const sensitiveId = patient ? [`${situation!.id}-other`] : sensitiveLinesId(situation, allText, boy);
  if (patient) ctx.values.person = patient;
  if (sensitiveId) {
    const truths = sensitiveId.flatMap((id) => dataLines(SENSITIVE_LINES[id] ?? [], ctx));
    truths.forEach((t, i) => add(t.kind, t.text, 2, i < 2 ? 0 : Math.min(last, 1 + Math.floor((i - 2) / 2)), i >= 2));
  }

  // The steps, spread over the middle scenes (the last one ends the story).
  const middle = Math.max(0, sceneTotal - 2);
  let sceneOfPrevious = -1;
  const stepState = { weSaid: true, nameSaid: true };
  // With more steps than middle scenes, the last step ends the story; the others share the middle.
  const spread = steps.length > middle ? steps.length - 1 : steps.length;
  steps.forEach((s, i) => {
    let scene = middle === 0 ? (i < steps.length / 2 ? 0 : last) : 1 + Math.min(middle - 1, Math.floor((i * middle) / Math.max(1, spread)));
    if (i === steps.length - 1 && steps.length > middle) scene = last;
    // 'vi' is said in full once in each scene: 'Emil og far venter', then 'de'.
    if (scene !== sceneOfPrevious) Object.assign(stepState, { weSaid: false, nameSaid: false });
    sceneOfPrevious = scene;
    const line = parentLine(s, voice, stepState);
    add('D', line?.text || sentence(thirdPerson(s, voice, stepState)), 1, scene, true);
  });

  for (const later of addLater) {
    const near = items.filter((i) => i.rank === 1 && overlap(i.text, later.text)).map((i) => i.scene)[0];
    add('D', later.text, 0, later.scene ?? near ?? (middle ? mid : last), true);
  }

  // Why.
  const why = facts.why ?? lines.find((l) => l.kind === 'why')?.text ?? (!situation?.sensitive ? situation?.why : undefined);
  if (why) {
    const own = facts.why || lines.some((l) => l.kind === 'why');
    const told = thirdPerson(why.charAt(0).toLowerCase() + why.slice(1), voice, { weSaid: true, nameSaid: true });
    // A situation's own reason is said as one ('Det sker, fordi tandlægen tjekker, at tænderne er sunde');
    // the parent's is told as written.
    const text =
      lines.find((l) => l.kind === 'why')?.text ??
      sentence(/^(fordi|det er fordi|så|for at)\s/iu.test(why) ? `Det er, ${told.replace(/^det er /iu, '')}` : own ? told : `Det sker, fordi ${told}`);
    add('D', text, own ? 0 : 2, age >= 9 ? 0 : Math.min(last, 1), true);
  }

  // What can be hard, and what can help.
  const hards = [...(facts.hard ? [{ about: facts.hard, source: facts.hard }] : []), ...lines.filter((l) => l.kind === 'hard').map((l) => ({ about: l.about!, source: l.source, text: l.text }))];
  const helps = [...(facts.helps ? [facts.helps] : []), ...lines.filter((l) => l.kind === 'helps').map((l) => l.about!)];
  const stepScene = (text: string) => {
    const target = items.filter((i) => i.rank === 1 && overlap(i.text, text)).map((i) => i.scene)[0];
    return target ?? (middle ? mid : 0);
  };
  const stem4 = (t: string) => new Set(norm(t).split(/[^\p{L}]+/u).filter((w) => w.length >= 4).map((w) => w.slice(0, 4)));
  for (let i = hards.length - 1; i > 0; i--) {
    const mine = stem4(hards[i].about);
    if (hards.slice(0, i).some((h) => [...stem4(h.about)].some((w) => mine.has(w)))) hards.splice(i, 1);
  }
  hards.forEach((h, i) => {
    const scene = stepScene(h.about);
    const about = withoutAbsolutes(h.about) ?? '';
    if (!about) return;
    const d = difficulty(thirdPerson(about.charAt(0).toLowerCase() + about.slice(1), voice, { weSaid: true, nameSaid: true }));
    const text = 'text' in h && h.text ? h.text : sentence(d.inf ? `Det kan være svært ${d.text}` : d.clause ? `${d.text}, kan det være svært` : `Måske synes ${ctx.values.N}, at det er svært med ${d.text}`);
    add('P', text, 0, scene, true);
    const help = helps[i];
    if (help) addHelp(help, scene, ctx, add);
  });
  helps.slice(hards.length).forEach((h) => addHelp(h, stepScene(h), ctx, add));

  // The companion, for children up to 8 where the parent has one and the topic is not a grave one.
  if (!group && age <= 6 && !(situation && 'overrides' in situation)) {
    const comp = companionPhrase(input.character?.companion);
    if (comp && 'phrase' in comp) add('C', sentence(`${first} kan tage ${comp.phrase} med`), 4, 0, true);
  }

  // The people present, by what they do there.
  for (const p of people.slice(0, 3)) {
    const scene = items.find((i) => i.rank <= 1 && i.scene > 0 && norm(i.text).includes(norm(p.split(' ').pop()!)))?.scene ?? 0;
    roleLinesFor(p, ctx).forEach((l) => add(l.kind, l.text, 4, scene, true));
  }

  // The end.
  const kind: keyof typeof ENDINGS = situation?.sensitive ? 'sensitive' : situation?.id === 'cancelled' ? 'change' : situation && ROUTINES.has(situation.id) ? 'routine' : 'event';
  // The youngest get the short form: 'Nu ved Luna mere om det med bad.'
  const echo = band.id === 'young' ? sentence(`Nu ved ${ctx.values.N} mere om ${topicOf(title, null, first)}`) : echoTitle(title, ctx);
  if (!situation?.sensitive) {
    add('D', echo, 2, last, false);
  } else {
    const options = ENDINGS[kind];
    add(kind === 'change' ? 'P' : 'D', fill(options[ctx.seed % options.length], ctx.values), 2, last, false);
  }

  const scenes = arrange(items, sceneTotal, ctx).map((scene) => tellScene(scene, ctx));
  const content = formatStory({ title, scenes });
  return { title, content, scenes: parseStory(content).scenes.map((s) => s.text), situation: situation?.id ?? null };
}

/** A sentence the story can tell: hedged when it states a feeling as a fact, null when it can hurt a child in another way. */
function safeSentence(text: string, opts: StoryCheckOptions): string | null {
  const harms = checkSentence(text, opts).filter((f) => f.severity === 'harm');
  if (!harms.length) return text;
  if (harms.every((f) => f.id === 'feeling-as-fact')) {
    // 'Maja bliver ked af det' -> 'Måske bliver Maja ked af det'
    const m = text.match(/^(\S+)\s+(\S+?)(,?)\s+(.*)$/u);
    if (m) {
      // 'Carl hader, når ...' -> 'Måske hader Carl, når ...'
      const hedged = sentence(`Måske ${m[2]} ${m[1]}${m[3]} ${m[4]}`);
      if (!checkSentence(hedged, opts).some((f) => f.severity === 'harm')) return hedged;
    }
  }
  return null;
}

/** The end echoes the title, so the story ends where it began: 'Nu ved Freja mere om, hvad der sker, når hun skal vaccineres.' */
function echoTitle(title: string, ctx: Ctx): string {
  const clean = title.replace(/[.!?]+$/u, '').trim();
  const state = { weSaid: false, nameSaid: false };
  const line = parentLine(clean, ctx.voice, state);
  const N = ctx.values.N!;
  const subordinate = /^(når|hvis)\s/iu.test(clean);
  if (subordinate || (line && line.kind === 'event' && /\s/.test(clean))) {
    const body = subordinate ? clean.replace(/^(når|hvis)\s+/iu, '') : clean;
    const clause = thirdPerson(keepsCapital(body.split(' ')[0], ctx) ? body : body.charAt(0).toLowerCase() + body.slice(1), ctx.voice, { weSaid: false, nameSaid: true })
      .replace(new RegExp(`^${ctx.voice.han} `, 'u'), `${ctx.voice.han} `);
    const keep = clause.split(' ')[0] === N || /^\p{Lu}/u.test(clause) ? clause : clause;
    return sentence(`Nu ved ${N} mere om, hvad der sker, når ${keep.replace(new RegExp(`^${N}(?![\\p{L}])`, 'u'), ctx.voice.han)}`);
  }
  const firstWord = clean.split(/\s+/)[0];
  const np = keepsCapital(firstWord, ctx) ? clean : clean.charAt(0).toLowerCase() + clean.slice(1);
  return sentence(`Nu ved ${N} mere om ${thirdPerson(np, ctx.voice, { weSaid: false, nameSaid: true })}`);
}

/** Who is operated on, when it is not the child: 'Sigrids mor skal opereres' -> 'mor'. */
function patientOf(text: string, first: string): string | undefined {
  const m = text.match(new RegExp(`(?<![\\p{L}])(${FAMILY_WORDS.join('|')})(?![\\p{L}])\\s+(?:skal\\s+)?(?:opereres|indlægges|have en operation|på hospitalet|er indlagt)`, 'iu'));
  if (!m || m[1].toLowerCase() === first.toLowerCase()) return undefined;
  return m[1].toLowerCase();
}

/** The one whose illness, absence or dementia a sensitive story is about: the first family word near it. */
function personOfConcern(text: string, situation: SituationInfo | null): string | undefined {
  if (!situation?.sensitive) return undefined;
  const m = text.match(new RegExp(`(?<![\\p{L}])(${FAMILY_WORDS.join('|')})(?![\\p{L}])`, 'iu'));
  return m?.[1].toLowerCase();
}

function sensitiveLinesId(situation: SituationInfo | null, text: string, boy: boolean): string[] | null {
  if (!situation?.sensitive) return null;
  if (situation.id === 'puberty') {
    if (hasStem(text, ['menstruation*', 'menstruere*', 'mensen', 'bind'])) return ['puberty', 'menstruation'];
    if (boy || hasStem(text, ['stemmeskifte*', 'sædafgang*'])) return ['puberty', 'boy-puberty'];
    return ['puberty'];
  }
  return [situation.id];
}

function containsNursery(text: string, ctx: Ctx, parentText: string): boolean {
  if (ctx.age < 7) return false;
  return NURSERY_WORDS.some((w) => stemPattern(w).test(norm(text)) && !stemPattern(w).test(norm(parentText)));
}

function overlap(a: string, b: string): boolean {
  const stems = (t: string) => new Set(norm(t).split(/[^\p{L}]+/u).filter((w) => w.length >= 5).map((w) => w.slice(0, 5)));
  const x = stems(a);
  return [...stems(b)].some((w) => x.has(w));
}

function addHelp(help: string, scene: number, ctx: Ctx, add: (kind: Kind, text: string | null, rank: number, scene: number, movable?: boolean) => void) {
  const h = helpOf(thirdPerson(help.charAt(0).toLowerCase() + help.slice(1), ctx.voice, { weSaid: true, nameSaid: true }));
  const who = ctx.values.N!;
  if (h.clause) {
    add('P', sentence(`Det kan hjælpe, ${h.text}`), 0, scene, true);
    return;
  }
  add('C', sentence(h.inf ? `${who} kan prøve at ${h.text}` : `${who} kan bede om ${h.text}`), 0, scene, true);
  const what = h.inf ? `At ${h.text}` : capitalise(h.text);
  const general = [`${what} kan gøre det lettere for ${who}`, `${what} kan give lidt ro`];
  const reason = HELP_REASONS.find((r) => hasStem(help, r.stems))?.line ?? general[ctx.seed % general.length];
  add('P', sentence(reason), 3, scene, true);
}

/**
 * Puts each sentence in its scene: within the age band's number of sentences, one coaching sentence
 * a scene with at least two others, the parent's facts never dropped (a full scene passes them on).
 */
function arrange(items: Item[], total: number, ctx: Ctx): Item[][] {
  const { band } = ctx;
  const max = band.sentencesPerScene.max;
  const scenes: Item[][] = Array.from({ length: total }, () => []);
  for (const item of [...items].sort((x, y) => x.order - y.order)) scenes[item.scene].push(item);

  // One coaching sentence a scene: others move to a scene without one, else are dropped.
  for (let s = 0; s < total; s++) {
    const coaching = scenes[s].filter((i) => i.kind === 'C');
    for (const extra of coaching.slice(1)) {
      scenes[s].splice(scenes[s].indexOf(extra), 1);
      const free = [...Array(total).keys()].filter((k) => k !== s && k !== 0 && !scenes[k].some((i) => i.kind === 'C')).sort((x, y) => Math.abs(x - s) - Math.abs(y - s))[0];
      if (free !== undefined) scenes[free].push(extra);
    }
  }
  // Too many sentences: the least important movable ones go on to a scene with room, else are left out (never the parent's facts).
  for (let s = 0; s < total; s++) {
    while (scenes[s].length > max) {
      // Steps move last and only on to the next scene, so the story keeps its order.
      const moveRank = (i: Item) => (i.rank === 1 ? -1 : i.rank);
      const candidates = scenes[s].filter((i) => i.movable).sort((x, y) => moveRank(y) - moveRank(x) || y.order - x.order);
      const out = candidates[0];
      if (!out) break;
      const room =
        out.rank === 1
          ? s + 1 < total && scenes[s + 1].length < max + 1 ? s + 1 : undefined
          : ([...Array(total).keys()].filter((k) => k > s && k < total - 1 && scenes[k].length < max)[0] ?? [...Array(total).keys()].filter((k) => k !== s && k > 0 && scenes[k].length < max)[0]);
      if (room === undefined && out.rank >= 3) {
        scenes[s].splice(scenes[s].indexOf(out), 1);
        continue;
      }
      if (room === undefined) break;
      scenes[s].splice(scenes[s].indexOf(out), 1);
      if (out.kind === 'C' && scenes[room].some((i) => i.kind === 'C')) continue;
      scenes[room].push(out);
    }
  }
  // Too few: the people present, then the topic.
  const pads = padding(ctx);
  for (let s = 0; s < total; s++) {
    const coaching = () => scenes[s].filter((i) => i.kind === 'C').length;
    while (scenes[s].length < Math.min(2, band.sentencesPerScene.min) || (coaching() && scenes[s].length - coaching() < 2)) {
      const pad = pads.shift();
      if (!pad) {
        if (coaching() && scenes[s].length - coaching() < 2) scenes[s] = scenes[s].filter((i) => i.kind !== 'C');
        break;
      }
      if (scenes.some((sc) => sc.some((i) => norm(i.text) === norm(pad.text)))) continue;
      scenes[s].push({ ...pad, rank: 5, scene: s, movable: false, order: 10_000 + s });
    }
  }
  // A scene is never empty: it takes the last movable sentence of the fullest scene before it.
  for (let s = 0; s < total; s++) {
    if (scenes[s].length) continue;
    const donor = [...Array(total).keys()].filter((k) => scenes[k].filter((i) => i.movable).length > 0 && scenes[k].length > 1).sort((x, y) => scenes[y].length - scenes[x].length)[0];
    if (donor !== undefined) {
      const movable = scenes[donor].filter((i) => i.movable && i.kind !== 'C');
      const item = movable[movable.length - 1] ?? scenes[donor].filter((i) => i.movable)[0];
      scenes[donor].splice(scenes[donor].indexOf(item), 1);
      scenes[s].push(item);
    } else {
      scenes[s].push({ kind: 'D', text: sentence(`${capitalise(ctx.topic)} fortsætter`), rank: 5, scene: s, movable: false, order: 20_000 });
    }
  }
  return scenes.map((sc) => sc.sort((x, y) => sceneOrder(x) - sceneOrder(y) || x.order - y.order));
}

/** Within a scene: what happens first, then perspective and coaching, the ending last. */
function sceneOrder(item: Item): number {
  if (item.rank === 2 && !item.movable) return 3;
  return item.kind === 'C' ? 2 : item.kind === 'D' ? 0 : 1;
}

function padding(ctx: Ctx): Omit<Item, 'rank' | 'scene' | 'movable' | 'order'>[] {
  const N = ctx.values.N!;
  const out: { kind: Kind; text: string }[] = [];
  for (const p of ctx.people.slice(0, 3)) out.push(...roleLinesFor(p, ctx));
  const topic = ctx.topic;
  const adult = ctx.adult === 'en voksen' ? 'En voksen' : capitalise(definite(ctx.adult));
  const extra = [
    { kind: 'A' as Kind, text: sentence(`Det er i orden at have mange tanker om ${topic}`) },
    { kind: 'D' as Kind, text: sentence(`${adult} kan fortælle mere om ${topic}`) },
    { kind: 'P' as Kind, text: sentence(`Måske har ${N} spørgsmål om ${topic}`) },
  ];
  const rotate = ctx.seed % extra.length;
  out.push(...extra.slice(rotate), ...extra.slice(0, rotate));
  return out.filter((line) => words(line.text) <= ctx.band.longestSentence);
}

/** A scene's sentences as text: long ones split for the youngest, the name not in every sentence. */
function tellScene(scene: Item[], ctx: Ctx): string {
  const limit = ctx.band.longestSentence;
  const sentences = scene.flatMap((i) => (words(i.text) > limit ? splitLong(i.text) : [i.text]));
  const name = ctx.values.N!;
  let previousNamed = false;
  const told = sentences.map((s, i) => {
    const startsWithName = s.startsWith(`${capitalise(name)} `) && !s.startsWith(`${capitalise(name)} og `);
    if (i > 0 && startsWithName && previousNamed && !ctx.group) {
      previousNamed = false;
      return capitalise(s.replace(capitalise(name), ctx.voice.han));
    }
    previousNamed = startsWithName;
    return s;
  });
  // A scene that speaks of the child as 'han' before naming it names it first.
  const pronoun = new RegExp(`(?<![\\p{L}])(${ctx.voice.han}|${ctx.voice.ham})(?![\\p{L}])`, 'iu');
  const firstNamed = told.findIndex((s) => s.includes(name));
  const firstPronoun = told.findIndex((s) => pronoun.test(s));
  if (!ctx.group && firstPronoun >= 0 && (firstNamed < 0 || firstPronoun < firstNamed)) {
    told[firstPronoun] = told[firstPronoun].replace(pronoun, (m) => (m[0] === m[0].toUpperCase() ? capitalise(name) : name));
  }
  return told.join(' ');
}

/** A sentence over the band's limit, split where a new clause begins ('..., og så ...'). */
function splitLong(text: string): string[] {
  const parts = text
    .replace(/[.]$/u, '')
    .split(/,\s+(?:og|men)\s+(?!(?:kan|skal|vil|er|har|får|går|bliver|må|at|hvis|når)\s)|;\s+/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => words(p) < 3)) return [text];
  return parts.map((p) => sentence(p));
}

