import { describe, expect, it } from 'vitest';
import { storyPatchSchema } from './schemas';

/** PATCH /api/stories/:id's body as the server reads it: the first problem's Danish text, as the API answers it. */
const problem = (body: unknown) => {
  const parsed = storyPatchSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0].message;
};
const page = (text: string, image: number | null = null) => ({ text, image });

describe('storyPatchSchema: pages', () => {
  it('takes 2-10 pages, each kept picture by its index, a new page without one', () => {
    const parsed = storyPatchSchema.parse({ title: ' Emil ', pages: [{ text: ' En.  ', image: 2 }, { text: 'To.' }] });
    expect(parsed).toEqual({ title: 'Emil', pages: [page('En.', 2), page('To.', null)] });
    expect(problem({ pages: Array.from({ length: 10 }, (_, i) => page(`Side ${i}.`)) })).toBeNull();
  });

  it('says in Danish how many pages a story may have', () => {
    expect(problem({ pages: [page('En.')] })).toBe('En historie skal have mindst 2 sider');
    expect(problem({ pages: Array.from({ length: 11 }, (_, i) => page(`Side ${i}.`)) })).toBe('En historie kan højst have 10 sider');
  });

  it('names the page that is empty or too long', () => {
    expect(problem({ pages: [page('En.'), page('  \n ')] })).toBe('Side 2 er tom. Skriv en tekst, eller fjern siden.');
    // A page of nothing but a marker line is empty too: it would not be a page when stored.
    expect(problem({ pages: [page('[Billede 1]'), page('To.')] })).toBe('Side 1 er tom. Skriv en tekst, eller fjern siden.');
    expect(problem({ pages: [page('En.'), page('To.'), page('x'.repeat(2001))] })).toBe('Teksten på side 3 må højst være 2000 tegn');
  });

  it('refuses two pages with one picture, a picture index that is no index, and pages with a raw text', () => {
    expect(problem({ pages: [page('En.', 1), page('To.', 1)] })).toBe(
      'To sider kan ikke have det samme billede. Hent historien igen, og prøv igen.',
    );
    expect(problem({ pages: [page('En.', 0), page('To.')] })).toBe('Siderne kunne ikke læses. Hent historien igen, og prøv igen.');
    expect(problem({ pages: [{ text: 'En.', image: '1' }, page('To.')] })).toBe(
      'Siderne kunne ikke læses. Hent historien igen, og prøv igen.',
    );
    expect(problem({ pages: 'En. To.' })).toBe('Siderne kunne ikke læses. Hent historien igen, og prøv igen.');
    expect(problem({ content: '[Billede 1]\nA', pages: [page('En.'), page('To.')] })).toBe(
      'Gem enten siderne eller teksten, ikke begge på én gang',
    );
  });

  it('keeps the raw form and a title alone', () => {
    expect(storyPatchSchema.parse({ content: ' [Billede 1]\nA ' })).toEqual({ content: '[Billede 1]\nA' });
    expect(storyPatchSchema.parse({ title: 'Ny' })).toEqual({ title: 'Ny' });
    expect(problem({})).toBe('Der er ingen ændringer at gemme');
  });
});
