/**
 * What a parent's own photo and recording cost the server (issue 31): the time to check a phone
 * photo's bytes and turn it into the stored WebP and thumbnail (normalizePhoto), its peak memory,
 * and the time to read a recording's length from its bytes (readRecording). One warm-up, then
 * BENCH_RUNS rounds. Prints its figures as the last line of JSON (bench/ts-bench.mjs).
 */
import sharp from 'sharp';
import { normalizePhoto } from '../server/modules/stories/photo-file';
import { readRecording } from '../server/modules/stories/recording-file';
import { m4aAac, oggOpus, webmOpus } from '../server/test/recordings';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** A phone photo: 12 megapixels (4032 × 3024), JPEG with noise so it compresses as a real one does, EXIF orientation 6 and GPS. */
async function phonePhoto(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '12/1 34/1 1200/100' },
    })
    .toBuffer();
}

async function timePhoto(bytes: Buffer) {
  await normalizePhoto(bytes);
  const ms: number[] = [];
  let peak = process.memoryUsage().rss;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await normalizePhoto(bytes);
    ms.push(performance.now() - t);
  }
  clearInterval(watch);
  return { ms: Math.round(median(ms)), slowestMs: Math.round(Math.max(...ms)), peakRssMb: mb(peak) };
}

function timeRecording(bytes: Buffer) {
  readRecording(bytes);
  const ms: number[] = [];
  for (let i = 0; i < RUNS * 20; i++) {
    const t = performance.now();
    readRecording(bytes);
    ms.push(performance.now() - t);
  }
  return Math.round(median(ms) * 1000) / 1000;
}

const rssBefore = mb(process.memoryUsage().rss);
const twelve = await phonePhoto(4032, 3024);
const fortyEight = await phonePhoto(8064, 6048);
const twelveMp = await timePhoto(twelve);
const fortyEightMp = await timePhoto(fortyEight);
const recordings = { webm: webmOpus(59), ogg: oggOpus(59), m4a: m4aAac(59) };
console.log(
  JSON.stringify({
    runs: RUNS,
    rssBeforeMb: rssBefore,
    photo12: { megapixels: 12.2, inputMb: mb(twelve.length), ...twelveMp },
    photo48: { megapixels: 48.8, inputMb: mb(fortyEight.length), ...fortyEightMp },
    recordingMs: Object.fromEntries(Object.entries(recordings).map(([k, b]) => [k, timeRecording(b)])),
    recordingKb: Object.fromEntries(Object.entries(recordings).map(([k, b]) => [k, Math.round(b.length / 1000)])),
  }),
);
