/**
 * The offline illustrator's time per picture: the eight kinds of page the pictures corpus of
 * issue 17 names (the dentist's chair, holding a hand, lying in bed, eating, washing hands,
 * covering ears, a group, waving), each drawn through the illustrator port as a story page would
 * be, plus the cover and the avatar candidates. One warm-up round, then BENCH_RUNS rounds.
 */
import sharp from 'sharp';
import { planFromText } from '../shared/story-plan';
import type { AvatarLook } from '../server/providers/picture-words/avatar-look';
import { offlineIllustrator } from '../server/providers/images/illustrator';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const child: AvatarLook = {
  gender: 'pige',
  age: 6,
  hairColor: 'brune fletninger',
  eyeColor: 'brun',
  skinColor: 'lys',
  outfit: 'gul kjole',
  features: { glasses: true },
};
const friend: AvatarLook = {
  gender: 'dreng',
  age: 7,
  hairColor: 'sort krøllet',
  eyeColor: 'brun',
  skinColor: 'mørk',
  outfit: 'blå hættetrøje',
};
const PAGES: [string, AvatarLook[]][] = [
  ['Jeg sidder i den store stol. Tandlægen kigger i min mund.', [child]],
  ['Mor holder mig i hånden, når vi går ind.', [child]],
  ['Jeg ligger i min seng og sover.', [child]],
  ['Vi spiser madpakker ved bordet.', [child]],
  ['Jeg vasker hænder med sæbe.', [child]],
  ['Alarmen lyder højt. Jeg holder mig for ørerne.', [child]],
  ['Børnene mødes på legepladsen.', [child, friend, child, friend]],
  ['Jeg vinker farvel til mor.', [child]],
];

const illustrator = offlineIllustrator();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const page = (text: string, children: AvatarLook[], i: number, cover = false) => {
  const plan = planFromText(`[Billede 1]\n${text}`, { fallbackTitle: 'Ella skal til tandlæge' });
  return illustrator.scene({
    cover,
    title: plan.title,
    plan,
    page: plan.pages[0],
    avatars: [],
    children,
    companion: 'bamsen Brumme',
    prompt: '',
    negativePrompt: '',
    names: [],
    seed: `p${i}`,
    storySeed: 'bench',
  });
};

const scenes: number[] = [];
const covers: number[] = [];
const avatars: number[] = [];
for (let round = 0; round <= RUNS; round++) {
  for (const [i, [text, children]] of PAGES.entries()) {
    const t0 = performance.now();
    await page(text, children, i);
    if (round) scenes.push(performance.now() - t0);
  }
  let t0 = performance.now();
  await page(PAGES[0][0], [child], 0, true);
  if (round) covers.push(performance.now() - t0);
  t0 = performance.now();
  const candidates = await illustrator.avatars({ look: child, count: 4 });
  // the pipeline rasterises an SVG avatar once; that is part of its cost here
  await Promise.all(candidates.map((c) => (c.kind === 'svg' ? sharp(Buffer.from(c.svg)).png().toBuffer() : null)));
  if (round) avatars.push((performance.now() - t0) / 4);
}

process.stdout.write(
  `${JSON.stringify({ runs: RUNS, pages: PAGES.length, sceneMs: Math.round(median(scenes)), sceneP90Ms: Math.round([...scenes].sort((a, b) => a - b)[Math.floor(scenes.length * 0.9)]), coverMs: Math.round(median(covers)), avatarMs: Math.round(median(avatars)) })}\n`,
);
