import { AUNTS_AND_UNCLES, COUSINS, GRANDPARENTS } from '../../../shared/story-people';

/**
 * Word lists of the offline story composer: which Danish words point at which picture setting,
 * the English phrases the offline illustrator prompt is built from, and the words the composer
 * recognises in a character's traits and companion.
 *
 * Keyword syntax (see `keywordPattern`): lower case; a trailing `*` matches any ending
 * ('tandlæge*' matches 'tandlægen', 'tandlægebesøget'); without it the word must match whole;
 * a keyword may be a phrase ('første skoledag').
 */

import { SCENE_SETTINGS, type SceneActionId } from '../../../shared/scene-vocabulary';

/** The places a picture can show: the scene vocabulary's own (shared/scene-vocabulary.ts), one list. */
export const SETTING_IDS = SCENE_SETTINGS;

/** The picture backgrounds of the offline illustrator. */
export type SettingId = (typeof SETTING_IDS)[number];

/** A keyword, or a keyword with its weight (default 1). */
export type WeightedKeyword = string | readonly [keyword: string, weight: number];

/**
 * Words in a scene's text that place its picture. Going home outweighs the place the story is
 * about ('Bagefter går Emil hjem' is drawn at home, also in a dentist story).
 */
export const SETTING_KEYWORDS: Record<SettingId, readonly WeightedKeyword[]> = {
  home: [
    ['hjem', 2],
    ['hjemme', 2],
    ['derhjemme', 2],
    ['hjemad', 2],
    ['hjemmet', 2],
    ['hjemmefra', 2],
    ['det nye hjem', 2],
    'køkken*',
    'stuen',
    'sofa*',
    'spisebord*',
  ],
  // «Klassen mødes på perronen»: the class is who, not where.
  school: [
    'skole*',
    ['klasse*', 0.5],
    ['klasselokale*', 0.5],
    ['klasseværelse*', 0.5],
    ['lærer*', 0.4],
    'frikvarter*',
    'skolegård*',
    'timerne',
    'skoletaske*',
    'tavle*',
  ],
  kindergarten: ['børnehave*', 'vuggestue*', 'dagpleje*', ['pædagog*', 0.4], 'garderobe*', 'knage*'],
  dentist: ['tandlæge*', 'tandklinik*', 'tandpleje*'],
  doctor: [
    'læge',
    'lægen',
    'lægens',
    'lægebesøg*',
    'lægehus*',
    'lægeklinik*',
    'sygeplejerske*',
    'vaccin*',
    'briks*',
    'stetoskop*',
    'blodprøve*',
  ],
  // (Shelves only in the plural a shop has: «sin egen hylde» at home is no shop.)
  shop: ['butik*', 'supermarked*', 'byggemarked*', 'indkøb*', 'kassen', 'købmand*', 'hylderne', 'varerne', 'båndet'],
  playground: ['legeplads*', 'gynge*', 'rutsjebane*', 'sandkasse*', 'klatrestativ*'],
  // A page that names the vehicle is drawn with it, also on a trip to the forest.
  // A vehicle weighs more than going home: «kører med toget hjem» is drawn on the train (picture-places tune).
  transport: [
    ['bus', 2.5],
    ['bussen', 2.5],
    ['bybus*', 2.5],
    ['metro*', 2.5],
    ['s-tog*', 2.5],
    'bagsæde*',
    'flyttebil*',
    'busser',
    'bustur*',
    'stoppested*',
    ['tog', 2.5],
    ['toget', 2.5],
    'togtur*',
    'togrejse*',
    'perron*',
    'station*',
    'banegård*',
    ['fly', 2.5],
    ['flyet', 2.5],
    'flyver',
    'flyve',
    'flytur*',
    'flyrejse*',
    'lufthavn*',
    ['bil', 2.5],
    ['bilen', 2.5],
    'biltur*',
    'køretur*',
    'sikkerhedssele*',
  ],
  party: [
    'fødselsdag*',
    'fest',
    'festen',
    'fester',
    'gæster',
    'gæsterne',
    'balloner',
    'lagkage*',
    ['kage', 0.4],
    ['kagen', 0.4],
    'gave',
    'gaven',
    'gaver',
    'godtepose*',
    'fødselsdagsbarn*',
  ],
  // A changing room is the pool's only when nothing else says where: less than the story's own place (football has one too).
  swimming: ['svømme*', 'svømning*', 'bassin*', 'badetøj*', 'badebukser*', 'badedragt*', ['omklædningsrum*', 0.4], 'badeland*'],
  // A bed alone is the hospital's too («Mor ligger i en seng på barselsgangen»).
  bedroom: [
    ['seng', 0.4],
    ['sengen', 0.4],
    'sengetid*',
    'dyne*',
    'dynen',
    'godnat*',
    'soveværelse*',
    'natlampe*',
    'putte*',
    'værelse',
    'værelset',
  ],
  bathroom: [
    'badeværelse*',
    'toilet*',
    'brusebad*',
    'badekar*',
    'håndvask*',
    'tandbørst*',
    'tandpasta*',
    // «bad» alone is also «bede»'s past («Ida bad om hjælp»): only a bath that is taken.
    'i bad',
    'et bad',
    'til bad',
    'badet',
    'vaskeklud*',
    'børster tænder',
    'børste tænder',
    'potte*',
  ],
  // Cutting is the hairdresser's only with the hair it cuts: a label cut out of a hoodie, paper in
  // class, nails at home are not (nor scissors alone).
  hairdresser: [
    'frisør*',
    'salon*',
    'hårklip*',
    'klippe håret',
    'klipper håret',
    'klippet håret',
    'klippe hendes hår',
    'klipper hendes hår',
    'klippe hans hår',
    'klipper hans hår',
  ],
  outdoors: [
    'udenfor',
    'park',
    'parken',
    'skov*',
    'strand*',
    'haven',
    'gåtur*',
    'naturen',
    'marken',
    'af sted',
    'undervejs',
    // A sports ground and a zoo are drawn as the green outdoors: the illustrators have no pitch or zoo.
    // (Not «fodbold» alone: football is watched on television too.)
    'fodboldbane*',
    'fodboldtræning*',
    'boldbane*',
    'kunstgræs*',
    'stadion*',
    'atletik*',
    ['zoo', 2],
    ['zoologisk*', 2],
    ['dyrepark*', 2],
    ['dyrehave*', 2],
    // The animals of a zoo or a farm are seen outdoors.
    'elefant*',
    'giraf*',
    'løve*',
    'aber',
    'aberne',
    'pingvin*',
    'zebra*',
  ],
  'waiting-room': [
    ['venteværelse*', 2],
    ['venterummet', 2],
    ['ventesal*', 2],
  ],
  // A funeral is in the church unless the page is at the grave; a bed at the hospital is the hospital's.
  church: [['kirke', 2], ['kirken', 2], ['kirkens', 2], 'kirkebænk*', 'begravelse*', 'bisættelse*', 'præst*', 'kisten'],
  graveside: [['grav', 2], ['graven', 2], ['gravsted*', 2], ['kirkegård*', 2], 'gravsten*'],
  hospital: [['hospital*', 2], ['sygehus*', 2], 'indlagt', 'hospitalsseng*', 'barselsgang*', 'kuvøse*', 'afdeling*', 'neonatal*'],
};

