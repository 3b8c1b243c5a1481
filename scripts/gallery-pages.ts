/**
 * The seventeen pages `npm run gallery` draws to show the actions of issue 29: each a parent's request
 * whose story has one page that says the action. The offline writer writes the story, the plan's
 * scene says what is drawn, and the gallery shows that page with its text under it.
 */
import type { AvatarFeatures } from '../shared/avatar-features';
import type { StoryFacts } from '../shared/story-facts';
import type { SceneActionId } from '../shared/scene-vocabulary';
import type { Gender, SkinColor } from '../shared/schemas';

export interface GalleryChild {
  name: string;
  gender: Gender;
  age: number;
  skinColor: SkinColor;
  hairColor: string;
  eyeColor: string;
  outfit: string;
  features: Partial<AvatarFeatures>;
}

export interface ActionPage {
  slug: string;
  /** The action the page is chosen for: the first page whose scene has it, else the page with `words` */
  action: SceneActionId;
  /** Words of the page to show (when the scene does not carry the action, the gallery says so) */
  words: string;
  title: string;
  description: string;
  facts?: StoryFacts;
  child: GalleryChild;
  companion?: string;
}

const child = (
  name: string,
  gender: Gender,
  age: number,
  skinColor: SkinColor,
  hairColor: string,
  outfit: string,
  features: Partial<AvatarFeatures> = {},
): GalleryChild => ({
  name,
  gender,
  age,
  skinColor,
  hairColor,
  outfit,
  eyeColor: 'brun',
  features,
});

