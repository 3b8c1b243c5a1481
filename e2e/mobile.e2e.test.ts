import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflow, phone, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, uniqueEmail, visible } from './harness';

describe('on a phone (390 x 844)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the landing and login pages without sideways scrolling', async () => {
    const page = await h.newPage(phone);
    await page.goto('/');
    await visible(page.getByRole('link', { name: 'Start Gratis Prøveperiode' }));
    expect(await overflow(page)).toBe(0);
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: 'Log ind', level: 1 }));
    expect(await overflow(page)).toBe(0);
  });

  it('opens the menu and navigates with it', async () => {
    const context = await h.newContext(phone);
    const page = await context.newPage();
    const email = uniqueEmail('telefon');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    expect(await overflow(page)).toBe(0);

    const toggle = page.getByRole('button', { name: 'Åbn menu' });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Luk menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await visible(menu);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL('**/profile');
    await visible(page.getByRole('heading', { name: 'Profil', level: 1 }));
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Åbn menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await overflow(page)).toBe(0);

    // Escape closes the menu again.
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await visible(menu);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });
});
