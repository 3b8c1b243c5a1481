import { DEFAULT_VOICE, isVoiceId, type VoiceId } from '@shared/voices';
import { useSyncExternalStore } from 'react';

/** The shared voice setting: one choice for every story, kept in this browser. */
const KEY = 'fortaellehuset.voice';
const listeners = new Set<() => void>();

export function readVoice(): VoiceId {
  try {
    const saved = localStorage.getItem(KEY);
    return isVoiceId(saved) ? saved : DEFAULT_VOICE;
  } catch {
    return DEFAULT_VOICE;
  }
}

export function saveVoice(voice: VoiceId) {
  try {
    localStorage.setItem(KEY, voice);
  } catch {
    // private mode or full storage: the choice lasts until the page closes
    memory = voice;
  }
  for (const listener of listeners) listener();
}

let memory: VoiceId | null = null;
const current = () => memory ?? readVoice();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen voice, the same in every component and tab. */
export const useVoice = () => useSyncExternalStore(subscribe, current, () => DEFAULT_VOICE);
