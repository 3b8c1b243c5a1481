import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarCandidates, Character, StoryDetail } from '../shared/api-types';
import { parseStory } from '../shared/story-text';
import { seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, uniqueEmail, visible } from './harness';

/** An avatar made through the API, so this journey does not depend on the avatar screens. */
async function createCharacter(page: Page, baseUrl: string, name: string, gender: 'dreng' | 'pige', age: number): Promise<Character> {
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
  const look = { gender, age, hairColor: 'brunt', eyeColor: 'blå', skinColor: 'lys', outfit: 'grøn trøje' };
  const avatar = await page.request.post(`${baseUrl}/api/characters/avatar`, { data: look, headers });
  expect(avatar.status()).toBe(200);
  const { images } = (await avatar.json()) as AvatarCandidates;
  const created = await page.request.post(`${baseUrl}/api/characters`, { data: { ...look, name, avatar: images[0].id }, headers });
  expect(created.status()).toBe(201);
  return (await created.json()) as Character;
}

describe('group stories: one story for a whole group', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a group story offline with two avatars, reads it, and finds it in the list as a group story', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('gruppe');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const alma = await createCharacter(page, h.app.baseUrl, 'Alma', 'pige', 4);
    await createCharacter(page, h.app.baseUrl, 'Noah', 'dreng', 5);

    // From a chosen avatar, 'Til en gruppe' keeps it as one of the group's.
    await page.goto(`/stories/create?character=${alma.id}`);
    const forOne = page.getByRole('radio', { name: /Til ét barn/ });
    expect(await forOne.isChecked()).toBe(true);
    await visible(page.getByRole('heading', { name: 'Alma', level: 2 }));
    await page.getByText('Til en gruppe', { exact: true }).click();
    await page.waitForURL(/til=gruppe/);
    // The URL changes before React has rendered the group form, so wait for the form itself.
    await expect.poll(() => page.getByRole('radio', { name: /Til en gruppe/ }).isChecked()).toBe(true);
    const almaBox = page.getByRole('checkbox', { name: /Alma/ });
    await almaBox.waitFor({ state: 'attached' });
    await expect.poll(() => almaBox.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Noah/ }).isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // The group's name is asked for before anything is sent.
    await page.getByLabel('Titel').fill('Sommerfuglene skal til tandlæge');
    await page
      .getByLabel('Beskriv situationen')
      .fill('Børnene skal have kigget på tænderne hos tandlægen. De går ind to og to. Tandlægen tæller tænderne.');
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    await visible(page.getByText('Udfyld venligst gruppens navn'));

    await page.getByLabel('Gruppens navn').fill('Sommerfuglene');
    await page.getByLabel('Fra').selectOption('3');
    await page.getByLabel('Til', { exact: true }).selectOption('5');
    await page.getByText('Noah', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: /Noah/ }).isChecked()).toBe(true);
    await visible(page.getByText('2 af 4 valgt'));
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();

    // The reader opens the story: the group on the cover, the group's voice on the pages.
    await page.waitForURL(/\/story\/preview\?id=[0-9a-f-]{36}$/, { timeout: 90_000 });
    const storyId = new URL(page.url()).searchParams.get('id')!;
    await visible(page.getByRole('heading', { name: 'Sommerfuglene skal til tandlæge', level: 1 }));
    await visible(page.getByText('Sommerfuglene · 3-5 år'));
    const story = (await (await page.request.get(`${h.app.baseUrl}/api/stories/${storyId}`)).json()) as StoryDetail;
    expect(story.storyType).toBe('group');
    expect(story.group).toEqual({ ageFrom: 3, ageTo: 5, memberNames: ['Alma', 'Noah'] });
    // The teacher's three sentences and a closing, at most two a page for 3-year-olds.
    const scenes = parseStory(story.content).scenes;
    expect(scenes).toHaveLength(2);
    await page.getByRole('button', { name: 'Start historien' }).click();
    for (let n = 0; n < scenes.length; n++) {
      await visible(page.getByText(`Side ${n + 1} af ${scenes.length}`, { exact: true }).first());
      const shown = ((await page.locator('main article').textContent()) ?? '').replace(/\s+/g, ' ');
      expect(shown).toContain(scenes[n].text.split('. ')[0]);
      if (n < scenes.length - 1) await page.getByRole('button', { name: 'Næste side' }).click();
    }
    const text = scenes.map((s) => s.text).join(' ');
    expect(text).toContain('Sommerfuglene');
    expect(text).toMatch(/Børnene/);
    expect(text).not.toMatch(/(?<!\p{L})(han|hun|Alma|Noah)(?!\p{L})/u);

    // The list tells the group story apart and names the group.
    await page.goto('/stories');
    const card = page.locator('article').filter({ hasText: 'Sommerfuglene skal til tandlæge' });
    await visible(card.getByText('Gruppehistorie'));
    await visible(card.getByText('Sommerfuglene · 3-5 år'));

    // The print view names the group under the title.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`/story/${storyId}/print`);
    await visible(page.getByText('Sommerfuglene · 3-5 år'));

    // One group story is one story of the quota.
    const me = (await (await page.request.get(`${h.app.baseUrl}/api/me`)).json()) as { storyCount: number };
    expect(me.storyCount).toBe(1);
  });

  it('creates a group story without avatars from the page without a character', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('gruppe');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);

    await page.goto('/stories/create?til=gruppe');
    await visible(page.getByText('Du har ingen avatarer endnu. Billederne viser så en gruppe tegnede børn.'));
    await page.getByLabel('Gruppens navn').fill('2.B');
    await page.getByLabel('Fra').selectOption('8');
    await page.getByLabel('Til', { exact: true }).selectOption('7');
    await page.getByLabel('Titel').fill('Brandøvelse');
    await page.getByLabel('Beskriv situationen').fill('Der er brandøvelse i skolen.');
    await page.getByRole('button', { name: 'Opret historie uden billeder' }).click();
    await visible(page.getByText('Den yngste alder kan ikke være højere end den ældste'));
    await page.getByLabel('Til', { exact: true }).selectOption('10');
    await page.getByRole('button', { name: 'Opret historie uden billeder' }).click();

    await page.waitForURL(/\/story\/[0-9a-f-]{36}\/edit$/, { timeout: 60_000 });
    await visible(page.getByLabel('Tekst på side 1'));
    const texts = await page
      .getByRole('textbox', { name: /^Tekst på side \d+$/ })
      .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value));
    // One sentence and no answers: the teacher's sentence, and a closing that names the group.
    expect(texts).toEqual(['Der er brandøvelse i skolen.', expect.stringContaining('2.B')]);
  });
});
