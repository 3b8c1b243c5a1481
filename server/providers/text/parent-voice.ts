/**
 * A parent's own sentences, told in the story's voice: third person and present tense ('Vi skal til
 * tandlæge' -> 'Emil og mor skal til tandlæge'), with nothing said to the child ('du skal'), no
 * absolute words, no promises, and no deficit: «Alma har svært ved at vente i kø» becomes what can be
 * hard («Det kan være svært at vente i kø»), «Hun er bange for sugeren» what can feel scary, and what
 * the parent says helps becomes something the child can try.
 */
import { splitSentences } from '../../../shared/story-text';

/** Who 'jeg', 'vi' and the pronouns stand for. */
export interface Voice {
  /** The child's name, or 'børnene' for a group */
  name: string;
  group: boolean;
  han: string;
  ham: string;
  hans: string;
  /** 'vi' the first time: 'Emil og mor', 'børnene' */
  we: string;
  /** Who 'jeg' is in a sentence that names the child (the parent writing): 'mor', else 'en voksen' */
  parent?: string;
}

export type ParentLineKind = 'event' | 'hard' | 'helps' | 'why' | 'like' | 'when' | 'fact';

export interface ParentLine {
  kind: ParentLineKind;
  /** The sentence as the story tells it (ends with a full stop) */
  text: string;
  /** For 'hard' and 'helps': what it is about, without the frame ('at vente i kø', 'lyden fra sugeren', 'høreværn') */
  about?: string;
  /** The parent's sentence it came from */
  source: string;
}

const SECOND_PERSON = /(?<![\p{L}])(du|dig|din|dit|dine|jer|jeres)(?![\p{L}])/iu;
/** Promises and false comfort a parent may type, which the story does not repeat. */
const PROMISES = [
  /gør (slet |overhovedet )?ikke ondt/i, /ikke (noget at være|farligt|slemt)/i, /\blover\b/i, /\bhelt sikkert\b/i,
  /går (nok )?helt fint/i, /bliver (rigtig )?sjovt/i, /intet at være bange for/i, /ingen grund til/i,
];
const BEHAVIOUR = /(?<![\p{L}])(græder|græd|skriger|skreg|slår|slog|sparker|bider|kaster med|kaster sig|smider|råber|løber væk|smelter ned|nedsmelter|raser|stikker af|nægter)(?![\p{L}])/iu;

export const capitalise = (text: string) => text.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) && !/^(Jeg|Vi|Mor|Far)\b/.test(text) ? text : text.replace(/^\p{Lu}(?=\p{Ll}|\s)/u, (c) => c.toLowerCase()));

export function sentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').replace(/\s+([,.])/g, '$1').trim().replace(/[.!…,;:]+$/u, '');
  return t ? `${capitalise(t)}.` : '';
}

function genitive(name: string): string {
  return /[sxz]$/i.test(name) ? `${name}'` : `${name}s`;
}

/**
 * Tells one clause in the story's voice. 'jeg' is the child (the name the first time), 'vi' the child
 * and the people with it, 'min' the child's ('sin' after 'jeg' in the same clause).
 */
export function thirdPerson(text: string, voice: Voice, state: { weSaid: boolean; nameSaid: boolean }): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  const lower = tokens.map((t) => t.toLowerCase().replace(/[,;:]$/, ''));
  const jegAt = lower.indexOf('jeg');
  const out = tokens.map((token, i) => {
    const trail = /[,;:]$/.test(token) ? token.slice(-1) : '';
    const word = lower[i];
    let r: string | null = null;
    switch (word) {
      case 'jeg':
        r = state.nameSaid && i > 0 ? voice.han : voice.name;
        state.nameSaid = true;
        break;
      case 'mig':
        if (!state.nameSaid && jegAt < 0) {
          r = voice.name;
          state.nameSaid = true;
          break;
        }
        r = jegAt >= 0 && jegAt < i && /(?:er|ede|te)$/.test(lower[i - 1] ?? '') ? 'sig' : voice.ham;
        break;
      case 'min':
      case 'mit':
      case 'mine':
        if (jegAt >= 0 && jegAt < i) r = voice.group ? 'deres' : { min: 'sin', mit: 'sit', mine: 'sine' }[word]!;
        else r = voice.group ? 'deres' : i === 0 ? genitive(voice.name) : voice.hans;
        break;
      case 'vi':
        r = state.weSaid ? 'de' : voice.we;
        state.weSaid = true;
        break;
      case 'os':
        // 'Vi stiller os i kø': reflexive after the verb of 'vi'
        r = lower.slice(0, i).includes('vi') && /(?:er|r|es)$/.test(lower[i - 1] ?? '') ? 'sig' : 'dem';
        break;
      case 'vores':
        // 'Vores hund Bella er død' -> 'Familiens hund Bella er død'
        r = i === 0 && !voice.group ? 'familiens' : 'deres';
        break;
    }
    return r === null ? token : r + trail;
  });
  return out.join(' ');
}

