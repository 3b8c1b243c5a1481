/**
 * `npm run gallery`: draws twelve stories offline, as a reviewer would see them, into
 * docs/gallery/: each child's avatar, the cover and every page with its text. Ages 2, 6 and 10;
 * one child and groups; indoors and outdoors; every skin colour; companions; glasses, headscarf,
 * hearing aid and headphones. The offline writer writes the text, the offline illustrator draws.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AvatarFeatures } from '../shared/avatar-features';
import type { Gender, SkinColor } from '../shared/schemas';
import { pageText } from '../shared/story-plan';
import type { AvatarLook } from '../server/providers/picture-words/avatar-look';
import { writtenPlan } from '../server/db/story-plan-column';
import { offlineIllustrator } from '../server/providers/images/illustrator';
import { scenePicture } from '../server/providers/picture-words/scene-picture';
import { drawnInDanish } from '../server/providers/picture-words/scene-description';
import { writeStory } from '../server/providers/text/story-writer';
import { agesSvg } from './gallery-ages';
import { CARD_SAMPLES, drawCardSamples } from './gallery-cards';
import { ACTION_PAGES } from './gallery-pages';

interface Child extends AvatarLook {
  name: string;
}
interface GalleryStory {
  slug: string;
  title: string;
  description: string;
  children: Child[];
  group?: { name: string; ageFrom: number; ageTo: number };
  companion?: string;
  where: string;
}

const kid = (
  name: string,
  gender: Gender,
  age: number,
  skinColor: SkinColor,
  hairColor: string,
  outfit: string,
  features: Partial<AvatarFeatures> = {},
  eyeColor = 'brun',
): Child => ({
  name,
  gender,
  age,
  skinColor,
  hairColor,
  outfit,
  eyeColor,
  features,
});

const STORIES: GalleryStory[] = [
  {
    slug: 'oscar-seng',
    title: 'Oscar sover i sin egen seng',
    description: 'Oscar skal sove i sin egen seng i stedet for hos mor og far. Bamsen Bobo sover hos ham.',
    children: [kid('Oscar', 'dreng', 2, 'meget mørk', 'sort', 'blå pyjamas', { hairStyle: 'meget kort' })],
    companion: 'bamsen Bobo',
    where: 'indendørs',
  },
  {
    slug: 'freja-haender',
    title: 'Freja vasker hænder',
    description: 'Freja skal vaske hænder med sæbe før maden og efter toilettet.',
    children: [kid('Freja', 'pige', 2, 'lys', 'lyst kort hår', 'gul overall', {}, 'blå')],
    where: 'indendørs',
  },
  {
    slug: 'mariehoenerne-farvel',
    title: 'Vi siger farvel i vuggestuen',
    description: 'Om morgenen siger børnene farvel til mor eller far i vuggestuen. Pædagogen tager imod.',
    children: [
      kid('Liv', 'pige', 2, 'medium', 'brunt krøllet', 'lyserød kjole'),
      kid('Malik', 'dreng', 3, 'mørk', 'sort', 'grøn trøje'),
      kid('Ida', 'pige', 2, 'lys', 'rødt', 'blå trøje og grå bukser'),
    ],
    group: { name: 'Mariehønerne', ageFrom: 2, ageTo: 3 },
    where: 'indendørs',
  },
  {
    slug: 'ella-tandlaege',
    title: 'Ella skal til tandlæge',
    description:
      'Ella skal til tandlæge for første gang. Mor går med. Ella skal sidde i den store stol og åbne munden. Bamsen Brumme må komme med.',
    children: [kid('Ella', 'pige', 6, 'lys', 'brune fletninger', 'gul kjole', { glasses: true }, 'grøn')],
    companion: 'bamsen Brumme',
    where: 'indendørs',
  },
  {
    slug: 'ali-legeplads',
    title: 'Ali leger på legepladsen',
    description: 'Ali og far går på legepladsen efter børnehaven. Hunden Fido går med. Ali gynger og venter på sin tur ved rutsjebanen.',
    children: [kid('Ali', 'dreng', 6, 'medium', 'sort krøllet', 'rød hættetrøje og jeans', { ears: 'høreapparat' })],
    companion: 'hunden Fido',
    where: 'udendørs',
  },
  {
    slug: 'solsikkerne-tur',
    title: 'Vi går en tur i skoven',
    description: 'Solsikkerne går tur i skoven med pædagogerne. Vi går to og to og holder hinanden i hånden.',
    children: [
      kid('Maja', 'pige', 5, 'lys', 'blond hestehale', 'lilla jakke'),
      kid('Yusuf', 'dreng', 6, 'mørk', 'sort kort', 'orange jakke'),
      kid('Sara', 'pige', 6, 'meget mørk', 'sort', 'grøn regnjakke', { hairStyle: 'knold' }),
      kid('Emil', 'dreng', 5, 'medium', 'lysebrunt', 'blå regnjakke', { glasses: true }),
    ],
    group: { name: 'Solsikkerne', ageFrom: 5, ageTo: 6 },
    where: 'udendørs',
  },
  {
    slug: 'noah-brandovelse',
    title: 'Brandøvelse i børnehaven',
    description:
      'Der er brandøvelse i børnehaven. Alarmen lyder højt. Noah må have sine høretelefoner på. Vi går stille ud sammen med pædagogen.',
    children: [kid('Noah', 'dreng', 6, 'mørk', 'sort kort', 'grøn t-shirt og blå bukser', { ears: 'høretelefoner' })],
    where: 'indendørs',
  },
  {
    slug: 'amira-vaccine',
    title: 'Amira skal have en vaccine',
    description: 'Amira skal til lægen og have en vaccine i armen. Det stikker lidt. Far holder hende i hånden.',
    children: [kid('Amira', 'pige', 10, 'medium', 'sort langt', 'blå trøje og sorte bukser', { headscarf: true })],
    where: 'indendørs',
  },
  {
    slug: 'sofia-bus',
    title: 'Sofia tager bussen til skole',
    description: 'Sofia skal tage bussen alene til skole. Hun venter ved stoppestedet, viser sit buskort til chaufføren og sætter sig ned.',
    children: [kid('Sofia', 'pige', 10, 'meget mørk', 'sort hestehale', 'grøn jakke og jeans')],
    where: 'udendørs',
  },
  {
    slug: '4b-frokost',
    title: 'Vi spiser frokost i klassen',
    description: 'I 4.B spiser vi madpakker ved bordene. Læreren læser højt. Vi vasker hænder først.',
    children: [
      kid('Oliver', 'dreng', 10, 'lys', 'blond kort', 'blå hættetrøje'),
      kid('Nour', 'pige', 10, 'medium', 'brunt langt', 'gul trøje'),
      kid('Kofi', 'dreng', 9, 'meget mørk', 'sort krøllet', 'rød t-shirt'),
      kid('Alma', 'pige', 10, 'lys', 'rødt fletninger', 'grøn kjole', { glasses: true }),
    ],
    group: { name: '4.B', ageFrom: 9, ageTo: 10 },
    where: 'indendørs',
  },
  {
    slug: 'lucas-frisoer',
    title: 'Lucas skal klippes',
    description: 'Lucas skal til frisøren og klippes. Han sidder i den store stol og får en kappe på. Det kilder lidt i nakken.',
    children: [kid('Lucas', 'dreng', 10, 'lys', 'lysebrunt', 'rød hættetrøje', { glasses: true }, 'blå')],
    where: 'indendørs',
  },
  {
    slug: 'hana-mormor',
    title: 'Vi besøger mormor på plejehjemmet',
    description:
      'Hana og mor besøger mormor på plejehjemmet. Mormor har demens og kan glemme ting. Vi spiser kage og holder mormor i hånden. Katten Misse bor derhjemme.',
    children: [kid('Hana', 'pige', 6, 'mørk', 'sort', 'lilla kjole', { hairStyle: 'knold' })],
    companion: 'katten Misse',
    where: 'indendørs',
  },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'gallery');
const SIZE = 512;

const webp = (image: { kind: string; data?: string; svg?: string }) =>
  sharp(image.kind === 'svg' ? Buffer.from(image.svg ?? '') : Buffer.from(image.data ?? '', 'base64'))
    .resize(SIZE)
    .webp({ quality: 80 })
    .toBuffer();

async function main(): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await mkdir(path.join(out, 'images'), { recursive: true });
  const illustrator = offlineIllustrator();
  let md =
    '# Gallery: offline pictures\n\nGenerated by `npm run gallery` (scripts/gallery.ts): twelve stories written by the offline writer and drawn by the offline illustrator, with no keys. Ages 2, 6 and 10; one child and groups; indoors and outdoors; all four skin colours; companions; glasses, headscarf, hearing aid and headphones. Pictures are 512 px WebP here (the app stores 1024 px).\n\n';
  const started = performance.now();
  let pictures = 0;
  for (const story of STORIES) {
    const written = story.group
      ? writeStory({
          title: story.title,
          description: story.description,
          sceneCount: 4,
          group: { ...story.group, memberNames: story.children.map((c) => c.name) },
        })
      : writeStory({
          title: story.title,
          description: story.description,
          sceneCount: 4,
          character: {
            name: story.children[0].name,
            gender: story.children[0].gender,
            age: story.children[0].age,
            companion: story.companion ?? null,
          },
        });
    const plan = writtenPlan(written);
    const who = story.children.map(
      (c) =>
        `${c.name} (${c.gender}, ${c.age} år, hud: ${c.skinColor}, hår: ${c.hairColor}${c.features?.hairStyle ? `, frisure: ${c.features.hairStyle}` : ''}, tøj: ${c.outfit}${c.features?.glasses ? ', briller' : ''}${c.features?.headscarf ? ', tørklæde' : ''}${c.features?.ears && c.features.ears !== 'ingen' ? `, ${c.features.ears}` : ''})`,
    );
    md += `## ${written.title}\n\n${story.group ? `Gruppe: ${story.group.name}, ${story.group.ageFrom}-${story.group.ageTo} år. ` : ''}${story.where}. ${who.join('; ')}${story.companion ? `. Ledsager: ${story.companion}` : ''}.\n\n`;
    for (const [i, child] of story.children.entries()) {
      const [avatar] = await illustrator.avatars({ look: child, count: 1 });
      const file = `images/${story.slug}-avatar-${i + 1}.webp`;
      await writeFile(path.join(out, file), await webp(avatar));
      md += `![Avatar: ${child.name}](${file}) `;
    }
    md += '\n\n';
    const base = {
      title: written.title,
      plan,
      avatars: [],
      children: story.children,
      companion: story.companion ?? null,
      prompt: '',
      negativePrompt: '',
      names: [],
      storySeed: story.slug,
    };
    const cover = await illustrator.scene({ ...base, cover: true, page: plan.pages[0], seed: `${story.slug}:0` });
    await writeFile(path.join(out, `images/${story.slug}-0.webp`), await webp(cover));
    md += `![Forside](images/${story.slug}-0.webp)\n\n`;
    pictures++;
    for (const [i, page] of plan.pages.entries()) {
      const image = await illustrator.scene({ ...base, cover: false, page, seed: `${story.slug}:${i + 1}` });
      const file = `images/${story.slug}-${i + 1}.webp`;
      await writeFile(path.join(out, file), await webp(image));
      md += `![Side ${i + 1}](${file})\n\n> ${pageText(page).replace(/\n+/g, ' ')}\n\n`;
      pictures++;
    }
  }
  md += await actionPages(illustrator, () => pictures++);
  md += await agesAndCards();
  await writeFile(path.join(out, 'README.md'), md);
  console.log(
    `${STORIES.length} stories, ${ACTION_PAGES.length} action pages, ${pictures} pictures in ${Math.round(performance.now() - started)} ms -> docs/gallery/`,
  );
}

/**
 * Issue 29: sixteen pages, each a parent's request whose story has a page with an action; the page
 * the plan's scene gives that action (or the page with its words) is drawn with its text under it,
 * and what the scene says will be drawn («Tegnes: …»).
 */
