/**
 * The word lists of the story check (shared/story-check.ts), as data: the Danish cues that tell a
 * sentence's type in Carol Gray's sense, the words a social story avoids, and the words that answer
 * where, when, who, why and how.
 *
 * Phrase syntax: lower-case words separated by single spaces; a word ending in `*` matches any word
 * that starts with it ('tandlæge*' matches 'tandlægen', 'tandlægebesøget'); other words match whole.
 * A phrase matches consecutive words of a sentence (punctuation between them is ignored).
 *
 * Several lists borrow from the offline composer's lexicon (server/providers/picture-words/scene-words.lexicon.ts):
 * places, people and feelings. They are copied rather than imported because this module also runs in
 * the browser and the composer's lists serve another purpose (picture settings).
 */

// ---------------------------------------------------------------------------------------------
// Sentence types

/**
 * Coaching (vejledende) sentences by their wording alone: an option offered to the child or to the
 * people around it. Beside these, a sentence whose subject is the child and whose verb follows
 * 'kan', 'skal', 'må' or 'bør' is coaching ('Emil kan holde mor i hånden', 'Hvis det bliver for meget,
 * kan hun bede om en pause'); see CHILD_MODALS.
 */
export const COACHING_PHRASES: readonly string[] = [
  'kan prøve at', 'kan prøve', 'vil prøve', 'vil forsøge', 'kan forsøge', 'vil øve', 'vil huske',
  'kan huske at', 'kan bede', 'kan sige', 'kan vælge', 'kan spørge', 'kan række',
  'husk at', 'må gerne',
];

/** Affirmative (bekræftende) sentences: they reassure and state a shared value. */
export const AFFIRMATIVE_PHRASES: readonly string[] = [
  'det er helt i orden', 'det er i orden', 'er helt i orden', 'det er okay', 'det er helt okay', 'det er ok',
  'det er fint', 'det er helt fint', 'det er godt', 'det er rigtig godt', 'det er normalt', 'det er helt normalt',
  'det er almindeligt', 'det er helt almindeligt', 'det er naturligt', 'det er en god idé', 'det er en god ide',
  'det er en god ting', 'det er trygt', 'det må man gerne', 'godt klaret', 'gør det godt', 'gør det rigtig godt',
  'gjorde det godt', 'gjorde det rigtig godt', 'gjorde det flot', 'klarede det', 'klarede det flot', 'klarede det godt',
  'gør det flot', 'klarer det', 'klarer det flot', 'klarer det godt', 'på sin egen måde', 'på min egen måde',
  'på vores egen måde', 'i sit eget tempo', 'i mit eget tempo', 'i vores eget tempo',
];

/**
 * Perspective (perspektiv) sentences: what someone thinks, feels, believes or likes, and the
 * hedged wording Carol Gray recommends when speaking for others ('mange børn', 'måske').
 */
export const PERSPECTIVE_PHRASES: readonly string[] = [
  'synes', 'syntes', 'føler', 'følte', 'føles', 'tænker', 'tror', 'håber', 'forstår', 'undrer', 'mærker',
  'glæder sig', 'glæder', 'kan lide', 'kan godt lide', 'kan ikke lide', 'godt kan lide', 'elsker', 'holder af', 'savner', 'ønsker',
  'drømmer', 'vil gerne', 'gerne vil', 'keder sig',
  'glad', 'glade', 'ked af', 'kede af', 'spændt*', 'spændende', 'nervøs*', 'bange', 'stolt*', 'træt', 'trætte',
  'tryg*', 'utryg*', 'urolig*', 'uro', 'rolig', 'vred*', 'irriteret', 'overrask*', 'skuffet', 'sjovt', 'sjov',
  'hyggeligt', 'hyggelig', 'dejligt', 'dejlig', 'svært', 'svær', 'ubehagelig*', 'mærkelig*', 'mærkeligt',
  'mange børn', 'nogle børn', 'de fleste', 'mange voksne', 'nogle voksne', 'måske', 'følelse*',
];

