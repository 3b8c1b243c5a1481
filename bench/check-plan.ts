/**
 * The measuring half of `npm run bench -- check` for the check on the plan (shared/plan-check.ts):
 * each labelled story of bench/corpus/check-plans.json (a request and the plan written for it, with
 * a label and its reason, written without reading the check) held against its label: harmful
 * stories red, good stories not red, weak stories not green. The set is split by a hash of each id
 * into a tune half and a test half; rules are tuned on tune only. bench/corpus/check-plans-tune2.json
 * (90 more, by another helper, also without reading the check) and check-plans-tune3.json (80, subtle
 * harm, by a third) are tune as a whole; check-plans-test2.json (90, by a fourth who read neither the
 * check nor the other sets) was run once whole, then split like the first: its tune half is tune,
 * its test half ('test2') is never looked at. Prints the figures as JSON, and
 * with BENCH_CHECK_SHOW=1 every story the check gets wrong on the tune half.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkPlan } from '../shared/plan-check';
import type { Light } from '../shared/story-check';
import type { StoryFacts } from '../shared/story-facts';
import type { StoryPlan } from '../shared/story-plan';
import { idHash } from './story-eval-measures';

interface Labelled {
  id: string;
  label: 'good' | 'weak' | 'harmful';
  reason: string;
  writer: 'offline' | 'ai';
  request: {
    title: string;
    description: string;
    facts?: StoryFacts;
    child?: { name: string; age: number; gender: 'dreng' | 'pige' };
    group?: { name: string; ageFrom: number; ageTo: number };
  };
  plan: StoryPlan;
}

const load = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'corpus', file), 'utf8')) as Labelled[];
const first = load('check-plans.json');
/** A second set written later by another helper, for tuning only: all of it is tune ('tune2'). */
const second = load('check-plans-tune2.json');
/** A third, by a third helper: subtle harm, one sentence in an otherwise fine story; tune as a whole. */
const third = load('check-plans-tune3.json');
/** A fourth, by a fourth helper who read neither the check nor the other sets: a second test set, never tuned on ('test2'). */
const fourth = load('check-plans-test2.json');
/**
 * Four more sets, each written by two helpers on 2026-11-28 who read neither the check nor any other
 * set: tune5 (100) and tune6 (100, mostly good stories written freely, to find false alarms) are
 * tune as a whole; test3 (92) and test4 (92) are test sets, never tuned on. test3 was run with check
 * version 4 and after the tune5 rules; test4 was run once, with the final version (bench/README.md).
 */
const fifth = load('check-plans-tune5.json');
const sixth = load('check-plans-test3.json');
const seventh = load('check-plans-tune6.json');
const eighth = load('check-plans-test4.json');
/** tune7 (80, subtle harm in everyday words, by two more helpers): tune as a whole. */
const ninth = load('check-plans-tune7.json');
/** tune8 (88, unusual topics, groups and older children, by two more helpers): tune as a whole. */
const tenth = load('check-plans-tune8.json');
/**
 * tune9 (100, one wrong sentence in everyday words, by two more helpers on 2026-11-28, session 3):
 * tune as a whole. test5 (92, by two more helpers from the same brief, in the same hour): a test set,
 * run once, with the version these rounds ended on (bench/README.md).
 */
const eleventh = load('check-plans-tune9.json');
const twelfth = load('check-plans-test5.json');
/** tune10 (80, 64 of them good stories written freely by a careful writer, to find false alarms): tune as a whole. */
const thirteenth = load('check-plans-tune10.json');
/** tune11 (100, home, appointments and institutions): tune as a whole. test6 (92, written in the same hour): a test set, run once. */
const fourteenth = load('check-plans-tune11.json');
const fifteenth = load('check-plans-test6.json');
/**
 * tune12 (60, one answer told otherwise, and faithful re-tellings in other words, session 4): tune as
 * a whole. test7 (92, leisure and family life, school, daycare and health, by two more helpers in the
 * same hour): a test set, run with the version of the session's start and with its end (bench/README.md).
 */
