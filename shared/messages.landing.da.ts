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
  examples: [
    {
      title: 'At Gå Til Tandlægen',
      text: 'Emil skal til tandlægen. Tandlægen kigger på hans tænder med et lille spejl. Det kan kilde lidt, og det er helt i orden.',
    },
    {
      title: 'Den Første Skoledag',
      text: 'Sofie skal starte i skole. Hun møder sin lærer og sine nye klassekammerater. Mange børn er lidt spændte den første dag.',
    },
  ],
  testimonialsTitle: 'Det siger brugerne',
  testimonials: [
    {
      quote:
        'Mine elever glæder sig til at se sig selv i historierne. Det har gjort overgange i hverdagen meget roligere.',
      author: 'Mette Jensen',
      role: 'Specialpædagog',
    },
    {
      quote:
        'Vi læste historien om tandlægen hver aften i en uge. Besøget gik bedre end nogensinde før.',
      author: 'Lars Nielsen',
      role: 'Forælder',
    },
  ],
  trialTitle: 'Prøv gratis i 14 dage',
  trialText: 'Opret dine første historier uden binding. Du kan opgradere til Premium, når du er klar.',
  trialButton: 'Kom i gang i dag',
  gdpr: 'GDPR Compliant',
  ai: 'AI Excellence',
  home: 'Fortællehuset, til forsiden',
  heroPreviewLabel: 'Eksempel på en side fra en historie',
  heroPreviewTitle: 'Emil tager bussen',
  heroPreviewText: 'Emil venter ved busstoppestedet. Bussen kommer snart. Emil holder mor i hånden.',
  heroPreviewPage: 'Side 2 af 5',
  trialDays: '14 dages gratis prøveperiode',
  exampleLabel: 'Eksempel',
  footerNote: 'Lavet i Danmark til børn, forældre og fagfolk.',
} as const;

/** The global error screen and the not-found page. */
export const errorScreenMessages = {
  title: 'Oops! Something went wrong',
  reload: 'Reload Page',
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
