/**
 * The measuring half of `npm run bench -- story-eval`: the offline writer and the copy baseline on
 * five sets (the corpus's tune and test halves, the fresh, near-miss and unseen requests), 4
 * pages each as the app writes by default, measured with the benchmark's own lists
 * (bench/story-eval-lexicon.ts). Prints the figures as JSON. With BENCH_STORIES_OUT=dir it also
 * writes every story to dir/<set>/<id>.txt for reading.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { planFromText, planScenes, type StoryPlan } from '../shared/story-plan';
import { formatStory } from '../shared/story-text';
import { scenePicture } from '../server/providers/picture-words/scene-picture';
import { writeStory } from '../server/providers/text/story-writer';
import {
  copyStory,
  deadActing,
  deadPeople,
  type EvalRequest,
  forbiddenClaims,
  grounding,
  inventedClaims,
  keptFacts,
  normalisedSentence,
  offTopicPages,
  silentPages,
  topicOnLastPage,
  titlePasted,
} from './story-eval-measures';
import { sentences } from './story-eval-lexicon';

const PAGES = 4;
const corpus = path.join(import.meta.dirname, 'corpus');
const load = (file: string) => JSON.parse(readFileSync(path.join(corpus, file), 'utf8')) as EvalRequest[];

const all = load('story-requests.json');
const split = JSON.parse(readFileSync(path.join(corpus, 'split.json'), 'utf8')) as { tune: string[]; test: string[] };
const sets: Record<string, EvalRequest[]> = {
  tune: all.filter((r) => split.tune.includes(r.id)),
  test: all.filter((r) => split.test.includes(r.id)),
  fresh: load('fresh-requests.json'),
  'near-miss': load('near-miss-requests.json'),
  unseen: load('unseen-requests.json'),
};

function writerPlan(r: EvalRequest): StoryPlan {
  const input = { title: r.title, description: r.description, facts: r.facts, sceneCount: PAGES };
  return writeStory(
    r.group ? { ...input, group: r.group } : { ...input, character: { ...r.child!, companion: r.child!.companion ?? null } },
  ).plan;
}

/** The bench's dead people as the offline illustrator's adults: a grandmother, a grandfather, mor or far. */
const DRAWN_AS: Record<string, string> = {
  mormor: 'mormor',
  farmor: 'mormor',
  bedstemor: 'mormor',
  oldemor: 'mormor',
  morfar: 'morfar',
  farfar: 'morfar',
  bedstefar: 'morfar',
  oldefar: 'morfar',
  mor: 'mor',
  far: 'far',
};

/**
 * Pages whose picture the offline illustrator draws with an adult in the role of a person the
 * request says has died (a grandmother beside the child when mormor is dead). A living person of the
 * same role counts too: the bench cannot tell the two grandmothers apart, so it errs towards a fault.
 */
function deadDrawn(r: EvalRequest, plan: StoryPlan): number {
  const roles = deadPeople(r)
    .map((d) => DRAWN_AS[d])
    .filter(Boolean);
  if (!roles.length) return 0;
  return plan.pages.filter((page) => {
    const adult = scenePicture({ title: r.title, plan, page, companion: null, group: !!r.group }).adult;
    return !!adult?.variant && roles.includes(adult.variant);
  }).length;
}

interface StoryResult {
  id: string;
  pages: string[];
  invented: ReturnType<typeof inventedClaims>;
  forbidden: string[];
  deadActing: string[];
  offTopicPages: number[];
  silentPages: number[];
  topicOnLastPage: boolean;
  grounding: ReturnType<typeof grounding>;
  kept: number;
  facts: number;
  missing: string[];
  titlePasted: string[];
  sentences: string[];
}

function measure(r: EvalRequest, pages: string[]): StoryResult {
  const facts = keptFacts(r, pages);
  return {
    id: r.id,
    pages,
    invented: inventedClaims(r, pages),
    forbidden: forbiddenClaims(r, pages),
    deadActing: deadActing(r, pages),
    offTopicPages: offTopicPages(r, pages),
    silentPages: silentPages(r, pages),
    topicOnLastPage: topicOnLastPage(r, pages),
    grounding: grounding(r, pages),
    kept: facts.kept,
    facts: r.keep.length,
    missing: facts.missing,
    titlePasted: titlePasted(r, pages),
    sentences: [...new Set(pages.flatMap(sentences).map((s) => normalisedSentence(r, s)))],
  };
}

const round = (x: number, digits = 3) => Number(x.toFixed(digits));

