/**
 * Who the offline illustrator may draw beside the child: where the page's scene says who is
 * physically there (`present`), a person it leaves out is not drawn, whatever the page's words name.
 */
import type { PlanScene } from '../../../shared/story-plan';
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
  /(?<![\p{L}])(børn\p{L}*|klassen|venne\p{L}*|ven|søskende|bror|søster|storebror|lillebror|storesøster|lillesøster|baby\p{L}*)(?![\p{L}])/u;

/** Whether a label of `present` is one the story says has died ('morfar', 'katten Misser'). */
export function isDead(label: string, dead: readonly string[]): boolean {
  const person = label.toLowerCase();
  return dead.some((d) => person === d.toLowerCase() || person.split(' ').includes(d.toLowerCase()));
}
