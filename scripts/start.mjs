#!/usr/bin/env node
/**
 * `npm start`: serves the built app (dist/, dist-ssr/, dist-server/) with plain node, in this
 * process. It builds first (`npm run build`) only when a part of the build is missing or older
 * than the sources it is made from, so a restart costs no build and a fresh clone or a changed
 * source gets one.
 *
 * A production install (`npm ci --omit=dev`) has no build tools: there the built tree is started
 * as it is. Without the sources (a copy of the built tree, as .ci/run deploys it) nothing is compared.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm run build` writes, one file for each of its three steps. */
const outputs = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/main.mjs'];
/** What the build is made from: the source folders (their tests aside) and the files that configure it. */
const sourceDirs = ['server', 'shared', 'web'];
const sourceFiles = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
  'tsconfig.sw.json',
  'scripts/build-server.mjs',
];

const say = (line) => process.stderr.write(`[start] ${line}\n`);
const mtime = (file) => statSync(file).mtimeMs;

/** The newest source and its time; undefined without sources. */
function newestSource() {
  let newest;
  const consider = (file) => {
    const time = mtime(file);
    if (!newest || time > newest.time) newest = { file, time };
  };
  for (const dir of sourceDirs) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) consider(path.join(entry.parentPath ?? entry.path, entry.name));
    }
  }
  if (!newest) return undefined;
  for (const file of sourceFiles) if (existsSync(path.join(root, file))) consider(path.join(root, file));
  return newest;
}

/** Why the build must be made again, or null when it is current. */
function staleBecause() {
  const missing = outputs.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) return `${missing.join(', ')} missing`;
  const source = newestSource();
  if (!source) return null;
  const built = Math.min(...outputs.map((file) => mtime(path.join(root, file))));
  return source.time > built ? `${path.relative(root, source.file)} is newer than the build` : null;
}

const reason = staleBecause();
if (reason) {
  const canBuild = existsSync(path.join(root, 'node_modules', 'vite')) && existsSync(path.join(root, 'node_modules', 'esbuild'));
  const complete = outputs.every((file) => existsSync(path.join(root, file)));
  if (canBuild) {
    say(`building (${reason})`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (build.error) throw build.error;
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (complete) {
    say(`${reason}, but the build tools are not installed (npm ci --omit=dev): starting the build as it is`);
  } else {
    say(`${reason}, and the build tools are not installed: run \`npm ci && npm run build\`, then start again`);
    process.exit(1);
  }
}

await import(pathToFileURL(path.join(root, 'dist-server', 'main.mjs')).href);
