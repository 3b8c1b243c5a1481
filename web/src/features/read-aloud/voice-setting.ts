import { DEFAULT_VOICE, isVoiceId, type VoiceId } from '@shared/voices';
import { useSyncExternalStore } from 'react';

/**
 * The shared voice setting, kept in this browser: one choice for every story. `voice` is the
 * synthetic voice, which reads every page nobody recorded; «Min stemme» is a choice of its own on
 * top of it, used only for a story with recorded pages (so it never plays anything for a story
 * without), and on until the user chooses a synthetic voice where it was offered: the parent
 * recorded the pages to be heard.
 */
const KEY = 'fortaellehuset.voice';
const MY_VOICE_KEY = 'fortaellehuset.voice.mine';
const listeners = new Set<() => void>();

/** The voice picker's choices: a synthetic voice, or «Min stemme». */
export const MY_VOICE = 'mine';
export type VoiceChoice = VoiceId | typeof MY_VOICE;

let memory: VoiceId | null = null;
let myVoiceMemory: boolean | null = null;

export function readVoice(): VoiceId {
  if (memory) return memory;
  try {
    const saved = localStorage.getItem(KEY);
    return isVoiceId(saved) ? saved : DEFAULT_VOICE;
  } catch {
    return DEFAULT_VOICE;
  }
}

/** Whether «Min stemme» is wanted where a story has it. */
export function readMyVoice(): boolean {
  if (myVoiceMemory !== null) return myVoiceMemory;
  try {
    return localStorage.getItem(MY_VOICE_KEY) !== 'off';
  } catch {
    return true;
  }
}

function store(key: string, value: string, remember: () => void) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode or full storage: the choice lasts until the page closes
    remember();
  }
  for (const listener of listeners) listener();
}

export function saveVoice(voice: VoiceId) {
  store(KEY, voice, () => (memory = voice));
}

export function saveMyVoice(on: boolean) {
  store(MY_VOICE_KEY, on ? 'on' : 'off', () => (myVoiceMemory = on));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === MY_VOICE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen synthetic voice, the same in every component and tab. */
export const useVoice = () => useSyncExternalStore(subscribe, readVoice, () => DEFAULT_VOICE);

/** Whether «Min stemme» is wanted where a story has it, the same in every component and tab. */
export const useMyVoice = () => useSyncExternalStore(subscribe, readMyVoice, () => true);

const HINT_SEEN_KEY = 'fortaellehuset.voice.mineHintSeen';

/** Whether the hint on «Min stemme» was closed in this browser (it is shown once, beside the picker). */
export function myVoiceHintSeen(): boolean {
  try {
    return localStorage.getItem(HINT_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

export function markMyVoiceHintSeen() {
  try {
    localStorage.setItem(HINT_SEEN_KEY, '1');
  } catch {
    // the hint shows again next time
  }
}
