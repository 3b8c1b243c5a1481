/**
 * The situations a story can be about, recognised by what the story is *about* (the title's subject
 * and its action words), never by where it happens: «Når jeg taber i et spil» is about losing, not
 * about school; «Svømning er aflyst» is about a change of plans, not about swimming.
 *
 * For each, the typical steps in a parent's words. The story form shows them as «Forslag til trin»
 * beside the parent's steps; only the ones the parent keeps become steps (a sensitive topic's one at a
 * time), and the offline writer never uses them. A situation that is not recognised offers nothing:
 * the form asks for the steps.
 *
 * Stems: lower case; a stem ending in `*` matches any word that starts with it ('tandlæge*' matches
 * 'tandlægen'); a stem of several words matches them in a row.
 */

export type SituationId = (typeof SITUATIONS)[number]['id'];

export interface SituationInfo {
  readonly id: string;
  /** Words that say the story is about this */
  readonly about: readonly string[];
  /** Sensitive topics are written with their real words, no euphemism and no false comfort */
  readonly sensitive?: boolean;
  /** A grave topic (death, serious illness, an operation, divorce...) is recognised in the description as well, over a title that names a lighter one */
  readonly overrides?: boolean;
  /** What the story is about, as a noun phrase the writer can repeat ('besøget hos tandlægen') */
  readonly topic: string;
  /** Typical steps, in a parent's words ('vi' = the child and the grown-ups, 'jeg' = the child) */
  readonly steps: readonly string[];
  /** Why it happens, in a parent's words */
  readonly why?: string;
}

const situation = <T extends SituationInfo>(s: T) => s;

