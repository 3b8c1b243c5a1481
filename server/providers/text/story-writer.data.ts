/**
 * The story writer's own sentences (server/providers/text/story-writer.ts), as data: what the people
 * present do and think (perspective), why a help helps, the truths of sensitive topics, and the
 * endings. Each sentence names something of the story (the person, the topic, the help), so no
 * sentence repeats across stories about different things.
 *
 * Placeholders: {N} the child ('børnene' in a group story), {han} {ham} {hans} its pronouns, {topic}
 * what the story is about ('besøget hos tandlægen'), {person} the one a sensitive story is about
 * ('mormor'), {adult} the grown-up the child can talk to, {who} a person present as the parent named
 * them. A sentence whose placeholder has no value is left out.
 */

/** D descriptive, P perspective, C coaching (an option), A affirmative (Carol Gray's sentence types). */
export type Kind = 'D' | 'P' | 'C' | 'A';
export interface DataLine {
  kind: Kind;
  text: string;
  /** Only from this age (the youngest read only what they can see, hear and do) */
  minAge?: number;
}

const d = (text: string, minAge?: number): DataLine => ({ kind: 'D', text, minAge });
const p = (text: string, minAge?: number): DataLine => ({ kind: 'P', text, minAge });
const c = (text: string, minAge?: number): DataLine => ({ kind: 'C', text, minAge });
const a = (text: string, minAge?: number): DataLine => ({ kind: 'A', text, minAge });

/** The people a story can name, by the word the parent uses: what they do there, in a sentence or two. */
export const ROLE_LINES: readonly { stems: readonly string[]; lines: readonly DataLine[] }[] = [
  { stems: ['tandlæge*'], lines: [d('{Who} ved meget om tænder.'), p('{Who} vil gerne hjælpe med at holde tænderne sunde.', 5)] },
  { stems: ['tandplejer*'], lines: [d('{Who} kigger på tænder hver dag.'), p('{Who} er vant til børn, der synes, det er lidt svært.', 5)] },
  { stems: ['læge*', 'lægen', 'overlæge*', 'narkoselæge*'], lines: [d('{Who} ved meget om kroppen.'), p('{Who} vil gerne hjælpe kroppen med at få det godt.', 5)] },
  { stems: ['sygeplejerske*'], lines: [d('{Who} hjælper patienterne.'), p('{Who} svarer gerne på spørgsmål.', 5)] },
  { stems: ['dyrlæge*'], lines: [d('{Who} ved meget om dyr.')] },
  { stems: ['pædagog*'], lines: [d('{Who} hjælper børnene i løbet af dagen.'), p('{Who} vil gerne lære {N} at kende.', 5)] },
  { stems: ['lærer*', 'læreren', 'klasselærer*', 'kontaktlærer*'], lines: [d('{Who} hjælper klassen med at lære.'), p('{Who} vil gerne have, at timen bliver rolig for børnene.', 5)] },
  { stems: ['vikar*'], lines: [d('{Who} passer på børnene, mens den faste voksne er væk.'), p('{Who} vil gerne hjælpe børnene igennem dagen.', 5)] },
  { stems: ['frisør*'], lines: [d('{Who} klipper hår hver dag.'), p('{Who} klipper gerne lidt langsommere, hvis det hjælper.', 5)] },
  { stems: ['præst*', 'præsten'], lines: [d('{Who} leder begravelsen og taler om den døde.')] },
  { stems: ['fotograf*'], lines: [d('{Who} tager billeder af børn hele dagen.')] },
  { stems: ['buschauffør*', 'chauffør*'], lines: [d('{Who} kører bussen og holder ved stoppestederne.')] },
  { stems: ['psykolog*'], lines: [d('{Who} taler med børn om tanker og følelser.'), p('{Who} lytter til det, {N} fortæller.', 5)] },
  { stems: ['sundhedsplejerske*'], lines: [d('{Who} ved meget om, hvordan børn vokser.')] },
  { stems: ['træner*', 'instruktør*', 'svømmelærer*'], lines: [d('{Who} viser, hvad der skal ske.'), p('{Who} vil gerne hjælpe {N} godt i gang.', 5)] },
  { stems: ['mormor', 'morfar', 'farmor', 'farfar', 'oldemor', 'oldefar', 'bedste*'], lines: [p('{Who} holder meget af {N}.')] },
  { stems: ['en voksen', 'de voksne', 'voksne'], lines: [d('{Who} er i nærheden.')] },
];

