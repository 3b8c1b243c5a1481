/**
 * Draws every action a page's picture can show (shared/scene-vocabulary.ts) in its own setting,
 * offline, at 512 px, into /tmp/actions/ (or the folder given as the first argument), to look at.
 * `ACTION_SAMPLES` is the list, for the main gallery to reuse.
 */
import { pictureSceneMessages } from '../shared/messages.da';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompanionKind } from '../shared/avatar-features';
import { SCENE_ACTION_IDS, SCENE_ACTIONS, type SceneActionId } from '../shared/scene-vocabulary';
import { adultFigureLook, childFigureLook, type FigureLook } from '../server/providers/illustrator/figures/look';
import type { Mood } from '../server/providers/illustrator/figures/figure';
import { drawScene, type ScenePeople } from '../server/providers/illustrator/scenes';

export interface ActionSample {
  slug: string;
  setting: string;
  people: ScenePeople;
  /** What the page says, for a caption. */
  text: string;
}

const emil = childFigureLook(
  {
    gender: 'dreng',
    age: 6,
    hairColor: 'brun',
    eyeColor: 'brun',
    skinColor: 'lys',
    outfit: 'blå trøje og grå bukser',
    features: { glasses: true },
  },
  'gallery',
);
const amira = childFigureLook(
  {
    gender: 'pige',
    age: 4,
    hairColor: 'sort',
    eyeColor: 'brun',
    skinColor: 'mørk',
    outfit: 'gul kjole',
    features: { hairStyle: 'fletninger', ears: 'høreapparat' },
  },
  'gallery',
);
const mor = adultFigureLook('gallery', 'parent', 'mor');
const pedagogue = adultFigureLook('gallery', 'pedagogue');
const morfar = adultFigureLook('gallery', 'grandparent', 'morfar');

/** Who is with the child, for each action: the adult the page names, the companion, the mood. */
const CAST: Partial<
  Record<SceneActionId, { adult?: FigureLook | null; companion?: CompanionKind | null; mood?: Mood; child?: FigureLook }>
> = {
  'treatment-chair': { adult: mor, companion: 'teddy' },
  'wave-hello': { adult: pedagogue, mood: 'smile', child: amira },
  'wave-goodbye': { adult: mor, mood: 'smile' },
  'hold-hand': { adult: mor, child: amira },
  'hold-companion': { companion: 'teddy', child: amira },
  'wait-with-book': { adult: mor, companion: 'dog' },
  'visit-in-hospital-bed': { adult: morfar, child: amira },
  'lie-in-hospital-bed': { adult: mor, companion: 'teddy' },
  'lie-in-bed': { adult: mor, mood: 'sleepy', child: amira },
  'flower-at-grave': { adult: mor },
  'sit-in-pew': { adult: mor },
  'eat-at-table': { adult: mor, mood: 'smile' },
  'bus-seat': { adult: mor },
  'stand-in-line': { adult: mor },
  'barber-chair': {},
  'examination-bench': { adult: mor },
  'cover-ears': { adult: pedagogue, mood: 'unsure' },
  'put-on-coat': { adult: pedagogue, child: amira },
  'wash-hands': { child: amira },
  walk: { adult: mor, companion: 'dog' },
};

export const ACTION_SAMPLES: readonly ActionSample[] = SCENE_ACTION_IDS.map((action) => {
  const cast = CAST[action] ?? {};
  const def = SCENE_ACTIONS[action] as { setting?: string };
  return {
    slug: action,
    setting: def.setting ?? 'home',
    text: `Emil ${pictureSceneMessages.actions[action].replace('{adult}', 'mor').replace('{companion}', 'bamsen')}`,
    people: {
      children: [cast.child ?? emil],
      pose: 'stand',
      mood: cast.mood ?? 'calm',
      adult: cast.adult ?? null,
      companion: cast.companion ?? null,
      action,
    },
  };
});

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/actions';
  await mkdir(out, { recursive: true });
  for (const sample of ACTION_SAMPLES) {
    const started = performance.now();
    const png = await drawScene({
      setting: sample.setting,
      people: sample.people,
      width: 512,
      height: 512,
      seed: sample.slug,
      storySeed: 'gallery',
    });
    await writeFile(path.join(out, `${sample.slug}.png`), png);
    console.log(`${sample.slug.padEnd(24)} ${sample.setting.padEnd(14)} ${Math.round(performance.now() - started)} ms`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
