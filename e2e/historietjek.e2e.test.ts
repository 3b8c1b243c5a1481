import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import { type FakeOpenAi, startFakeOpenAi } from '../server/test/fake-openai';
import { overflow, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, toast, uniqueEmail, visible } from './harness';
import { type ApiSession, createCharacter, jsonHeaders, storyOfJob } from './story-api';
import { CHECK_STORY_TEXT } from '../server/test/check-story';

/**
 * Historietjek on the plan (issue 28), as a parent meets it: an AI writer (a stand-in on loopback)
 * adds an illness the parent never wrote; the panel beside the editor lists it under «Det har du
 * ikke skrevet», the parent removes it, and the light turns from red, in the panel, on the card and
 * in the reader, whose pages no longer say it.
 */
const written = CHECK_STORY_TEXT;

async function writtenStory(session: ApiSession): Promise<StoryDetail> {
  const emil = await createCharacter(session, 'Emil');
  const answer = await session.request.post(`${session.baseUrl}/api/stories`, {
    data: {
      characterId: emil.id,
      title: 'Emil skal til tandlæge',
      description: 'Emil skal til tandlæge. Mor går med.',
      facts: { steps: ['Emil sidder i den store stol', 'Tandlægen kigger på tænderne', 'Emil og mor går hjem'] },
    },
    headers: jsonHeaders(session.baseUrl),
  });
  return storyOfJob(session, answer);
}

async function parent(h: Harness, width: number): Promise<{ page: Page; session: ApiSession }> {
  const context = await h.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('tjek');
  await registerViaApi(context.request, h.app.baseUrl, email);
  await signInViaUi(page, email);
  return { page, session: { request: context.request, baseUrl: h.app.baseUrl } };
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Historietjek' });

/** The panel as one picture, cut from the whole page so the sticky header does not cover it. */
async function panelShot(page: Page, path: string) {
  // At the top the sticky header stays over the page's own header, not over the panel.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await panelOf(page).boundingBox())!;
  await page.screenshot({ path, fullPage: true, clip: box });
}

describe('Historietjek: what the parent did not write, removed from the panel', () => {
  let h: Harness;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ textFailure: () => written });
    h = await startHarness({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, IMAGE_PROVIDER: 'offline', AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('lists the invented sentence, removes it with «Fjern sætningen», and the light and the reader follow', async () => {
    const { page, session } = await parent(h, 1280);
    const story = await writtenStory(session);
    expect(story.check.light).toBe('rød');

    await page.goto(`/story/${story.id}/edit`);
    const panel = panelOf(page);
    const status = panel.getByRole('status');
    await visible(status.getByText('Historietjek: Rød'));
    // «Skal rettes»: the page, the sentence, and why.
    const red = panel.getByRole('listitem').filter({ hasText: 'taler om en sygdom, men det har du ikke skrevet' });
    await visible(red.getByText('Side 2'));
    // «Det har du ikke skrevet»: each sentence with its new words and two buttons naming it.
    await visible(panel.getByRole('heading', { name: 'Det har du ikke skrevet' }));
    const mormor = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Fjern sætningen »Mormor er syg.«' }) });
    await visible(mormor.getByText('Nyt: mormor, syg'));
    await visible(panel.getByRole('button', { name: 'Det passer: »Der er en lampe i loftet.«' }));
    await visible(panel.getByRole('heading', { name: 'Form og sprog' }));
    expect(await seriousViolations(page)).toEqual([]);
    await panelShot(page, '/tmp/check-panel-1280.png');

    await panel.getByRole('button', { name: 'Fjern sætningen »Mormor er syg.«' }).click();
    await visible(toast(page, 'Sætningen er fjernet.'));
    await visible(status.getByText('Historietjek: Gul'));
    // Gone from the lists, and from «Form og sprog»'s sentences too.
    await expect.poll(() => panel.getByText('Mormor er syg.').count()).toBe(0);
    expect(await panel.getByRole('heading', { name: 'Skal rettes' }).count()).toBe(0);
    // The focus stays in the list, where the removed sentence was.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Det har du ikke skrevet');
    // The editor shows the page without it, with nothing unsaved.
    expect(await page.getByLabel('Tekst på side 2').inputValue()).toBe('Emil sidder i den store stol.');
    expect(await page.getByText('Du har ændringer, der ikke er gemt.').count()).toBe(0);

    // The card and the reader carry the stored light; the child's pages no longer say it.
    await page.goto('/stories');
    await visible(page.locator('article').filter({ hasText: story.title }).getByText('Historietjek: Gul'));
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await page.getByRole('button', { name: 'Flere valg' }).click();
    await visible(page.getByText('Historietjek: Gul'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Start historien' }).click();
    await page.getByRole('button', { name: 'Næste side' }).click();
    await visible(page.getByText('Emil sidder i den store stol.'));
    expect(await page.getByText('Mormor', { exact: false }).count()).toBe(0);
  });

  it("works on a 375 px phone and from the keyboard: «Det passer» keeps the sentence as the parent's", async () => {
    const { page, session } = await parent(h, 375);
    const story = await writtenStory(session);
    await page.goto(`/story/${story.id}/edit`);
    const panel = panelOf(page);
    await visible(panel.getByRole('status').getByText('Historietjek: Rød'));
    await panel.scrollIntoViewIfNeeded();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await panelShot(page, '/tmp/check-panel-375.png');

    // While the editor has unsaved changes, the panel's buttons wait for a save.
    const text = page.getByLabel('Tekst på side 1');
    await text.fill(`${await text.inputValue()} `);
    await visible(panel.getByText('Gem dine ændringer, før du retter en sætning her.'));
    await text.fill((await text.inputValue()).trimEnd());
    await expect.poll(() => panel.getByText('Gem dine ændringer, før du retter en sætning her.').count()).toBe(0);

    const confirm = panel.getByRole('button', { name: 'Det passer: »Der er en lampe i loftet.«' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Sætningen er nu din.'));
    await expect.poll(() => confirm.count()).toBe(0);
    // Only the invented illness is left to put right.
    await visible(panel.getByRole('button', { name: 'Fjern sætningen »Mormor er syg.«' }));
    await visible(panel.getByRole('status').getByText('Historietjek: Rød'));
    const check = await (await session.request.get(`${session.baseUrl}/api/stories/${story.id}/check`)).json();
    expect(check.ungrounded.map((u: { text: string }) => u.text)).toEqual(['Mormor er syg.']);
  });
});
