import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarCandidates, Character } from '../shared/api-types';
import { overflow, phone, picturesLoaded, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, toast, uniqueEmail, visible } from './harness';

async function signedInPage(h: Harness, options = {}) {
  const context = await h.newContext(options);
  const page = await context.newPage();
  const email = uniqueEmail('avatar');
  await registerViaApi(context.request, h.app.baseUrl, email);
  await signInViaUi(page, email);
  return page;
}

/** A character made through the API, as another session of the same user would. */
async function createViaApi(request: APIRequestContext, baseUrl: string, name: string): Promise<Character> {
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
  const look = { gender: 'pige', age: 8, hairColor: 'langt og sort', eyeColor: 'brune', skinColor: 'mørk', outfit: 'gul kjole' };
  const avatar = await request.post(`${baseUrl}/api/characters/avatar`, { data: look, headers });
  expect(avatar.status()).toBe(200);
  const { images } = (await avatar.json()) as AvatarCandidates;
  const created = await request.post(`${baseUrl}/api/characters`, {
    data: { ...look, name, characteristics: 'kreativ', avatar: images[0].id },
    headers,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Character;
}

async function fillCharacterForm(scope: Page | Locator, fields: { name: string; age: string; gender: string; skin: string }) {
  await scope.getByLabel('Navn').fill(fields.name);
  await scope.getByLabel('Alder').fill(fields.age);
  await scope.getByRole('radio', { name: fields.gender, exact: true }).check({ force: true });
  // Exact: the hair style «Vælg ud fra hårfarven» has the word too.
  await scope.getByLabel('Hårfarve', { exact: true }).fill('lysebrunt og krøllet');
  await scope.getByLabel('Øjenfarve').fill('blå');
  await scope.getByRole('radio', { name: fields.skin, exact: true }).check({ force: true });
  await scope.getByLabel('Tøj').fill('blå hættetrøje og jeans');
  await scope.getByLabel('Egenskaber').fill(' rolig, , nysgerrig ,glad for tog,');
}

describe('avatars: create, edit, delete and choose a character', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates an avatar offline, edits it, deletes another and picks it for a story', async () => {
    const page = await signedInPage(h);
    const { baseUrl } = h.app;

    await page.goto('/new-story');
    await visible(page.getByRole('heading', { name: 'Sådan kommer du i gang', level: 1 }));
    await visible(page.getByText('Du har ingen avatarer endnu. Opret din første!'));
    expect(await seriousViolations(page)).toEqual([]);

    // Create mode; 'Tilbage' returns to select.
    await page.getByRole('button', { name: 'Opret ny karakter' }).click();
    await visible(page.getByRole('heading', { name: 'Opret Avatar', level: 1 }));
    await page.getByRole('button', { name: 'Tilbage' }).click();
    await visible(page.getByRole('heading', { name: 'Sådan kommer du i gang', level: 1 }));
    await page.getByRole('button', { name: 'Opret ny karakter' }).click();

    // Saving too early says what is missing, tied to the fields.
    await page.getByRole('button', { name: 'Gem avatar' }).click();
    await visible(page.getByText('Udfyld venligst barnets navn'));
    await visible(page.getByRole('alert').filter({ hasText: 'Generer venligst en avatar først' }));
    expect(await page.getByLabel('Navn').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await fillCharacterForm(page, { name: 'Emil', age: '6', gender: 'Dreng', skin: 'Lys' });
    // The form says which words the picture shows, and calmly which it cannot, tied to the field.
    await visible(page.getByText('Tegnes: lysebrunt, krøllet'));
    const outfit = page.getByLabel('Tøj');
    await outfit.fill('blå hættetrøje og jeans med glimmer');
    await visible(page.getByText('Disse ord kan ikke tegnes: glimmer'));
    const description = await outfit.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(description).toContain('Tegnes: blå, hættetrøje, jeans');
    expect(description).toContain('Disse ord kan ikke tegnes: glimmer');
    // The builder's choices: a hair style and glasses.
    expect(await page.getByRole('radio', { name: 'Vælg ud fra hårfarven' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Fletninger', exact: true }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Briller' }).check();
    expect(await page.getByRole('radio', { name: 'Ingen', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Generer avatar' }).click();
    await visible(toast(page, 'Avatar er genereret!'), 20_000);
    const candidates = page.getByRole('group', { name: 'Vælg den avatar, du bedst kan lide' });
    const radios = candidates.getByRole('radio');
    expect(await radios.count()).toBe(4);
    expect(await radios.first().isChecked()).toBe(true);
    // The keyboard lands on the chosen picture, and the arrow keys choose another.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('input[type=radio][name=avatar]:checked'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await radios.nth(1).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await picturesLoaded(candidates.getByRole('img'))).toBe(4);
    await visible(page.getByRole('img', { name: 'Valgt avatar' }));
    await visible(page.getByText(/Avataren viser hele barnet/).first());
    expect(await seriousViolations(page)).toEqual([]);

    // Choose the second picture, then save.
    await radios.nth(1).check({ force: true });
    const chosenUrl = await candidates.getByRole('img').nth(1).getAttribute('src');
    expect(await page.getByRole('img', { name: 'Valgt avatar' }).getAttribute('src')).toBe(chosenUrl);
    await page.getByRole('button', { name: 'Gem avatar' }).click();
    await visible(toast(page, 'Avatar gemt!'));
    await visible(page.getByRole('heading', { name: 'Sådan kommer du i gang', level: 1 }));
    const emilLink = page.getByRole('link', { name: 'Vælg Emil' });
    await visible(emilLink);
    const emilCard = page.getByRole('listitem').filter({ has: emilLink });
    expect(await picturesLoaded(emilCard.locator('img'))).toBe(1);

    const listed = (await (await page.request.get(`${baseUrl}/api/characters`)).json()) as Character[];
    expect(listed).toHaveLength(1);
    const emil = listed[0];
    expect(emil).toMatchObject({
      name: 'Emil',
      age: 6,
      gender: 'dreng',
      skinColor: 'lys',
      characteristics: ['rolig', 'nysgerrig', 'glad for tog'],
      companion: null,
    });
    // The second picture was chosen: its variant is kept, so the story pictures draw the same child (issue 29).
    expect(emil.features).toEqual({ hairStyle: 'fletninger', glasses: true, headscarf: false, ears: 'ingen', variant: 1 });

    // A second avatar, made elsewhere, shows after a reload.
    await createViaApi(page.request, baseUrl, 'Sofie');
    await page.reload();
    await visible(page.getByRole('link', { name: 'Vælg Sofie' }));
    expect(await page.getByRole('link', { name: /^Vælg / }).count()).toBe(2);

    // Edit: an accessible modal dialog; Escape closes it and focus returns to its button.
    const editButton = page.getByRole('button', { name: 'Rediger Emil' });
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Rediger Avatar' });
    await visible(dialog);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getByLabel('Navn').inputValue()).toBe('Emil');
    expect(await dialog.getByLabel('Egenskaber').inputValue()).toBe('rolig, nysgerrig, glad for tog');
    expect(await dialog.getByRole('radio', { name: 'Dreng', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Fletninger', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Briller' }).isChecked()).toBe(true);
    await visible(dialog.getByText('Tegnes: lysebrunt, krøllet'));
    expect(await picturesLoaded(dialog.getByRole('img', { name: 'Nuværende avatar' }))).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Focus stays inside the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Rediger Emil');

    await editButton.click();
    await visible(dialog);
    await dialog.getByLabel('Navn').fill('Emil Malthe');
    await dialog.getByRole('button', { name: 'Generer ny avatar' }).click();
    await visible(dialog.getByText('Avatar er genereret!'), 20_000);
    const newCandidates = dialog.getByRole('group', { name: 'Vælg den avatar, du bedst kan lide' });
    expect(await picturesLoaded(newCandidates.getByRole('img'))).toBe(4);
    expect(await newCandidates.getByRole('radio').first().isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Gem ændringer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(toast(page, 'Avatar er opdateret!'));
    await visible(page.getByRole('link', { name: 'Vælg Emil Malthe' }));
    const edited = (await (await page.request.get(`${baseUrl}/api/characters/${emil.id}`)).json()) as Character;
    expect(edited.name).toBe('Emil Malthe');
    expect(new URL(edited.avatarUrl, baseUrl).pathname).not.toBe(new URL(emil.avatarUrl, baseUrl).pathname);

    // Editing without a new picture says the character was updated.
    await page.getByRole('button', { name: 'Rediger Emil Malthe' }).click();
    await visible(dialog);
    await dialog.getByLabel('Alder').fill('7');
    await dialog.getByRole('radio', { name: 'Høreapparat', exact: true }).check({ force: true });
    await dialog.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Ændringerne er gemt!'));
    await visible(page.getByText('7 år · Dreng'));
    const heard = (await (await page.request.get(`${baseUrl}/api/characters/${emil.id}`)).json()) as Character;
    // The first of the new pictures was kept: its variant stays through an edit without a new picture.
    expect(heard.features).toEqual({ hairStyle: 'fletninger', glasses: true, headscarf: false, ears: 'høreapparat', variant: 0 });

    // Delete asks first; 'Annuller' keeps the character.
    await page.getByRole('button', { name: 'Slet Sofie' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Slet avatar' });
    await visible(confirm.getByText('Er du sikker på, at du vil slette Sofie?'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annuller');
    await confirm.getByRole('button', { name: 'Annuller' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await visible(page.getByRole('link', { name: 'Vælg Sofie' }));
    await page.getByRole('button', { name: 'Slet Sofie' }).click();
    await confirm.getByRole('button', { name: 'Slet', exact: true }).click();
    await visible(toast(page, 'Avatar slettet'));
    await page.getByRole('link', { name: 'Vælg Sofie' }).waitFor({ state: 'detached' });
    expect(((await (await page.request.get(`${baseUrl}/api/characters`)).json()) as Character[]).map((c) => c.name)).toEqual([
      'Emil Malthe',
    ]);
    // Focus did not fall out of the page with the deleted card.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // Choosing the avatar (by keyboard) opens story creation for it.
    await page.getByRole('link', { name: 'Vælg Emil Malthe' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/stories/create?character=${emil.id}`);
  });

  it('story mode: a preselected character, and "Skift karakter" back to the picker', async () => {
    const page = await signedInPage(h);
    const sofie = await createViaApi(page.request, h.app.baseUrl, 'Sofie');
    await page.goto(`/new-story?character=${sofie.id}`);
    await visible(page.getByRole('heading', { name: 'Sofie', level: 2 }));
    expect(await picturesLoaded(page.getByRole('img', { name: 'Avatar af Sofie' }))).toBe(1);
    expect(await page.getByRole('link', { name: 'Lav en historie med Sofie' }).getAttribute('href')).toBe(
      `/stories/create?character=${sofie.id}`,
    );
    await page.getByRole('button', { name: 'Skift karakter' }).click();
    await visible(page.getByRole('heading', { name: 'Sådan kommer du i gang', level: 1 }));
    await visible(page.getByRole('link', { name: 'Vælg Sofie' }));
    expect(new URL(page.url()).search).toBe('');
  });

  it('shows the loading error with a working retry, and sends a session that ended to the login page, losing nothing', async () => {
    const page = await signedInPage(h);
    await createViaApi(page.request, h.app.baseUrl, 'Ida');
    let failList = true;
    await page.route('**/api/characters', (route) =>
      failList
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message: 'fejl' } }),
          })
        : route.fallback(),
    );
    await page.goto('/new-story');
    await visible(page.getByRole('alert').filter({ hasText: 'Kunne ikke indlæse avatarer' }), 30_000);
    failList = false;
    await page.getByRole('button', { name: 'Prøv igen' }).click();
    await visible(page.getByRole('link', { name: 'Vælg Ida' }), 30_000);

    await page.route('**/api/characters/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'x' } }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Slet Ida' }).click();
    await page.getByRole('alertdialog', { name: 'Slet avatar' }).getByRole('button', { name: 'Slet', exact: true }).click();
    // A 401 means the session ended elsewhere: the browser's copies are cleared and the login page
    // comes, to return to the same page after; the avatar is still there.
    await page.waitForURL(/\/login\?next=%2Fnew-story/, { timeout: 30_000 });
    expect((await page.request.get(`${h.app.baseUrl}/api/characters`)).status()).toBe(200);
    expect(((await (await page.request.get(`${h.app.baseUrl}/api/characters`)).json()) as { name: string }[]).map((c) => c.name)).toContain(
      'Ida',
    );
  });

  it('works on a phone (390 x 844) without sideways scrolling', async () => {
    const page = await signedInPage(h, phone);
    await page.goto('/new-story');
    await visible(page.getByText('Du har ingen avatarer endnu. Opret din første!'));
    expect(await overflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Opret ny karakter' }).click();
    await visible(page.getByRole('heading', { name: 'Opret Avatar', level: 1 }));
    expect(await overflow(page)).toBe(0);
    await fillCharacterForm(page, { name: 'Liva', age: '4', gender: 'Pige', skin: 'Meget mørk' });
    await page.getByRole('button', { name: 'Generer avatar' }).click();
    const candidates = page.getByRole('group', { name: 'Vælg den avatar, du bedst kan lide' });
    expect(await picturesLoaded(candidates.getByRole('img'))).toBe(4);
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Gem avatar' }).click();
    await visible(toast(page, 'Avatar gemt!'));
    await visible(page.getByRole('link', { name: 'Vælg Liva' }));
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rediger Liva' }).click();
    await visible(page.getByRole('dialog', { name: 'Rediger Avatar' }));
    expect(await overflow(page)).toBe(0);
  });
});
