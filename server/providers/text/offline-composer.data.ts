/**
 * The offline composer's situations: for each, the words that recognise it, and the sentences of
 * its introduction, its steps in order and its conclusion (Carol Gray's Social Story criteria).
 *
 * A line is one sentence with its kind and priority:
 * - kind: D descriptive (facts), P perspective (what others, or possibly the child, think or feel),
 *   C coaching (an option the child can try, phrased positively), A affirmative.
 * - priority: 1 is told at every age, 2 from age 5, 3 only from age 9 (more explanation).
 * - wordings: seeded alternatives; each is one text for every age, or [ages 1-4, ages 5-12]
 *   ('' for ages 1-4 leaves the line out for them). Ages 1-4 read 3-8 words a sentence, 5-8 read
 *   5-12, 9-12 read 7-16; the long wording is written to suit both of the older bands.
 *
 * Placeholders: {N} the child's name, {navns} its genitive, {han} {ham} {hans} the child's
 * pronouns, {dreng} 'dreng'/'pige', {rolle} 'storebror'/'storesøster', {voksen} the grown-up
 * going along ('mor eller far' unless the text names one), {comp} the companion, {interest} a
 * liked thing, {host} the person visited, {title}, and each situation's vocabulary ({place},
 * {helper}, {event}, ...). A line whose placeholder has no value is left out. The first letter of
 * each sentence is capitalised when it is written, so placeholders are written in lower case.
 *
 * Words a social story avoids are never used: altid, aldrig, alle, ingen, ikke, 'du skal', 'du må',
 * 'må ikke' (the tests check every generated story).
 */
import type { SettingId } from './offline-composer.lexicon';

export type LineKind = 'D' | 'P' | 'C' | 'A';
export type Priority = 1 | 2 | 3;
/** One text for every age, or [ages 1-4, ages 5-12]. */
export type Wording = string | readonly [short: string, long: string];

export interface Line {
  kind: LineKind;
  p: Priority;
  wordings: readonly Wording[];
  /** Only when the title or description has one of these keywords. */
  when?: readonly string[];
  /** Not when the title or description has one of these keywords. */
  unless?: readonly string[];
}

export interface Step {
  /** Where the scene's picture is drawn; `sceneSetting` finds it again from the text. */
  setting: SettingId;
  lines: readonly Line[];
}

export interface StoryPlan {
  vocab: Readonly<Record<string, string>>;
  /** Scene 1: where, who, what will happen. */
  intro: readonly Line[];
  introSetting: SettingId;
  /** The body: what happens first, next, last. */
  steps: readonly Step[];
  /** The last scene: it ends. (The shared closing lines follow.) */
  ending: readonly Line[];
  endingSetting: SettingId;
  /** How the companion comes along in the scene of step `companionStep` (default 0); without it,
   * "{N} kan tage {comp} med" is told in the introduction. */
  companion?: Line;
  companionStep?: number;
  /** The feelings scene (for longer stories) follows this step; default 1. */
  pauseAfter?: number;
}

export interface Flavor extends Partial<StoryPlan> {
  /** Chosen when the title or description has one of these keywords; the last flavor is the default. */
  when?: readonly string[];
  /** ...and also one of these. */
  also?: readonly string[];
  /** ...and these placeholders have a value (e.g. 'host': the text names someone to visit). */
  needs?: readonly string[];
}

export interface Situation {
  id: SituationId;
  /** Default picture background of the story. */
  setting: SettingId;
  /** Recognise the situation in the title and description ('~' before a weak keyword: it counts half). */
  keywords: readonly string[];
  base: StoryPlan;
  flavors?: readonly Flavor[];
}

export type SituationId =
  | 'dentist'
  | 'doctor'
  | 'school'
  | 'kindergarten'
  | 'hairdresser'
  | 'shop'
  | 'playground'
  | 'transport'
  | 'party'
  | 'swimming'
  | 'bedtime'
  | 'hygiene'
  | 'toilet'
  | 'sibling'
  | 'moving'
  | 'noise'
  | 'waiting'
  | 'general';

const line = (kind: LineKind) => (p: Priority, ...wordings: Wording[]): Line => ({ kind, p, wordings });
const d = line('D');
const p = line('P');
const c = line('C');
const a = line('A');
const when = (keywords: readonly string[], l: Line): Line => ({ ...l, when: keywords });
const unless = (keywords: readonly string[], l: Line): Line => ({ ...l, unless: keywords });

const okay = a(2, ['Det er helt i orden.', 'Det er helt i orden at have brug for lidt tid.']);

// ---------------------------------------------------------------------------------------------
// Tandlæge