/** The modal verbs that make a sentence about the child coaching ('Emil kan ...', '... kan Emil ...'). */
export const CHILD_MODALS: readonly string[] = ['kan', 'skal', 'må', 'bør'];

/** Words that may stand between the modal and its verb ('Emil kan godt vente'). */
export const MODAL_ADVERBS: readonly string[] = [
  'godt', 'gerne', 'også', 'lige', 'bare', 'selv', 'snart', 'stadig', 'sagtens', 'nu', 'så', 'altid', 'fx', 'ofte',
  'roligt', 'måske',
];

/** 'kan' + these is something the child perceives or gets, not an option offered: 'Emil kan se togene'. */
export const KAN_NOT_COACHING: readonly string[] = [
  'se', 'høre', 'mærke', 'lugte', 'smage', 'føle', 'lide', 'få', 'være', 'blive', 'have', 'komme', 'ske', 'tage tid',
];

/**
 * 'skal' + these says what is planned, not what the child is told to do: 'Emil skal til tandlægen',
 * 'Ida skal starte i skole', 'Emil skal have tjekket sine tænder'.
 */
export const SKAL_PLANNED: readonly string[] = [
  'til', 'på', 'i', 'hen', 'hjem', 'hjemad', 'ud', 'ind', 'op', 'ned', 'med', 'over', 'af', 'videre', 'ned',
  'have', 'besøge', 'starte', 'begynde', 'flytte', 'rejse', 'flyve', 'køre', 'være', 'bo', 'ske', 'hedde', 'fejre',
  'møde', 'se', 'prøve', 'opleve', 'holde', 'lære', 'snart', 'en', 'et', 'noget',
];

/** A modal right after one of these is in a subordinate clause ('Når Emil skal tisse, ...'): not a directive. */
export const SUBORDINATORS: readonly string[] = [
  'når', 'hvis', 'at', 'fordi', 'før', 'inden', 'mens', 'imens', 'hvor', 'hvad', 'hvordan', 'hvornår', 'som', 'der',
  'om', 'selvom', 'til',
];

/**
 * Imperatives a sentence may start with ('Sid stille', 'Husk at vaske hænder'): a command to the
 * reader. Danish imperatives are the bare stem, so they differ from the present ('Venter Emil?').
 */
export const IMPERATIVES: readonly string[] = [
  'sid', 'vent', 'kom', 'gå', 'husk', 'lad', 'tag', 'sæt', 'hold', 'spis', 'tal', 'lyt', 'pas', 'stop', 'giv',
  'hør', 'vær', 'bliv', 'luk', 'ræk', 'råb', 'løb', 'sig', 'brug', 'vask', 'børst', 'rør', 'lig', 'stå', 'følg',
  'prøv', 'spørg', 'tænk', 'kig', 'ryd', 'skynd', 'drik', 'tis', 'skriv', 'læs', 'tæl', 'træk', 'smil',
  'sluk', 'tænd', 'find', 'læg', 'hent', 'bed', 'slap', 'nyd', 'glem',
];

// ---------------------------------------------------------------------------------------------
// Words a social story avoids

/** Absolute words and promises (Gray: literal accuracy), with gentler words to use instead. */
export const ABSOLUTE_WORDS: readonly { phrase: string; instead: readonly string[] }[] = [
  { phrase: 'hver gang', instead: ['som regel', 'ofte', 'nogle gange'] },
  { phrase: 'hver eneste', instead: ['de fleste', 'mange'] },
  { phrase: 'hele tiden', instead: ['tit', 'det meste af tiden'] },
  { phrase: 'helt sikkert', instead: ['sandsynligvis', 'måske', 'som regel'] },
  { phrase: 'altid', instead: ['som regel', 'tit', 'ofte'] },
  { phrase: 'aldrig', instead: ['sjældent', 'kun en gang imellem'] },
  { phrase: 'alle', instead: ['de fleste', 'mange'] },
  { phrase: 'ingen', instead: ['kun få', 'de færreste'] },
  { phrase: 'ingenting', instead: ['kun lidt', 'næsten intet af det'] },
  { phrase: 'intet', instead: ['kun lidt'] },
];

