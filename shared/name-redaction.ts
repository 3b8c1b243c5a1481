/**
 * Keeps children's names out of everything sent to an AI provider (docs/security.md, "Name
 * redaction"). Every provider adapter runs what it sends through `redactNames`, with the names its
 * caller passes in, so no free-text field can carry a name past it.
 *
 * What is matched, after NFC normalisation of both the text and the name (an NFD "Zoë" is the same
 * name as an NFC one), with an optional genitive s ("Emils"), and only as whole words ("Emil" is
 * not removed from "Emilie"):
 * - the whole name, the first name (the first word, "Sofie-Marie" of "Sofie-Marie Hansen"), each
 *   half of a hyphenated first name ("Sofie", "Marie") and every run of words from the first
 *   ("Anna Sofie" of "Anna Sofie Hansen"), in any case: a parent may well type "sofie".
 * - every later part alone (the surname "Hansen", a middle name) only written with a capital, as a
 *   name is written: Danish surnames and middle names are often everyday words (Skov, Lund, Holm,
 *   Hvid), and "i skoven" or "hvid kjole" must stay. Later parts of fewer than 3 letters and parts
 *   written in lower case in the name ("van", "de") are not removed alone ("Der er ..." would go),
 *   only as part of the whole name.
 * - a first name that is also an everyday Danish word (Bo, Liv, Sol, Storm, Bjørn, Tage:
 *   `EVERYDAY_WORD_NAMES`) only with a capital, so "Bo skal bo hos mormor" keeps its verb.
 * - a group's name (`wholeOnly`) only as a whole, in any case: it is made of ordinary words.
 * Removing a little too much from a prompt costs a slightly vaguer story; leaving a name in breaks
 * the promise, so where in doubt a name part is removed.
 */

/** A name to keep out of a text, and what is written in its place. */
export interface NameToRedact {
  name: string;
  /** What stands in the name's place: a placeholder the caller swaps back, or words such as 'et barn'. */
  replacement: string;
  /** A group's name: removed only as a whole, never by its words. */
  wholeOnly?: boolean;
}

/** First names that are also everyday Danish words; alone they are removed only with a capital. */
export const EVERYDAY_WORD_NAMES: ReadonlySet<string> = new Set([
  'anker', 'ask', 'aske', 'birk', 'bjørn', 'bo', 'bue', 'dag', 'falk', 'gry', 'kaj', 'lilje', 'liv', 'lykke', 'lærke', 'mark',
  'mynte', 'pil', 'ravn', 'rose', 'rune', 'saga', 'silke', 'sol', 'sten', 'storm', 'tage', 'ulv', 'viol', 'ørn',
]);

/** Parts shorter than this are removed only as part of a longer form of the name. */
const MIN_PART_LETTERS = 3;

interface Form {
  /** NFC, single spaces between words */
  text: string;
  anyCase: boolean;
  replacement: string;
}

const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
const letters = (s: string) => s.match(/\p{L}/gu)?.length ?? 0;
const isCapitalised = (s: string) => /^\p{Lu}/u.test(s);

/** The forms of one name to look for, each with whether any case matches. */
function formsOf(entry: NameToRedact): Form[] {
  const name = entry.name.normalize('NFC').trim().replace(/\s+/g, ' ');
  const { replacement } = entry;
  if (entry.wholeOnly) return letters(name) ? [{ text: name, anyCase: true, replacement }] : [];
  if (letters(name) < 2) return [];
  const words = name.split(' ');
  const everyday = (run: string) => EVERYDAY_WORD_NAMES.has(run.toLocaleLowerCase('da'));
  // The whole name, then the runs of words from the first: "Anna Sofie" of "Anna Sofie Hansen", down to the first name alone.
  const forms: Form[] = [];
  for (let end = words.length; end >= 1; end--) {
    const run = words.slice(0, end).join(' ');
    if (letters(run) >= 2) forms.push({ text: run, anyCase: !(end === 1 && everyday(run)), replacement });
  }
  // Each half of a hyphenated first name is a first name too: "Sofie" of "Sofie-Marie".
  const [first, ...later] = words;
  for (const half of first.includes('-') ? first.split('-') : []) {
    if (letters(half) >= 2) forms.push({ text: half, anyCase: !everyday(half), replacement });
  }
  // Every later part alone (middle names, the surname, their halves) only as a name is written.
  for (const part of later.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w]))) {
    if (letters(part) >= MIN_PART_LETTERS && isCapitalised(part)) forms.push({ text: part, anyCase: false, replacement });
  }
  return forms;
}

const escapeClass = (c: string) => c.replace(/[\\\][^-]/g, '\\$&');
const escapeText = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const single = (s: string) => [...s].length === 1;

/** One character of a name as a pattern: both cases, or only the capital; a space or hyphen stands for any run of either. */
function charPattern(c: string, capitalOnly: boolean): string {
  if (/[\s\-\u2010\u2011]/u.test(c)) return '[\\s\\-\\u2010\\u2011]+';
  if (c === "'" || c === '\u2019') return "['\u2019]";
  const upper = c.toLocaleUpperCase('da');
  if (capitalOnly) return escapeText(single(upper) ? upper : c);
  const variants = new Set([c, c.toLocaleLowerCase('da'), upper].filter(single));
  return variants.size > 1 ? `[${[...variants].map(escapeClass).join('')}]` : escapeText(c);
}

function patternOf(form: Form): string {
  return [...form.text].map((c, i) => charPattern(c, i === 0 && !form.anyCase)).join('');
}

/**
 * The text with every given name replaced, longest form first ("Sofie-Marie Hansen" before
 * "Sofie-Marie"), in one pass, so a replacement is never matched again. A genitive s stays after
 * the replacement ("Emils" -> "[NAVN]s"). The answer is NFC.
 */
export function redactNames(text: string, names: readonly NameToRedact[]): string {
  const byText = new Map<string, Form>();
  for (const form of names.flatMap(formsOf)) {
    const key = form.text.toLocaleLowerCase('da');
    const seen = byText.get(key);
    // The same form from two names: any case wins, and the first name's replacement.
    if (!seen) byText.set(key, form);
    else if (form.anyCase && !seen.anyCase) byText.set(key, { ...seen, anyCase: true });
  }
  const nfc = text.normalize('NFC');
  if (!byText.size) return nfc;
  const forms = [...byText.values()].sort((a, b) => [...b.text].length - [...a.text].length);
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${forms.map((f) => `(${patternOf(f)})`).join('|')})(?=[sS]?(?!${WORD_CHAR}))`, 'gu');
  return nfc.replace(pattern, (...groups: unknown[]) => {
    const index = groups.slice(1, forms.length + 1).findIndex((g) => g !== undefined);
    return forms[index].replacement;
  });
}
