/**
 * Story generation end to end against the ideal T + I. Writes bench/results/generation.json.
 *
 *   node bench/generation.mjs        (or: npm run bench -- generation)
 *   BENCH_TEXT_MS=1000 BENCH_IMAGE_MS=1500 BENCH_RUNS=3 node bench/generation.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const loadAtStart = os.loadavg()[0];
const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'generation.ts')], {
  cwd: path.join(here, '..'),
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'test' },
});
if (child.status !== 0) process.exit(child.status ?? 1);
const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
const ratio = (r) => (r.medianMs / r.ideal).toFixed(2);
console.log('| providers | T (text) | I (one picture) | ideal T + I | median of runs | ratio |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, r] of Object.entries(result)) {
  console.log(`| ${name} | ${r.textMs} ms | ${r.imageMs} ms | ${r.ideal} ms | ${r.medianMs} ms (${r.runsMs.join(', ')}) | ${ratio(r)} |`);
}
mkdirSync(path.join(here, 'results'), { recursive: true });
writeFileSync(
  path.join(here, 'results', 'generation.json'),
  JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, loadAtStart, ...result }, null, 2),
);
