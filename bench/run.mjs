/**
 * `npm run bench`: runs every benchmark in order, or the ones named (`npm run bench -- me`).
 * Each benchmark is bench/<name>.mjs and writes bench/results/<name>.json.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = [
  'start',
  'me',
  'mail',
  'stories',
  'story-eval',
  'check',
  'pictures',
  'picture-places',
  'media',
  'generation',
  'read-aloud',
  'web',
  'password-flood',
  'regeneration-flood',
];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
const unknown = chosen.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}

for (const name of chosen) {
  console.log(`\n== ${name}`);
  const { status } = spawnSync(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
