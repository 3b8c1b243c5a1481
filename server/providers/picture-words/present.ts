/**
 * Who the offline illustrator may draw beside the child: where the page's scene says who is
 * physically there (`present`), a person it leaves out is not drawn, whatever the page's words name.
 */
import type { PlanScene } from '../../../shared/story-plan';
import { FAMILY } from '../../../shared/story-people';
import { stemPattern } from '../../../shared/story-situations';
import type { PicturePlan } from './scene-words';
import { ADULT_ROLE_WORDS } from './scene-words.lexicon';

type Adult = NonNullable<PicturePlan['adult']>;

/** Whether someone of `present` is this adult, by the words that name their role ('mor', 'pædagogen Lone', 'tandlægen'). */
function named(adult: Adult, present: readonly string[]): boolean {
  const people = present.map((person) => person.toLowerCase());
  return ADULT_ROLE_WORDS.some(
    ([role, keywords, variant]) =>
      role === adult.role &&
      (!adult.variant || variant === adult.variant) &&
      keywords.some((k) => people.some((person) => stemPattern(k).test(person))),
  );
}

/**
 * The adult the page's words put beside the child, unless the page's scene names who else is there
 * and they are not among them, and never one the story says has died (`dead`, shared/story-people.ts).
 * The child alone is what a scene that says nothing says (a page read
 * from text, a story from before the plan) and what a writer says that knows no one's name (the
 * offline writer without 'Hvem er med?'), so there the page's words decide, as before the plan.
 */
export function adultOnPage(adult: Adult | null, scene: PlanScene, dead: readonly string[] = []): Adult | null {
  // A person the story says has died is never drawn, whatever the page's words name ('Vi tænker på mormor').
  if (!adult || named(adult, dead)) return null;
  if (!scene.present.some((person) => person !== 'child')) return adult;
  return named(adult, scene.present) ? adult : null;
}

/** The adult a label of `present` names ('mor', 'pædagogen Lone', 'den nye voksne'), or null for a child ('storebror'); an adult of no known role is a helper. */
export function adultOf(label: string): Adult | null {
  const person = label.toLowerCase();
  if (person === 'child' || CHILD_WORDS.test(person)) return null;
  for (const [role, keywords, variant] of ADULT_ROLE_WORDS) {
    if (keywords.some((k) => stemPattern(k).test(person))) return { role, variant: variant ?? '' };
  }
  return { role: 'helper', variant: '' };
}

const CHILD_WORDS =
  /(?<![\p{L}])(børn\p{L}*|klassen|venne\p{L}*|ven|venind\p{L}*|kammerat\p{L}*|klassekammerat\p{L}*|legekammerat\p{L}*|kusine\p{L}*|fætter\p{L}*|fætre\p{L}*|søskende|bror\p{L}*|søster\p{L}*|storebr\p{L}*|lillebr\p{L}*|storesøst\p{L}*|lillesøst\p{L}*|baby\p{L}*)(?![\p{L}])/u;

/** Another child the story names: a cousin, a sibling or a friend, drawn as a child beside the story's own. */
export interface OtherChild {
  gender: 'pige' | 'dreng' | null;
  /** Older or younger than the story's child, when the word says it (storebror, lillesøster). */
  age: 'older' | 'younger' | 'same';
  /** Family shares the child's skin colour; a friend need not. */
  family: boolean;
}

/** The one other child words name, first the longest (lillesøster before søster); a group (børnene, klassen) or a baby is not one. */
const OTHER_CHILDREN: readonly (readonly [RegExp, OtherChild])[] = [
  [/^(?:lillesøst|lille søster)/u, { gender: 'pige', age: 'younger', family: true }],
  [/^(?:lillebr|lille bror)/u, { gender: 'dreng', age: 'younger', family: true }],
  [/^(?:storesøst|store søster)/u, { gender: 'pige', age: 'older', family: true }],
  [/^(?:storebr|store bror)/u, { gender: 'dreng', age: 'older', family: true }],
  [/^søster/u, { gender: 'pige', age: 'same', family: true }],
  [/^bror/u, { gender: 'dreng', age: 'same', family: true }],
  [/^søskende/u, { gender: null, age: 'same', family: true }],
  [/^kusine/u, { gender: 'pige', age: 'same', family: true }],
  [/^(?:fætter|fætre)/u, { gender: 'dreng', age: 'same', family: true }],
  [/^venind/u, { gender: 'pige', age: 'same', family: false }],
  [/^(?:ven|vennen)(?!\p{L})/u, { gender: null, age: 'same', family: false }],
  [/^(?:klasse|lege)?kammerat/u, { gender: null, age: 'same', family: false }],
];

/** The other child a label of `present` names ('kusine Sara', 'lillebror', 'veninden Maja'), or null for an adult, a group or a baby. */
export function childOf(label: string): OtherChild | null {
  const person = label.toLowerCase().replace(/^(?:min|mit|mine|sin|sit|sine|hans|hendes|den|det)\s+/u, '');
  return OTHER_CHILDREN.find(([words]) => words.test(person))?.[1] ?? null;
}

/**
 * Whether a label of `present` is one the story says has died ('morfar', 'katten Misser'). Someone's
 * mother who died ('Yasmins mor døde') makes every «mor» of the story so: a drawn mother is hers.
 */
export function isDead(label: string, dead: readonly string[]): boolean {
  const person = label.toLowerCase();
  const words = dead.flatMap((d) => {
    const own = d.toLowerCase().match(/^\p{L}+s\s+(\p{L}+)$/u)?.[1];
    return own && FAMILY.includes(own) ? [d.toLowerCase(), own] : [d.toLowerCase()];
  });
  return words.some((d) => person === d || person.split(' ').includes(d));
}
