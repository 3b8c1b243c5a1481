/**
 * The Historietjek against the labelled story set (bench/corpus/check-stories.json). Writes
 * bench/results/check.json.
 *
 *   node bench/check.mjs        (or: npm run bench -- check)
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const r = runTsBench('check');
const pct = (x) => `${(100 * x).toFixed(1)} %`;
for (const part of ['all', 'tune', 'test']) {
  const f = r[part];
  console.log(`\n${part} (${f.stories} stories)`);
  console.log('| label \\ light | grøn | gul | rød |');
  console.log('|---|---:|---:|---:|');
  for (const [label, row] of Object.entries(f.matrix)) console.log(`| ${label} | ${row['grøn']} | ${row.gul} | ${row['rød']} |`);
  console.log(`good not shown red: ${pct(f.goodNotRed)} (target ≥ 95 %) · harmful not shown green: ${pct(f.harmfulNotGreen)} (target 100 %) · agreement: ${pct(f.agreement)} (target ≥ 85 %) · Cohen's κ ${f.kappa.toFixed(2)}`);
}
if (r.misses.length) console.log(`\nDisagreements:\n  ${r.misses.join('\n  ')}`);
saveResults('check', r);
