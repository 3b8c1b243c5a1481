import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dbRateLimiter } from '../../http/rate-limit';
import { openDatabase, type Database } from '../../db/database';
import { migrateSqliteTemplate } from '../../test/harness';
import { offlineIllustrator } from '../../providers/images/illustrator';
import type { Illustrator } from '../../providers/images/port';
import { imagePipeline } from '../../providers/images/pipeline';
import { localStorage } from '../../providers/storage/local';
import { fileSigner } from '../../providers/storage/url-signing';
import { espeakSpeechProvider } from '../../providers/speech/espeak';
import { offlineTextProvider } from '../../providers/text/offline';
import { demoService, writeExamples } from './service';

/** The built server reads the examples its build drew (scripts/draw-examples.ts) and draws nothing. */
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fh-prebuilt-'));
  const sqliteFile = path.join(dir, 'app.sqlite');
  await migrateSqliteTemplate(sqliteFile);
  database = openDatabase({ dataDir: dir, sqliteFile });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

it('serves the examples the build drew, byte for byte, without drawing one; a missing one is drawn', async () => {
  const storage = localStorage(path.join(dir, 'files'), fileSigner('a-test-secret-of-thirty-two-chars!!'));
  const pipeline = imagePipeline({ storage, fetchRemote: () => Promise.reject(new Error('nothing is fetched')) });
  const drawing = { writer: offlineTextProvider(), illustrator: offlineIllustrator(), normalize: pipeline.normalize };
  const examples = path.join(dir, 'examples');
  await writeExamples(examples, drawing);

  // An illustrator that counts: the built server must not call it for an example its build drew.
  const offline = offlineIllustrator();
  let drawn = 0;
  const counting: Illustrator = { ...offline, scene: (req) => (drawn++, offline.scene(req)) };
  const deps = { ...drawing, illustrator: counting, speech: espeakSpeechProvider(), storage, limiter: dbRateLimiter(database.db) };
  const fromBuild = demoService({ ...deps, prebuilt: examples });
  // The same examples drawn here, as the sources do, to compare with.
  const drawnHere = demoService({ ...deps, illustrator: offline });

  for (const slug of fromBuild.slugs()) {
    const [built, here] = [await fromBuild.story(slug), await drawnHere.story(slug)];
    expect(built.content).toBe(here.content);
    expect(built.images.map((i) => i.url)).toEqual(here.images.map((i) => i.url));
    const cover = await fromBuild.picture(slug, '0.webp');
    expect(cover.bytes.equals((await drawnHere.picture(slug, '0.webp')).bytes)).toBe(true);
  }
  expect(drawn).toBe(0);

  // A build without one of the examples draws that one, as the sources do.
  await rm(path.join(examples, 'tandlaege'), { recursive: true });
  const partly = demoService({ ...deps, prebuilt: examples });
  await partly.story('skoledag');
  expect(drawn).toBe(0);
  await partly.story('tandlaege');
  expect(drawn).toBeGreaterThan(0);
});
