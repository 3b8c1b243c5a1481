import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, uniqueEmail, visible } from './harness';
import { createCharacter, generatedStory } from './story-api';

describe("'Historietjek': the story check for the adults", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("shows the saved story's check beside the editor, checks an edit once saved, and shows the light on the card and in the reader menu, not on the pages", async () => {
    const context = await h.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const email = uniqueEmail('tjek');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const session = { request: context.request, baseUrl: h.app.baseUrl };
    const emil = await createCharacter(session, 'Emil');
    const story = await generatedStory(session, emil.id, 'Emil skal til tandlæge');
    // The offline writer says only what the parent wrote, so its story is green or yellow.
    expect(['grøn', 'gul']).toContain(story.check.light);

    await page.goto(`/story/${story.id}/edit`);
    const panel = page.getByRole('region', { name: 'Historietjek' });
    await visible(panel);
    const status = panel.getByRole('status');
    await expect.poll(() => status.textContent()).toContain(`${story.check.score} af 100 point`);
    await visible(panel.getByRole('heading', { name: 'Form og sprog' }));
    expect(await seriousViolations(page)).toEqual([]);

    // A commanding, absolute sentence: the panel says it checks what is saved, and checks it once saved.
    const text = page.getByLabel('Tekst på side 4');
    await text.fill(`${await text.inputValue()}\nDu skal altid sidde helt stille.`);
    await visible(panel.getByText('Tjekket gælder den gemte historie', { exact: false }));
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect.poll(() => panel.getByText('Tjekket gælder den gemte historie', { exact: false }).count()).toBe(0);
    await visible(panel.getByText('»altid« er et absolut ord', { exact: false }));
    await visible(panel.getByText('Skriv hellere', { exact: false }).first());
    await visible(panel.getByText('giver barnet en ordre', { exact: false }));
    await expect
      .poll(async () => Number(/(\d+) af 100 point/.exec((await status.textContent()) ?? '')?.[1]))
      .toBeLessThan(story.check.score);
    if (process.env.SCREENSHOT_DIR) await panel.screenshot({ path: `${process.env.SCREENSHOT_DIR}/story-check-panel.png` });

    // Each sentence with its type, on request.
    await panel.getByText(/^Sætningerne \(\d+\)$/).click();
    await visible(panel.getByRole('listitem').filter({ hasText: 'Du skal altid sidde helt stille.' }).getByText('Vejledende'));
    const saved = (await (await session.request.get(`${session.baseUrl}/api/stories/${story.id}`)).json()) as typeof story;
    const light = { grøn: 'Grøn', gul: 'Gul', rød: 'Rød' }[saved.check.light];
    await visible(status.getByText(`Historietjek: ${light}`));

    // The card (for the adults) carries the saved text's light.
    await page.goto('/stories');
    const card = page.locator('article').filter({ hasText: story.title });
    await visible(card.getByText(`Historietjek: ${light}`));

    // The reader: not on the child's pages, only in 'Flere valg'.
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    expect(await page.getByText(/Historietjek|Form og sprog/).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Flere valg' }).click();
    await visible(page.getByText(`Historietjek: ${light}`));
    await visible(page.getByText(`${saved.check.score} af 100 point`));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
