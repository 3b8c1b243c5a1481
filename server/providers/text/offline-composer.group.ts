/**
 * The offline composer's group voice: a story for a whole group is told about 'børnene' (de, dem,
 * deres), never about one child, and names the group. Danish verbs do not change with the subject,
 * so every situation's lines serve both voices; what changes is the children's possessive ('sin'
 * -> 'deres'), adjectives said of them ('glad' -> 'glade'), and the group's name, said once a scene.
 */
import { splitSentences } from '../../../shared/story-text';
import { AGREEMENT_ADVERBS, EACH_THEIR_OWN, GROUP_PHRASES, PLURAL_ADJECTIVES } from './offline-composer.lexicon';

/** How the children are named in a group story's lines ({N}). */
export const GROUP_SUBJECT = 'børnene';

/** The placeholders of the child, said of the group. */
export const GROUP_PRONOUNS = { N: GROUP_SUBJECT, navns: 'børnenes', han: 'de', ham: 'dem', hans: 'deres' } as const;

/** The grown-ups going along on a group's outing. */
export const GROUP_ADULT = 'de voksne';

/** Words that are the subject when the children are (the group's name is added per story). */
const PLURAL_SUBJECTS = new Set([GROUP_SUBJECT, 'de', 'voksne']);
const LINKING_VERBS = new Set(['er', 'bliver', 'føler', 'virker', 'forbliver']);

/**
 * A line of the situation as the group's: 'sin', 'sit', 'sine' after the child belong to the
 * children ('deres'; before the child, as in 'Lægen mærker ... med sine hænder', they are someone
 * else's and stay); the family is the group; the children are not 'børnene og de andre børn'.
 */
export function groupTemplate(template: string): string {
  const line = template.replace(/\{N\} og de andre børn/gu, '{N}').replace(/(?<!\p{L})familien(?!\p{L})/gu, 'gruppen');
  const at = line.search(/\{(?:N|han)\}/);
  if (at < 0) return line;
  return line.slice(0, at) + line.slice(at).replace(/(?<!\p{L})(?:sin|sit|sine)(?!\p{L})/gu, 'deres');
}

const eachTheirOwn = new RegExp(`(?<!hver )(?<!\\p{L})deres ((?:egen |eget )?(?:${EACH_THEIR_OWN.join('|')}))(?!\\p{L})`, 'u');

/**
 * A sentence of a group story read right: adjectives agree with the children, each child has
 * their own ('hver deres madpakke'), and what is done one at a time says so.
 */
export function groupSentence(sentence: string, groupName?: string): string {
  let out = agreeWithGroup(sentence, groupName).replace(eachTheirOwn, 'hver deres $1');
  for (const [pattern, replacement] of GROUP_PHRASES) out = out.replace(pattern, replacement);
  return out;
}

const bare = (token: string) => token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Adjectives said of the children agree with them: 'Børnene er glade', 'Måske føler de sig både glade og lidt trætte'. */
export function agreeWithGroup(sentence: string, groupName?: string): string {
  const subjects = new Set(PLURAL_SUBJECTS);
  if (groupName) subjects.add(groupName.toLowerCase().split(/\s+/).pop()!);
  const tokens = sentence.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    if (!LINKING_VERBS.has(bare(tokens[i]))) continue;
    let from: number;
    if (i > 0 && subjects.has(bare(tokens[i - 1])) && !/[,;:]$/.test(tokens[i - 1])) from = i + 1;
    else if (subjects.has(bare(tokens[i + 1] ?? '')) && !/[,;:.]$/.test(tokens[i])) from = i + 2;
    else continue;
    for (let j = from; j < tokens.length; j++) {
      const word = bare(tokens[j]);
      const plural = PLURAL_ADJECTIVES[word];
      // 'om de er de næste'
      if (word === 'den' && ['næste', 'første', 'sidste'].includes(bare(tokens[j + 1] ?? ''))) {
        tokens[j] = tokens[j].replace(/den/iu, (w) => (w[0] === 'D' ? 'De' : 'de'));
        continue;
      }
      if (plural) tokens[j] = tokens[j].replace(new RegExp(word, 'iu'), (w) => (w[0] === w[0].toUpperCase() ? plural[0].toUpperCase() + plural.slice(1) : plural));
      else if (!AGREEMENT_ADVERBS.has(word)) break;
      if (/[.;:!?]$/.test(tokens[j])) break;
    }
  }
  return tokens.join(' ');
}

/**
 * The first scene says what the group will do before who they are: 'Sommerfuglene er en gruppe
 * børn. Børnene skal til tandlægen.' becomes 'Sommerfuglene skal til tandlægen. Det er en gruppe
 * børn.' (so the story, and its preview in the lists, starts with what happens).
 */
export function introduceGroup(scene: string, groupName: string): string {
  const [first, second, ...rest] = splitSentences(scene);
  const intro = `${groupName} er en gruppe børn`;
  const subject = `${GROUP_SUBJECT[0].toUpperCase()}${GROUP_SUBJECT.slice(1)} `;
  if (!first?.startsWith(intro) || !second?.startsWith(subject)) return scene;
  return [`${groupName} ${second.slice(subject.length)}`, `Det er en gruppe børn${first.slice(intro.length)}`, ...rest].join(' ');
}

/** The group's name where a scene first says 'børnene' (a scene that names the group already stays). */
export function nameGroupOnce(scene: string, groupName: string): string {
  if (scene.includes(groupName)) return scene;
  return scene.replace(new RegExp(`(?<!\\p{L})[Bb]${GROUP_SUBJECT.slice(1)}(?!\\p{L})`, 'u'), groupName);
}