const dentist: Situation = {
  id: 'dentist',
  setting: 'dentist',
  keywords: ['tandlæge*', 'tandklinik*', 'tandpleje*', 'tandeftersyn*'],
  base: {
    vocab: { place: 'hos tandlægen', helper: 'tandlægen', event: 'tandlægebesøget' },
    introSetting: 'dentist',
    intro: [
      d(1,
        ['{N} skal til tandlægen.', '{N} skal til tandlægen, som hjælper børn med at passe på tænderne.'],
        ['{N} skal hen til tandlægen.', 'Snart skal {N} til tandlægen og have tjekket sine tænder.']),
      d(1, ['Tandlægen kigger på {hans} tænder.', 'Tandlægen kigger på {navns} tænder og ser, om de er sunde.']),
      d(2, ['{voksen} går med.', '{voksen} går med {N} hen til tandlægen.']),
      p(2,
        ['Mange børn synes, det er spændende.', 'Mange børn synes, at det er lidt spændende at komme til tandlægen.'],
        ['Nogle børn er lidt spændte.', 'Nogle børn synes, at et besøg hos tandlægen er lidt spændende.']),
    ],
    steps: [
      {
        setting: 'dentist',
        lines: [
          d(1, ['{N} venter i venteværelset.', 'Først sidder {N} og {voksen} i venteværelset hos tandlægen.']),
          d(1, ['Der er bøger og legetøj.', 'I venteværelset er der stole, bøger og lidt legetøj.']),
          p(2, ['Det kan tage lidt tid.', 'Nogle børn synes, at det er lidt svært at vente.']),
          c(2, ['{N} kan kigge i en bog.', 'Mens {N} venter, kan {han} prøve at kigge i en bog.']),
        ],
      },
      {
        setting: 'dentist',
        lines: [
          d(1, ['Tandlægen siger hej til {N}.', 'Når det er {navns} tur, kommer tandlægen og siger hej.']),
          d(1, ['{N} sætter sig i den store stol.', '{N} sætter sig i tandlægestolen, som kan køre op og ned.']),
          p(2, ['Stolen kører langsomt.', 'Mange børn synes, at det føles lidt sjovt, når stolen kører op.']),
          d(3, 'Over tandlægestolen hænger en lampe, så tandlægen kan se godt ind i munden.'),
          a(2, ['Det er helt i orden.', 'Det er helt i orden at vænne sig til stolen først.']),
        ],
      },
      {
        setting: 'dentist',
        lines: [
          d(1, ['{N} gaber helt op.', 'Tandlægen beder {N} om at gabe op og holde munden åben.']),
          d(1, ['Tandlægen tæller tænderne.', 'Tandlægen tæller tænderne med et lille spejl og en tynd pind.']),
          d(3, 'Tandlægen kigger efter små huller, så tænderne kan blive ved med at være sunde.'),
          p(2, ['Spejlet kan føles koldt.', 'Spejlet kan føles lidt koldt og mærkeligt i munden.']),
          c(1, ['{N} kan løfte hånden og få en pause.', 'Hvis {N} har brug for en pause, kan {han} løfte en hånd.']),
          a(2, ['Så venter tandlægen lidt.', 'Så holder tandlægen en lille pause, og det er helt i orden.']),
        ],
      },
      {
        setting: 'dentist',
        lines: [
          d(1, ['Tandlægen pudser tænderne.', 'Nogle gange pudser tandlægen tænderne med en lille summende børste.']),
          d(1, ['Så skyller {N} munden.', 'Bagefter skyller {N} munden med lidt vand og spytter ud.']),
          p(2, ['Tandlægen er glad.', 'Tandlægen synes, at {N} hjælper rigtig godt til.']),
          d(2, ['{N} får måske et klistermærke.', 'Nogle gange får børn et klistermærke, når de er færdige.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [
      d(1, ['Nu er besøget slut, og {N} går hjem.', 'Nu er tandlægebesøget slut, og {N} og {voksen} går hjem.']),
      d(2, ['{N} går hjem.', 'Derhjemme slapper {N} af og leger med sit legetøj.']),
    ],
    pauseAfter: 2,
  },
};

// ---------------------------------------------------------------------------------------------
// Læge

const VACCINE = ['vaccin*', 'stik', 'stikket', 'sprøjte*', 'blodprøve*', 'indsprøjtning*'];

const doctor: Situation = {
  id: 'doctor',
  setting: 'doctor',
  keywords: [
    'læge', 'lægen', 'lægens', 'lægebesøg*', 'lægehus*', 'lægeklinik*', 'vaccin*', 'sprøjte*', 'stik',
    'blodprøve*', 'sygeplejerske*', '~hospital*', 'skolelæge*', 'børneundersøgelse*',
  ],
  base: {
    vocab: { place: 'hos lægen', helper: 'lægen', event: 'lægebesøget' },
    introSetting: 'doctor',
    intro: [
      d(1,
        ['{N} skal til lægen.', '{N} skal til lægen, som hjælper børn med at være raske.'],
        ['{N} skal hen til lægen.', 'Snart skal {N} til lægen, som passer på børns helbred.']),
      d(1, ['Lægen er en venlig voksen.', 'Lægen kigger på {N} og hører, hvordan {han} har det.']),
      d(2, ['{voksen} går med.', '{voksen} går med {N} hen til lægen.']),
      p(2, ['Mange børn synes, det er spændende.', 'Mange børn synes, at det er lidt spændende at komme til lægen.']),
    ],
    steps: [
      {
        setting: 'doctor',
        lines: [
          d(1, ['{N} venter i venteværelset.', 'Først venter {N} og {voksen} i venteværelset hos lægen.']),
          d(2, ['Andre venter også.', 'Der sidder måske andre mennesker, som også venter på deres tur.']),
          p(2, ['Det kan føles lidt langt.', 'Nogle børn synes, at det er lidt svært at vente.']),
          c(2, ['{N} kan kigge i en bog.', 'Mens {N} venter, kan {han} vælge en bog eller et stille spil.']),
        ],
      },
      {
        setting: 'doctor',
        lines: [
          d(1, ['Lægen siger hej til {N}.', 'Når det er {navns} tur, kommer lægen ud og siger hej.']),
          d(1, ['{N} sætter sig på briksen.', '{N} sætter sig på briksen, som er en slags seng hos lægen.']),
          d(2, ['Lægen lytter til hjertet.', 'Lægen lytter til {navns} hjerte og lunger med et stetoskop.']),
          p(3, 'Stetoskopet kan føles lidt koldt på huden, men det varer kun et øjeblik.'),
          a(2, ['Det er helt i orden.', 'Det er helt i orden at spørge lægen, hvad der sker.']),
        ],
      },
      {
        setting: 'doctor',
        lines: [
          d(1, ['Lægen kigger i ørerne.', 'Lægen kigger i {navns} ører og i munden med en lille lygte.']),
          when(VACCINE, d(1, ['{N} får et lille stik.', 'Lægen eller sygeplejersken giver {N} et lille stik i armen.'])),
          when(VACCINE, p(1, ['Det prikker lidt.', 'Stikket prikker lidt, og så er det hurtigt overstået.'])),
          when(VACCINE, c(1, ['{N} kan holde {voksen} i hånden.', 'Mens {N} får stikket, kan {han} vælge at kigge den anden vej.'])),
          unless(VACCINE, d(1, ['Lægen mærker på maven.', 'Lægen mærker forsigtigt på {navns} mave med sine hænder.'])),
          unless(VACCINE, p(2, ['Det kan kilde lidt.', 'Det kan kilde lidt, når lægen mærker på maven.'])),
          unless(VACCINE, c(1, ['{N} kan sige, hvis noget er svært.', '{N} kan sige til lægen, hvis {han} har brug for en pause.'])),
        ],
      },
      {
        setting: 'doctor',
        lines: [
          d(1, ['Så er lægen færdig.', 'Når lægen er færdig, taler lægen og {voksen} lidt sammen.']),
          d(1, ['{N} tager tøjet på igen.', '{N} tager sin trøje på igen og gør sig klar til at gå.']),
          when(VACCINE, d(2, ['{N} får måske et plaster.', 'Bagefter får {N} måske et lille plaster på armen.'])),
          p(2, ['Lægen er glad.', 'Lægen synes, at {N} hjælper rigtig godt til.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er besøget slut, og {N} går hjem.', 'Nu er lægebesøget slut, og {N} og {voksen} går hjem.'])],
    pauseAfter: 2,
  },
};

// ---------------------------------------------------------------------------------------------
// Skole

const FIRST_DAY = ['første', 'skolestart*', 'starte', 'starter', 'begynde', 'begynder', '0. klasse', 'børnehaveklasse*'];

const school: Situation = {
  id: 'school',
  setting: 'school',
  keywords: [
    'skole*', 'første skoledag', '~klasse*', 'skolestart*', '~lærer*', 'frikvarter*', 'skolegård*', 'sfo',
    '~undervisning*', '~lektier*',
  ],
  base: {
    vocab: { place: 'i skolen', helper: 'læreren', event: 'skoledagen' },
    introSetting: 'school',
    intro: [
      when(FIRST_DAY, d(1, ['{N} skal starte i skole.', '{N} skal starte i skole, og det er en stor dag.'])),
      unless(FIRST_DAY, d(1, ['{N} skal i skole.', '{N} skal i skole, hvor der er mange børn og voksne.'])),
      d(1, ['I skolen lærer børn nye ting.', 'I skolen lærer børnene at læse, skrive og regne.']),
      p(2, ['Mange børn glæder sig.', 'Mange børn glæder sig og er lidt spændte på skolen.']),
    ],
    steps: [
      {
        setting: 'school',
        lines: [
          d(1, ['{voksen} følger {N} i skole.', 'Om morgenen følger {voksen} {N} hen til skolen.']),
          d(1, ['{N} siger farvel til {voksen}.', '{N} siger farvel til {voksen} og går ind i klassen.']),
          p(2, ['Farvel kan være lidt svært.', 'Nogle børn synes, at det er lidt svært at sige farvel.']),
          c(2, ['{N} kan give et kram.', '{N} kan vælge at give {voksen} et kram eller et vink.']),
          d(2, ['{voksen} henter {N} senere.', '{voksen} kommer igen og henter {N}, når skoledagen er slut.']),
        ],
      },
      {
        setting: 'school',
        lines: [
          d(1, ['Læreren siger godmorgen.', 'I klassen siger læreren godmorgen til {N} og de andre børn.']),
          d(1, ['{N} har sin egen plads.', '{N} har sin egen plads ved et bord i klassen.']),
          p(2, ['Læreren er glad for at se {N}.', 'Læreren er glad for at se {N} og vil gerne hjælpe.']),
          d(3, 'Læreren fortæller, hvad klassen skal lave, så børnene ved, hvad der skal ske.'),
          c(2, ['{N} kan række hånden op.', 'Hvis {N} har et spørgsmål, kan {han} række hånden op.']),
        ],
      },
      {
        setting: 'school',
        lines: [
          d(1, ['Børnene tegner og lærer.', 'I timerne tegner, læser og skriver børnene sammen med læreren.']),
          d(2, ['Der kan være mange lyde.', 'I klassen kan der være mange lyde, når børnene snakker.']),
          p(2, ['Det kan være lidt larmende.', 'Nogle børn synes, at det kan være lidt larmende i klassen.']),
          c(1, ['{N} kan bede om en pause.', 'Hvis det bliver for meget, kan {N} bede læreren om en pause.']),
          a(2, ['Det er helt i orden.', 'Det er helt i orden at have brug for en lille pause.']),
        ],
      },
      {
        setting: 'school',
        lines: [
          d(1, ['Så er det frikvarter.', 'Så er det frikvarter, og børnene går ud i skolegården.']),
          d(1, ['{N} spiser sin madpakke.', 'Til frokost spiser {N} sin madpakke i klassen sammen med de andre.']),
          p(2, ['Nogle børn leger, andre hviler.', 'Nogle børn leger fangeleg, og andre børn sidder stille og hviler.']),
          c(2, ['{N} kan vælge, hvad {han} vil.', '{N} kan vælge at lege med de andre eller sidde og hvile sig.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [
      d(1, ['Nu er skoledagen slut, og {N} går hjem.', 'Nu er skoledagen slut, og {voksen} henter {N} på skolen.']),
      d(2, ['{N} går hjem med {voksen}.', 'Sammen går {N} og {voksen} hjem og slapper af.']),
    ],
    pauseAfter: 2,
  },
};

// ---------------------------------------------------------------------------------------------
// Børnehave og vuggestue

const kindergartenBase: StoryPlan = {
  vocab: { place: 'i børnehaven', helper: 'pædagogen', event: 'dagen i børnehaven', inst: 'børnehaven', instIndef: 'børnehave' },
  introSetting: 'kindergarten',
  intro: [
    d(1, ['{N} skal i {instIndef}.', '{N} skal i {instIndef}, hvor der er mange børn og søde voksne.']),
    d(1, ['Der er mange ting at lege med.', 'I {inst} er der legetøj, sange og mange ting at lave.']),
    p(2, ['Mange børn glæder sig.', 'Mange børn synes, at det er hyggeligt og lidt spændende i {inst}.']),
  ],
  steps: [
    {
      setting: 'kindergarten',
      lines: [
        d(1, ['{N} hænger sin jakke op.', '{N} hænger sin jakke op på sin egen knage i garderoben.']),
        d(1, ['{N} siger farvel til {voksen}.', 'Så siger {N} farvel til {voksen}, som kommer igen senere.']),
        p(2, ['Farvel kan være lidt svært.', 'Mange børn synes, at det er lidt svært at sige farvel.']),
        c(2, ['{N} kan vinke i vinduet.', '{N} kan vælge at vinke farvel til {voksen} fra vinduet.']),
      ],
    },
    {
      setting: 'kindergarten',
      lines: [
        d(1, ['Pædagogen siger godmorgen.', 'En pædagog siger godmorgen og tager imod {N} i {inst}.']),
        d(1, ['{N} leger med klodser.', '{N} leger med klodser, biler eller dukker sammen med de andre.']),
        p(2, ['Andre børn leger også.', 'Nogle gange vil andre børn gerne lege med det samme legetøj.']),
        c(2, ['{N} kan spørge, om {han} kan være med.', 'Hvis {N} gerne vil være med, kan {han} spørge de andre børn.']),
      ],
    },
    {
      setting: 'kindergarten',
      lines: [
        d(1, ['Børnene spiser frokost sammen.', 'Til frokost sidder børnene ved bordet og spiser deres madpakker.']),
        d(2, ['Bagefter hviler nogle børn.', 'Efter frokost sover eller hviler nogle af børnene lidt.']),
        p(2, ['Det er rart at hvile lidt.', 'Mange børn synes, at det er rart med en lille pause.']),
        c(2, ['{N} kan bede om vand.', 'Hvis {N} er tørstig, kan {han} bede en voksen om vand.']),
      ],
    },
    {
      setting: 'playground',
      lines: [
        d(1, ['Så leger børnene på legepladsen.', 'Om eftermiddagen leger børnene udenfor på legepladsen.']),
        d(1, ['Der er gynger og en sandkasse.', 'På legepladsen er der gynger, en rutsjebane og en sandkasse.']),
        p(2, ['Mange børn elsker at gynge.', 'Mange børn synes, at det er sjovt at gynge og grave i sand.']),
        c(2, ['{N} kan vælge en leg.', '{N} kan vælge, om {han} vil gynge, grave eller klatre.']),
      ],
    },
  ],
  endingSetting: 'home',
  ending: [
    d(1, ['Så kommer {voksen}.', 'Om eftermiddagen kommer {voksen} og henter {N} i {inst}.']),
    d(1, ['Så går de hjem sammen.', 'Så tager {N} sin jakke på, og de går hjem sammen.']),
  ],
};

const kindergarten: Situation = {
  id: 'kindergarten',
  setting: 'kindergarten',
  keywords: ['børnehave*', 'vuggestue*', 'dagpleje*', 'pædagog*', '~institution*'],
  base: kindergartenBase,
  flavors: [
    {
      when: ['vuggestue*'],
      vocab: { place: 'i vuggestuen', helper: 'pædagogen', event: 'dagen i vuggestuen', inst: 'vuggestuen', instIndef: 'vuggestue' },
    },
    {},
  ],
};

// ---------------------------------------------------------------------------------------------
// Frisør

const hairdresser: Situation = {
  id: 'hairdresser',
  setting: 'hairdresser',
  keywords: ['frisør*', 'klipning*', 'klippe håret', 'klippe hår', 'klippes', 'klippet', 'hårklip*', 'hårklipning*'],
  base: {
    vocab: { place: 'hos frisøren', helper: 'frisøren', event: 'frisørbesøget' },
    introSetting: 'hairdresser',
    intro: [
      d(1, ['{N} skal til frisøren.', '{N} skal til frisøren og have klippet sit hår.']),
      d(1, ['Frisøren klipper håret.', 'Frisøren gør håret kortere, så det bliver pænt og nemt at rede.']),
      d(2, ['{voksen} går med.', '{voksen} går med {N} hen til frisøren.']),
      p(2, ['Mange børn synes, det er spændende.', 'Mange børn synes, at det er lidt spændende at blive klippet.']),
    ],
    steps: [
      {
        setting: 'hairdresser',
        lines: [
          d(1, ['{N} venter lidt i salonen.', 'Først sidder {N} og venter lidt på en stol i salonen.']),
          d(2, ['Der dufter af shampoo.', 'Hos frisøren dufter der af shampoo, og en hårtørrer summer.']),
          p(2, ['Hårtørreren larmer lidt.', 'Nogle børn synes, at hårtørreren larmer lidt.']),
          c(2, ['{N} kan kigge i et blad.', 'Mens {N} venter, kan {han} kigge i et blad eller en bog.']),
        ],
      },
      {
        setting: 'hairdresser',
        lines: [
          d(1, ['{N} sætter sig i frisørstolen.', 'Så sætter {N} sig i frisørstolen foran et stort spejl.']),
          d(1, ['Frisøren giver {N} en kappe på.', 'Frisøren lægger en kappe om {N}, så hårene holder sig væk fra tøjet.']),
          p(2, ['Kappen kan føles mærkelig.', 'Kappen kan føles lidt mærkelig om halsen i starten.']),
          c(2, ['{N} kan sige, hvis den strammer.', '{N} kan sige til frisøren, hvis kappen strammer for meget.']),
        ],
      },
      {
        setting: 'hairdresser',
        lines: [
          d(1, ['Frisøren klipper med en saks.', 'Frisøren klipper forsigtigt med en saks og reder håret med en kam.']),
          d(2, ['Saksen siger klip-klip.', 'Saksen siger små klip-lyde tæt ved ørerne.']),
          p(2, ['Det kan kilde lidt.', 'Det kan kilde lidt, når små hår falder ned i nakken.']),
          c(1, ['{N} kan prøve at sidde stille.', '{N} kan prøve at sidde stille og kigge på sig selv i spejlet.']),
          a(2, ['Det er helt i orden.', 'Det er helt i orden at bede frisøren om en lille pause.']),
        ],
      },
      {
        setting: 'hairdresser',
        lines: [
          d(1, ['Frisøren er færdig.', 'Til sidst børster frisøren de små hår væk fra {navns} hals.']),
          d(1, ['{N} ser sig i spejlet.', '{N} kigger i spejlet og ser sit nye hår.']),
          p(2, ['Håret er kortere nu.', 'Måske synes {N}, at det nye hår ser lidt anderledes ud.']),
          a(2, ['Det er helt i orden.', 'Det er helt i orden, og håret vokser langsomt ud igen.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er {N} færdig og går hjem.', 'Nu er frisørbesøget slut, og {N} og {voksen} går hjem.'])],
    pauseAfter: 2,
  },
};

// ---------------------------------------------------------------------------------------------
// Butik

const shop: Situation = {
  id: 'shop',
  setting: 'shop',
  keywords: ['butik*', 'supermarked*', 'indkøb*', '~handle', '~handler', 'købmand*', 'storcenter*', 'indkøbscenter*'],
  base: {
    vocab: { place: 'i butikken', helper: '', event: 'indkøbsturen' },
    introSetting: 'shop',
    intro: [
      d(1, ['{N} skal med ud at handle.', '{N} skal med {voksen} ud at handle i supermarkedet.']),
      d(1, ['I butikken køber man mad.', 'I supermarkedet køber man mad og andre ting, som familien bruger.']),
      p(2, ['Butikken er stor.', 'Mange børn synes, at butikken er stor, og at der sker meget.']),
    ],
    steps: [
      {
        setting: 'shop',
        lines: [
          d(1, ['{N} og {voksen} går ind i butikken.', 'Ved døren tager {N} og {voksen} en indkøbsvogn eller en kurv.']),
          d(2, ['Der er mange mennesker.', 'I butikken er der mange mennesker, lys og lyde.']),
          p(2, ['Det kan være lidt larmende.', 'Nogle børn synes, at der er lidt for mange lyde i butikken.']),
          c(2, ['{N} kan holde fast i vognen.', '{N} kan holde fast i indkøbsvognen, mens de går rundt.']),
        ],
      },
      {
        setting: 'shop',
        lines: [
          d(1, ['{voksen} har en indkøbsseddel.', 'På indkøbssedlen står der, hvad familien skal købe i butikken.']),
          d(1, ['{N} hjælper med at finde varer.', '{N} hjælper med at finde mælk, brød og frugt på hylderne.']),
          p(2, ['Det er sjovt at hjælpe.', 'Mange børn synes, at det er sjovt at hjælpe med at handle.']),
          c(2, ['{N} kan lægge varer i vognen.', '{N} kan vælge at lægge varerne ned i vognen.']),
        ],
      },
      {
        setting: 'shop',
        lines: [
          d(1, ['Der er mange fristende ting.', 'I butikken er der mange ting, som {N} måske gerne vil have.']),
          d(1, ['{voksen} bestemmer, hvad de køber.', '{voksen} bestemmer, hvad familien køber i dag.']),
          p(2, ['Et nej kan være svært.', 'Nogle gange kan det føles lidt skuffende, når svaret er nej.']),
          c(1, ['{N} kan trække vejret dybt.', '{N} kan prøve at trække vejret dybt og tælle langsomt til fem.']),
          a(2, ['Det er helt i orden.', 'Det er helt i orden at blive lidt skuffet.']),
        ],
      },
      {
        setting: 'shop',
        lines: [
          d(1, ['Så går de hen til kassen.', 'Til sidst går {N} og {voksen} hen til kassen og venter lidt.']),
          d(1, ['{N} lægger varerne på båndet.', '{N} hjælper med at lægge varerne op på båndet.']),
          d(2, ['{voksen} betaler.', '{voksen} betaler for varerne med et kort eller en telefon.']),
          p(2, ['Personen ved kassen siger hej.', 'Personen ved kassen siger måske hej og tak til {N}.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er de færdige og går hjem.', 'Nu er indkøbsturen slut, og {N} og {voksen} går hjem med poserne.'])],
  },
};

// ---------------------------------------------------------------------------------------------
// Legeplads

const playground: Situation = {
  id: 'playground',
  setting: 'playground',
  keywords: ['legeplads*', 'gynge*', 'rutsjebane*', 'sandkasse*', 'klatrestativ*'],
  base: {
    vocab: { place: 'på legepladsen', helper: '', event: 'turen på legepladsen' },
    introSetting: 'playground',
    intro: [
      d(1, ['{N} skal på legepladsen.', '{N} skal på legepladsen sammen med {voksen}.']),
      d(1, ['Der er gynger og en rutsjebane.', 'På legepladsen er der gynger, en rutsjebane og en stor sandkasse.']),
      p(2, ['Mange børn elsker legepladsen.', 'Mange børn synes, at det er sjovt at lege på legepladsen.']),
    ],
    steps: [
      {
        setting: 'playground',
        lines: [
          d(1, ['Der er andre børn.', 'Når {N} kommer frem, er der måske andre børn på legepladsen.']),
          d(2, ['Nogle børn råber og griner.', 'Nogle af børnene løber, råber og griner højt.']),
          p(2, ['Det kan være lidt larmende.', 'Nogle børn synes, at det er lidt larmende, når mange leger.']),
          c(2, ['{N} kan starte et roligt sted.', '{N} kan vælge at starte med at lege et sted, hvor der er roligt.']),
        ],
      },
      {
        setting: 'playground',
        lines: [
          d(1, ['{N} vil gerne gynge.', '{N} vil gerne gynge, men der sidder et andet barn.']),
          d(1, ['Børnene skiftes til at gynge.', 'På legepladsen skiftes børnene til at bruge gyngerne.']),
          p(2, ['Det kan være svært at vente.', 'Nogle børn synes, at det er svært at vente på deres tur.']),
          c(1, ['{N} kan spørge, om {han} er den næste.', 'Hvis {N} gerne vil gynge, kan {han} spørge, om {han} er den næste.']),
          d(2, ['Så bliver det {navns} tur.', 'Efter lidt tid bliver det {navns} tur til at gynge.']),
        ],
      },
      {
        setting: 'playground',
        lines: [
          d(1, ['{N} kører ned ad rutsjebanen.', '{N} klatrer op ad stigen og kører ned ad rutsjebanen.']),
          d(2, ['I sandkassen graver børnene.', 'I sandkassen graver børnene huller og bygger slotte af sand.']),
          p(2, ['Sand kan føles mærkeligt.', 'Nogle børn synes, at sand føles lidt mærkeligt på hænderne.']),
          c(2, ['{N} kan bruge en skovl.', '{N} kan bruge en skovl, hvis {han} helst vil holde hænderne rene.']),
        ],
      },
      {
        setting: 'playground',
        lines: [
          d(1, ['{voksen} siger, at de snart går.', '{voksen} siger til {N}, at de går om fem minutter.']),
          d(1, ['{N} leger en sidste gang.', 'Så har {N} lidt tid til at lege en sidste gang.']),
          p(2, ['Det kan være svært at stoppe.', 'Mange børn synes, at det er svært at stoppe en sjov leg.']),
          c(1, ['{N} kan vælge den sidste leg.', '{N} kan vælge, hvad {han} vil lege med til allersidst.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu går {N} hjem.', 'Nu er turen slut, og {N} går hjem med {voksen}.'])],
  },
};

// ---------------------------------------------------------------------------------------------
// Transport: bus, tog, fly, bil

const rideSteps: readonly Step[] = [
  {
    setting: 'transport',
    lines: [
      d(1, ['{N} kigger ud ad vinduet.', 'Under turen sidder {N} og kigger ud ad vinduet.']),
      d(2, ['Turen tager noget tid.', 'Turen tager noget tid, og {vdef} {vmoves} videre og videre.']),
      p(2, ['Det kan føles lidt langt.', 'Nogle børn synes, at turen føles lang, når de sidder stille.']),
      c(1, ['{N} kan lytte til musik.', '{N} kan vælge at lytte til musik eller kigge i en bog.']),
    ],
  },
  {
    setting: 'transport',
    lines: [
      d(1, ['Så er de fremme.', 'Til sidst er {vdef} fremme, og de stiger ud.']),
      d(1, ['{N} tager sin taske.', '{N} tager sin taske og går ud sammen med {voksen}.']),
      p(2, ['Det er rart at være fremme.', 'Mange børn synes, at det er rart at strække benene bagefter.']),
      okay,
    ],
  },
];

const transportBase: StoryPlan = {
  vocab: { place: 'på turen', helper: '', event: 'turen', vdef: 'bilen', vride: 'køre i bil', vmoves: 'kører' },
  introSetting: 'transport',
  intro: [
    d(1, ['{N} skal ud at {vride}.', '{N} skal ud at {vride} sammen med {voksen}.']),
    d(1, ['Turen tager noget tid.', 'En tur med {vdef} tager noget tid, og der sker mange ting.']),
    p(2, ['Mange børn synes, det er spændende.', 'Mange børn synes, at det er spændende at {vride}.']),
  ],
  steps: [],
  endingSetting: 'transport',
  ending: [d(1, ['Nu er turen slut.', 'Nu er turen med {vdef} slut, og {N} er fremme.'])],
};

const transport: Situation = {
  id: 'transport',
  setting: 'transport',
  keywords: [
    'bus', 'bussen', 'busser', 'bustur*', 'tog', 'toget', 'togtur*', 'togrejse*', 'fly', 'flyet', 'flyve', 'flyver',
    'flytur*', 'flyrejse*', 'lufthavn*', 'bil', 'bilen', 'biltur*', 'køretur*', '~rejse', '~rejsen', '~rejser', 'stoppested*',
    '~station*', 'perron*', 'køre i bil',
  ],
  base: transportBase,
  flavors: [
    {
      when: ['fly', 'flyet', 'flyve', 'flyver', 'flytur*', 'flyrejse*', 'lufthavn*'],
      vocab: { place: 'på flyturen', helper: '', event: 'flyturen', vdef: 'flyet', vride: 'flyve', vmoves: 'flyver' },
      steps: [
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} og {voksen} tager til lufthavnen.', 'Først kommer {N} og {voksen} til lufthavnen med deres kufferter.']),
            d(1, ['De går gennem en kontrol.', 'I lufthavnen går de gennem en kontrol, hvor tasker bliver tjekket.']),
            p(2, ['Der er mange mennesker.', 'I lufthavnen er der mange mennesker og mange lyde.']),
            c(2, ['{N} kan holde {voksen} i hånden.', '{N} kan holde {voksen} i hånden, mens de går.']),
          ],
        },
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} går ind i flyet.', 'Når det er tid, går {N} og {voksen} ind i flyet.']),
            d(1, ['{N} spænder selen.', '{N} sætter sig på sin plads og spænder sikkerhedsselen.']),
            d(2, ['Flyet brummer, når det letter.', 'Når flyet letter, brummer motorerne, og ørerne kan føles mærkelige.']),
            c(2, ['{N} kan prøve at synke.', 'Hvis det trykker i ørerne, kan {N} prøve at synke eller gabe.']),
          ],
        },
        ...rideSteps,
      ],
    },
    {
      when: ['tog', 'toget', 'togtur*', 'togrejse*', 'perron*', 'banegård*', 'station*'],
      vocab: { place: 'i toget', helper: '', event: 'togturen', vdef: 'toget', vride: 'køre med tog', vmoves: 'kører' },
      steps: [
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} og {voksen} venter på perronen.', 'På stationen venter {N} og {voksen} på perronen.']),
            d(2, ['Toget kommer med en høj lyd.', 'Når toget kører ind på stationen, kan det larme og blæse lidt.']),
            p(2, ['Lyden kan være høj.', 'Nogle børn synes, at toget lyder højt, når det kommer.']),
            c(2, ['{N} kan holde sig for ørerne.', '{N} kan holde sig for ørerne, hvis lyden er for høj.']),
          ],
        },
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} stiger ind i toget.', 'Dørene åbner, og {N} og {voksen} stiger ind i toget.']),
            d(1, ['De finder deres pladser.', 'De finder deres pladser, og {N} sætter sig ved vinduet.']),
            p(2, ['Toget er stort.', 'Mange børn synes, at det er spændende at køre med tog.']),
          ],
        },
        ...rideSteps,
      ],
    },
    {
      when: ['bus', 'bussen', 'busser', 'bustur*', 'stoppested*'],
      vocab: { place: 'i bussen', helper: '', event: 'busturen', vdef: 'bussen', vride: 'køre med bus', vmoves: 'kører' },
      steps: [
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} og {voksen} venter ved stoppestedet.', 'Først venter {N} og {voksen} ved stoppestedet på bussen.']),
            d(2, ['Bussen har et nummer.', 'Bussen har et nummer, som viser, hvor den kører hen.']),
            p(2, ['Det kan være svært at vente.', 'Nogle børn synes, at det er lidt svært at vente på bussen.']),
            c(2, ['{N} kan kigge efter bussen.', '{N} kan hjælpe med at kigge efter det rigtige nummer.']),
          ],
        },
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} stiger ind i bussen.', 'Når bussen holder, stiger {N} og {voksen} ind ad døren.']),
            d(1, ['De finder en plads.', '{voksen} viser billetten, og de finder en plads.']),
            p(2, ['Der kan være mange mennesker.', 'Der kan være mange mennesker i bussen, og det er helt i orden.']),
          ],
        },
        ...rideSteps,
      ],
    },
    {
      steps: [
        {
          setting: 'transport',
          lines: [
            d(1, ['{N} sætter sig i bilen.', 'Først sætter {N} sig ind i bilen på sin egen plads.']),
            d(1, ['{voksen} hjælper med selen.', '{voksen} hjælper {N} med at spænde sikkerhedsselen.']),
            p(2, ['Selen kan føles stram.', 'Selen kan føles lidt stram, men den passer godt på {N}.']),
            okay,
          ],
        },
        {
          setting: 'transport',
          lines: [
            d(1, ['Så kører bilen.', 'Så starter bilen, og den kører ud på vejen.']),
            d(2, ['Der er andre biler.', 'På vejen kører der andre biler, lastbiler og busser.']),
            p(2, ['Det kan være spændende.', 'Mange børn synes, at det er spændende at se på trafikken.']),
            c(2, ['{N} kan tælle røde biler.', '{N} kan prøve at tælle, hvor mange røde biler der kører forbi.']),
          ],
        },
        ...rideSteps,
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Fødselsdag og fest

const OWN_BIRTHDAY = ['har fødselsdag', 'fylder', 'min fødselsdag', 'sin fødselsdag', 'egen fødselsdag', 'hans fødselsdag', 'hendes fødselsdag'];

const party: Situation = {
  id: 'party',
  setting: 'party',
  keywords: ['fødselsdag*', 'fest', 'festen', 'fester', 'børnefødselsdag*', '~fejre*', '~fejring*', '~gæster', 'bryllup*', '~jul', '~juleaften'],
  base: {
    vocab: { place: 'til festen', helper: '', event: 'festen' },
    introSetting: 'party',
    intro: [
      when(OWN_BIRTHDAY, d(1, ['{N} har fødselsdag.', '{N} har fødselsdag, og der kommer gæster til fest.'])),
      unless(OWN_BIRTHDAY, d(1, ['{N} skal til fødselsdag.', '{N} skal til fødselsdag hos et andet barn.'])),
      d(1, ['Til en fest er der mange mennesker.', 'Til en fødselsdag er der ofte mange mennesker, sang og kage.']),
      p(2, ['Mange børn glæder sig.', 'Mange børn glæder sig til fest og er også lidt spændte.']),
    ],
    steps: [
      {
        setting: 'party',
        lines: [
          d(1, ['Nu kommer gæsterne.', 'Til festen kommer der mange børn og voksne.']),
          unless(OWN_BIRTHDAY, d(1, ['{N} giver en gave.', '{N} giver fødselsdagsbarnet en gave og siger tillykke.'])),
          when(OWN_BIRTHDAY, d(1, ['{N} får gaver.', 'Gæsterne giver {N} gaver og siger tillykke.'])),
          d(2, ['Der er balloner.', 'Der er pyntet med flag og balloner i mange farver.']),
          p(2, ['Det kan være lidt larmende.', 'Nogle børn synes, at der er mange lyde til en fest.']),
          c(2, ['{N} kan sige hej med et vink.', '{N} kan vælge at sige hej med et vink eller et smil.']),
        ],
      },
      {
        setting: 'party',
        lines: [
          d(1, ['Gæsterne synger fødselsdagssang.', 'Gæsterne synger fødselsdagssang, og nogle klapper og råber hurra.']),
          d(1, ['Så er der kage.', 'Bagefter er der kage og saftevand ved et stort bord.']),
          p(2, ['Sangen kan være høj.', 'Nogle børn synes, at sangen og hurraråbene er lidt høje.']),
          c(2, ['{N} kan holde sig for ørerne.', '{N} kan holde sig for ørerne, når gæsterne råber hurra.']),
        ],
      },
      {
        setting: 'party',
        lines: [
          d(1, ['Børnene leger lege.', 'Til festen leger børnene lege som stopdans eller skattejagt.']),
          d(2, ['Man kan vinde eller tabe.', 'I legene vinder man nogle gange, og andre gange taber man.']),
          p(2, ['Det kan være svært at tabe.', 'Mange børn synes, at det er lidt svært at tabe.']),
          c(1, ['{N} kan lege med eller kigge på.', '{N} kan vælge at være med i legen eller kigge på et stykke tid.']),
          a(2, ['Begge dele er helt i orden.', 'Begge dele er helt i orden, og {N} bestemmer selv.']),
        ],
      },
      {
        setting: 'party',
        lines: [
          d(1, ['Til sidst er der en godtepose.', 'Til sidst får gæsterne måske en lille godtepose.']),
          p(2, ['Festen kan blive for meget.', 'Hvis festen bliver for meget, er en pause en god idé.']),
          c(1, ['{N} kan holde en pause.', '{N} kan bede {voksen} om en lille pause et roligt sted.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [
      d(1, ['Nu er festen slut, og {N} går hjem.', 'Nu er festen slut, og {N} siger tak for i dag.']),
      d(2, ['Så går {N} hjem.', 'Så går {N} hjem med {voksen} og slapper af.']),
    ],
  },
  flavors: [
    {
      when: OWN_BIRTHDAY,
      endingSetting: 'party',
      ending: [
        d(1, ['Nu er festen slut.', 'Nu er festen slut, og gæsterne siger tak for i dag.']),
        d(1, ['{N} kigger på sine gaver.', 'Så bliver der stille igen, og {N} kigger på sine gaver.']),
      ],
    },
    {},
  ],
};

// ---------------------------------------------------------------------------------------------
// Svømmehal

const swimming: Situation = {
  id: 'swimming',
  setting: 'swimming',
  keywords: ['svømme*', 'svømmehal*', 'svømning*', 'bassin*', 'badeland*', 'svømmeundervisning*', 'svømmetur*'],
  base: {
    vocab: { place: 'i svømmehallen', helper: '', event: 'svømmeturen' },
    introSetting: 'swimming',
    intro: [
      d(1, ['{N} skal i svømmehallen.', '{N} skal i svømmehallen og bade sammen med {voksen}.']),
      d(1, ['Der er et stort bassin.', 'I svømmehallen er der et stort bassin fyldt med vand.']),
      p(2, ['Mange børn synes, vand er sjovt.', 'Mange børn synes, at det er sjovt at plaske i vandet.']),
    ],
    steps: [
      {
        setting: 'swimming',
        lines: [
          d(1, ['{N} og {voksen} går i omklædningsrummet.', 'Først går {N} og {voksen} ind i omklædningsrummet.']),
          d(1, ['{N} tager badetøj på.', 'Her tager {N} sit tøj af og tager badetøj på.']),
          p(2, ['Der kan være andre mennesker.', 'Der kan være andre mennesker i omklædningsrummet, og det er helt normalt.']),
          c(2, ['{N} kan bruge et håndklæde.', '{N} kan holde et håndklæde om sig, mens {han} klæder om.']),
        ],
      },
      {
        setting: 'swimming',
        lines: [
          d(1, ['{N} går i brusebad i svømmehallen.', 'I svømmehallen tager {N} et brusebad, inden {han} går i vandet.']),
          d(2, ['Vandet kan være varmt eller koldt.', 'Vandet fra bruseren kan føles varmt eller lidt koldt.']),
          p(2, ['Vand i ansigtet føles mærkeligt.', 'Nogle børn synes, at det føles mærkeligt med vand i ansigtet.']),
          c(2, ['{N} kan lukke øjnene.', '{N} kan lukke øjnene, hvis vandet kommer i ansigtet.']),
        ],
      },
      {
        setting: 'swimming',
        lines: [
          d(1, ['{N} går ned i bassinet.', '{N} går forsigtigt ned ad trappen og ned i bassinet.']),
          d(2, ['Der kan være mange lyde.', 'I svømmehallen kan der være mange lyde, som giver ekko.']),
          p(2, ['Lydene kan være høje.', 'Mange børn synes, at lydene i svømmehallen er lidt høje.']),
          c(1, ['{N} kan holde fast i kanten.', '{N} kan holde fast i kanten af bassinet eller i {voksen}.']),
        ],
      },
      {
        setting: 'swimming',
        lines: [
          d(1, ['{N} plasker og leger.', '{N} plasker, leger og svømmer måske lidt med svømmevinger.']),
          d(1, ['Så går {N} op af vandet.', 'Når det er tid, går {N} og {voksen} op af bassinet.']),
          d(2, ['{N} tørrer sig og tager tøj på.', 'I omklædningsrummet tørrer {N} sig og tager sit tøj på.']),
          p(2, ['Det er rart at blive varm.', 'Mange børn synes, at det er rart at få varmt tøj på.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er det slut, og {N} går hjem.', 'Nu er svømmeturen slut, og {N} og {voksen} går hjem.'])],
    companion: d(1, ['{comp} venter i tasken.', '{comp} venter i tasken, mens {N} er i vandet.']),
  },
};

// ---------------------------------------------------------------------------------------------
// Sengetid

const bedtime: Situation = {
  id: 'bedtime',
  setting: 'bedroom',
  keywords: ['sove', 'sover', 'sengetid*', 'putning*', 'putte*', 'godnat*', 'i seng', 'sovetid*', 'nattesøvn', 'falde i søvn', 'aftenrutine*'],
  base: {
    vocab: { place: 'ved sengetid', helper: '', event: 'aftenen' },
    introSetting: 'bedroom',
    intro: [
      d(1, ['Om aftenen skal {N} sove.', 'Når det bliver aften, er det tid til, at {N} skal sove.']),
      d(1, ['Søvn giver kroppen ny energi.', 'Når {N} sover, får kroppen ny energi til en ny dag.']),
      p(2, ['Mange børn synes, det er hyggeligt.', 'Mange børn synes, at det er hyggeligt at blive puttet.']),
    ],
    steps: [
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} tager nattøj på.', 'Først tager {N} sit nattøj på og lægger tøjet på plads.']),
          d(1, ['{N} børster tænder på badeværelset.', 'På badeværelset børster {N} tænder og vasker hænder.']),
          p(2, ['Det er rart med faste vaner.', 'Mange børn synes, at det er rart at gøre det samme hver aften.']),
          c(2, ['{N} kan vælge sit nattøj.', '{N} kan selv vælge, hvilket nattøj {han} vil have på.']),
        ],
      },
      {
        setting: 'bedroom',
        lines: [
          d(1, ['{N} lægger sig i sengen.', 'Så lægger {N} sig i sin seng under dynen.']),
          d(1, ['{voksen} læser en historie.', '{voksen} sidder ved sengen og læser en godnathistorie.']),
          p(2, ['Historier er hyggelige.', 'Mange børn synes, at det er hyggeligt at høre en historie.']),
          c(2, ['{N} kan vælge bogen.', '{N} kan vælge, hvilken bog {voksen} læser i aften.']),
        ],
      },
      {
        setting: 'bedroom',
        lines: [
          d(1, ['Så slukker {voksen} lyset.', 'Så siger {voksen} godnat og slukker loftslampen.']),
          d(2, ['En lille lampe lyser.', 'En lille natlampe lyser svagt i værelset.']),
          p(2, ['Mørket kan føles mærkeligt.', 'Nogle børn synes, at mørket føles lidt mærkeligt i starten.']),
          c(1, ['{N} kan trække vejret langsomt.', '{N} kan prøve at trække vejret langsomt og tænke på noget rart.']),
        ],
      },
      {
        setting: 'bedroom',
        lines: [
          d(1, ['{N} lukker øjnene.', '{N} ligger stille i sengen, lukker øjnene og slapper af.']),
          p(2, ['Det tager lidt tid at falde i søvn.', 'Nogle gange tager det lidt tid at falde i søvn.']),
          c(2, ['{N} kan kalde på {voksen}.', 'Hvis {N} vågner om natten, kan {han} kalde på {voksen}.']),
          okay,
        ],
      },
    ],
    endingSetting: 'bedroom',
    ending: [d(1, ['Om morgenen vågner {N} i sengen.', 'Om morgenen vågner {N} i sin seng, og en ny dag begynder.'])],
    companion: c(1, ['{N} kan sove med {comp}.', '{N} kan sove med {comp} tæt ved sig.']),
    companionStep: 1,
    pauseAfter: 2,
  },
};

// ---------------------------------------------------------------------------------------------
// Tandbørstning og bad

const TEETH = ['tandbørst*', 'børste tænder', 'børster tænder', 'tandpasta*'];

const hygiene: Situation = {
  id: 'hygiene',
  setting: 'bathroom',
  keywords: ['tandbørst*', 'børste tænder', 'børster tænder', 'bad', 'badet', 'brusebad*', 'badekar*', 'hårvask*', 'vaske hår', 'bade'],
  base: {
    vocab: { place: 'i badet', helper: '', event: 'badet' },
    introSetting: 'bathroom',
    intro: [
      d(1, ['{N} skal i bad.', '{N} skal i bad, så kroppen og håret bliver rene.']),
      d(1, ['Badet foregår på badeværelset.', 'Badet foregår på badeværelset, hvor det er varmt og lunt.']),
      p(2, ['Mange børn kan lide vand.', 'Mange børn synes, at det er rart med lunt vand.']),
    ],
    steps: [
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} tager tøjet af.', 'Først tager {N} tøjet af og lægger det i vasketøjskurven.']),
          d(1, ['{voksen} tænder for vandet.', '{voksen} tænder for vandet og mærker, om det er lunt.']),
          p(2, ['Lunt vand føles rart.', 'Mange børn synes, at lunt vand føles rart på kroppen.']),
          c(2, ['{N} kan mærke vandet først.', '{N} kan mærke vandet med hånden, før {han} går i bad.']),
        ],
      },
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} vasker sig med sæbe.', '{N} vasker sig med sæbe på arme, ben og mave.']),
          d(2, ['Sæben laver skum.', 'Sæben laver hvidt skum, som dufter af blomster.']),
          p(2, ['Skummet kan kilde.', 'Nogle børn synes, at skummet kilder lidt på huden.']),
          c(2, ['{N} kan bruge en vaskeklud.', '{N} kan vælge at bruge en blød vaskeklud.']),
        ],
      },
      {
        setting: 'bathroom',
        lines: [
          d(1, ['Så bliver håret vasket.', 'Så vasker {voksen} {navns} hår med lidt shampoo.']),
          p(2, ['Vand i ansigtet føles mærkeligt.', 'Nogle børn synes, at det er ubehageligt med vand i ansigtet.']),
          c(1, ['{N} kan holde en klud for øjnene.', '{N} kan holde en tør klud for øjnene, mens håret skylles.']),
          okay,
        ],
      },
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} tørrer sig med et håndklæde.', 'Bagefter pakker {N} sig ind i et stort, blødt håndklæde.']),
          d(2, ['{N} tager rent tøj på.', 'Så tager {N} rent tøj på og reder sit hår.']),
          p(2, ['Det er rart at være ren.', 'Mange børn synes, at det er rart at være ren og varm.']),
        ],
      },
    ],
    endingSetting: 'bathroom',
    ending: [d(1, ['Nu er badet slut.', 'Nu er badet slut, og {N} er ren og frisk.'])],
    companion: d(1, ['{comp} venter uden for badet.', '{comp} venter på en tør plads, mens {N} er i bad.']),
  },
  flavors: [
    {
      when: TEETH,
      vocab: { place: 'ved tandbørstningen', helper: '', event: 'tandbørstningen' },
      intro: [
        d(1, ['{N} skal børste tænder.', 'Morgen og aften børster {N} tænder på badeværelset.']),
        d(1, ['Tandbørsten gør tænderne rene.', 'Tandbørsten fjerner madrester, så tænderne bliver rene og stærke.']),
        p(2, ['Mange børn synes, det kilder.', 'Mange børn synes, at tandbørsten kilder lidt i munden.']),
      ],
      steps: [
        {
          setting: 'bathroom',
          lines: [
            d(1, ['{N} tager sin tandbørste.', '{N} tager sin egen tandbørste og stiller sig ved håndvasken.']),
            d(1, ['{voksen} kommer tandpasta på.', '{voksen} kommer en lille klat tandpasta på børsten.']),
            p(2, ['Tandpasta kan smage stærkt.', 'Nogle børn synes, at tandpastaen smager lidt stærkt.']),
            c(2, ['{N} kan prøve en mild tandpasta.', '{N} kan spørge, om der findes en tandpasta med mild smag.']),
          ],
        },
        {
          setting: 'bathroom',
          lines: [
            d(1, ['{N} børster de øverste tænder.', '{N} børster de øverste tænder med små, rolige bevægelser.']),
            d(1, ['Så børster {N} de nederste.', 'Bagefter børster {N} de nederste tænder, både foran og bagved.']),
            p(2, ['Det kan kilde lidt.', 'Det kan kilde lidt, når børsten rører ved tandkødet.']),
            c(1, ['{N} kan tælle til ti.', '{N} kan prøve at tælle langsomt til ti ved hver side.']),
          ],
        },
        {
          setting: 'bathroom',
          lines: [
            d(1, ['{voksen} hjælper med at børste.', '{voksen} hjælper med at børste, så tænderne bliver helt rene.']),
            p(2, ['Det kan føles mærkeligt.', 'Nogle børn synes, at det føles mærkeligt, når en voksen børster.']),
            c(1, ['{N} kan sige stop.', '{N} kan sige stop, hvis {han} har brug for en lille pause.']),
            okay,
          ],
        },
        {
          setting: 'bathroom',
          lines: [
            d(1, ['{N} spytter tandpastaen ud.', 'Når tænderne er rene, spytter {N} tandpastaen ud i håndvasken.']),
            d(1, ['Så skyller {N} tandbørsten.', 'Så skyller {N} tandbørsten og stiller den tilbage i glasset.']),
            p(2, ['Munden føles frisk.', 'Mange børn synes, at munden føles frisk og ren bagefter.']),
          ],
        },
      ],
      ending: [d(1, ['Nu er tænderne rene.', 'Nu er tænderne rene, og tandbørstningen er slut for denne gang.'])],
      companion: d(1, ['{comp} kigger på.', '{comp} sidder og kigger på, mens {N} børster tænder.']),
    },
    {},
  ],
};

