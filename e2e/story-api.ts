import type { APIRequestContext, APIResponse, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import type { AvatarCandidates, Character, StoryDetail } from '../shared/api-types';
import type { JobView } from '../shared/events';
import { type Harness, registerViaApi, signInViaApi, uniqueEmail } from './harness';

/** A signed-in user's API access from a browser context (its cookies), at the app's address. */
export interface ApiSession {
  request: APIRequestContext;
  baseUrl: string;
}

export const jsonHeaders = (baseUrl: string) => ({ Origin: baseUrl, 'Content-Type': 'application/json' });

/** An avatar made through the API (candidates, then the first one saved), so these journeys do not depend on the avatar screens. */
export async function createCharacter({ request, baseUrl }: ApiSession, name = 'Emil'): Promise<Character> {
  const look = { gender: 'dreng', age: 7, hairColor: 'brunt og kort', eyeColor: 'blå', skinColor: 'lys', outfit: 'blå hættetrøje' };
  const avatar = await request.post(`${baseUrl}/api/characters/avatar`, { data: look, headers: jsonHeaders(baseUrl) });
  expect(avatar.status()).toBe(200);
  const { images } = (await avatar.json()) as AvatarCandidates;
  const created = await request.post(`${baseUrl}/api/characters`, {
    data: { ...look, name, characteristics: 'rolig, glad for tog', avatar: images[0].id },
    headers: jsonHeaders(baseUrl),
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Character;
}

export async function waitForJob({ request, baseUrl }: ApiSession, jobId: string): Promise<JobView> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await (await request.get(`${baseUrl}/api/jobs/${jobId}`)).json()) as JobView;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The story a story job made: the POST answered 202 with the job (both flows), followed to its end. */
export async function storyOfJob(session: ApiSession, answer: APIResponse): Promise<StoryDetail> {
  expect(answer.status(), await answer.text()).toBe(202);
  const job = await waitForJob(session, ((await answer.json()) as { jobId: string }).jobId);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  const story = await session.request.get(`${session.baseUrl}/api/stories/${job.result!.storyId}`);
  expect(story.status()).toBe(200);
  return (await story.json()) as StoryDetail;
}

/** A story with all its pictures, made by the full flow through the API. */
export async function generatedStory(session: ApiSession, characterId: string, title = 'Emil skal til tandlæge'): Promise<StoryDetail> {
  const { request, baseUrl } = session;
  const answer = await request.post(`${baseUrl}/api/stories/generate`, {
    // A page for each step: the description's page and three steps make the four pages the journeys read.
    data: {
      characterId,
      title,
      description: 'Emil skal have kigget på sine tænder hos tandlægen. Han er bange for lyden.',
      facts: { steps: ['Emil sætter sig i den store stol', 'Tandlægen kigger i munden med et lille spejl', 'Emil får et klistermærke'] },
    },
    headers: jsonHeaders(baseUrl),
  });
  return storyOfJob(session, answer);
}

/** A story in the text-first flow: written, saved with placeholders. */
export async function textFirstStory(session: ApiSession, characterId: string, title = 'Emil tager bussen'): Promise<StoryDetail> {
  const { request, baseUrl } = session;
  const answer = await request.post(`${baseUrl}/api/stories`, {
    data: {
      characterId,
      title,
      description: 'Emil skal med bussen til skole for første gang.',
      facts: { steps: ['Emil venter ved stoppestedet', 'Emil sætter sig ved vinduet', 'Emil står af ved skolen'] },
    },
    headers: jsonHeaders(baseUrl),
  });
  return storyOfJob(session, answer);
}

/** A new parent signed in within a browser context of their own, with one generated story. */
export async function parentWithStory(
  h: Harness,
  name: string,
  options?: BrowserContextOptions,
): Promise<{ context: BrowserContext; session: ApiSession; story: StoryDetail }> {
  const context = await h.newContext(options);
  const baseUrl = h.app.baseUrl;
  const email = uniqueEmail(name);
  await registerViaApi(context.request, baseUrl, email);
  expect((await signInViaApi(context.request, baseUrl, email)).ok()).toBe(true);
  const session = { request: context.request, baseUrl };
  const story = await generatedStory(session, (await createCharacter(session)).id);
  return { context, session, story };
}