/**
 * What a social story does not say at all: absolute words, negation and commands. The offline
 * composer leaves out a parent's phrase that has one of them; the check flags them in a story
 * (through the finer lists around this one).
 */
export const FORBIDDEN_WORDS: readonly string[] = ['altid', 'aldrig', 'alle', 'ingen', 'ikke', 'du skal', 'du må', 'må ikke'];

/** Second-person commands (a hard rule): the story tells the child what to do. */
export const SECOND_PERSON_COMMANDS: readonly string[] = [
  'du skal', 'skal du', 'du må ikke', 'må du ikke', 'du må aldrig', 'du bør', 'bør du', 'i skal', 'skal i',
  'i må ikke', 'i bør',
];

/** Prohibitions: what the child may not do, instead of what it can do. */
export const PROHIBITIONS: readonly string[] = [
  'må ikke', 'må aldrig', 'lad være', 'lade være', 'ikke lov', 'ikke tilladt', 'forbudt',
];

/** Negations: the sentence says what does not happen or what not to do. */
export const NEGATIONS: readonly string[] = ['ikke', 'ik', 'ikk', 'ej'];

// ---------------------------------------------------------------------------------------------
// Person

export const SECOND_PERSON: readonly string[] = ['du', 'dig', 'din', 'dit', 'dine', 'jer', 'jeres'];
export const FIRST_PERSON_SINGULAR: readonly string[] = ['jeg', 'mig', 'min', 'mit', 'mine'];
export const FIRST_PERSON_PLURAL: readonly string[] = ['vi', 'os', 'vores', 'vor'];
/** The voice of a group story, beside 'vi': the group told about in the third person. */
export const GROUP_WORDS: readonly string[] = ['vi', 'os', 'vores', 'børnene', 'klassen', 'gruppen', 'holdet'];

/**
 * Capitalised words that are not the child's name (used to guess the name when none is given):
 * words that begin sentences, and the people of a story.
 */
export const NOT_A_NAME: readonly string[] = [
  'det', 'der', 'de', 'den', 'dem', 'deres', 'så', 'når', 'nu', 'først', 'bagefter', 'derefter', 'han', 'hun',
  'ham', 'hende', 'hans', 'hendes', 'mange', 'nogle', 'hvis', 'i', 'på', 'til', 'efter', 'mens', 'imens', 'måske',
  'om', 'en', 'et', 'hos', 'ved', 'med', 'men', 'og', 'eller', 'for', 'fordi', 'da', 'snart', 'senere', 'til',
  'her', 'hvor', 'hvad', 'hvem', 'hvornår', 'hvordan', 'hvorfor', 'alle', 'ingen', 'inden', 'før', 'under', 'over',
  'ude', 'inde', 'hjemme', 'derhjemme', 'udenfor', 'undervejs', 'sammen', 'jeg', 'du', 'vi', 'man', 'min', 'mit',
  'mine', 'vores', 'din', 'dit', 'dine', 'sin', 'sit', 'sine', 'tit', 'ofte', 'nogle gange', 'denne', 'dette',
  'disse', 'historien', 'title', 'titel', 'billede', 'tandlægen', 'lægen', 'læreren', 'pædagogen', 'mor', 'far',
  'mormor', 'morfar', 'farmor', 'farfar', 'bedstemor', 'bedstefar', 'børnene', 'familien', 'babyen', 'bussen',
  'toget', 'om morgenen', 'morgen', 'aften', 'dag', 'til sidst', 'hej', 'farvel', 'godmorgen', 'godnat',
];

// ---------------------------------------------------------------------------------------------
// Past and present

