import { createContext } from 'react';
import { speechAddressOf } from '@web/lib/offline/saved-stories';
import { fetchRecording } from './api/fetch-recording';
import { synthesizeSpeech, synthesizeSpeechAt } from './api/synthesize-speech';
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

/** Where the page is drawn on the server (a shared story, entry-server.tsx), nothing is played or kept. */
const onServer = typeof window === 'undefined';

function traceFromAddress() {
  if (onServer || !new URLSearchParams(window.location.search).has('read-aloud-trace')) return undefined;
  window.__readAloudTrace ??= [];
  return (entry: TraceEntry) => void (window.__readAloudTrace ??= []).push(entry);
}

let player: ReadAloudPlayer | null = null;

/** The app's read-aloud player, with the shared audio output, this tab's speech cache and the screen wake lock. */
export function readAloudPlayer(): ReadAloudPlayer {
  player ??= new ReadAloudPlayer({
    output: audioOutput(),
    fetchSpeech: synthesizeSpeech,
    fetchRecording,
    cache: new SpeechCache(),
    wakeLock: screenWakeLock(),
    trace: traceFromAddress(),
  });
  return player;
}

const demoPlayers = new Map<string, ReadAloudPlayer>();

/** An example story's player: its sentences come from the example's own address, read without an account. */
export function demoReadAloudPlayer(slug: string): ReadAloudPlayer {
  return playerAt(`/api/demo/${encodeURIComponent(slug)}/tts`);
}

/** A story shared with a link: its sentences are read through the link's own address, without an account. */
export function sharedReadAloudPlayer(token: string): ReadAloudPlayer {
  return playerAt(speechAddressOf({ kind: 'shared', id: token }));
}

function playerAt(address: string): ReadAloudPlayer {
  let player = demoPlayers.get(address);
  if (!player) {
    player = new ReadAloudPlayer({
      output: audioOutput(),
      fetchSpeech: (text, voice, signal) => synthesizeSpeechAt(address, text, voice, signal),
      fetchRecording,
      cache: new SpeechCache(4 * 1024 * 1024),
      wakeLock: screenWakeLock(),
      trace: traceFromAddress(),
    });
    if (!onServer) demoPlayers.set(address, player);
  }
  return player;
}

/** Which player the reader's read-aloud uses: the signed-in user's (POST /api/tts) unless the page says otherwise. */
export const ReadAloudPlayerContext = createContext<(() => ReadAloudPlayer) | null>(null);