/** In order: the first situation wins a tie, so the more particular ones come first. */
export const SITUATIONS = [
  // Sensitive topics
  situation({
    id: 'funeral',
    sensitive: true,
    overrides: true,
    about: ['begravelse*', 'bisættelse*', 'begraves', 'begravet', 'kiste*', 'mindehøjtid*'],
    topic: 'begravelsen',
    steps: [
      'Vi kører til kirken',
      'Vi sidder på bænkene i kirken, og kisten står foran',
      'Præsten taler, og vi synger nogle sange',
      'Kisten bliver båret ud',
      'Bagefter er vi sammen med familien og spiser lidt',
    ],
    why: 'familien vil sige farvel til den, der er død',
  }),
  situation({
    id: 'death',
    sensitive: true,
    overrides: true,
    about: ['død', 'døde', 'dødt', 'dødsfald*', 'afdød*', 'sovet ind', 'gået bort'],
    topic: 'døden',
    steps: ['En voksen fortæller, hvad der er sket', 'Vi er sammen og taler om det', 'Vi kigger på billeder og husker'],
    why: 'når man dør, holder kroppen op med at virke',
  }),
  situation({
    id: 'serious-illness',
    sensitive: true,
    overrides: true,
    about: ['kræft*', 'kemo*', 'alvorligt syg', 'alvorlig sygdom', 'strålebehandling*', 'sclerose', 'blodprop*'],
    topic: 'sygdommen',
    steps: [
      'En voksen fortæller om sygdommen',
      'Lægerne på hospitalet giver medicin og behandling',
      'Vi kan besøge hospitalet',
      'Hjemme er der mange ting, der er som før',
    ],
    why: 'lægerne giver behandling for at hjælpe kroppen',
  }),
  situation({
    id: 'new-sibling',
    sensitive: true,
    about: [
      'lillebror',
      'lillesøster',
      'ny baby',
      'baby',
      'babyen',
      'lillebaby',
      'gravid',
      'føde',
      'føder',
      'fødsel',
      'fødslen',
      'være storebror',
      'være storesøster',
      'blive storebror',
      'blive storesøster',
      'bliver storebror',
      'bliver storesøster',
    ],
    topic: 'den nye baby',
    steps: ['Mor tager på hospitalet for at føde', 'En voksen passer mig imens', 'Vi besøger mor og babyen', 'Babyen kommer med hjem'],
    why: 'babyen er vokset i mors mave i ni måneder',
  }),
  situation({
    id: 'operation',
    sensitive: true,
    overrides: true,
    about: ['operation*', 'opereret', 'opereres', 'operere*', 'mandler*', 'narkose*'],
    topic: 'hospitalet',
    steps: [
      'Vi kører til hospitalet',
      'En sygeplejerske viser os stuen og sengen',
      'Lægen giver mig medicin, så jeg sover under operationen',
      'Jeg vågner op, og en voksen er hos mig',
      'Jeg hviler, til lægen siger, at vi kan tage hjem',
    ],
    why: 'lægen kan gøre kroppen rask igen med en operation',
  }),
  // A stay in hospital without an operation: nobody is operated on unless the parent says so.
  situation({
    id: 'hospital-stay',
    sensitive: true,
    overrides: true,
    about: ['indlagt', 'indlæggelse*', 'indlægges', 'overnatte på hospitalet', 'sove på hospitalet'],
    topic: 'hospitalet',
    steps: [
      'Vi kører til hospitalet',
      'En sygeplejerske viser os stuen og sengen',
      'Lægerne og sygeplejerskerne undersøger og hjælper',
      'En voksen er hos mig',
      'Vi tager hjem, når lægen siger, at det er tid',
    ],
    why: 'lægerne og sygeplejerskerne på hospitalet kan hjælpe kroppen med at få det bedre',
  }),
  situation({
    id: 'divorce',
    sensitive: true,
    overrides: true,
    about: [
      'skilsmisse*',
      'skilles',
      'blevet skilt',
      'er skilt',
      'skal skilles',
      'går fra hinanden',
      'flytter fra hinanden',
      'to hjem',
      'deleordning*',
      'bo hos far',
      'bo hos mor',
      'flytter ud',
      'flytter hjemmefra',
    ],
    topic: 'de to hjem',
    steps: [
      'Mor og far fortæller, at de skal bo hver for sig',
      'Jeg får to hjem',
      'Jeg har mine ting begge steder',
      'En kalender viser, hvor jeg bor hvilke dage',
    ],
    why: 'mor og far har besluttet at bo hver for sig',
  }),
  situation({
    id: 'new-partner',
    sensitive: true,
    about: ['kæreste*', 'ny partner', 'bonusfar*', 'bonusmor*', 'papfar*', 'papmor*', 'bonussøskende', 'bonusbror', 'bonussøster'],
    topic: 'den nye voksne',
    steps: [
      'Vi mødes et roligt sted',
      'Vi siger hej og hilser på hinanden',
      'Vi laver noget sammen, fx spiser eller går en tur',
      'Bagefter taler vi om, hvordan det gik',
    ],
    why: 'de voksne gerne vil have, at alle lærer hinanden at kende i roligt tempo',
  }),
  situation({
    id: 'puberty',
    sensitive: true,
    overrides: true,
    about: [
      'pubertet*',
      'menstruation*',
      'menstruere*',
      'bind',
      'mensen',
      'stemmeskifte*',
      'sædafgang*',
      'bryster',
      'hormoner*',
      'teenager*',
    ],
    topic: 'puberteten',
    steps: [
      'Kroppen begynder at forandre sig',
      'Vi taler om, hvad der sker i kroppen',
      'Vi finder det, der skal bruges, og øver',
      'Jeg kan spørge en voksen, jeg er tryg ved',
    ],
    why: 'kroppen vokser fra at være et barns krop til at være en voksens krop',
  }),
  situation({
    id: 'dementia',
    sensitive: true,
    overrides: true,
    about: ['demens*', 'dement*', 'alzheimer*', 'plejehjem*'],
    topic: 'sygdommen demens',
    steps: [
      'Vi besøger plejehjemmet',
      'Vi siger hej og fortæller, hvem vi er',
      'Vi laver noget roligt sammen',
      'Vi siger farvel og tager hjem',
    ],
    why: 'demens er en sygdom i hjernen, der gør det svært at huske',
  }),
  situation({
    id: 'apart',
    sensitive: true,
    overrides: true,
    about: ['fængsel*', 'fængslet', 'udsendt', 'soldat*', 'arbejder i udlandet'],
    topic: 'tiden langt fra hinanden',
    steps: [
      'En voksen fortæller, hvor længe det varer',
      'Vi taler sammen i telefon eller på video',
      'Vi laver en kalender og tæller dagene',
    ],
    why: 'den voksne har en opgave et andet sted et stykke tid',
  }),
  situation({
    id: 'respite',
    sensitive: true,
    overrides: true,
    about: ['aflastning*', 'plejefamilie*', 'plejeforældre*', 'anbragt', 'anbringelse*', 'opholdssted*'],
    topic: 'aflastningen',
    steps: [
      'Vi pakker tasken med mine ting',
      'Vi kører hen til aflastningen',
      'De voksne der siger hej og viser mig mit værelse',
      'Jeg sover der',
      'Bagefter kører jeg hjem igen',
    ],
    why: 'alle børn og voksne har brug for en pause fra hinanden en gang imellem',
  }),
  situation({
    id: 'psychologist',
    sensitive: true,
    about: ['psykolog*', 'psykiater*', 'terapeut*', 'børnepsykiatri*'],
    topic: 'samtalen hos psykologen',
    steps: [
      'Vi kører hen til psykologen',
      'Vi venter i venteværelset',
      'Psykologen siger hej, og vi sidder og taler',
      'Vi kan tegne eller lege, mens vi taler',
      'Bagefter tager vi hjem',
    ],
    why: 'en psykolog er en voksen, som hjælper børn med tanker og følelser',
  }),
  situation({
    id: 'sick-sibling',
    sensitive: true,
    about: ['syg bror', 'syg søster', 'syg lillebror', 'syg lillesøster', 'syg storebror', 'syg storesøster'],
    topic: 'sygdommen',
    steps: [
      'En voksen fortæller om sygdommen',
      'Min søskende er på hospitalet nogle dage',
      'En voksen er hjemme hos mig',
      'Vi kan besøge hospitalet',
    ],
    why: 'lægerne skal hjælpe kroppen med at blive rask',
  }),
  situation({
    id: 'pet-vet',
    about: ['dyrlæge*'],
    topic: 'besøget hos dyrlægen',
    steps: [
      'Vi putter dyret i transportkassen',
      'Vi kører til dyrlægen',
      'Vi venter i venteværelset',
      'Dyrlægen undersøger dyret',
      'Vi kører hjem igen',
    ],
    why: 'dyrlægen tjekker, at dyret har det godt',
  }),

  // Changes and feelings
  situation({
    id: 'cancelled',
    about: ['aflys*', 'ændr*', 'ændringer', 'i stedet', 'ny rute', 'omvej*', 'lukket', 'udsat', 'planen', 'nye planer', 'ændret plan'],
    topic: 'ændringen',
    steps: ['En voksen fortæller, at planen er ændret', 'Vi ser på, hvad vi skal i stedet', 'Vi laver det nye sammen'],
    why: 'planer kan ændre sig, når der sker noget, som ingen kunne vide på forhånd',
  }),
  situation({
    id: 'losing',
    about: ['taber', 'tabe', 'tabt', 'vinder', 'vinde', 'vandt', 'nederlag'],
    topic: 'at tabe i et spil',
    steps: [
      'Vi spiller et spil sammen',
      'En anden vinder spillet',
      'Jeg mærker efter, hvordan kroppen har det',
      'Vi kan spille igen eller lave noget andet',
    ],
    why: 'der i de fleste spil er en, der vinder, og nogle, der taber',
  }),
  situation({
    id: 'anger',
    about: ['vred*', 'sur', 'raseri*', 'frustrer*', 'eksplo*', 'nedsmelt*', 'tænder af', 'bliver gal'],
    topic: 'vrede',
    steps: [
      'Noget går anderledes, end jeg troede',
      'Jeg mærker vreden i kroppen',
      'Jeg går hen til et roligt sted',
      'Jeg trækker vejret langsomt',
      'Bagefter taler jeg med en voksen',
    ],
    why: 'vrede er en følelse, som kroppen kan mærke, og den går over igen',
  }),
  situation({
    id: 'waiting',
    about: ['vente', 'venter', 'ventetid*', 'kø', 'køen', 'vente på tur', 'min tur', 'tur til'],
    topic: 'at vente',
    steps: ['Vi stiller os i kø', 'Vi venter, til det er vores tur', 'Jeg kan kigge på noget eller tælle', 'Så er det min tur'],
    why: 'der kun kan være én ad gangen',
  }),
  situation({
    id: 'goodbye',
    about: ['farvel*', 'aflevering*', 'afleveret', 'afleverer', 'afleveres', 'sige farvel', 'går om morgenen', 'mor går', 'far går'],
    topic: 'afleveringen',
    steps: [
      'Vi går ind sammen',
      'Vi hænger tøjet op',
      'Vi siger farvel på vores egen måde',
      'En voksen tager imod mig',
      'Om eftermiddagen bliver jeg hentet',
    ],
    why: 'de voksne skal på arbejde, mens børnene er i institutionen',
  }),
  situation({
    id: 'transition',
    about: [
      'skifte*',
      'stoppe med',
      'slukke*',
      'skærm*',
      'ipad*',
      'tablet*',
      'computer*',
      'fjernsyn*',
      'skærmtid*',
      'playstation*',
      'mobil*',
    ],
    topic: 'skiftet',
    steps: [
      'En voksen siger, at der er fem minutter tilbage',
      'Jeg gør det færdigt, jeg er i gang med',
      'Jeg slukker eller lægger tingen væk',
      'Så begynder vi på det næste',
    ],
    why: 'dagen har flere ting, der skal nås, og et skift viser, at det næste begynder',
  }),

  // Health
  situation({
    id: 'dentist',
    about: ['tandlæge*', 'tandpleje*', 'tandklinik*', 'tandeftersyn*', 'tandregulering*'],
    topic: 'besøget hos tandlægen',
    steps: [
      'Vi venter i venteværelset',
      'Tandlægen kalder os ind',
      'Jeg sidder i den store stol, som kan køre op og ned',
      'Tandlægen kigger på mine tænder med et lille spejl',
      'Bagefter tager vi hjem',
    ],
    why: 'tandlægen tjekker, at tænderne er sunde',
  }),
  situation({
    id: 'vaccination',
    about: ['vaccin*', 'stik', 'sprøjte*', 'blodprøve*', 'indsprøjtning*'],
    topic: 'stikket',
    steps: [
      'Vi venter i venteværelset',
      'Jeg sætter mig på stolen eller på skødet',
      'Sygeplejersken eller lægen tørrer huden af',
      'Det stikker kort',
      'Så får jeg et plaster på',
    ],
    why: 'et stik kan beskytte kroppen mod sygdomme',
  }),
  situation({
    id: 'eyes',
    about: ['øjenlæge*', 'briller*', 'synsprøve*', 'optiker*', 'linser'],
    topic: 'øjnene',
    steps: [
      'Vi venter i venteværelset',
      'Jeg kigger på billeder og bogstaver på en tavle',
      'Lægen kigger ind i mine øjne med en lille lampe',
      'Bagefter tager vi hjem',
    ],
    why: 'lægen tjekker, hvor godt øjnene kan se',
  }),
  situation({
    id: 'hearing',
    about: ['høreprøve*', 'ørelæge*', 'høreapparat*', 'dræn'],
    topic: 'høreprøven',
    steps: [
      'Vi venter i venteværelset',
      'Jeg får hovedtelefoner på',
      'Jeg hører små lyde og viser, når jeg hører dem',
      'Bagefter tager vi hjem',
    ],
    why: 'høreprøven viser, hvor godt ørerne kan høre',
  }),
  situation({
    id: 'emergency',
    about: ['skadestue*', 'akutmodtagelse*', 'brækket', 'gips*'],
    topic: 'skadestuen',
    steps: [
      'Vi kører til skadestuen',
      'Vi venter, til det er vores tur',
      'En læge kigger på det, der gør ondt',
      'Lægen hjælper, fx med en forbinding eller gips',
      'Bagefter tager vi hjem',
    ],
    why: 'lægerne på skadestuen hjælper, når noget er gået i stykker på kroppen',
  }),
  situation({
    id: 'doctor',
    about: ['læge*', 'lægen', 'lægebesøg*', 'undersøgelse*', 'børneundersøgelse*', 'sundhedsplejerske*', 'syg', 'feber'],
    topic: 'besøget hos lægen',
    steps: ['Vi venter i venteværelset', 'Lægen kalder os ind', 'Lægen lytter på min krop og kigger i mine ører', 'Bagefter tager vi hjem'],
    why: 'lægen tjekker, at kroppen har det godt',
  }),

  // Everyday routines
  situation({
    id: 'nails',
    about: ['negle*', 'neglene', 'neglesaks*', 'klippe negle'],
    topic: 'neglene',
    steps: ['Jeg sætter mig et godt sted med lys', 'En voksen klipper en negl ad gangen', 'Vi tæller neglene', 'Så er neglene korte igen'],
    why: 'korte negle ridser mindre og er lette at holde rene',
  }),
  situation({
    id: 'hairwash',
    about: ['hårvask*', 'vaske hår', 'vaske håret', 'vasket hår', 'vasket håret', 'vasker hår', 'shampoo'],
    topic: 'hårvasken',
    steps: ['Jeg sætter mig i badet', 'Vi gør håret vådt', 'Vi kommer shampoo i og gnider', 'Vi skyller håret', 'Jeg får et håndklæde'],
    why: 'shampoo og vand gør håret rent',
  }),
  situation({
    id: 'hairdresser',
    about: ['frisør*', 'klippes', 'klipning', 'klippe hår', 'klippe håret', 'hårklip*'],
    topic: 'besøget hos frisøren',
    steps: [
      'Vi går ind hos frisøren',
      'Jeg sætter mig i frisørstolen og får en kappe på',
      'Frisøren klipper håret med saks eller maskine',
      'Frisøren børster de små hår væk',
      'Bagefter tager vi hjem',
    ],
    why: 'håret vokser hele tiden og bliver langt',
  }),
  situation({
    id: 'toothbrush',
    about: ['tandbørst*', 'børste tænder', 'børster tænder', 'tænderne'],
    topic: 'tandbørstningen',
    steps: [
      'Vi kommer tandpasta på tandbørsten',
      'Vi børster tænderne oppe og nede',
      'Jeg spytter tandpastaen ud',
      'Vi skyller tandbørsten',
    ],
    why: 'tandbørstning holder tænderne rene',
  }),
  situation({
    id: 'handwash',
    about: ['vaske hænder', 'håndvask*', 'hænderne', 'hænder', 'vasker hænder'],
    topic: 'håndvasken',
    steps: ['Jeg tænder for vandet', 'Jeg kommer sæbe på hænderne og gnider', 'Jeg skyller sæben af', 'Jeg tørrer hænderne i håndklædet'],
    why: 'sæbe og vand fjerner bakterier fra hænderne',
  }),
  situation({
    id: 'toilet',
    about: ['toilet*', 'tisse*', 'potte*', 'bleen', 'ble', 'bleer', 'lave stort', 'tis', 'bæ'],
    topic: 'toilettet',
    steps: [
      'Jeg går ud på toilettet',
      'Jeg tager bukserne ned og sætter mig',
      'Jeg tisser eller laver stort',
      'Jeg tørrer mig og skyller ud',
      'Jeg vasker hænder',
    ],
    why: 'kroppen skal af med tis og bæ nogle gange om dagen',
  }),
  situation({
    id: 'dressing',
    about: ['påklædning*', 'tøj på', 'tage tøj', 'klæde* på', 'flyverdragt*', 'regntøj*', 'vintertøj*', 'sokker'],
    topic: 'påklædningen',
    steps: [
      'Vi finder tøjet frem',
      'Jeg tager trusser eller underbukser og bukser på',
      'Jeg tager trøjen på',
      'Jeg tager sokker og sko på',
    ],
    why: 'tøjet holder kroppen varm og tør',
  }),
  situation({
    id: 'bedtime',
    about: ['sengetid*', 'i seng', 'puttetid*', 'godnat*', 'falde i søvn', 'sove i egen seng', 'sove alene', 'aftenrutine*'],
    topic: 'sengetiden',
    steps: [
      'Jeg tager nattøj på',
      'Jeg børster tænder',
      'Vi læser eller synger lidt',
      'Lyset bliver slukket',
      'Jeg ligger stille i sengen og lukker øjnene',
    ],
    why: 'kroppen har brug for søvn for at vokse og have det godt',
  }),
  situation({
    id: 'eating',
    about: ['spise*', 'aftensmad*', 'frokost*', 'morgenmad*', 'madpakke*', 'måltid*', 'ny mad', 'smage'],
    topic: 'maden',
    steps: [
      'Vi sætter os ved bordet',
      'Maden kommer på bordet',
      'Jeg kigger på maden og kan smage en lille bid',
      'Når vi er færdige, rydder vi af',
    ],
    why: 'maden giver kroppen kræfter',
  }),

  // School and institutions
  situation({
    id: 'fire-drill',
    about: ['brandøvelse*', 'brandalarm*', 'evakuering*', 'røgalarm*'],
    topic: 'brandøvelsen',
    steps: [
      'Alarmen lyder med en høj lyd',
      'Vi stiller os på række',
      'Vi går roligt ud sammen med læreren',
      'Vi samles udenfor på et bestemt sted',
      'Læreren tæller børnene, og så går vi ind igen',
    ],
    why: 'skolen øver, så børnene ved, hvad de skal gøre, hvis der en dag er brand',
  }),
  situation({
    id: 'school-photo',
    about: ['skolefoto*', 'fotograf*', 'klassebillede*', 'fotografering*'],
    topic: 'skolefotoet',
    steps: [
      'Fotografen stiller kameraet op',
      'Jeg venter, til det er min tur',
      'Jeg sætter mig på stolen foran kameraet',
      'Kameraet blinker med et kort lys',
      'Så er billedet taget',
    ],
    why: 'billedet er et minde om året i klassen',
  }),
  situation({
    id: 'camp',
    about: ['lejrskole*', 'lejrtur*', 'koloni*', 'hyttetur*', 'spejderlejr*', 'overnatningstur*'],
    topic: 'lejrskolen',
    steps: [
      'Jeg pakker tasken med en liste',
      'Vi kører afsted med klassen',
      'Vi sover på værelser sammen med andre fra klassen',
      'Om dagen laver vi aktiviteter med lærerne',
      'Til sidst kører vi hjem igen',
    ],
    why: 'klassen skal lære noget nyt og være sammen på en anden måde',
  }),
  situation({
    id: 'pe',
    about: ['idræt*', 'omklædning*', 'gymnastik*', 'idrætstime*', 'bad efter'],
    topic: 'idrætstimen',
    steps: [
      'Vi går til omklædningsrummet',
      'Jeg tager idrætstøj på',
      'Vi er i hallen sammen med læreren',
      'Bagefter tager jeg mit eget tøj på igen',
    ],
    why: 'kroppen har godt af at bevæge sig',
  }),
  situation({
    id: 'sfo',
    about: ['sfo', "sfo'en", 'fritidshjem*', 'fritidsordning*', 'klub*', 'fritidsklub*'],
    topic: 'SFO',
    steps: [
      'Når skolen slutter, går jeg over i SFO',
      'En voksen fra SFO siger hej',
      'Jeg kan lege inde eller ude',
      'Vi spiser eftermiddagsmad',
      'Jeg bliver hentet',
    ],
    why: 'de voksne er på arbejde, når skoledagen slutter',
  }),
  situation({
    id: 'school-start',
    about: [
      'skolestart*',
      'starte i skole',
      'begynde i skole',
      'starter i skole',
      'begynder i skole',
      'børnehaveklasse*',
      '0. klasse',
      'første skoledag',
    ],
    topic: 'den første skoledag',
    steps: [
      'Vi går hen til skolen',
      'Læreren siger hej til mig',
      'Jeg finder min plads i klasselokalet',
      'Vi har frikvarter og leger i skolegården',
      'Jeg bliver hentet',
    ],
    why: 'børn i Danmark begynder i skole, når de er omkring seks år',
  }),
  situation({
    id: 'new-class',
    about: ['ny klasse', 'nye klasse', 'klasseskift*', 'ny skole', 'nye skole', 'skoleskift*', 'skifter skole'],
    topic: 'den nye klasse',
    steps: [
      'Vi besøger den nye klasse',
      'Læreren viser mig klasselokalet',
      'Jeg får en plads',
      'Jeg hilser på de andre børn',
      'Om eftermiddagen bliver jeg hentet',
    ],
    why: 'klasserne bliver sat sammen på en ny måde',
  }),
  situation({
    id: 'substitute',
    about: ['vikar*', 'vikaren', 'ny lærer', 'nye lærer', 'ny pædagog', 'nye pædagog', 'ny voksen', 'nye voksen', 'ny kontaktperson'],
    topic: 'den nye voksne',
    steps: [
      'Den nye voksne siger hej og fortæller sit navn',
      'Vi laver det, der står på skemaet',
      'Jeg kan spørge den nye voksne, hvis jeg har brug for hjælp',
    ],
    // True of a substitute and of a new adult who stays: no promise that the one the child knows comes back.
    why: 'en anden voksen skal være sammen med børnene',
  }),
  situation({
    id: 'recess',
    about: ['frikvarter*', 'spisefrikvarter*', 'skolegård*'],
    topic: 'frikvarteret',
    steps: [
      'Klokken ringer, og vi går ud',
      'Jeg vælger, hvad jeg vil lege',
      'En voksen går gårdvagt',
      'Klokken ringer igen, og vi går ind',
    ],
    why: 'kroppen og hovedet har brug for en pause mellem timerne',
  }),
  situation({
    id: 'school-party',
    about: ['juleafslutning*', 'sommerafslutning*', 'skolefest*', 'skolekomedie*', 'forældremøde*'],
    topic: 'afslutningen',
    steps: ['Vi mødes på skolen', 'Vi synger og hører nogle taler', 'Der er mange mennesker og lyde', 'Bagefter går vi hjem'],
    why: 'skolen vil fejre, at en periode er slut',
  }),
  situation({
    id: 'excursion',
    about: ['udflugt*', 'ekskursion*', 'skovtur*', 'tur ud af huset', 'bustur*'],
    topic: 'udflugten',
    steps: [
      'Vi mødes og tæller, at vi er der',
      'Vi tager afsted sammen',
      'Vi ser og laver noget nyt',
      'Vi spiser madpakker',
      'Vi tager tilbage igen',
    ],
    why: 'klassen skal opleve noget, man kun kan se ude af huset',
  }),
  situation({
    id: 'kindergarten',
    about: [
      'vuggestue*',
      'dagpleje*',
      'i børnehave',
      'ny børnehave',
      'nye børnehave',
      'starte i børnehave',
      'starter i børnehave',
      'begynde i børnehave',
      'skifte til skole',
    ],
    topic: 'dagen i institutionen',
    steps: [
      'Vi går ind og hænger tøjet på knagen',
      'Vi siger farvel',
      'En voksen tager imod mig',
      'Jeg leger og spiser med de andre børn',
      'Om eftermiddagen bliver jeg hentet',
    ],
    why: 'de voksne er på arbejde om dagen',
  }),

  // Holidays and outings
  situation({
    id: 'christmas',
    about: ['jul*', 'juleaften*', 'juletræ*', 'julefrokost*', 'julemand*'],
    topic: 'juleaften',
    steps: [
      'Vi kommer frem og siger hej',
      'Vi spiser julemad sammen',
      'Vi danser om juletræet og synger',
      'Vi åbner gaver',
      'Sent på aftenen tager vi hjem eller går i seng',
    ],
    why: 'jul er en fest, som mange familier holder hvert år',
  }),
  situation({
    id: 'new-year',
    about: ['nytår*', 'fyrværkeri*', 'raketter', 'nytårsaften*'],
    topic: 'nytårsaften',
    steps: [
      'Vi spiser aftensmad sammen',
      'Klokken tolv bliver det nytår',
      'Der er fyrværkeri med høje brag og lys på himlen',
      'Jeg kan se det inde fra vinduet eller have høreværn på',
    ],
    why: 'et nyt år begynder ved midnat',
  }),
  situation({
    id: 'easter',
    about: ['påske*', 'påskeæg*', 'påskefrokost*'],
    topic: 'påsken',
    steps: ['Vi mødes med familien', 'Vi leder efter påskeæg', 'Vi spiser sammen', 'Vi tager hjem igen'],
    why: 'påske er en højtid, som mange familier holder hvert forår',
  }),
  situation({
    id: 'birthday',
    about: ['fødselsdag*', 'fødselsdagsfest*', 'børnefødselsdag*', 'fest*'],
    topic: 'fødselsdagen',
    steps: [
      'Vi kommer frem og siger hej',
      'Vi leger og spiser kage',
      'Nogle synger fødselsdagssang',
      'Vi siger tak for i dag og tager hjem',
    ],
    why: 'man fejrer, at en er blevet et år ældre',
  }),
  situation({
    id: 'flight',
    about: ['fly', 'flyet', 'flyve*', 'flyrejse*', 'lufthavn*', 'flytur*'],
    topic: 'flyveturen',
    steps: [
      'Vi kører til lufthavnen',
      'Vi afleverer kufferten og går gennem sikkerhedstjekket',
      'Vi venter ved gaten',
      'Vi går ind i flyet og sætter sikkerhedsselen',
      'Flyet letter og flyver, og bagefter lander det',
    ],
    why: 'flyet kan komme langt på kort tid',
  }),
  situation({
    id: 'ferry',
    about: ['færge*', 'færgen', 'båd*', 'skib*'],
    topic: 'turen med færgen',
    steps: ['Vi kører ind på færgen', 'Vi går op på dækket', 'Færgen sejler over vandet', 'Vi går tilbage til bilen og kører i land'],
    why: 'færgen kan sejle biler og mennesker over vandet',
  }),
  situation({
    id: 'holiday',
    about: ['sommerferie*', 'ferie*', 'sommerhus*', 'campingplads*', 'vinterferie*', 'efterårsferie*', 'rejse*'],
    topic: 'ferien',
    steps: ['Vi pakker tasken', 'Vi rejser afsted', 'Vi bor et nyt sted nogle dage', 'Vi tager hjem igen'],
    why: 'ferien er en pause fra skole og arbejde',
  }),
  situation({
    id: 'moving',
    about: ['flytte*', 'flytning*', 'flytter', 'nyt hus', 'ny lejlighed', 'nyt værelse', 'flyttedag*', 'flyttebil*'],
    topic: 'flytningen',
    steps: [
      'Vi pakker tingene i flyttekasser',
      'Flyttebilen kører tingene til det nye hjem',
      'Vi pakker ud og finder plads til tingene',
      'Jeg får mit eget værelse i det nye hjem',
    ],
    why: 'familien skal bo et nyt sted',
  }),
  situation({
    id: 'sleepover',
    about: ['sove hos', 'overnat*', 'sover hos', 'passet af', 'passe mig', 'passer mig', 'babysitter*'],
    topic: 'natten ude',
    steps: [
      'Vi pakker tasken med nattøj og tandbørste',
      'Jeg bliver kørt derhen',
      'Vi spiser aftensmad',
      'Jeg sover der',
      'Næste dag bliver jeg hentet',
    ],
    why: 'de voksne har en aftale, og barnet skal passes imens',
  }),
  situation({
    id: 'bus',
    about: ['bus*', 'bussen', 'tog*', 'toget', 'metro*', 'letbane*', 'cykle*', 'cykel*', 'gå alene', 'gå selv', 'skolevej*'],
    topic: 'turen',
    steps: [
      'Jeg går hen til stoppestedet',
      'Jeg tjekker, at det er den rigtige bus',
      'Jeg stiger på og viser mit kort',
      'Jeg sætter mig og holder øje med stoppestederne',
      'Jeg trykker på stop-knappen og stiger af',
    ],
    why: 'bussen kører faste ruter og holder ved stoppestederne',
  }),
  situation({
    id: 'shopping',
    about: ['supermarked*', 'indkøb*', 'handle', 'handler', 'butik*', 'netto', 'føtex', 'storcenter*', 'købe'],
    topic: 'indkøbet',
    steps: [
      'Vi tager en kurv eller en vogn',
      'Vi finder tingene på listen',
      'Vi stiller os i kø ved kassen',
      'Vi betaler og pakker varerne',
      'Vi går hjem',
    ],
    why: 'familien skal have mad og ting til hjemmet',
  }),
  situation({
    id: 'vacuum',
    about: ['støvsuger*', 'støvsuge*', 'robotstøvsuger*', 'hårtørrer*', 'blender*'],
    topic: 'støvsugeren',
    steps: [
      'En voksen siger, at støvsugeren skal tændes',
      'Støvsugeren larmer, mens den kører',
      'Jeg kan gå ind i et andet rum eller tage høreværn på',
      'Støvsugeren bliver slukket, og det bliver stille',
    ],
    why: 'støvsugeren suger støv og krummer op fra gulvet',
  }),
  situation({
    id: 'concert',
    about: ['koncert*', 'teater*', 'forestilling*', 'musical*', 'cirkus*'],
    topic: 'forestillingen',
    steps: [
      'Vi finder vores pladser',
      'Lyset bliver dæmpet',
      'Forestillingen begynder med musik og lyde',
      'Der er en pause',
      'Bagefter klapper folk, og vi går hjem',
    ],
    why: 'musikerne og skuespillerne vil vise noget, de har øvet',
  }),
  situation({
    id: 'cinema',
    about: ['biograf*', 'film', 'filmen'],
    topic: 'biografen',
    steps: [
      'Vi køber billetter og måske popcorn',
      'Vi finder vores pladser i salen',
      'Lyset slukkes, og filmen starter',
      'Lyden kan være høj',
      'Når filmen er slut, tænder lyset igen',
    ],
    why: 'en film ser og lyder stor i en biograf',
  }),
  situation({
    id: 'swimming',
    about: ['svømme*', 'svømmehal*', 'svømning*', 'svømmeundervisning*', 'badeland*', 'svømmehallen'],
    topic: 'svømmehallen',
    steps: [
      'Vi går i omklædningsrummet',
      'Vi tager tøjet af og går i bad',
      'Vi tager badetøj på',
      'Vi går ud i vandet',
      'Bagefter går vi i bad og tager tøj på',
    ],
    why: 'det er godt at kunne svømme og være tryg i vand',
  }),
  situation({
    id: 'zoo',
    about: ['zoo', 'zoologisk have', 'dyrepark*', 'akvarie*'],
    topic: 'turen i zoo',
    steps: ['Vi går ind ad indgangen', 'Vi går rundt og ser på dyrene', 'Vi spiser madpakker', 'Vi går hjem igen'],
    why: 'i zoo kan man se dyr fra hele verden',
  }),
  situation({
    id: 'library',
    about: ['bibliotek*'],
    topic: 'biblioteket',
    steps: ['Vi går ind på biblioteket', 'Vi taler stille', 'Jeg vælger nogle bøger', 'Vi låner bøgerne og går hjem'],
    why: 'på biblioteket kan man låne bøger gratis',
  }),
  situation({
    id: 'playground',
    about: ['legeplads*', 'gynge*', 'rutsjebane*', 'legeland*'],
    topic: 'legepladsen',
    steps: ['Vi går hen til legepladsen', 'Jeg leger på gyngerne eller rutsjebanen', 'Vi skiftes', 'En voksen siger, når vi skal gå hjem'],
    why: 'kroppen har godt af at lege og bevæge sig',
  }),
  situation({
    id: 'visit',
    about: ['besøg*', 'gæster', 'gæst', 'kommer på besøg', 'komme og bo'],
    topic: 'besøget',
    steps: ['Vi siger hej, når vi mødes', 'Vi er sammen og laver noget', 'Vi spiser sammen', 'Vi siger farvel'],
    why: 'de har lyst til at se hinanden',
  }),
] as const satisfies readonly SituationInfo[];

