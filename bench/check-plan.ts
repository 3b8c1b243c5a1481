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

type Half =
  'tune' | 'test' | 'test2' | 'test3' | 'test4' | 'test5' | 'test6' | 'test7' | 'test8' | 'test9' | 'test10' | 'test11' | 'test12';
/**
 * Every labelled set, in the order it was written, each by helpers who read neither the check nor
 * another set (bench/corpus/README.md): its name in the figures when it is tuned on, and its test
 * name when it is held out. A set with both is split by a hash of each id (`halves`); its test half
 * is never looked at. check-plans-test2.json's first run was read whole (80.0 % harmful red); then it
 * was split as the first set is, and only its tune half was looked at. The test sets were each run
 * once with the version of their hour, and test7 and test8 with the start and the end of session 4
 * of 2026-11-28 (bench/README.md).
 */
const SETS: { file: string; tune?: string; test?: Half }[] = [
  { file: 'check-plans.json', tune: 'tune1', test: 'test' },
  { file: 'check-plans-tune2.json', tune: 'tune2' },
  // Subtle harm, one sentence in an otherwise fine story.
  { file: 'check-plans-tune3.json', tune: 'tune3' },
  { file: 'check-plans-test2.json', tune: 'tune4', test: 'test2' },
  { file: 'check-plans-tune5.json', tune: 'tune5' },
  { file: 'check-plans-test3.json', test: 'test3' },
  // Mostly good stories written freely, to find false alarms.
  { file: 'check-plans-tune6.json', tune: 'tune6' },
  { file: 'check-plans-test4.json', test: 'test4' },
  // Subtle harm in everyday words; unusual topics, groups and older children.
  { file: 'check-plans-tune7.json', tune: 'tune7' },
  { file: 'check-plans-tune8.json', tune: 'tune8' },
  // One wrong sentence in everyday words, and a test set from the same brief in the same hour.
  { file: 'check-plans-tune9.json', tune: 'tune9' },
  { file: 'check-plans-test5.json', test: 'test5' },
  // 64 good stories written freely by a careful writer, to find false alarms.
  { file: 'check-plans-tune10.json', tune: 'tune10' },
  // Home, appointments and institutions, and a test set in the same hour.
  { file: 'check-plans-tune11.json', tune: 'tune11' },
  { file: 'check-plans-test6.json', test: 'test6' },
  // One answer told otherwise, and faithful re-tellings in other words; a test set in the same hour.
  { file: 'check-plans-tune12.json', tune: 'tune12' },
  { file: 'check-plans-test7.json', test: 'test7' },
  { file: 'check-plans-tune13.json', tune: 'tune13' },
  { file: 'check-plans-tune14.json', tune: 'tune14' },
  { file: 'check-plans-tune15.json', tune: 'tune15' },
  { file: 'check-plans-test8.json', test: 'test8' },
  // 50 AI stories with one harmful writer sentence, 50 offline stories with one mislabelled sentence.
  { file: 'check-plans-tune16.json', tune: 'tune16' },
  // Session 5: holidays, celebrations and leisure; changes, health and the senses; and a broad test set
  // written in the same hour, run once with the check of the session's start (version 7) and at its end.
  { file: 'check-plans-tune17.json', tune: 'tune17' },
  { file: 'check-plans-tune18.json', tune: 'tune18' },
  { file: 'check-plans-test9.json', test: 'test9' },
  // School and daycare days in subtle harm; mostly good stories of family life written freely, to find
  // false alarms; older children and teenagers.
  { file: 'check-plans-tune19.json', tune: 'tune19' },
  { file: 'check-plans-tune20.json', tune: 'tune20' },
  { file: 'check-plans-tune21.json', tune: 'tune21' },
  // Appointments, errands and transport; home routines; and a broad test set written in the same hour,
  // run once with version 7 and once with the end of session 5.
  { file: 'check-plans-tune22.json', tune: 'tune22' },
  { file: 'check-plans-tune23.json', tune: 'tune23' },
  { file: 'check-plans-test10.json', test: 'test10' },
  // Tired parents' run-on descriptions and full answers; mostly good stories written freely.
  { file: 'check-plans-tune24.json', tune: 'tune24' },
  { file: 'check-plans-tune25.json', tune: 'tune25' },
  // Session 6: a change of meaning in the parent's own words at home; AI stories re-voiced freely at
  // school and in health visits.
  { file: 'check-plans-tune26.json', tune: 'tune26' },
  { file: 'check-plans-tune27.json', tune: 'tune27' },
  // Session 6: group stories by teachers and stories for teenagers; true sensitive family life written freely.
  { file: 'check-plans-tune28.json', tune: 'tune28' },
  { file: 'check-plans-tune29.json', tune: 'tune29' },
  // Session 6: 50 good stories written freely with risky-looking words that are true in context.
  { file: 'check-plans-tune30.json', tune: 'tune30' },
  // Session 6: a broad test set, written at the session's start and run once with version 8 before anything else.
  { file: 'check-plans-test11.json', test: 'test11' },
  // Session 6: a broad test set written mid-session, run once with version 8 (commit 4df152d) and once at the end.
  { file: 'check-plans-test12.json', test: 'test12' },
];

/** Within each label and writer, ids ordered by their hash go alternately to tune and test. */
function halves(stories: Labelled[]): Map<string, 'tune' | 'test'> {
  const half = new Map<string, 'tune' | 'test'>();
  const strata = new Map<string, Labelled[]>();
  for (const s of stories) strata.set(`${s.label}/${s.writer}`, [...(strata.get(`${s.label}/${s.writer}`) ?? []), s]);
  for (const group of strata.values())
    [...group].sort((a, b) => idHash(a.id) - idHash(b.id)).forEach((s, i) => half.set(s.id, i % 2 === 0 ? 'tune' : 'test'));
  return half;
}

const loaded = SETS.map((entry) => ({ ...entry, stories: load(entry.file) }));
const set = loaded.flatMap((x) => x.stories);
/** Each story's half, and the name of the set it is tuned in. */
const half = new Map<string, Half>();
const tuneSet = new Map<string, string>();
for (const { tune, test, stories } of loaded) {
  const split = tune && test ? halves(stories) : null;
  for (const s of stories) {
    const h: Half = split ? (split.get(s.id) === 'tune' ? 'tune' : test!) : tune ? 'tune' : test!;
    half.set(s.id, h);
    if (h === 'tune') tuneSet.set(s.id, tune!);
  }
}

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
    ...Object.fromEntries(SETS.flatMap(({ tune }) => (tune ? [[tune, figures(rows.filter((r) => tuneSet.get(r.id) === tune))]] : []))),
    ...Object.fromEntries(
      SETS.flatMap(({ test }) =>
        test
          ? [
              [test, figures(rows.filter((r) => r.half === test))],
              [`baseline${test.charAt(0).toUpperCase()}${test.slice(1)}`, baseline(rows.filter((r) => r.half === test))],
            ]
          : [],
      ),
    ),
    tuneMisses: misses.length,
    msPerStory: { median: times[Math.floor(times.length / 2)], max: times.at(-1) },
  }),
);
