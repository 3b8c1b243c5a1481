/**
 * `npx tsx scripts/gallery-cards.ts [dir]`: the offline cards a reviewer looks at, as PNGs in
 * /tmp/cards/ (or `dir`): one subject in each of the six styles, and «Sove» drawn with a child's
 * avatar, so a change to a style or to the child's figure can be seen before it is committed; and
 * «Sove» as 'Download som PNG' gives it, with the word under the picture.
 * `CARD_SAMPLES` is exported for `npm run gallery` to draw the same cards.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CardStyleId, cardStyleIds } from '../shared/cards';
import type { AvatarLook } from '../server/providers/picture-words/avatar-look';
import { cardWithWord } from '../server/providers/images/word-card';
import { drawCard } from '../server/providers/illustrator/index';

export interface CardSample {
  /** The file's name, without .png. */
  slug: string;
  description: string;
  style: CardStyleId;
  /** «Med min avatar»: the chosen child's look. */
  child?: AvatarLook;
}

/** A 6-year-old boy with glasses, as a parent might make him. */
export const SAMPLE_CHILD: AvatarLook = {
  gender: 'dreng',
  age: 6,
  hairColor: 'rødt',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn hættetrøje og blå bukser',
  features: { glasses: true },
};
/** A 4-year-old girl with dark skin and a ponytail. */
export const SAMPLE_GIRL: AvatarLook = {
  gender: 'pige',
  age: 4,
  hairColor: 'sort',
  eyeColor: 'brun',
  skinColor: 'meget mørk',
  outfit: 'gul kjole',
  features: { hairStyle: 'hestehale' },
};

const ONE_SUBJECT = 'En glad hund leger med en rød bold i haven';

export const CARD_SAMPLES: readonly CardSample[] = [
  ...cardStyleIds.map((style) => ({ slug: `hund-${style}`, description: ONE_SUBJECT, style })),
  { slug: 'sove-avatar-cartoon', description: 'Sove', style: 'cartoon', child: SAMPLE_CHILD },
  { slug: 'sove-avatar-watercolor', description: 'Sove', style: 'watercolor', child: SAMPLE_GIRL },
  { slug: 'hund-avatar-anime', description: ONE_SUBJECT, style: 'anime', child: SAMPLE_GIRL },
  { slug: 'spise-avatar-coloring', description: 'Spise aftensmad', style: 'coloring', child: SAMPLE_CHILD },
  { slug: 'glad-avatar-minimalist', description: 'Jeg er glad', style: 'minimalist', child: SAMPLE_CHILD },
  { slug: 'sove-uden-avatar', description: 'Sove', style: 'realistic' },
];

/** Draws every sample into `dir` and answers the files written. */
export async function drawCardSamples(dir: string, samples: readonly CardSample[] = CARD_SAMPLES, size = 768): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const sample of samples) {
    const file = path.join(dir, `${sample.slug}.png`);
    await writeFile(
      file,
      await drawCard({
        description: sample.description,
        style: sample.style,
        child: sample.child,
        width: size,
        height: size,
        seed: sample.slug,
      }),
    );
    files.push(file);
  }
  const sleep = samples.find((s) => s.child && s.description === 'Sove');
  if (sleep) {
    const file = path.join(dir, `${sleep.slug}-download.png`);
    await writeFile(
      file,
      await cardWithWord(
        await drawCard({
          description: sleep.description,
          style: sleep.style,
          child: sleep.child,
          width: size,
          height: size,
          seed: sleep.slug,
        }),
        sleep.description,
      ),
    );
    files.push(file);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? '/tmp/cards';
  const files = await drawCardSamples(dir);
  console.log(`${files.length} cards -> ${dir}`);
}