export const ACTION_PAGES: ActionPage[] = [
  {
    slug: 'oliver-tandlaegestol',
    action: 'treatment-chair',
    words: 'ligger i tandlægestolen',
    title: 'Oliver skal til tandlæge',
    description: 'Oliver skal til tandlæge på torsdag. Mor går med.',
    facts: {
      who: ['mor', 'tandlægen'],
      steps: [
        'Vi sidder i venteværelset',
        'Oliver ligger i tandlægestolen og åbner munden',
        'Tandlægen kigger på tænderne med et lille spejl',
      ],
    },
    child: child('Oliver', 'dreng', 6, 'lys', 'lysebrunt', 'blå trøje'),
    companion: 'bamsen Brumme',
  },
  {
    slug: 'lucas-frisoerstol',
    action: 'barber-chair',
    words: 'frisørstolen',
    title: 'Lucas skal klippes',
    description: 'Lucas skal klippes hos frisøren. Lucas sidder i frisørstolen og får en kappe på.',
    facts: { who: ['far', 'frisøren'] },
    child: child('Lucas', 'dreng', 8, 'medium', 'sort krøllet', 'rød hættetrøje', { glasses: true }),
  },
  {
    slug: 'alma-venteværelse',
    action: 'wait-with-book',
    words: 'venteværelset',
    title: 'Alma skal til lægen',
    description: 'Alma skal til lægen. Alma og far sidder i venteværelset og læser en bog.',
    facts: { who: ['far'] },
    child: child('Alma', 'pige', 4, 'lys', 'rødt', 'gul kjole'),
  },
  {
    slug: 'ida-begravelse',
    action: 'sit-in-pew',
    words: 'kirken',
    title: 'Morfars begravelse',
    description: 'Morfar er død. På fredag er der begravelse i kirken. Ida sidder på bænken i kirken sammen med mor.',
    facts: { who: ['mor'] },
    child: child('Ida', 'pige', 7, 'lys', 'blond hestehale', 'mørkeblå kjole'),
  },
  {
    slug: 'ida-graven',
    action: 'flower-at-grave',
    words: 'graven',
    title: 'Vi besøger morfars grav',
    description: 'Morfar er død. Ida og mor går på kirkegården. Ida lægger en blomst på morfars grav.',
    facts: { who: ['mor'] },
    child: child('Ida', 'pige', 7, 'lys', 'blond hestehale', 'grøn jakke'),
  },
  {
    slug: 'noah-besoeg-hospital',
    action: 'visit-in-hospital-bed',
    words: 'hospitalet',
    title: 'Far er på hospitalet',
    description: 'Far er indlagt på hospitalet. Far ligger i en seng på hospitalet. Noah besøger far om eftermiddagen.',
    facts: { who: ['mor', 'far'] },
    child: child('Noah', 'dreng', 8, 'mørk', 'sort kort', 'grøn t-shirt', { ears: 'høreapparat' }),
  },
  {
    slug: 'sara-ny-paedagog',
    action: 'wave-hello',
    words: 'siger hej',
    title: 'En ny voksen i børnehaven',
    description: 'Der kommer en ny pædagog i børnehaven. Hun hedder Lone. Sara vinker og siger hej til Lone.',
    facts: { who: ['pædagogen Lone'] },
    child: child('Sara', 'pige', 5, 'meget mørk', 'sort', 'lilla trøje', { hairStyle: 'knold' }),
  },
  {
    slug: 'sofia-bus',
    action: 'bus-seat',
    words: 'bussen',
    title: 'Sofia tager bussen',
    description: 'Sofia tager bussen til skole. Sofia sætter sig på et sæde i bussen.',
    child: child('Sofia', 'pige', 10, 'medium', 'sort hestehale', 'grøn jakke'),
  },
  {
    slug: 'emil-bamse',
    action: 'hold-companion',
    words: 'holder bamsen',
    title: 'Emil sover hos mormor',
    description: 'Emil skal sove hos mormor. Emil holder bamsen Bobo, når han er hos mormor.',
    facts: { who: ['mormor'] },
    child: child('Emil', 'dreng', 3, 'lys', 'lyst kort hår', 'blå pyjamas'),
    companion: 'bamsen Bobo',
  },
  {
    slug: 'malik-haand',
    action: 'hold-hand',
    words: 'i hånden',
    title: 'Malik går over vejen',
    description: 'Malik og mor går over vejen ved lyskrydset. Malik holder mor i hånden.',
    facts: { who: ['mor'] },
    child: child('Malik', 'dreng', 4, 'mørk', 'sort krøllet', 'orange jakke'),
  },
  {
    slug: 'liv-farvel',
    action: 'wave-goodbye',
    words: 'farvel',
    title: 'Farvel i vuggestuen',
    description: 'Far afleverer Liv i vuggestuen. Liv vinker farvel til far ved vinduet.',
    facts: { who: ['far'] },
    child: child('Liv', 'pige', 2, 'medium', 'brunt krøllet', 'lyserød kjole'),
  },
  {
    slug: 'yusuf-koe',
    action: 'stand-in-line',
    words: 'i kø',
    title: 'Yusuf står i kø',
    description: 'I kantinen står Yusuf i kø med de andre børn. Han venter på sin tur.',
    child: child('Yusuf', 'dreng', 9, 'mørk', 'sort kort', 'blå hættetrøje'),
  },
  {
    slug: 'freja-aftensmad',
    action: 'eat-at-table',
    words: 'ved bordet',
    title: 'Freja spiser aftensmad',
    description: 'Freja spiser aftensmad ved bordet med mor og far.',
    facts: { who: ['mor', 'far'] },
    child: child('Freja', 'pige', 5, 'lys', 'lyst kort hår', 'gul trøje'),
  },
  {
    slug: 'theo-oerer',
    action: 'cover-ears',
    words: 'for ørerne',
    title: 'Fyrværkeri nytårsaften',
    description: 'Nytårsaften er der fyrværkeri. Det larmer. Theo holder sig for ørerne.',
    child: child('Theo', 'dreng', 6, 'lys', 'rødt', 'grøn trøje', { ears: 'høretelefoner' }),
  },
  {
    slug: 'nour-jakke',
    action: 'put-on-coat',
    words: 'jakken på',
    title: 'Vi skal ud',
    description: 'Når vi skal ud, tager Nour jakken på i gangen.',
    child: child('Nour', 'pige', 4, 'medium', 'brunt langt', 'blå kjole', { headscarf: true }),
  },
  {
    slug: 'asger-hospitalsseng',
    action: 'lie-in-hospital-bed',
    words: 'hospitalsseng',
    title: 'Asger skal have taget mandlerne',
    description: 'Asger skal opereres og have taget mandlerne. Bagefter ligger Asger i en hospitalsseng. Mor sidder ved siden af.',
    facts: { who: ['mor'] },
    child: child('Asger', 'dreng', 6, 'lys', 'blond kort', 'hvid t-shirt'),
  },
  {
    slug: 'ida-minder',
    action: 'look-at-photo',
    words: 'billeder af morfar',
    title: 'Minderne om morfar',
    description: 'Morfar er død. Han kommer ikke tilbage. Ida og mor kigger på billeder af morfar.',
    facts: { who: ['mor'] },
    child: child('Ida', 'pige', 7, 'lys', 'blond hestehale', 'gul trøje'),
  },
];
