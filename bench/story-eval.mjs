/**
 * The offline writer against a copy of the parent's own sentences, measured with the benchmark's own
 * word lists on four sets (tune, test, fresh, near-miss). Writes bench/results/story-eval.json.
 *
 *   node bench/story-eval.mjs        (or: npm run bench -- story-eval)
 *   BENCH_STORIES_OUT=/tmp/eval node bench/story-eval.mjs   (also writes every story to read)
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const r = runTsBench('story-eval');
const pct = (x) => `${(100 * x).toFixed(1)} %`;
const rows = [
  ['stories', (f) => f.stories],
  ['invented claims (stories)', (f) => `${f.inventedClaims} (${f.storiesWithInventedClaim})`],
  ['«must not claim» phrases', (f) => f.forbiddenClaims],
  ['dead people acting', (f) => f.deadActing],
  ['pages drawing a person who has died (offline illustrator)', (f) => f.deadDrawn],
  ['on topic on every page', (f) => pct(f.onTopicEveryPage)],
  ['pages saying nothing of the request', (f) => f.silentPages],
  ['topic word on the last page', (f) => pct(f.topicOnLastPage)],
  ['grounding, mean', (f) => pct(f.groundingMean)],
  ['stories 100 % grounded', (f) => pct(f.groundedFully)],
  ['fact retention', (f) => pct(f.factRetention)],
  ['pages', (f) => f.pagesMean],
  ['sentences per page', (f) => f.sentencesPerPage],
  ['most repeated sentence', (f) => `${pct(f.mostRepeatedSentence.share)} (${f.mostRepeatedSentence.stories})`],
  ['title pasted into a sentence', (f) => f.titlePasted],
];
const sets = Object.keys(r.sets);
console.log(`| measure | ${sets.map((s) => `${s}: writer | ${s}: copy`).join(' | ')} |`);
console.log(`|---|${sets.map(() => '---:|---:').join('|')}|`);
for (const [label, get] of rows)
  console.log(`| ${label} | ${sets.map((s) => `${get(r.sets[s].writer)} | ${get(r.sets[s].copy)}`).join(' | ')} |`);
console.log(`\ntime per story (writing and measuring both): ${r.msPerStory} ms`);
console.log('\nMost repeated writer sentences:');
for (const s of sets)
  console.log(`  ${s}: ${r.sets[s].writer.mostRepeatedSentence.stories} stories: ${r.sets[s].writer.mostRepeatedSentence.sentence}`);
console.log('\nWorst stories by invented claims:');
for (const w of r.worstInvented) console.log(`  ${w.story}: ${w.claims.map((c) => `${c.kind} «${c.sentence}»`).join(' ')}`);
if (r.deadActing.length) console.log(`\nDead people acting:\n${r.deadActing.map((d) => `  ${d.set}/${d.id}: «${d.sentence}»`).join('\n')}`);
if (r.forbidden.length)
  console.log(`\n«Must not claim» found:\n${r.forbidden.map((d) => `  ${d.set}/${d.id}: ${d.phrases.join(', ')}`).join('\n')}`);
console.log(`\nWords most often outside the request and the frame: ${r.topUngroundedWords.map(([w, n]) => `${w} ${n}`).join(', ')}`);
saveResults('story-eval', r);
