import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import { storyFactsMessages as m } from '../shared/messages.da';
import { parseStory } from '../shared/story-text';
import { typicalSteps } from '../shared/story-situations';
import { overflow, phone, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, uniqueEmail, visible } from './harness';
import { createCharacter } from './story-api';

/** A parent answers the story form's questions; the story that comes out is built from them, and reads in the reader. */
describe('the story form asks for the facts, and the story keeps them', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('prefills the steps of a known situation, keeps the parent\'s edits, and writes the story from the answers', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('fakta');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const ida = await createCharacter({ request: context.request, baseUrl: h.app.baseUrl }, 'Ida');
    await page.goto(`/stories/create?character=${ida.id}`);

    await visible(page.getByRole('group', { name: new RegExp(m.legend) }));
    // An unknown situation: the form asks for the steps instead of inventing them.
    await page.getByLabel('Titel').fill('Vi skal have ny sofa');
    await visible(page.getByText(m.stepsAsk));
    expect(await page.getByRole('textbox', { name: 'Trin 1', exact: true }).inputValue()).toBe('');

    // A known one: its typical steps, ready to edit.
    await page.getByLabel('Titel').fill('Første dag i SFO');
    await page.getByLabel('Beskriv situationen').fill('Ida skal starte i SFO på mandag. Hun har svært ved at vente i kø til eftermiddagsmaden.');
    await visible(page.getByText(m.stepsPrefilled));
    const typical = typicalSteps('Første dag i SFO');
    await expect.poll(() => page.getByRole('textbox', { name: 'Trin 1', exact: true }).inputValue()).toBe(typical[0]);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/story-facts-prefilled.png`, fullPage: true });

    // The parent edits the list: one step rewritten, the last one removed, one added.
    const step1 = page.getByRole('textbox', { name: 'Trin 1', exact: true });
    await step1.fill('Pædagogen Jonas henter mig i klassen kl. 12');
    await page.getByRole('button', { name: m.removeStep(typical.length) }).click();
    await page.getByRole('button', { name: m.addStep }).click();
    await page.getByRole('textbox', { name: `Trin ${typical.length}`, exact: true }).fill('Far henter mig kl. 15.30');
    // Editing the title again no longer replaces the parent's steps.
    await page.getByLabel('Titel').fill('Idas første dag i SFO');
    await page.waitForTimeout(700);
    expect(await step1.inputValue()).toBe('Pædagogen Jonas henter mig i klassen kl. 12');

    await page.getByLabel(m.whereLabel).fill('i SFO Solsikken');
    await page.getByLabel(m.whenLabel).fill('mandag efter skole');
    await page.getByLabel(m.whoLabel).fill('far, pædagogen Jonas');
    await page.getByLabel(m.hardLabel).fill('at vente i kø');
    await page.getByLabel(m.helpsLabel).fill('at tælle til ti');

    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    await page.waitForURL(/\/story\/preview\?id=[0-9a-f-]{36}$/, { timeout: 60_000 });
    const id = new URL(page.url()).searchParams.get('id')!;

    // The stored story keeps what the parent answered, and its text uses it.
    const story = (await (await context.request.get(`${h.app.baseUrl}/api/stories/${id}`)).json()) as StoryDetail;
    expect(story.facts).toMatchObject({ where: 'i SFO Solsikken', when: 'mandag efter skole', who: ['far', 'pædagogen Jonas'], hard: 'at vente i kø', helps: 'at tælle til ti' });
    expect(story.facts.steps?.[0]).toBe('Pædagogen Jonas henter mig i klassen kl. 12');
    expect(story.facts.steps?.at(-1)).toBe('Far henter mig kl. 15.30');
    expect(story.description).toContain('Ida skal starte i SFO på mandag.');
    const scenes = parseStory(story.content).scenes.map((s) => s.text);
    const text = scenes.join(' ');
    expect(text).toContain('Det sker mandag efter skole i SFO Solsikken.');
    expect(text).toMatch(/Pædagogen Jonas henter Ida i klassen kl\. 12\./);
    expect(text).toMatch(/Far henter (Ida|hende) kl\. 15\.30\./);
    expect(text).toContain('Det kan være svært at vente i kø');
    expect(text).toContain('Det kan hjælpe at tælle til ti.');
    expect(text).not.toMatch(/mor eller far|har svært ved/);
    expect(scenes.slice(1).join(' ')).toMatch(/SFO/);

    // The child reads it: the first page, then on to the last.
    await visible(page.getByRole('heading', { name: 'Idas første dag i SFO', level: 1 }));
    for (let n = 2; n <= scenes.length + 1; n++) await page.getByRole('button', { name: `Gå til side ${n}` }).click();
    await visible(page.getByText(scenes.at(-1)!.split('. ')[0]));
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/story-facts-reader.png` });
    await context.close();
  });

  it('fits a phone, and a group story gets the same questions', async () => {
    const context = await h.newContext(phone);
    const page = await context.newPage();
    const email = uniqueEmail('fakta-mobil');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    await page.goto('/stories/create?til=gruppe');
    await visible(page.getByRole('group', { name: new RegExp(m.legend) }));
    await visible(page.getByLabel(m.whereLabel));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/story-facts-phone.png`, fullPage: true });
    await context.close();
  });
});
