/**
 * The part of the Danish catalogue the first screen needs: the landing page, and what every page
 * shows before the rest of the catalogue has loaded (the app's name, "loading", the error and
 * not-found screens). It is its own module so the landing page downloads only these texts;
 * messages.da.ts re-exports each under its usual key (`da.landing`, `da.common`, ...).
 */
/** The product itself. */
export const appMessages = {
  name: 'Fortællehuset',
  tagline: 'Personlige sociale historier til børn med autisme',
} as const;

/** The landing page. */
export const landingMessages = {
  login: 'Log ind',
  heroTitle: 'Sociale historier, skabt til netop dit barn',
  heroText:
    'Lav personlige, illustrerede sociale historier på dansk på få minutter. Med barnets egen avatar, en rolig læser og oplæsning med dansk stemme.',
  startTrial: 'Start Gratis Prøveperiode',
  seeDemo: 'Se Demonstration',
  featuresTitle: 'Hvorfor Fortællehuset?',
  features: [
    {
      title: 'AI-drevet personalisering',
      text: 'Historien tilpasses barnets navn, alder og udseende, så barnet genkender sig selv på hver side.',
    },
    {
      title: 'Empatisk tilgang',
      text: 'Rolige, forudsigelige fortællinger der forbereder barnet på nye situationer uden krav og pres.',
    },
    {
      title: 'Faglig ekspertise',
      text: 'Bygget på principperne bag sociale historier og udviklet sammen med specialpædagoger.',
    },
  ],
  examplesTitle: 'Eksempler på historier',
  /** The example stories (`slug`: /demo/:slug), with a few sentences from each as the offline writer wrote it. */
  examples: [
    {
      slug: 'tandlaege',
      title: 'At Gå Til Tandlægen',
      text: 'Emil og mor venter i venteværelset. Emil sætter sig i den store stol. Tandlægen kigger på tænderne med et lille spejl.',
    },
    {
      slug: 'skoledag',
      title: 'Den Første Skoledag',
      text: 'Far følger Sofie til skolen. Sofie hænger sin taske på sin knage. I frikvarteret leger børnene i skolegården.',
    },
  ],
  readExample: 'Læs og lyt til historien',
  exampleCover: (title: string) => `Forsiden af eksemplet ${title}`,
  testimonialsTitle: 'Det siger brugerne',
  testimonials: [
    {
      quote: 'Mine elever glæder sig til at se sig selv i historierne. Det har gjort overgange i hverdagen meget roligere.',
      author: 'Mette Jensen',
      role: 'Specialpædagog',
    },
    {
      quote: 'Vi læste historien om tandlægen hver aften i en uge. Besøget gik bedre end nogensinde før.',
      author: 'Lars Nielsen',
      role: 'Forælder',
    },
  ],
  gdpr: 'GDPR Compliant',
  ai: 'AI Excellence',
  home: 'Fortællehuset, til forsiden',
  heroPreviewLabel: 'Eksempel på en side fra en historie',
  heroPreviewTitle: 'Emil tager bussen',
  heroPreviewText: 'Emil venter ved busstoppestedet. Bussen kommer snart. Emil holder mor i hånden.',
  heroPreviewPage: 'Side 2 af 5',
  exampleLabel: 'Eksempel',
  footerNote: 'Lavet i Danmark til børn, forældre og fagfolk.',
  footerLinks: 'Om Fortællehuset',
  privacy: 'Privatliv',
  terms: 'Vilkår',
  contact: (email: string) => `Kontakt: ${email}`,
  gdprLink: 'GDPR Compliant: sådan passer vi på jeres data',
} as const;

/**
 * What this installation offers, said the same way on the landing page, the sign-up page, the
 * profile and at the limits: Premium through payments (its trial and price), or only the free tier.
 * `price` is a price as premiumPriceText (shared/premium-price.ts) says it: '79 kr. om måneden'.
 */
export const offerMessages = {
  currency: { dkk: 'kr.', eur: '€' } as Record<string, string>,
  per: { day: 'om dagen', week: 'om ugen', month: 'om måneden', year: 'om året' },
  everyNth: {
    day: (n: number) => `hver ${n}. dag`,
    week: (n: number) => `hver ${n}. uge`,
    month: (n: number) => `hver ${n}. måned`,
    year: (n: number) => `hvert ${n}. år`,
  },
  /** When the payment service did not say the price. */
  priceUnknown: 'den pris, der står på betalingssiden',
  freeTier: (stories: number, cards: number) => `Gratis konto med ${stories} historier og ${cards} kort`,
  trialBadge: (days: number) => `${days} dages gratis prøveperiode`,
  heroNoteTrial: (stories: number, days: number, price: string) =>
    `Kontoen er gratis og giver ${stories} historier. Premium kan du prøve gratis i ${days} dage, derefter ${price}. Du kan opsige når som helst.`,
  heroNotePaid: (stories: number, price: string) =>
    `Kontoen er gratis og giver ${stories} historier. Premium koster ${price}, og du kan opsige når som helst.`,
  heroNoteFree: (stories: number, cards: number) =>
    `Kontoen er gratis og giver ${stories} historier og ${cards} kort. Det koster ingenting, og du skal ikke oplyse et betalingskort.`,
  ctaTitleTrial: (days: number) => `Prøv Premium gratis i ${days} dage`,
  ctaTextTrial: (stories: number, days: number, price: string) =>
    `Opret en gratis konto og lav dine første ${stories} historier. Vil du lave flere, starter du Premium på din profil: de første ${days} dage er gratis, derefter koster det ${price}. Opsiger du i prøveperioden, betaler du ingenting.`,
  ctaTitleFree: 'Kom gratis i gang',
  ctaTextPaid: (stories: number, price: string) =>
    `Opret en gratis konto og lav dine første ${stories} historier. Vil du lave flere, koster Premium ${price}, og du kan opsige når som helst.`,
  ctaTextFree: (stories: number, cards: number) =>
    `Opret en gratis konto, og lav op til ${stories} historier og ${cards} kort. Det koster ingenting, og du kan slette kontoen, når du vil.`,
  ctaButton: 'Opret gratis konto',
  registerTrial: (stories: number, days: number) =>
    `Kontoen er gratis og giver ${stories} historier. Når du vil have flere, kan du prøve Premium gratis i ${days} dage fra din profil.`,
  registerPaid: (stories: number) =>
    `Kontoen er gratis og giver ${stories} historier. Når du vil have flere, kan du købe Premium fra din profil.`,
  registerFree: (stories: number, cards: number) => `Kontoen er gratis og giver ${stories} historier og ${cards} kort.`,
} as const;

/** The global error screen and the not-found page. */
export const errorScreenMessages = {
  title: 'Noget gik galt',
  reload: 'Genindlæs siden',
  notFoundTitle: 'Siden findes ikke',
  notFoundText: 'Vi kunne ikke finde den side, du ledte efter.',
  toFront: 'Til forsiden',
  errorText: 'Siden kunne ikke vises. Prøv at genindlæse den.',
} as const;

/** Shared words: loading, close, retry, page titles. */
export const commonMessages = {
  loading: 'Indlæser...',
  cancel: 'Annuller',
  close: 'Luk',
  retry: 'Prøv igen',
  networkError: 'Kunne ikke få forbindelse til serveren. Tjek din internetforbindelse og prøv igen.',
  loadError: 'Der skete en fejl ved indlæsning af data',
  pageTitle: (title: string) => `${title} · Fortællehuset`,
} as const;