/**
 * Places the illustrators have no background for: a page there, whose words name no setting, is
 * drawn in the calm neutral room, not at the story's school or home (picture-places tune).
 */
export const PLACES_WITHOUT_SETTING: readonly string[] = [
  'museum*',
  'museet',
  'biograf*',
  'bibliotek*',
  'teater*',
  'teatret',
  'gymnastiksal*',
  'tribune*',
  'koncertsal*',
  'kontor*',
  // A vet's, where the pet is seen to, not the child's bedroom (ten new requests of session 4).
  'dyrlæge*',
  'dyreklinik*',
];

// ---------------------------------------------------------------------------------------------
// English picture descriptions

/** Where the picture is drawn, in English. */
export const SETTING_ENGLISH: Record<SettingId, string> = {
  home: 'in a cosy living room at home',
  school: 'in a bright classroom with desks and a blackboard',
  kindergarten: 'in a colourful kindergarten room with toys',
  dentist: "in a bright, calm dentist's clinic with a dentist's chair",
  doctor: "in a calm doctor's office with an examination table",
  shop: 'in a supermarket with shelves of groceries',
  playground: 'at a sunny playground with a swing and a slide',
  transport: 'on a journey',
  party: 'at a birthday party with balloons and flags',
  swimming: 'at an indoor swimming pool',
  bedroom: 'in a cosy bedroom with a soft night light',
  bathroom: 'in a clean, bright bathroom',
  hairdresser: "in a hairdresser's salon with a big mirror",
  outdoors: 'outdoors in a green park',
  'waiting-room': 'in a calm waiting room with a row of chairs',
  church: 'inside a quiet church with wooden pews',
  graveside: 'at a grave in a calm, green churchyard',
  hospital: 'in a calm hospital room',
};