/** Softens absolute words; null when the clause cannot be said without one. */
export function withoutAbsolutes(text: string): string | null {
  let t = text
    .replace(/\balle sammen\b/giu, 'sammen')
    .replace(/\balle børnene\b/giu, 'børnene')
    .replace(/\balle de\b/giu, 'de')
    .replace(/(?<![\p{L}])ikke altid(?![\p{L}])/giu, 'nogle gange ikke')
    .replace(/(?<![\p{L}])altid(?![\p{L}])/giu, 'som regel')
    .replace(/(?<![\p{L}])hver gang(?=\s+\p{L})/giu, 'når')
    .replace(/(?<![\p{L}])hver gang(?![\p{L}])/giu, 'som regel')
    .replace(/(?<![\p{L}])hele tiden(?![\p{L}])/giu, 'det meste af tiden');
  if (/(?<![\p{L}])(alle|aldrig|ingen|ingenting|intet)(?![\p{L}])/iu.test(t)) {
    // 'alle børn' -> 'børn'; 'alle er der' (everyone) -> 'hele gruppen er der': the fact, without the absolute word.
    t = t
      .replace(/(?<=(?:når|hvis|mens)\s+)alle(?=\s+\p{L}+er(?![\p{L}]))/giu, 'de andre')
      .replace(/(?<![\p{L}])alle(?=\s+(?:er|går|skal|kan|har|får|bliver|sidder|står|synger|spiser|leger)(?![\p{L}]))/giu, 'hele gruppen')
      .replace(/(?<![\p{L}])alle\s+(?=\p{L})/giu, '')
      .replace(/(?<![\p{L}])alle(?![\p{L}])/giu, 'de fleste');
    if (/(?<![\p{L}])(aldrig|ingen|ingenting|intet)(?![\p{L}])/iu.test(t)) return null;
  }
  return t;
}

const HARD_PATTERNS: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\bhar (?:\S+ )?(?:svært|vanskeligt|problemer) (?:ved|med),? (.+)$/iu, (m) => m[1]],
  [/\b(?:er|bliver|kan blive) (?:\S+ )?(?:bange|nervøs|utryg|urolig|usikker|skræmt|forskrækket),? ((?:når|hvis) .+|(?<=(?:for|over|ved) ).+|(?:for|over|ved) (.+))$/iu, (m) => m[2] ?? m[1]],
  [/\b(?:kan ikke lide|hader|bryder sig ikke om|kan ikke klare|kan ikke holde ud) (.+)$/iu, (m) => m[1]],
  [/\b(?:får|kan få) (?:et |en )?(?:\S+ )?(?:raserianfald|nedsmeltning|udbrud|anfald|meltdown) ((?:når|hvis|fordi) .+)$/iu, (m) => m[1]],
  [/\b(?:er|bliver) (?:\S+ )?(?:vred|sur|ked af det|kede af det|frustreret|overvældet|forvirret|stresset|urolig|utilfreds),? ((?:når|hvis|fordi) .+|(?<=over )at .+)$/iu, (m) => m[1]],
  [/\b(?:synes|føler),? (?:at )?(?:det er )?(?:svært|ubehageligt|uhyggeligt|skræmmende|træls|irriterende|ulækkert|klamt|ækelt|for meget) (?:at |med |når )?(.+)$/iu, (m) => m[1]],
];

