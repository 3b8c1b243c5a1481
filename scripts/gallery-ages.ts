/**
 * `npx tsx scripts/gallery-ages.ts`: what a parent sees of the child's figure, into /tmp/ages/:
 * one look at ages 2, 4, 6 and 10 side by side (at their real heights, and with equal heads),
 * the four avatar candidates of one look, and a child with a hearing aid, a headscarf or glasses
 * in a story picture at the size of a phone page (400 px). Nothing here is committed as a picture.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { AvatarFeatures } from '../shared/avatar-features';
import { bodyOf, drawFigure, heightCm } from '../server/providers/illustrator/figures/figure';
import { childFigureLook } from '../server/providers/illustrator/figures/look';
import { drawScene } from '../server/providers/illustrator/scenes';
import { circle, group, place, svgDocument } from '../server/providers/illustrator/svg';
import type { AvatarLook } from '../server/providers/picture-words/avatar-look';
import { figureAvatars } from '../server/providers/images/figure-avatars';

/** The ages a parent compares side by side. */
export const AGE_SAMPLES = [2, 4, 6, 10] as const;

/** One look drawn at every age, and the looks whose candidates and accessories are shown. */
export const AGE_LOOK: AvatarLook = {
  gender: 'dreng',
  age: 6,
  hairColor: 'lysebrunt',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'rød trøje og blå bukser',
};
export const CANDIDATE_LOOK: AvatarLook = {
  gender: 'pige',
  age: 6,
  hairColor: 'brunt langt',
  eyeColor: 'grøn',
  skinColor: 'medium',
  outfit: 'gul kjole',
  companion: 'bamsen Brumme',
};
export const ACCESSORY_SAMPLES: readonly { slug: string; features: Partial<AvatarFeatures>; look: Partial<AvatarLook> }[] = [
  {
    slug: 'hearing-aid',
    features: { ears: 'høreapparat' },
    look: { gender: 'dreng', hairColor: 'sort krøllet', skinColor: 'mørk', outfit: 'grøn trøje' },
  },
  {
    slug: 'headscarf',
    features: { headscarf: true },
    look: { gender: 'pige', hairColor: 'sort', skinColor: 'medium', outfit: 'blå trøje og grå bukser' },
  },
  { slug: 'glasses', features: { glasses: true }, look: { gender: 'pige', hairColor: 'lyst', skinColor: 'lys', outfit: 'lilla kjole' } },
];

const OUT = '/tmp/ages';
const png = (svg: string, width?: number) => sharp(Buffer.from(svg)).resize(width).png().toBuffer();

/** The ages at their real heights (cm), on one floor. */
export function agesSvg(equalHeads: boolean): string {
  const w = 1600;
  const h = 900;
  const floor = 860;
  let body = `<rect width="${w}" height="${h}" fill="#f4efe6"/>`;
  AGE_SAMPLES.forEach((age, i) => {
    const look = childFigureLook({ ...AGE_LOOK, age }, 'gallery');
    const b = bodyOf(age);
    // real heights: 10 years (135 cm) fills most of the picture; equal heads: every head as big
    const s = equalHeads ? 1.45 : ((heightCm(age) / heightCm(10)) * 780) / b.H;
    body += circle(200 + i * 400, floor + 6, 1, '#f4efe6') + group(drawFigure(look, 'stand', 'smile'), place(200 + i * 400, floor, s));
  });
  return svgDocument(w, h, w, h, body);
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const written: string[] = [];
  const save = async (name: string, data: Buffer) => {
    const file = path.join(OUT, name);
    await writeFile(file, data);
    written.push(file);
  };
  await save('ages-real-height.png', await png(agesSvg(false), 1200));
  await save('ages-equal-heads.png', await png(agesSvg(true), 1200));

  const candidates = figureAvatars(CANDIDATE_LOOK, { count: 4, seed: 'gallery' });
  const tiles = await Promise.all(candidates.map((c) => png(c.kind === 'svg' ? c.svg : '', 400)));
  await save(
    'candidates.png',
    await sharp({ create: { width: 1640, height: 400, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: i * 410, top: 0 })))
      .png()
      .toBuffer(),
  );

  for (const sample of ACCESSORY_SAMPLES) {
    const look = childFigureLook({ ...AGE_LOOK, age: 6, eyeColor: 'brun', ...sample.look, features: sample.features }, 'gallery');
    const scene = await drawScene({ setting: 'home', people: { children: [look], pose: 'stand', mood: 'smile' }, seed: sample.slug });
    await save(`${sample.slug}-400.png`, await sharp(scene).resize(400).png().toBuffer());
    const avatar = figureAvatars({ ...AGE_LOOK, ...sample.look, features: sample.features }, { count: 1, seed: 'gallery' })[0];
    await save(`${sample.slug}-avatar-200.png`, await png(avatar.kind === 'svg' ? avatar.svg : '', 200));
  }
  console.log(written.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
