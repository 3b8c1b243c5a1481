/**
 * The measuring half of `npm run bench -- picture-places`: is each page's picture drawn where a
 * reader expects it? bench/corpus/picture-places.json holds parents' requests written by two
 * helpers who read nothing of the app but a brief (bench/corpus/place-brief.md): each with 3 to 6
 * phrases of the request and the background a careful reader expects on the page that tells it (one
 * of the illustrators' settings, or 'neutral', the plain room). The offline writer writes each
 * story; the page that tells a phrase (most of its words) is drawn by the offline illustrator's
 * picture plan (scene-picture.ts), and its setting is held against the label. The set is split by a
 * hash of each id into a tune half and a test half; rules are tuned on tune only. The baseline draws
 * every page at the place of the story's situation (what the illustrator did before the plan had a
 * scene). Prints the figures as JSON, and with BENCH_SHOW=1 every tune page drawn elsewhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { planPlainText, type PlanPage, pageText } from '../shared/story-plan';
import type { StoryFacts } from '../shared/story-facts';
import { scenePicture } from '../server/providers/picture-words/scene-picture';
import { classifySituation, sceneSetting } from '../server/providers/picture-words/scene-words';
import { writeStory } from '../server/providers/text/story-writer';
import { idHash } from './story-eval-measures';

interface PlaceRequest {
  id: string;
  title: string;
  description: string;
  facts?: StoryFacts;
  child: { name: string; age: number; gender: 'dreng' | 'pige' };
  places: { phrase: string; setting: string }[];
}

const load = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'corpus', file), 'utf8')) as PlaceRequest[];
const first = load('picture-places.json');
/** A second set (40 requests, 166 pages) by a third helper from the same brief, written after the tuning and run once whole: test2. */
const second = load('picture-places-test2.json');
const set = [...first, ...second];
const half = new Map<string, 'tune' | 'test' | 'test2'>();
[...first].sort((a, b) => idHash(a.id) - idHash(b.id)).forEach((r, i) => half.set(r.id, i % 2 === 0 ? 'tune' : 'test'));
for (const r of second) half.set(r.id, 'test2');

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The page that tells a phrase: the one with most of its words (of three letters or more), at least 60 % of them. */
function pageOf(pages: PlanPage[], phrase: string): PlanPage | undefined {
  const want = wordsOf(phrase).filter((w) => w.length >= 3);
  let best: PlanPage | undefined;
  let bestShare = 0.6 - 1e-9;
  for (const page of pages) {
    const have = new Set(wordsOf(pageText(page)));
    const share = want.filter((w) => have.has(w)).length / Math.max(1, want.length);
    if (share > bestShare) [best, bestShare] = [page, share];
  }
  return best;
}

const rows = set.flatMap((r) => {
  const { plan } = writeStory({
    title: r.title,
    description: r.description,
    facts: r.facts ?? {},
    sceneCount: 4,
    character: { ...r.child, companion: null },
  });
  const situation = classifySituation(`${r.title}\n${plan.title}\n${planPlainText(plan)}`);
  return r.places.map((p) => {
    const page = pageOf(plan.pages, p.phrase);
    const drawn = page ? scenePicture({ title: r.title, plan, page, companion: null, group: false }).setting : null;
    return {
      id: r.id,
      half: half.get(r.id)!,
      phrase: p.phrase,
      expected: p.setting,
      drawn,
      baseline: page ? sceneSetting('', situation) : null,
      page: page ? pageText(page) : null,
    };
  });
});

function figures(part: typeof rows) {
  const found = part.filter((x) => x.drawn !== null);
  const share = (n: number) => (found.length ? n / found.length : 0);
  return {
    places: part.length,
    found: found.length,
    right: share(found.filter((x) => x.drawn === x.expected).length),
    baseline: share(found.filter((x) => x.baseline === x.expected).length),
  };
}

if (process.env.BENCH_SHOW)
  for (const x of rows.filter((x) => (process.env.BENCH_SHOW === 'all' || x.half === 'tune') && x.drawn !== null && x.drawn !== x.expected))
    console.error(`${x.id}: «${x.phrase}» expected ${x.expected}, drawn ${x.drawn}\n   page: ${x.page}`);
console.log(
  JSON.stringify({
    requests: set.length,
    tune: figures(rows.filter((x) => x.half === 'tune')),
    test: figures(rows.filter((x) => x.half === 'test')),
    test2: figures(rows.filter((x) => x.half === 'test2')),
  }),
);
