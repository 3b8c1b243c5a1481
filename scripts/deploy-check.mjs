#!/usr/bin/env node
/**
 * A production install of the built tree, as a deploy makes it (.ci/run runs this after the tests,
 * which built the app): the build (dist/, dist-ssr/, dist-server/), scripts/start.mjs and the
 * package files are copied into an empty folder, `npm ci --omit=dev` installs there, and `npm start`
 * must answer a healthy /api/health and serve the web app, without a source file or a build tool.
 *
 * Install scripts are skipped and the native binaries the project's own install compiled are copied
 * in instead: compiling better-sqlite3 a second time takes minutes on two cores and tests nothing
 * this check is for (that no package outside `dependencies` is needed at run time).
 *
 *   npm run build && node scripts/deploy-check.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line) => process.stdout.write(`[deploy-check] ${line}\n`);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** What a deploy carries: the build, the start script and what npm installs from. */
const deployed = ['dist', 'dist-ssr', 'dist-server', 'scripts/start.mjs', 'package.json', 'package-lock.json'];
const missing = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/main.mjs'].filter((f) => !existsSync(path.join(root, f)));
if (missing.length) {
  say(`${missing.join(', ')} missing: run \`npm run build\` first`);
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'fh-deploy-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fh-deploy-data-'));
let server;

function npm(args) {
  const result = spawnSync('npm', args, { cwd: dir, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function stop() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

try {
  for (const item of deployed) cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  say(`built tree copied to ${dir}; npm ci --omit=dev`);
  const flags = ['--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
  if (npm(['ci', ...flags]) !== 0) {
    // As .ci/run: a registry mirror without the other platforms' optional packages makes npm ci refuse the lock.
    say('npm ci refused the lock file; installing from it with npm install');
    if (npm(['install', ...flags]) !== 0) throw new Error('the production install failed');
  }
  for (const tool of ['vite', 'tsx', 'esbuild']) {
    if (existsSync(path.join(dir, 'node_modules', tool)))
      throw new Error(`the production install has ${tool}, a build tool: it must be a devDependency`);
  }
  // The native builds the install scripts would have made, from the project's own install.
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!entry.hasInstallScript || entry.dev || entry.devOptional) continue;
    const built = path.join(root, where, 'build');
    if (existsSync(built) && existsSync(path.join(dir, where))) cpSync(built, path.join(dir, where, 'build'), { recursive: true });
  }

  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
  };
  for (const key of Object.keys(env))
    if (/^(DATABASE_URL|SMTP_URL|OPENAI_|REPLICATE_|GOOGLE_TTS_|S3_|STRIPE_|NODE_OPTIONS)/.test(key)) delete env[key];
  say(`npm start on port ${port} (${seconds()} s so far)`);
  const startedAt = performance.now();
  // Its own process group: npm and the server it starts stop together.
  server = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));

  let healthy = false;
  while (!healthy) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`npm start stopped (${server.exitCode ?? server.signalCode}):\n${log}`);
    if (performance.now() - startedAt > 60_000) throw new Error(`no healthy /api/health within 60 s:\n${log}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      healthy = response.ok && (await response.json()).ok === true;
    } catch {
      /* not listening yet */
    }
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const toHealthy = ((performance.now() - startedAt) / 1000).toFixed(1);
  const page = await fetch(`http://127.0.0.1:${port}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root">'))
    throw new Error(`GET / answered ${page.status} without the web app:\n${html.slice(0, 500)}`);
  if (log.includes('[start] building')) throw new Error(`npm start tried to build:\n${log}`);
  say(`healthy ${toHealthy} s after npm start, and serving the web app (${seconds()} s in all)`);
} catch (err) {
  say(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