/** The vehicle a transport picture shows, found in the scene or the story. */
export const VEHICLE_ENGLISH: readonly (readonly [keyword: string, english: string])[] = [
  ['fly', 'on a plane, by the window'],
  ['flyet', 'on a plane, by the window'],
  ['flyver', 'on a plane, by the window'],
  ['lufthavn*', 'in an airport with suitcases'],
  ['tog', 'on a train'],
  ['toget', 'on a train'],
  ['perron*', 'on a train platform'],
  ['bus', 'on a bus'],
  ['bussen', 'on a bus'],
  ['stoppested*', 'at a bus stop'],
  ['bil', 'in the back seat of a car'],
  ['bilen', 'in the back seat of a car'],
];

/** What the child does: the first match in this order describes the picture. */
export const ACTION_ENGLISH: readonly (readonly [keyword: string, english: string])[] = [
  ['tandlægestol*', "sitting in a dentist's chair"],
  ['gaber', 'opening the mouth wide'],
  ['gabe', 'opening the mouth wide'],
  ['åbner munden', 'opening the mouth wide'],
  ['spejl', 'while a dentist looks at the teeth with a small mirror'],
  ['skyller munden', 'rinsing the mouth with a cup of water'],
  ['stik', 'getting a small plaster on the arm'],
  ['stetoskop*', 'while a doctor listens with a stethoscope'],
  ['briksen', 'sitting on an examination table'],
  ['frisørstol*', "sitting in a hairdresser's chair wearing a cape"],
  ['saksen', 'getting a haircut'],
  ['saks', 'getting a haircut'],
  ['omklædningsrum*', 'in a changing room holding a towel'],
  ['brusebad*', 'taking a shower'],
  ['bassinet', 'standing in shallow water in a swimming pool'],
  ['plasker', 'splashing in the water'],
  ['håndklæde*', 'wrapped in a big soft towel'],
  ['tandbørst*', 'brushing teeth'],
  ['børster tænder', 'brushing teeth'],
  ['vasker hænder', 'washing hands at a sink'],
  ['vasker sig', 'washing with soap and water'],
  ['toilet*', 'standing in a bathroom next to a toilet'],
  ['godnathistorie*', 'in bed, listening to a bedtime story'],
  ['sengen', 'lying in bed under a duvet'],
  ['seng', 'lying in bed under a duvet'],
  ['nattøj*', 'wearing pyjamas'],
  ['gynge*', 'sitting on a swing'],
  ['rutsjebane*', 'going down a slide'],
  ['sandkasse*', 'playing in a sandbox with a spade'],
  ['indkøbsvogn*', 'walking beside a shopping trolley'],
  ['kassen', 'at the checkout'],
  ['hylderne', 'looking at shelves of groceries'],
  ['køen', 'standing in a queue'],
  ['kø', 'standing in a queue'],
  ['sikkerhedssele*', 'wearing a seatbelt'],
  ['vinduet', 'looking out of the window'],
  ['fødselsdagssang*', 'while people sing a birthday song'],
  ['kage', 'at a table with a birthday cake'],
  ['gave', 'holding a wrapped present'],
  ['godtepose*', 'holding a small bag of sweets'],
  ['leg', 'playing a party game with other children'],
  ['madpakke*', 'eating lunch from a lunch box'],
  ['frokost', 'eating lunch from a lunch box'],
  ['række hånden op', 'raising a hand'],
  ['rækker hånden op', 'raising a hand'],
  ['jakke', 'hanging up a jacket'],
  ['farvel', 'waving goodbye'],
  ['vinke*', 'waving'],
  ['kram', 'giving a hug'],
  ['babyen', 'looking at a small baby'],
  ['flyttekasse*', 'packing toys into moving boxes'],
  ['kasserne', 'next to moving boxes'],
  ['flyttebil*', 'next to a moving van'],
  ['brandalarm*', 'hearing a fire alarm'],
  ['høreværn', 'wearing ear defenders'],
  ['ørerne', 'covering the ears with the hands'],
  ['på en række', 'walking in a line with other children'],
  ['vejret', 'breathing slowly and calmly'],
  ['bog', 'looking at a picture book'],
  ['blad', 'looking at a picture book'],
  ['klodser', 'playing with building blocks'],
  ['legetøj*', 'playing with toys'],
  ['tegner', 'drawing with crayons'],
  ['spiser', 'eating at a table'],
  ['hjem', 'coming home'],
  ['hjemme', 'at home'],
];

