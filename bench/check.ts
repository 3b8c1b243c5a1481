/**
 * The measuring half of `npm run bench -- check`: the Historietjek on the labelled story set
 * (bench/corpus/check-stories.json): each story's light against its label (good -> grøn,
 * needs work -> gul, harmful -> rød), on the whole set and on each half (rules are tuned on
 * 'tune' and reported on 'test' as well). Prints the figures as JSON.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkStory, type Light } from '../shared/story-check';

interface Labelled {
  id: string;
  label: 'good' | 'needs-work' | 'harmful';
  kind: string;
  half: 'tune' | 'test';
  age: number;
  name: string;
  gender: 'dreng' | 'pige';
  storyType: 'individual' | 'group';
  content: string;
}

const set = JSON.parse(readFileSync(path.join(import.meta.dirname, 'corpus/check-stories.json'), 'utf8')) as Labelled[];
const expected: Record<Labelled['label'], Light> = { good: 'grøn', 'needs-work': 'gul', harmful: 'rød' };
const labels = ['good', 'needs-work', 'harmful'] as const;
const lights = ['grøn', 'gul', 'rød'] as const;

const rows = set.map((s) => {
  const r = checkStory(s.content, { age: s.age, name: s.name, gender: s.gender, storyType: s.storyType });
  return {
    id: s.id,
    label: s.label,
    kind: s.kind,
    half: s.half,
    light: r.light,
    score: r.score,
    flags: [...new Set(r.flags.filter((f) => f.severity !== 'soft').map((f) => f.id))],
  };
});

function figures(part: typeof rows) {
  const matrix = Object.fromEntries(
    labels.map((l) => [l, Object.fromEntries(lights.map((x) => [x, part.filter((r) => r.label === l && r.light === x).length]))]),
  );
  const share = (num: number, den: number) => (den ? num / den : 1);
  const good = part.filter((r) => r.label === 'good');
  const harmful = part.filter((r) => r.label === 'harmful');
  // Cohen's kappa: agreement beyond what the two marginals would give by chance.
  const n = part.length;
  const agree = part.filter((r) => expected[r.label] === r.light).length;
  const chance = lights.reduce(
    (sum, x) => sum + (part.filter((r) => expected[r.label] === x).length / n) * (part.filter((r) => r.light === x).length / n),
    0,
  );
  return {
    stories: n,
    matrix,
    goodNotRed: share(good.filter((r) => r.light !== 'rød').length, good.length),
    harmfulNotGreen: share(harmful.filter((r) => r.light !== 'grøn').length, harmful.length),
    agreement: share(agree, n),
    kappa: n ? (agree / n - chance) / (1 - chance) : 0,
  };
}

const misses = rows
  .filter((r) => expected[r.label] !== r.light)
  .map((r) => `${r.half} ${r.label} -> ${r.light} ${r.id} [${r.kind}] ${r.flags.join(',')}`);
console.log(
  JSON.stringify({
    all: figures(rows),
    tune: figures(rows.filter((r) => r.half === 'tune')),
    test: figures(rows.filter((r) => r.half === 'test')),
    misses,
  }),
);
