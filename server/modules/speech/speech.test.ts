import { afterAll, beforeEach, expect, it } from 'vitest';
import { speechMessages } from '../../../shared/messages.da';
import { fakeAudio, startFakeGoogleTts } from '../../providers/speech/fake-google-tts';
import { parseWav } from '../../providers/speech/wav';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient, type TestApp } from '../../test/harness';
import { limits } from '../../http/rate-limit';
import { speechCacheRepository } from './repository';
import { normalizeSentence, sentenceHash } from './service';

/** POST /api/tts over real HTTP: validation, sign-in, the shared cache, and both engines. */
const sentence = 'Emil skal til tandlægen i dag, og det er helt i orden.';

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

  it('speaks a sentence as WAV, then answers it from the shared cache for every user', async () => {
    expect(app().services.speechProvider.kind).toBe('offline');
    const first = await signedInClient(app());
    const res = await fetchAudio(app(), first, { text: sentence, voice: 'da-DK-Standard-C' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('x-speech-cache')).toBe('miss');
    const wav = parseWav(res.bytes)!;
    expect(wav).toMatchObject({ channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    expect(wav.durationSeconds).toBeGreaterThan(1);
    expect(wav.durationSeconds).toBeLessThan(8);

    const again = await fetchAudio(app(), first, { text: sentence, voice: 'da-DK-Standard-C' });
    expect(again.headers.get('x-speech-cache')).toBe('hit');
    expect(again.bytes.equals(res.bytes)).toBe(true);

    // Another user, the same sentence with other white space: the same audio, made once.
    const other = await signedInClient(app());
    const theirs = await fetchAudio(app(), other, { text: `  ${sentence.replace(' i dag', '\n i  dag')} `, voice: 'da-DK-Standard-C' });
    expect(theirs.headers.get('x-speech-cache')).toBe('hit');
    expect(theirs.bytes.equals(res.bytes)).toBe(true);

    // The other voice is other audio.
    const female = await fetchAudio(app(), other, { text: sentence, voice: 'da-DK-Standard-A' });
    expect(female.headers.get('x-speech-cache')).toBe('miss');
    expect(female.bytes.equals(res.bytes)).toBe(false);
  });

  it('keeps the hash and a storage key, never the text, and uses the default voice when none is given', async () => {
    const client = await signedInClient(app());
    const text = 'Bagefter leger Emil med sin bamse.';
    const res = await fetchAudio(app(), client, { text });
    expect(res.status).toBe(200);
    const hash = sentenceHash(app().services.speechProvider.engine, normalizeSentence(text));
    const row = await app().db.selectFrom('speech_cache').selectAll().where('text_hash', '=', hash).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ voice: 'da-DK-Standard-A', storage_key: `speech/da-DK-Standard-A/${hash}.wav`, content_type: 'audio/wav' });
    expect(JSON.stringify(row)).not.toContain('bamse');
    const stored = await app().services.storage.get(row.storage_key);
    expect(stored?.bytes.equals(res.bytes)).toBe(true);
  });

  it('keeps the first row when two instances store the same sentence', async () => {
    const repo = speechCacheRepository(app().db);
    const row = { voice: 'da-DK-Standard-A', text_hash: 'f'.repeat(64), content_type: 'audio/wav', created_at: new Date().toISOString() };
    await repo.insert({ ...row, storage_key: 'speech/da-DK-Standard-A/first.wav' });
    await expect(repo.insert({ ...row, storage_key: 'speech/da-DK-Standard-A/second.wav' })).resolves.toBeUndefined();
    expect((await repo.find(row.voice, row.text_hash))?.storage_key).toBe('speech/da-DK-Standard-A/first.wav');
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

    it('is chosen by GOOGLE_TTS_API_KEY and answers MP3, the second time from the cache without a call', async () => {
      expect(app().services.speechProvider.kind).toBe('google');
      const client = await signedInClient(app());
      const text = 'Tandlægen kigger på tænderne med et lille spejl.';
      const res = await fetchAudio(app(), client, { text, voice: 'da-DK-Standard-C' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(res.headers.get('x-speech-cache')).toBe('miss');
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
      expect(again.headers.get('x-speech-cache')).toBe('hit');
      expect(again.headers.get('content-type')).toBe('audio/mpeg');
      expect(again.bytes.equals(res.bytes)).toBe(true);
      expect(google.calls).toHaveLength(1);
    });

    it('makes a sentence asked for by many at once only once', async () => {
      google.latencyMs = 300;
      const clients = await Promise.all([signedInClient(app()), signedInClient(app())]);
      const text = 'Alle børn i klassen synger en sang.';
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => fetchAudio(app(), clients[i % 2], { text, voice: 'da-DK-Standard-A' })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.bytes.toString('hex'))).size).toBe(1);
      expect(google.calls).toHaveLength(1);
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
      expect(retry.headers.get('x-speech-cache')).toBe('miss');
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
    headers: { 'content-type': 'application/json', origin: new URL(app.url).origin, cookie: client.cookieHeader, 'x-forwarded-for': client.ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
