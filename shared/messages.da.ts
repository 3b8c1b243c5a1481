import { appMessages, commonMessages, errorScreenMessages, landingMessages, offerMessages } from './messages.landing.da';
import { legalMessages } from './messages.legal.da';
import { PHOTO_MAX_BYTES, RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS } from './constants';
import type { SceneActionId, SceneSettingId } from './scene-vocabulary';

/**
 * Every user-facing Danish text of the product, keyed. The texts come from the product
 * specification; keys are English and say what the text is for.
 */
export const da = {
  app: appMessages,
  landing: landingMessages,
  offer: offerMessages,
  legal: legalMessages,
  auth: {
    email: 'Email',
    password: 'Adgangskode',
    confirmPassword: 'Bekræft adgangskode',
    signIn: 'Log ind',
    signingIn: 'Logger ind...',
    register: 'Opret konto',
    registering: 'Opretter konto...',
    forgotPassword: 'Glemt adgangskode?',
    backToFront: 'Tilbage til forsiden',
    haveAccount: 'Har du allerede en konto? Log ind',
    noAccount: 'Har du ikke en konto? Opret konto',
    loginTitle: 'Log ind',
    registerTitle: 'Opret konto',
    resetTitle: 'Nulstil adgangskode',
    newPassword: 'Ny adgangskode',
    saveNewPassword: 'Gem ny adgangskode',
    sendResetLink: 'Send nulstillingslink',
    resetRequestHint: 'Skriv din email, så sender vi et link til at vælge en ny adgangskode.',
    passwordsDontMatch: 'Adgangskoderne matcher ikke',
    passwordTooShort: 'Adgangskoden skal være mindst 8 tegn',
    passwordTooLong: 'Adgangskoden må højst være 128 tegn',
    passwordBlank: 'Adgangskoden må ikke kun bestå af mellemrum',
    emailRequired: 'Indtast venligst din email',
    emailInvalid: 'Indtast venligst en gyldig email',
    passwordRequired: 'Indtast venligst din adgangskode',
    verifyEmail: 'Bekræft venligst din email for at fortsætte',
    signedIn: 'Du er nu logget ind',
    couldNotFetchUser: 'Kunne ikke hente brugerdata',
    genericError: 'Der skete en fejl',
    resetEmailSent: 'Hvis der findes en konto med den email, har vi sendt et link til at vælge en ny adgangskode. Se i din indbakke.',
    /** Without SMTP (GET /api/site: mail 'outbox'): what happens to a reset link in this installation. */
    resetRequestHintNoMail:
      'Denne installation af Fortællehuset sender ikke mails. Linket til en ny adgangskode bliver gemt på serveren, og installationens administrator kan sende det videre til dig.',
    resetKeptOnServer: 'Linket er gemt på serveren. Bed installationens administrator om at sende det til dig.',
    resetAskAdminAt: (email: string) => `Skriv til ${email}, så kan administratoren sende dig linket.`,
    /** The verification link leads to the sign-in page (it signs no one in). */
    emailConfirmed: 'Din email er bekræftet. Log ind med din adgangskode.',
    emailConfirmFailed: 'Linket til at bekræfte din email virker ikke længere. Log ind, så sender vi et nyt.',
    resetError: 'Der skete en fejl ved nulstilling af adgangskode',
    resetDone: 'Din adgangskode er ændret. Du kan nu logge ind.',
    resetTokenMissing: 'Linket til nulstilling er ugyldigt eller udløbet. Bed om et nyt.',
    /** After sign-up without a mail check, when signing in with the new details did not work: true whether or not the address already had an account. */
    signUpContinue: 'Log ind med din e-mail og adgangskode for at fortsætte. Har du glemt adgangskoden, kan du vælge "Glemt adgangskode?".',
    accountCreateError: 'Der opstod en fejl ved oprettelse af kontoen',
    accountCreateLater: 'Kunne ikke oprette konto. Prøv igen senere.',
    profileDetailsError: 'Profil blev oprettet, men der opstod en fejl ved profildetaljer.',
    userNotApproved: 'Bruger ikke godkendt',
    invalidCredentials: 'Forkert email eller adgangskode',
    signOut: 'Log ud',
    modeLabel: 'Vælg om du vil logge ind eller oprette en konto',
    loginIntro: 'Velkommen tilbage. Log ind for at se dine historier.',
    registerIntro: 'Opret en gratis konto og lav dine første historier.',
    forgotTitle: 'Glemt adgangskode',
    sending: 'Sender...',
    backToLogin: 'Tilbage til log ind',
    requestNewLink: 'Bed om et nyt link',
    resetIntro: 'Vælg en ny adgangskode til din konto. Den skal være mindst 8 tegn.',
    passwordHint: 'Mindst 8 tegn.',
    confirmRequired: 'Gentag venligst adgangskoden',
    showPassword: 'Vis adgangskode',
    hidePassword: 'Skjul adgangskode',
    signingOut: 'Logger ud...',
  },
  nav: {
    dashboard: 'Dashboard',
    newStory: 'Ny historie',
    myStories: 'Mine historier',
    images: 'Billeder',
    profile: 'Profil',
    admin: 'Admin Panel',
    signOut: 'Log ud',
    openMenu: 'Åbn menu',
    closeMenu: 'Luk menu',
    mainNav: 'Hovedmenu',
    skipToContent: 'Spring til indhold',
    menu: 'Menu',
  },
  dashboard: {
    /** `firstVisit`: nothing made yet, so nobody is coming back. */
    welcome: (name: string, firstVisit = false) =>
      firstVisit ? (name ? `Velkommen, ${name}!` : 'Velkommen!') : name ? `Velkommen tilbage, ${name}!` : 'Velkommen tilbage!',
    intro: 'Hvad vil du lave i dag?',
    createStory: 'Opret ny historie',
    generateImages: 'Generer billeder',
    missingImages: (n: number) => `${n} ${n === 1 ? 'historie' : 'historier'} mangler billeder`,
    statStories: 'Historier',
    statImages: 'Genererede billeder',
    statInProgress: 'Historier i gang',
    recentStories: 'Seneste historier',
    seeAllStories: 'Se alle historier',
    emptyTitle: 'Ingen historier endnu',
    emptyAction: 'Opret din første historie',
    loading: 'Indlæser...',
    loadError: 'Der skete en fejl ved indlæsning af data',
    retry: 'Prøv igen',
    quickActions: 'Hurtige handlinger',
    createStoryText: 'Vælg en avatar og lav en ny social historie.',
    generateImagesText: 'Lav enkeltstående billeder og kort til hverdagen.',
    missingImagesText: 'Giv scenerne deres billeder, så historien er klar til at blive læst.',
    quotaLeft: (n: number) => `Du kan oprette ${n} ${n === 1 ? 'historie' : 'historier'} mere i den gratis version.`,
  },
  profile: {
    title: 'Profil',
    name: 'Navn',
    email: 'Email',
    role: 'Rolle',
    memberSince: 'Medlem siden',
    save: 'Gem',
    saving: 'Gemmer...',
    saved: 'Profilen blev gemt',
    usage: 'Forbrug',
    storyUsage: (n: number, max: number) => `${n} af ${max} historier`,
    cardUsage: (n: number, max: number) => `${n} af ${max} kort`,
    unlimitedUsage: 'Ubegrænset adgang',
    premium: 'Premium',
    premiumActive: 'Du har Premium. Der er ingen grænser for historier og kort.',
    premiumInactive: 'Du bruger den gratis version.',
    premiumByRole: 'Du har ubegrænset adgang gennem din rolle, så du behøver ikke Premium.',
    welcomeFree: 'Velkommen! Du kan oprette op til 5 gratis historier.',
    limitReached: 'Du har brugt alle dine 5 gratis historier. Opgrader til Premium for at fortsætte.',
    upgrade: 'Opgrader til Premium',
    startTrial: (days: number) => `Prøv Premium gratis i ${days} dage`,
    premiumGives: 'Det giver Premium',
    premiumBenefits: [
      'Ubegrænset antal historier (gratis: 5)',
      'Ubegrænset antal kort (gratis: 5)',
      'Nye billeder til scenerne uden dagsgrænse',
    ],
    premiumPrice: (price: string) => `Pris: ${price}.`,
    premiumPriceUnknown: 'Prisen står på betalingssiden, før du betaler.',
    premiumTrial: (days: number) =>
      `De første ${days} dage er gratis. Du oplyser dit betalingskort, men der trækkes først penge, når prøveperioden slutter.`,
    premiumCancel:
      'Du kan opsige når som helst under "Administrer abonnement". Premium gælder perioden ud, og der trækkes ikke flere penge. Opsiger du i prøveperioden, betaler du ingenting.',
    trialActive: (date: string, price: string) =>
      `Du prøver Premium gratis til ${date}. Derefter koster det ${price}, medmindre du opsiger inden.`,
    /** Without payments: what the user can do instead. */
    askForUnlimited:
      'Premium kan ikke købes her. Har du brug for flere historier eller kort, kan administratoren give dig ubegrænset adgang.',
    askByMail: (email: string) => `Skriv til ${email}`,
    askByMailSubject: 'Ubegrænset adgang til Fortællehuset',
    /** Said after a text that already says the administrator can give unlimited access: who that is. */
    askWithoutContact: 'Installationens administrator er den person eller organisation, der har sat Fortællehuset op for dig.',
    roles: { user: 'Bruger', unlimited: 'Ubegrænset', admin: 'Administrator' } as Record<string, string>,
    details: 'Dine oplysninger',
    nameHint: 'Navnet bruges i velkomsten på dit dashboard.',
    noName: 'Intet navn angivet',
    stories: 'Historier',
    cards: 'Kort',
    upgrading: 'Åbner betaling...',
    checkoutError: 'Betalingen kunne ikke startes. Prøv igen senere.',
    noQuotaForStory: 'Du har brugt alle dine 5 gratis historier. Opgrader til Premium for at fortsætte.',
    /** The same without payments: the profile says how to get more. */
    noQuotaForStoryFree: 'Du har brugt alle dine 5 gratis historier. På din profil kan du se, hvordan du får flere.',
    limitReachedFree: 'Du har brugt alle dine 5 gratis historier. Administratoren kan give dig ubegrænset adgang.',
  },
  admin: {
    title: 'Admin Panel',
    accessDenied: 'Adgang nægtet',
    adminsOnly: 'Kun administratorer kan tilgå admin-panelet.',
    refreshRights: 'Opdater rettigheder',
    rightsConfirmed: 'Admin-rettigheder bekræftet',
    noAdminRights: 'Du har ikke admin-rettigheder i databasen',
    sessionRefreshError: 'Fejl ved opdatering af session',
    roleCheckError: 'Fejl ved tjek af brugerrolle',
    viewSearch: 'Søg',
    viewAll: 'Alle brugere',
    searchLabel: 'Søg efter email',
    searchPlaceholder: 'navn@eksempel.dk',
    searchButton: 'Søg',
    noUsersFound: 'Ingen brugere fundet med denne e-mail',
    searchError: 'Der opstod en fejl ved søgning efter brugere',
    fetchError: 'Der opstod en fejl ved hentning af brugere',
    colEmail: 'Email',
    colName: 'Navn',
    colRole: 'Rolle',
    colStories: 'Historier',
    colCards: 'Kort',
    colCreated: 'Oprettet',
    roleChanged: (role: string) => `Brugerrolle sat til: ${role}`,
    roleFor: (email: string) => `Rolle for ${email}`,
    previous: 'Forrige',
    next: 'Næste',
    pageOf: (page: number, pages: number) => `Side ${page} af ${pages}`,
    totalUsers: (n: number) => `${n} brugere i alt`,
    loading: 'Henter brugere...',
    views: 'Visning',
    searchPrompt: 'Skriv hele eller en del af en email for at finde en bruger.',
    searchResults: (n: number) => `${n} ${n === 1 ? 'bruger' : 'brugere'} fundet`,
    you: '(dig)',
    ownRoleLocked: 'Du kan ikke ændre din egen rolle',
    noUsers: 'Der er ingen brugere endnu',
    refreshing: 'Tjekker...',
    pagination: 'Sider',
    tableLabel: 'Brugere',
    roleError: 'Rollen kunne ikke ændres',
  },
  errorScreen: errorScreenMessages,
  placeholder: {
    comingSoon: 'Denne del af Fortællehuset er på vej og kommer snart.',
    toDashboard: 'Til dashboard',
    stories: 'Mine historier',
    cards: 'Billeder',
    newStory: 'Ny historie',
    story: 'Historie',
    storyEdit: 'Rediger historie',
    storiesCreate: 'Opret historie',
    paymentSuccess: 'Tak for din betaling',
    paymentSuccessText: 'Din betaling er modtaget. Din Premium-adgang vises på din profil, så snart den er aktiveret.',
  },
  characters: {
    pickerTitle: 'Sådan kommer du i gang',
    pickerSteps: [
      'Opret en avatar, der ligner barnet. Vi tegner forslag, du kan vælge imellem.',
      'Vælg den avatar, historien skal handle om.',
      'Beskriv situationen, så skriver vi en rolig historie med billeder.',
    ],
    createCharacter: 'Opret ny karakter',
    yourAvatars: 'Dine avatarer',
    loadingList: 'Henter dine avatarer...',
    empty: 'Du har ingen avatarer endnu. Opret din første!',
    signIn: 'Log ind',
    ageYears: (age: number) => `${age} år`,
    chooseHint: 'Vælg en avatar for at lave en historie med den.',
    choose: (name: string) => `Vælg ${name}`,
    edit: (name: string) => `Rediger ${name}`,
    remove: (name: string) => `Slet ${name}`,
    createTitle: 'Opret Avatar',
    createIntro: 'Beskriv barnet, og lad os tegne en avatar. Du kan altid ændre den senere.',
    back: 'Tilbage',
    aboutChild: 'Om barnet',
    looks: 'Udseende',
    personality: 'Personlighed',
    name: 'Navn',
    nameHint: 'Navnet bliver hos os og sendes ikke med, når billederne tegnes.',
    age: 'Alder',
    ageHint: 'Fra 1 til 12 år.',
    gender: 'Køn',
    genders: { dreng: 'Dreng', pige: 'Pige' },
    hairColor: 'Hårfarve',
    hairHint: 'F.eks. lysebrunt og krøllet, eller langt og sort.',
    eyeColor: 'Øjenfarve',
    eyeHint: 'F.eks. blå, brune eller grønne.',
    skinColor: 'Hudfarve',
    skinColors: { lys: 'Lys', medium: 'Medium', mørk: 'Mørk', 'meget mørk': 'Meget mørk' },
    outfit: 'Tøj',
    outfitHint: 'F.eks. blå hættetrøje og jeans, eller gul kjole.',
    hairStyle: 'Frisure',
    hairStyleFromText: 'Vælg ud fra hårfarven',
    hairStyles: {
      kort: 'Kort',
      mellemlangt: 'Mellemlangt',
      langt: 'Langt',
      krøllet: 'Krøllet',
      fletninger: 'Fletninger',
      hestehale: 'Hestehale',
      knold: 'Knold',
      'meget kort': 'Meget kort',
    },
    wears: 'Barnet bruger',
    glasses: 'Briller',
    headscarf: 'Tørklæde',
    ears: 'Ører',
    earWears: { ingen: 'Ingen', høreapparat: 'Høreapparat', høretelefoner: 'Høretelefoner' },
    /** Under a free-text field: which of its words the picture shows (a comma-separated list). */
    drawnWords: (words: string) => `Tegnes: ${words}`,
    notDrawnWords: (words: string) => `Disse ord kan ikke tegnes: ${words}`,
    companion: 'Ledsager (valgfri)',
    companionHint: 'F.eks. en bamse, et kæledyr eller en voksen, barnet er tryg ved.',
    characteristics: 'Egenskaber',
    characteristicsHint: 'Skriv dem adskilt af komma, f.eks. rolig, nysgerrig, glad for tog.',
    avatar: 'Avatar',
    generate: 'Generer avatar',
    regenerate: 'Generer ny avatar',
    generating: 'Tegner avatarer...',
    candidates: 'Vælg den avatar, du bedst kan lide',
    candidate: (n: number, total: number) => `Forslag ${n} af ${total}`,
    chosenAvatar: 'Valgt avatar',
    currentAvatar: 'Nuværende avatar',
    noAvatarYet: 'Udfyld felterne og tryk på "Generer avatar". Så tegner vi nogle forslag, du kan vælge imellem.',
    save: 'Gem avatar',
    saving: 'Gemmer...',
    storyTitle: 'Valgt avatar',
    storyIntro: (name: string) => `Historien kommer til at handle om ${name}.`,
    continueWith: (name: string) => `Lav en historie med ${name}`,
    changeCharacter: 'Skift karakter',
    loadingCharacter: 'Henter avataren...',
    editTitle: 'Rediger Avatar',
    cancel: 'Annuller',
    saveChanges: 'Gem ændringer',
    deleteTitle: 'Slet avatar',
    deleteConfirm: (name: string) => `Er du sikker på, at du vil slette ${name}?`,
    deleteText: 'Avataren bliver slettet. Historier, du allerede har lavet, bliver ikke ændret.',
    deleteButton: 'Slet',
    deleting: 'Sletter...',
    opensNewTab: '(åbner i en ny fane)',
    avatarOf: (name: string) => `Avatar af ${name}`,
  },
  common: commonMessages,
} as const;

