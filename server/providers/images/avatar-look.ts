import type { Options as AvataaarsOptions } from '@dicebear/avataaars';
import type { AvatarFeatures } from '../../../shared/avatar-features';
import type { Gender, SkinColor } from '../../../shared/schemas';

/** The English words for each skin colour in a picture prompt (avatars and story pictures). */
export const SKIN_WORDS: Readonly<Record<SkinColor, string>> = { lys: 'fair', medium: 'medium', mørk: 'dark', 'meget mørk': 'very dark' };

/** What an avatar shows: the form's look, never the child's name. */
export interface AvatarLook {
  gender: Gender;
  age: number;
  hairColor: string;
  eyeColor: string;
  skinColor: SkinColor;
  outfit: string;
  /** The avatar builder's choices (hair style, glasses, headscarf, ears); missing on older avatars. */
  features?: Partial<AvatarFeatures>;
}

type Rule = [RegExp, string];

const norm = (s: string) => s.trim().toLowerCase();
const firstMatch = (rules: Rule[], text: string) => rules.find(([re]) => re.test(norm(text)))?.[1];

/** Danish hair-colour words -> hex; the most specific words first. */
const hairRules: Rule[] = [
  [/platin/, 'ecdcbf'],
  [/jordbær/, 'd98c5f'],
  [/lyserød|pink|rosa/, 'f59797'],
  [/rødbrun|kastanje|auburn/, 'a55728'],
  [/lysebrun|lys ?brun|nøddebrun/, '9a6a3a'],
  [/mørkebrun|mørk ?brun/, '4a312c'],
  [/brun/, '724133'],
  [/rød|kobber|ingefær/, 'c93305'],
  [/gylden|honning/, 'b58143'],
  [/blond|lys|gul/, 'd6b370'],
  [/sort|mørk/, '2c1b18'],
  [/grå|sølv|hvid/, 'e8e1e1'],
  [/blå/, '5199e4'],
  [/grøn/, '3a9d5d'],
  [/lilla|violet/, '8e6cc9'],
];

/** Danish eye-colour words -> iris hex. */
const eyeRules: Rule[] = [
  [/grå ?blå|blå ?grå/, '6f8fae'],
  [/blå ?grøn|grøn ?blå|turkis/, '3f8f8a'],
  [/hassel|nøddebrun|grøn ?brun|brun ?grøn/, '8e6b3a'],
  [/mørkebrun|mørk ?brun|sort/, '3b2416'],
  [/lysebrun|lys ?brun|rav/, 'a0672a'],
  [/brun/, '6b3e1f'],
  [/lyseblå|lys ?blå/, '6fb3ea'],
  [/blå/, '3b7dd8'],
  [/grøn/, '3f9a55'],
  [/grå/, '8a9aa6'],
];

/** Danish clothing-colour words -> hex, found anywhere in the outfit text. */
const outfitColorRules: Rule[] = [
  [/lyserød|pink|rosa/, 'ff8fb1'],
  [/mørkeblå|marineblå|navy/, '25557c'],
  [/lyseblå/, '65c9ff'],
  [/turkis/, '2ec4b6'],
  [/blå/, '5199e4'],
  [/lysegrøn|mintgrøn/, 'a7ffc4'],
  [/grøn/, '4caf50'],
  [/gul/, 'ffd84d'],
  [/orange/, 'ff9f43'],
  [/lilla|violet/, '9b6ad6'],
  [/rød/, 'ff5c5c'],
  [/sort/, '262e33'],
  [/hvid/, 'f4f4f4'],
  [/grå/, '929598'],
  [/brun/, '8b5a3c'],
];

/** Outfit words -> avataaars clothing pieces that fit a child. */
const outfitPieceRules: [RegExp, Clothing][] = [
  [/hættetrøje|hoodie/, ['hoodie']],
  [/overall|selebukser/, ['overall']],
  [/skjorte|strik|sweater|trøje|cardigan/, ['collarAndSweater']],
  [/kjole|bluse|top/, ['shirtScoopNeck']],
  [/t-shirt|tshirt|t-shirts/, ['shirtCrewNeck', 'graphicShirt']],
];

const skin: Record<SkinColor, string[]> = {
  lys: ['ffdbb4', 'edb98a'],
  medium: ['d08b5b'],
  mørk: ['ae5d29'],
  'meget mørk': ['614335'],
};

type Top = NonNullable<AvataaarsOptions['top']>;
type Clothing = NonNullable<AvataaarsOptions['clothing']>;

const boyTops: Top = ['shortFlat', 'shortRound', 'shortWaved', 'shortCurly', 'theCaesar', 'theCaesarAndSidePart', 'frizzle', 'shaggy'];
const girlTops: Top = ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'straight01', 'straight02', 'straightAndStrand', 'miaWallace'];
const curlyTops: Record<Gender, Top> = { dreng: ['shortCurly', 'frizzle', 'fro'], pige: ['curly', 'curvy', 'froBand', 'fro'] };
const longTops: Top = ['longButNotTooLong', 'straight01', 'straight02', 'straightAndStrand', 'miaWallace', 'curvy'];
const shortTops: Record<Gender, Top> = { dreng: boyTops, pige: ['bob', 'shortCurly', 'shortRound', 'shortWaved'] };