// ---------------------------------------------------------------------------------------------
// Toilet

const toilet: Situation = {
  id: 'toilet',
  setting: 'bathroom',
  keywords: ['toilet*', 'potte*', 'tisse*', 'tisser', 'lave stort', 'ble', 'bleen', 'bleer', 'renlig*'],
  base: {
    vocab: { place: 'på toilettet', helper: '', event: 'toiletbesøget' },
    introSetting: 'bathroom',
    intro: [
      d(1, ['{N} skal på toilettet.', 'Når {N} skal tisse eller lave stort, går {han} på toilettet.']),
      d(1, ['Kroppen siger til, når det er tid.', 'Kroppen siger til, når det er tid til at gå på toilettet.']),
      p(2, ['Mange børn lærer det lidt efter lidt.', 'Mange børn lærer at bruge toilettet lidt efter lidt.']),
    ],
    steps: [
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} mærker, at {han} skal tisse.', '{N} mærker en følelse i maven, når {han} skal på toilettet.']),
          d(1, ['{N} går ud på toilettet.', 'Så går {N} ud på toilettet og lukker døren.']),
          c(2, ['{N} kan sige det til en voksen.', '{N} kan sige til en voksen, når {han} skal på toilettet.']),
          okay,
        ],
      },
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} tager bukserne ned.', '{N} tager bukserne ned og sætter sig på toilettet.']),
          d(2, ['En skammel kan hjælpe.', 'En lille skammel under fødderne hjælper med at sidde godt.']),
          p(2, ['Det kan tage lidt tid.', 'Nogle gange tager det lidt tid, før der kommer noget.']),
          c(2, ['{N} kan sidde og slappe af.', '{N} kan sidde roligt og tælle langsomt til ti.']),
        ],
      },
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} tørrer sig med papir.', 'Når {N} er færdig, tørrer {han} sig med toiletpapir.']),
          d(1, ['Så trækker {N} ud.', 'Så rejser {N} sig og trækker ud.']),
          p(2, ['Toilettet kan larme.', 'Nogle børn synes, at lyden fra toilettet er lidt høj.']),
          c(1, ['{N} kan holde sig for ørerne.', '{N} kan holde sig for ørerne, når toilettet skyller.']),
        ],
      },
      {
        setting: 'bathroom',
        lines: [
          d(1, ['{N} vasker hænder.', 'Til sidst vasker {N} hænder med sæbe og vand.']),
          d(2, ['{N} tørrer hænderne.', 'Bagefter tørrer {N} hænderne i et håndklæde.']),
          p(2, ['Sæben dufter godt.', 'Mange børn synes, at sæben dufter godt.']),
        ],
      },
    ],
    endingSetting: 'bathroom',
    ending: [d(1, ['Nu er {N} færdig på toilettet.', 'Nu er {N} færdig på toilettet og går tilbage til legen.'])],
    companion: d(1, ['{comp} venter uden for døren.', '{comp} venter uden for døren, mens {N} er på toilettet.']),
    companionStep: 1,
  },
};

