/**
 * The web's read-aloud player in headless Chromium, reading a whole story through the real app
 * (bench/read-aloud.ts runs it). The voice is Google's text:synthesize on loopback, answering after
 * a fixed latency (BENCH_TTS_MS, 300 ms) with an MP3 of about the length the sentence would take to
 * say. The player's trace (`?read-aloud-trace`, see web/src/features/read-aloud/default-player.ts)
 * gives each sentence's start and length on the audio clock, and when the page heard of its start and
 * end (main thread).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { READ_ALOUD_SECTION_PAUSE_MS, READ_ALOUD_SENTENCE_PAUSE_MS } from '../shared/constants';
import { readAloudSections } from '../shared/story-text';
import type { TraceEntry } from '../web/src/features/read-aloud/player';
import { type FakeGoogleTts, startFakeGoogleTts } from '../server/test/fake-google-tts';
import { mp3Encoder } from '../server/providers/speech/mp3.mjs';
import { createCharacter } from '../server/test/characters';
import type { Client, TestApp } from '../server/test/harness';
import { createdStory } from '../server/test/stories';

const SAMPLE_RATE = 22_050;
/** Roughly Google's Danish Standard voices at rate 1: ~65 ms a character, spaces and commas included. */
const MS_PER_CHAR = 65;

/** A quiet 220 Hz tone as long as the sentence would take to say, faded at both ends. */
function sentenceTone(text: string): Int16Array {
  const samples = Math.round((Math.max(600, text.length * MS_PER_CHAR) / 1000) * SAMPLE_RATE);
  const fade = SAMPLE_RATE * 0.02;
  return Int16Array.from({ length: samples }, (_, i) =>
    Math.round(Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE) * 3000 * Math.min(1, i / fade, (samples - i) / fade)),
  );
}

/**
 * Google Cloud Text-to-Speech's text:synthesize on loopback, after `latencyMs`, answering MP3 as
 * Google does (made with the offline voice's encoder: 32 kbit/s with the gapless tag).
 */
export async function startFakeGoogle(latencyMs: number): Promise<FakeGoogleTts> {
  const encoder = await mp3Encoder();
  return startFakeGoogleTts({
    latencyMs,
    audio: (body) => encoder.encode(sentenceTone((body as { input?: { text?: string } }).input?.text ?? ''), SAMPLE_RATE, { bitrate: 32 }),
  });
}

/** The user's story, made through the API: a character, the text-first flow, then our text. */
export async function createStory(client: Client, content: string): Promise<string> {
  const look = { gender: 'dreng', age: 6, hairColor: 'brunt', eyeColor: 'blå', skinColor: 'lys', outfit: 'grøn trøje' };
  const character = await createCharacter(client, look, { name: 'Emil', characteristics: 'rolig' });
  const story = await createdStory(client, {
    characterId: character.id,
    title: 'Emil hos tandlægen',
    description: 'Emil skal til tandlæge.',
  });
  const patched = await client.patch(`/api/stories/${story.id}`, { content });
  if (patched.status !== 200) throw new Error(`story text: ${patched.status} ${patched.text}`);
  return story.id;
}

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const round1 = (x: number) => Math.round(x * 10) / 10;

export interface Reading {
  sentences: number;
  /** click to the first sentence heard (its start on the audio clock) */
  firstAudioMs: number;
  /** POST /api/tts made by the page */
  requests: number;
  /** calls that reached the speech provider (synthesis) */
  synthesisCalls: number;
  /** silence between sentences of a section / between sections, audio clock (what is heard) */
  sentenceGaps: GapStats;
  sectionGaps: GapStats;
  /** the same gaps as the page saw them: 'ended' of one to the start of the next being reported (main thread) */
  sentenceGapsSeen: GapStats;
  sectionGapsSeen: GapStats;
}

export interface GapStats {
  expectedMs: number;
  count: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** the largest distance from the expected pause */
  worstOffMs: number;
}