/** Why a help helps, by the words in it; else the story says it may make {topic} easier. */
export const HELP_REASONS: readonly { stems: readonly string[]; line: string }[] = [
  { stems: ['høreværn', 'ørepropper', 'hovedtelefon*', 'ørebøffer'], line: 'Høreværn gør lydene mindre.' },
  { stems: ['hånd*', 'hånden'], line: 'En hånd at holde i kan give ro i kroppen.' },
  { stems: ['vejret', 'vejrtræk*', 'ånde*', 'puste*'], line: 'Langsomme vejrtrækninger kan gøre kroppen rolig.' },
  { stems: ['pause*'], line: 'En pause giver kroppen tid til at falde til ro.' },
  { stems: ['tælle*', 'tæller'], line: 'Når man tæller, ved man, hvornår det er slut.' },
  { stems: ['bamse*', 'krammedyr*', 'tøjdyr*', 'sutteklud*', 'nusseklud*'], line: 'Noget kendt i hånden kan føles trygt.' },
  { stems: ['musik*', 'sang*', 'synge*'], line: 'Musik kan tage tankerne et andet sted hen.' },
  { stems: ['timer*', 'ur', 'uret', 'stopur*'], line: 'Et ur viser, hvor lang tid der er tilbage.' },
  { stems: ['piktogram*', 'billedliste*', 'billedskema*', 'billedplan*', 'skema*', 'dagsplan*', 'tidsplan*'], line: 'Billeder viser, hvad der skal ske, og i hvilken rækkefølge.' },
  { stems: ['kalender*'], line: 'En kalender viser, hvor mange dage der er til.' },
  { stems: ['solbriller*', 'kasket*', 'hætte*'], line: 'Det kan gøre lyset mindre skarpt.' },
  { stems: ['kram*', 'knus*', 'tryk*', 'dyne*', 'tæppe*'], line: 'Et fast tryk kan få kroppen til at falde til ro.' },
  { stems: ['tyggegummi*', 'slik*', 'vand', 'drikke*'], line: 'Noget at tygge eller drikke kan give kroppen noget andet at mærke.' },
  { stems: ['ipad*', 'tablet*', 'bog*', 'bøger'], line: 'Noget at kigge på kan gøre ventetiden kortere.' },
  { stems: ['roligt sted', 'hjørne*', 'stille rum', 'gå ud', 'gå lidt væk', 'gå væk'], line: 'Et roligt sted giver kroppen ro igen.' },
  { stems: ['fortælle*', 'forklare*', 'vide', 'ved hvad', 'se først', 'kigge først', 'øve*'], line: 'Det er lettere, når man ved, hvad der skal ske.' },
];

