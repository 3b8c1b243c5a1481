import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError, toAppError } from '../../http/errors';
import { ProviderError } from '../errors';
import { setLogLevel } from '../../logger';
import { fakeAudio, type FakeGoogleTts, startFakeGoogleTts } from '../../test/fake-google-tts';
import { googleSpeechProvider } from './google';

let fake: FakeGoogleTts;
beforeAll(async () => {
  setLogLevel('silent');
  fake = await startFakeGoogleTts();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.answers.length = 0;
});

const provider = () => googleSpeechProvider({ apiKey: 'test-key/+=', baseUrl: fake.url });
const sentence = 'Emil skal til tandlægen i dag, og det er helt i orden.';

async function failure(answer: FakeGoogleTts['answers'][number]) {
  fake.answers.push(answer);
  const err = await provider()
    .synthesize({ text: sentence, voice: 'da-DK-Standard-A' })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  // The adapter fails with a typed error; the error layer gives the user its Danish text.
  expect(err).toBeInstanceOf(ProviderError);
  return toAppError(err) as AppError;
}

describe('Google Cloud Text-to-Speech adapter', () => {
  it('asks for Danish MP3 with the female voice at pitch 0 and decodes the base64 audio', async () => {
    const result = await provider().synthesize({ text: sentence, voice: 'da-DK-Standard-A' });

    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    expect(call.url.startsWith('/v1/text:synthesize?')).toBe(true);
    expect(call.key).toBe('test-key/+=');
    expect(call.contentType).toMatch(/^application\/json/);
    expect(call.body).toEqual({
      input: { text: sentence },
      voice: { languageCode: 'da-DK', name: 'da-DK-Standard-A', ssmlGender: 'FEMALE' },
      audioConfig: { audioEncoding: 'MP3', speakingRate: 1, pitch: 0, effectsProfileId: ['headphone-class-device'] },
    });
    expect(result.contentType).toBe('audio/mpeg');
    expect(result.extension).toBe('mp3');
    expect(result.audio.equals(fakeAudio(call.body))).toBe(true);
  });

  it('uses the male voice at pitch -2', async () => {
    await provider().synthesize({ text: 'Hej.', voice: 'da-DK-Standard-C' });
    expect(fake.calls[0].body.voice).toEqual({ languageCode: 'da-DK', name: 'da-DK-Standard-C', ssmlGender: 'MALE' });
    expect((fake.calls[0].body.audioConfig as { pitch: number }).pitch).toBe(-2);
  });

  it('maps 400 to API_ERROR with the Danish text for an invalid request', async () => {
    const err = await failure({ status: 400, json: { error: { code: 400, message: 'Invalid value' } } });
    expect(err.code).toBe('API_ERROR');
    expect(err.message).toBe('Ugyldig anmodning til taletjenesten');
    expect(err.status).toBe(502);
  });

  it('maps 403 to API_ERROR with the Danish text for no access', async () => {
    const err = await failure({ status: 403, json: { error: { code: 403, message: 'API key not valid' } } });
    expect(err.code).toBe('API_ERROR');
    expect(err.message).toBe('Ingen adgang til taletjenesten');
  });

  it('maps other statuses to "API fejl: {status}"', async () => {
    const err = await failure({ status: 500, json: { error: { code: 500, message: 'internal' } } });
    expect(err.code).toBe('API_ERROR');
    expect(err.message).toBe('API fejl: 500');
    expect((await failure({ status: 429, json: {} })).message).toBe('API fejl: 429');
  });

  it('maps a missing or empty audioContent to NO_AUDIO', async () => {
    for (const json of [{}, { audioContent: '' }, { audioContent: null }]) {
      const err = await failure({ status: 200, json });
      expect(err.code).toBe('NO_AUDIO');
      expect(err.message).toBe('Ingen lyddata modtaget fra taletjenesten');
    }
  });

  it('maps a network failure to SYNTHESIS_FAILED without the key in the error', async () => {
    const err = await failure({ destroy: true });
    expect(err.code).toBe('SYNTHESIS_FAILED');
    expect(err.message).toBe('Kunne ikke generere tale');
    expect(String(err.cause)).not.toContain('test-key');

    const closed = await startFakeGoogleTts();
    await closed.close();
    const unreachable = await googleSpeechProvider({ apiKey: 'k', baseUrl: closed.url })
      .synthesize({ text: sentence, voice: 'da-DK-Standard-A' })
      .catch((e: unknown) => toAppError(e));
    expect((unreachable as AppError).code).toBe('SYNTHESIS_FAILED');
  });
});
