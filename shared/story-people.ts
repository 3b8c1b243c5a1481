/**
 * Who a parent's words name: the family words, and who the parent says has died. One reading, used
 * by both writers (a person who has died is never drawn or made to act) and by the Historietjek.
 */

/**
 * The family words, in their groups: the one home of who a relative is. The writers, the scene
 * reader, the Historietjek and the picture words all take their lists from here.
 */
export const PARENTS = ['mor', 'far'] as const;
export const GRANDPARENTS = ['mormor', 'morfar', 'farmor', 'farfar', 'bedstemor', 'bedstefar', 'oldemor', 'oldefar'] as const;
export const AUNTS_AND_UNCLES = ['moster', 'faster', 'morbror', 'farbror', 'onkel', 'tante'] as const;
export const COUSINS = ['kusine', 'fætter'] as const;
export const SIBLINGS = ['storebror', 'lillebror', 'storesøster', 'lillesøster', 'bror', 'søster'] as const;

/** Family words: who a parent's 'mor er død' or 'Hvem er med?' names. */
export const FAMILY: readonly string[] = [...PARENTS, ...GRANDPARENTS, ...AUNTS_AND_UNCLES, ...COUSINS, ...SIBLINGS];

/** An answer to «Hvem er med?» that says the person is away ('lærer Hanne der er på kursus', 'far (ikke med)'). */
export const AWAY_ANSWER = /(?<![\p{L}])(?:ikke med|er væk|er på kursus|er på ferie|kommer ikke|kan ikke komme)(?![\p{L}])/iu;

/** Words before 'er død' that name nobody ('den, der er død'; 'han døde'). */
export const NOT_WHO_DIED = /^(der|som|hun|han|det|den|de|du|jeg|vi|man)$/i;

/** Who has died, by the parent's words: 'Mormor er død', 'morfar døde i søndags', 'vores kat Misser er død'. */

export function deadIn(text: string): string[] {
  const out: string[] = [];
  const re =
    /(?<![\p{L}])([\p{L}-]+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:er\s+(?:lige\s+)?(?:død|gået bort|sovet ind)|døde|er\s+afgået\s+ved\s+døden)(?![\p{L}])/giu;
  for (const m of text.matchAll(re)) {
    const who = m[1].trim();
    if (NOT_WHO_DIED.test(who)) continue;
    const named = who.match(/\s(\p{Lu}\p{Ll}+)$/u)?.[1];
    const person = named ?? (FAMILY.includes(who.toLowerCase()) ? who.toLowerCase() : who);
    if (!out.includes(person)) out.push(person);
  }
  return out;
}