/** What the server's input checks (shared/schemas.ts) say about a field. */
export const validationMessages = {
  invalidPage: 'Ugyldigt sidetal',
  invalidPageSize: 'Ugyldig sidestørrelse',
  titleMissing: 'Indtast venligst en titel',
  avatarMissing: 'Generer venligst en avatar først',
  characterNameMissing: 'Udfyld venligst barnets navn',
  titleTooLong: 'Titlen må højst være 120 tegn',
  descriptionMissing: 'Indtast venligst en beskrivelse af historien',
  picturePromptMissing: 'Beskriv venligst det nye billede',
  imageUrlMissing: 'Angiv venligst en billedadresse',
  ageRange: 'Alderen skal være mellem 1 og 12',
  genderMissing: 'Vælg venligst køn: Dreng eller Pige',
  skinColorMissing: 'Vælg venligst hudfarve: Lys, Medium, Mørk eller Meget mørk',
  unknownRole: 'Ukendt rolle. Vælg user, unlimited eller admin.',
  searchTooLong: 'Søgningen er for lang',
  nameNotText: 'Navnet skal være tekst',
  nameTooLong: 'Navnet må højst være 100 tegn',
  companionNotText: 'Ledsageren skal være tekst',
  characterMissing: 'Ingen avatar valgt. Vælg venligst en avatar først.',
  pageSizeTooLarge: 'Højst 100 pr. side',
  storyEmpty: 'Historien må ikke være tom',
  storyTooLong: 'Historien er for lang',
  traitsNotText: 'Egenskaberne skal være tekst',
  traitsNotList: 'Egenskaberne skal være en liste af ord',
  nothingToSave: 'Der er ingen ændringer at gemme',
  imageUrlTooLong: 'Billedadressen er for lang',
  picturePromptTooLong: 'Beskrivelsen må højst være 500 tegn',
  descriptionTooLong: 'Beskrivelsen må højst være 2000 tegn',
  shareTraitsInvalid: 'Valget om egenskaberne skal være ja eller nej',
  ageNotNumber: 'Alderen skal være et tal mellem 1 og 12',
  ageNotWhole: 'Alderen skal være et helt tal mellem 1 og 12',
  featuresInvalid: 'Vælg frisure, briller, tørklæde og ører fra listerne',
} as const;

/** The questions on the story form (Carol Gray: the facts the author gathers), and what their checks say. */
export const storyFactsMessages = {
  legend: 'Fakta til historien',
  intro:
    'Svarene gør historien bedre. Historien bruger kun det, du skriver, og finder ikke på noget. Tre spørgsmål betyder mest: trinene, hvad der kan være svært, og hvad der kan hjælpe.',
  optional: 'valgfrit',
  whereLabel: 'Hvor foregår det?',
  wherePlaceholder: 'Fx hos tandlægen på Vestergade',
  whenLegend: 'Hvornår sker det?',
  whenHint: 'Valgfrit. Vælg en dato, skriv det med dine ord, eller begge dele.',
  whenDateLabel: 'Dato',
  whenDateHint: 'Ugen før viser forsiden historien under «Læs i dag».',
  whenLabel: 'Med dine ord',
  whenPlaceholder: 'Fx tirsdag formiddag',
  whoLabel: 'Hvem er med?',
  whoHint: 'Skriv de voksne, som barnet kalder dem, adskilt af komma: fx mor, pædagogen Jonas. Eller skriv en voksen.',
  whoPlaceholder: 'Fx mor, tandlægen',
  stepsLegend: 'Hvad sker der, trin for trin?',
  stepsAsk: 'Skriv hvad der sker, et trin ad gangen. Så finder historien ikke selv på trinene.',
  suggestionsHeading: 'Forslag til trin',
  suggestionsNote:
    'Trin, der ofte sker i den slags situationer. Intet kommer med i historien, før du tilføjer det, og du kan rette trinene bagefter.',
  suggestionsSensitive: 'Emnet kan være svært. Læs hvert forslag, og tilføj kun de trin, der passer til jeres situation.',
  useSuggestions: 'Brug forslaget',
  allSuggestionsKept: 'Alle forslag er tilføjet',
  keepSuggestion: 'Tilføj',
  keepSuggestionLabel: (step: string) => `Tilføj trinnet: ${step}`,
  suggestionKept: 'Tilføjet',
  suggestionKeptLabel: (step: string) => `Tilføjet: ${step}`,
  suggestionsKeptCount: (n: number) => (n === 1 ? 'Et trin er tilføjet.' : `${n} trin er tilføjet.`),
  stepLabel: (n: number) => `Trin ${n}`,
  stepPlaceholder: 'Fx vi venter i venteværelset',
  addStep: 'Tilføj et trin',
  removeStep: (n: number) => `Slet trin ${n}`,
  moveUp: (n: number) => `Flyt trin ${n} op`,
  hardLabel: 'Hvad kan være svært?',
  hardPlaceholder: 'Fx lyden fra sugeren',
  helpsLabel: 'Hvad kan hjælpe?',
  helpsPlaceholder: 'Fx at holde mor i hånden',
  whyLabel: 'Hvorfor sker det?',
  whyPlaceholder: 'Fx tandlægen tjekker, at tænderne er sunde',
  show: 'Vis flere spørgsmål: hvor, hvem og hvorfor',
  hide: 'Skjul de andre spørgsmål',
  answerTooLong: (max: number) => `Svaret må højst være ${max} tegn`,
  answerNotText: 'Svaret skal være tekst',
  tooManyPeople: (max: number) => `Skriv højst ${max} personer`,
  tooManySteps: (max: number) => `Højst ${max} trin`,
  stepTooLong: (max: number) => `Et trin må højst være ${max} tegn`,
  factsInvalid: 'Svarene på spørgsmålene kunne ikke læses',
} as const;

/** More precise texts for general codes: NOT_FOUND for an unknown API address, VALIDATION_ERROR for a body that is not JSON. */
export const requestMessages = {
  noSuchAddress: 'Adressen findes ikke',
  invalidJson: 'Anmodningen indeholder ikke gyldig JSON',
} as const;

