/**
 * Story generation end to end against the ideal T + I. Writes bench/results/generation.json.
 *
 *   node bench/generation.mjs        (or: npm run bench -- generation)
 *   BENCH_TEXT_MS=1000 BENCH_IMAGE_MS=1500 BENCH_RUNS=3 node bench/generation.mjs
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const result = runTsBench('generation');
const ratio = (r) => (r.medianMs / r.ideal).toFixed(2);
console.log('| providers | T (text) | I (one picture) | ideal T + I | median of runs | ratio |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, r] of Object.entries(result)) {
  console.log(`| ${name} | ${r.textMs} ms | ${r.imageMs} ms | ${r.ideal} ms | ${r.medianMs} ms (${r.runsMs.join(', ')}) | ${ratio(r)} |`);
}
saveResults('generation', result);