/** Past-tense forms (strong verbs and common weak ones). 'så' and 'tog' are left out: also 'then' and 'train'. */
export const PAST_FORMS: readonly string[] = [
  'var', 'havde', 'gik', 'kom', 'sagde', 'fik', 'blev', 'sad', 'stod', 'lå', 'gav', 'gjorde', 'kunne', 'skulle',
  'ville', 'måtte', 'turde', 'vidste', 'fandt', 'hjalp', 'sov', 'drak', 'løb', 'skrev', 'græd', 'lo', 'sang',
  'sprang', 'faldt', 'trak', 'holdt', 'slog', 'frøs', 'bad', 'red', 'fløj', 'kørte', 'købte', 'spiste', 'hørte',
  'mødte', 'lærte', 'viste', 'satte', 'lagde', 'fortalte', 'tænkte', 'kendte', 'mente', 'brugte', 'rejste',
  'tabte', 'glemte', 'begyndte', 'valgte', 'følte', 'smilte', 'legte', 'nåede', 'syntes', 'troede', 'sendte',
  'byggede', 'boede', 'døde', 'ringede', 'badede', 'klippede',
];

/** '-ede' words that are not a past tense ('allerede', 'forberede'). Other '-ede' words of six letters or more are. */
export const NOT_PAST_EDE: readonly string[] = [
  'allerede', 'forberede', 'fremmede', 'sprede', 'berede', 'tilrede', 'rede', 'bede', 'hede', 'lede', 'kede',
  'brede', 'vrede', 'glede', 'svede', 'frede', 'nede', 'tilfredse', 'udenlandske', 'skøde', 'bestemte',
];

/** Present-tense forms that mark a sentence as told in the present. */
export const PRESENT_FORMS: readonly string[] = [
  'er', 'har', 'skal', 'kan', 'vil', 'må', 'går', 'kommer', 'får', 'tager', 'bliver', 'siger', 'ser', 'gør',
  'sidder', 'står', 'ligger', 'hedder', 'synes', 'leger', 'spiser', 'venter', 'holder', 'kigger', 'hjælper',
  'laver', 'hører', 'føler', 'tænker', 'prøver', 'begynder', 'starter', 'kører', 'sover', 'drikker', 'løber',
  'giver', 'sætter', 'lægger', 'finder', 'viser', 'fortæller', 'spørger', 'svarer', 'vasker', 'børster', 'tisser',
  'mærker', 'glæder', 'bor', 'elsker', 'plejer', 'bruger', 'åbner', 'lukker', 'henter', 'tæller', 'vinker',
];

// ---------------------------------------------------------------------------------------------
// Where, when, who, why, how

/** Known places (a story that names one says where). */
export const PLACE_WORDS: readonly string[] = [
  'hjem', 'hjemme', 'derhjemme', 'hjemmet', 'skole*', 'klasse*', 'børnehave*', 'vuggestue*', 'dagpleje*',
  'tandlæge*', 'tandklinik*', 'læge', 'lægen', 'lægehus*', 'hospital*', 'sygehus*', 'butik*', 'supermarked*',
  'købmand*', 'legeplads*', 'park', 'parken', 'skov*', 'strand*', 'svømmehal*', 'bassin*', 'badeland*', 'bus',
  'bussen', 'tog', 'toget', 'fly', 'flyet', 'lufthavn*', 'station*', 'perron*', 'stoppested*', 'bil', 'bilen',
  'stue', 'stuen', 'køkken*', 'badeværelse*', 'toilet*', 'værelse', 'værelset', 'soveværelse*', 'seng', 'sengen',
  'frisør*', 'venteværelse*', 'have', 'haven', 'skolegård*', 'gård', 'gården', 'bibliotek*', 'kirke*', 'zoo',
  'biograf*', 'restaurant*', 'hal', 'hallen', 'gymnastiksal*', 'omklædningsrum*', 'garderobe*', 'udenfor', 'ude',
  'inde', 'indenfor', 'huset', 'lejlighed*', 'by', 'byen', 'hos',
];

