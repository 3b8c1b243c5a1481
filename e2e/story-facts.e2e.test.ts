import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import { storyFactsMessages as m } from '../shared/messages.da';
import { parseStory } from '../shared/story-text';
import { typicalSteps } from '../shared/story-situations';
import { overflow, phone, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, uniqueEmail, visible } from './harness';
import { screenshot } from './screenshots';
import { createCharacter } from './story-api';

const stepField = (page: import('playwright-core').Page, n: number) => page.getByRole('textbox', { name: m.stepLabel(n), exact: true });

/**
 * A parent answers the story form's questions. A situation's typical steps are only suggestions:
 * the parent keeps them, edits one, and the story tells exactly the steps kept, in the third person.
 */
describe('the story form offers suggested steps; the story keeps only what the parent keeps', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('accepts the suggested steps, edits one, writes the story and reads it', async () => {
    const context = await h.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = uniqueEmail('fakta');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const ida = await createCharacter({ request: context.request, baseUrl: h.app.baseUrl }, 'Ida');
    await page.goto(`/stories/create?character=${ida.id}`);

    // Before writing: the three questions that matter most are shown, the others folded.
    const facts = page.getByRole('group', { name: new RegExp(m.legend) });
    await visible(facts);
    await visible(page.getByText(m.intro));
    await visible(page.getByRole('group', { name: m.stepsLegend }));
    await visible(page.getByLabel(m.hardLabel));
    await visible(page.getByLabel(m.helpsLabel));
    expect(await page.getByLabel(m.whereLabel).isVisible()).toBe(false);
    // One «when»: a date and the words, in one group.
    const when = page.getByRole('group', { name: m.whenLegend });
    await visible(when.getByLabel(m.whenDateLabel));
    await visible(when.getByLabel(m.whenLabel));

    // An unknown situation: nothing suggested, one empty step to fill in.
    await page.getByLabel('Titel').fill('Vi skal have ny sofa');
    await page.waitForTimeout(700);
    expect(await page.getByRole('group', { name: m.suggestionsHeading }).count()).toBe(0);
    expect(await stepField(page, 1).inputValue()).toBe('');

    // A known one: its typical steps are suggested beside the steps, and nothing is filled in.
    await page.getByLabel('Titel').fill('Første dag i SFO');
    await page
      .getByLabel('Beskriv situationen')
      .fill('Ida skal starte i SFO på mandag. Hun har svært ved at vente i kø til eftermiddagsmaden.');
    const suggestions = page.getByRole('group', { name: m.suggestionsHeading });
    await visible(suggestions);
    const typical = typicalSteps('Første dag i SFO');
    expect(typical.length).toBeGreaterThan(2);
    for (const step of typical) await visible(suggestions.getByRole('button', { name: m.keepSuggestionLabel(step) }));
    expect(await stepField(page, 1).inputValue()).toBe('');
    expect(await stepField(page, 2).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'story-form-suggestions-1280', { fullPage: true });

    // The parent keeps them all, then edits the list: the first step rewritten, the last removed, one added.
    await suggestions.getByRole('button', { name: m.useSuggestions }).click();
    for (const [i, step] of typical.entries()) expect(await stepField(page, i + 1).inputValue()).toBe(step);
    await visible(suggestions.getByRole('button', { name: m.allSuggestionsKept }));
    await visible(suggestions.getByRole('button', { name: m.suggestionKeptLabel(typical[1]) }));
    await stepField(page, 1).fill('Pædagogen Jonas henter mig i klassen kl. 12');
    await page.getByRole('button', { name: m.removeStep(typical.length) }).click();
    await page.getByRole('button', { name: m.addStep }).click();
    await stepField(page, typical.length).fill('Far henter mig kl. 15.30');
    // A new title changes the suggestions, never the parent's steps.
    await page.getByLabel('Titel').fill('Idas første dag i SFO');
    await page.waitForTimeout(700);
    expect(await stepField(page, 1).inputValue()).toBe('Pædagogen Jonas henter mig i klassen kl. 12');
    expect(await stepField(page, typical.length).inputValue()).toBe('Far henter mig kl. 15.30');
    expect(await stepField(page, typical.length + 1).count()).toBe(0);

    await when.getByLabel(m.whenDateLabel).fill('2030-08-12');
    await when.getByLabel(m.whenLabel).fill('mandag efter skole');
    await page.getByLabel(m.hardLabel).fill('at vente i kø');
    await page.getByLabel(m.helpsLabel).fill('at tælle til ti');
    await page.getByRole('button', { name: m.show }).click();
    await page.getByLabel(m.whereLabel).fill('i SFO Solsikken');
    await page.getByLabel(m.whoLabel).fill('far, pædagogen Jonas');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    await page.waitForURL(/\/story\/preview\?id=[0-9a-f-]{36}$/, { timeout: 60_000 });
    const id = new URL(page.url()).searchParams.get('id')!;

    // The stored story keeps exactly what the parent kept and wrote, and the date.
    const story = (await (await context.request.get(`${h.app.baseUrl}/api/stories/${id}`)).json()) as StoryDetail;
    expect(story.eventDate).toBe('2030-08-12');
    expect(story.facts).toEqual({
      where: 'i SFO Solsikken',
      when: 'mandag efter skole',
      who: ['far', 'pædagogen Jonas'],
      steps: ['Pædagogen Jonas henter mig i klassen kl. 12', ...typical.slice(1, -1), 'Far henter mig kl. 15.30'],
      hard: 'at vente i kø',
      helps: 'at tælle til ti',
    });
    // The text tells the kept steps and the edited one in the third person: 'jeg' and 'mig' are Ida.
    const scenes = parseStory(story.content).scenes.map((s) => s.text);
    const text = scenes.join(' ');
    expect(text).toContain('Det sker mandag efter skole i SFO Solsikken.');
    expect(text).toMatch(/Pædagogen Jonas henter Ida i klassen kl\. 12\./);
    expect(text).toMatch(/Far henter (Ida|hende) kl\. 15\.30\./);
    expect(text).toContain('En voksen fra SFO siger hej');
    expect(text).toMatch(/(Ida|Hun) kan lege inde eller ude/);
    expect(text).not.toMatch(/\b(jeg|mig|min)\b/i);
    // The suggestion the parent removed never reaches the story.
    expect(text).not.toMatch(/bliver hentet/);
    expect(text).toContain('Det kan hjælpe at tælle til ti.');

    // The child reads it: the first page, then on to the last.
    await visible(page.getByRole('heading', { name: 'Idas første dag i SFO', level: 1 }));
    for (let n = 1; n <= scenes.length; n++) await page.getByRole('button', { name: `Gå til side ${n}` }).click();
    await visible(page.getByText(scenes.at(-1)!.split('. ')[0]));
    await context.close();
  });

  it('on a phone, a sensitive topic is only suggested: the parent keeps a step one at a time', async () => {
    const context = await h.newContext(phone);
    const page = await context.newPage();
    const email = uniqueEmail('fakta-mobil');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    await page.goto('/stories/create?til=gruppe');
    await visible(page.getByRole('group', { name: new RegExp(m.legend) }));

    // «Moster skal have en baby» is not the children's own sibling: the form changes nothing by itself.
    await page.getByLabel('Titel').fill('Moster skal have en baby');
    const suggestions = page.getByRole('group', { name: m.suggestionsHeading });
    await visible(suggestions);
    await visible(suggestions.getByText(m.suggestionsSensitive));
    expect(await suggestions.getByRole('button', { name: m.useSuggestions }).count()).toBe(0);
    expect(await stepField(page, 1).inputValue()).toBe('');

    const visit = typicalSteps('Moster skal have en baby').find((s) => /besøger/.test(s))!;
    await suggestions.getByRole('button', { name: m.keepSuggestionLabel(visit) }).click();
    expect(await stepField(page, 1).inputValue()).toBe(visit);
    expect(await stepField(page, 2).count()).toBe(0);
    await visible(suggestions.getByRole('button', { name: m.suggestionKeptLabel(visit) }));

    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The window as the parent sees it at the suggestions (a whole phone page is too tall to read).
    await page.getByRole('group', { name: m.stepsLegend }).evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80); // below the phone's sticky top bar
    });
    await screenshot(page, 'story-form-suggestions-390');
    await context.close();
  });
});
