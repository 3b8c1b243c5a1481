/**
 * A page's words read into its scene (issue 29): where it is (`setting`), what the child does
 * (`action`), the adults it puts there (`present`) and whether the companion is in it. The words are
 * a plan page's sentences (the parent's words or fixed frames) or what a parent typed in
 * «Rediger billede». Nothing is guessed: a field the words do not say is null (or empty), a place
 * or a person spoken of in passing («mor fortæller om tandlægen», «vi tænker på mormor») is not
 * where the page is nor who is there, and a person the words or the story say has died is never
 * present. The words are the lexicon's (scene-words.lexicon.ts): one list for each kind of word.
 */
import { isSceneSetting, SCENE_ACTIONS, type SceneActionId, type SceneSettingId } from '../../../shared/scene-vocabulary';
import { deadIn, FAMILY } from '../../../shared/story-people';
import { stemPattern } from '../../../shared/story-situations';
import { withoutPlaceNames } from './place-names';
import { isDead } from './present';
import {
  aboutSomeoneElse,
  namesCompanion,
  OWN_POSES,
  personAtStart,
  type PicturePose,
  saysKeyword,
  withoutTheirClauses,
} from './scene-words';
import {
  ACTION_WORDS,
  ADULT_ROLE_WORDS,
  CUDDLY_WORDS,
  HOLDING_WORDS,
  IN_PASSING_WORDS,
  POSE_WORDS,
  SETTING_IDS,
  SETTING_KEYWORDS,
} from './scene-words.lexicon';

export interface SceneReading {
  setting: SceneSettingId | null;
  action: SceneActionId | null;
  /** The adults the words put on the page, as they name them ('mor', 'tandlægen', 'den nye voksne'), first named first. */
  present: string[];
  /** The child's companion is in the picture: the words name it, or the child holds it. */
  companion: boolean;
}

export interface SceneReadingOptions {
  /** The child's companion as the form says it («bamse», «hunden Fido»). */
  companion?: string | null;
  /** Who the story says has died (shared/story-people.ts `deadIn`): never present. */
  dead?: readonly string[];
  /** Where the page already is, when the words are a request about it: it tells which chair «i stolen» is. Not read into `setting`. */
  at?: string | null;
}

export const EMPTY_READING: SceneReading = { setting: null, action: null, present: [], companion: false };

const normalize = (text: string) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words after «om», «tænker på» … (up to two, within the clause) blanked out: they are spoken of, not there. */
function withoutPassing(normalized: string): string {
  const words = IN_PASSING_WORDS.map((w) => escapeRe(w).replace(/ /g, '\\s+')).join('|');
  const re = new RegExp(`(?<![\\p{L}])(?:${words})((?:\\s+[\\p{L}\\p{N}-]+){1,2})`, 'gu');
  return normalized.replace(re, (match, rest: string) => match.slice(0, match.length - rest.length) + ' '.repeat(rest.length));
}

/**
 * A role in pretend play blanked out («leger tandlæge», «leger frisør med bamsen»): the page is not
 * at the dentist's, and no dentist is there. Where and with what the child plays stays
 * («leger på legepladsen», «leger med bamsen»).
 */
function withoutPlay(normalized: string): string {
  const roles: string[] = [];
  const played = normalized.replace(
    // («I børnehaven leger vi læge»: the players may come between.)
    /(?<![\p{L}])(?:leger|lege|legede)\s+(?:(?:vi|de|han|hun|jeg|du|børnene|alle|drengene|pigerne)\s+)?(?!(?:med|i|på|ude|inde|udenfor|sammen|videre|lidt|en|et|at|og|hos|ved|under|bag|rundt|stille|også|ikke|selv|alene)(?![\p{L}]))([\p{L}-]+)/gu,
    (match, role: string) => {
      roles.push(role);
      return match.slice(0, match.length - role.length) + ' '.repeat(role.length);
    },
  );
  // The role is the game's wherever the page names it again («Emma er lægen»).
  return roles.reduce(
    (text, role) =>
      text.replace(new RegExp(`(?<![\\p{L}])${escapeRe(role)}(?:n|en|r|er|rne|erne|ns|ens)?(?![\\p{L}])`, 'gu'), (m) =>
        ' '.repeat(m.length),
      ),
    played,
  );
}

