import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './checks';
import {
  ADMIN_EMAIL,
  type Harness,
  PASSWORD,
  registerAdminViaApi,
  registerViaApi,
  signInViaUi,
  startHarness,
  toast,
  uniqueEmail,
  visible,
} from './harness';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const characterForm = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: ['glad for tog'],
};

describe('the account: live role changes, own data and deletion (no payment keys)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    const setup = await h.newContext();
    await registerAdminViaApi(setup.request, h.app);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("shows an admin's role change in the user's open page without a reload", async () => {
    const email = uniqueEmail('live');
    const user = await h.newPage();
    await registerViaApi(user.context().request, h.app.baseUrl, email);
    await signInViaUi(user, email);
    await user.goto('/profile');
    await visible(
      user.getByText(
        'Premium kan ikke købes her. Har du brug for flere historier eller kort, kan administratoren give dig ubegrænset adgang.',
      ),
    );
    // Without CONTACT_EMAIL: who the administrator is, and the way on said once, not twice.
    await visible(user.getByText('Installationens administrator er den person eller organisation, der har sat Fortællehuset op for dig.'));
    expect(await user.getByText(/give dig ubegrænset adgang/).count()).toBe(1);
    expect(await user.getByRole('button', { name: /Opgrader til Premium|Prøv Premium/ }).count()).toBe(0);
    expect(await seriousViolations(user)).toEqual([]);
    await shot(user, 'profile-free-no-payments');
    const nav = user.getByRole('navigation', { name: 'Hovedmenu' });
    expect(await nav.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    // Nothing reloads the user's page from here on: navigation entries stay as they are.
    await user.evaluate(() => ((window as unknown as { marker: string }).marker = 'samme side'));

    // The admin, in another browser, gives the user unlimited access.
    const admin = await h.newPage();
    await signInViaUi(admin, ADMIN_EMAIL);
    await admin.goto('/admin');
    await admin.getByLabel('Søg efter email').fill(email);
    await admin.getByRole('button', { name: 'Søg', exact: true }).click();
    await (await visible(admin.getByLabel(`Rolle for ${email}`))).selectOption('unlimited');
    await visible(toast(admin, 'Brugerrolle sat til: Ubegrænset'));

    await visible(toast(user, 'Du har nu ubegrænset adgang'));
    await visible(user.getByText('Ubegrænset adgang', { exact: true }));
    await visible(user.getByText('Du har ubegrænset adgang gennem din rolle, så du behøver ikke Premium.'));
    await shot(user, 'profile-unlimited-live');

    // And then makes them an admin: the menu grows 'Admin Panel'.
    await admin.getByLabel(`Rolle for ${email}`).selectOption('admin');
    await visible(toast(admin, 'Brugerrolle sat til: Administrator'));
    await visible(nav.getByRole('link', { name: 'Admin Panel' }));
    await visible(toast(user, 'Du er nu administrator'));
    expect(await user.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('samme side');
  });

  it("downloads 'mine-data.zip' with the profile, the avatar and its picture", async () => {
    const email = uniqueEmail('eksport');
    const page = await h.newPage();
    const request = page.context().request;
    await registerViaApi(request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const headers = { Origin: h.app.baseUrl, 'Content-Type': 'application/json' };
    const candidates = await request.post(`${h.app.baseUrl}/api/characters/avatar`, { data: characterForm, headers });
    expect(candidates.ok()).toBe(true);
    const created = await request.post(`${h.app.baseUrl}/api/characters`, {
      data: { ...characterForm, avatar: (await candidates.json()).images[0].id },
      headers,
    });
    expect(created.status()).toBe(201);

    await page.goto('/profile');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download mine data' }).click()]);
    expect(download.suggestedFilename()).toBe('mine-data.zip');
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['profile.json', 'stories.json', 'characters.json', 'cards.json']));
    expect(JSON.parse(strFromU8(zip['profile.json'])).profile).toMatchObject({ email, role: 'user' });
    const [character] = JSON.parse(strFromU8(zip['characters.json']));
    expect(character).toMatchObject({ name: 'Emil', age: 6, characteristics: ['glad for tog'] });
    const avatar = zip[character.avatar];
    // A real WebP picture, the original rather than its thumbnail.
    expect(strFromU8(avatar.subarray(0, 4))).toBe('RIFF');
    expect(strFromU8(avatar.subarray(8, 12))).toBe('WEBP');
    expect(Object.keys(zip).some((n) => n.includes('.thumb.'))).toBe(false);
  });

  it('deletes the account after the confirmation text and the password; signing in then fails', async () => {
    const email = uniqueEmail('slet');
    const page = await h.newPage();
    await registerViaApi(page.context().request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    await page.goto('/profile');
    const opener = page.getByRole('button', { name: 'Slet min konto' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Slet min konto' });
    await visible(dialog);
    const confirmField = dialog.getByLabel('Skriv SLET MIN KONTO for at bekræfte');
    // Focus starts in the confirmation field; Escape closes and gives focus back.
    expect(await confirmField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.getByRole('button', { name: 'Slet min konto' }).click();
    await visible(dialog.getByText('Skriv SLET MIN KONTO for at bekræfte', { exact: true }).last());
    await confirmField.fill('slet min konto');
    await dialog.getByLabel('Din adgangskode').fill('forkert-kode-1');
    await dialog.getByRole('button', { name: 'Slet min konto' }).click();
    await visible(dialog.getByText('Forkert adgangskode'));
    await shot(page, 'delete-dialog-wrong-password');

    await dialog.getByLabel('Din adgangskode').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Slet min konto' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('status').getByText('Din konto og alle dine data er slettet'));
    await shot(page, 'deleted-landing');
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect((await page.context().cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log ind', exact: true }).last().click();
    await visible(page.getByText('Forkert email eller adgangskode').first());
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
