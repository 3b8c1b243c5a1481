#!/usr/bin/env node
/**
 * `npm test`: unit and API integration tests (vitest.config.ts), then the browser journeys
 * (vitest.e2e.config.ts, after `npm run build`). Ends with one line `N passed, N failed[, N skipped]`
 * summed over every vitest run, and exits non-zero when anything failed.
 *
 * Without TEST_DATABASE_URL the PostgreSQL variants are skipped; without Chromium the browser
 * journeys are skipped. With REQUIRE_ALL=1 (CI) either of those is a failure instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireAll = process.env.REQUIRE_ALL === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'fh-test-report-'));

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Why the run fails apart from failed tests (a requirement of REQUIRE_ALL, a broken build). */
const problems = [];

const say = (line) => process.stdout.write(`\n[test] ${line}\n`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a command with its output on screen, and returns its exit code and that output. */
function runTee(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      chunks.push(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * Where vitest said why it failed when no test did (an unhandled error, a file that did not load,
 * a worker that timed out), so the run's last lines show it: CI keeps only the tail of the output.
 */
function whyItFailed(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const markers = [/⎯ (Unhandled Errors|Failed Suites) ⎯/, /Teardown Error|\[vitest[-\w]*\]/, /^\s*\w*Error: /];
  const start = markers.map((marker) => lines.findIndex((line) => marker.test(line))).find((index) => index >= 0) ?? -1;
  const excerpt = start >= 0 ? lines.slice(start, start + 60) : lines.filter((line) => line.trim() && !/^\s*✓/.test(line)).slice(-30);
  return excerpt.map((line) => `    ${line}`).join('\n');
}

/** One vitest run with the default reporter on screen and the JSON reporter into a file. */
async function vitest(label, args) {
  const report = path.join(reportDir, `${label}.json`);
  const { code, output } = await runTee('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    results = undefined;
  }
  const passed = results?.numPassedTests ?? 0;
  const failed = results?.numFailedTests ?? 0;
  const skipped = (results?.numPendingTests ?? 0) + (results?.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (code !== 0 && failed === 0) {
    // A file that did not load, a setup that threw, or an error outside any test.
    totals.failed += 1;
    problems.push(`${label}: vitest exited with code ${code} without a failed test; what it said:\n${whyItFailed(output)}`);
  }
}

function findE2eSpecs() {
  const dir = path.join(root, 'e2e');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.e2e.test.ts'));
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's Chromium, installed on the spot when we may (root with apt), else how to get it. */
function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && hasCommand('apt-get') && chromiumPath === '/usr/bin/chromium') {
    say("Chromium is missing; installing Debian's chromium with apt-get");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['install', '-y', 'chromium', 'fonts-dejavu-core'], env) !== 0) {
      run('apt-get', ['update'], env);
      run('apt-get', ['install', '-y', 'chromium', 'fonts-dejavu-core'], env);
    }
    if (existsSync(chromiumPath)) return true;
  }
  say(
    `Browser tests skipped: no Chromium at ${chromiumPath}.\n` +
      '       Install it with:  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core\n' +
      '       (or point CHROMIUM_PATH at a Chromium binary), then run npm test again.',
  );
  return false;
}

try {
  // 1. Unit and API integration tests.
  if (!process.env.TEST_DATABASE_URL) {
    say('PostgreSQL tests skipped: set TEST_DATABASE_URL, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test');
    if (requireAll) problems.push('REQUIRE_ALL=1 but TEST_DATABASE_URL is not set, so the PostgreSQL tests did not run');
  }
  await vitest('unit+integration', []);

  // 2. Browser journeys.
  const specs = findE2eSpecs();
  if (specs.length === 0) {
    say('Browser tests skipped: no e2e/**/*.e2e.test.ts specs');
    if (requireAll) problems.push('REQUIRE_ALL=1 but there are no browser specs in e2e/');
  } else if (!ensureChromium()) {
    if (requireAll) problems.push(`REQUIRE_ALL=1 but Chromium is missing at ${chromiumPath}, so the browser tests did not run`);
  } else {
    say('Building the app (web, server renderer, server) for the browser tests (npm run build)');
    if (run('npm', ['run', 'build']) !== 0) {
      totals.failed += 1;
      problems.push('npm run build failed, so the browser tests did not run');
    } else {
      await vitest('browser', ['-c', 'vitest.e2e.config.ts']);
    }
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

for (const problem of problems) process.stdout.write(`\n[test] FAILED: ${problem}`);
process.stdout.write('\n\n');
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
process.stdout.write(`${summary}\n`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