/** 'at vente i kø' / 'lyden fra sugeren' / 'når der er larm' as the object of 'svært ...'. */
export function difficulty(about: string): { inf: boolean; clause: boolean; text: string } {
  const t = about.replace(/[.!?]+$/u, '').trim();
  if (/^at /i.test(t)) return { inf: true, clause: false, text: t };
  if (/^(når|hvis|fordi|der) /i.test(t)) return { inf: false, clause: true, text: t };
  // 'vente i kø' (a bare verb) reads as an infinitive
  if (/^(vente|sidde|stå|gå|tabe|skifte|sove|spise|sige|stoppe|lytte|være|blive|få|have|komme|tage|vaske|børste|klippe|høre|se|lege|dele)(?![\p{L}])/iu.test(t)) return { inf: true, clause: false, text: `at ${t}` };
  return { inf: false, clause: false, text: t };
}

/** What helps, as the object of an option: 'at holde mor i hånden' or a thing ('høreværn'). */
export function helpOf(text: string): { inf: boolean; clause?: boolean; text: string } {
  const t = text.replace(/[.!?]+$/u, '').replace(/^(det hjælper|det kan hjælpe|hjælper)\s+(at\s+)?/iu, '').trim();
  // 'at mor prøver høretelefonerne først' has its own subject: it is said as what helps, not as the child's option.
  if (/^at (han|hun|de|vi|jeg|mor|far|\p{Lu}\p{Ll}+)\s/u.test(t) || (/^at \S+ \S*(er|r)(?![\p{L}])/iu.test(t) && !/^at (være|have|få|gå|stå|se|tage|lave|give|sige|bede|spise|sove|blive|lege|holde|høre|tælle|trække|synge|komme)(?![\p{L}])/iu.test(t))) return { inf: false, clause: true, text: t };
  if (/^at /i.test(t)) return { inf: true, text: t.slice(3) };
  if (/^(holde|tage|have|tælle|trække|gå|lukke|sige|bruge|se|lege|kigge|synge|få|høre|sidde|ligge|vide|tale|lytte|hoppe|klemme|knuge|tegne|bede|give|snakke|spørge|kramme|ae|vente|lave|drikke|spise|mærke|ånde|øve|læse|puste)(?![\p{L}])/iu.test(t)) return { inf: true, text: t };
  return { inf: false, text: t };
}

interface Clause {
  text: string;
}

function clausesOf(sentenceText: string): Clause[] {
  // Long sentences with several main clauses are split where a new subject starts.
  return sentenceText
    .split(/,\s+(?=(?:og|men)\s+(?!(?:at|hvis|når|fordi|som|der|hvor|mens|hvordan|hvad|hvornår|hvem|hvilke)\s))|;\s+/u)
    .map((c) => c.replace(/^(og|men)\s+/iu, '').trim())
    .filter(Boolean)
    .map((text) => ({ text }));
}

/**
 * The parent's description as story lines, in order. Questions, words to the child, promises and
 * behaviour reports are left out; everything else is kept in the story's voice.
 */
