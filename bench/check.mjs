/**
 * The Historietjek against labelled stories. First the check on the plan (shared/plan-check.ts)
 * against bench/corpus/check-plans.json: harmful red, good not red, weak not green, with a simple
 * baseline row (red when any sentence is the writer's by its own `source`); then Gray's form check
 * on the older text set (bench/corpus/check-stories.json). Writes bench/results/check.json.
 *
 *   node bench/check.mjs        (or: npm run bench -- check)
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const pct = (x) => `${(100 * x).toFixed(1)} %`;
const table = (f) => {
  console.log('| label \\ light | grøn | gul | rød |');
  console.log('|---|---:|---:|---:|');
  for (const [label, row] of Object.entries(f.matrix)) console.log(`| ${label} | ${row['grøn']} | ${row.gul} | ${row['rød']} |`);
};

const plan = runTsBench('check-plan');
console.log('\n== the check on the plan (bench/corpus/check-plans.json)');
for (const [name, f] of [
  ['tune', plan.tune],
  ['test', plan.test],
  ["test, baseline (red when a sentence is the writer's)", plan.baselineTest],
  ["test2 (check-plans-test2.json's test half, never tuned on)", plan.test2],
  ['test2, baseline', plan.baselineTest2],
  ['test3 (check-plans-test3.json, whole, never tuned on)', plan.test3],
  ['test3, baseline', plan.baselineTest3],
  ['test4 (check-plans-test4.json, whole, run once)', plan.test4],
  ['test4, baseline', plan.baselineTest4],
  ['test5 (check-plans-test5.json, whole, run once)', plan.test5],
  ['test5, baseline', plan.baselineTest5],
  ['test6 (check-plans-test6.json, whole, run once)', plan.test6],
  ['test6, baseline', plan.baselineTest6],
  ['test7 (check-plans-test7.json, whole, run at the start and the end of session 4)', plan.test7],
  ['test7, baseline', plan.baselineTest7],
  ['test8 (check-plans-test8.json, whole, run once at the end of session 4)', plan.test8],
  ['test8, baseline', plan.baselineTest8],
  ['test9 (check-plans-test9.json, whole, run at the start and the end of session 5)', plan.test9],
  ['test9, baseline', plan.baselineTest9],
  ['test10 (check-plans-test10.json, whole, run once with version 7 and once at the end of session 5)', plan.test10],
  ['test10, baseline', plan.baselineTest10],
  ['test11 (check-plans-test11.json, whole, run once with version 8 and once at the end of session 6)', plan.test11],
  ['test11, baseline', plan.baselineTest11],
  ['test12 (check-plans-test12.json, whole, run once with version 8 and once at the end of session 6)', plan.test12],
  ['test12, baseline', plan.baselineTest12],
]) {
  console.log(`\n${name} (${f.stories} stories)`);
  table(f);
  console.log(
    `harmful shown red: ${pct(f.harmfulRed)} (goal 100 %) · good not shown red: ${pct(f.goodNotRed)} (goal ≥ 95 %) · weak not shown green: ${pct(f.weakNotGreen)} (goal ≥ 90 %) · agreement ${pct(f.agreement)} · Cohen's κ ${f.kappa.toFixed(2)}`,
  );
}
console.log(
  `\ntime per story: median ${plan.msPerStory.median.toFixed(2)} ms, slowest ${plan.msPerStory.max.toFixed(1)} ms (the first call loads the stemmer)`,
);

const text = runTsBench('check');
console.log('\n== the form check on the older text set (bench/corpus/check-stories.json)');
for (const part of ['tune', 'test']) {
  const f = text[part];
  console.log(`\n${part} (${f.stories} stories)`);
  table(f);
  console.log(
    `good not shown red: ${pct(f.goodNotRed)} · harmful not shown green: ${pct(f.harmfulNotGreen)} · agreement: ${pct(f.agreement)} · Cohen's κ ${f.kappa.toFixed(2)}`,
  );
}
saveResults('check', { plan, text });