/** The texts of the general error codes; every code, with its status, is in `errorCatalogue` at the end of this file. */
const baseErrorMessages = {
  UNAUTHORIZED: 'Du skal være logget ind for at udføre denne handling',
  FORBIDDEN: 'Du har ikke adgang til denne handling',
  NOT_FOUND: 'Det, du ledte efter, blev ikke fundet',
  VALIDATION_ERROR: 'Ugyldige oplysninger. Tjek felterne og prøv igen.',
  BAD_ORIGIN: 'Anmodningen kom fra en ukendt adresse og blev afvist',
  UNSUPPORTED_MEDIA_TYPE: 'Anmodningen skal sendes som JSON',
  RATE_LIMIT: 'For mange anmodninger. Prøv igen om lidt',
  INTERNAL: 'Der skete en uventet fejl. Prøv venligst igen.',
  INVALID_CREDENTIALS: 'Forkert email eller adgangskode',
  EMAIL_NOT_VERIFIED: 'Bekræft venligst din email for at fortsætte',
  INVALID_TOKEN: 'Linket til nulstilling er ugyldigt eller udløbet. Bed om et nyt.',
  PASSWORD_TOO_SHORT: 'Adgangskoden skal være mindst 8 tegn',
  PASSWORD_TOO_LONG: 'Adgangskoden må højst være 128 tegn',
  PASSWORD_BLANK: 'Adgangskoden må ikke kun bestå af mellemrum',
  PASSWORD_TOO_COMMON: 'Adgangskoden er for almindelig og let at gætte. Vælg en anden.',
  PASSWORD_LIKE_EMAIL: 'Adgangskoden ligner din e-mailadresse og er let at gætte. Vælg en anden.',
  INVALID_EMAIL: 'Indtast venligst en gyldig email',
  AUTH_ERROR: 'Der skete en fejl',
  USER_NOT_FOUND: 'Brugeren blev ikke fundet',
  JOB_NOT_FOUND: 'Opgaven blev ikke fundet',
  INVALID_FORMAT: 'Ugyldigt billedformat',
  FILE_TOO_LARGE: 'Billedet er for stort',
  UPLOAD_FAILED: 'Kunne ikke uploade billedet',
  DOWNLOAD_FAILED: 'Kunne ikke hente billedet',
  GENERATION_FAILED: 'Kunne ikke generere indhold',
  QUOTA_EXCEEDED: 'API-kvoten er opbrugt',
  CONTENT_POLICY: 'Indholdet overholder ikke retningslinjerne',
  SYNTHESIS_FAILED: 'Kunne ikke generere tale',
  CONTENT_FILTERED: 'Indholdet overholder ikke retningslinjerne. Prøv at beskrive situationen på en anden måde.',
  INVALID_RESPONSE: 'Ingen historie genereret',
  NO_AUDIO: 'Ingen lyddata modtaget fra taletjenesten',
  API_ERROR: 'Fejl hos taletjenesten',
  PAYLOAD_TOO_LARGE: 'Anmodningen er for stor',
  OWN_ROLE: 'Du kan ikke ændre din egen rolle',
} as const;

/** Story generation: progress and the error catalogue of the specification. */
export const generationMessages = {
  progress: (n: number) => `Genererer historie... ${n}%`,
  done: 'Historie genereret!',
  textFirstDone: 'Historie er oprettet! Du kan nu tilføje billeder til hver scene.',
  rateLimit: 'Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.',
  contentFiltered: 'Indholdet overholder ikke retningslinjerne. Prøv at beskrive situationen på en anden måde.',
  imageFailedAdvice: 'Kunne ikke generere billederne. Prøv at gøre beskrivelsen enklere og prøv igen.',
  /** After the message that says which picture failed. */
  simplerDescription: 'Det kan hjælpe at gøre beskrivelsen enklere.',
  unexpected: 'Der skete en uventet fejl. Prøv venligst igen.',
  unexpectedGeneration: 'Der skete en uventet fejl ved generering af historien. Prøv venligst igen.',
  failedDefault: 'Der opstod en fejl under generering af historien. Prøv venligst igen.',
  coverFailed: 'Kunne ikke generere forsidebilledet. Prøv venligst igen.',
  imageFailed: (n: number) => `Kunne ikke generere billede ${n}. Prøv venligst igen.`,
  notAllImages: (done: number, total: number) => `Kunne ikke generere alle billeder (${done} af ${total}). Prøv venligst igen.`,
  saveFailed: 'Kunne ikke gemme historien',
  noStory: 'Ingen historie genereret',
  noImageData: 'Ingen billede-data modtaget',
  imageAfterRetries: 'Kunne ikke generere billede efter 3 forsøg',
  notSignedIn: 'Bruger ikke logget ind',
  storyFailed: 'Kunne ikke generere historien',
  sceneCount: (n: number) => `Historien skal indeholde præcis ${n} scener`,
  /** A user's unfinished stories and pictures at one time (MAX_ACTIVE_JOBS_PER_USER). */
  tooManyActive: (n: number) => `Du har allerede ${n} historier eller billeder i gang. Vent, til de er færdige, og prøv så igen.`,
  /** The limit on new scene pictures ('Nyt billede'). */
  tooManySceneImages: 'Du har lavet mange nye billeder på kort tid. Vent lidt, og prøv så igen.',
  tooManySceneImagesFree: 'Du har brugt dagens nye billeder. Prøv igen i morgen, eller opgrader til Premium.',
} as const;

/** Stories: creation, reading, editing, deleting. */
export const storyMessages = {
  noCharacter: 'Ingen avatar valgt. Vælg venligst en avatar først.',
  quotaUsed: 'Du har brugt alle dine gratis historier',
  quotaUsedLong: 'Du har brugt alle dine 5 gratis historier. Opgrader til Premium for at fortsætte.',
  /** The same without payments. */
  quotaUsedLongFree: 'Du har brugt alle dine 5 gratis historier. Administratoren kan give dig ubegrænset adgang.',
  upgrade: 'Opgrader til Premium',
  /** Without payments, the way to more (the profile says how). */
  moreAccess: 'Se hvordan du får flere',
  /** At the limit in the form: what was typed is still there. */
  draftKept: 'Det, du har skrevet, står stadig her. Når du har fået adgang, kan du trykke på knappen igen.',
  titleRequired: 'Indtast venligst en titel',
  descriptionRequired: 'Indtast venligst en beskrivelse af historien',
  signInToCreate: 'Du skal være logget ind for at oprette en historie',
  signInToRead: 'Du skal være logget ind for at læse historier',
  signInToEdit: 'Du skal være logget ind for at redigere historier',
  signInToDelete: 'Du skal være logget ind for at slette historier',
  signInToSave: 'Du skal være logget ind for at gemme ændringer',
  notFound: 'Historien blev ikke fundet',
  couldNotFetch: 'Kunne ikke hente historien',
  couldNotOpen: 'Kunne ikke åbne historien',
  couldNotOpenEditor: 'Kunne ikke åbne redigeringsvisning',
  couldNotOpenPrint: 'Kunne ikke åbne printvindue',
  deleteConfirm: 'Er du sikker på, at du vil slette denne historie?',
  deleted: 'Historien blev slettet',
  deleteError: 'Der skete en fejl ved sletning af historien',
  saved: 'Ændringerne blev gemt',
  saveError: 'Der skete en fejl ved gemning af ændringerne',
  newImageDone: 'Nyt billede blev genereret',
  newImageFailed: 'Kunne ikke generere nyt billede',
  noStoryFound: 'Ingen historie fundet',
  createNew: 'Opret ny historie',

  // Creation page (/stories/create)
  createTitle: 'Opret historie',
  createIntro: 'Beskriv en situation, så skriver vi en rolig, personlig historie i scener.',
  chooseCharacter: 'Vælg en avatar',
  changeCharacter: 'Skift karakter',
  aboutCharacter: 'Historien handler om',
  loadingCharacter: 'Henter avataren...',
  ageYears: (age: number) => `${age} år`,
  genders: { dreng: 'Dreng', pige: 'Pige' } as Record<string, string>,
  traits: 'Egenskaber',
  avatarOf: (name: string) => `Avatar af ${name}`,
  titleLabel: 'Titel',
  titleHint: 'F.eks. "Emil skal til tandlæge".',
  descriptionLabel: 'Beskriv situationen',
  descriptionHint:
    'Hvad skal der ske, hvor foregår det, og hvad kan være svært? F.eks. "Emil skal have kigget på sine tænder. Han er bange for lyden fra boret."',
  stepsTitle: 'Sådan bliver historien til',
  steps: [
    { title: 'Vælg en avatar', text: 'Historien handler om barnet, så det kan genkende sig selv.' },
    { title: 'Beskriv situationen', text: 'Skriv kort, hvad der skal ske, og hvad der kan være svært.' },
    { title: 'Historien skrives', text: 'Vi skriver en rolig social historie på dansk i korte scener.' },
    { title: 'Billederne tegnes', text: 'Hver scene får sit eget billede med barnets avatar.' },
    { title: 'Læs den sammen', text: 'Læs historien side for side, få den læst op eller print den.' },
  ],
  createWithImages: 'Opret historie med billeder',
  createWithoutImages: 'Opret historie uden billeder',
  createWithoutImagesHint: 'Uden billeder går det hurtigt: teksten skrives, og du kan bagefter lave billederne én ad gangen.',
  shareTraitsLabel: 'Brug barnets egenskaber, når historien skrives',
  shareTraitsHint:
    'Egenskaberne fra avataren (f.eks. «glad for tog» eller «har ADHD») sendes så med til den AI-tjeneste, der skriver teksten, uden barnets navn. Uden flueben sendes de ikke.',
  creating: 'Opretter historien...',
  storiesLeftWarning: (n: number) =>
    `Du har ${n} gratis ${n === 1 ? 'historie' : 'historier'} tilbage. Opgrader til Premium for at lave flere.`,
  storiesLeftWarningFree: (n: number) => `Du har ${n} gratis ${n === 1 ? 'historie' : 'historier'} tilbage.`,
  openStory: 'Læs historien',
  writingStory: 'Skriver historien...',

  // Story card and list
  edit: 'Rediger',
  print: 'Print',
  remove: 'Slet',
  editNamed: (title: string) => `Rediger ${title}`,
  printNamed: (title: string) => `Print ${title}`,
  removeNamed: (title: string) => `Slet ${title}`,
  groupStory: 'Gruppehistorie',
  missingPictures: (n: number) => `${n} ${n === 1 ? 'billede mangler' : 'billeder mangler'}`,
  createdOn: (date: string) => `Oprettet ${date}`,
  listTitle: 'Mine historier',
  listIntro: 'Alle dine historier, de nyeste først.',
  loadMore: 'Vis flere historier',
  showing: (shown: number, total: number) => `Viser ${shown} af ${total} ${total === 1 ? 'historie' : 'historier'}`,
  loadingStories: 'Henter dine historier...',
  deleteTitle: 'Slet historie',
  deleteText: 'Historien og dens billeder bliver slettet. Det kan ikke fortrydes.',
  deleting: 'Sletter...',
  cancel: 'Annuller',

  // Viewer
  loadingStory: 'Henter historien...',
  backToOverview: 'Tilbage til oversigt',
  editStory: 'Rediger historie',
  /** The page dots: the cover, then the scenes numbered as the page editor numbers them (scene 1 is «Side 1»). */
  goToCover: 'Gå til forsiden',
  goToPage: (n: number) => `Gå til side ${n}`,
  start: 'Start historien',
  previousPage: 'Forrige side',
  nextPage: 'Næste side',
  closeStory: 'Luk historien',
  cover: 'Forside',
  /** Scene n of the story's `total` scenes; the cover is «Forside» and not counted. */
  pageOf: (n: number, total: number) => `Side ${n} af ${total}`,
  coverAnnouncement: (title: string) => `Forside: ${title}`,
  pages: 'Sider',
  moreOptions: 'Flere valg',
  downloadPdf: 'Hent som PDF',
  readAloud: 'Oplæsning',
  pictureMissing: 'Billedet mangler endnu',
  pictureOf: (n: number) => `Billede til side ${n}`,
  coverPicture: 'Forsidebillede',
  swipeHint: 'Stryg til siden eller brug piletasterne for at bladre.',

  // Child mode: the reader alone, full screen, for the child
  childMode: 'Børnetilstand',
  childModeOn: (seconds: number) => `Børnetilstand er slået til. Hold Afslut inde i ${seconds} sekunder for at komme ud.`,
  childModeOff: 'Børnetilstand er slået fra',
  leaveChildMode: 'Afslut børnetilstand',
  leaveChildModeShort: 'Afslut',
  holdToLeave: (seconds: number) => `Hold knappen inde i ${seconds} sekunder.`,
  keepHolding: 'Bliv ved med at holde',

  // Edit page (the page editor's own texts: storyPageMessages)
  missingPicture: 'mangler billede',
  editPicture: 'Rediger billede',
  editPictureNamed: (name: string) => `Rediger billede: ${name}`,
  promptLabel: 'Beskriv det nye billede',
  promptHint: 'F.eks. "Emil sidder i tandlægestolen og holder sin bamse".',
  generate: 'Generer',
  generatingPicture: 'Tegner nyt billede...',
  openPicture: (name: string) => `Åbn ${name} i en ny fane`,
  save: 'Gem ændringer',
  saving: 'Gemmer...',
  backToStory: 'Tilbage til historien',
  closePrompt: 'Luk',

  // Print view
  printTitle: (title: string) => `Print: ${title}`,
  printNow: 'Print',
  closeWindow: 'Luk vinduet',
  printHint: 'Printvinduet åbner af sig selv. Vælg A4.',
} as const;

