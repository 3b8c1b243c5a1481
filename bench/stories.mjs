/**
 * Story text against the corpus (bench/corpus/story-requests.json). Writes bench/results/stories.json.
 *
 *   node bench/stories.mjs        (or: npm run bench -- stories)
 *   BENCH_STORIES_OUT=/tmp/stories node bench/stories.mjs   (also writes every story to read)
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const r = runTsBench('stories');
const pct = (x) => `${(100 * x).toFixed(1)} %`;
console.log('| measure | offline writer | target |');
console.log('|---|---:|---:|');
console.log(`| stories | ${r.stories} | |`);
console.log(`| on topic (topic words after scene 1) | ${pct(r.onTopicRate)} | 100 % |`);
console.log(`| fact retention | ${pct(r.factRetention)} | ≥ 90 % |`);
console.log(`| stories with a contradiction | ${r.storiesWithContradiction} | |`);
console.log(`| sensitive stories with a contradiction | ${r.sensitiveWithContradiction} of ${r.sensitiveStories} | 0 |`);
console.log(
  `| sentences over the age band's limit | ${r.ageBandViolations.longSentences} (in ${r.ageBandViolations.storiesWithLongSentence} stories) | |`,
);
console.log(`| nursery words for school children | ${r.ageBandViolations.nurseryWords} | 0 |`);
console.log(`| «mor eller far» | ${r.morEllerFar} | |`);
console.log(`| «mange/nogle børn synes» | ${r.mangeBoernSynes} | |`);
console.log(`| most repeated sentence | ${pct(r.topSentences[0]?.share ?? 0)} of stories | ≤ 10 % |`);
console.log(`| time per story | ${r.msPerStory} ms | |`);
console.log('\nMost repeated sentences:');
for (const s of r.topSentences) console.log(`  ${s.stories} stories (${pct(s.share)}): ${s.sentence}`);
if (r.offTopic.length) console.log(`\nOff topic: ${r.offTopic.join(', ')}`);
if (r.contradicted.length)
  console.log(`\nContradictions:\n${r.contradicted.map((c) => `  ${c.id}: ${c.contradictions.join('; ')}`).join('\n')}`);
saveResults('stories', r);