/** Who else is in the picture; a professional only in their own setting. */
export const PEOPLE_ENGLISH: readonly (readonly [keyword: string, english: string, setting?: SettingId])[] = [
  ['tandlægen', 'a friendly dentist', 'dentist'],
  ['læge', 'a friendly doctor', 'doctor'],
  ['lægen', 'a friendly doctor', 'doctor'],
  ['sygeplejerske*', 'a friendly nurse', 'doctor'],
  ['lærer*', 'a kind teacher', 'school'],
  ['pædagog*', 'a kind kindergarten teacher', 'kindergarten'],
  ['frisør*', 'a friendly hairdresser', 'hairdresser'],
  ['mor og far', 'mum and dad'],
  ['mor eller far', 'a parent'],
  ['mor', 'mum'],
  ['far', 'dad'],
  ['mormor', 'grandma'],
  ['farmor', 'grandma'],
  ['bedstemor', 'grandma'],
  ['oldemor', 'great-grandma'],
  ['morfar', 'grandpa'],
  ['farfar', 'grandpa'],
  ['bedstefar', 'grandpa'],
  ['oldefar', 'great-grandpa'],
  ['babyen', 'a baby'],
  ['andre børn', 'other children'],
  ['børnene', 'other children'],
  ['gæsterne', 'other children'],
  ['en voksen', 'a grown-up'],
  ['de voksne', 'grown-ups'],
];

// ---------------------------------------------------------------------------------------------
// The character's traits and companion

/**
 * Adjectives that describe a child kindly; a trait that is one of these is said in the
 * introduction ('Emil er en glad og nysgerrig dreng'). Others are left out: the composer never
 * labels a child with a word it does not know.
 */
export const TRAIT_ADJECTIVES: ReadonlySet<string> = new Set([
  'glad',
  'nysgerrig',
  'modig',
  'rolig',
  'sød',
  'sjov',
  'kreativ',
  'stille',
  'energisk',
  'hjælpsom',
  'venlig',
  'kærlig',
  'omsorgsfuld',
  'klog',
  'fantasifuld',
  'livlig',
  'munter',
  'blid',
  'tænksom',
  'forsigtig',
  'eventyrlysten',
  'legesyg',
  'musikalsk',
  'sporty',
  'aktiv',
  'opmærksom',
  'betænksom',
  'humoristisk',
  'tålmodig',
  'ærlig',
  'generøs',
  'rar',
  'kvik',
  'snakkesalig',
  'følsom',
  'genert',
  'reserveret',
  'vidende',
  'videbegærlig',
  'kreativ',
  'kunstnerisk',
  'grundig',
  'sej',
  'stærk',
  'hurtig',
  'dygtig',
  'flittig',
  'empatisk',
  'positiv',
  'smilende',
  'charmerende',
  'nørdet',
  'kælen',
  'fjollet',
  'drømmende',
  'observant',
  'ordentlig',
]);