/** Prepositions of place: with a definite noun after them ('i klassen', 'på den store stol') they say where. */
export const PLACE_PREPOSITIONS: readonly string[] = ['i', 'på', 'ved', 'hos', 'til', 'under', 'foran', 'bag', 'inde', 'ude'];

/** Words after a place preposition that make it a time, not a place ('i dag', 'på mandag'). */
export const NOT_A_PLACE_AFTER_PREPOSITION: readonly string[] = [
  'dag', 'morgen', 'aften', 'nat', 'eftermiddag', 'formiddag', 'weekenden', 'ferien', 'gang', 'mandag', 'tirsdag',
  'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag', 'orden', 'tide', 'stedet', 'hånden', 'hånd', 'munden',
  'gang', 'ro', 'tempo', 'lang', 'lidt', 'tiden', 'forvejen', 'løbet',
];

export const TIME_WORDS: readonly string[] = [
  'i dag', 'i morgen', 'i aften', 'i nat', 'i eftermiddag', 'i formiddag', 'i weekenden', 'i ferien',
  'på mandag', 'på tirsdag', 'på onsdag', 'på torsdag', 'på fredag', 'på lørdag', 'på søndag',
  'mandag*', 'tirsdag*', 'onsdag*', 'torsdag*', 'fredag*', 'lørdag*', 'søndag*', 'weekend*',
  'om morgenen', 'om aftenen', 'om eftermiddagen', 'om formiddagen', 'om natten', 'om dagen',
  'morgen', 'aften', 'morgenen', 'aftenen', 'først', 'bagefter', 'derefter', 'når', 'snart', 'senere', 'nu',
  'inden', 'før', 'efter', 'klokken', 'kl', 'til sidst', 'første gang', 'næste gang', 'hver dag', 'imens', 'mens',
  'skoledag*', 'sengetid*', 'frokost*', 'frikvarter*', 'morgenmad*', 'aftensmad*', 'januar', 'februar', 'marts',
  'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december', 'sommer*', 'vinter*',
  'efterår*', 'forår*', 'jul', 'julen', 'fødselsdag*',
];

/** People besides the child (a story that names one says who). Other people's names count as well. */
export const PEOPLE_WORDS: readonly string[] = [
  'mor', 'far', 'mormor', 'morfar', 'farmor', 'farfar', 'bedstemor', 'bedstefar', 'oldemor', 'oldefar', 'moster',
  'faster', 'onkel', 'tante', 'kusine', 'fætter', 'storebror', 'storesøster', 'lillebror', 'lillesøster', 'bror',
  'søster', 'søskende', 'baby*', 'familie*', 'forældre*', 'lærer*', 'pædagog*', 'tandlæge*', 'læge', 'lægen',
  'sygeplejerske*', 'frisør*', 'chauffør*', 'buschauffør*', 'ekspedient*', 'personale*', 'gæst*', 'træner*',
  'svømmelærer*', 'pilot*', 'stewardesse*', 'politi*', 'brandmand*', 'fysioterapeut*', 'psykolog*', 'voksen',
  'voksne', 'den voksne', 'de voksne', 'børnene', 'andre børn', 'de andre', 'ven', 'vennen', 'venner*', 'veninde*',
  'kammerat*', 'klassekammerat*', 'dame*', 'manden', 'kvinde*', 'mennesker', 'hjælper*',
];

/** Reasons and explanations ('fordi', 'så', 'for at'). */
export const REASON_WORDS: readonly string[] = [
  'fordi', 'så', 'for at', 'derfor', 'nemlig', 'for det', 'så de', 'hvis', 'da det', 'sådan at',
];

