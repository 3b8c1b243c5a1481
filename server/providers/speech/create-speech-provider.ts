import type { Config } from '../../config';
import { espeakSpeechProvider } from './espeak';
import { googleSpeechProvider } from './google';
import type { SpeechProvider } from './port';

/** Google Cloud Text-to-Speech when its key is set, else the built-in offline Danish voice. */
export function createSpeechProvider(
  config: Pick<Config, 'GOOGLE_TTS_API_KEY' | 'GOOGLE_TTS_BASE_URL' | 'SPEECH_WORKERS'>,
): SpeechProvider {
  if (config.GOOGLE_TTS_API_KEY) return googleSpeechProvider({ apiKey: config.GOOGLE_TTS_API_KEY, baseUrl: config.GOOGLE_TTS_BASE_URL });
  return espeakSpeechProvider({ workers: config.SPEECH_WORKERS });
}