// ---------------------------------------------------------------------------------------------
// Nyt søskende

const sibling: Situation = {
  id: 'sibling',
  setting: 'home',
  keywords: [
    'søskende', 'nyt søskende', 'lillebror*', 'lillesøster*', 'lille bror', 'lille søster', 'storebror', 'storesøster',
    'baby', 'babyen', 'ny baby', 'gravid', 'nyfødt*', '~fødsel*',
  ],
  base: {
    vocab: { place: ', når babyen kommer', helper: '', event: 'den nye tid' },
    introSetting: 'home',
    intro: [
      d(1, ['{N} skal være {rolle}.', '{N} skal snart være {rolle}, for der kommer en baby i familien.']),
      d(1, ['Babyen er meget lille.', 'Babyen er meget lille og har brug for hjælp til meget.']),
      p(2, ['Mange børn synes, det er spændende.', 'Mange børn synes, at det er både spændende og lidt mærkeligt.']),
    ],
    steps: [
      {
        setting: 'home',
        lines: [
          d(1, ['Babyen kommer hjem.', 'Efter fødslen kommer babyen hjem og skal bo sammen med familien.']),
          p(2, ['{N} er måske nysgerrig.', 'Måske er {N} nysgerrig og vil gerne kigge på babyen.']),
          c(1, ['{N} kan sige hej til babyen.', '{N} kan sige hej til babyen og kigge på de små hænder.']),
          okay,
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['Babyen græder nogle gange.', 'Babyen græder, når den er sulten eller træt.']),
          p(2, ['Gråden kan lyde høj.', 'Nogle børn synes, at babyens gråd lyder meget høj.']),
          c(1, ['{N} kan holde sig for ørerne.', '{N} kan holde sig for ørerne eller lege et roligt sted.']),
          a(2, ['Det er helt i orden.', 'Det er helt i orden, og gråden stopper igen.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['De voksne passer babyen.', 'De voksne bruger meget tid på at passe babyen.']),
          p(2, ['Det kan føles lidt svært.', 'Nogle børn synes, at det er svært, når de voksne har travlt.']),
          a(1, ['De voksne holder af {N}.', 'De voksne holder lige så meget af {N} som før.']),
          c(2, ['{N} kan bede om et kram.', '{N} kan bede en voksen om et kram eller lidt tid sammen.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          c(1, ['{N} kan hente en ble.', '{N} kan hjælpe med at hente en ble eller synge for babyen.']),
          d(1, ['Babyen kigger på {N}.', 'Babyen kigger på {N} og lytter til {hans} stemme.']),
          p(2, ['Babyen kan lide {N}.', 'Babyen synes måske, at det er rart, når {N} er i nærheden.']),
          a(2, ['{N} er en god {rolle}.', '{N} er en god {rolle} på sin egen måde.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er familien større.', 'Nu er familien større, og {N} er {rolle}.'])],
  },
};

// ---------------------------------------------------------------------------------------------
// Flytning

const moving: Situation = {
  id: 'moving',
  setting: 'home',
  keywords: ['flytning*', 'flytte*', 'flytter', 'nyt hus', 'ny lejlighed', 'nyt hjem', 'flyttebil*', 'flyttekasse*', 'flyttedag*'],
  base: {
    vocab: { place: ', når familien flytter', helper: '', event: 'flytningen' },
    introSetting: 'home',
    intro: [
      d(1, ['{N} skal flytte.', '{N} og {hans} familie skal flytte til et nyt hjem.']),
      d(1, ['Familien skal bo et nyt sted.', 'Et nyt hjem kan være et nyt hus eller en ny lejlighed.']),
      p(2, ['Mange børn synes, det er mærkeligt.', 'Mange børn synes, at det er spændende og lidt mærkeligt at flytte.']),
    ],
    steps: [
      {
        setting: 'home',
        lines: [
          d(1, ['Tingene pakkes i kasser.', 'Først pakker familien tingene ned i store flyttekasser derhjemme.']),
          c(2, ['{N} kan pakke sit legetøj.', '{N} kan hjælpe med at pakke sit eget legetøj ned.']),
          p(2, ['Huset ser anderledes ud.', 'Nogle børn synes, at hjemmet ser mærkeligt ud, når det er tomt.']),
          a(1, ['Tingene kommer med.', 'Tingene i kasserne kommer med til det nye hjem.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['En stor flyttebil kommer.', 'På flyttedagen kommer en stor flyttebil til huset.']),
          d(2, ['De voksne bærer kasser.', 'Der er travlt, og de voksne bærer kasser og møbler.']),
          p(2, ['Det kan være lidt larmende.', 'Nogle børn synes, at der er lidt for meget uro på flyttedagen.']),
          c(1, ['{N} kan sidde et roligt sted.', '{N} kan vælge at sidde et roligt sted med noget, {han} holder af.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['{N} ser det nye hjem.', 'I det nye hjem går {N} rundt og kigger på rummene.']),
          d(1, ['Tingene får nye pladser.', 'I det nye hjem finder familien en plads til {navns} ting.']),
          p(2, ['Det nye hjem lyder anderledes.', 'Det nye hjem kan lugte og lyde lidt anderledes i starten.']),
          c(2, ['{N} kan hjælpe med at pakke ud.', '{N} kan være med til at bestemme, hvor {hans} ting skal stå.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['Efter lidt tid bliver det kendt.', 'Efter nogle dage bliver det nye hjem mere og mere kendt.']),
          p(2, ['{N} savner måske det gamle hjem.', 'Måske savner {N} det gamle hjem lidt, og det er helt i orden.']),
          c(2, ['{N} kan kigge på billeder.', '{N} kan kigge på billeder af det gamle hjem, når {han} har lyst.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu bor {N} i det nye hjem.', 'Nu bor {N} og {hans} familie i det nye hjem.'])],
  },
};

// ---------------------------------------------------------------------------------------------
// Høje lyde og brandalarm

const DRILL = ['brandalarm*', 'brandøvelse*', 'alarm*', 'røgalarm*'];

const drillPlan = (inst: string, yard: string, helper: string): Flavor => ({
  when: DRILL,
  vocab: { place: 'ved en brandøvelse', helper, event: 'brandøvelsen', inst, yard },
  introSetting: inst === 'i skolen' ? 'school' : 'kindergarten',
  intro: [
    d(1, ['Nogle gange er der brandøvelse {inst}.', 'Nogle gange er der brandøvelse {inst}, så børnene kan øve sig.']),
    d(1, ['Så lyder brandalarmen {inst}.', 'Ved en brandøvelse lyder brandalarmen, så den kan høres i hele bygningen.']),
    p(2, ['Alarmen lyder meget højt.', 'Mange børn synes, at brandalarmen lyder meget højt og lidt mærkeligt.']),
  ],
  steps: [
    {
      setting: inst === 'i skolen' ? 'school' : 'kindergarten',
      lines: [
        d(1, ['Brandalarmen hyler {inst}.', 'Brandalarmen hyler højt {inst}, og nogle gange blinker et lys.']),
        p(2, ['Lyden kan føles ubehagelig.', 'Mange børn synes, at lyden føles ubehagelig i ørerne.']),
        c(1, ['{N} kan holde sig for ørerne.', '{N} kan holde sig for ørerne eller tage høreværn på.']),
        a(2, ['Det er helt i orden.', 'Det er helt i orden at holde sig for ørerne.']),
      ],
    },
    {
      setting: inst === 'i skolen' ? 'school' : 'kindergarten',
      lines: [
        d(1, ['{helper} beder børnene stille sig op.', '{helper} beder børnene om at stille sig på en række {inst}.']),
        d(1, ['Så går de roligt ud.', 'Så går børnene roligt ud ad døren sammen med {helper}.']),
        c(2, ['{N} kan holde en voksen i hånden.', '{N} kan holde en ven eller en voksen i hånden.']),
      ],
    },
    {
      setting: inst === 'i skolen' ? 'school' : 'playground',
      lines: [
        d(1, ['Børnene mødes {yard}.', 'Udenfor mødes børnene på et aftalt sted {yard}.']),
        d(1, ['De voksne tæller børnene.', 'De voksne tæller børnene for at se, at de er der.']),
        a(2, ['Det er en øvelse.', 'Det er en øvelse, og de voksne ved, hvad de gør.']),
        p(2, ['Det kan være koldt udenfor.', 'Nogle børn synes, at det er koldt at stå udenfor og vente.']),
      ],
    },
    {
      setting: inst === 'i skolen' ? 'school' : 'kindergarten',
      lines: [
        d(1, ['Så går børnene ind igen {inst}.', 'Når øvelsen er slut, går børnene ind igen {inst}.']),
        p(2, ['Det er rart, når der er stille.', 'Mange børn synes, at det er rart, når der bliver stille igen.']),
        c(2, ['{N} kan drikke lidt vand.', '{N} kan drikke lidt vand og hvile sig et øjeblik.']),
      ],
    },
  ],
  endingSetting: inst === 'i skolen' ? 'school' : 'kindergarten',
  ending: [d(1, ['Nu er brandøvelsen {inst} slut.', 'Nu er brandøvelsen slut, og dagen {inst} fortsætter som den plejer.'])],
});

const noise: Situation = {
  id: 'noise',
  setting: 'home',
  keywords: [
    'høje lyde', 'høj lyd', '~larm*', 'brandalarm*', 'brandøvelse*', '~alarm*', 'røgalarm*', 'fyrværkeri*', 'støvsuger*',
    'sirene*', 'torden*', 'tordenvejr', 'høreværn*', '~lyde', 'lydfølsom*',
  ],
  base: {
    vocab: { place: ', når der er høje lyde', helper: '', event: 'de høje lyde' },
    introSetting: 'home',
    intro: [
      d(1, ['Nogle gange er der høje lyde.', 'Nogle gange er der høje lyde, for eksempel fra en støvsuger.']),
      d(1, ['Høje lyde kommer og går.', 'Høje lyde varer for det meste kun et lille stykke tid.']),
      p(2, ['Mange børn synes, høje lyde er svære.', 'Mange børn synes, at høje lyde er ubehagelige i ørerne.']),
    ],
    steps: [
      {
        setting: 'home',
        lines: [
          d(1, ['{N} hører en høj lyd.', 'Pludselig hører {N} en høj lyd derhjemme.']),
          p(2, ['{N} bliver måske forskrækket.', 'Måske bliver {N} lidt forskrækket, og det er helt i orden.']),
          d(1, ['En voksen ved, hvad lyden er.', 'En voksen kan fortælle {N}, hvor lyden kommer fra.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          c(1, ['{N} kan holde sig for ørerne.', '{N} kan holde sig for ørerne, så lyden bliver mindre.']),
          d(1, ['Høreværn gør lyde mindre.', 'Høreværn eller hovedtelefoner gør lydene svagere og mere rolige.']),
          p(2, ['Mange børn bruger høreværn.', 'Mange børn synes, at høreværn hjælper, når der er larm.']),
          okay,
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['Der er et roligt sted i hjemmet.', 'I hjemmet er der et roligt sted, hvor der er mere stille.']),
          c(2, ['{N} kan gå derhen.', 'Hvis lyden er for høj, kan {N} gå til det rolige sted.']),
          p(2, ['Det er rart at være i ro.', 'Mange børn synes, at det er rart at sidde i ro.']),
        ],
      },
      {
        setting: 'home',
        lines: [
          d(1, ['Lyden stopper igen.', 'Efter lidt tid stopper lyden, og det bliver stille igen.']),
          c(1, ['{N} kan trække vejret roligt.', '{N} kan prøve at trække vejret roligt ind og ud.']),
          d(2, ['Kroppen falder til ro.', 'Så falder kroppen langsomt til ro igen.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er det stille igen.', 'Nu er det stille igen, og {N} leger videre derhjemme.'])],
  },
  flavors: [
    // A drill in a kindergarten only when the text says so; otherwise at school.
    { ...drillPlan('i børnehaven', 'på legepladsen', 'pædagogen'), also: ['børnehave*', 'vuggestue*', 'dagpleje*'] },
    drillPlan('i skolen', 'i skolegården', 'læreren'),
    {},
  ],
};

// ---------------------------------------------------------------------------------------------
// Vente og kø

const waiting: Situation = {
  id: 'waiting',
  setting: 'shop',
  keywords: ['~vente', '~venter', 'ventetid*', 'kø', 'køen', 'køer', 'stå i kø', 'vente på tur', 'min tur', 'sin tur', 'tålmodig*'],
  base: {
    vocab: { place: ', når {han} venter', helper: '', event: 'ventetiden' },
    introSetting: 'shop',
    intro: [
      d(1, ['Nogle gange skal {N} vente.', 'Nogle gange skal {N} vente på, at det bliver {hans} tur.']),
      d(1, ['Man venter for eksempel i en kø.', 'Man venter for eksempel i en kø i butikken eller hos lægen.']),
      p(2, ['Mange børn synes, det er svært.', 'Mange børn synes, at det er svært at vente.']),
    ],
    steps: [
      {
        setting: 'shop',
        lines: [
          d(1, ['I en kø står folk efter hinanden.', 'I en kø står folk efter hinanden, og den forreste er den næste.']),
          d(1, ['{N} stiller sig bagerst.', '{N} og {voksen} stiller sig bagerst i køen i butikken.']),
          p(2, ['Køen kan føles lang.', 'Nogle gange føles køen lang, selvom den flytter sig lidt.']),
        ],
      },
      {
        setting: 'shop',
        lines: [
          d(1, ['Køen flytter sig langsomt.', 'Køen flytter sig langsomt, når en person er færdig.']),
          p(2, ['Kroppen bliver måske urolig.', 'Måske bliver {navns} krop lidt urolig, mens {han} venter.']),
          c(1, ['{N} kan tælle personerne.', '{N} kan prøve at tælle, hvor mange der står foran {ham}.']),
          okay,
        ],
      },
      {
        setting: 'shop',
        lines: [
          d(1, ['Der er ting at kigge på.', 'Mens {N} venter, er der mange ting at kigge på i butikken.']),
          c(1, ['{N} kan lege en gætteleg.', '{N} kan lege en gætteleg med {voksen}, mens de venter.']),
          p(2, ['Tiden går hurtigere med en leg.', 'Mange børn synes, at tiden går hurtigere, når de leger.']),
        ],
      },
      {
        setting: 'shop',
        lines: [
          d(1, ['Så er det {navns} tur.', 'Til sidst er det {navns} tur, og ventetiden er slut.']),
          p(2, ['Det er rart.', 'Mange børn synes, at det er rart, når ventetiden er slut.']),
          a(1, ['{N} venter flot.', '{N} venter flot på sin egen måde.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er ventetiden slut, og de går hjem.', 'Nu er ventetiden slut, og {N} og {voksen} går hjem.'])],
  },
};

// ---------------------------------------------------------------------------------------------
// Alt andet: bygger på brugerens beskrivelse

const general: Situation = {
  id: 'general',
  setting: 'home',
  keywords: [],
  base: {
    vocab: { place: '', helper: '', event: 'dagen' },
    introSetting: 'home',
    intro: [
      d(1, ['Historien hedder {title}.', 'Denne historie hedder {title}, og den handler om {N}.']),
      d(1, ['Snart sker der noget nyt.', 'Snart sker der noget, som er lidt anderledes end en almindelig dag.']),
      d(2, ['{voksen} fortæller, hvad der sker.', '{voksen} fortæller {N}, hvad der skal ske, og hvornår det sker.']),
      p(2, ['Nye ting kan være spændende.', 'Mange børn synes, at nye ting er både spændende og lidt svære.']),
    ],
    steps: [
      {
        setting: 'home',
        lines: [
          d(1, ['Først gør {N} sig klar.', 'Først gør {N} sig klar derhjemme og tager tøj på.']),
          c(2, ['{N} kan stille spørgsmål.', '{N} kan stille spørgsmål, hvis {han} gerne vil vide mere.']),
          p(2, ['{voksen} svarer gerne på spørgsmål.', '{voksen} svarer gerne, hvis {N} spørger om noget.']),
          okay,
        ],
      },
      {
        setting: 'outdoors',
        lines: [
          d(1, ['Så tager de af sted.', 'Så tager {N} og {voksen} af sted, og det nye begynder.']),
          d(2, ['Der kan være nye mennesker.', 'Der kan være nye mennesker, nye lyde og nye ting at se.']),
          p(2, ['Det kan føles mærkeligt.', 'Nogle børn synes, at det føles mærkeligt, når meget er nyt.']),
          c(1, ['{N} kan holde {voksen} i hånden.', '{N} kan holde {voksen} i hånden, hvis {han} har brug for det.']),
        ],
      },
      {
        setting: 'outdoors',
        lines: [
          d(1, ['Undervejs kan planer ændre sig.', 'Undervejs sker der måske noget andet end det, {N} forventer.']),
          p(2, ['Det kan føles svært.', 'Mange børn synes, at det er svært, når en plan ændrer sig.']),
          c(1, ['{N} kan spørge en voksen.', '{N} kan spørge en voksen, hvad der skal ske nu.']),
          a(2, ['Det er helt i orden.', 'Det er helt i orden at blive lidt overrasket.']),
        ],
      },
      {
        setting: 'outdoors',
        lines: [
          d(1, ['Undervejs er der tid til en pause.', 'Undervejs er der tid til en pause med lidt at spise og drikke.']),
          p(2, ['En pause giver ro.', 'En lille pause giver ro i kroppen og i hovedet.']),
          c(2, ['{N} kan hvile sig lidt.', '{N} kan vælge at hvile sig lidt et roligt sted.']),
        ],
      },
    ],
    endingSetting: 'home',
    ending: [d(1, ['Nu er det slut.', 'Nu er det slut, og {N} kommer hjem igen.'])],
  },
  flavors: [
    {
      needs: ['host'],
      vocab: { place: 'hos {host}', helper: '', event: 'besøget' },
      intro: [
        d(1, ['{N} skal besøge {host}.', '{N} skal på besøg hos {host} sammen med sin familie.']),
        p(1, ['{host} glæder sig.', '{host} glæder sig til at se {N} og sige hej.']),
        p(2, ['Et besøg kan være spændende.', 'Mange børn synes, at et besøg er både hyggeligt og lidt spændende.']),
      ],
      steps: [
        {
          setting: 'home',
          lines: [
            d(1, ['Først gør {N} sig klar.', 'Først tager {N} tøj på derhjemme og pakker en taske til turen.']),
            d(2, ['Så tager de hen til {host}.', 'Så tager familien hen til {host}.']),
            c(2, ['{N} kan pakke noget legetøj.', '{N} kan vælge et stykke legetøj, som {han} vil have med.']),
          ],
        },
        {
          setting: 'home',
          lines: [
            d(1, ['{host} åbner døren.', 'Når de kommer frem, åbner {host} døren og siger hej.']),
            c(1, ['{N} kan sige hej eller vinke.', '{N} kan vælge at sige hej, vinke eller give et kram.']),
            p(2, ['{host} bliver glad.', '{host} bliver glad for at se {N}, uanset hvordan {han} siger hej.']),
          ],
        },
        {
          setting: 'home',
          lines: [
            d(1, ['Hos {host} er der mange ting at se.', 'Hos {host} er der andre ting, lyde og dufte end derhjemme.']),
            p(2, ['Det kan føles anderledes.', 'Nogle børn synes, at det føles anderledes at være et andet sted.']),
            c(1, ['{N} kan bede om en pause.', 'Hvis det bliver for meget, kan {N} bede om en rolig pause.']),
            okay,
          ],
        },
        {
          setting: 'home',
          lines: [
            d(1, ['De spiser og hygger sammen.', 'De voksne snakker, og familien spiser og hygger sammen.']),
            d(2, ['{N} leger eller tegner.', 'Imens leger eller tegner {N} ved bordet.']),
            p(2, ['Det er hyggeligt at være sammen.', 'Mange børn synes, at det er hyggeligt at være sammen med familien.']),
          ],
        },
      ],
      ending: [
        d(1, ['Nu er besøget slut.', 'Nu er besøget slut, og {N} siger farvel til {host}.']),
        d(2, ['Så tager de hjem igen.', 'Så tager familien hjem igen, og {N} slapper af.']),
      ],
    },
    {},
  ],
};

/** In order of precedence: when two situations match equally, the earlier one is chosen. */
export const SITUATIONS: readonly Situation[] = [
  dentist,
  doctor,
  hairdresser,
  swimming,
  party,
  sibling,
  moving,
  noise,
  toilet,
  hygiene,
  bedtime,
  waiting,
  school,
  kindergarten,
  shop,
  playground,
  transport,
  general,
];

// ---------------------------------------------------------------------------------------------
// Lines shared by every situation

/** Closes the last scene: an affirmation, a perspective, and (from age 5) an invitation. */
export const CLOSING: readonly Line[] = [
  a(1,
    ['{N} klarer det flot.', '{N} klarer {event} på sin egen måde.'],
    ['{N} gør det rigtig godt.', '{N} gør det rigtig godt, og {voksen} er glad for {ham}.']),
  p(1,
    ['Måske er {han} lidt stolt.', 'Måske føler {han} sig glad og lidt stolt bagefter.'],
    ['Måske er {han} glad og lidt træt.', 'Måske føler {han} sig både glad og lidt træt nu.']),
  c(2, ['', '{N} kan læse eller høre historien igen, når {han} har lyst.']),
];

/** A group story's introduction names the group ({grp}, with its ages {ages}). */
export const GROUP_INTRO: Line = d(1, ['{grp} er en gruppe børn.', '{grp} er en gruppe børn på {ages} år.']);

/** A group story's ending: they are in it together. */
export const GROUP_ENDING: Line = a(1, ['Det er rart at være sammen.', 'Det er rart at være sammen, og børnene hjælper hinanden.']);

/** Told in the introduction from age 9: what the story is for. */
export const INTRO_TAIL: readonly Line[] = [
  d(3,
    'Denne historie fortæller, hvad der sker {place}, trin for trin.',
    'Historien fortæller, hvad der sker {place}, så {N} ved mere på forhånd.'),
];

/** The grown-up who goes along when the text names none. */
export const DEFAULT_ADULT = 'mor eller far';

/** Scenes added to longer stories, in this order. */
export type ExtraSceneId = 'feelings' | 'helpers' | 'calm' | 'pride';

export const EXTRA_SCENES: Readonly<Record<ExtraSceneId, readonly Line[]>> = {
  feelings: [
    p(1,
      ['Måske føler {N} sig lidt spændt.', 'Måske føler {N} sig lidt spændt {place}.'],
      ['Måske er {N} lidt urolig i kroppen.', 'Måske mærker {N} lidt uro i kroppen {place}, og det er helt i orden.']),
    p(1, ['Mange børn har det sådan.', 'Mange børn har det på samme måde, når noget er nyt.']),
    d(3, 'Følelser kommer og går, ligesom skyerne på himlen.'),
    // The first coaching line that can be said is told: the liked thing, else breathing.
    c(1, ['{N} kan tænke på {interest}.', '{N} kan prøve at tænke på {interest}, som {han} holder af.']),
    c(1, ['{N} kan trække vejret langsomt.', '{N} kan prøve at trække vejret langsomt ind og ud.']),
    a(1, ['Det er helt i orden at føle sådan.', 'Det er helt i orden at have mange forskellige følelser.']),
  ],
  helpers: [
    d(1, ['{voksen} er tæt på {N}.', '{voksen} er tæt på {N} og hjælper gerne.']),
    d(1, ['{helper} vil gerne hjælpe.', '{helper} er vant til at hjælpe børn og vil gerne hjælpe {N}.']),
    p(2, ['De voksne forstår det godt.', 'De voksne forstår godt, at nye ting kan være svære.']),
    c(1, ['{N} kan stille spørgsmål.', '{N} kan spørge, hvis {han} undrer sig over noget.']),
    a(1, ['Det er godt at spørge.', 'Det er godt at spørge, når man gerne vil vide mere.']),
  ],
  calm: [
    d(1, ['Kroppen kan mærke meget.', 'Kroppen kan mærke mange ting på én gang, både lyde og lys.']),
    p(2, ['Mange børn kender det.', 'Mange børn kender følelsen af, at der sker lidt for meget.']),
    c(1, ['{N} kan knuge hænderne sammen.', '{N} kan prøve at knuge hænderne sammen og slippe dem langsomt.']),
    a(1, ['Så bliver kroppen roligere.', 'Så bliver kroppen ofte lidt roligere, og det er dejligt.']),
  ],
  pride: [
    d(1, ['{N} prøver noget nyt.', '{N} prøver noget, som kan være lidt svært.']),
    p(1, ['{voksen} er stolt af {N}.', '{voksen} er stolt af {N}, fordi {han} prøver.']),
    a(1, ['Det er godt at prøve.', 'Det er godt at prøve nye ting i sit eget tempo.']),
  ],
};

/** Where an extra scene goes: after this body step (the feelings scene follows `pauseAfter`). */
export const EXTRA_AFTER: Readonly<Record<Exclude<ExtraSceneId, 'feelings'>, number>> = {
  helpers: 0,
  calm: 2,
  pride: 3,
};

/** How the companion comes along when the situation says nothing else. */
export const COMPANION_LINE: Line = c(1, ['{N} kan tage {comp} med.', '{N} kan tage {comp} med, så {han} har noget kendt hos sig.']);

/** Fills short scenes: perspective and affirmative sentences. */
export const FILLERS: readonly Line[] = [
  a(1, ['Det er helt i orden.', 'Det er helt i orden at have mange forskellige følelser.']),
  p(1, ['Mange børn har det sådan.', 'Mange børn har det på samme måde, når der sker noget nyt.']),
  a(1, ['{N} gør det godt.', '{N} gør det godt på sin egen måde.']),
  p(1, ['De voksne vil gerne hjælpe.', 'De voksne omkring {N} vil gerne hjælpe, hvis der er brug for det.']),
  a(1, ['Det er okay.', 'Det er okay at have brug for lidt ekstra tid.']),
  a(1, ['Det er godt at prøve.', 'Det er godt at prøve nye ting i sit eget tempo.']),
];
