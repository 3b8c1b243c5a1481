/**
 * eSpeak NG in a worker thread (the npm `espeak-ng` package: the espeak-ng command line
 * compiled to WebAssembly with its voice data embedded; GPL-3.0-or-later, used only through the
 * speech port).
 *
 * The build is a program, not a library: its `main` reads options, and its state is not meant to
 * survive a second run. So each sentence gets a fresh instance of the module (compiled once
 * here), and the next instance is made ready right after answering, while the listener hears
 * the sentence just sent, so a request only pays for `main` itself. The text goes in as a file of
 * the instance's virtual file system (no text can pass for an option) and the WAV comes out of it.
 * The WAV's trailing silence is cut and it is encoded as MP3 here too (./mp3.mjs, ~6 ms of CPU
 * a second of speech), so neither the synthesis nor the encoding ever runs on the event loop.
 *
 * Plain JavaScript so that Node starts it as it is, under tsx, vitest and node alike.
 *
 * Messages in:  { id, text, args, audio }   (args: voice options such as ['-v', 'da+f3', '-s', '150'];
 *               audio: { bitrate, keepSilenceMs }, see offlineAudio in ./espeak.ts)
 * Messages out: { id, mp3 } (Uint8Array, transferred) or { id, error }
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { mp3Encoder } from './mp3.mjs';
import { parseWav, pcm16Samples, trimTrailingSilence } from './wav.mjs';

// The package is a build with Emscripten's assertions on: while an instance mounts its data
// directory, every path lookup that misses builds an Error, and capturing their stack traces
// made an instance take ~300 ms to start instead of ~30 ms. This thread runs nothing else.
Error.stackTraceLimit = 0;

const require = createRequire(import.meta.url);
const wasm = WebAssembly.compile(await readFile(require.resolve('espeak-ng/dist/espeak-ng.wasm')));

/** A started instance whose `main` has not run yet, with the raw exports to call it. */
async function freshInstance() {
  const module = await wasm;
  let exports;
  const messages = [];
  const instance = await ESpeakNg({
    noInitialRun: true,
    print: () => {},
    printErr: (line) => messages.push(line),
    instantiateWasm(imports, receive) {
      // eSpeak seeds the noise of its voiced sounds from the clock; a fixed clock makes the same
      // sentence the same bytes every time (the cache and its tests rely on that).
      const fixedClock = { ...imports, env: { ...imports.env, emscripten_date_now: () => 0 } };
      WebAssembly.instantiate(module, fixedClock).then(
        (raw) => {
          exports = raw.exports;
          receive(raw, module);
        },
        (err) => messages.push(String(err)),
      );
      return {};
    },
  });
  return { instance, exports, messages };
}

/** Runs the command line's main with argv on the instance's stack, as Emscripten's callMain does. */
function runMain({ exports }, argv) {
  const encoder = new TextEncoder();
  const saved = exports.stackSave();
  try {
    const pointers = argv.map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const at = exports.stackAlloc(bytes.length);
      new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
      return at;
    });
    const argvAt = exports.stackAlloc(4 * (pointers.length + 1));
    new Uint32Array(exports.memory.buffer, argvAt, pointers.length + 1).set([...pointers, 0]);
    try {
      return exports.__main_argc_argv(argv.length, argvAt);
    } catch (err) {
      // exit() unwinds with an ExitStatus carrying the exit code.
      if (err && err.name === 'ExitStatus') return err.status;
      throw err;
    }
  } finally {
    exports.stackRestore(saved);
  }
}

let next = freshInstance();
let encoder;

async function synthesize(text, args) {
  const ready = await next;
  const { instance, messages } = ready;
  instance.FS.writeFile('/input.txt', text);
  // -b 1: the input file is UTF-8.
  const status = runMain(ready, ['espeak-ng', ...args, '-b', '1', '-f', '/input.txt', '-w', '/output.wav']);
  try {
    return instance.FS.readFile('/output.wav');
  } catch {
    const said = messages.filter((m) => !m.startsWith('program exited')).join(' | ');
    throw new Error(`espeak-ng wrote no audio (exit ${status}): ${said.slice(0, 300)}`);
  }
}

/** eSpeak's WAV as the listener gets it: trailing silence cut to `keepSilenceMs`, then MP3. */
async function encode(output, { bitrate, keepSilenceMs }) {
  encoder ??= mp3Encoder().catch((err) => {
    encoder = undefined;
    throw err;
  });
  const wav = trimTrailingSilence(Buffer.from(output.buffer, output.byteOffset, output.byteLength), keepSilenceMs);
  const info = parseWav(wav);
  if (!info || info.channels !== 1) throw new Error('espeak-ng wrote no mono WAV');
  const mp3 = (await encoder).encode(pcm16Samples(wav), info.sampleRate, { bitrate });
  // A copy of its own, so its buffer can be transferred whole.
  return new Uint8Array(mp3);
}

let queue = Promise.resolve();
parentPort.on('message', ({ id, text, args, audio }) => {
  queue = queue.then(async () => {
    try {
      const mp3 = await encode(await synthesize(text, args), audio);
      parentPort.postMessage({ id, mp3 }, [mp3.buffer]);
    } catch (err) {
      parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
    // Each instance serves one sentence; the next one starts now, after the answer has gone.
    next = freshInstance();
    next.catch(() => {});
  });
});
