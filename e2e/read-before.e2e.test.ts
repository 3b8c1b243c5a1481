import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, danishToday, formatDay } from '../shared/event-date';
import { animationsDone, phone, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaApi, startHarness, uniqueEmail, visible } from './harness';
import { screenshotDir } from './screenshots';
import { type ApiSession, createCharacter, generatedStory, jsonHeaders, textFirstStory } from './story-api';

/** 'Read before the event' (issue 19, part 3): the dashboard's 'Læs i dag' and the reading log on a story's card. */
describe("'Læs i dag' and the reading log", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const setEventDate = async ({ request, baseUrl }: ApiSession, id: string, eventDate: string) => {
    const res = await request.patch(`${baseUrl}/api/stories/${id}`, { data: { eventDate }, headers: jsonHeaders(baseUrl) });
    expect(res.status()).toBe(200);
  };

  it('shows a story whose event is in 2 days with «om 2 dage», not one in 10 days, and the log after reading to the end', async () => {
    const baseUrl = h.app.baseUrl;
    const email = uniqueEmail('laes');
    const context = await h.newContext();
    await registerViaApi(context.request, baseUrl, email);
    await signInViaApi(context.request, baseUrl, email);
    const session = { request: context.request, baseUrl };
    const character = await createCharacter(session, 'Emil');
    const soon = await generatedStory(session, character.id, 'Emil skal til tandlæge');
    const later = await textFirstStory(session, character.id, 'Emil skal til frisør');
    const today = danishToday();
    await setEventDate(session, soon.id, addDays(today, 2));
    await setEventDate(session, later.id, addDays(today, 10));

    const page = await context.newPage();
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Læs i dag' });
    await visible(section);
    const item = section.getByRole('listitem').filter({ hasText: soon.title });
    await visible(item);
    await expect.poll(() => item.textContent()).toContain('om 2 dage');
    expect(await item.textContent()).toContain(`Sker ${formatDay(addDays(today, 2), Number(today.slice(0, 4)))}`);
    expect(await section.getByText(later.title).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    if (screenshotDir) {
      await section
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      await animationsDone(page);
      await section.screenshot({ path: path.join(screenshotDir, 'read-today-1280.png') });
    }

    // Read to the end: the card says so.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: soon.title, level: 3 }) })
      .last();
    expect(await card.getByTestId('reading-log').count()).toBe(0);
    await page.goto(`/story/${soon.id}`);
    const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${soon.id}/readings`));
    await page.getByRole('button', { name: 'Start historien' }).click();
    const next = page.getByRole('button', { name: 'Næste side' });
    // The cover and one page per scene: Start shows page 1, then one 'Næste side' per page after it.
    for (let shown = 1; shown < soon.images.length - 1; shown++) {
      await page
        .getByText(`Side ${shown} af ${soon.images.length - 1}`)
        .first()
        .waitFor();
      await next.click();
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect((await recorded).status()).toBe(200);
    await page.goto('/dashboard');
    const log = page.getByRole('article').filter({ hasText: 'Læst 1 gang' });
    await visible(log);
    expect(await log.getByTestId('reading-log').textContent()).toBe(`Læst 1 gang · senest ${formatDay(today)}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Read again with read-aloud playing on the way: counted, and 'læst op'.
    await page.goto(`/story/${soon.id}`);
    const again = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${soon.id}/readings`));
    await page.getByRole('button', { name: 'Start oplæsning' }).click();
    await visible(page.getByRole('button', { name: 'Stop oplæsning' }), 30_000);
    await page.getByRole('button', { name: 'Stop oplæsning' }).click();
    const announced = page.locator('p[aria-live="polite"]');
    while (!(await next.isDisabled())) {
      const before = await announced.textContent();
      await next.click();
      await expect.poll(() => announced.textContent()).not.toBe(before);
    }
    expect((await again).status()).toBe(200);
    await page.goto('/dashboard');
    await visible(page.getByRole('article').filter({ hasText: 'Læst 2 gange' }).first());
    expect(await page.getByRole('article').filter({ hasText: 'Læst 2 gange' }).first().getByTestId('reading-log').textContent()).toBe(
      `Læst 2 gange · senest ${formatDay(today)} · læst op`,
    );

    // The editor gives the other story a date: tomorrow, so it joins 'Læs i dag'.
    await page.goto(`/story/${later.id}/edit`);
    const dateField = page.getByLabel('Hvornår sker det?');
    await visible(dateField);
    await dateField.fill(addDays(today, 1));
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${later.id}`) && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    expect((await saved).status()).toBe(200);
    await page.goto('/dashboard');
    await visible(
      page
        .getByRole('region', { name: 'Læs i dag' })
        .getByRole('listitem')
        .filter({ hasText: later.title })
        .getByText('i morgen', { exact: true }),
    );

    // A phone: the same section, still calm.
    const mobile = await h.newContext(phone);
    await mobile.addCookies(await context.cookies());
    const small = await mobile.newPage();
    await small.goto('/dashboard');
    const phoneSection = small.getByRole('region', { name: 'Læs i dag' });
    await visible(phoneSection.getByText('om 2 dage'));
    expect(await seriousViolations(small)).toEqual([]);
    if (screenshotDir) {
      await phoneSection
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      await animationsDone(small);
      await phoneSection.screenshot({ path: path.join(screenshotDir, 'read-today-390.png') });
    }
  });
});
