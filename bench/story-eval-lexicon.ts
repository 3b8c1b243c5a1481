/**
 * The word lists of `npm run bench -- story-eval`, written for the benchmark alone: the offline
 * writer does not read them and they were not copied from its lists, so a measure cannot agree with
 * the writer merely because both use the same words. A Danish stemmer (Snowball's Danish algorithm,
 * written out here), a tokenizer, the stop words, the small frame vocabulary a fact-free sentence may
 * use, the claim classes and the action verbs that make a dead person act.
 */

const VOWELS = new Set('aeiouyæåø');
const S_ENDING = new Set('abcdfghjklmnoprtvyzå');
/** Snowball's Danish step 1 suffixes, longest first so the first match is the longest. */
const MAIN_SUFFIXES = [
  'erendes',
  'erende',
  'hedens',
  'ethed',
  'erede',
  'heden',
  'heder',
  'endes',
  'ernes',
  'erens',
  'erets',
  'ered',
  'ende',
  'erne',
  'eren',
  'erer',
  'heds',
  'enes',
  'eres',
  'eret',
  'hed',
  'ene',
  'ere',
  'ens',
  'ers',
  'ets',
  'en',
  'er',
  'es',
  'et',
  'e',
];
const OTHER_SUFFIXES = ['elig', 'løst', 'lig', 'els', 'ig'];

/** Start of R1: after the first non-vowel that follows a vowel, and at least 3 letters in. */
function regionOne(word: string): number {
  for (let i = 1; i < word.length; i++) {
    if (!VOWELS.has(word[i]) && VOWELS.has(word[i - 1])) return Math.max(3, i + 1);
  }
  return word.length;
}

function consonantPair(word: string, r1: number): string {
  const tail = word.slice(-2);
  return ['gd', 'dt', 'gt', 'kt'].includes(tail) && word.length - 2 >= r1 ? word.slice(0, -1) : word;
}

/** Snowball's Danish stemmer: 'tandlægen' -> 'tandlæg', 'badet' -> 'bad', 'synger' -> 'syng'. */
export function stem(input: string): string {
  let word = input.toLowerCase();
  const r1 = regionOne(word);
  const main = MAIN_SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= r1);
  if (main) word = word.slice(0, -main.length);
  else if (word.endsWith('s') && word.length - 1 >= r1 && S_ENDING.has(word[word.length - 2])) word = word.slice(0, -1);
  word = consonantPair(word, r1);
  if (word.endsWith('igst')) word = word.slice(0, -2);
  const other = OTHER_SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= r1);
  if (other === 'løst') word = word.slice(0, -1);
  else if (other) word = consonantPair(word.slice(0, -other.length), r1);
  const last = word[word.length - 1];
  if (word.length - 2 >= r1 && last && !VOWELS.has(last) && last === word[word.length - 2]) word = word.slice(0, -1);
  return word;
}

/** Lower-case words and numbers, in order; a genitive 's is kept on the word ('mor's' -> 'mors'). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, 's')
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/**
 * Sentences: a break after . ! or ? (and a closing quote) where the next sentence starts with a
 * capital, a quote or a digit-free word; «kl. 8» and «f.eks. når» stay whole.
 */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?][»"”)]?)\s+(?=[«"“(]?[\p{Lu}])/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Danish function words, pronouns, auxiliaries, the commonest adverbs and light verbs: what a
 * sentence may hold without stating a fact of its own.
 */
