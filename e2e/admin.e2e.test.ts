import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  type Harness,
  meOf,
  registerAdminViaApi,
  registerViaApi,
  signInViaApi,
  signInViaUi,
  startHarness,
  toast,
  uniqueEmail,
  visible,
} from './harness';

describe('admin panel', () => {
  let h: Harness;
  const userEmail = uniqueEmail('kari.hansen');

  beforeAll(async () => {
    h = await startHarness();
    const setup = await h.newContext();
    await registerAdminViaApi(setup.request, h.app);
    await registerViaApi(setup.request, h.app.baseUrl, userEmail);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finds a user by part of the email in another case and gives them unlimited access', async () => {
    const page = await h.newPage();
    await signInViaUi(page, ADMIN_EMAIL);
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');
    await visible(page.getByRole('heading', { name: 'Admin Panel', level: 1 }));
    // Roles come only from the server: there is no way to force admin mode in the browser.
    expect(await page.getByRole('button', { name: /Tving admin/ }).count()).toBe(0);

    await page.getByLabel('Søg efter email').fill('KARI.HANSEN');
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await visible(page.getByText('1 bruger fundet'));
    const select = page.getByLabel(`Rolle for ${userEmail}`);
    await visible(select);
    expect(await select.inputValue()).toBe('user');

    await select.selectOption('unlimited');
    await visible(toast(page, 'Brugerrolle sat til: Ubegrænset'));

    const userContext = await h.newContext();
    expect((await signInViaApi(userContext.request, h.app.baseUrl, userEmail)).status()).toBe(200);
    const me = await meOf(userContext.request, h.app.baseUrl);
    expect(me).toMatchObject({ role: 'unlimited', hasUnlimitedAccess: true, isAdmin: false, storiesLeft: null });

    await page.getByLabel('Søg efter email').fill('ingen-saadan@nowhere.dk');
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await visible(page.getByText('Ingen brugere fundet med denne e-mail'));

    await page.getByRole('tab', { name: 'Alle brugere' }).click();
    await visible(page.getByText('2 brugere i alt'));
    await visible(page.getByText('Side 1 af 1'));
    await visible(page.getByRole('columnheader', { name: 'Oprettet' }));
    await visible(page.getByRole('cell', { name: new Date().toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' }) }));
    // An admin cannot change their own role (the server refuses too).
    expect(await page.getByLabel(`Rolle for ${ADMIN_EMAIL}`).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Opdater rettigheder' }).click();
    await visible(toast(page, 'Admin-rettigheder bekræftet'));
  });

  it('denies a non-admin, in the page and on the server', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await signInViaUi(page, userEmail);
    expect(await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Adgang nægtet' }));
    await visible(page.getByText('Kun administratorer kan tilgå admin-panelet.'));
    await page.getByRole('button', { name: 'Opdater rettigheder' }).click();
    await visible(toast(page, 'Du har ikke admin-rettigheder i databasen'));

    const response = await context.request.get(`${h.app.baseUrl}/api/admin/users`);
    expect(response.status()).toBe(403);
  });
});
