/**
 * A parent's own photo and recording on the server (bench/media.ts). Writes bench/results/media.json.
 *
 *   node bench/media.mjs        (or: npm run bench -- media)
 *
 * Bound (issue 31): a 12-megapixel phone photo is checked and stored (upright, 1600 px WebP and its
 * thumbnail) in under 1.5 s on this 2-core machine, so the editor's «Gemmer fotoet …» is short.
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const BOUND_MS = 1500;
const r = runTsBench('media');
console.log('| upload | input | median | slowest | peak RSS |');
console.log('|---|---:|---:|---:|---:|');
console.log(
  `| photo, ${r.photo12.megapixels} MP JPEG | ${r.photo12.inputMb} MB | ${r.photo12.ms} ms | ${r.photo12.slowestMs} ms | ${r.photo12.peakRssMb} MB |`,
);
console.log(
  `| photo, ${r.photo48.megapixels} MP JPEG | ${r.photo48.inputMb} MB | ${r.photo48.ms} ms | ${r.photo48.slowestMs} ms | ${r.photo48.peakRssMb} MB |`,
);
for (const [kind, ms] of Object.entries(r.recordingMs))
  console.log(`| recording, 59 s ${kind} (length read) | ${r.recordingKb[kind]} kB | ${ms} ms | | |`);
console.log(`\nRSS before: ${r.rssBeforeMb} MB. Bound: 12 MP photo ≤ ${BOUND_MS} ms.`);
saveResults('media', { ...r, boundMs: BOUND_MS });
if (r.photo12.ms > BOUND_MS) process.exit(1);