export const STOP_WORDS = new Set(
  `
  og eller men for så at som der da når hvis fordi mens før efter om til fra med uden ved på i af ad
  hos mod over under gennem mellem langs omkring bag foran inde ude oppe nede hjemme henne
  jeg mig min mit mine du dig din dit dine han ham hans hun hende hendes den det de dem deres
  vi os vores vor jer jeres man sig sin sit sine en et ene hinanden selv selve
  er var være været bliver blev blive blevet har havde have haft skal skulle vil ville kan kunne
  må måtte får fik få fået gør gjorde gøre gjort går gik gå gået kommer kom komme kommet
  ikke ja nej også bare lige helt meget mere mest lidt nok vel jo nu så her der hvor hvad hvem
  hvorfor hvordan hvornår hvilken hvilket hvilke alle alt andre anden andet nogle noget nogen
  ingen intet hver hvert enhver mange få flere flest første sidste næste samme sådan sådant
  godt god gode lille små stor store ny nye gang gange dag dage år igen altid aldrig tit ofte
  snart først sidst senere bagefter derefter dernæst tilbage væk frem hen op ned ind ud gerne hellere
  også endnu stadig allerede måske sikkert kun især både end sammen alene rigtig
  the dem denne dette disse kl
  `
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * What a frame sentence (an opening, a perspective or affirming sentence, a closing) may say beyond
 * the child's name and the parent's words. Kept small on purpose; the README lists it.
 */
export const FRAME_WORDS = [
  'historie',
  'handle',
  'fortælle',
  'tænke',
  'tanke',
  'føle',
  'følelse',
  'okay',
  'spørge',
  'spørgsmål',
  'voksen',
  'sige',
  'vide',
  'hjælpe',
  'tryg',
  'rolig',
  'prøve',
  'ske',
  'orden',
  'glad',
  'ked',
  // The book itself: reading it again, looking at its pictures (closings, issue 27).
  'læse',
  'kigge',
  'billede',
];
/** The frame words' inflected forms a stem does not reach ('sker', 'ved', 'voksne'). */
const FRAME_FORMS = [
  'historien',
  'handler',
  'fortæller',
  'tænker',
  'tanker',
  'tankerne',
  'føler',
  'følelser',
  'ok',
  'spørger',
  'spørgsmålene',
  'voksne',
  'voksen',
  'voksent',
  'siger',
  'sagt',
  'ved',
  'vidste',
  'hjælper',
  'hjælp',
  'trygt',
  'trygge',
  'roligt',
  'rolige',
  'prøver',
  'sker',
  'skete',
  'glade',
  'kede',
  'kedt',
  'billederne',
  'billeder',
];
const FRAME_STEMS = new Set([...FRAME_WORDS, ...FRAME_FORMS].map(stem));
export const isFrameWord = (w: string) => FRAME_STEMS.has(stem(w));

export type ClaimClass = 'illness' | 'birth' | 'doctor' | 'operation' | 'death' | 'fire' | 'christmas' | 'school' | 'separation' | 'move';

/**
 * Words of each kind of claim a story must not make unless the request names it. Patterns on the
 * lower-cased text; `\b` is not used because it does not know æ, ø and å.
 */
const W = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const rx = (body: string) => new RegExp(`${W}(?:${body})${E}`, 'u');
export const CLAIM_CLASSES: Record<ClaimClass, RegExp[]> = {
  illness: [
    rx('syg|syge|sygt|sygdom\\p{L}*|sygere'),
    rx(
      'kræft|demens|diagnose\\p{L}*|epilepsi|diabetes|astma|feber|influenza|covid|corona|infektion\\p{L}*|blindtarm\\p{L}*|lungebetændelse\\p{L}*',
    ),
  ],
  birth: [
    rx(
      'baby\\p{L}*|føde|føder|fødte|fødsel\\p{L}*|fødegang\\p{L}*|gravid\\p{L}*|nyfødt\\p{L}*|lillebror\\p{L}*|lillesøster\\p{L}*|termin\\p{L}*|jordemoder\\p{L}*',
    ),
  ],
  doctor: [
    rx('læge|lægen|lægens|lægerne|læger|lægehus\\p{L}*|lægevagt\\p{L}*|lægeklinik\\p{L}*'),
    rx('(?:øjen|øre|børne|egen|praktiserende |vagt|skole|special)læge\\p{L}*'),
    rx('\\p{L}*hospital\\p{L}*|sygehus\\p{L}*|sygeplejerske\\p{L}*|skadestue\\p{L}*|ambulance\\p{L}*|akutmodtagelse\\p{L}*|patient\\p{L}*'),
  ],
  operation: [rx('operer\\p{L}*|operation\\p{L}*|narkose\\p{L}*|bedøvelse\\p{L}*|bedøve\\p{L}*|kirurg\\p{L}*')],
  death: [
    rx(
      'død|døde|dødt|døden|dødsfald\\p{L}*|dø|begrav\\p{L}*|bisættelse\\p{L}*|bisat|kisten|kiste|kirkegård\\p{L}*|aflive\\p{L}*|afliv\\p{L}*|gået bort|sov ind|sovet ind',
    ),
  ],
  fire: [rx('brand|branden|brand(?:øvelse|alarm|mand|folk|bil|station|slukker|vej|dør)\\p{L}*|ild|ilden|flammer\\p{L}*|evakuer\\p{L}*')],
  christmas: [rx('jul|julen|julens|jule\\p{L}+|juleaften\\p{L}*|nisse\\p{L}*|advent\\p{L}*')],
  school: [
    rx(
      '\\p{L}*skole\\p{L}*|klasse|klassen|klasser|klassens|klasse(?:kammerat|lokale|værelse)\\p{L}*|frikvarter\\p{L}*|sfo|undervisning\\p{L}*|lektie\\p{L}*',
    ),
    rx('læreren|lærerne|lærere|lærerens|lærerinde\\p{L}*|\\p{L}+lærer(?:en|e|ne|ens)?'),
    rx('(?:en|den|vores|sin|sit|hans|hendes|min|din|ny|nye|deres|\\p{L}+s) lærer'),
  ],
  separation: [
    rx(
      'skilsmisse\\p{L}*|skilles|skilt|skiller|blive skilt|(?:går|gå|gik|gået|flytter|flytte) fra hinanden|hver for sig|to hjem|deleordning\\p{L}*|hver anden uge',
    ),
  ],
  move: [
    rx(
      'flytte|flytter|flyttede|flyttet|flytning\\p{L}*|flytte(?:bil|kasse|dag|mand)\\p{L}*|nyt hus|nye hus|ny lejlighed|nye lejlighed|nyt hjem|nye hjem|ny adresse',
    ),
  ],
};
export const CLAIM_CLASS_NAMES = Object.keys(CLAIM_CLASSES) as ClaimClass[];

/** The first word of `kind` in the text, or null. */
export function claimWord(text: string, kind: ClaimClass): string | null {
  const lower = text.toLowerCase();
  for (const re of CLAIM_CLASSES[kind]) {
    const m = re.exec(lower);
    if (m) return m[0];
  }
  return null;
}

/**
 * What a request says of someone who has died: 'Farfar døde i søndags', 'mormor er død',
 * 'farmors begravelse', 'Morfar er gået bort'. The word before holds the person (and a kin word
 * before a name: 'morfar Jens døde').
 */
export const DEATH_PATTERNS = [
  /([\p{L}]+)(?: ([\p{L}]+))? (?:døde|er død|var død|er gået bort|gik bort|er sovet ind|sov ind)(?![\p{L}])/gu,
  /([\p{L}]+?)s (?:begravelse|bisættelse)/gu,
  /(?:begravelse|bisættelse)(?:n)? af ([\p{L}]+)/gu,
];
/** Words that stand before 'døde' without being the one who died. */
export const NOT_A_PERSON = new Set([
  'han',
  'hun',
  'den',
  'det',
  'de',
  'der',
  'som',
  'og',
  'er',
  'at',
  'da',
  'nu',
  'desværre',
  'pludselig',
  'lige',
  'har',
  'blev',
  'i',
  'en',
  'vores',
  'min',
  'hendes',
  'hans',
  'sin',
  'deres',
  'af',
  'hvor',
  'når',
  'fordi',
  'og',
  'så',
  'dyr',
  'blomster',
]);

/** Present-tense action verbs that a dead person must not be the subject of, with their infinitives for 'skal/vil ...'. */
export const ACTION_VERBS: Record<string, string> = {
  kommer: 'komme',
  går: 'gå',
  siger: 'sige',
  åbner: 'åbne',
  henter: 'hente',
  krammer: 'kramme',
  leger: 'lege',
  spiser: 'spise',
  ringer: 'ringe',
  besøger: 'besøge',
  venter: 'vente',
  hjælper: 'hjælpe',
  kører: 'køre',
  læser: 'læse',
  synger: 'synge',
  smiler: 'smile',
  vinker: 'vinke',
  griner: 'grine',
  sidder: 'sidde',
  står: 'stå',
  bager: 'bage',
  giver: 'give',
  tager: 'tage',
  passer: 'passe',
  ser: 'se',
  hører: 'høre',
  skriver: 'skrive',
  fortæller: 'fortælle',
  viser: 'vise',
  holder: 'holde',
  spørger: 'spørge',
  kigger: 'kigge',
  løber: 'løbe',
  danser: 'danse',
  laver: 'lave',
  glæder: 'glæde',
  tænker: 'tænke',
  savner: 'savne',
  trøster: 'trøste',
  putter: 'putte',
  bor: 'bo',
  fejrer: 'fejre',
};
export const ACTION_INFINITIVES = new Set(Object.values(ACTION_VERBS));
/** Words that may open a sentence before an inverted verb: 'Så kommer mormor'. */
export const FRONTED = new Set([
  'så',
  'nu',
  'bagefter',
  'derefter',
  'dernæst',
  'senere',
  'snart',
  'først',
  'til',
  'om',
  'i',
  'hver',
  'når',
  'der',
]);
