import type { AvatarFeatures } from '../../../shared/avatar-features';
import type { Gender, SkinColor } from '../../../shared/schemas';

/** The English words for each skin colour in a picture prompt (avatars and story pictures). */
export const SKIN_WORDS: Readonly<Record<SkinColor, string>> = { lys: 'fair', medium: 'medium', mørk: 'dark', 'meget mørk': 'very dark' };

/**
 * What an avatar shows, and what a child's figure is drawn from: the avatar form's look and the
 * builder's choices (missing on older avatars), never the child's name.
 */
export interface AvatarLook {
  gender: Gender;
  age: number;
  hairColor: string;
  eyeColor: string;
  skinColor: SkinColor;
  outfit: string;
  features?: Partial<AvatarFeatures>;
  /** The form's companion («bamsen Brumme»): the avatar draws it beside the child; story pictures draw it where the page says. */
  companion?: string | null;
}

const norm = (s: string) => s.trim().toLowerCase();

/** Danish words of the form -> English, word by word; unknown words are left out of the prompt. */
const english: Record<string, string> = {
  brun: 'brown',
  brunt: 'brown',
  brune: 'brown',
  lysebrun: 'light brown',
  lysebrunt: 'light brown',
  mørkebrun: 'dark brown',
  mørkebrunt: 'dark brown',
  blond: 'blond',
  blondt: 'blond',
  lys: 'light',
  lyst: 'light',
  lyse: 'light',
  mørk: 'dark',
  mørkt: 'dark',
  mørke: 'dark',
  sort: 'black',
  sorte: 'black',
  rød: 'red',
  rødt: 'red',
  røde: 'red',
  rødbrun: 'auburn',
  kobber: 'copper',
  gylden: 'golden',
  platin: 'platinum',
  blå: 'blue',
  blåt: 'blue',
  lyseblå: 'light blue',
  mørkeblå: 'dark blue',
  marineblå: 'navy blue',
  grøn: 'green',
  grønt: 'green',
  grønne: 'green',
  grå: 'grey',
  gråt: 'grey',
  hvid: 'white',
  hvidt: 'white',
  hvide: 'white',
  gul: 'yellow',
  gult: 'yellow',
  gule: 'yellow',
  orange: 'orange',
  lilla: 'purple',
  lyserød: 'pink',
  lyserødt: 'pink',
  pink: 'pink',
  turkis: 'turquoise',
  hassel: 'hazel',
  nøddebrun: 'hazel',
  krøllet: 'curly',
  krøllede: 'curly',
  krøller: 'curls',
  glat: 'straight',
  glatte: 'straight',
  lang: 'long',
  langt: 'long',
  lange: 'long',
  kort: 'short',
  korte: 'short',
  hår: 'hair',
  fletning: 'braid',
  fletninger: 'braids',
  hestehale: 'ponytail',
  og: 'and',
  med: 'with',
  i: 'in',
  trøje: 'sweater',
  sweater: 'sweater',
  hættetrøje: 'hoodie',
  hoodie: 'hoodie',
  't-shirt': 't-shirt',
  skjorte: 'shirt',
  bluse: 'blouse',
  kjole: 'dress',
  nederdel: 'skirt',
  bukser: 'trousers',
  jeans: 'jeans',
  cowboybukser: 'jeans',
  shorts: 'shorts',
  overall: 'overalls',
  jakke: 'jacket',
  regnjakke: 'rain jacket',
  regntøj: 'rain clothes',
  vest: 'vest',
  fleece: 'fleece',
  kasket: 'cap',
  hue: 'beanie',
  sko: 'shoes',
  gummistøvler: 'rain boots',
  støvler: 'boots',
  briller: 'glasses',
  stribet: 'striped',
  striber: 'stripes',
  prikket: 'polka-dot',
  prikker: 'dots',
  ternet: 'checked',
  sparkedragt: 'romper',
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
