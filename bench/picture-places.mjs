/**
 * Whether the offline illustrator draws each page where a reader expects it, on a labelled set of
 * parents' requests (bench/picture-places.ts). Writes bench/results/picture-places.json.
 *
 *   node bench/picture-places.mjs        (or: npm run bench -- picture-places)
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const pct = (x) => `${(100 * x).toFixed(1)} %`;
const result = runTsBench('picture-places');
console.log(`\n== pictures drawn where a reader expects them (${result.requests} requests)`);
for (const part of ['tune', 'test', 'test2']) {
  const f = result[part];
  console.log(
    `${part}: ${f.found} of ${f.places} labelled pages found · drawn at the expected place ${pct(f.right)} · baseline (the situation's place on every page) ${pct(f.baseline)}`,
  );
}
saveResults('picture-places', result);