const sixteenth = load('check-plans-tune12.json');
const seventeenth = load('check-plans-test7.json');
/** tune13 (100, unusual topics and everyday routines, by two more helpers later in session 4): tune as a whole. */
const eighteenth = load('check-plans-tune13.json');
/** tune14 (100, a week of small changes, school and institutions, by two more helpers later in session 4): tune as a whole. */
const nineteenth = load('check-plans-tune14.json');
/** tune15 (100, health and the body, family and home, by two more helpers later in session 4): tune as a whole. */
const twentieth = load('check-plans-tune15.json');
/** test8 (92, everyday and special-needs situations, written with tune15): a test set, run once, at the end of session 4. */
const twentyFirst = load('check-plans-test8.json');
/** tune16 (100: 50 AI stories with one harmful writer sentence, 50 offline stories with one mislabelled sentence): tune as a whole. */
const twentySecond = load('check-plans-tune16.json');
const set = [
  ...first,
  ...second,
  ...third,
  ...fourth,
  ...fifth,
  ...sixth,
  ...seventh,
  ...eighth,
  ...ninth,
  ...tenth,
  ...eleventh,
  ...twelfth,
  ...thirteenth,
  ...fourteenth,
  ...fifteenth,
  ...sixteenth,
  ...seventeenth,
  ...eighteenth,
  ...nineteenth,
  ...twentieth,
  ...twentyFirst,
  ...twentySecond,
];
/** Within each label and writer, ids ordered by their hash go alternately to tune and test. */
type Half = 'tune' | 'test' | 'test2' | 'test3' | 'test4' | 'test5' | 'test6' | 'test7' | 'test8';
function halves(stories: Labelled[]): Map<string, Half> {
  const half = new Map<string, Half>();
  const strata = new Map<string, Labelled[]>();
  for (const s of stories) strata.set(`${s.label}/${s.writer}`, [...(strata.get(`${s.label}/${s.writer}`) ?? []), s]);
  for (const group of strata.values())
    [...group].sort((a, b) => idHash(a.id) - idHash(b.id)).forEach((s, i) => half.set(s.id, i % 2 === 0 ? 'tune' : 'test'));
  return half;
}
const half = halves(first);
for (const s of [...second, ...third]) half.set(s.id, 'tune');
// The fourth set's first run was read whole (80.0 % harmful red); then it was split as the first set
// is, and only its tune half was looked at.
const fourthHalves = halves(fourth);
for (const s of fourth) half.set(s.id, fourthHalves.get(s.id) === 'tune' ? 'tune' : 'test2');
for (const s of fifth) half.set(s.id, 'tune');
for (const s of sixth) half.set(s.id, 'test3');
for (const s of seventh) half.set(s.id, 'tune');
for (const s of eighth) half.set(s.id, 'test4');
for (const s of ninth) half.set(s.id, 'tune');
for (const s of tenth) half.set(s.id, 'tune');
for (const s of eleventh) half.set(s.id, 'tune');
for (const s of twelfth) half.set(s.id, 'test5');
for (const s of thirteenth) half.set(s.id, 'tune');
for (const s of fourteenth) half.set(s.id, 'tune');
for (const s of fifteenth) half.set(s.id, 'test6');
for (const s of sixteenth) half.set(s.id, 'tune');
for (const s of seventeenth) half.set(s.id, 'test7');
for (const s of eighteenth) half.set(s.id, 'tune');
for (const s of nineteenth) half.set(s.id, 'tune');
for (const s of twentieth) half.set(s.id, 'tune');
for (const s of twentyFirst) half.set(s.id, 'test8');
for (const s of twentySecond) half.set(s.id, 'tune');
const fourthIds = new Set(fourth.map((s) => s.id));
const fifthIds = new Set(fifth.map((s) => s.id));
const seventhIds = new Set(seventh.map((s) => s.id));
const ninthIds = new Set(ninth.map((s) => s.id));
const tenthIds = new Set(tenth.map((s) => s.id));
const eleventhIds = new Set(eleventh.map((s) => s.id));
const thirteenthIds = new Set(thirteenth.map((s) => s.id));
const fourteenthIds = new Set(fourteenth.map((s) => s.id));
const sixteenthIds = new Set(sixteenth.map((s) => s.id));
const eighteenthIds = new Set(eighteenth.map((s) => s.id));
const nineteenthIds = new Set(nineteenth.map((s) => s.id));
const twentiethIds = new Set(twentieth.map((s) => s.id));
const twentySecondIds = new Set(twentySecond.map((s) => s.id));
const secondIds = new Set(second.map((s) => s.id));
const thirdIds = new Set(third.map((s) => s.id));

const rows = set.map((s) => {
  const subject = s.request.group
    ? { name: s.request.group.name, age: s.request.group.ageFrom, group: s.request.group }
    : { name: s.request.child!.name, age: s.request.child!.age, gender: s.request.child!.gender };
  const started = performance.now();
  const r = checkPlan(s.plan, { title: s.request.title, description: s.request.description, facts: s.request.facts ?? {} }, subject);
  const ms = performance.now() - started;
  return {
    id: s.id,
    label: s.label,
    writer: s.writer,
    reason: s.reason,
    half: half.get(s.id)!,
    light: r.light,
    ms,
    red: r.red.map((f) => `${f.id}: ${f.message}`),
    ungrounded: r.ungrounded.map((u) => `${u.text} [${u.words.join(', ')}]`),
  };
});

const labels = ['good', 'weak', 'harmful'] as const;
const lights: Light[] = ['grøn', 'gul', 'rød'];
const expected: Record<(typeof labels)[number], Light> = { good: 'grøn', weak: 'gul', harmful: 'rød' };