export function parentLines(description: string, voice: Voice, state = { weSaid: false, nameSaid: false }): ParentLine[] {
  const out: ParentLine[] = [];
  for (const raw of splitSentences(description ?? '')) {
    const source = raw.trim();
    if (!source || /\?\s*$/.test(source)) continue;
    if (SECOND_PERSON.test(source.replace(/^(Du|Dig)\b/, '$1'))) continue;
    const clean = source.replace(/["“”«»]/g, '').replace(/\s*\([^)]*\)/g, '').replace(/[.!…]+$/u, '').trim();
    for (const clause of clausesOf(clean)) {
      const line = parentLine(clause.text, voice, state, source);
      if (line) out.push(line);
    }
  }
  return out;
}

export function parentLine(input: string, voice: Voice, state: { weSaid: boolean; nameSaid: boolean }, source = input): ParentLine | null {
  let text = input;
  if (PROMISES.some((p) => p.test(text))) return null;
  // What the parent means to do with the story ('Vi vil gerne forklare, at ...') is not part of it.
  if (/^(vi|jeg)\s+(vil|skal|prøver at|ønsker at)\s+(gerne\s+)?(forklare|fortælle|vise|være ærlige?|forberede|lære|skrive|bruge|læse)(?![\p{L}])/iu.test(text)) return null;
  if (/^(vi|jeg)\s+har\s+(besluttet|valgt|aftalt med hinanden)\s+at\s+(sige|fortælle|forklare)(?![\p{L}])/iu.test(text)) return null;
  // A reason that is a deficit ('fordi hun er meget angst') is left out; the rest of the sentence stays.
  text = text.replace(/,?\s+fordi\s+(han|hun|jeg|\p{Lu}\p{Ll}+)\s+(er|har|bliver|kan ikke|vil ikke)\s+(.*?)(angst|bange|svært|problemer|vred|dum|urolig|diagnose|autis\S*|adhd)(.*)$/iu, '');
  // What the parent asks of the app ('Vi vil gerne have en historie om ...') is not part of the story.
  if (/(?<![\p{L}])(historie|historien|historier|social story)(?![\p{L}])/iu.test(text) && /(?<![\p{L}])(vi|jeg|os|mig)(?![\p{L}])/iu.test(text)) return null;
  // The parents' own worries are not the child's story.
  if (/^(vi|jeg)\s+(er|bliver|var)\s+(\S+\s+)?(bange|bekymre\S*|nervøse?|usikre?|i tvivl)(?![\p{L}])/iu.test(text)) return null;
  const fear = text.match(/^(\S+)\s+(?:er|bliver)\s+(?:\S+\s+)?(?:bange|nervøs|bekymret)\s+for,?\s+at\s+(.+)$/iu);
  if (fear && isChild(fear[1], voice)) {
    // 'bange for, at bussen er fyldt' has its own subject; 'bange for at glemme sine ting' is the child's.
    const clause = /^(han|hun|de|den|det|der|man|mor|far|bussen|toget|\p{Lu}\p{Ll}+|\p{L}+(?:en|et|ne))\s/u.test(fear[2]);
    const what = thirdPerson(fear[2], voice, { ...state, nameSaid: true });
    return { kind: 'hard', text: sentence(clause ? `Måske tænker ${voice.name} på, at ${what}` : `Måske tænker ${voice.name} på at ${what}`), about: fear[2], source };
  }
  // What the child refuses is a report about the child, not a fact of the situation.
  if (/^(han|hun|jeg)\s+(vil|gider)\s+(ikke|aldrig)(?![\p{L}])/iu.test(text) || new RegExp(`^${voice.name}\\s+(vil|gider)\\s+(ikke|aldrig)(?![\\p{L}])`, 'iu').test(text)) return null;
  // A prohibition ('man må ikke løbe') is not said to the child; what it can do is.
  // ('Mor må ikke løfte Sigrid' is a fact about mor and stays.)
  if (/(?<![\p{L}])(må ikke|må aldrig|ikke lov|forbudt|lad være)(?![\p{L}])/iu.test(text) && !/^(mor|far|mormor|morfar|farmor|farfar|læge\S*|sygeplejerske\S*|pædagog\S*|lærer\S*)\s/iu.test(text)) return null;
  const hard = HARD_PATTERNS.map(([re, pick]) => {
    const m = text.match(re);
    return m ? pick(m) : null;
  }).find(Boolean);
  const place = text.match(/\b(?:er|bliver|kan blive) (?:\S+ )?(?:overvældet|overstimuleret|stresset|urolig|utryg|vred|sur|frustreret) ((?:i|på|ved|hos|til|under|efter) .+)$/iu);
  if (place && !hard) {
    const where = thirdPerson(place[1], voice, state);
    return { kind: 'hard', text: sentence(`${where} kan det blive lidt for meget`), about: where, source };
  }
  if (hard) {
    const softened = withoutAbsolutes(hard);
    if (!softened) return null;
    const about = thirdPerson(lowerFirst(softened), voice, state);
    const d = difficulty(about);
    const what = d.inf ? `det kan være svært ${d.text}` : d.clause ? `${d.text}, kan det være svært` : `det kan være svært med ${d.text}`;
    return { kind: 'hard', text: sentence(what), about: d.text, source };
  }
  if (BEHAVIOUR.test(text)) return null;
  const helps = text.match(/^(?:det\s+)?(?:hjælper|kan hjælpe)\s+(?:\p{L}+\s+)?(?:at|med|når)\s+(.+)$/iu) ?? text.match(/^(.+?)\s+(?:hjælper|kan hjælpe)(?:\s+(?:ham|hende|mig|os|dem))?(?:\s+(?:meget|tit|ofte|godt))?$/iu);
  if (helps) {
    const about = thirdPerson(lowerFirst(helps[1]), voice, state);
    return { kind: 'helps', text: '', about, source };
  }
  const softened = withoutAbsolutes(text);
  if (!softened) return null;
  // In a sentence that names the child, 'jeg' and 'mig' are the parent who wrote it.
  const parentSpeaks =
    !voice.group && new RegExp(`(?<![\\p{L}])(${voice.name}|${voice.han}|${voice.ham})(?![\\p{L}])`, 'iu').test(softened) && /(?<![\p{L}])(jeg|mig)(?![\p{L}])/iu.test(softened);
  const own = parentSpeaks ? softened.replace(/(?<![\p{L}])(jeg|mig)(?![\p{L}])/giu, voice.parent ?? 'en voksen') : softened;
  let told = sentence(thirdPerson(own, voice, state));
  // A feeling is not told as a fact: 'Hamza synes, det er ulækkert' -> 'Måske synes Hamza, ...'.
  const feels = told.match(/^(\S+)\s+(synes|føler|tænker|tror)(?![\p{L}])/u);
  if (feels && isChild(feels[1], voice)) told = sentence(`Måske ${feels[2]} ${voice.name}${told.slice(feels[0].length)}`);
  if (!told) return null;
  const kind: ParentLineKind = /(?<![\p{L}])fordi(?![\p{L}])/iu.test(text)
    ? 'why'
    : /(?<![\p{L}])(kan godt lide|elsker|glæder sig|holder af)(?![\p{L}])/iu.test(text)
      ? 'like'
      : isTimeOnly(text)
        ? 'when'
        : hasVerb(softened)
          ? 'event'
          : 'fact';
  return { kind, text: told, source };
}

const FINITE = /(?<![\p{L}])(skal|er|har|bliver|kommer|går|tager|får|vil|kan|bor|holder|starter|begynder|besøger|flytter|kører|flyver|rejser|venter|sover|spiser|leger|hedder|fylder|laver|ser|siger|hjælper|gør|plejer|prøver|skifter|lærer|øver|hører|bader|svømmer|børster|vasker|klipper|køber|handler|fejrer|sidder|står|henter|afleverer|ringer|døde|var|blev|fik|kom|gik|tog|sejler|lander|letter|mødes|synger|spiller|taler|viser|åbner|lukker|stiller|sætter|ligger|sidder|slutter|sker|foregår|ændres|aflyses|er aflyst)(?![\p{L}])/iu;

function isChild(word: string, voice: Voice): boolean {
  return [voice.name.toLowerCase(), 'han', 'hun', 'jeg', 'de'].includes(word.toLowerCase()) && (word.toLowerCase() !== 'de' || voice.group);
}

export function hasVerb(text: string): boolean {
  return FINITE.test(text) || /(?<![\p{L}])\p{L}{3,}er(?![\p{L}])/u.test(text.split(/\s+/).slice(1).join(' '));
}

function isTimeOnly(text: string): boolean {
  return /^(det er|det bliver|det sker|det foregår)?\s*(på |i |om |kl\.? |klokken |næste |i morgen|i overmorgen|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)/iu.test(text) && text.split(/\s+/).length <= 6;
}