/** The page editor (/story/{id}/edit): a story edited page by page, and what the server says about pages. */
/** «Rediger billede»: what will be drawn, said before it is drawn (server/providers/picture-words/scene-description.ts composes it). */
export const pictureSceneMessages = {
  /** Where a picture is, as «Tegnes: … {place}» says it (shared/scene-vocabulary.ts's places). */
  places: {
    home: 'derhjemme',
    school: 'i skolen',
    kindergarten: 'i børnehaven',
    dentist: 'hos tandlægen',
    doctor: 'hos lægen',
    shop: 'i butikken',
    playground: 'på legepladsen',
    transport: 'i bussen',
    party: 'til festen',
    swimming: 'i svømmehallen',
    bedroom: 'i soveværelset',
    bathroom: 'på badeværelset',
    hairdresser: 'hos frisøren',
    outdoors: 'udenfor',
    'waiting-room': 'i venteværelset',
    church: 'i kirken',
    graveside: 'ved graven',
    hospital: 'på hospitalet',
  } satisfies Record<SceneSettingId, string>,
  /** What the child does, after the child's name; {adult} and {companion} are filled in. */
  actions: {
    stand: 'står',
    walk: 'går',
    sit: 'sidder på en stol',
    'treatment-chair': 'ligger tilbage i tandlægestolen med åben mund',
    'examination-bench': 'sidder på lægens briks',
    'barber-chair': 'sidder i frisørstolen med en kappe på',
    'hold-companion': 'holder {companion} i armene',
    'hold-hand': 'holder {adult} i hånden',
    'wave-hello': 'vinker hej til {adult}',
    'wave-goodbye': 'vinker farvel til {adult}',
    'wait-with-book': 'sidder i venteværelset med en bog',
    'stand-in-line': 'står i kø',
    'sit-in-pew': 'sidder på en kirkebænk',
    'flower-at-grave': 'lægger en blomst ved graven',
    'lie-in-hospital-bed': 'ligger i en hospitalsseng, og {adult} sidder ved siden af',
    'visit-in-hospital-bed': 'besøger {adult}, der ligger i en hospitalsseng',
    'lie-in-bed': 'ligger i sengen',
    'eat-at-table': 'sidder ved bordet med en tallerken',
    'bus-seat': 'sidder på et sæde i bussen',
    'cover-ears': 'holder sig for ørerne',
    'put-on-coat': 'tager jakken på',
    'wash-hands': 'vasker hænder',
    'look-at-photo': 'kigger på et billede i en ramme',
  } satisfies Record<SceneActionId, string>,
  drawn: (what: string) => `Tegnes: ${what}`,
  withCompanion: (companion: string) => `og har ${companion} med`,
  besideSitting: (adult: string) => `${adult} sidder ved siden af`,
  besideStanding: (adult: string) => `${adult} står ved siden af`,
  /** The adult or companion an action names when the page does not say who or what. */
  someAdult: 'en voksen',
  someCompanion: 'sin bamse',
  previewHint: 'Skriv, hvad billedet skal vise. Her står, hvad der bliver tegnet.',
  previewFailed: 'Kunne ikke vise, hvad der tegnes.',
};

export const storyPageMessages = {
  intro: 'Ret titlen og teksten på hver side. Du kan tilføje, fjerne og flytte sider og få nye billeder tegnet.',
  pagesHeading: 'Sider',
  pagesIntro: (min: number, max: number) => `En historie har mellem ${min} og ${max} sider. Hver side har sin tekst og sit billede.`,
  pageHeading: (n: number) => `Side ${n}`,
  pageTextLabel: (n: number) => `Tekst på side ${n}`,
  pageCount: (n: number, max: number) => `${n} af højst ${max} sider`,
  moveUp: 'Flyt op',
  moveDown: 'Flyt ned',
  moveUpNamed: (n: number) => `Flyt side ${n} op`,
  moveDownNamed: (n: number) => `Flyt side ${n} ned`,
  remove: 'Fjern side',
  removeNamed: (n: number) => `Fjern side ${n}`,
  add: 'Tilføj side',
  atMost: (max: number) => `En historie kan højst have ${max} sider.`,
  atLeast: (min: number) => `En historie skal have mindst ${min} sider.`,
  moved: (from: number, to: number) => `Side ${from} er flyttet. Den er nu side ${to}.`,
  removed: (n: number) => `Side ${n} er fjernet.`,
  added: (n: number) => `Side ${n} er tilføjet.`,
  newPagePicture: 'Billedet tegnes, når du gemmer',
  unsaved: 'Du har ændringer, der ikke er gemt.',
  removedPictures: 'Billeder, fotos og indtalinger til sider, du har fjernet, bliver slettet, når du gemmer.',
  pageEmptyHere: 'Skriv en tekst, eller fjern siden.',
  picturesStarted: (n: number) =>
    n === 1 ? 'Billedet til den nye side bliver tegnet nu.' : `Billederne til de ${n} nye sider bliver tegnet nu.`,
  coverHeading: 'Forside',
  coverIntro: 'Forsidebilledet vises over titlen.',

  // The advanced raw mode
  modeLegend: 'Visning',
  pagesMode: 'Side for side',
  rawMode: 'Ren tekst (avanceret)',
  rawLabel: 'Historiens tekst',
  rawHelp: [
    'Her ser du historien, som den gemmes. Hver side begynder med en linje som [Billede 1], [Billede 2] og så videre, og sidens tekst står under linjen.',
    'Siderne tælles i den rækkefølge, de står, så tallene i klammerne behøver ikke passe. Titlen står i feltet Titel.',
  ],
  rawSameCount: (n: number) => `Teksten skal have ${n} sider ligesom nu. Tilføj, fjern og flyt sider i visningen Side for side.`,
  rawCountMismatch: (found: number, expected: number) =>
    `Teksten har ${found} ${found === 1 ? 'side' : 'sider'}, men historien har ${expected}. Ret teksten, eller tilføj og fjern sider i visningen Side for side.`,

  // Server answers
  pagesInvalid: 'Siderne kunne ikke læses. Hent historien igen, og prøv igen.',
  tooFewPages: (min: number) => `En historie skal have mindst ${min} sider`,
  tooManyPages: (max: number) => `En historie kan højst have ${max} sider`,
  pageEmpty: (n: number) => `Side ${n} er tom. Skriv en tekst, eller fjern siden.`,
  pageTooLong: (n: number, max: number) => `Teksten på side ${n} må højst være ${max} tegn`,
  pictureTwice: 'To sider kan ikke have det samme billede. Hent historien igen, og prøv igen.',
  pictureUnknown: (n: number) => `Side ${n} har et billede, som historien ikke har. Hent historien igen, og prøv igen.`,
  pagesOrText: 'Gem enten siderne eller teksten, ikke begge på én gang',
  rawPageCount: (n: number) =>
    `Teksten skal have præcis ${n} sider, én efter hver [Billede]-linje. Tilføj og fjern sider i visningen Side for side.`,
  /** After a limit's own message, when new pages were saved without starting their pictures. */
  picturesLater: (reason: string) => `${reason} De nye sider er gemt uden billede. Brug «Rediger billede», når du vil have dem tegnet.`,
} as const;

/** Group stories: one story for a whole group of children ('Til en gruppe' on /stories/create). */
export const groupStoryMessages = {
  // Who the story is for
  storyForLegend: 'Hvem er historien til?',
  forOneChild: 'Til ét barn',
  forOneChildHint: 'Historien handler om ét barn og bruger barnets avatar.',
  forGroup: 'Til en gruppe',
  forGroupHint: 'Én historie til en hel gruppe børn, f.eks. en stue eller en klasse.',

  // The group
  aboutGroup: 'Historien handler om gruppen',
  nameLabel: 'Gruppens navn',
  nameHint: 'F.eks. "Sommerfuglene" eller "2.B". Historien nævner gruppen ved navn.',
  agesLegend: 'Børnenes alder',
  ageFromLabel: 'Fra',
  ageToLabel: 'Til',
  agesHint: 'Sætningerne bliver så korte, at de yngste i gruppen kan følge med.',
  ages: (from: number, to: number) => (from === to ? `${from} år` : `${from}-${to} år`),
  membersLegend: 'Avatarer på billederne (valgfrit)',
  membersHint: (max: number) => `Vælg op til ${max} af dine avatarer. De står sammen på billederne; historien nævner dem ikke ved navn.`,
  membersChosen: (n: number, max: number) => `${n} af ${max} valgt`,
  membersNone: 'Du har ingen avatarer endnu. Billederne viser så en gruppe tegnede børn.',
  membersFull: (max: number) => `Du har valgt ${max} avatarer, som er det højeste antal.`,
  loadingMembers: 'Henter dine avatarer...',
  titleHint: 'F.eks. "Sommerfuglene skal på tur i skoven".',
  descriptionHint:
    'Hvad skal gruppen, hvor foregår det, og hvad kan være svært? F.eks. "Vi skal med bussen til skoven. Nogle synes, at bussen larmer."',

  // Server answers
  nameRequired: 'Udfyld venligst gruppens navn',
  nameTooLong: (max: number) => `Gruppens navn må højst være ${max} tegn`,
  ageInvalid: 'Alderen skal være et helt tal mellem 1 og 12',
  ageOrder: 'Den yngste alder kan ikke være højere end den ældste',
  tooManyMembers: (max: number) => `Vælg højst ${max} avatarer til billederne`,
  memberInvalid: 'En af de valgte avatarer findes ikke',
  memberNotFound: 'En af de valgte avatarer blev ikke fundet. Vælg avatarerne igen.',
  storyTypeInvalid: 'Vælg, om historien er til ét barn eller til en gruppe',

  /** 'Sådan bliver historien til' for a group. */
  steps: [
    { title: 'Navngiv gruppen', text: 'Historien handler om hele gruppen, så børnene kan genkende sig selv.' },
    { title: 'Beskriv situationen', text: 'Skriv kort, hvad gruppen skal, og hvad der kan være svært.' },
    { title: 'Historien skrives', text: 'Vi skriver en rolig social historie på dansk i korte scener.' },
    { title: 'Billederne tegnes', text: 'Hver scene får sit eget billede med de avatarer, du har valgt.' },
    { title: 'Læs den sammen', text: 'Læs historien side for side, få den læst op eller print den.' },
  ],

  // Lists, reader and print
  byline: (name: string, ages: string) => `${name} · ${ages}`,
} as const;

/** Characters (avatars): the spec's toasts and validation texts. */
export const characterMessages = {
  nameRequired: 'Udfyld venligst barnets navn',
  avatarRequired: 'Generer venligst en avatar først',
  signInToSee: 'Du skal være logget ind for at se dine avatarer',
  signInToDelete: 'Du skal være logget ind for at slette en avatar',
  notFound: 'Avataren blev ikke fundet',
  avatarCandidateGone: 'Avatar-forslaget findes ikke længere. Generer venligst en ny avatar.',
  tooManyAvatars: 'Du har lavet mange avatarer på kort tid. Vent et par minutter, og prøv igen.',
  generateFailed: 'Kunne ikke generere avatar',
  promptFailed: 'Kunne ikke generere prompt',
  regenerateFailed: 'Kunne ikke generere ny avatar',
  saveFailed: 'Kunne ikke gemme avataren',
  loadListFailed: 'Kunne ikke indlæse avatarer',
  loadFailed: 'Kunne ikke indlæse avataren',
  deleteFailed: 'Kunne ikke slette avataren',
  updateFailed: 'Kunne ikke opdatere avataren',
  saved: 'Avatar gemt!',
  deleted: 'Avatar slettet',
  updated: 'Ændringerne er gemt!',
  avatarGenerated: 'Avatar er genereret!',
  avatarUpdated: 'Avatar er opdateret!',
  avatarCredit: 'Avataren viser hele barnet, sådan som det også ser ud på historiens sider.',
} as const;

/** Provider errors of image (and text) generation, by code. */
export const generationErrorMessages = {
  RATE_LIMIT: 'Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.',
  CONTENT_POLICY: 'Indholdet overholder ikke retningslinjerne',
  QUOTA_EXCEEDED: 'API-kvoten er opbrugt',
  GENERATION_FAILED: 'Kunne ikke generere indhold',
} as const;

