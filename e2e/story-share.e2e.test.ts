import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareMessages } from '../shared/messages.da';
import { phone, picturesLoaded, seriousViolations, startStory } from './checks';
import { type Harness, startHarness, visible } from './harness';
import { screenshot } from './screenshots';
import { parentWithStory } from './story-api';

/** 'Del historien': the parent makes a named link; someone without an account reads and hears the story; the parent turns it off. */
describe("'Del historien'", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  }, 120_000);
  afterAll(() => h?.close());

  it.each([
    [1280, {}],
    [390, phone],
  ] as const)(
    'shares a story at %s px: the link opens the reader without an account, reads aloud, and answers a calm 404 when turned off',
    async (width, screen) => {
      const { context: owner, story } = await parentWithStory(h, 'deler', screen);
      const baseUrl = h.app.baseUrl;

      const page = await owner.newPage();
      await page.goto(`/story/${story.id}`);
      await visible(page.getByRole('heading', { name: story.title, level: 1 }));
      await page.getByRole('button', { name: /Flere valg/ }).click();
      await page.getByRole('button', { name: shareMessages.action }).click();
      const dialog = page.getByRole('dialog', { name: shareMessages.title });
      await visible(dialog.getByText(shareMessages.note));
      await dialog.getByLabel(shareMessages.nameLabel).fill('Børnehaven Mariehønen');
      await dialog.getByLabel(shareMessages.expiry.week).check();
      await dialog.getByRole('button', { name: shareMessages.create }).click();
      const url = await dialog.locator('#share-url').inputValue();
      expect(url).toMatch(/\/del\/[A-Za-z0-9_-]{43}$/);
      await visible(dialog.getByText('Børnehaven Mariehønen', { exact: true }).last());
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `share-dialog-${width}`);

      // A fresh browser without cookies: the reader with its pictures and read-aloud, nothing of the parent's.
      const visitor = await h.newContext(screen);
      const reader = await visitor.newPage();
      const answer = await reader.goto(url);
      expect(answer?.headers()['x-robots-tag']).toBe('noindex');
      expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
      await visible(reader.getByRole('heading', { name: story.title, level: 1 }));
      expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await picturesLoaded(reader.locator('main img[alt]:not([alt=""])'))).toBe(1);
      expect(await reader.getByRole('link', { name: 'Rediger historie' }).count()).toBe(0);
      expect(await reader.getByRole('button', { name: /Flere valg/ }).count()).toBe(0);
      expect(await seriousViolations(reader)).toEqual([]);
      await screenshot(reader, `shared-reader-${width}`);
      const spoken: number[] = [];
      reader.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('/tts')) spoken.push(r.status());
      });
      await startStory(reader);
      expect(await picturesLoaded(reader.locator('main img[alt^="Billede"]'))).toBe(1);
      await reader.getByRole('button', { name: 'Start oplæsning' }).click();
      await visible(reader.locator('mark[aria-current="true"]'), 20_000);
      expect(spoken.length).toBeGreaterThan(0);
      expect(spoken.every((s) => s === 200)).toBe(true);
      await reader.getByRole('button', { name: 'Stop oplæsning' }).click();
      expect((await visitor.request.get(`${baseUrl}/api/me`)).status()).toBe(401);

      // The owner sees the opening, then turns the link off.
      await page.reload();
      await page.getByRole('button', { name: /Flere valg/ }).click();
      await page.getByRole('button', { name: shareMessages.action }).click();
      await visible(page.getByText(/Åbnet 1 gang/));
      await page.getByRole('button', { name: `${shareMessages.revoke}: Børnehaven Mariehønen` }).click();
      await visible(page.getByText(shareMessages.none));

      const gone = await visitor.newPage();
      await gone.goto(url);
      await visible(gone.getByRole('heading', { name: shareMessages.notFoundTitle }));
      await visible(gone.getByText(shareMessages.notFound));
      expect(await seriousViolations(gone)).toEqual([]);
    },
    180_000,
  );
});
