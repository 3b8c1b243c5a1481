/**
 * The privacy page (/privatliv) and the terms (/vilkaar), in plain Danish. They describe this
 * installation as it is set up (GET /api/site): each part of the work names the service that does
 * it, so the pages pick the sentence for the configured one. messages.da.ts re-exports them as
 * `da.legal`.
 */
export const legalMessages = {
  contactLine: (email: string) => `Skriv til ${email}.`,
  noContact: 'Kontakt den, der driver Fortællehuset for jer.',
  contactHeading: 'Spørgsmål',
  loading: 'Henter oplysningerne...',
  toFront: 'Til forsiden',
  updated: 'Siden beskriver denne installation, sådan som den er sat op lige nu.',

  privacy: {
    title: 'Privatliv',
    intro:
      'Her står, hvad Fortællehuset gemmer om dig og barnet, hvor det ligger, hvor længe det bliver gemt, og hvad andre tjenester får at vide. Barnets navn sendes aldrig til de tjenester, der skriver tekst og tegner billeder.',
    storedHeading: 'Det gemmer vi',
    stored: [
      'Din konto: din e-mail, dit navn, hvis du skriver det, din adgangskode (kun som en krypteret kode, som ingen kan læse), din rolle og hvor mange historier og kort du har lavet.',
      'Barnets avatar: det navn, du giver den, alder, køn, udseende, ledsager og egenskaber, og billedet af avataren.',
      'Historier og kort: titlen, det du skriver om situationen, teksten og billederne.',
      'Egne fotos og indtalinger: de fotos, du selv sætter på en side, og de sider, du selv indtaler. De ligger i samme lager som historiens billeder, slettes med historien eller kontoen og kommer med, når du henter dine data. Et foto gemmes uden oplysninger om sted, kamera og tidspunkt.',
      'Læsning: datoen for det, en historie forbereder, hvis du skriver den, og for hver historie kun hvor mange gange den er læst til ende, hvornår senest, og om den er blevet læst op. Vi holder ikke øje med andet om læsningen.',
      'Oplæsning: lyden af de sætninger, du har fået læst op, så de ikke skal laves igen. Højst 1000 sætninger pr. konto; de ældste slettes først. Selve teksten gemmes ikke her, kun en kode for den.',
      'På din egen enhed: appens filer, så den starter uden internet, og de historier, du vælger at gemme med «Gem til offline» (tekst, billeder og oplæsning). De ligger kun i din browser, kan fjernes under «Mine historier» og slettes alle, når du logger ud.',
      'Log ind og sikkerhed: en cookie, der holder dig logget ind, og tællere for forsøg fra din IP-adresse og e-mail, så ingen kan gætte adgangskoder eller misbruge tjenesten. Der er ingen cookies til reklame eller statistik.',
    ],
    storedPayments:
      'Abonnement: om du har Premium, hvornår perioden slutter, og betalingstjenestens numre for dig og dit abonnement. Dine kortoplysninger gemmer vi ikke.',
    whereHeading: 'Her ligger det',
    database: {
      sqlite: 'Oplysningerne ligger i en database på den server, Fortællehuset kører på.',
      postgres: 'Oplysningerne ligger i en PostgreSQL-database, som den, der driver Fortællehuset, har sat op.',
    },
    files: {
      local: 'Billeder og lyd ligger som filer på den samme server.',
      s3: 'Billeder og lyd ligger i et fillager (S3), som den, der driver Fortællehuset, har valgt.',
    },
    filesLinks: 'Et billede vises kun gennem et link, der holder i 24 timer og ikke kan gættes.',
    howLongHeading: 'Så længe gemmer vi det',
    howLong: [
      'Konto, avatarer, historier, kort og egne fotos og indtalinger: indtil du sletter dem eller kontoen.',
      'Avatarforslag, du ikke vælger: højst et døgn.',
      'Det, en historie skrives ud fra, mens den bliver lavet: en time efter, den er færdig.',
      'At du er logget ind: højst 30 dage, eller til du logger ud.',
      'Tællere for forsøg: til deres tidsrum er gået, højst et døgn.',
    ],
    sharedHeading: 'Det får andre tjenester',
    text: {
      offline: 'Tekst: historierne skrives på serveren selv. Intet sendes til en AI-tjeneste.',
      openai:
        'Tekst: historierne skrives af OpenAI. OpenAI får titlen, din beskrivelse og dine svar på spørgsmålene, barnets alder og køn og en eventuel ledsager. Barnets navn sendes aldrig: det erstattes af en pladsholder, før noget sendes, og sættes ind igen, når teksten kommer tilbage. Avatarens egenskaber (f.eks. «glad for tog» eller «har ADHD») sendes kun, når du har sat flueben ved «Brug barnets egenskaber, når historien skrives». Til kort oversættes din beskrivelse af OpenAI, uden navnene på dine avatarer.',
      compatible:
        'Tekst: historierne skrives af en AI-tjeneste, som den, der driver Fortællehuset, har valgt. Tjenesten får titlen, din beskrivelse og dine svar på spørgsmålene, barnets alder og køn og en eventuel ledsager. Barnets navn sendes aldrig: det erstattes af en pladsholder, før noget sendes, og sættes ind igen, når teksten kommer tilbage. Avatarens egenskaber (f.eks. «glad for tog» eller «har ADHD») sendes kun, når du har sat flueben ved «Brug barnets egenskaber, når historien skrives».',
    },
    ownMedia:
      'Egne fotos og indtalinger: sendes aldrig til en AI-tjeneste. Billederne tegnes stadig ud fra avataren og historien, og oplæsningen bruger den valgte stemme.',
    imagesOffline: 'Billeder: billederne tegnes på serveren selv. Intet sendes til en billedtjeneste.',
    imageServices: {
      openai: 'OpenAI',
      compatible: 'en billedtjeneste, som den, der driver Fortællehuset, har valgt',
      replicate: 'Replicate',
    } as Record<string, string>,
    images: (services: string) =>
      `Billeder: billederne tegnes af ${services}. Tjenesten får en beskrivelse på engelsk af billedet og af barnets udseende (alder, køn, hår, øjne, hudfarve og tøj) og, til historiernes billeder, avatarens billede, så barnet ligner sig selv på hver side. Barnets navn og avatarens egenskaber sendes ikke.`,
    speech: {
      offline: 'Oplæsning: stemmen laves på serveren selv. Teksten sendes ikke videre.',
      google:
        'Oplæsning: stemmen laves af Google Cloud Text-to-Speech. Google får hver sætning, der skal læses op. Står barnets navn i sætningen, kommer det med, for stemmen skal kunne sige det.',
    },
    mail: {
      outbox:
        'Mails: der sendes ingen mails. Beskeder om din konto (f.eks. et link til en ny adgangskode) gemmes på serveren, hvor den, der driver Fortællehuset, kan læse dem.',
      smtp: 'Mails: bekræftelser og links til en ny adgangskode sendes gennem den mailserver, den, der driver Fortællehuset, har valgt. Den får din e-mail og mailens tekst.',
    },
    payments: {
      stripe:
        'Betaling: Premium betales hos Stripe. Stripe får din e-mail og et internt nummer for din konto. Dine kortoplysninger skriver du direkte hos Stripe; vi ser dem aldrig.',
      none: 'Betaling: der er ingen betaling her, så ingen betalingstjeneste får noget.',
    },
    yourDataHeading: 'Hent og slet dine data',
    yourData: [
      'Under Profil og "Dine data" kan du hente alt i én zip-fil: profil, historier, avatarer, kort, billeder og dine egne fotos og indtalinger.',
      'Samme sted kan du slette din konto. Alt slettes med det samme: oplysningerne i databasen og alle filer, også lyden fra oplæsningen.',
      'Du kan også slette en enkelt historie, avatar eller et kort, når du vil.',
    ],
    deletePayments:
      'Har du Premium, stopper abonnementet, når du sletter kontoen. Stripe gemmer dine kvitteringer, fordi bogføringsloven kræver det.',
  },

  terms: {
    title: 'Vilkår',
    intro: 'Vilkårene for at bruge Fortællehuset her. De er skrevet, så de er til at forstå.',
    whoHeading: 'Hvem Fortællehuset er til',
    who: 'Fortællehuset er til forældre, pårørende og fagfolk, der laver sociale historier til børn. Du skal være voksen for at oprette en konto, og kontoen er din egen: hold adgangskoden for dig selv.',
    priceHeading: 'Gratis og Premium',
    free: (stories: number, cards: number) =>
      `Med en gratis konto kan du lave ${stories} historier og ${cards} kort. Sletter du en historie eller et kort, får du det ikke tilbage som et nyt.`,
    premiumTrial: (days: number, price: string) =>
      `Premium giver ubegrænset antal historier og kort. De første ${days} dage er gratis, derefter koster det ${price}. Abonnementet fortsætter, til du opsiger det.`,
    premiumPaid: (price: string) =>
      `Premium giver ubegrænset antal historier og kort og koster ${price}. Abonnementet fortsætter, til du opsiger det.`,
    cancel:
      'Du kan opsige når som helst under Profil og "Administrer abonnement". Premium gælder perioden ud, og der trækkes ikke flere penge. Opsiger du i prøveperioden, betaler du ingenting.',
    noPayments: 'Her er ingen betaling. Har du brug for mere end det gratis, kan administratoren give dig ubegrænset adgang.',
    contentHeading: 'Det, du laver',
    content: [
      'Historier, avatarer og billeder, du laver, er dine. Du må bruge dem derhjemme, i institutionen og i skolen.',
      'Historierne og billederne bliver lavet automatisk. Læs altid historien, før barnet gør, og ret den til jeres barn. Historietjekket hjælper, men du har selv ansvaret for, hvad barnet får læst.',
      'Fortællehuset erstatter ikke råd fra en læge, psykolog eller pædagog.',
    ],
    fairHeading: 'Rimelig brug',
    fair: 'Der er grænser for, hvor meget der kan laves på kort tid, så tjenesten virker for alle. Misbruger nogen tjenesten, kan kontoen blive lukket.',
    endHeading: 'Når du vil stoppe',
    end: 'Du kan slette din konto når som helst under Profil. Så slettes alt, hvad du har lavet. Læs mere under Privatliv.',
  },
} as const;