async function actionPages(illustrator: ReturnType<typeof offlineIllustrator>, counted: () => void): Promise<string> {
  let md =
    "## Seventeen pages, each an action (issue 29)\n\nEach is the page of a story written offline from the request shown; the plan's scene (setting, who is there, action) decides the picture. «Tegnes» is what the app says before drawing.\n\n";
  for (const a of ACTION_PAGES) {
    const written = writeStory({
      title: a.title,
      description: a.description,
      facts: a.facts,
      sceneCount: 4,
      character: { name: a.child.name, gender: a.child.gender, age: a.child.age, companion: a.companion ?? null },
    });
    const plan = writtenPlan(written);
    const byAction = plan.pages.findIndex((p) => p.scene.action === a.action);
    const index =
      byAction >= 0
        ? byAction
        : Math.max(
            0,
            plan.pages.findIndex((p) => pageText(p).toLowerCase().includes(a.words)),
          );
    const page = plan.pages[index];
    const companion = a.companion ?? null;
    const image = await illustrator.scene({
      cover: false,
      title: written.title,
      plan,
      page,
      avatars: [],
      children: [a.child],
      companion,
      prompt: '',
      negativePrompt: '',
      names: [],
      seed: `${a.slug}:${index + 1}`,
      storySeed: a.slug,
    });
    const file = `images/action-${a.slug}.webp`;
    await writeFile(path.join(out, file), await webp(image));
    counted();
    const drawn = drawnInDanish(scenePicture({ title: written.title, plan, page, companion, group: false }), {
      name: a.child.name,
      companion,
    });
    const scene = `setting ${page.scene.setting ?? '-'}, action ${page.scene.action ?? '-'}, present ${page.scene.present.join(', ')}`;
    md += `### ${a.action}: ${written.title}, side ${index + 1}\n\n![${a.action}](${file})\n\n> ${pageText(page).replace(/\n+/g, ' ')}\n\n${drawn} (${scene}${byAction < 0 ? '; the scene does not carry this action' : ''})\n\n`;
  }
  return md;
}