/** Traits saying what the child likes: 'elsker dinosaurer', 'kan lide at tegne'. */
export const INTEREST_VERBS: readonly string[] = [
  'kan godt lide',
  'kan lide',
  'elsker',
  'holder af',
  'er glad for',
  'er vild med',
  'er god til',
  'interesserer sig for',
];

/** Companion nouns: indefinite form -> definite form ('bamse' -> 'bamsen'). */
export const COMPANION_NOUNS: Readonly<Record<string, string>> = {
  bamse: 'bamsen',
  tæppe: 'tæppet',
  hund: 'hunden',
  kat: 'katten',
  kanin: 'kaninen',
  dukke: 'dukken',
  sut: 'sutten',
  klud: 'kluden',
  nusseklud: 'nussekluden',
  sutteklud: 'suttekluden',
  putteklud: 'puttekluden',
  bil: 'bilen',
  dinosaur: 'dinosauren',
  løve: 'løven',
  bjørn: 'bjørnen',
  hest: 'hesten',
  elefant: 'elefanten',
  abe: 'aben',
  ugle: 'uglen',
  enhjørning: 'enhjørningen',
  tøjdyr: 'tøjdyret',
  krammedyr: 'krammedyret',
  puttedyr: 'puttedyret',
  kramdyr: 'kramdyret',
  pude: 'puden',
  drage: 'dragen',
  mus: 'musen',
  and: 'anden',
  gris: 'grisen',
  ko: 'koen',
  frø: 'frøen',
  haj: 'hajen',
  pingvin: 'pingvinen',
  tiger: 'tigeren',
  giraf: 'giraffen',
  zebra: 'zebraen',
  robot: 'robotten',
  superhelt: 'superhelten',
  bog: 'bogen',
  bold: 'bolden',
  tog: 'toget',
  fly: 'flyet',
  ræv: 'ræven',
  ulv: 'ulven',
  hval: 'hvalen',
  sæl: 'sælen',
  panda: 'pandaen',
  koala: 'koalaen',
  lam: 'lammet',
  får: 'fåret',
  føl: 'føllet',
  kylling: 'kyllingen',
  sommerfugl: 'sommerfuglen',
  mariehøne: 'mariehønen',
  snemand: 'snemanden',
  figur: 'figuren',
  actionfigur: 'actionfiguren',
  legetøjsbil: 'legetøjsbilen',
  brandbil: 'brandbilen',
  traktor: 'traktoren',
};

/** People a companion may be; they keep their name form ('Emil kan tage storebror med'). */
export const COMPANION_PEOPLE: ReadonlySet<string> = new Set([
  'mor',
  'far',
  'storebror',
  'storesøster',
  'lillebror',
  'lillesøster',
  'mormor',
  'morfar',
  'farmor',
  'farfar',
  'bedstemor',
  'bedstefar',
  'moster',
  'faster',
  'onkel',
  'tante',
]);

/** Grown-ups who may go along, as named in the title or description ('mor' before 'mor eller far'). */
export const ADULT_WORDS: readonly string[] = ['mor', 'far', 'mormor', 'morfar', 'farmor', 'farfar', 'bedstemor', 'bedstefar'];

/** People a visit may be to: the fallback story then tells about the visit. */
export const HOST_WORDS: readonly string[] = [...GRANDPARENTS, ...AUNTS_AND_UNCLES, ...COUSINS];

/** Feelings the composer never states about the child from the user's text (Carol Gray: no assertions). */
export const FEELING_WORDS: readonly string[] = [
  'bange',
  'nervøs*',
  'angst*',
  'ked',
  'vred*',
  'hader',
  'frygt*',
  'græder',
  'skræk*',
  'utryg*',
  'urolig*',
  'stresset',
  'sur',
  'trist',
  'ulykkelig',
  'rædsel*',
  'panik*',
];