/** Steps in order ('først', 'så', 'bagefter', 'til sidst'). */
export const STEP_WORDS: readonly string[] = [
  'først', 'så', 'bagefter', 'derefter', 'dernæst', 'til sidst', 'til slut', 'senere', 'imens', 'mens', 'efter',
  'inden', 'når', 'næste',
];

/**
 * What scene 1 may say about the situation, beside a place or a time: 'Der kommer en lillebror'.
 * A plan with 'skal' ('Emil skal til tandlægen', 'Familien skal flytte') counts as well (SKAL_PLANNED).
 */
export const INTRODUCTION_WORDS: readonly string[] = [
  'handler om', 'hedder', 'fortæller', 'starter', 'begynder', 'er på vej', 'snart', 'sker der', 'der kommer',
  'skal der',
];

/**
 * **hvad**: words of a title that do not name what happens ('Emil skal til tandlæge for første gang':
 * 'tandlæge' is the subject, 'første' and 'gang' are not). Words under four letters never count.
 */
export const TITLE_FILLER_WORDS: readonly string[] = [
  'skal', 'være', 'have', 'første', 'gang', 'nogle', 'noget', 'efter', 'inden', 'igen', 'også', 'hvad', 'hvordan',
  'hvorfor', 'hvornår', 'ikke', 'eller', 'lille', 'store', 'stor', 'dag', 'dagen', 'sammen', 'vores', 'deres',
];

/** What the last scene may end on, beside an affirmative sentence: 'Nu er besøget slut'. */
export const CONCLUSION_WORDS: readonly string[] = [
  'slut', 'færdig', 'færdige', 'til sidst', 'til slut', 'hjem', 'hjemad', 'godt klaret', 'stolt*', 'farvel',
  'godnat', 'sov godt', 'glad', 'glade',
];


// ---------------------------------------------------------------------------------------------
// What harms a child (check version 2)

/** Words that label or shame the child: 'en dårlig taber', 'pinligt', 'store drenge græder ikke'. */
export const SHAMING_PHRASES: readonly string[] = [
  'dårlig taber', 'dårlig til', 'dårlig dreng', 'dårlig pige', 'dårligt barn', 'dårlige børn', 'dårlig mand', 'er dårlig',
  'dårlig opførsel', 'pinlig*', 'skamme*', 'skam', 'fræk', 'frække', 'frækt',
  'uartig*', 'irriterende', 'dum', 'dumme', 'dumt', 'tåbelig*', 'fjollet', 'som en baby', 'ligesom en baby', 'babyagtig*',
  'stor dreng', 'stor pige', 'store drenge', 'store piger', 'opfører sig dårligt', 'besværlig*', 'umulig', 'umulige',
  'forkælet', 'doven', 'klodset', 'sær', 'mærkelig dreng', 'mærkelig pige', 'skuffet over',
];

/** Words that frighten: danger, destruction, injury. */
export const FRIGHTENING_PHRASES: readonly string[] = [
  'farlig*', 'brænde ned', 'brænder ned', 'brændt ned', 'kan dø', 'dør af', 'slå ihjel', 'slår ihjel', 'blive væk for altid',
  'kvæle*', 'eksplodere*', 'ulykke*', 'skarp nål', 'lang og skarp', 'gør meget ondt', 'gøre meget ondt', 'bløde meget',
  'uhyrlig*', 'rædsom*', 'forfærdelig*', 'katastrofe*', 'kan gå galt', 'livsfarlig*', 'styrte ned', 'styrter ned',
  'komme til skade', 'kommer til skade', 'slå sig slemt', 'brække*', 'rigtig ondt', 'meget ondt', 'rammer nerven', 'ramme nerven',
];