/** Files and the image proxy. */
export const fileMessages = {
  linkExpired: 'Linket til filen er udløbet. Genindlæs siden.',
  linkInvalid: 'Linket til filen er ugyldigt',
  notFound: 'Filen blev ikke fundet',
  proxyFailed: 'Kunne ikke hente billede gennem proxy',
  proxyRefused: 'Billedet kan kun hentes fra den billedtjeneste, appen bruger',
} as const;

/** Premium (payments), live changes of what the user may do, and the user's own data (export, deletion). */
export const accountMessages = {
  // Server answers
  paymentsNotConfigured: 'Betaling er ikke sat op',
  alreadyPremium: 'Du har allerede Premium',
  alreadySubscribed: 'Du har allerede et abonnement. Ret betalingen under "Administrer abonnement".',
  noSubscription: 'Du har ikke noget abonnement at administrere endnu',
  paymentProviderFailed: 'Betalingstjenesten svarer ikke lige nu. Prøv igen om lidt.',
  badSignature: 'Beskeden fra betalingstjenesten kunne ikke bekræftes',
  wrongPassword: 'Forkert adgangskode',
  confirmMismatch: (text: string) => `Skriv ${text} for at bekræfte`,
  passwordRequired: 'Indtast venligst din adgangskode',

  // Profile: Premium
  manageSubscription: 'Administrer abonnement',
  openingPortal: 'Åbner...',
  portalError: 'Abonnementssiden kunne ikke åbnes. Prøv igen senere.',
  periodEnd: (date: string) => `Din betalte periode løber til ${date}.`,
  paymentProblem: 'Den seneste betaling gik ikke igennem. Ret den under "Administrer abonnement", så får du Premium igen.',

  // Back from the payment page (/payment/success)
  confirmingTitle: 'Vi bekræfter din betaling',
  confirmingText: 'Et øjeblik. Vi venter på besked fra betalingstjenesten.',
  confirmedTitle: 'Tak! Du har nu Premium.',
  confirmedText: 'Der er ingen grænser for historier og kort længere. God fornøjelse!',
  slowTitle: 'Det kan tage et øjeblik',
  slowText:
    'Betalingen er på vej, men vi har ikke fået besked endnu. Det kan tage et par minutter. Du kan roligt fortsætte: Premium viser sig af sig selv, så snart den er aktiveret.',
  checkAgain: 'Tjek igen',
  toDashboard: 'Til dashboard',
  newStory: 'Lav en ny historie',

  // Live changes (toasts)
  nowPremium: 'Tak! Du har nu Premium.',
  nowUnlimited: 'Du har nu ubegrænset adgang',
  nowAdmin: 'Du er nu administrator',
  premiumEnded: 'Dit Premium-abonnement er udløbet',
  accessReduced: 'Din adgang er blevet ændret',

  // Your data
  dataTitle: 'Dine data',
  dataText: 'Hent alle dine data i én zip-fil: profil, historier, avatarer, kort, billeder og egne fotos og indtalinger.',
  download: 'Download mine data',
  deleteHeading: 'Slet konto',
  deleteText: 'Sletter kontoen og alt, hvad du har lavet. Det kan ikke fortrydes.',
  deleteTitle: 'Slet min konto',
  deleteButton: 'Slet min konto',
  deleteWarning: 'Kontoen og alle dine historier, avatarer, kort og billeder slettes med det samme. Det kan ikke fortrydes.',
  deleteSubscription: 'Dit Premium-abonnement bliver stoppet.',
  deleteExportHint: 'Vil du gemme noget? Hent dine data først.',
  confirmLabel: (text: string) => `Skriv ${text} for at bekræfte`,
  passwordLabel: 'Din adgangskode',
  passwordHint: 'Skriv din adgangskode igen, så vi ved, at det er dig.',
  deleting: 'Sletter...',
  deleted: 'Din konto og alle dine data er slettet',
  cancel: 'Annuller',
} as const;

/** The example stories of the landing page, read without an account (/demo/:slug). */
export const demoMessages = {
  label: 'Eksempel',
  intro: 'En eksempelhistorie, skrevet og tegnet af Fortællehuset. Med en konto laver du jeres egne.',
  toFront: 'Til forsiden',
  createAccount: 'Opret gratis konto',
  notFound: 'Eksemplet findes ikke',
  loading: 'Henter eksemplet...',
  onlyItsOwnText: 'Kun eksemplets egen tekst kan læses op.',
} as const;

/** A story shared with a read-only link ('Del historien'), and the page that link opens. */
export const shareMessages = {
  action: 'Del historien',
  title: 'Del historien med et link',
  note: 'Linket viser historien, som den er: barnets navn og billederne. Alle, der har linket, kan læse den, uden konto. Du kan slå linket fra når som helst.',
  nameLabel: 'Navn på linket',
  namePlaceholder: 'Fx Børnehaven Mariehønen',
  nameMissing: 'Giv linket et navn, så du kan kende det igen',
  nameTooLong: (max: number) => `Navnet må højst være ${max} tegn`,
  expiryLabel: 'Linket virker',
  expiry: { week: '1 uge', month: '1 måned', never: 'Altid' },
  create: 'Lav link',
  copy: 'Kopiér link',
  copied: 'Linket er kopieret',
  revoke: 'Slå linket fra',
  revoked: 'Linket er slået fra',
  links: 'Links til historien',
  none: 'Historien er ikke delt endnu.',
  neverOpened: 'Ikke åbnet endnu',
  opened: (times: number, last: string) => `Åbnet ${times} ${times === 1 ? 'gang' : 'gange'}, senest ${last}`,
  expires: (date: string) => `Virker til ${date}`,
  noExpiry: 'Virker, til du slår det fra',
  notFound: 'Linket virker ikke længere. Måske er det slået fra eller udløbet. Spørg den, der sendte det, om et nyt.',
  notFoundTitle: 'Historien kan ikke åbnes',
  label: 'Delt historie',
  onlyItsOwnText: 'Kun historiens egen tekst kan læses op.',
} as const;

/** Read-aloud: voices, the reader's controls and the speech error catalogue. */
export const speechMessages = {
  voices: {
    'da-DK-Standard-A': 'Kvindelig oplæser',
    'da-DK-Standard-C': 'Mandlig oplæser',
  },
  voiceLabel: 'Stemme',
  voiceChosen: (label: string) => `${label} valgt`,
  start: 'Start oplæsning',
  resume: 'Fortsæt oplæsning',
  stop: 'Stop oplæsning',
  restart: 'Start forfra',
  preparing: 'Forbereder...',
  readPage: 'Læs siden op',
  readAloudFailed: 'Der opstod en fejl ved oplæsningen',
  noText: 'Ingen tekst at konvertere til tale',
  textTooLong: (max: number) => `Teksten må højst være ${max} tegn ad gangen`,
  unknownVoice: 'Ukendt stemme. Vælg Kvindelig oplæser eller Mandlig oplæser.',
  invalidRequest: 'Ugyldig anmodning til taletjenesten',
  noAccess: 'Ingen adgang til taletjenesten',
  apiError: (status: number) => `API fejl: ${status}`,
  noAudio: 'Ingen lyddata modtaget fra taletjenesten',
  synthesisFailed: 'Kunne ikke generere tale',
} as const;

/** Read-aloud in the reader: what is announced politely while reading (the controls' texts are in speechMessages). */
export const readAloudMessages = {
  reading: 'Oplæsning i gang',
  stopped: 'Oplæsningen er stoppet',
  finished: 'Oplæsningen er færdig',
} as const;

/** The image generator (/cards) and the card list 'Dine Kort'. */
export const cardMessages = {
  pageTitle: 'Billedgenerator',
  intro: 'Vælg en stil, og beskriv det billede, du vil have. Billedet gemmes som et kort i dit galleri.',
  backToDashboard: 'Tilbage til dashboard',
  styleLegend: 'Vælg stil',
  /** The six styles: name and the placeholder of the description field. */
  styles: {
    cartoon: {
      name: 'Tegneserie',
      look: 'Tydelige streger og klare farver',
      placeholder: 'F.eks. En glad hund der leger med en rød bold i parken',
    },
    realistic: {
      name: 'Realistisk',
      look: 'Naturlige farver og bløde skygger',
      placeholder: 'F.eks. En tandbørste og en tube tandpasta ved håndvasken',
    },
    anime: { name: 'Anime', look: 'Store øjne og lyse pastelfarver', placeholder: 'F.eks. En pige der kigger op på stjernerne om aftenen' },
    watercolor: {
      name: 'Akvarel',
      look: 'Bløde vandfarver på papir',
      placeholder: 'F.eks. Et hus med en have fuld af blomster og en regnbue',
    },
    minimalist: { name: 'Minimalistisk', look: 'Få enkle former og farver', placeholder: 'F.eks. En kop varm kakao på et bord' },
    coloring: { name: 'Malebog', look: 'Sort streg på hvidt, klar til at farvelægge', placeholder: 'F.eks. En kat der sover i en kurv' },
  },
  titleLabel: 'Titel (valgfri)',
  titleHint: 'Uden titel bruger vi begyndelsen af beskrivelsen.',
  descriptionLabel: 'Beskrivelse',
  descriptionHint: 'Beskriv kort, hvad billedet skal vise.',
  generate: 'Generer billede',
  generating: 'Genererer billede...',
  generated: 'Billede genereret og gemt!',
  generateFailed: 'Der skete en fejl ved generering af billedet',
  signInToGenerate: 'Du skal være logget ind for at generere billeder',
  quotaUsed: 'Du har brugt alle dine gratis billeder. Opgrader for at lave flere.',
  /** The same without payments. */
  quotaUsedFree: 'Du har brugt alle dine gratis billeder. Administratoren kan give dig ubegrænset adgang.',
  quotaTitle: 'Du har brugt alle dine gratis billeder',
  draftKept: 'Det, du har skrevet, står stadig her. Når du har fået adgang, kan du trykke på "Generer billede" igen.',
  cardsLeft: (n: number) => `Du kan lave ${n} ${n === 1 ? 'billede' : 'billeder'} mere i den gratis version.`,
  descriptionRequired: 'Beskriv venligst billedet',
  descriptionTooLong: (max: number) => `Beskrivelsen må højst være ${max} tegn`,
  titleTooLong: (max: number) => `Titlen må højst være ${max} tegn`,
  titleNotText: 'Titlen skal være tekst',
  styleInvalid: 'Vælg venligst en stil: Tegneserie, Realistisk, Anime, Akvarel, Minimalistisk eller Malebog',
  // «Med min avatar»: the card draws one of the user's children
  avatarLegend: 'Med min avatar',
  avatarHint: 'Vælg et barn, så tegner vi barnet på kortet. Barnets navn sendes ikke med.',
  avatarNone: 'Uden avatar',
  avatarLoading: 'Henter dine avatarer...',
  avatarLoadFailed: 'Dine avatarer kunne ikke hentes',
  avatarEmpty: 'Du har ingen avatarer endnu. Opret en under Avatarer for at tegne dit barn på kortet.',
  avatarChosen: (name: string) => `Kortet tegnes med ${name}`,
  characterInvalid: 'Vælg en af dine avatarer eller «Uden avatar»',
  notFound: 'Kortet blev ikke fundet',

  // The card list
  galleryTitle: 'Dine Kort',
  refresh: 'Opdater',
  loading: 'Henter dine kort...',
  loadFailed: 'Der skete en fejl ved hentning af kort',
  empty: 'Ingen kort endnu',
  emptyText: 'Start med at generere dit første kort!',
  createdOn: (date: string) => `Oprettet ${date}`,
  openPicture: (title: string) => `Åbn ${title}`,
  removeNamed: (title: string) => `Slet ${title}`,
  imageLoadFailed: 'Kunne ikke indlæse billedet',
  loadMore: 'Vis flere kort',
  imageUrlFailed: 'Kunne ikke få billed-URL',
  pictureMissing: 'Billedet kan ikke vises',
  deleteTitle: 'Slet kort',
  deleteConfirm: 'Er du sikker på, at du vil slette dette kort?',
  deleteText: 'Kortet og dets billede bliver slettet. Det kan ikke fortrydes.',
  deleteButton: 'Slet',
  deleting: 'Sletter...',
  deleted: 'Kortet blev slettet',
  deleteFailed: 'Der skete en fejl ved sletning af kortet',
  /** The file name of a downloaded card whose title leaves no usable name. */
  downloadName: 'kort',

  // An opened card
  downloadPng: 'Download som PNG',
  print: 'Udskriv',

  // Choosing cards to print
  choose: 'Vælg kort til udskrift',
  chooseHint: 'Vælg de kort, du vil udskrive.',
  chooseNamed: (title: string) => `Vælg ${title}`,
  chosen: (n: number) => `${n} kort valgt`,

  // The print sheet (/cards/print)
  printTitle: 'Udskriv kort',
  printHint: 'Klip kortene ud langs de stiplede linjer.',
  perSheetLegend: 'Kort pr. ark',
  perSheet: { 1: '1 stort kort', 4: '4 kort (2 × 2)', 9: '9 kort (3 × 3)' } as Record<number, string>,
  sheetCount: (cards: number, sheets: number) => `${cards} kort på ${sheets} A4-ark`,
  sheetOf: (n: number, total: number) => `Ark ${n} af ${total}`,
  noneChosen: 'Ingen kort valgt',
  toGallery: 'Til dine kort',
  closeWindow: 'Luk vinduet',
} as const;

