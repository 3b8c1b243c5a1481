import { createHash } from 'node:crypto';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { speechMessages } from '../../../shared/messages.da';
import { limits } from '../../http/rate-limit';
import { fakeAudio, startFakeGoogleTts } from '../../test/fake-google-tts';
import { googleSpeechProvider } from '../../providers/speech/google';
import { readMp3 } from '../../providers/speech/mp3.mjs';
import { decodeMp3 } from '../../test/decode-mp3';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { speechCacheRepository } from './repository';
import { normalizeSentence, sentenceHasher, speechService } from './service';

/** POST /api/tts over real HTTP: validation, sign-in, each user's own cache, and both engines. */
const sentence = 'Emil skal til tandlægen i dag, og det er helt i orden.';

const cacheRows = (app: TestApp, userId: string) =>
  app.db.selectFrom('speech_cache').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describeEachDialect('read-aloud with the offline voice', (app) => {
  it('answers 401 to a signed-out visitor', async () => {
    const res = await app().client().post('/api/tts', { text: sentence, voice: 'da-DK-Standard-A' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(res.body.error.message).toBe('Du skal være logget ind for at udføre denne handling');
  });

  it('refuses blank text, an unknown voice and a too long text with Danish messages', async () => {
    const client = await signedInClient(app());
    for (const body of [{ text: '   ', voice: 'da-DK-Standard-A' }, { voice: 'da-DK-Standard-A' }, { text: '' }]) {
      const res = await client.post('/api/tts', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Ingen tekst at konvertere til tale');
    }
    const voice = await client.post('/api/tts', { text: sentence, voice: 'en-US-Wavenet-D' });
    expect(voice.status).toBe(400);
    expect(voice.body.error.message).toBe(speechMessages.unknownVoice);
    const long = await client.post('/api/tts', { text: 'a'.repeat(1001), voice: 'da-DK-Standard-A' });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Teksten må højst være 1000 tegn ad gangen');
  });

  it('speaks a sentence as gapless MP3, answers it again from the user’s own cache, and another user from theirs', async () => {
    expect(app().services.speechProvider.kind).toBe('offline');
    const first = await signedInClient(app());
    const res = await fetchAudio(app(), first, { text: sentence, voice: 'da-DK-Standard-C' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // Nothing says whether the audio was made before.
    expect(res.headers.has('x-speech-cache')).toBe(false);
    const mp3 = readMp3(res.bytes)!;
    expect(mp3).toMatchObject({ sampleRate: 22050, channels: 1, bitrate: 32, gapless: { encoderDelay: 576 } });
    expect(mp3.durationSeconds).toBeGreaterThan(1);
    expect(mp3.durationSeconds).toBeLessThan(8);
    // Decoded as a browser does, it lasts exactly as long as the tag says: the player's pauses stay exact.
    expect((await decodeMp3(res.bytes)).samples.length).toBe(mp3.samples);
    const [made] = await cacheRows(app(), first.userId);

    const again = await fetchAudio(app(), first, { text: sentence, voice: 'da-DK-Standard-C' });
    expect(again.headers.has('x-speech-cache')).toBe(false);
    expect(again.bytes.equals(res.bytes)).toBe(true);
    // From the cache: the same row, now marked as used again.
    const afterAgain = await cacheRows(app(), first.userId);
    expect(afterAgain).toHaveLength(1);
    expect(afterAgain[0]).toMatchObject({ text_hash: made.text_hash, storage_key: made.storage_key, created_at: made.created_at });
    expect(afterAgain[0].used_at >= made.used_at).toBe(true);

    // Another user, the same sentence with other white space: made for them, kept in their own cache.
    const other = await signedInClient(app());
    const theirs = await fetchAudio(app(), other, { text: `  ${sentence.replace(' i dag', '\n i  dag')} `, voice: 'da-DK-Standard-C' });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.has('x-speech-cache')).toBe(false);
    expect(theirs.bytes.equals(res.bytes)).toBe(true);
    const [their] = await cacheRows(app(), other.userId);
    expect(their.text_hash).not.toBe(made.text_hash);
    expect(their.storage_key.startsWith(`users/${other.userId}/speech/`)).toBe(true);
    expect(await cacheRows(app(), first.userId)).toHaveLength(1);

    // The other voice is other audio.
    const female = await fetchAudio(app(), other, { text: sentence, voice: 'da-DK-Standard-A' });
    expect(female.bytes.equals(res.bytes)).toBe(false);
    expect(await cacheRows(app(), other.userId)).toHaveLength(2);
  });

  it('keeps a keyed hash and the file under the user, never the text, and uses the default voice when none is given', async () => {
    const client = await signedInClient(app());
    const text = 'Bagefter leger Emil med sin bamse.';
    const res = await fetchAudio(app(), client, { text });
    expect(res.status).toBe(200);
    const { engine } = app().services.speechProvider;
    const hash = sentenceHasher(app().services.config.AUTH_SECRET)(client.userId, engine, normalizeSentence(text));
    // Not the plain hash of the text, which anyone could compute for a guessed sentence.
    expect(hash).not.toBe(
      createHash('sha256')
        .update(`${engine}\n${normalizeSentence(text)}`)
        .digest('hex'),
    );
    const [row] = await cacheRows(app(), client.userId);
    expect(row).toMatchObject({
      user_id: client.userId,
      voice: 'da-DK-Standard-A',
      text_hash: hash,
      storage_key: `users/${client.userId}/speech/da-DK-Standard-A/${hash}.mp3`,
      content_type: 'audio/mpeg',
      bytes: res.bytes.length,
    });
    expect(JSON.stringify(row)).not.toContain('bamse');
    const stored = await app().services.storage.get(row.storage_key);
    expect(stored?.bytes.equals(res.bytes)).toBe(true);
  });

  it('keeps the first row when two instances store the same sentence for a user', async () => {
    const { userId } = await signedInClient(app());
    const repo = speechCacheRepository(app().db);
    const at = new Date().toISOString();
    const row = {
      user_id: userId,
      voice: 'da-DK-Standard-A',
      text_hash: 'f'.repeat(64),
      content_type: 'audio/mpeg',
      bytes: 10,
      created_at: at,
      used_at: at,
    };
    await repo.insert({ ...row, storage_key: `users/${userId}/speech/da-DK-Standard-A/first.mp3` });
    await expect(repo.insert({ ...row, storage_key: `users/${userId}/speech/da-DK-Standard-A/second.mp3` })).resolves.toBeUndefined();
    expect((await repo.find(userId, row.voice, row.text_hash))?.storage_key).toBe(`users/${userId}/speech/da-DK-Standard-A/first.mp3`);
  });

  it('deletes the user’s read-aloud rows and audio with the account, and only theirs', async () => {
    const [leaving, staying] = await Promise.all([signedInClient(app()), signedInClient(app())]);
    for (const client of [leaving, staying]) {
      for (const text of ['Mor henter Emil.', 'De går hjem sammen.'])
        expect((await fetchAudio(app(), client, { text, voice: 'da-DK-Standard-A' })).status).toBe(200);
    }
    const leavingKeys = (await cacheRows(app(), leaving.userId)).map((r) => r.storage_key);
    expect(leavingKeys).toHaveLength(2);
    for (const key of leavingKeys) expect(await app().services.storage.get(key)).not.toBeNull();

    const res = await leaving.request('DELETE', '/api/me', { json: { confirm: 'SLET MIN KONTO', password: TEST_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    expect(await cacheRows(app(), leaving.userId)).toEqual([]);
    for (const key of leavingKeys) expect(await app().services.storage.get(key)).toBeNull();
    const kept = await cacheRows(app(), staying.userId);
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(await app().services.storage.get(row.storage_key)).not.toBeNull();
  });

  it('removes the files of the shared cache of earlier versions at start', async () => {
    const storage = app().services.storage;
    const old = ['speech/da-DK-Standard-A/0123abcd.wav', 'speech/da-DK-Standard-C/4567ef00.wav'];
    for (const key of old) await storage.put(key, Buffer.from('RIFF'), 'audio/wav');
    const client = await signedInClient(app());
    expect((await fetchAudio(app(), client, { text: 'Emil sover.' })).status).toBe(200);
    const [kept] = await cacheRows(app(), client.userId);

    await app().restart();
    await expect
      .poll(async () => (await Promise.all(old.map((key) => app().services.storage.get(key)))).every((f) => f === null))
      .toBe(true);
    // The users' own audio stays.
    expect(await app().services.storage.get(kept.storage_key)).not.toBeNull();
  });
});

const google = await startFakeGoogleTts();
afterAll(() => google.close());

describeEachDialect(
  'read-aloud with Google Cloud Text-to-Speech',
  (app) => {
    beforeEach(() => {
      google.calls.length = 0;
      google.answers.length = 0;
      google.latencyMs = 0;
    });

    it('is chosen by GOOGLE_TTS_API_KEY and answers MP3; the same user again makes no call, another user does', async () => {
      expect(app().services.speechProvider.kind).toBe('google');
      const client = await signedInClient(app());
      const text = 'Tandlægen kigger på tænderne med et lille spejl.';
      const res = await fetchAudio(app(), client, { text, voice: 'da-DK-Standard-C' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(res.headers.has('x-speech-cache')).toBe(false);
      expect(google.calls).toHaveLength(1);
      expect(google.calls[0].key).toBe('fake-google-key');
      expect(google.calls[0].body).toEqual({
        input: { text },
        voice: { languageCode: 'da-DK', name: 'da-DK-Standard-C', ssmlGender: 'MALE' },
        audioConfig: { audioEncoding: 'MP3', speakingRate: 1, pitch: -2, effectsProfileId: ['headphone-class-device'] },
      });
      expect(res.bytes.equals(fakeAudio(google.calls[0].body))).toBe(true);

      const again = await fetchAudio(app(), client, { text, voice: 'da-DK-Standard-C' });
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toBe('audio/mpeg');
      expect(again.headers.has('x-speech-cache')).toBe(false);
      expect(again.bytes.equals(res.bytes)).toBe(true);
      expect(google.calls).toHaveLength(1);

      // Another user is never answered from the first one's cache.
      const other = await signedInClient(app());
      const theirs = await fetchAudio(app(), other, { text, voice: 'da-DK-Standard-C' });
      expect(theirs.status).toBe(200);
      expect(theirs.headers.has('x-speech-cache')).toBe(false);
      expect(theirs.bytes.equals(res.bytes)).toBe(true);
      expect(google.calls).toHaveLength(2);
    });

    it('makes a sentence asked for by a user many times at once only once for that user', async () => {
      google.latencyMs = 300;
      const clients = await Promise.all([signedInClient(app()), signedInClient(app())]);
      const text = 'Alle børn i klassen synger en sang.';
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => fetchAudio(app(), clients[i % 2], { text, voice: 'da-DK-Standard-A' })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.bytes.toString('hex'))).size).toBe(1);
      // One synthesis per user: the other user's requests waited for nothing of the first's.
      expect(google.calls).toHaveLength(2);
    });

    it('passes the speech service errors on in Danish', async () => {
      const client = await signedInClient(app());
      google.answers.push({ status: 403, json: { error: { code: 403, message: 'The caller does not have permission' } } });
      const denied = await client.post('/api/tts', { text: 'Første sætning.', voice: 'da-DK-Standard-A' });
      expect(denied.status).toBe(502);
      expect(denied.body.error).toEqual({ code: 'API_ERROR', message: 'Ingen adgang til taletjenesten' });

      google.answers.push({ status: 200, json: { audioContent: '' } });
      const empty = await client.post('/api/tts', { text: 'Anden sætning.', voice: 'da-DK-Standard-A' });
      expect(empty.body.error).toEqual({ code: 'NO_AUDIO', message: 'Ingen lyddata modtaget fra taletjenesten' });

      google.answers.push({ status: 503, json: {} });
      const down = await client.post('/api/tts', { text: 'Tredje sætning.', voice: 'da-DK-Standard-A' });
      expect(down.body.error).toEqual({ code: 'API_ERROR', message: 'API fejl: 503' });

      // A failure is not cached: the next try asks again and succeeds.
      const retry = await fetchAudio(app(), client, { text: 'Første sætning.', voice: 'da-DK-Standard-A' });
      expect(retry.status).toBe(200);
      expect(google.calls).toHaveLength(4);
      expect(await cacheRows(app(), client.userId)).toHaveLength(1);
    });

    it('keeps at most the limit of entries per user, the least recently read going first', async () => {
      const [reader, bystander] = await Promise.all([signedInClient(app()), signedInClient(app())]);
      let tick = Date.parse('2030-01-01T00:00:00Z');
      const service = speechService({
        repo: speechCacheRepository(app().db),
        storage: app().services.storage,
        provider: googleSpeechProvider({ apiKey: 'fake-google-key', baseUrl: google.url }),
        limiter: app().services.limiter,
        secret: app().services.config.AUTH_SECRET,
        cacheLimits: { entriesPerUser: 3, bytesPerUser: 1024 * 1024 },
        now: () => new Date((tick += 1000)),
      });
      const read = (userId: string, text: string) => service.readAloud(userId, { text, voice: 'da-DK-Standard-A' });
      await read(bystander.userId, 'Anden bruger.');
      for (const text of ['En.', 'To.', 'Tre.']) await read(reader.userId, text);
      const [one, two] = await cacheRows(app(), reader.userId);
      // 'En.' is read again, so 'To.' is now the least recently read; a fourth sentence pushes it out.
      await read(reader.userId, 'En.');
      await read(reader.userId, 'Fire.');
      expect(google.calls).toHaveLength(5);
      const rows = await cacheRows(app(), reader.userId);
      expect(rows).toHaveLength(3);
      expect(rows.map((r) => r.storage_key)).not.toContain(two.storage_key);
      expect(rows.map((r) => r.storage_key)).toContain(one.storage_key);
      expect(await app().services.storage.get(two.storage_key)).toBeNull();
      // 'En.' is still cached (no call); 'To.' is made again.
      await read(reader.userId, 'En.');
      expect(google.calls).toHaveLength(5);
      await read(reader.userId, 'To.');
      expect(google.calls).toHaveLength(6);
      expect(await cacheRows(app(), reader.userId)).toHaveLength(3);
      // Another user's cache is not touched by this one's bound.
      expect(await cacheRows(app(), bystander.userId)).toHaveLength(1);
    });

    it('keeps at most the limit of bytes per user', async () => {
      const { userId } = await signedInClient(app());
      // The fake answers 35 bytes a sentence: two fit in 80.
      const service = speechService({
        repo: speechCacheRepository(app().db),
        storage: app().services.storage,
        provider: googleSpeechProvider({ apiKey: 'fake-google-key', baseUrl: google.url }),
        limiter: app().services.limiter,
        secret: app().services.config.AUTH_SECRET,
        cacheLimits: { entriesPerUser: 100, bytesPerUser: 80 },
      });
      for (const text of ['En.', 'To.', 'Tre.', 'Fire.']) await service.readAloud(userId, { text, voice: 'da-DK-Standard-C' });
      const rows = await cacheRows(app(), userId);
      expect(rows.map((r) => Number(r.bytes))).toEqual([35, 35]);
    });

    it('leaves no file behind when the account is gone before its row is stored', async () => {
      const provider = googleSpeechProvider({ apiKey: 'fake-google-key', baseUrl: google.url });
      const secret = app().services.config.AUTH_SECRET;
      const service = speechService({
        repo: speechCacheRepository(app().db),
        storage: app().services.storage,
        provider,
        limiter: app().services.limiter,
        secret,
      });
      // A user id with no user row: as when DELETE /api/me lands while the sentence is being made.
      const gone = '00000000-0000-4000-8000-000000000000';
      const text = 'Emil vinker farvel.';
      const result = await service.readAloud(gone, { text, voice: 'da-DK-Standard-A' });
      expect(result.contentType).toBe('audio/mpeg');
      const hash = sentenceHasher(secret)(gone, provider.engine, normalizeSentence(text));
      expect(await cacheRows(app(), gone)).toEqual([]);
      expect(await app().services.storage.get(`users/${gone}/speech/da-DK-Standard-A/${hash}.mp3`)).toBeNull();
    });

    it(`limits a user to ${limits.speech.max} sentences a minute`, async () => {
      const [busy, calm] = await Promise.all([signedInClient(app()), signedInClient(app())]);
      const body = { text: 'Det er helt i orden.', voice: 'da-DK-Standard-A' };
      for (let i = 0; i < limits.speech.max; i += 20) {
        const batch = await Promise.all(Array.from({ length: 20 }, () => busy.post('/api/tts', body)));
        expect(batch.every((r) => r.status === 200)).toBe(true);
      }
      const over = await busy.post('/api/tts', body);
      expect(over.status).toBe(429);
      expect(over.body.error).toEqual({ code: 'RATE_LIMIT', message: 'For mange anmodninger. Prøv igen om lidt' });
      expect((await calm.post('/api/tts', body)).status).toBe(200);
    });
  },
  { env: { GOOGLE_TTS_API_KEY: 'fake-google-key', GOOGLE_TTS_BASE_URL: google.url } },
);

/** POST /api/tts reading the answer as bytes (the harness client reads text). */
async function fetchAudio(app: TestApp, client: Client, body: unknown) {
  const res = await fetch(`${app.url}/api/tts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(app.url).origin,
      cookie: client.cookieHeader,
      'x-forwarded-for': client.ip,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