/** Promises and false comfort: what nobody can know in advance. */
export const PROMISE_PHRASES: readonly string[] = [
  'slet ikke ondt', 'gør ikke ondt', 'gøre ondt slet ikke', 'ikke gøre ondt', 'ikke ondt', 'på et sekund', 'på et øjeblik',
  'det bliver sjovt', 'bliver sjovt', 'bliver rigtig sjovt', 'det bliver godt', 'går helt fint', 'går fint', 'går godt',
  'lover', 'lovet', 'bliver en fantastisk', 'bliver fantastisk', 'bliver en dejlig dag', 'bliver en god dag', 'bliver en skøn', 'ingenting at være bange for', 'intet at være bange for', 'ikke noget at være bange for', 'ingen grund til',
  'får en is', 'får is', 'får slik', 'får en gave', 'får en præmie', 'får en belønning', 'får en overraskelse',
];

/** What a threat's main clause says: someone is angry, or something is taken away. */
export const CONSEQUENCE_PHRASES: readonly string[] = [
  'vred', 'vrede', 'sur', 'sure', 'skuffet', 'skuffede', 'straf*', 'skælde*', 'skælder', 'råber', 'irriteret*',
  'ikke må', 'må ikke', 'ikke få', 'får ikke', 'ikke komme', 'kommer ikke', 'må blive hjemme', 'bliver sendt', 'sendes',
  'ked af det', 'kede af det', 'går hjem', 'ingen is', 'ingen slik', 'mister', 'tager den fra', 'ikke inviteret', 'ikke med',
  'ikke lov', 'ikke være med',
];

/** Feelings a sentence may state of the child; unhedged, that is a feeling told as a fact. */
export const FEELING_ADJECTIVES: readonly string[] = [
  'bange', 'nervøs', 'nervøse', 'ked af det', 'kede af det', 'ked', 'vred', 'sur', 'urolig', 'flov', 'glad', 'glade', 'tryg', 'utryg', 'stolt', 'spændt',
  'bekymret', 'rolig', 'frustreret', 'angst', 'ulykkelig',
];

/** What softens a statement about someone's inside: 'måske', 'nogle gange'. */
export const HEDGES: readonly string[] = [
  'måske', 'nogle gange', 'somme tider', 'tit', 'ofte', 'som regel', 'kan', 'kan blive', 'kan føles', 'mange', 'nogle',
];

/** What the child cannot do, said as a fact about the child. */
export const DEFICIT_PHRASES: readonly string[] = [
  'har svært ved', 'har meget svært ved', 'har problemer med', 'kan ikke finde ud af', 'kan ikke klare', 'er dårlig til',
  'forstår ikke', 'kan ikke lide at tabe', 'kan ikke sidde stille', 'kan ikke vente', 'kan ikke dele', 'er ikke god til',
  'opfører sig', 'laver ballade', 'laver ulykker',
];

/** A first-person directive: 'Jeg vil sidde stille', 'Jeg skal lytte'. */
export const FIRST_PERSON_DIRECTIVES: readonly string[] = ['jeg vil', 'jeg skal', 'jeg må', 'jeg bør', 'jeg må ikke', 'jeg skal ikke', 'jeg vil ikke'];

/** Verbs that make a generalisation of 'alle'/'ingen' (a hard flag): what people do, feel or like. */
export const GENERALISING_WORDS: readonly string[] = [
  'synes', 'kan lide', 'elsker', 'hader', 'vil', 'gerne', 'føler', 'tror', 'glæder', 'glad', 'glade', 'bange', 'ked', 'kede',
  'sjovt', 'sjov', 'hyggeligt', 'rart', 'dejligt', 'altid', 'plejer',
];

/** Words that say someone has died (the person is the word before). */
export const DEATH_WORDS: readonly string[] = ['er død', 'døde', 'er gået bort', 'er sovet ind', 'er afgået ved døden'];

/** What only the living do: a dead person who does this contradicts the story. */
export const LIVING_ACTS: readonly string[] = [
  'siger', 'åbner', 'kommer', 'står', 'venter', 'giver', 'krammer', 'smiler', 'vinker', 'glæder sig', 'griner', 'spiser',
  'leger', 'ringer', 'henter', 'besøger', 'hilser', 'synger', 'læser', 'tager imod',
];
