/**
 * The offline illustrator's time per picture (bench/pictures.ts). Writes bench/results/pictures.json.
 *
 *   node bench/pictures.mjs        (or: npm run bench -- pictures)
 *
 * The baseline is the illustrator before issue 17 (commit 783bd5d: a setting with the avatar's
 * bust composited in front), the same eight pages drawn the same way on the same machine: 181 ms.
 * Issue 17's bound: within 2x of it.
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const BASELINE_MS = 181;
const r = runTsBench('pictures');
console.log('| picture | median | bound |');
console.log('|---|---:|---:|');
console.log(
  `| story page (${r.pages} kinds, ${r.runs} runs) | ${r.sceneMs} ms (p90 ${r.sceneP90Ms} ms) | ≤ ${2 * BASELINE_MS} ms (2x ${BASELINE_MS} ms before) |`,
);
console.log(`| cover | ${r.coverMs} ms | |`);
console.log(`| avatar candidate | ${r.avatarMs} ms | |`);
console.log(`\nRatio to before: ${(r.sceneMs / BASELINE_MS).toFixed(2)}x`);
saveResults('pictures', { ...r, baselineMs: BASELINE_MS, ratio: Math.round((r.sceneMs / BASELINE_MS) * 100) / 100 });
if (r.sceneMs > 2 * BASELINE_MS) process.exit(1);