// ---------------------------------------------------------------------------------------------
// The group voice

/**
 * Adjectives said of the children after 'er', 'bliver' or 'føler sig', with their plural: in a
 * group story 'Børnene er glade'. Words that do not change ('klar', 'stille', 'fremme') are left out.
 */
export const PLURAL_ADJECTIVES: Readonly<Record<string, string>> = {
  glad: 'glade',
  træt: 'trætte',
  stolt: 'stolte',
  færdig: 'færdige',
  spændt: 'spændte',
  rolig: 'rolige',
  sulten: 'sultne',
  tørstig: 'tørstige',
  våd: 'våde',
  tør: 'tørre',
  ren: 'rene',
  parat: 'parate',
  sikker: 'sikre',
  tryg: 'trygge',
  god: 'gode',
  modig: 'modige',
  nysgerrig: 'nysgerrige',
  sød: 'søde',
  varm: 'varme',
  kold: 'kolde',
  syg: 'syge',
  rask: 'raske',
  sej: 'seje',
  vant: 'vante',
  vågen: 'vågne',
  søvnig: 'søvnige',
  rar: 'rare',
  venlig: 'venlige',
  lykkelig: 'lykkelige',
  tilfreds: 'tilfredse',
  frisk: 'friske',
  dygtig: 'dygtige',
  forsigtig: 'forsigtige',
  opmærksom: 'opmærksomme',
  lettet: 'lettede',
  sikre: 'sikre',
  mæt: 'mætte',
  kørt: 'kørte',
};

/** Words between the verb and the adjective that leave the agreement alone: 'er både glade og lidt trætte'. */
export const AGREEMENT_ADVERBS: ReadonlySet<string> = new Set([
  'lidt',
  'helt',
  'rigtig',
  'rigtigt',
  'meget',
  'både',
  'også',
  'måske',
  'nok',
  'igen',
  'så',
  'stadig',
  'ret',
  'ganske',
  'sig',
  'virkelig',
  'mere',
  'lige',
  'allerede',
  'ofte',
  'tit',
  'og',
  'nu',
  'bagefter',
  'gerne',
]);

/** Things each child has one of: 'Børnene spiser hver deres madpakke', 'på hver deres egen måde'. */
export const EACH_THEIR_OWN: readonly string[] = [
  'plads',
  'madpakke',
  'jakke',
  'taske',
  'tandbørste',
  'seng',
  'knage',
  'måde',
  'stol',
  'gave',
  'tallerken',
  'kop',
];

/**
 * What reads differently when a group does it: one child at a time in the dentist's chair
 * ('Børnene sætter sig én ad gangen i stolen'), a ticket and a seat each.
 */
export const GROUP_PHRASES: readonly (readonly [pattern: RegExp, replacement: string])[] = [
  [/\bsætter sig i den store stol\b/u, 'sætter sig én ad gangen i stolen'],
  [/\bsætter sig i (tandlægestolen|frisørstolen)\b/u, 'sætter sig én ad gangen i $1'],
  [/\bsætter sig på briksen\b/u, 'sætter sig én ad gangen på briksen'],
  [/\bviser billetten\b/u, 'viser billetterne'],
  [/\bfinder en plads\b/u, 'finder pladser'],
];

/** Words of a description that mean one child; in a group story the children: 'Barnet skal til tandlæge' -> 'Børnene ...'. */
export const ONE_CHILD_NOUNS: Readonly<Record<string, string>> = { barnet: 'børnene', barnets: 'børnenes' };

// ---------------------------------------------------------------------------------------------
// What the child does in a picture, how they feel, and who is with them (offline illustrator)

/**
 * The pose a scene's words ask for, the first that matches winning. A keyword just after «ikke»
 * («Jeg skal ikke sove») does not count.
 */
