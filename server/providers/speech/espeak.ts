import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { VoiceId } from '../../../shared/voices';
import { synthesisFailed } from './errors';
import type { SpeechAudio, SpeechProvider, SpeechRequest } from './port';

/**
 * The two voices in eSpeak NG's Danish: a female variant at its own pitch and a male variant
 * pitched below the default, both slower than eSpeak's 175 words a minute with a short pause
 * between words (-g, in 10 ms) for a calm reading. Measured on "Emil skal til tandlægen i dag,
 * og det er helt i orden.": a voice around 200 Hz and one around 90 Hz, about 4 s each.
 */
export const offlineVoices: Record<VoiceId, string[]> = {
  'da-DK-Standard-A': ['-v', 'da+f3', '-p', '50', '-s', '140', '-g', '2'],
  'da-DK-Standard-C': ['-v', 'da+m3', '-p', '38', '-s', '140', '-g', '2'],
};

/**
 * What the listener gets of eSpeak's 22 kHz WAV: its trailing silence cut to 0.1 s (the reader
 * makes its own pauses), then MP3 at a constant 32 kbit/s, as Google's MP3 voices answer: about
 * 4 kB a second of speech instead of the WAV's 44 kB (docs/0005-read-aloud.md).
 */
export const offlineAudio = { bitrate: 32, keepSilenceMs: 100 };

export interface EspeakOptions {
  /** Worker threads synthesizing at once (each ~80 ms of CPU per sentence). */
  workers?: number;
  timeoutMs?: number;
}

interface Task {
  id: number;
  text: string;
  args: string[];
  resolve(mp3: Buffer): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
}

const workerUrl = new URL('./espeak-worker.mjs', import.meta.url);
const version = (createRequire(import.meta.url)('espeak-ng/package.json') as { version: string }).version;

/**
 * The offline Danish voice: eSpeak NG (WebAssembly) in a small pool of worker threads, started
 * on first use, so the event loop never waits for a synthesis or its encoding. Answers mono MP3
 * (`offlineAudio`) with a gapless tag, so a browser decodes exactly the samples eSpeak made.
 */
export function espeakSpeechProvider(opts: EspeakOptions = {}): SpeechProvider {
  const size = Math.max(1, opts.workers ?? 1);
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(workerUrl) };
    const fail = (err: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      finish(slot)?.reject(err);
      dispatch();
    };
    slot.worker.on('message', (msg: { id: number; mp3?: Uint8Array; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      finish(slot);
      if (msg.mp3) task.resolve(Buffer.from(msg.mp3.buffer, msg.mp3.byteOffset, msg.mp3.byteLength));
      else task.reject(new Error(msg.error ?? 'espeak-ng failed'));
      dispatch();
    });
    slot.worker.on('error', (err) => fail(err));
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`espeak-ng worker exited with code ${code}`));
    });
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot): Task | undefined {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.timer = undefined;
    // An idle worker does not keep the process alive.
    slot.worker.unref();
    return task;
  }

  function dispatch() {
    while (queue.length && !closed) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        // A stuck synthesis: the worker is replaced; its 'exit' rejects the task.
        void slot.worker.terminate();
      }, timeoutMs);
      slot.worker.postMessage({ id: task.id, text: task.text, args: task.args, audio: offlineAudio });
    }
  }

  function run(text: string, args: string[]): Promise<Buffer> {
    if (closed) return Promise.reject(new Error('the speech engine is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ id: nextId++, text, args, resolve, reject });
      dispatch();
    });
  }

  async function synthesize({ text, voice }: SpeechRequest): Promise<SpeechAudio> {
    try {
      const audio = await run(text, offlineVoices[voice]);
      return { audio, contentType: 'audio/mpeg', extension: 'mp3' };
    } catch (err) {
      throw synthesisFailed('espeak-ng', String(err));
    }
  }

  async function close() {
    closed = true;
    for (const task of queue.splice(0)) task.reject(new Error('the speech engine is closed'));
    const all = slots.splice(0);
    await Promise.all(
      all.map(async (slot) => {
        finish(slot)?.reject(new Error('the speech engine is closed'));
        await slot.worker.terminate();
      }),
    );
  }

  // Retuning a voice or the encoding renames the engine, so no audio made the old way is served.
  const settings = createHash('sha256').update(JSON.stringify({ offlineVoices, offlineAudio })).digest('hex').slice(0, 12);
  return { kind: 'offline', engine: `espeak-ng@${version}/${settings}`, synthesize, close };
}