function gapStats(gaps: number[], expectedMs: number): GapStats {
  return {
    expectedMs,
    count: gaps.length,
    medianMs: round1(median(gaps)),
    minMs: round1(Math.min(...gaps)),
    maxMs: round1(Math.max(...gaps)),
    worstOffMs: round1(Math.max(...gaps.map((g) => Math.abs(g - expectedMs)))),
  };
}

async function readWholeStory(page: Page, fake: FakeGoogleTts, sentences: number): Promise<Reading> {
  const speech = { requests: 0 };
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/tts')) speech.requests += 1;
  };
  page.on('request', onRequest);
  const callsBefore = fake.calls.length;
  // The reader's trace (web/src/features/read-aloud/default-player.ts), read in the page.
  await page.evaluate(() => void ((window as unknown as { __readAloudTrace?: unknown[] }).__readAloudTrace = []));
  const trace = () =>
    page.evaluate(() => (window as unknown as { __readAloudTrace?: unknown[] }).__readAloudTrace ?? []) as Promise<TraceEntry[]>;

  await page.getByRole('button', { name: 'Start oplæsning', exact: true }).click();
  await page.locator('[data-read-aloud-action="stop"]').waitFor({ timeout: 30_000 });
  // A complete read ends with the button back at 'Start oplæsning'.
  await page.locator('[data-read-aloud-action="start"]').waitFor({ timeout: 5 * 60_000 });
  const entries = await trace();
  page.off('request', onRequest);
  if (entries.length !== sentences) throw new Error(`read ${entries.length} of ${sentences} sentences`);

  const heard = { sentence: [] as number[], section: [] as number[] };
  const seen = { sentence: [] as number[], section: [] as number[] };
  for (let i = 1; i < entries.length; i++) {
    const [a, b] = [entries[i - 1], entries[i]];
    const kind = a.section === b.section ? 'sentence' : 'section';
    heard[kind].push((b.outputStart - (a.outputStart + a.duration)) * 1000);
    seen[kind].push(b.heardAt - a.endedAt);
  }
  return {
    sentences: entries.length,
    firstAudioMs: Math.round(entries[0].startedAt - entries[0].requestedAt),
    requests: speech.requests,
    synthesisCalls: fake.calls.length - callsBefore,
    sentenceGaps: gapStats(heard.sentence, READ_ALOUD_SENTENCE_PAUSE_MS),
    sectionGaps: gapStats(heard.section, READ_ALOUD_SECTION_PAUSE_MS),
    sentenceGapsSeen: gapStats(seen.sentence, READ_ALOUD_SENTENCE_PAUSE_MS),
    sectionGapsSeen: gapStats(seen.section, READ_ALOUD_SECTION_PAUSE_MS),
  };
}

/**
 * Three readings of the whole story: with every cache cold; again in the same tab (its own
 * cache); and after a reload (the tab's cache gone, the server's cache of the user answers). With
 * `coldOnly`, the first of them.
 */
export async function benchPlayer(app: TestApp, client: Client, fake: FakeGoogleTts, content: string, coldOnly = false) {
  if (!existsSync(path.resolve(import.meta.dirname, '..', 'dist', 'index.html')))
    throw new Error('The web app is not built: run `npm run build` first.');
  // The text-first flow writes the story in a job.
  app.services.runner.start();
  const storyId = await createStory(client, content);
  const sentences = readAloudSections(content).reduce((n, s) => n + s.sentences.length, 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ baseURL: app.url, locale: 'da-DK', viewport: { width: 1280, height: 860 } });
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: app.url })));
    const page = await context.newPage();
    await page.goto(`/story/${storyId}?read-aloud-trace`);
    const cold = await readWholeStory(page, fake, sentences);
    if (coldOnly) return { sentences, sections: readAloudSections(content).length, cold };
    const sameTab = await readWholeStory(page, fake, sentences);
    await page.reload();
    const afterReload = await readWholeStory(page, fake, sentences);
    return { sentences, sections: readAloudSections(content).length, cold, sameTab, afterReload };
  } finally {
    await browser.close();
  }
}