export const POSE_WORDS: readonly (readonly [
  pose: 'lie' | 'sit-special' | 'wash-hands' | 'eat' | 'cover-ears' | 'hold-hand' | 'wave' | 'sit' | 'walk' | 'stand',
  keywords: readonly string[],
])[] = [
  [
    'sit-special',
    [
      'tandlægestol*',
      'frisørstol*',
      'i stolen',
      'i den store stol',
      'den store stol',
      'stolen kan',
      'læner mig tilbage',
      'læne mig tilbage',
      'klippekappe*',
      'kappe på',
    ],
  ],
  [
    'lie',
    [
      'ligger',
      'ligge',
      'lægger mig',
      'lægger sig',
      'sove',
      'sover',
      'falder i søvn',
      'i sengen',
      'under dynen',
      'putter',
      'godnat',
      'på briksen',
      'hviler mig',
    ],
  ],
  ['wash-hands', ['vasker hænder', 'vasker mine hænder', 'vaske hænder', 'vaske mine hænder', 'vasker hænderne', 'håndvask*', 'sæbe*']],
  ['eat', ['spiser', 'spise', 'madpakke*', 'frokost*', 'aftensmad*', 'morgenmad*', 'smager', 'drikker', 'spiser kage', 'ved bordet']],
  [
    'cover-ears',
    [
      'for ørerne',
      'holder mig for ørerne',
      'høreværn*',
      'høretelefon*',
      'høj lyd',
      'høje lyde',
      'larm*',
      'brandalarm*',
      'alarmen',
      'sirene*',
      'støvsuger*',
      'fyrværkeri*',
      'torden*',
    ],
  ],
  ['hold-hand', ['i hånden', 'hånd i hånd', 'holder hånd', 'holde hånd', 'holder i hånd', 'tager min hånd', 'tager mig i hånden']],
  ['wave', ['vinker', 'vinke', 'siger farvel', 'sige farvel', 'siger hej', 'sige hej', 'farvel', 'goddag']],
  [
    'sit',
    [
      'sidder',
      'sidde',
      'sætter mig',
      'sætter sig',
      'sætte mig',
      'sætte sig',
      'på stolen',
      'venteværelse*',
      'rundkreds*',
      'samling*',
      'i sofaen',
      'i bilen',
      'i bussen',
      'i toget',
      'i flyet',
      'sikkerhedssele*',
      'læser',
      'tegner',
    ],
  ],
  ['walk', ['går', 'gå', 'gåtur*', 'løber', 'hen til', 'går ind', 'går hjem', 'kommer ind', 'på vej', 'følges', 'af sted']],
  ['stand', ['står', 'stå', 'kø', 'køen', 'venter på tur', 'min tur']],
];

/** Words that give a picture's face its mood (calm when none is found). */
export const MOOD_WORDS: Readonly<Record<'open' | 'sleepy' | 'unsure' | 'smile', readonly string[]>> = {
  open: ['åbne munden', 'åbner munden', 'åbne min mund', 'åbner min mund', 'gabe*', 'gaber', 'siger aah', 'aah'],
  sleepy: ['sove', 'sover', 'søvn*', 'godnat', 'lukker øjnene', 'træt', 'trætte'],
  unsure: [
    'nervøs',
    'bange',
    'urolig',
    'utryg',
    'svært',
    'svær',
    'ked af det',
    'uvant',
    'mærkeligt',
    'ondt',
    'græde',
    'græder',
    'høj lyd',
    'høje lyde',
    'larm*',
    'alarm*',
    'usikker',
  ],
  smile: [
    'glad',
    'glade',
    'sjov*',
    'hygge*',
    'hyggelig*',
    'griner',
    'smiler',
    'stolt',
    'dejlig*',
    'klarede',
    'klarer det',
    'godt klaret',
    'fejre*',
    'leger',
    'lege',
    'fødselsdag*',
    'tillykke',
  ],
};

