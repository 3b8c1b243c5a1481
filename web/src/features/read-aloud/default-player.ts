import { synthesizeSpeech } from './api/synthesize-speech';
import { audioOutput } from './audio-output';
import { ReadAloudPlayer, type TraceEntry } from './player';
import { SpeechCache } from './speech-cache';
import { screenWakeLock } from './wake-lock';

declare global {
  interface Window {
    /** Sentences as played, when the page was opened with `?read-aloud-trace` (bench/read-aloud.ts reads it). */
    __readAloudTrace?: TraceEntry[];
  }
}

function traceFromAddress() {
  if (!new URLSearchParams(window.location.search).has('read-aloud-trace')) return undefined;
  window.__readAloudTrace ??= [];
  return (entry: TraceEntry) => void (window.__readAloudTrace ??= []).push(entry);
}

let player: ReadAloudPlayer | null = null;

/** The app's read-aloud player, with the shared audio output, this tab's speech cache and the screen wake lock. */
export function readAloudPlayer(): ReadAloudPlayer {
  player ??= new ReadAloudPlayer({ output: audioOutput(), fetchSpeech: synthesizeSpeech, cache: new SpeechCache(), wakeLock: screenWakeLock(), trace: traceFromAddress() });
  return player;
}