function summarise(results: StoryResult[]) {
  const n = results.length;
  const bySentence = new Map<string, number>();
  for (const s of results.flatMap((r) => r.sentences)) bySentence.set(s, (bySentence.get(s) ?? 0) + 1);
  const [topSentence, topCount] = [...bySentence.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const groundingShares = results.map((r) => r.grounding.grounded / Math.max(1, r.grounding.sentences));
  const sentenceCount = results.reduce((k, r) => k + r.grounding.sentences, 0);
  const pageCount = results.reduce((k, r) => k + r.pages.length, 0);
  return {
    stories: n,
    inventedClaims: results.reduce((k, r) => k + r.invented.length, 0),
    storiesWithInventedClaim: results.filter((r) => r.invented.length).length,
    forbiddenClaims: results.reduce((k, r) => k + r.forbidden.length, 0),
    deadActing: results.reduce((k, r) => k + r.deadActing.length, 0),
    onTopicEveryPage: round(results.filter((r) => !r.offTopicPages.length).length / n),
    silentPages: results.reduce((sum, r) => sum + r.silentPages.length, 0),
    topicOnLastPage: round(results.filter((r) => r.topicOnLastPage).length / n),
    groundingMean: round(groundingShares.reduce((a, b) => a + b, 0) / n),
    groundedFully: round(groundingShares.filter((g) => g === 1).length / n),
    factRetention: round(
      results.reduce((k, r) => k + r.kept, 0) /
        Math.max(
          1,
          results.reduce((k, r) => k + r.facts, 0),
        ),
    ),
    pagesMean: round(pageCount / n, 2),
    sentencesPerPage: round(sentenceCount / Math.max(1, pageCount), 2),
    mostRepeatedSentence: { sentence: topSentence, stories: topCount, share: round(topCount / n) },
    titlePasted: results.filter((r) => r.titlePasted.length).length,
  };
}

const started = performance.now();
const report: Record<string, unknown> = {};
const examples: { set: string; id: string; kind: string; word: string; sentence: string }[] = [];
const deadExamples: { set: string; id: string; sentence: string }[] = [];
const forbiddenExamples: { set: string; id: string; phrases: string[] }[] = [];
const ungroundedWords = new Map<string, number>();
const out = process.env.BENCH_STORIES_OUT;
let written = 0;
for (const [name, requests] of Object.entries(sets)) {
  const plans = requests.map(writerPlan);
  const writer = requests.map((r, i) =>
    measure(
      r,
      planScenes(plans[i]).map((s) => s.text),
    ),
  );
  written += requests.length;
  const copy = requests.map((r) => measure(r, copyStory(r, PAGES)));
  // The copy's pages drawn as a story of text is: its plan read from the text.
  const copyPlans = requests.map((r) =>
    planFromText(formatStory({ title: r.title, scenes: copyStory(r, PAGES) }), { fallbackTitle: r.title }),
  );
  const drawnDead = (ps: StoryPlan[]) => ps.reduce((k, p, i) => k + deadDrawn(requests[i], p), 0);
  report[name] = {
    writer: { ...summarise(writer), deadDrawn: drawnDead(plans) },
    copy: { ...summarise(copy), deadDrawn: drawnDead(copyPlans) },
  };
  for (const w of writer) {
    for (const c of w.invented) examples.push({ set: name, id: w.id, ...c });
    for (const s of w.deadActing) deadExamples.push({ set: name, id: w.id, sentence: s });
    if (w.forbidden.length) forbiddenExamples.push({ set: name, id: w.id, phrases: w.forbidden });
    for (const u of w.grounding.ungrounded)
      for (const word of new Set(u.words)) ungroundedWords.set(word, (ungroundedWords.get(word) ?? 0) + 1);
  }
  if (out) {
    mkdirSync(path.join(out, name), { recursive: true });
    requests.forEach((r, i) => {
      const w = writer[i];
      const notes = [
        `invented: ${w.invented.map((c) => `${c.kind} «${c.word}»`).join(', ')}`,
        `must not claim: ${w.forbidden.join(', ')}`,
        `dead acting: ${w.deadActing.join(' | ')}`,
        `off-topic pages: ${w.offTopicPages.join(', ')}`,
        `silent pages: ${w.silentPages.join(', ')}`,
        `grounded: ${w.grounding.grounded}/${w.grounding.sentences}; ungrounded words: ${[...new Set(w.grounding.ungrounded.flatMap((u) => u.words))].join(', ')}`,
        `missing facts: ${w.missing.join(', ')}`,
      ];
      const pages = (ps: string[]) => ps.map((p, k) => `[${k + 1}] ${p}`).join('\n');
      writeFileSync(
        path.join(out, name, `${r.id}.txt`),
        `${r.title}\n${r.description}\n${JSON.stringify(r.facts ?? {})}\n\nWRITER\n${pages(w.pages)}\n\n${notes.join('\n')}\n\nCOPY\n${pages(copyStory(r, PAGES))}\n`,
      );
    });
  }
}
const byStory = new Map<string, typeof examples>();
for (const e of examples) byStory.set(`${e.set}/${e.id}`, [...(byStory.get(`${e.set}/${e.id}`) ?? []), e]);
const worst = [...byStory.entries()]
  .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
  .slice(0, 10)
  .map(([story, claims]) => ({ story, claims: claims.map((c) => ({ kind: c.kind, word: c.word, sentence: c.sentence })) }));
console.log(
  JSON.stringify({
    sets: report,
    worstInvented: worst,
    deadActing: deadExamples,
    forbidden: forbiddenExamples,
    topUngroundedWords: [...ungroundedWords.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25),
    msPerStory: round((performance.now() - started) / written, 2),
  }),
);