/** Sensitive topics: the real words, what stays the same, and whom the child can talk to. */
export const SENSITIVE_LINES: Readonly<Record<string, readonly DataLine[]>> = {
  death: [
    d('{Person} er død.'),
    d('At være død betyder, at kroppen er holdt op med at virke.', 3),
    d('Hjertet slår ikke mere, og kroppen kan hverken mærke smerte eller kulde.', 5),
    d('Den, der er død, kommer ikke tilbage.', 4),
    p('Mange mennesker bliver kede af det, når nogen dør.'),
    p('Nogle græder, og andre har lyst til at lege. Begge dele er i orden.', 5),
    c('{N} kan tale med {adult} om {person}, når {han} har lyst.'),
    d('Minderne om {person} er der stadig, fx på billeder.', 4),
  ],
  funeral: [
    d('{Person} er død.'),
    d('Til en begravelse siger familien farvel til {person}.', 4),
    d('{Person} ligger i en kiste.', 4),
    p('Mange græder til en begravelse, fordi de er kede af det.'),
    a('Det er i orden at græde, og det er også i orden at sidde stille.', 5),
    c('{N} kan holde {adult} i hånden under begravelsen.'),
    c('{N} kan tale med {adult} om {person}, når {han} har lyst.', 4),
  ],
  'serious-illness': [
    d('{Person} er syg.'),
    d('Sygdommen hedder {illness}.', 4),
    d('Lægerne giver medicin og behandling for at hjælpe kroppen.', 4),
    d('Sygdommen er ikke {navns} skyld.', 4),
    p('Mange bliver bekymrede, når en, de holder af, er syg.', 5),
    d('Noget er det samme som før: {N} bor hjemme og går i {daily}.', 4),
    c('{N} kan spørge {adult} om sygdommen, når {han} vil.'),
  ],
  'operation-other': [
    d('{Person} skal opereres på hospitalet.'),
    d('Under operationen sover {person}, fordi lægen giver en medicin, der hedder narkose.', 5),
    d('Bagefter kan {person} have ondt et stykke tid og skal hvile sig.', 4),
    p('Mange børn savner den, der er på hospitalet.', 5),
    c('{N} kan tale med {adult} om det, når {han} vil.'),
  ],
  // A stay in hospital the parent does not call an operation: no surgery, no narkose is invented.
  'hospital-stay-other': [
    d('{Person} er på hospitalet et stykke tid.'),
    d('Det er, fordi læger og sygeplejersker dér kan hjælpe {person} med at få det bedre.', 4),
    p('Mange børn savner den, der er på hospitalet.', 5),
    c('{N} kan tale med {adult} om det, når {han} vil.'),
  ],
  'hospital-stay': [
    d('{N} skal være på hospitalet et stykke tid.'),
    d('Det er, fordi læger og sygeplejersker dér kan hjælpe {N} med at få det bedre.', 4),
    p('Mange børn synes, at hospitalet er et mærkeligt sted i begyndelsen.', 5),
    c('{N} kan sige til en sygeplejerske, hvis noget gør ondt.'),
  ],
  operation: [
    d('{N} skal opereres på hospitalet.'),
    d('Under operationen sover {N}, fordi lægen giver en medicin, der hedder narkose.', 5),
    d('Bagefter kan det gøre ondt et stykke tid, og så kan {N} få medicin mod det.', 4),
    p('Mange børn synes, at hospitalet er et mærkeligt sted i begyndelsen.', 5),
    c('{N} kan sige til en sygeplejerske, hvis noget gør ondt.'),
  ],
  divorce: [
    d('Mor og far skal bo hver for sig.'),
    d('Det har de voksne besluttet. Det er ikke {navns} skyld.', 4),
    d('Mor og far er stadig {navns} mor og far.'),
    d('{N} får to hjem og kan have sine ting begge steder.', 4),
    p('Mange børn synes, at det er mærkeligt at have to hjem i starten.', 5),
    c('{N} kan fortælle både mor og far, hvordan {han} har det.'),
  ],
  'new-partner': [
    d('{N} skal møde en ny voksen.'),
    d('Den nye voksne er {adultPossessive} kæreste.', 5),
    d('Mor og far er stadig {navns} mor og far.', 4),
    c('{N} kan tage det i sit eget tempo.'),
  ],
  puberty: [
    d('Puberteten er den tid, hvor kroppen forandrer sig fra et barns krop til en voksens krop.'),
    d('Det sker for de fleste mellem 9 og 15 år, for nogle lidt før og for andre lidt senere.'),
    p('Mange synes, det er mærkeligt i starten, og det er helt normalt.'),
    c('{N} kan spørge {adult} om alt det, {han} undrer sig over.'),
  ],
  menstruation: [
    d('Menstruation betyder, at der kommer lidt blod ud af skeden nogle dage hver måned.'),
    d('Det er kroppens måde at gøre klar på, og det er sundt.'),
    d('Et bind i trusserne opsuger blodet, og det skiftes nogle gange om dagen.'),
  ],
  'boy-puberty': [
    d('Stemmen kan blive dybere, og der kommer hår flere steder på kroppen.'),
    d('Nogle vågner med våde underbukser om natten. Det hedder sædafgang, og det er normalt.'),
  ],
  'new-sibling': [
    d('{N} skal være {rolle}.'),
    d('En lille baby sover, spiser og græder meget.', 4),
    d('De voksne passer både på babyen og på {N}.'),
    p('Måske vil {N} gerne holde babyen, måske vil {han} hellere kigge.', 4),
    c('{N} kan sige til {adult}, når {han} gerne vil have tid sammen.', 4),
  ],
  dementia: [
    d('{Person} har en sygdom, der hedder demens.'),
    d('Demens gør det svært at huske, også navne.'),
    d('Hvis {person} glemmer noget, er det sygdommen, der gør det.', 4),
    c('{N} kan sige sit navn, når de mødes.'),
  ],
  apart: [
    d('{Person} er langt væk et stykke tid.'),
    d('{N} kan tale med {person} i telefon eller på video, når de voksne har aftalt det.', 4),
    c('{N} kan tegne eller skrive til {person}.'),
  ],
  respite: [
    d('{N} skal være i aflastning nogle dage.'),
    d('I aflastningen er der voksne, som passer godt på {N}.'),
    d('Bagefter kommer {N} hjem igen.'),
    c('{N} kan tage noget kendt med hjemmefra.'),
  ],
  psychologist: [
    d('En psykolog er en voksen, som hjælper børn med tanker og følelser.'),
    d('Hos psykologen kan {N} sige det, {han} vil, og tie, når {han} vil.', 5),
  ],
  'sick-sibling': [
    d('Sygdommen er ikke {navns} skyld.', 4),
    p('Mange søskende synes, at det er svært, når en bror eller søster er syg.', 5),
    c('{N} kan tale med {adult} om det, når {han} vil.'),
  ],
};