/** The adults a scene can name, by the role they are drawn in («mor» and «far» told apart). */
export const ADULT_ROLE_WORDS: readonly (readonly [
  role: 'dentist' | 'doctor' | 'nurse' | 'hairdresser' | 'teacher' | 'pedagogue' | 'parent' | 'grandparent' | 'helper',
  keywords: readonly string[],
  variant?: string,
])[] = [
  ['parent', ['mor', 'mors', 'mommy', 'mama'], 'mor'],
  ['parent', ['far', 'fars', 'papa'], 'far'],
  ['grandparent', ['mormor', 'farmor', 'bedstemor'], 'mormor'],
  ['grandparent', ['morfar', 'farfar', 'bedstefar'], 'morfar'],
  ['pedagogue', ['pædagog*']],
  ['teacher', ['lærer', 'læreren', 'lærerne', 'klasselærer*', 'lærerinde*']],
  ['dentist', ['tandlægen', 'tandlæge', 'tandplejer*', 'klinikassistent*']],
  ['doctor', ['lægen', 'læge', 'doktor*']],
  ['nurse', ['sygeplejerske*']],
  ['hairdresser', ['frisøren', 'frisør']],
  [
    'helper',
    [
      'en voksen',
      'den voksne',
      'de voksne',
      'en ny voksen',
      'den nye voksne',
      'hjælperen',
      'en hjælper',
      'chauffør*',
      'buschauffør*',
      'kassedame*',
      'ekspedient*',
      'livredder*',
      'træner*',
      'svømmelærer*',
    ],
  ],
];

// ---------------------------------------------------------------------------------------------
// What the child does on a page (the scene reader, server/providers/text/scene-reader.ts)

/**
 * Actions no pose of POSE_WORDS says, with the words that say them. `setting`: the action is only
 * read where the page is at that place (a flower at home is not a flower at a grave).
 */
export const ACTION_WORDS: readonly { action: SceneActionId; keywords: readonly string[]; setting?: (typeof SETTING_IDS)[number] }[] = [
  { action: 'flower-at-grave', keywords: ['blomst*', 'buket*'], setting: 'graveside' },
  { action: 'put-on-coat', keywords: ['jakken på', 'jakke på', 'overtøjet på', 'flyverdragten på', 'frakken på', 'på med jakken'] },
  // A memory as a framed photo: the person in the pictures is not in the room.
  {
    action: 'look-at-photo',
    keywords: ['billeder af', 'billede af', 'billedet af', 'billederne af', 'foto af', 'fotos af', 'fotoet af', 'fotoalbum*'],
  },
];

/** Words the child holds the companion with: «Ida holder bamsen», «krammer Bjørn». */
export const HOLDING_WORDS: readonly string[] = ['holder', 'holde', 'krammer', 'kramme', 'knuger', 'har'];

/** Words that name a cuddly companion whatever the form says of it. */
export const CUDDLY_WORDS: readonly string[] = ['bamse*', 'tøjdyr*', 'krammedyr*', 'kramdyr*', 'puttedyr*', 'nusseklud*'];

/**
 * Words just before a place or a person that speak of them in passing: «mor fortæller om
 * tandlægen», «vi tænker på mormor». What follows them is not where the page is, nor who is there.
 */
export const IN_PASSING_WORDS: readonly string[] = [
  'om',
  'tænker på',
  'tænke på',
  'savner',
  'savne',
  'husker',
  'huske',
  'ringer til',
  'skriver til',
  'billeder af',
  'billede af',
];

/**
 * The adults of a page in an AI prompt's English, by their role (never by a name): a noun for
 * "the {adult}" of an action's English ('holding the child's mother's hand').
 */
export const ROLE_ENGLISH: Readonly<Record<string, string>> = {
  'parent:mor': "child's mother",
  'parent:far': "child's father",
  parent: "child's parent",
  'grandparent:mormor': "child's grandmother",
  'grandparent:morfar': "child's grandfather",
  grandparent: "child's grandparent",
  dentist: 'dentist',
  doctor: 'doctor',
  nurse: 'nurse',
  hairdresser: 'hairdresser',
  teacher: 'teacher',
  pedagogue: 'kindergarten teacher',
  helper: 'friendly grown-up',
};
