/**
 * Time from `POST /api/stories/generate` to the finished story, against the ideal T + I
 * (the text, then the cover and every scene picture in parallel). Run by bench/generation.mjs.
 *
 * 1. Providers simulated on loopback (OpenAI-compatible text and images) at fixed latencies.
 * 2. The offline providers (built-in composer and illustrator), where T and I are measured.
 */
import { performance } from 'node:perf_hooks';
import { createCharacter } from '../server/test/characters';
import { fakeOpenAiEnv, startFakeOpenAi } from '../server/test/fake-openai';
import { type Client, signedInClient, startApp, type TestApp } from '../server/test/harness';

const T = Number(process.env.BENCH_TEXT_MS ?? 1000);
const I = Number(process.env.BENCH_IMAGE_MS ?? 1500);
const runs = Number(process.env.BENCH_RUNS ?? 3);

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
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One generation, timed from the request to the job's success as the client sees it. */
async function generateOnce(app: TestApp, client: Client, characterId: string) {
  const start = performance.now();
  const res = await client.post('/api/stories/generate', {
    characterId,
    title: 'Emil tager bussen',
    description: 'Emil skal med bussen til skole i morgen.',
  });
  if (res.status !== 202) throw new Error(`generate: ${res.status} ${res.text}`);
  const stream = await fetch(`${app.url}/api/events`, { headers: { cookie: client.cookieHeader } });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('event stream ended');
    buffer += decoder.decode(value, { stream: true });
    if (buffer.includes(`"id":"${res.body.jobId}"`) && /"status":"(succeeded|failed)"/.test(buffer)) break;
  }
  const elapsed = performance.now() - start;
  await reader.cancel();
  const job = await client.get(`/api/jobs/${res.body.jobId}`);
  if (job.body.status !== 'succeeded') throw new Error(`job ${job.body.status}: ${JSON.stringify(job.body.error)}`);
  return elapsed;
}

async function bench(env: Record<string, string>, prepare?: () => void) {
  const app = await startApp({ dialect: 'sqlite', env });
  try {
    app.services.runner.start();
    // A free account may make 5 stories; the benchmark's user is unlimited.
    const client = await signedInClient(app);
    await app.db.updateTable('profiles').set({ role: 'unlimited' }).where('email', '=', client.email).execute();
    const characterId = (await createCharacter(client, form)).id;
    prepare?.();
    await generateOnce(app, client, characterId); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await generateOnce(app, client, characterId));
    return { app, times };
  } catch (err) {
    await app.close();
    throw err;
  }
}

const fake = await startFakeOpenAi();
const simulated = await bench({ ...fakeOpenAiEnv(fake), LOG_LEVEL: 'silent' }, () => {
  fake.options.textLatencyMs = T;
  fake.options.imageLatencyMs = I;
});
await simulated.app.close();
await fake.close();

// Offline: T and I are the story writer's and the illustrator's own times, measured in process.
const offline = await bench({ LOG_LEVEL: 'silent' });
const { writeStory } = await import('../server/providers/text/story-writer');
const { drawScene } = await import('../server/providers/illustrator/scenes');
const { childFigureLook } = await import('../server/providers/illustrator/figures/look');
const child = childFigureLook({ gender: 'dreng', age: 6, hairColor: 'brunt', eyeColor: 'blå', skinColor: 'lys', outfit: 'blå trøje' });
const tText: number[] = [];
const tImage: number[] = [];
for (let i = 0; i < 5; i++) {
  let t0 = performance.now();
  writeStory({
    title: 'Emil tager bussen',
    description: 'Emil skal med bussen til skole i morgen.',
    character: { name: 'Emil', gender: 'dreng', age: 6 },
    sceneCount: 4,
  });
  tText.push(performance.now() - t0);
  t0 = performance.now();
  const png = await drawScene({ setting: 'transport', people: { children: [child], pose: 'sit', mood: 'calm' }, seed: i });
  await offline.app.services.images.store({ kind: 'base64', data: png.toString('base64') }, `users/bench/x/${i}.webp`);
  tImage.push(performance.now() - t0);
}
await offline.app.close();

const result = {
  simulated: {
    textMs: T,
    imageMs: I,
    ideal: T + I,
    runsMs: simulated.times.map(Math.round),
    medianMs: Math.round(median(simulated.times)),
  },
  offline: {
    textMs: Math.round(median(tText) * 10) / 10,
    imageMs: Math.round(median(tImage)),
    ideal: Math.round(median(tText) + median(tImage)),
    runsMs: offline.times.map(Math.round),
    medianMs: Math.round(median(offline.times)),
  },
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
