/**
 * A free user floods 'Nyt billede'; paid picture calls it causes and another user's story time.
 * Writes bench/results/regeneration-flood.json.
 *
 *   node bench/regeneration-flood.mjs        (or: npm run bench -- regeneration-flood)
 *   BENCH_TEXT_MS=300 BENCH_IMAGE_MS=500 BENCH_FLOOD=40 node bench/regeneration-flood.mjs
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const r = runTsBench('regeneration-flood');
console.log("| requests | accepted | refused | picture calls they made | other user's story alone | during the flood |");
console.log('|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${r.requests} | ${r.accepted} | ${r.refused} | ${r.imageCallsOfFlood} | ${r.calmStoryAloneMs} ms | ${r.calmStoryDuringFloodMs} ms |`,
);
saveResults('regeneration-flood', r);
