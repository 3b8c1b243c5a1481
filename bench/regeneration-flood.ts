/**
 * One free user floods 'Nyt billede' (POST /api/stories/:id/images/:index); how many paid picture
 * calls does it cause, and how much later does another user's story arrive? Run by
 * bench/regeneration-flood.mjs. Providers simulated on loopback (OpenAI-compatible) at fixed
 * latencies, so the figures are the server's scheduling, not a provider's mood.
 */
import { performance } from 'node:perf_hooks';
import { createCharacter } from '../server/test/characters';
import { fakeOpenAiEnv, startFakeOpenAi } from '../server/test/fake-openai';
import { type Client, signedInClient, startApp, type TestApp } from '../server/test/harness';

const T = Number(process.env.BENCH_TEXT_MS ?? 300);
const I = Number(process.env.BENCH_IMAGE_MS ?? 500);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 40);

const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: [],
};

async function finished(client: Client, jobId: string) {
  for (;;) {
    const job = await client.get(`/api/jobs/${jobId}`);
    if (job.status !== 200) throw new Error(`job ${jobId}: ${job.status}`);
    if (job.body.status === 'succeeded' || job.body.status === 'failed') return job.body.status as string;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The other user's whole story (text and five pictures), from request to done. */
async function storyTime(client: Client, characterId: string) {
  const start = performance.now();
  const res = await client.post('/api/stories/generate', {
    characterId,
    title: 'Emil tager bussen',
    description: 'Emil skal med bussen til skole i morgen.',
  });
  if (res.status !== 202) throw new Error(`generate: ${res.status} ${res.text}`);
  const status = await finished(client, res.body.jobId);
  if (status !== 'succeeded') throw new Error(`story ${status}`);
  return Math.round(performance.now() - start);
}

const fake = await startFakeOpenAi();
const app: TestApp = await startApp({ dialect: 'sqlite', env: { ...fakeOpenAiEnv(fake), LOG_LEVEL: 'silent' } });
try {
  app.services.runner.start();
  const flooder = await signedInClient(app);
  const calm = await signedInClient(app);
  const floodCharacter = (await createCharacter(flooder, form)).id;
  const calmCharacter = (await createCharacter(calm, form)).id;
  fake.options.textLatencyMs = T;
  fake.options.imageLatencyMs = I;

  // The flooder's own story (free quota), then a baseline for the calm user with nobody else working.
  await storyTime(flooder, floodCharacter).catch(() => 0);
  const storyId = (await flooder.get('/api/stories')).body.stories[0].id as string;
  const alone = await storyTime(calm, calmCharacter);

  const imagesBefore = fake.imageCalls().length;
  const answers = await Promise.all(
    Array.from({ length: FLOOD }, (_, i) => flooder.post(`/api/stories/${storyId}/images/${i % 5}`, { prompt: 'Emil i bussen' })),
  );
  const accepted = answers.filter((a) => a.status === 202).map((a) => a.body.jobId as string);
  const underFlood = await storyTime(calm, calmCharacter);
  await Promise.all(accepted.map((id) => finished(flooder, id)));
  const imageCalls = fake.imageCalls().length - imagesBefore - 5; // the calm user's own five pictures

  process.stdout.write(
    `${JSON.stringify({ textMs: T, imageMs: I, requests: FLOOD, accepted: accepted.length, refused: answers.filter((a) => a.status === 429).length, imageCallsOfFlood: imageCalls, calmStoryAloneMs: alone, calmStoryDuringFloodMs: underFlood })}\n`,
  );
} finally {
  await app.close();
  await fake.close();
}
process.exit(0);
