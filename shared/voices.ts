import { speechMessages } from './messages.da';

/**
 * The read-aloud voices, as data. Ids are Google Cloud Text-to-Speech voice names; the offline
 * engine renders the same two voices its own way (server/providers/speech/espeak.ts).
 */
export const voiceIds = ['da-DK-Standard-A', 'da-DK-Standard-C'] as const;
export type VoiceId = (typeof voiceIds)[number];

export interface Voice {
  id: VoiceId;
  /** Danish label shown in the voice picker */
  label: string;
  gender: 'FEMALE' | 'MALE';
  /** Semitones, as Google's audioConfig.pitch */
  pitch: number;
}

export const voices: Record<VoiceId, Voice> = {
  'da-DK-Standard-A': { id: 'da-DK-Standard-A', label: speechMessages.voices['da-DK-Standard-A'], gender: 'FEMALE', pitch: 0 },
  'da-DK-Standard-C': { id: 'da-DK-Standard-C', label: speechMessages.voices['da-DK-Standard-C'], gender: 'MALE', pitch: -2 },
};

export const DEFAULT_VOICE: VoiceId = 'da-DK-Standard-A';
export const SPEAKING_RATE = 1;
/** Read-aloud sends one sentence at a time; this bounds one request. */
export const SPEECH_TEXT_MAX = 1000;

export const isVoiceId = (value: unknown): value is VoiceId => typeof value === 'string' && (voiceIds as readonly string[]).includes(value);