/** Titles that name a moment rather than a subject: a grave topic in the description is what the story is about. */
const LIGHT = new Set(['goodbye', 'visit', 'waiting', 'anger', 'cancelled', 'transition', 'sleepover']);

const patterns = new Map<string, RegExp>();

/** A stem as a pattern: whole words, or a word beginning with it when it ends in `*`. */
export function stemPattern(stem: string, flags = 'u'): RegExp {
  const key = `${flags}:${stem}`;
  let re = patterns.get(key);
  if (!re) {
    const prefix = stem.endsWith('*');
    const body = (prefix ? stem.slice(0, -1) : stem)
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+');
    // A street named after a place is no such place ('Kirkegårdsvej' is no churchyard, 'Strandvejen' no beach).
    const street = prefix && !/(?:vej|gade|allé|stræde)$/u.test(body) ? '(?<!vej|vejen|gade|gaden|allé|alléen|stræde|strædet)' : '';
    re = new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? "[\\p{L}\\p{N}'-]*" : ''}${street}(?![\\p{L}\\p{N}])`, flags);
    patterns.set(key, re);
  }
  return re;
}

const lower = (text: string) => (text ?? '').toLowerCase().replace(/\s+/g, ' ');

export function hasStem(text: string, stems: readonly string[]): boolean {
  const t = lower(text);
  return stems.some((s) => stemPattern(s).test(t));
}

/** How many different words of the text the stems find ('hospital*' and 'hospitalet' in one word count once). */
function hits(text: string, stems: readonly string[]): number {
  const t = lower(text);
  const words = new Set<number>();
  for (const s of stems) for (const m of t.matchAll(new RegExp(stemPattern(s).source, 'gu'))) words.add(m.index ?? 0);
  return words.size;
}

/**
 * What the story is about: a grave topic anywhere in the title or description first (a death is
 * never told as a visit); else the situation the title names; else null (the story keeps to the
 * parent's own sentences).
 */
export function recogniseSituation(title: string, description = ''): SituationInfo | null {
  const bestIn = (text: string, among: readonly SituationInfo[]) => {
    let best: SituationInfo | null = null;
    let bestScore = 0;
    for (const s of among) {
      const score = hits(text, s.about);
      if (score > bestScore) [best, bestScore] = [s, score];
    }
    return { best, score: bestScore };
  };
  const grave = SITUATIONS.filter((s) => 'overrides' in s);
  const titled = bestIn(title, SITUATIONS);
  const both = `${title}\n${description}`;
  const heavy = bestIn(both, grave);
  const graveWords = grave.reduce((n, s) => n + hits(both, s.about), 0);
  // «Farvel til mormor» with «Mormor er død. Vi skal til begravelse» is about the funeral; «Juleaften hos
  // farmor» with «Farfar døde i år» stays about Christmas (the writer still keeps farfar out of it).
  if (heavy.best && (!titled.best || 'overrides' in titled.best || graveWords >= 2 || LIGHT.has(titled.best.id))) return heavy.best;
  // Only the title says what a story is about: «Elevatoren er i stykker» is not about shopping because
  // the description mentions the shopping bags.
  return titled.best;
}

/** The steps the form offers for a title and description: the recognised situation's, else none (the form asks for them). */
export function typicalSteps(title: string, description = ''): string[] {
  return [...(recogniseSituation(title, description)?.steps ?? [])];
}