/** DiceBear avataaars options for a look: calm face, the form's colours, varied hair per seed. */
export function avataaarsOptions(look: AvatarLook): Partial<AvataaarsOptions> {
  const hairText = norm(look.hairColor);
  let top = look.gender === 'pige' ? girlTops : boyTops;
  if (/krøl|krus|afro/.test(hairText)) top = curlyTops[look.gender];
  else if (/lang/.test(hairText)) top = longTops;
  else if (/kort/.test(hairText)) top = shortTops[look.gender];
  const outfit = norm(look.outfit);
  const clothing = outfitPieceRules.find(([re]) => re.test(outfit))?.[1] ?? (['hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'overall', 'collarAndSweater', 'graphicShirt'] satisfies Clothing);
  const clothesColor = firstMatch(outfitColorRules, outfit);
  const glasses = /brille/.test(outfit);
  return {
    top,
    topProbability: 100,
    hairColor: [firstMatch(hairRules, hairText) ?? '724133'],
    skinColor: skin[look.skinColor],
    clothing,
    clothingGraphic: ['bear', 'deer', 'diamond'],
    clothesColor: clothesColor ? [clothesColor] : ['5199e4', '65c9ff', 'a7ffc4', 'ffafb9', 'ffd84d', '3c4f5c'],
    hatColor: clothesColor ? [clothesColor] : ['5199e4'],
    // Calm, friendly and predictable: no grimaces, no raised brows, no beards.
    mouth: ['smile', 'default'],
    eyes: ['default'],
    eyebrows: ['default', 'defaultNatural'],
    facialHairProbability: 0,
    accessories: ['prescription02', 'round'],
    accessoriesProbability: glasses ? 100 : 0,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'cdeccd'],
  };
}

export const eyeColorOf = (look: AvatarLook) => firstMatch(eyeRules, look.eyeColor) ?? '6b3e1f';

/** Danish words of the form -> English, word by word; unknown words are left out of the prompt. */
const english: Record<string, string> = {
  brun: 'brown', brunt: 'brown', brune: 'brown', lysebrun: 'light brown', lysebrunt: 'light brown', mørkebrun: 'dark brown', mørkebrunt: 'dark brown',
  blond: 'blond', blondt: 'blond', lys: 'light', lyst: 'light', lyse: 'light', mørk: 'dark', mørkt: 'dark', mørke: 'dark',
  sort: 'black', sorte: 'black', rød: 'red', rødt: 'red', røde: 'red', rødbrun: 'auburn', kobber: 'copper', gylden: 'golden', platin: 'platinum',
  blå: 'blue', blåt: 'blue', lyseblå: 'light blue', mørkeblå: 'dark blue', marineblå: 'navy blue', grøn: 'green', grønt: 'green', grønne: 'green',
  grå: 'grey', gråt: 'grey', hvid: 'white', hvidt: 'white', hvide: 'white', gul: 'yellow', gult: 'yellow', gule: 'yellow', orange: 'orange',
  lilla: 'purple', lyserød: 'pink', lyserødt: 'pink', pink: 'pink', turkis: 'turquoise', hassel: 'hazel', nøddebrun: 'hazel',
  krøllet: 'curly', krøllede: 'curly', krøller: 'curls', glat: 'straight', glatte: 'straight', lang: 'long', langt: 'long', lange: 'long',
  kort: 'short', korte: 'short', hår: 'hair', fletning: 'braid', fletninger: 'braids', hestehale: 'ponytail', og: 'and', med: 'with', i: 'in',
  trøje: 'sweater', sweater: 'sweater', hættetrøje: 'hoodie', hoodie: 'hoodie', 't-shirt': 't-shirt', skjorte: 'shirt', bluse: 'blouse',
  kjole: 'dress', nederdel: 'skirt', bukser: 'trousers', jeans: 'jeans', cowboybukser: 'jeans', shorts: 'shorts', overall: 'overalls',
  jakke: 'jacket', regnjakke: 'rain jacket', regntøj: 'rain clothes', vest: 'vest', fleece: 'fleece', kasket: 'cap', hue: 'beanie', sko: 'shoes', gummistøvler: 'rain boots', støvler: 'boots', briller: 'glasses',
  stribet: 'striped', striber: 'stripes', prikket: 'polka-dot', prikker: 'dots', ternet: 'checked', sparkedragt: 'romper',
};

const connectors = new Set(['and', 'with', 'in']);

export function toEnglish(danish: string): string {
  const words = norm(danish)
    .split(/[\s,.;:!?/]+/)
    .map((w) => english[w])
    .filter(Boolean);
  // Unknown words are dropped, which can leave "with" or "and" hanging.
  const kept = words.filter((w, i) => !connectors.has(w) || (i > 0 && i < words.length - 1 && !connectors.has(words[i + 1])));
  while (kept.length && connectors.has(kept[0])) kept.shift();
  while (kept.length && connectors.has(kept.at(-1)!)) kept.pop();
  return kept.join(' ');
}
