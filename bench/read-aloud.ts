/**
 * Read-aloud through the real app. Run by bench/read-aloud.mjs.
 *
 * The server: `POST /api/tts` for each sentence of a story, the way the reader asks for them.
 * 1. offline, reading pace: the offline voice (eSpeak NG in its worker), each sentence asked for
 *    after a pause (BENCH_PAUSE_MS, 500 ms: the reader asks for the next sentence while the
 *    current one plays), all new to the cache.
 * 2. offline, back to back: the same, new sentences with no pause (the worst case: the worker
 *    has no time to start its next instance between requests).
 * 3. cache hits: the first round's sentences again, by the same user (each user has a cache of
 *    their own, so another user's would all be made anew).
 *
 * The player (./read-aloud-player.ts): the web's player in headless Chromium reads the same story
 * (four scenes of three sentences) from start to end, with Google's voice on loopback answering
 * after BENCH_TTS_MS (300 ms): time to the first sentence heard, the silences between sentences
 * and sections against the 200 / 500 ms pauses, and the synthesis calls of a second reading.
 * Then once more with a voice slower than a short sentence lasts (BENCH_SLOW_TTS_MS, 2500 ms), to
 * show that a sentence that comes late does show in the measured silences.
 */
import { performance } from 'node:perf_hooks';
import { readMp3 } from '../server/providers/speech/mp3.mjs';
import { signedInClient, startApp, type TestApp } from '../server/test/harness';
import { benchPlayer, startFakeGoogle } from './read-aloud-player';

const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 500);
const ttsMs = Number(process.env.BENCH_TTS_MS ?? 300);
/** A voice slower than the shortest sentence lasts: the check that a late sentence shows in the gaps. */
const slowTtsMs = Number(process.env.BENCH_SLOW_TTS_MS ?? 2500);

const story = [
  'Emil skal til tandlægen i dag.',
  'Mor går med, og hun holder Emil i hånden.',
  'I venteværelset er der bøger og legetøj.',
  'Tandlægen hedder Sara, og hun smiler til Emil.',
  'Emil sætter sig i den store stol, som kan køre op og ned.',
  'Sara kigger på tænderne med et lille spejl.',
  'Det kan kilde lidt, og det er helt i orden.',
  'Sara tæller Emils tænder højt.',
  'Bagefter får Emil et klistermærke med en tiger.',
  'Mor siger, at Emil var god til at sidde stille.',
  'Emil og mor går hjem og spiser frokost.',
  'Næste gang ved Emil, hvad der skal ske.',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Reader = Awaited<ReturnType<typeof signedInClient>>;

/** Sentences in the user's read-aloud cache (the answers no longer say whether they came from it). */
async function cached(app: TestApp, userId: string) {
  const row = await app.db
    .selectFrom('speech_cache')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function say(app: TestApp, client: Reader, text: string, voice: string) {
  const start = performance.now();
  const res = await fetch(`${app.url}/api/tts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(app.url).origin,
      cookie: client.cookieHeader,
      'x-forwarded-for': client.ip,
    },
    body: JSON.stringify({ text, voice }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`tts: ${res.status} ${bytes.toString('utf8')}`);
  return { ms, bytes: bytes.length, seconds: readMp3(bytes)?.durationSeconds ?? 0 };
}

async function round(app: TestApp, client: Reader, sentences: string[], voice: string, pause: number) {
  const before = await cached(app, client.userId);
  const said = [];
  for (const text of sentences) {
    if (pause) await sleep(pause);
    said.push(await say(app, client, text, voice));
  }
  const ms = said.map((s) => s.ms);
  return {
    sentences: said.length,
    /** sentences made for this round (the others came from the user's cache) */
    synthesized: (await cached(app, client.userId)) - before,
    medianMs: Math.round(median(ms)),
    p90Ms: Math.round(p90(ms)),
    maxMs: Math.round(Math.max(...ms)),
    bytesPerSentence: Math.round(said.reduce((a, s) => a + s.bytes, 0) / said.length),
    audioSecondsPerSentence: Math.round((said.reduce((a, s) => a + s.seconds, 0) / said.length) * 100) / 100,
  };
}

/** The story as the reader gets it: four scenes of three sentences. */
const content = [
  'TITLE: Emil hos tandlægen',
  ...[0, 1, 2, 3].flatMap((i) => [`[Billede ${i + 1}]`, story.slice(i * 3, i * 3 + 3).join(' ')]),
].join('\n');

async function benchServer() {
  const app = await startApp({ dialect: 'sqlite', env: { LOG_LEVEL: 'silent' } });
  try {
    const reader = await signedInClient(app);
    // Warm-up: the worker thread starts and compiles the 18 MB module on the first sentence.
    const warmStart = performance.now();
    await say(app, reader, 'Hej.', 'da-DK-Standard-C');
    const firstSentenceMs = Math.round(performance.now() - warmStart);
    const readingPace = await round(app, reader, story, 'da-DK-Standard-A', pauseMs);
    const backToBack = await round(app, reader, story, 'da-DK-Standard-C', 0);
    const hits = await round(app, reader, story, 'da-DK-Standard-A', 0);
    return { pauseMs, firstSentenceMs, readingPace, backToBack, hits };
  } finally {
    await app.close();
  }
}

async function benchWebPlayer(latencyMs: number, coldOnly = false) {
  const google = await startFakeGoogle(latencyMs);
  const app = await startApp({
    dialect: 'sqlite',
    env: { LOG_LEVEL: 'silent', GOOGLE_TTS_API_KEY: 'bench', GOOGLE_TTS_BASE_URL: google.url },
  });
  try {
    return { ttsMs: latencyMs, ...(await benchPlayer(app, await signedInClient(app), google, content, coldOnly)) };
  } finally {
    await app.close();
    await google.close();
  }
}

// BENCH_ONLY=server or BENCH_ONLY=player runs one half.
const only = process.env.BENCH_ONLY;
const server = only === 'player' ? {} : await benchServer();
const player = only === 'server' ? undefined : await benchWebPlayer(ttsMs);
const slowVoice = only === 'server' ? undefined : await benchWebPlayer(slowTtsMs, true);
process.stdout.write(`${JSON.stringify({ ...server, player, slowVoice })}\n`);
process.exit(0);