/** The last sentences, by kind of story. Each names the topic, so they differ between stories. */
export const ENDINGS: Readonly<Record<'event' | 'routine' | 'sensitive' | 'change', readonly string[]>> = {
  event: ['Så er {topic} slut for denne gang.', 'Bagefter er {topic} overstået.', 'Og så er {topic} forbi.'],
  routine: ['Sådan foregår {topic}.', 'Sådan kan {topic} gå for sig.', 'Det er sådan, {topic} plejer at være.'],
  sensitive: ['{N} kan læse historien om {topic} igen, når {han} har lyst.', 'De voksne er der og kan tale om {topic}.', 'Det tager tid at vænne sig til {topic}.'],
  change: ['Nu ved {N}, hvad der skal ske med {topic}.', 'Sådan bliver det med {topic}.', 'Ændringer kan føles mærkelige, og det går over med tiden.'],
};


/** Situations that are routines at home (ended with 'Sådan foregår ...') rather than one event. */
export const ROUTINES = new Set(['toothbrush', 'handwash', 'toilet', 'dressing', 'bedtime', 'eating', 'nails', 'hairwash', 'transition', 'anger', 'waiting', 'goodbye', 'losing', 'recess', 'vacuum']);

/** Situations where 'vi' in the typical steps is the class or the group of children, not the family. */
export const WE_ARE_THE_CHILDREN = new Set(['fire-drill', 'school-photo', 'camp', 'pe', 'recess', 'school-party', 'excursion', 'substitute', 'sfo', 'losing']);

/** Words for the youngest children only: not in a story for a school child unless the parent wrote them. */
export const NURSERY_WORDS: readonly string[] = ['godnathistorie*', 'putte*', 'puttes', 'svømmevinger', 'sut', 'sutten', 'ble', 'bleen', 'potte*', 'nusseklud*', 'sutteklud*', 'krammedyr*', 'pusle*', 'klapvogn*', 'barnevogn*', 'mor eller far'];

/** Family words the writer recognises as the people with the child. */
export const FAMILY_WORDS: readonly string[] = ['mor', 'far', 'mormor', 'morfar', 'farmor', 'farfar', 'oldemor', 'oldefar', 'moster', 'faster', 'onkel', 'storebror', 'storesøster', 'lillebror', 'lillesøster', 'bonusmor', 'bonusfar', 'plejemor', 'plejefar', 'bedstemor', 'bedstefar'];

/** Role words: 'pædagogen Jonas', 'vikaren Pia', 'tandlægen'. */
export const ROLE_WORDS: readonly string[] = ['pædagog', 'lærer', 'vikar', 'tandlæge', 'læge', 'sygeplejerske', 'frisør', 'præst', 'fotograf', 'chauffør', 'buschauffør', 'psykolog', 'træner', 'svømmelærer', 'dyrlæge', 'klasselærer', 'kontaktperson', 'støttepædagog', 'dagplejer', 'sundhedsplejerske', 'tandplejer', 'nabo', 'babysitter'];