/** Historietjek: the story check against Carol Gray's criteria (shared/story-check.ts). */
const orList = (words: readonly string[]) => {
  const q = words.map((w) => `»${w}«`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} eller ${q[q.length - 1]}`;
};

export const storyCheckMessages = {
  sentenceTypes: {
    beskrivende: 'Beskrivende',
    perspektiv: 'Perspektiv',
    vejledende: 'Vejledende',
    bekræftende: 'Bekræftende',
  },
  sentenceTypeHelp: {
    beskrivende: 'Fakta: hvor, hvem, hvad og hvorfor.',
    perspektiv: 'Hvad nogen tænker, føler eller mener.',
    vejledende: 'Et forslag til, hvad barnet eller de voksne kan gøre.',
    bekræftende: 'Beroliger og siger, at noget er i orden.',
  },
  lights: { grøn: 'Grøn', gul: 'Gul', rød: 'Rød' },
  /** On story cards and in the reader's menu for adults: the plan check's light, not the form's only. */
  badge: (light: string) => `Historietjek: ${light}`,
  sentencesHeading: 'Sætningerne',
  sentenceCounts: 'Sætninger af hver slags',
  flagsHeading: 'Bemærkninger',
  ratioHeading: 'Forhold mellem sætningerne',
  severity: { harm: 'Kan skade barnet', hard: 'Bør rettes', soft: 'Forslag' },
  score: (score: number) => `${score} af 100 point`,
  ratio: (others: number, coaching: number) =>
    coaching === 0
      ? 'Ingen vejledende sætninger'
      : `${(others / coaching).toLocaleString('da-DK', { maximumFractionDigits: 1 })} andre sætninger for hver vejledende (mindst 2)`,
  scene: (n: number) => `Side ${n}`,
  noFlags: 'Ingen bemærkninger til formen og sproget.',

  absoluteWord: {
    message: (word: string) => `»${word}« er et absolut ord. Virkeligheden kan gå anderledes, og så kan historien gøre barnet utrygt.`,
    suggestion: (instead: readonly string[]) => `Skriv hellere ${orList(instead)}.`,
  },
  secondPersonCommand: {
    message: (phrase: string) => `»${phrase}« giver barnet en ordre. En social historie beskriver og foreslår i stedet for at befale.`,
    suggestion: (name: string) => `Skriv i tredje person og som et forslag, fx »${name} kan prøve at …«.`,
  },
  command: {
    message: (phrase: string) => `»${phrase}« lyder som et krav. En social historie giver barnet muligheder frem for pligter.`,
    suggestion: (name: string) => `Skriv fx »${name} kan prøve at …«, eller beskriv blot, hvad der sker.`,
  },
  prohibition: {
    message: (phrase: string) => `»${phrase}« siger, hvad barnet ikke må. Barnet lærer mere af at høre, hvad det kan gøre.`,
    suggestion: (name: string) => `Skriv, hvad barnet kan gøre i stedet, fx »${name} går stille« frem for »${name} må ikke løbe«.`,
  },
  negative: {
    message: (word: string) => `»${word}« gør sætningen negativ. Sætninger om det, der sker, er lettere at forstå og huske.`,
    suggestion: (name: string) => `Skriv det positivt, fx »${name} taler med rolig stemme« frem for »${name} råber ikke«.`,
  },
  imperative: {
    message: (word: string) =>
      `Sætningen begynder med en ordre (»${word}«). En social historie fortæller roligt i stedet for at give ordrer.`,
    suggestion: (name: string) => `Skriv fx »${name} kan prøve at …« i stedet.`,
  },
  personChange: {
    message: (word: string, voice: 'third' | 'first' | 'group') =>
      `${voice === 'first' ? 'Historien er skrevet i jeg-form' : voice === 'group' ? 'Historien er skrevet i vi-form' : 'Historien er skrevet i tredje person'}, men her står »${word}«. Et skift af person kan forvirre barnet.`,
    suggestion: (voice: 'third' | 'first' | 'group', name: string) =>
      voice === 'first'
        ? 'Skriv hele historien i jeg-form, fx »Jeg kan …«.'
        : voice === 'group'
          ? 'Skriv hele historien i vi-form eller om »børnene«.'
          : `Skriv om barnet i tredje person hele vejen, fx »${name} kan …«.`,
  },
  tenseChange: {
    message: (word: string, storyTense: 'present' | 'past') =>
      storyTense === 'present'
        ? `»${word}« står i datid, men resten af historien står i nutid. Et skift i tid kan forvirre barnet.`
        : `»${word}« står i nutid, men resten af historien står i datid. Et skift i tid kan forvirre barnet.`,
    suggestion: (storyTense: 'present' | 'past') =>
      storyTense === 'present'
        ? 'Skriv sætningen i nutid, fx »går« frem for »gik« og »er« frem for »var«.'
        : 'Skriv sætningen i datid som resten af historien.',
  },
  missingTitle: {
    message: 'Historien har ingen titel. Titlen fortæller barnet, hvad historien handler om.',
    suggestion: (name: string) => `Begynd med en linje som »TITLE: ${name} skal til tandlægen«.`,
  },
  missingIntroduction: {
    message: 'Første scene fortæller hverken hvor, hvornår eller hvad der skal ske. En indledning forbereder barnet.',
    suggestion: 'Begynd med, hvad der skal ske, og gerne hvor og hvornår, med dine egne ord.',
  },
  missingConclusion: {
    message: 'Sidste side runder ikke historien af.',
    suggestion: 'Slut roligt, fx med hvem barnet kan tale med. Lov ikke, at det går godt.',
  },
  sentenceTooLong: {
    message: (words: number, limit: number, age?: number) =>
      age
        ? `Sætningen har ${words} ord. Til et barn på ${age} år er højst ${limit} ord lettere at følge.`
        : `Sætningen har ${words} ord. Højst ${limit} ord er lettere at følge.`,
    suggestion: 'Del sætningen i to korte sætninger.',
  },
  unanswered: {
    hvor: {
      message: 'Historien fortæller ikke, hvor det foregår.',
      suggestion: 'Fortæl, hvor det foregår, med dine egne ord.',
    },
    hvornår: {
      message: 'Historien fortæller ikke, hvornår det sker.',
      suggestion: 'Fortæl, hvornår det sker.',
    },
    hvem: {
      message: 'Historien nævner ingen andre end barnet.',
      suggestion: 'Fortæl, hvem der er med.',
    },
    hvorfor: {
      message: 'Historien forklarer ikke, hvorfor det sker.',
      suggestion: 'Giv en grund med »fordi …«, med dine egne ord.',
    },
    hvad: {
      message: 'Historien fortæller ikke, hvad der skal ske.',
      suggestion: 'Sig tidligt i historien, hvad den handler om.',
    },
    hvordan: {
      message: 'Historien fortæller ikke trin for trin, hvordan det foregår.',
      suggestion: 'Brug ord som »først«, »så«, »bagefter« og »til sidst«.',
    },
  },
  lowRatio: {
    message: (others: number, coaching: number) =>
      `Historien har ${coaching} vejledende ${coaching === 1 ? 'sætning' : 'sætninger'} og ${others} andre. Der bør være mindst to beskrivende, perspektiv- eller bekræftende sætninger for hver vejledende.`,
    suggestion:
      'Beskriv mere, og vejled mindre: tilføj beskrivende sætninger eller perspektivsætninger, eller fjern en vejledende sætning.',
  },

  threat: {
    message: (excerpt: string) => `»${excerpt}« er en trussel: en konsekvens, hvis barnet gør noget forkert. Det gør barnet utrygt.`,
    suggestion: (name: string) => `Skriv hellere, hvad ${name} kan gøre, og hvad der kan hjælpe, uden en straf eller en vred voksen.`,
  },
  shaming: {
    message: (excerpt: string) => `»${excerpt}« sætter et mærkat på barnet eller skammer det ud.`,
    suggestion: 'Beskriv situationen og hvad der kan hjælpe. Lad ord som »dårlig«, »pinligt« og »stor dreng« ude.',
  },
  frightening: {
    message: (excerpt: string) => `»${excerpt}« kan skræmme barnet mere end det forbereder det.`,
    suggestion: 'Fortæl roligt, hvad der sker, og hvad de voksne gør for at passe på.',
  },
  promise: {
    message: (excerpt: string) =>
      `»${excerpt}« er et løfte, som ingen kan holde med sikkerhed. Går det anderledes, mister barnet tilliden til historien.`,
    suggestion: 'Skriv forsigtigt: »måske«, »det kan stikke lidt«, »det tager som regel kort tid«.',
  },
  sensitiveContradiction: {
    message: (excerpt: string) => `»${excerpt}«: historien siger, at personen er død, men lader personen gøre noget som levende.`,
    suggestion: 'Lad den døde person være død i hele historien. Fortæl om minder i stedet.',
  },
  feelingAsFact: {
    message: (excerpt: string) => `»${excerpt}« siger, hvad barnet føler, som om det var sikkert.`,
    suggestion: (name: string) => `Skriv »Måske føler ${name} sig …« eller »Mange børn synes …«.`,
  },
  deficit: {
    message: (excerpt: string) => `»${excerpt}« beskriver barnet ud fra det, der er svært.`,
    suggestion: 'Beskriv situationen (»Det kan være svært at vente i kø«) og hvad der kan hjælpe.',
  },
  firstPersonDirective: {
    message: (excerpt: string) => `»${excerpt}« er en ordre i barnets egen stemme.`,
    suggestion: 'Skriv en mulighed: »Jeg kan prøve at …«.',
  },
  literalAbsolute: {
    message: (word: string) => `»${word}« er et absolut ord.`,
    suggestion:
      'Passer det bogstaveligt (fx at læreren tjekker, at alle er der), kan ordet blive stående. Ellers skriv »de fleste« eller »mange«.',
  },
  topicLost: {
    message: (words: string) => `Titlens emne (»${words}«) nævnes ikke efter første scene. Historien kan være kommet væk fra emnet.`,
    suggestion: 'Lad hver scene handle om det, titlen lover.',
  },
  repeatedSentence: {
    message: (excerpt: string) => `Sætningen »${excerpt}« står flere gange i historien.`,
    suggestion: 'Skriv hver sætning én gang, og fortæl noget nyt i den næste.',
  },

  /** For the story generator: what to change when a story breaks the rules. */
  revise: {
    literalMayStay: 'Et »alle« eller »ingen«, der er bogstaveligt sandt (fx »læreren tjekker, at alle er der«), må blive stående.',
    intro: 'Skriv historien om, så den følger principperne for sociale historier. Ret dette:',
    at: (scene: number, excerpt: string) => `(scene ${scene}: »${excerpt}«)`,
    keepFormat: 'Behold formatet: linjen »TITLE: …«, markørerne [Billede i] og det samme antal scener. Ret kun det nævnte.',
  },
  /** The check on the plan (shared/plan-check.ts): what the parent did not write, and what is always red. */
  plan: {
    claimClass: {
      illness: 'en sygdom',
      death: 'et dødsfald',
      birth: 'en fødsel eller en baby',
      sibling: 'en søskende',
      hospital: 'hospital eller operation',
      doctor: 'en læge',
      injection: 'en sprøjte, et stik eller en prøve',
      separation: 'at forældre går fra hinanden',
      leaving: 'at nogen rejser, flytter eller stopper',
      newAdult: 'en ny voksen',
      danger: 'fare, brand eller en ulykke',
      christmas: 'jul',
      celebration: 'en fest eller en fødselsdag',
      school: 'skole eller en lærer',
    },
    invented: (sentence: string, what: string) => `»${sentence}« taler om ${what}, men det har du ikke skrevet.`,
    deadPresent: (who: string, page: number) => `${who} er død, men er med på billedet på side ${page}.`,
    deadActing: (who: string, sentence: string) => `${who} er død, men gør noget i »${sentence}«.`,
    reward: (sentence: string) => `»${sentence}« er en belønning eller en trussel. En social historie forklarer; den lokker og truer ikke.`,
    otherDay: (day: string, asked: string) => `Historien siger ${day}, men du skrev ${asked}.`,
    otherTime: (time: string, asked: string) => `Historien siger kl. ${time}, men du skrev kl. ${asked}.`,
    otherClock: (said: string, asked: string) => `Historien siger »${said}«, men du skrev kl. ${asked}.`,
    notThere: (who: string) => `Du skrev, at ${who} ikke er med, men historien siger, at ${who} er der.`,
    notYours: (sentence: string, words: string) => `»${sentence}« står som dine ord, men »${words}« har du ikke skrevet.`,
    allergen: (sentence: string, name: string, thing: string) =>
      `»${sentence}« lader ${name} få ${thing}, men du skrev, at ${name} ikke tåler ${thing}.`,
    sleepsAway: (sentence: string, name: string) =>
      `»${sentence}« siger, at ${name} sover et andet sted, men du skrev, at ${name} sover hjemme.`,
    likesHard: (sentence: string, name: string) => `»${sentence}« siger, at ${name} kan lide noget, som du skrev er svært.`,
    easyHard: (sentence: string) => `»${sentence}« siger, at det er let eller rart, men du skrev, at det er svært.`,
    maybeCertain: (sentence: string, asked: string) => `»${sentence}« siger det som sikkert, men du skrev »${asked}«.`,
    staysGoes: (sentence: string, asked: string) =>
      `»${sentence}« siger, hvem der tager med og hvem der bliver, anderledes end du skrev: »${asked}«.`,
    evenIf: (sentence: string, asked: string) => `»${sentence}« siger, at det sker alligevel, men du skrev »${asked}«.`,
    everyOther: (sentence: string, asked: string) => `»${sentence}« siger hver gang, men du skrev »${asked}«.`,
    onceForOften: (sentence: string, asked: string) => `»${sentence}« siger én gang, men du skrev »${asked}«.`,
    frameFact: (sentence: string) => `»${sentence}« fortæller noget om en person, som du ikke har skrevet.`,
    otherReason: (sentence: string) => `»${sentence}« giver en anden grund end den, du skrev.`,
    otherAmount: (amount: string, asked: string) => `Historien siger ${amount}, men du skrev ${asked}.`,
    notKnownDay: (day: string) => `Historien siger »${day}«, men du skrev en bestemt dag. Barnet læser måske historien en anden dag.`,
    habit: (habit: string) => `Historien siger »${habit}«, men du skrev om én gang.`,
    notThereThing: (thing: string) => `Du skrev, at der ikke er ${thing}, men historien siger, at der er.`,
    otherPlace: (place: string, asked: string) => `Historien siger ${place}, men du skrev ${asked}.`,
    otherOrder: (later: string, earlier: string) => `Historien fortæller »${later}« før »${earlier}«. Du skrev det i den anden rækkefølge.`,
    otherPerson: (sentence: string, who: string, asked: string) => `»${sentence}« siger det om ${who}, men du skrev det om ${asked}.`,
    opposite: (sentence: string) => `»${sentence}« siger det modsatte af det, du skrev.`,
    otherNumber: (sentence: string, number: string) => `»${sentence}« siger ${number}, men det har du ikke skrevet.`,
    notAsWritten: (sentence: string, field: string) => `»${sentence}« fortæller ikke det, du skrev: »${field}«.`,
    newRule: (sentence: string) => `»${sentence}« er en regel, som du ikke har skrevet.`,
    babySex: (sentence: string) => `»${sentence}« siger, om babyen er en pige eller en dreng, men det har du ikke skrevet.`,
    movedToChild: (sentence: string, name: string) => `»${sentence}« siger om ${name} det, du skrev om en anden.`,
    newName: (name: string, sentence: string) => `»${name}« i »${sentence}« er et navn, du ikke har skrevet.`,
    /** The panel */
    redHeading: 'Skal rettes',
    redIntro: 'Det her kan gøre et barn utrygt eller er ikke sandt. Ret eller fjern det, før barnet ser historien.',
    ungroundedHeading: 'Det har du ikke skrevet',
    ungroundedIntro: 'Sætninger med noget, du ikke selv har skrevet. Passer det, så behold det. Ellers fjern sætningen.',
    ungroundedWords: (words: string) => `Nyt: ${words}`,
    confirm: 'Det passer',
    remove: 'Fjern sætningen',
    confirmed: 'Sætningen er nu din.',
    removed: 'Sætningen er fjernet.',
    onlySentence: 'Det er sidens eneste sætning. Ret siden i stedet.',
    allGrounded: 'Alt i historien står i det, du skrev.',
    requestUnknown: 'Historien er fra før spørgsmålene, så vi kan ikke se, hvad du skrev. Læs den selv igennem.',
    formHeading: 'Form og sprog',
    page: (page: number) => `Side ${page}`,
    loading: 'Tjekker historien …',
    failed: 'Historietjekket kunne ikke hentes. Prøv igen.',
    retry: 'Prøv igen',
    heading: 'Historietjek',
    intro: 'Tjekker den gemte historie mod det, du skrev, og mod Carol Grays principper for sociale historier. Kun du ser det.',
    savedOnly: 'Tjekket gælder den gemte historie. Gem dine ændringer for at tjekke dem.',
    saveFirst: 'Gem dine ændringer, før du retter en sætning her.',
    lightText: {
      grøn: 'Historien siger det, du skrev, og følger principperne.',
      gul: 'Se herunder, om alt passer, før barnet læser historien.',
      rød: 'Noget i historien kan gøre barnet utrygt eller er ikke sandt. Ret det, før barnet ser historien.',
    },
    sentenceOn: (page: number, sentence: string) => `Side ${page}: »${sentence}«`,
    confirmNamed: (sentence: string) => `Det passer: »${sentence}«`,
    removeNamed: (sentence: string) => `Fjern sætningen »${sentence}«`,
    leftOutHeading: 'Det har du skrevet, men historien fortæller det ikke',
    leftOutIntro: 'Ret siderne, så historien også fortæller det her, eller skriv historien igen.',
    fillerHeading: 'Siger ikke noget nyt',
    fillerIntro: 'Sætninger, der kun gentager titlen eller en anden sætning. Overvej at fjerne dem.',
    noRed: 'Intet, der skal rettes.',
    /** The sentence the panel showed is no longer there (409). */
    stale: 'Historien er ændret, siden tjekket blev vist. Se det nye tjek, og prøv igen.',
    actionInvalid: 'Vi kunne ikke se, hvilken sætning du mente. Hent tjekket igen.',
  },
} as const;

/** The family's own photos and recorded voice on a page (issue 31). Sizes are written by formatBytes's Danish form. */
export const mediaMessages = {
  // Photos: the server's answers
  photoTooLarge: (maxMb: number) => `Fotoet er for stort. Det må højst fylde ${maxMb} MB.`,
  photoNotImage: 'Filen er ikke et foto, vi kan bruge. Vælg et JPEG-, PNG- eller WebP-billede.',
  photoHeic:
    'Fotoet er i HEIC-formatet, som vi ikke kan læse. Tag fotoet med appens kameraknap, eller gem det som JPEG på telefonen, og prøv igen.',
  photoTooManyPixels: 'Fotoet har for mange pixels til, at vi kan åbne det. Vælg et mindre foto.',
  // Recordings: the server's answers
  recordingTooLarge: (maxMb: number) => `Indtalingen er for stor. Den må højst fylde ${maxMb} MB.`,
  recordingNotAudio: 'Filen er ikke en lydoptagelse, vi kan afspille. Indtal siden igen.',
  recordingTooLong: (maxSeconds: number) => `Indtalingen er for lang. En side må højst vare ${maxSeconds} sekunder.`,
  // The allowance
  allowanceUsed: (used: string, allowance: string) =>
    `Der er ikke plads til filen. Du har brugt ${used} af dine ${allowance} til egne fotos og indtalinger. Slet et foto eller en indtaling, og prøv igen.`,
  /** The refusal without its figures (the server always gives them; this is the catalogue's own text). */
  allowanceFull: 'Der er ikke plads til filen. Slet et foto eller en indtaling, og prøv igen.',
  allowanceLine: (used: string, allowance: string) => `Egne fotos og indtalinger: ${used} af ${allowance} brugt`,
  allowanceHeading: 'Plads til egne fotos og indtalinger',
  // The page editor
  usePhoto: 'Brug mit eget foto',
  usePhotoHint: 'Tag et foto med telefonen, eller vælg et fra enheden (JPEG, PNG eller WebP).',
  replacePhoto: 'Vælg et andet foto',
  backToDrawing: 'Tilbage til tegningen',
  photoUploading: 'Gemmer fotoet …',
  photoSaved: 'Fotoet er gemt på siden.',
  drawingBack: 'Siden viser tegningen igen.',
  photoBadge: 'Eget foto',
  record: 'Indtal siden',
  recordStop: 'Stop optagelsen',
  recordListen: 'Lyt',
  recordAgain: 'Indtal igen',
  recordKeep: 'Behold',
  recordDelete: 'Slet indtalingen',
  recordLevel: 'Lydniveau',
  recording: (seconds: number, maxSeconds: number) => `Optager … ${seconds} af ${maxSeconds} sekunder`,
  recorded: (seconds: number) => `Indtalt (${Math.max(1, Math.round(seconds))} sek.)`,
  recordSaving: 'Gemmer indtalingen …',
  /** A page edit was saved while a photo or recording was on its way to the page (409). */
  pageChanged: 'Siden blev ændret, mens filen blev sendt, så den er ikke gemt. Se siden igen, og prøv igen.',
  recordTakeDropped: 'Teksten er ændret, så optagelsen passer ikke længere og er slettet. Gem teksten, og indtal siden igen.',
  recordSaved: 'Indtalingen er gemt.',
  recordDeleted: 'Indtalingen er slettet.',
  recordStale:
    'Teksten er ændret, siden du indtalte siden. Indtal den igen, så den passer. Indtil da læses siden op med den valgte stemme.',
  micRefused: 'Browseren må ikke bruge mikrofonen. Giv lov i browserens indstillinger (hængelåsen ved adressen), og prøv igen.',
  micMissing: 'Vi kan ikke finde en mikrofon på enheden.',
  recorderUnsupported: 'Denne browser kan ikke optage lyd. Prøv en nyere Chrome, Edge, Firefox eller Safari.',
  micBusy: 'Mikrofonen bruges af et andet program. Luk det, og prøv igen.',
  recordFailed: 'Optagelsen kunne ikke starte. Prøv igen.',
  recordTake: (seconds: number) => `Optaget (${Math.max(1, Math.round(seconds))} sek.). Lyt til den, og tryk «Behold» for at gemme den.`,
  recordListenStop: 'Stop afspilningen',
  recordDiscard: 'Fortryd',
  recordSaveFailed: 'Indtalingen blev ikke gemt. Prøv igen.',
  recordDeleteTitle: 'Slet indtalingen',
  recordDeleteQuestion: 'Vil du slette din indtaling af siden?',
  recordDeleteText: 'Siden læses så op med den valgte stemme. Det kan ikke fortrydes, men du kan altid indtale den igen.',
  recordDeleting: 'Sletter …',
  recordDeleteFailed: 'Indtalingen blev ikke slettet. Prøv igen.',
  recordSaveFirst: 'Gem ændringerne i teksten først, så indtalingen passer til den.',
  photoFailed: 'Fotoet blev ikke gemt. Prøv igen.',
  mediaSaveFirst: 'Gem siden først. Så kan du bruge dit eget foto og indtale den.',
  // The reader
  myVoice: 'Min stemme',
  myVoiceHint: 'Sider, du har indtalt, læses op med din stemme. De andre læses op med den valgte stemme.',
  /** Closes the hint shown under the voice picker the first time «Min stemme» is there */
  myVoiceHintClose: 'Forstået',
  /** A shared link's reader did not record the pages: the sender did. */
  recordedVoice: 'Indtalt stemme',
  recordedVoiceHint: 'Sider, der er indtalt, læses op med den indtalte stemme. De andre læses op med den valgte stemme.',
} as const;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * Every error code the API answers with: the closed union `ErrorCode`, each with its HTTP status
 * and the Danish text the user reads. A few codes take a more precise catalogue text where they
 * are thrown (a number in it), never a text from outside this file.
 */
export const errorCatalogue = {
  UNAUTHORIZED: { status: 401, message: baseErrorMessages.UNAUTHORIZED },
  FORBIDDEN: { status: 403, message: baseErrorMessages.FORBIDDEN },
  NOT_FOUND: { status: 404, message: baseErrorMessages.NOT_FOUND },
  VALIDATION_ERROR: { status: 400, message: baseErrorMessages.VALIDATION_ERROR },
  BAD_REQUEST: { status: 400, message: baseErrorMessages.VALIDATION_ERROR },
  PAYLOAD_TOO_LARGE: { status: 413, message: baseErrorMessages.PAYLOAD_TOO_LARGE },
  BAD_ORIGIN: { status: 403, message: baseErrorMessages.BAD_ORIGIN },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: baseErrorMessages.UNSUPPORTED_MEDIA_TYPE },
  RATE_LIMIT: { status: 429, message: baseErrorMessages.RATE_LIMIT },
  INTERNAL: { status: 500, message: baseErrorMessages.INTERNAL },
  // Accounts
  INVALID_CREDENTIALS: { status: 401, message: baseErrorMessages.INVALID_CREDENTIALS },
  EMAIL_NOT_VERIFIED: { status: 403, message: baseErrorMessages.EMAIL_NOT_VERIFIED },
  INVALID_TOKEN: { status: 400, message: baseErrorMessages.INVALID_TOKEN },
  PASSWORD_TOO_SHORT: { status: 400, message: baseErrorMessages.PASSWORD_TOO_SHORT },
  PASSWORD_TOO_LONG: { status: 400, message: baseErrorMessages.PASSWORD_TOO_LONG },
  PASSWORD_BLANK: { status: 400, message: baseErrorMessages.PASSWORD_BLANK },
  PASSWORD_TOO_COMMON: { status: 400, message: baseErrorMessages.PASSWORD_TOO_COMMON },
  PASSWORD_LIKE_EMAIL: { status: 400, message: baseErrorMessages.PASSWORD_LIKE_EMAIL },
  INVALID_EMAIL: { status: 400, message: baseErrorMessages.INVALID_EMAIL },
  AUTH_ERROR: { status: 400, message: baseErrorMessages.AUTH_ERROR },
  WRONG_PASSWORD: { status: 403, message: accountMessages.wrongPassword },
  USER_NOT_FOUND: { status: 404, message: baseErrorMessages.USER_NOT_FOUND },
  OWN_ROLE: { status: 400, message: baseErrorMessages.OWN_ROLE },
  // Stories and generation
  STORY_NOT_FOUND: { status: 404, message: storyMessages.notFound },
  STORY_CHANGED: { status: 409, message: storyCheckMessages.plan.stale },
  ONLY_SENTENCE: { status: 400, message: storyCheckMessages.plan.onlySentence },
  JOB_NOT_FOUND: { status: 404, message: baseErrorMessages.JOB_NOT_FOUND },
  NO_CHARACTER: { status: 404, message: storyMessages.noCharacter },
  GROUP_MEMBER_NOT_FOUND: { status: 404, message: groupStoryMessages.memberNotFound },
  STORY_QUOTA: { status: 403, message: storyMessages.quotaUsed },
  TOO_MANY_JOBS: { status: 429, message: generationMessages.tooManyActive(0) },
  SCENE_COUNT: { status: 400, message: generationMessages.sceneCount(0) },
  NO_STORY: { status: 502, message: generationMessages.noStory },
  GENERATION_FAILED: { status: 502, message: baseErrorMessages.GENERATION_FAILED },
  IMAGE_GENERATION_FAILED: { status: 502, message: generationMessages.noImageData },
  QUOTA_EXCEEDED: { status: 503, message: baseErrorMessages.QUOTA_EXCEEDED },
  CONTENT_POLICY: { status: 422, message: baseErrorMessages.CONTENT_POLICY },
  CONTENT_FILTERED: { status: 400, message: baseErrorMessages.CONTENT_FILTERED },
  INVALID_RESPONSE: { status: 502, message: baseErrorMessages.INVALID_RESPONSE },
  // Characters
  CHARACTER_NOT_FOUND: { status: 404, message: characterMessages.notFound },
  AVATAR_CANDIDATE_GONE: { status: 400, message: characterMessages.avatarCandidateGone },
  SAVE_FAILED: { status: 500, message: characterMessages.saveFailed },
  UPDATE_FAILED: { status: 500, message: characterMessages.updateFailed },
  // Cards
  CARD_NOT_FOUND: { status: 404, message: cardMessages.notFound },
  CARD_QUOTA: { status: 403, message: cardMessages.quotaUsed },
  // Files and pictures
  FILE_NOT_FOUND: { status: 404, message: fileMessages.notFound },
  LINK_EXPIRED: { status: 403, message: fileMessages.linkExpired },
  LINK_INVALID: { status: 403, message: fileMessages.linkInvalid },
  PROXY_REFUSED: { status: 400, message: fileMessages.proxyRefused },
  PROXY_FAILED: { status: 400, message: fileMessages.proxyFailed },
  PROXY_NOT_IMAGE: { status: 400, message: fileMessages.proxyFailed },
  INVALID_FORMAT: { status: 502, message: baseErrorMessages.INVALID_FORMAT },
  FILE_TOO_LARGE: { status: 502, message: baseErrorMessages.FILE_TOO_LARGE },
  UPLOAD_FAILED: { status: 500, message: baseErrorMessages.UPLOAD_FAILED },
  DOWNLOAD_FAILED: { status: 502, message: baseErrorMessages.DOWNLOAD_FAILED },
  // The family's own photos and recordings (issue 31)
  PHOTO_TOO_LARGE: { status: 413, message: mediaMessages.photoTooLarge(PHOTO_MAX_BYTES / 1e6) },
  PHOTO_NOT_IMAGE: { status: 415, message: mediaMessages.photoNotImage },
  PHOTO_HEIC: { status: 415, message: mediaMessages.photoHeic },
  PHOTO_TOO_MANY_PIXELS: { status: 413, message: mediaMessages.photoTooManyPixels },
  RECORDING_TOO_LARGE: { status: 413, message: mediaMessages.recordingTooLarge(RECORDING_MAX_BYTES / 1e6) },
  RECORDING_NOT_AUDIO: { status: 415, message: mediaMessages.recordingNotAudio },
  RECORDING_TOO_LONG: { status: 413, message: mediaMessages.recordingTooLong(RECORDING_MAX_SECONDS) },
  MEDIA_ALLOWANCE: { status: 413, message: mediaMessages.allowanceFull },
  // Read-aloud
  SYNTHESIS_FAILED: { status: 502, message: baseErrorMessages.SYNTHESIS_FAILED },
  NO_AUDIO: { status: 502, message: baseErrorMessages.NO_AUDIO },
  API_ERROR: { status: 502, message: baseErrorMessages.API_ERROR },
  // Payments
  PAYMENTS_NOT_CONFIGURED: { status: 400, message: accountMessages.paymentsNotConfigured },
  PAYMENT_PROVIDER_ERROR: { status: 502, message: accountMessages.paymentProviderFailed },
  ALREADY_PREMIUM: { status: 409, message: accountMessages.alreadyPremium },
  ALREADY_SUBSCRIBED: { status: 409, message: accountMessages.alreadySubscribed },
  NO_SUBSCRIPTION: { status: 400, message: accountMessages.noSubscription },
  BAD_SIGNATURE: { status: 400, message: accountMessages.badSignature },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

/** The Danish text of each error code (the web shows it when an answer carries no text of its own). */
export const errorMessages = Object.fromEntries(Object.entries(errorCatalogue).map(([code, { message }]) => [code, message])) as {
  readonly [C in ErrorCode]: (typeof errorCatalogue)[C]['message'];
};

/** 'Read before the event' (issue 19, part 3): the event's day, 'Læs i dag' and each story's reading log. */
export const readingMessages = {
  eventDateLabel: 'Hvornår sker det?',
  eventDateHint: 'Valgfrit. Ugen før viser forsiden historien under «Læs i dag».',
  eventDateInvalid: 'Skriv en rigtig dato, fx 24.11.2026',
  readTodayTitle: 'Læs i dag',
  readTodayIntro: 'Historier om noget, der sker inden for den næste uge.',
  readTodayEmpty: 'Ingen historier handler om noget i den næste uge. Giv en historie en dato, så kommer den her ugen før.',
  /** A gentle countdown to the event. */
  countdown: (days: number) => (days <= 0 ? 'i dag' : days === 1 ? 'i morgen' : `om ${days} dage`),
  eventOn: (date: string) => `Sker ${date}`,
  /** The reading log on a story's card: «Læst 3 gange · senest 24. nov. · læst op». */
  readLog: (count: number, last: string, aloud: boolean) =>
    [count === 1 ? 'Læst 1 gang' : `Læst ${count} gange`, last ? `senest ${last}` : '', aloud ? 'læst op' : ''].filter(Boolean).join(' · '),
  tooManyReadings: 'Historien er læst mange gange på kort tid. Prøv igen om lidt.',
} as const;

/** Reading offline (issue 19, part 2): 'Gem til offline', what is saved on the device, and being offline. */
export const offlineMessages = {
  save: 'Gem til offline',
  saving: 'Gemmer historien …',
  saved: 'Historien er gemt på enheden. Den kan læses og læses op uden internet.',
  savedBadge: 'Gemt offline',
  savedOnDevice: 'Gemt på enheden',
  remove: 'Fjern fra enheden',
  removeNamed: (title: string) => `Fjern fra enheden: «${title}»`,
  removed: 'Historien er fjernet fra enheden.',
  removeFailed: 'Historien kunne ikke fjernes fra enheden. Prøv igen.',
  saveGone: 'Historien findes ikke længere, så den kan ikke gemmes.',
  saveFailed: 'Historien kunne ikke gemmes. Prøv igen, når der er internet.',
  noSpace: 'Der er ikke plads på enheden. Fjern en gemt historie, og prøv igen.',
  unsupported: 'Denne browser kan ikke gemme historier til offline.',
  panelTitle: 'Gemt på enheden',
  panelIntro:
    'Disse historier kan læses og læses op uden internet, fx i bilen eller i flyet. Når enheden er online, hentes ændringer automatisk.',
  panelEmpty: 'Ingen historier er gemt på enheden endnu. Åbn en historie, og vælg «Gem til offline» under «Flere valg».',
  loading: 'Henter gemte historier …',
  loadFailed: 'De gemte historier kunne ikke vises.',
  /** «2 historier · 3,1 MB» */
  summary: (count: number, size: string) => `${count === 1 ? '1 historie' : `${count} historier`} · ${size}`,
  /** «1,2 MB · oplæst af kvindelig oplæser · 3 indtalte sider» */
  storySize: (size: string, voice: string, recorded = 0) =>
    [size, `oplæst af ${voice}`, recorded === 1 ? '1 indtalt side' : recorded > 1 ? `${recorded} indtalte sider` : '']
      .filter(Boolean)
      .join(' · '),
  deviceUse: (used: string, free: string) => `Fortællehuset bruger ${used} på enheden. Der er plads til ${free} mere.`,
  offlineBanner: 'Du er offline. Historier, der er gemt på enheden, kan stadig læses og læses op.',
  notSavedTitle: 'Historien er ikke gemt på enheden',
  notSavedText:
    'Den kan læses, når du er på nettet igen. Vil du have den med uden internet, så vælg «Gem til offline» næste gang, du har den åben.',
  /** Read aloud offline in another voice than the one saved */
  savedWithVoice: (voice: string) => `Historien er gemt med stemmen ${voice}. Skift stemme, når du er på nettet igen.`,
  readAloudNotSaved: 'Oplæsningen er ikke gemt på enheden. Den kan høres, når du er på nettet igen.',
} as const;
