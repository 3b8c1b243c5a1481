import { SPEAKING_RATE, voices } from '../../../shared/voices';
import { answerInfo, failureOfStatus, providerFailure } from '../errors';
import { synthesisFailed } from './errors';
import type { SpeechAudio, SpeechProvider, SpeechRequest } from './port';

export interface GoogleSpeechOptions {
  apiKey: string;
  /** https://texttospeech.googleapis.com/v1 */
  baseUrl: string;
  timeoutMs?: number;
}

/** Google Cloud Text-to-Speech REST (text:synthesize with an API key), answering MP3. */
export function googleSpeechProvider(opts: GoogleSpeechOptions): SpeechProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/text:synthesize?key=${encodeURIComponent(opts.apiKey)}`;
  const timeoutMs = opts.timeoutMs ?? 15_000;

  async function synthesize({ text, voice }: SpeechRequest, signal?: AbortSignal): Promise<SpeechAudio> {
    const v = voices[voice];
    const body = {
      input: { text },
      voice: { languageCode: 'da-DK', name: v.id, ssmlGender: v.gender },
      audioConfig: { audioEncoding: 'MP3', speakingRate: SPEAKING_RATE, pitch: v.pitch, effectsProfileId: ['headphone-class-device'] },
    };
    const timeout = AbortSignal.timeout(timeoutMs);
    let res: Response;
    let answer: string;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      answer = await res.text();
    } catch (err) {
      // The URL holds the key; only the error's name and code are logged.
      const e = err as { name?: string; cause?: { code?: string } };
      throw synthesisFailed('google', `network: ${e.name ?? 'Error'} ${e.cause?.code ?? ''}`);
    }
    if (!res.ok) {
      const detail = `status ${res.status}: ${answer.slice(0, 300)}`;
      throw providerFailure('speech', 'google', failureOfStatus(res.status), detail, answerInfo(res));
    }
    let audioContent: unknown;
    try {
      audioContent = (JSON.parse(answer) as { audioContent?: unknown }).audioContent;
    } catch {
      throw providerFailure('speech', 'google', 'bad_response', 'answer is not JSON');
    }
    const audio = typeof audioContent === 'string' ? Buffer.from(audioContent, 'base64') : Buffer.alloc(0);
    if (audio.length === 0) throw providerFailure('speech', 'google', 'bad_response', 'no audioContent');
    return { audio, contentType: 'audio/mpeg', extension: 'mp3' };
  }

  return { kind: 'google', engine: 'google-tts-v1', synthesize, close: async () => {} };
}