/** The place the words name, not after 'ikke' or 'ingen' (the weightiest, at least one whole keyword's worth), or null. */
function settingOf(text: string): SceneSettingId | null {
  let best: SceneSettingId | null = null;
  let bestScore = 0;
  for (const id of SETTING_IDS) {
    let score = 0;
    for (const entry of SETTING_KEYWORDS[id]) {
      const [keyword, weight] = typeof entry === 'string' ? [entry, 1] : entry;
      if (saysKeyword(text, keyword)) score += weight;
    }
    if (score >= 1 && score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

/** A sentence about the companion («bamsen sover», «Idas bamse sover med»): its pose is not the child's. */
const aboutCompanion = (sentence: string) =>
  new RegExp(`^(?:[\\p{L}-]+s\\s+)?(?:${CUDDLY_WORDS.map((k) => stemPattern(k).source).join('|')})`, 'u').test(sentence);

/**
 * «Farmor er faldet. Hun ligger på hospitalet»: a sentence that starts with «hun» or «han» right
 * after one that starts with someone else is about that person, so the pose is theirs, not the child's.
 */
const withPronounsResolved = (sentences: readonly string[]) =>
  sentences.map((sentence, i) => {
    const pronoun = /^(?:hun|han)(?=\s)/u.exec(sentence);
    const who = pronoun && i > 0 ? personAtStart(sentences[i - 1]) : null;
    return who ? who + sentence.slice(pronoun![0].length) : sentence;
  });

/** The pose the words give the child, with the keyword that gave it; a pose of someone else («far ligger») is `other`. */
function poseOf(sentences: readonly string[]): { pose: PicturePose; keyword: string; other: boolean } | null {
  let someoneElse: { pose: PicturePose; keyword: string; other: boolean } | null = null;
  for (const [pose, keywords] of POSE_WORDS) {
    for (const whole of sentences) {
      const sentence = OWN_POSES.has(pose) ? withoutTheirClauses(whole) : whole;
      const keyword = keywords.find((k) => saysKeyword(sentence, k));
      if (!keyword) continue;
      if (OWN_POSES.has(pose) && aboutCompanion(sentence)) continue;
      if (OWN_POSES.has(pose) && aboutSomeoneElse(sentence)) someoneElse ??= { pose, keyword, other: true };
      else return { pose, keyword, other: false };
    }
  }
  return someoneElse;
}

/** Noise words («larm», «brandalarm») give the offline pose but say nothing the child does: only hands on ears or ear defenders do. */
const COVERS_EARS = /ører|høreværn|høretelefon/u;
const BED = /(?<![\p{L}])(seng\p{L}*|dyne\p{L}*|sove|sover|falder i søvn|godnat)(?![\p{L}])/u;
const BUS = /(?<![\p{L}])(bus|bussen|busser)(?![\p{L}])/u;
const QUEUE = /(?<![\p{L}])(kø|køen|min tur|sin tur|din tur|deres tur)(?![\p{L}])/u;

/** One pose of POSE_WORDS as an action of the scene vocabulary, where the page is. */
function actionOfPose(
  found: { pose: PicturePose; keyword: string; other: boolean },
  setting: SceneSettingId | null,
  text: string,
): SceneActionId | null {
  const { pose, keyword, other } = found;
  if (other) return pose === 'lie' && setting === 'hospital' ? 'visit-in-hospital-bed' : null;
  switch (pose) {
    case 'sit-special':
      if (setting === 'dentist' || keyword.startsWith('tandlæge')) return 'treatment-chair';
      if (setting === 'hairdresser' || keyword.startsWith('frisør') || keyword.includes('kappe')) return 'barber-chair';
      if (setting === 'doctor') return 'examination-bench';
      return 'sit';
    case 'lie':
      if (setting === 'hospital') return 'lie-in-hospital-bed';
      if (setting === 'dentist') return 'treatment-chair';
      if (setting === 'doctor' && text.includes('briks')) return 'examination-bench';
      return setting === 'bedroom' || BED.test(text) ? 'lie-in-bed' : null;
    case 'wash-hands':
      return 'wash-hands';
    case 'eat':
      // Nobody eats in the church or at the grave: the meal is after and elsewhere («bagefter skal vi spise på kroen»).
      return setting === 'church' || setting === 'graveside' ? null : 'eat-at-table';
    case 'cover-ears':
      return COVERS_EARS.test(keyword) ? 'cover-ears' : null;
    case 'hold-hand':
      return 'hold-hand';
    case 'wave':
      return /farvel/u.test(text) ? 'wave-goodbye' : 'wave-hello';
    case 'sit':
      if (setting === 'waiting-room') return 'wait-with-book';
      if (setting === 'church') return 'sit-in-pew';
      if (BUS.test(text)) return 'bus-seat';
      return 'sit';
    case 'walk':
      return 'walk';
    case 'stand':
      return QUEUE.test(text) ? 'stand-in-line' : 'stand';
  }
}

/** «Ida holder bamsen», «krammer Bjørn»: a holding word, then the companion within three words. */
function holdsCompanion(text: string, companion: string | null | undefined): boolean {
  const holding = HOLDING_WORDS.map(escapeRe).join('|');
  const after = new RegExp(`(?<![\\p{L}])(?:${holding})((?:\\s+[\\p{L}\\p{N}-]+){1,3})`, 'gu');
  for (const m of text.matchAll(after)) {
    const words = m[1];
    if (CUDDLY_WORDS.some((k) => stemPattern(k).test(words)) || namesCompanion(words, companion)) return true;
  }
  return false;
}

/** The adults the words name (not in passing, not the dead), as they name them, in the order named. */
function adultsIn(text: string, dead: readonly string[]): string[] {
  const found: { at: number; label: string; end: number }[] = [];
  for (const [, keywords] of ADULT_ROLE_WORDS) {
    for (const keyword of keywords) {
      for (const m of text.matchAll(new RegExp(stemPattern(keyword).source, 'gu'))) {
        const at = m.index ?? 0;
        // 'mors hånd' is mor's; a longer name of the same place ('den nye voksne' over 'voksne') wins.
        const label = /^(mor|far)s$/u.test(m[0]) ? m[0].slice(0, -1) : m[0];
        if (found.some((f) => at >= f.at && at < f.end)) continue;
        // A job said of someone ('mor er sygeplejerske', 'far arbejder som læge') is no one else in the picture.
        // (Not 'det er sygeplejerske Anna, der …', 'i dag er pædagog Lone på stuen', 'der er sygeplejersker'.)
        const before = text.slice(0, at);
        const said =
          /(?:^|\s)(?!(?:der|det|dag|nu|her)\s)\p{L}+\s+(?:er|var|bliver|blev)\s+$/u.test(before) ||
          /(?:^|\s)(?:arbejder som|uddannet|uddanner sig til)\s+$/u.test(before);
        if (!/(?:en|erne)$/u.test(m[0]) && said && /^\s*(?:[,.;:!?]|og\s|$)/u.test(text.slice(at + m[0].length))) continue;
        // Nor is one the page says is not there ('der er ingen tandlæge i dag').
        if (/(?:^|\s)(?:ingen|ikke nogen)\s+$/u.test(before)) continue;
        found.push({ at, label, end: at + m[0].length });
      }
    }
  }
  const labels = found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.label)
    .filter((label) => !isDead(label, dead));
  return [...new Set(labels)];
}

/** Pictures of a person («billeder af morfar», «fotos af Bølle»), not of a thing («et billede af dagens program»). */
function ofAPerson(words: string): boolean {
  return [...words.matchAll(/(?<![\p{L}])(?:billeder|billede|billedet|billederne|foto|fotos|fotoet) af (\p{L}+)/gu)].some(
    (m) => FAMILY.includes(m[1].toLowerCase()) || /^\p{Lu}/u.test(m[1]),
  );
}

/** A page's (or a request's) words read into the fields of its scene. */
export function readScene(words: string, opts: SceneReadingOptions = {}): SceneReading {
  const original = words ?? '';
  const text = withoutPlay(withoutPassing(normalize(original)));
  if (!text) return EMPTY_READING;
  const dead = [...(opts.dead ?? []), ...deadIn(original)];
  const sentences = text.split(/(?<=[.!?])\s+/u);
  // «i Parken» is a name, not a park: the place is read without the names (place-names.ts).
  let setting = settingOf(withoutPlay(withoutPassing(normalize(withoutPlaceNames(original)))));
  const where = setting ?? (isSceneSetting(opts.at) ? opts.at : null);

  const worded = ACTION_WORDS.find(
    (a) =>
      a.keywords.some((k) => saysKeyword(text, k)) &&
      (!a.setting || a.setting === where) &&
      (a.action !== 'look-at-photo' || ofAPerson(original)),
  );
  const pose = poseOf(withPronounsResolved(sentences));
  let action: SceneActionId | null = worded?.action ?? (pose ? actionOfPose(pose, where, text) : null);
  const holding = holdsCompanion(text, opts.companion);
  // Holding the companion says more than standing or walking with it.
  if (holding && (!action || action === 'stand' || action === 'walk')) action = 'hold-companion';
  // At a funeral in the church the child sits in a pew: the place says the pose when nothing else does.
  if (!action && setting === 'church') action = 'sit-in-pew';
  // A chair that belongs somewhere says where the page is («i tandlægestolen»). Washing hands does
  // not: a sink is at the hospital's door too («vasker hænder med sprit ved døren»).
  if (!setting && action && action !== 'wash-hands') setting = (SCENE_ACTIONS[action] as { setting?: SceneSettingId }).setting ?? null;

  const companion = holding || namesCompanion(text, opts.companion);
  return { setting, action, present: adultsIn(text, dead), companion };
}
