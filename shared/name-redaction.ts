/**
 * Keeps children's names out of everything sent to an AI provider (docs/security.md, "Name
 * redaction"). Every provider adapter runs what it sends through `redactNames`, with the names its
 * caller passes in, so no free-text field can carry a name past it.
 *
 * What is matched, in the text and the name folded alike (`foldText`: NFKC, without invisible format
 * characters such as U+200B or the soft hyphen, in lower case, without accents, ø also as o, æ also
 * as a, å also as a: "ZOE", "Zoe", "Z\u200Boë" and "Zoe\u0308" are all Zoë, "Soren" is Søren), only
 * as whole words ("Emil" is not removed from "Emilie" nor from "emil\u200Bsen"), with its genitive s
 * ("Emils", "emils"; a name that is also a word, such as Line, only with a capital, so "clean lines"
 * stays whole). The
 * span matched is replaced in the text as it was written; everything around it is left as it is:
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
  'anker',
  'ask',
  'aske',
  'birk',
  'bjørn',
  'bo',
  'bue',
  'dag',
  'falk',
  'gry',
  'kaj',
  'lilje',
  'line',
  'liv',
  'lykke',
  'lærke',
  'mark',
  'mynte',
  'pil',
  'ravn',
  'rose',
  'rune',
  'saga',
  'silke',
  'sol',
  'sten',
  'storm',
  'tage',
  'ulv',
  'viol',
  'ørn',
]);

/** Parts shorter than this are removed only as part of a longer form of the name. */
const MIN_PART_LETTERS = 3;

interface Form {
  /** NFKC, without format characters, single spaces between words */
  text: string;
  anyCase: boolean;
  replacement: string;
}

const FORMAT = /\p{Cf}/u;
const letters = (s: string) => s.match(/\p{L}/gu)?.length ?? 0;
const isCapitalised = (s: string) => /^\p{Lu}/u.test(s);
const cleanName = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .replace(/\s+/g, ' ');

/** The forms of one name to look for, each with whether any case matches. */
function formsOf(entry: NameToRedact): Form[] {
  const name = cleanName(entry.name);
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

/** One character as it is compared: NFKC, lower case, without accents; ø as o and æ as ae (the name's pattern also takes oe and a). */
function foldChar(c: string): string {
  if (FORMAT.test(c)) return '';
  return (
    c
      .normalize('NFKC')
      .toLocaleLowerCase('da')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .replace(/ß/g, 'ss')
      // Letters whose accent NFD does not take apart.
      .replace(/ł/g, 'l')
      .replace(/[đð]/g, 'd')
      .replace(/þ/g, 'th')
      .replace(/ı/g, 'i')
  );
}

/** The text folded for matching, with the span of the original text each folded character came from. */
function foldText(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const c of text) {
    const f = foldChar(c);
    for (let k = 0; k < f.length; k++) {
      from.push(i);
      to.push(i + c.length);
    }
    folded += f;
    i += c.length;
  }
  return { folded, from, to };
}

const escapeText = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A name as a pattern over folded text: æ, ø, å also as ae/a, oe/o, aa/a; a space or hyphen stands for any run of either. */
function patternOf(form: Form): string {
  return [...form.text]
    .map((c) => {
      if (/[\s\-\u2010\u2011]/u.test(c)) return '[\\s\\-\\u2010\\u2011]+';
      if (c === "'" || c === '\u2019') return "['\u2019]";
      const lower = c.toLocaleLowerCase('da');
      if (lower === 'æ') return '(?:ae|a)';
      if (lower === 'ø') return '(?:oe|o)';
      if (lower === 'å' || lower === 'a\u030a') return '(?:aa|a)';
      return escapeText(foldChar(c));
    })
    .join('');
}

interface Found {
  /** the span in the original text */
  start: number;
  end: number;
  replacement: string;
}

/**
 * The text with every given name replaced, longest form first where two begin at the same place
 * ("Sofie-Marie Hansen" before "Sofie-Marie"), in one pass, so a replacement is never matched
 * again. A genitive s stays after the replacement ("Emils" -> "[NAVN]s"). The answer is NFC.
 */
export function redactNames(text: string, names: readonly NameToRedact[]): string {
  const byText = new Map<string, Form>();
  for (const form of names.flatMap(formsOf)) {
    const key = [...form.text].map(foldChar).join('');
    const seen = byText.get(key);
    // The same form from two names: any case wins, and the first name's replacement.
    if (!seen) byText.set(key, form);
    else if (form.anyCase && !seen.anyCase) byText.set(key, { ...seen, anyCase: true });
  }
  if (!byText.size) return text.normalize('NFC');
  const { folded, from, to } = foldText(text);
  const found: Found[] = [];
  for (const form of byText.values()) {
    for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])(?:${patternOf(form)})(s?)(?![\\p{L}\\p{N}])`, 'gu'))) {
      const first = match.index;
      const last = first + match[0].length - match[1].length - 1;
      const capital = isCapitalised(text.slice(from[first]));
      // Written in lower case it is a word ("bo", "skov", "line": "clean lines" stays whole).
      if (!form.anyCase && !capital) continue;
      found.push({ start: from[first], end: to[last], replacement: form.replacement });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const f of found) {
    if (f.start < at) continue;
    let { start, end } = f;
    // Invisible characters and accents written apart that belong to the name go with it.
    while (start > at && FORMAT.test(text[start - 1])) start--;
    while (end < text.length && /[\p{M}\p{Cf}]/u.test(text[end])) end++;
    out += text.slice(at, start) + f.replacement;
    at = end;
  }
  return (out + text.slice(at)).normalize('NFC');
}
