/**
 * The story an AI writer (the loopback stand-in) writes in the Historietjek's tests, API and browser
 * alike: an invented illness on page 2 (red), a harmless detail the parent did not give on page 3,
 * and a page of one sentence. `[NAVN]` is where the stand-in puts the child's name.
 */
export const CHECK_STORY_TEXT = [
  'TITLE: Emil skal til tandlæge',
  '[Billede 1]',
  '[NAVN] skal til tandlæge. Mor går med.',
  '[Billede 2]',
  '[NAVN] sidder i den store stol. Mormor er syg.',
  '[Billede 3]',
  'Tandlægen kigger på tænderne. Der er en lampe i loftet.',
  '[Billede 4]',
  '[NAVN] og mor går hjem.',
].join('\n');