function figures(part: typeof rows) {
  const share = (num: number, den: number) => (den ? num / den : 1);
  const of = (label: string) => part.filter((r) => r.label === label);
  const n = part.length;
  const agree = part.filter((r) => expected[r.label] === r.light).length;
  const chance = lights.reduce(
    (sum, x) => sum + (part.filter((r) => expected[r.label] === x).length / n) * (part.filter((r) => r.light === x).length / n),
    0,
  );
  return {
    stories: n,
    matrix: Object.fromEntries(
      labels.map((l) => [l, Object.fromEntries(lights.map((x) => [x, of(l).filter((r) => r.light === x).length]))]),
    ),
    harmfulRed: share(of('harmful').filter((r) => r.light === 'rød').length, of('harmful').length),
    goodNotRed: share(of('good').filter((r) => r.light !== 'rød').length, of('good').length),
    weakNotGreen: share(of('weak').filter((r) => r.light !== 'grøn').length, of('weak').length),
    agreement: share(agree, n),
    kappa: n ? (agree / n - chance) / (1 - chance) : 0,
  };
}

/** The simple baseline: red when any sentence is not the parent's or a frame by its own `source`, else green. */
function baseline(part: typeof rows) {
  const byId = new Map(set.map((s) => [s.id, s]));
  return figures(
    part.map((r) => ({
      ...r,
      light: byId.get(r.id)!.plan.pages.some((p) => p.sentences.some((x) => x.source === 'writer')) ? 'rød' : 'grøn',
    })),
  );
}

const misses = rows.filter(
  (r) =>
    r.half === 'tune' &&
    ((r.label === 'harmful' && r.light !== 'rød') ||
      (r.label === 'good' && r.light === 'rød') ||
      (r.label === 'weak' && r.light === 'grøn')),
);
if (process.env.BENCH_CHECK_SHOW) {
  for (const r of misses)
    console.error(
      `\n## ${r.id} (${r.label}, ${r.writer}) -> ${r.light}\n  why: ${r.reason}\n  red: ${r.red.join(' | ')}\n  ungrounded: ${r.ungrounded.join(' | ')}`,
    );
}
const times = rows.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    tune: figures(rows.filter((r) => r.half === 'tune')),
    tune1: figures(
      rows.filter(
        (r) =>
          r.half === 'tune' &&
          !secondIds.has(r.id) &&
          !thirdIds.has(r.id) &&
          !fourthIds.has(r.id) &&
          !fifthIds.has(r.id) &&
          !seventhIds.has(r.id) &&
          !ninthIds.has(r.id) &&
          !tenthIds.has(r.id) &&
          !eleventhIds.has(r.id) &&
          !thirteenthIds.has(r.id) &&
          !fourteenthIds.has(r.id) &&
          !sixteenthIds.has(r.id) &&
          !eighteenthIds.has(r.id) &&
          !nineteenthIds.has(r.id) &&
          !twentiethIds.has(r.id) &&
          !twentySecondIds.has(r.id),
      ),
    ),
    tune2: figures(rows.filter((r) => secondIds.has(r.id))),
    tune3: figures(rows.filter((r) => thirdIds.has(r.id))),
    tune4: figures(rows.filter((r) => fourthIds.has(r.id) && r.half === 'tune')),
    tune5: figures(rows.filter((r) => fifthIds.has(r.id))),
    tune6: figures(rows.filter((r) => seventhIds.has(r.id))),
    tune7: figures(rows.filter((r) => ninthIds.has(r.id))),
    tune8: figures(rows.filter((r) => tenthIds.has(r.id))),
    tune9: figures(rows.filter((r) => eleventhIds.has(r.id))),
    tune10: figures(rows.filter((r) => thirteenthIds.has(r.id))),
    tune11: figures(rows.filter((r) => fourteenthIds.has(r.id))),
    tune12: figures(rows.filter((r) => sixteenthIds.has(r.id))),
    tune13: figures(rows.filter((r) => eighteenthIds.has(r.id))),
    tune14: figures(rows.filter((r) => nineteenthIds.has(r.id))),
    tune15: figures(rows.filter((r) => twentiethIds.has(r.id))),
    tune16: figures(rows.filter((r) => twentySecondIds.has(r.id))),
    test: figures(rows.filter((r) => r.half === 'test')),
    baselineTest: baseline(rows.filter((r) => r.half === 'test')),
    test2: figures(rows.filter((r) => r.half === 'test2')),
    baselineTest2: baseline(rows.filter((r) => r.half === 'test2')),
    test3: figures(rows.filter((r) => r.half === 'test3')),
    baselineTest3: baseline(rows.filter((r) => r.half === 'test3')),
    test4: figures(rows.filter((r) => r.half === 'test4')),
    baselineTest4: baseline(rows.filter((r) => r.half === 'test4')),
    test5: figures(rows.filter((r) => r.half === 'test5')),
    baselineTest5: baseline(rows.filter((r) => r.half === 'test5')),
    test6: figures(rows.filter((r) => r.half === 'test6')),
    baselineTest6: baseline(rows.filter((r) => r.half === 'test6')),
    test7: figures(rows.filter((r) => r.half === 'test7')),
    baselineTest7: baseline(rows.filter((r) => r.half === 'test7')),
    test8: figures(rows.filter((r) => r.half === 'test8')),
    baselineTest8: baseline(rows.filter((r) => r.half === 'test8')),
    tuneMisses: misses.length,
    msPerStory: { median: times[Math.floor(times.length / 2)], max: times.at(-1) },
  }),
);
