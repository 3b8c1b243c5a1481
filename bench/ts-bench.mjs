/**
 * What a benchmark with its measuring half in TypeScript (bench/<name>.ts) shares: that half runs
 * in a child process through tsx and prints its figures as the last line of JSON; the figures are
 * kept in bench/results/<name>.json with the machine and its load when the benchmark started.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const loadAtStart = os.loadavg()[0];

/** Runs bench/<name>.ts and answers the JSON it printed last; exits with the child's status when it fails. */
export function runTsBench(name) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, `${name}.ts`)], {
    cwd: path.join(here, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  if (child.status !== 0) process.exit(child.status ?? 1);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

export function saveResults(name, result) {
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', `${name}.json`),
    JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, loadAtStart, ...result }, null, 2),
  );
}
