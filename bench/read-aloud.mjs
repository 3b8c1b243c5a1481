/**
 * Read-aloud through the real app: the server's POST /api/tts (offline voice, then the cache), and
 * the web's player in headless Chromium against the 200 / 500 ms pauses. Writes bench/results/read-aloud.json.
 *
 *   npm run build && node bench/read-aloud.mjs        (or: npm run bench -- read-aloud)
 *   BENCH_PAUSE_MS=500 BENCH_TTS_MS=300 node bench/read-aloud.mjs
 *   BENCH_ONLY=player node bench/read-aloud.mjs        (one half: server or player)
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const result = runTsBench('read-aloud');

if (result.readingPace) {
  console.log(`first sentence (worker start and compile): ${result.firstSentenceMs} ms`);
  console.log('| round | sentences | synthesized | median | p90 | max | bytes a sentence | audio a sentence |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  const rows = {
    [`offline, reading pace (${result.pauseMs} ms between)`]: result.readingPace,
    'offline, back to back': result.backToBack,
    'cache hits (the same user again)': result.hits,
  };
  for (const [name, r] of Object.entries(rows)) {
    console.log(
      `| ${name} | ${r.sentences} | ${r.synthesized} | ${r.medianMs} ms | ${r.p90Ms} ms | ${r.maxMs} ms | ${r.bytesPerSentence} | ${r.audioSecondsPerSentence} s |`,
    );
  }
}

if (result.player) {
  const p = result.player;
  const gap = (g) => `${g.medianMs} ms (${g.minMs} to ${g.maxMs}; worst ${g.worstOffMs} off)`;
  console.log(`\nweb player: ${p.sentences} sentences in ${p.sections} sections, voice answering after ${p.ttsMs} ms`);
  console.log('| reading | first audio | between sentences (200 ms) | between sections (500 ms) | requests | synthesis calls |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const rows = { 'cold caches': p.cold, 'again, same tab': p.sameTab, 'after a reload': p.afterReload };
  for (const [name, r] of Object.entries(rows)) {
    console.log(
      `| ${name} | ${r.firstAudioMs} ms | ${gap(r.sentenceGaps)} | ${gap(r.sectionGaps)} | ${r.requests} | ${r.synthesisCalls} |`,
    );
  }
  if (result.slowVoice) rows[`cold, voice after ${result.slowVoice.ttsMs} ms`] = result.slowVoice.cold;
  console.log('\nas the page saw them (ended event to the next start reported, main thread):');
  for (const [name, r] of Object.entries(rows)) console.log(`| ${name} | ${gap(r.sentenceGapsSeen)} | ${gap(r.sectionGapsSeen)} |`);
  if (result.slowVoice) {
    const r = result.slowVoice.cold;
    console.log(
      `\nslow voice (${result.slowVoice.ttsMs} ms), cold: first audio ${r.firstAudioMs} ms, between sentences ${gap(r.sentenceGaps)}, between sections ${gap(r.sectionGaps)}`,
    );
  }
}

saveResults('read-aloud', result);
