import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './checks';
import { ADMIN_EMAIL, type Harness, registerAdminViaApi, signInViaUi, startHarness, visible } from './harness';

describe('accessibility (axe-core, WCAG 2 A and AA)', () => {
  let h: Harness;
  let page: Page;
  beforeAll(async () => {
    h = await startHarness();
    page = await h.newPage();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('landing page', async () => {
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('login page, with validation messages shown', async () => {
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: 'Log ind', level: 1 }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log ind', exact: true }).last().click();
    await visible(page.getByText('Indtast venligst din email'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('dashboard, profile and admin panel', async () => {
    await registerAdminViaApi(page.context().request, h.app);
    await signInViaUi(page, ADMIN_EMAIL);
    await visible(page.getByRole('heading', { name: 'Velkommen!' }));
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: the first Tab reaches the skip link, which jumps to the page content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Spring til indhold');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.goto('/profile');
    await visible(page.getByRole('heading', { name: 'Profil', level: 1 }));
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Panel', level: 1 }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Alle brugere' }).click();
    await visible(page.getByText('1 brugere i alt'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
