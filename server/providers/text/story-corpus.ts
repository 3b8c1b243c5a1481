/**
 * The story corpus (bench/corpus/story-requests.json): realistic requests by Danish parents and
 * teachers, each with the facts its story must keep and the words or claims it must not contain,
 * and the measures `npm run bench -- stories` reports and the writer's tests hold it to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ageBand } from '../../../shared/age-bands';
import type { StoryFacts } from '../../../shared/story-facts';
import { stemPattern } from '../../../shared/story-situations';
import { parseStory, splitSentences } from '../../../shared/story-text';
import type { StoryCharacter, StoryGroup } from './port';
import { deadIn } from '../../../shared/story-people';

/** Words for little children, which a story for a 7-year-old or older should not use unless the parent did. */
const NURSERY_WORDS: readonly string[] = [
  'godnathistorie*',
  'putte*',
  'puttes',
  'svømmevinger',
  'sut',
  'sutten',
  'ble',
  'bleen',
  'potte*',
  'nusseklud*',
  'sutteklud*',
  'krammedyr*',
  'pusle*',
  'klapvogn*',
  'barnevogn*',
  'mor eller far',
];

export interface CorpusRequest {
  id: string;
  category: string;
  sensitive: boolean;
  child?: StoryCharacter;
  group?: StoryGroup;
  title: string;
  description: string;
  facts?: StoryFacts;
  /** stems naming what the story is about: one must recur after scene 1 */
  topic: string[];
  /** stems or phrases of the concrete facts the story must keep */
  keep: string[];
  /** phrases the story must not contain (contradictions, promises) */
  avoid: string[];
}

export const CORPUS_PATH = path.join(import.meta.dirname, '../../../bench/corpus/story-requests.json');

export function loadCorpus(): CorpusRequest[] {
  return JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as CorpusRequest[];
}

const lower = (t: string) => t.toLowerCase().replace(/\s+/g, ' ');
/** A stem or phrase found at a word's start ('tandlæge' in 'tandlægen'). */
export const found = (text: string, stem: string) => stemPattern(`${lower(stem).trim()}*`).test(lower(text));

/** Verbs that make a dead person act: 'mormor åbner døren'. */
const ACTING = [
  'siger',
  'åbner',
  'kommer',
  'står',
  'venter',
  'giver',
  'krammer',
  'smiler',
  'leger',
  'spiser',
  'sidder',
  'tager',
  'vinker',
  'læser',
  'synger',
  'henter',
  'er glad',
  'glæder sig',
  'ringer',
];

export interface StoryMeasure {
  id: string;
  onTopic: boolean;
  keptFacts: number;
  facts: number;
  missing: string[];
  contradictions: string[];
  longSentences: number;
  nursery: string[];
  sentences: string[];
}

/** Measures one written story against its request. */
export function measureStory(request: CorpusRequest, content: string): StoryMeasure {
  const scenes = parseStory(content).scenes.map((s) => s.text);
  const text = scenes.join(' ');
  const after = scenes.slice(1).join(' ');
  const onTopic = scenes.length < 2 || request.topic.some((t) => found(after, t));
  const missing = request.keep.filter((k) => !found(text, k));
  const contradictions = request.avoid.filter(
    (a) =>
      found(text, a.replace(/\*$/, '')) &&
      new RegExp(`(?<![\\p{L}])${lower(a).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(lower(text)),
  );
  for (const person of deadIn(`${request.title}. ${request.description}`)) {
    const acting = ACTING.find((v) => lower(text).includes(`${lower(person)} ${v}`));
    if (acting) contradictions.push(`${person} ${acting}`);
  }
  const parentText = lower([request.title, request.description, JSON.stringify(request.facts ?? {})].join(' '));
  if (lower(text).includes('mor eller far') && !parentText.includes('mor eller far')) contradictions.push('mor eller far');
  const age = request.child?.age ?? request.group?.ageFrom ?? 6;
  const limit = ageBand(age).longestSentence;
  const sentences = splitSentences(text);
  const longSentences = sentences.filter((s) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length > limit).length;
  const nursery = age >= 7 ? NURSERY_WORDS.filter((w) => stemPattern(w).test(lower(text)) && !stemPattern(w).test(parentText)) : [];
  const name = request.child?.name.split(' ')[0];
  const normalised = sentences.map((s) => {
    let t = lower(s);
    if (name) t = t.replaceAll(lower(name), '{n}');
    return t
      .replace(/(?<![\p{L}])(han|hun)(?![\p{L}])/gu, '{han}')
      .replace(/(?<![\p{L}])(ham|hende)(?![\p{L}])/gu, '{ham}')
      .replace(/(?<![\p{L}])(hans|hendes)(?![\p{L}])/gu, '{hans}');
  });
  return {
    id: request.id,
    onTopic,
    keptFacts: request.keep.length - missing.length,
    facts: request.keep.length,
    missing,
    contradictions,
    longSentences,
    nursery,
    sentences: normalised,
  };
}

export interface CorpusSummary {
  stories: number;
  onTopicRate: number;
  factRetention: number;
  storiesWithContradiction: number;
  sensitiveStories: number;
  sensitiveWithContradiction: number;
  ageBandViolations: { longSentences: number; storiesWithLongSentence: number; nurseryWords: number };
  /** the sentences found in the most stories, with their share of stories */
  topSentences: { sentence: string; stories: number; share: number }[];
  morEllerFar: number;
  mangeBoernSynes: number;
  offTopic: string[];
  contradicted: { id: string; contradictions: string[] }[];
}

export function summarise(requests: CorpusRequest[], measures: StoryMeasure[], contents: string[]): CorpusSummary {
  const bySentence = new Map<string, Set<string>>();
  measures.forEach((m) => {
    for (const s of new Set(m.sentences)) {
      if (!bySentence.has(s)) bySentence.set(s, new Set());
      bySentence.get(s)!.add(m.id);
    }
  });
  const top = [...bySentence.entries()]
    .map(([sentence, ids]) => ({ sentence, stories: ids.size, share: ids.size / measures.length }))
    .sort((a, b) => b.stories - a.stories)
    .slice(0, 10);
  const all = lower(contents.join(' '));
  const count = (phrase: string) => all.split(phrase).length - 1;
  const sensitive = measures.filter((_, i) => requests[i].sensitive);
  const facts = measures.reduce((n, m) => n + m.facts, 0);
  return {
    stories: measures.length,
    onTopicRate: measures.filter((m) => m.onTopic).length / measures.length,
    factRetention: measures.reduce((n, m) => n + m.keptFacts, 0) / Math.max(1, facts),
    storiesWithContradiction: measures.filter((m) => m.contradictions.length).length,
    sensitiveStories: sensitive.length,
    sensitiveWithContradiction: sensitive.filter((m) => m.contradictions.length).length,
    ageBandViolations: {
      longSentences: measures.reduce((n, m) => n + m.longSentences, 0),
      storiesWithLongSentence: measures.filter((m) => m.longSentences).length,
      nurseryWords: measures.reduce((n, m) => n + m.nursery.length, 0),
    },
    topSentences: top,
    morEllerFar: count('mor eller far'),
    mangeBoernSynes: count('mange børn synes') + count('nogle børn synes'),
    offTopic: measures.filter((m) => !m.onTopic).map((m) => m.id),
    contradicted: measures.filter((m) => m.contradictions.length).map((m) => ({ id: m.id, contradictions: m.contradictions })),
  };
}