/** The same look at 2, 4, 6 and 10 years at their real heights, and one card subject in six styles. */
async function agesAndCards(): Promise<string> {
  await writeFile(
    path.join(out, 'images/ages.webp'),
    await sharp(Buffer.from(agesSvg(false)))
      .resize(1000)
      .webp({ quality: 80 })
      .toBuffer(),
  );
  let md =
    '## Ages side by side\n\nOne look at 2, 4, 6 and 10 years, at their real heights.\n\n![2, 4, 6 og 10 år](images/ages.webp)\n\n## Cards: one subject in six styles, and «Med min avatar»\n\n';
  const tmp = path.join(out, 'cards-tmp');
  const files = await drawCardSamples(tmp, CARD_SAMPLES, 512);
  for (const file of files) {
    const name = path.basename(file, '.png');
    await writeFile(path.join(out, `images/card-${name}.webp`), await sharp(file).resize(384).webp({ quality: 80 }).toBuffer());
    const sample = CARD_SAMPLES.find((c) => c.slug === name);
    md += `![${name}](images/card-${name}.webp) ${sample ? `«${sample.description}», ${sample.style}${sample.child ? ', med avatar' : ''}` : 'hentet med ordet under'}\n\n`;
  }
  await rm(tmp, { recursive: true, force: true });
  return md;
}

await main();
