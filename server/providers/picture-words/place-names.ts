/**
 * Place names in a page's words: «Vi skal se fodbold i Parken» is at the national stadium, not in a
 * park. A capitalised word inside a sentence is a name, and a name that stands alone says nothing
 * of what kind of place it is («Parken», «Skoven», «Tivoli»), so the setting is read without it.
 * The last word of a name of several words says the kind («Vestre Skole» is a school) and stays.
 * A sentence's first word has its capital from the sentence, so «Parken er stor» is a park, unless
 * the same words write it as a name inside a sentence too.
 */
import { stemPattern } from '../../../shared/story-situations';
import { SETTING_IDS, SETTING_KEYWORDS } from './scene-words.lexicon';

interface Word {
  at: number;
  word: string;
  /** The first word of a sentence (or of the text, a line, a quotation). */
  first: boolean;
  capital: boolean;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(/\p{L}[\p{L}\p{N}'-]*/gu)) {
    const at = m.index ?? 0;
    // A line break ends a sentence (a title's line, a list), so it is not stripped with the spaces.
    const before = text.slice(0, at).replace(/[ \t\u00a0«»"„“”'(\-–]+$/u, '');
    words.push({ at, word: m[0], first: !before || /[.!?:\n]$/u.test(before), capital: /^\p{Lu}/u.test(m[0]) });
  }
  return words;
}

/** The names that stand alone (lower case), and where each is in the text. */
function loneNames(text: string): { at: number; word: string }[] {
  const words = wordsOf(text);
  const joined = (a: Word | undefined, b: Word | undefined) => !!a && !!b && /^\s+$/u.test(text.slice(a.at + a.word.length, b.at));
  // («S-toget», «IC-toget»: a kind of train with its letters, not a name.)
  const inName = (w: Word | undefined) => !!w && w.capital && !w.first && !/^\p{Lu}{1,3}-\p{Ll}/u.test(w.word);
  const lone = words.filter(
    (w, i) => inName(w) && !(joined(words[i - 1], w) && words[i - 1].capital) && !(joined(w, words[i + 1]) && inName(words[i + 1])),
  );
  const named = new Set(lone.map((w) => w.word));
  // A sentence's first word is a name where the same words write it as one inside a sentence.
  const alsoFirst = words.filter((w, i) => w.first && named.has(w.word) && !(joined(w, words[i + 1]) && inName(words[i + 1])));
  return [...lone, ...alsoFirst].map(({ at, word }) => ({ at, word: word.toLowerCase() }));
}

const namesASetting = (word: string) =>
  SETTING_IDS.some((id) => SETTING_KEYWORDS[id].some((entry) => stemPattern(typeof entry === 'string' ? entry : entry[0]).test(word)));

/** The text with its names that stand alone blanked out (the same length), for reading the place it names. */
export function withoutPlaceNames(text: string): string {
  let out = text ?? '';
  for (const { at, word } of loneNames(out)) out = out.slice(0, at) + ' '.repeat(word.length) + out.slice(at + word.length);
  return out;
}

/** Whether the words name a place by a name that reads as a common place («i Parken», «til Skoven»): somewhere the illustrator does not know. */
export const namesPlaceByName = (text: string): boolean => loneNames(text ?? '').some(({ word }) => namesASetting(word));
