/**
 * Does a flood of password checks hold up every other request? `GET /api/health` timed on its own,
 * then while BENCH_FLOOD (20) clients each send BENCH_CHECKS (5) wrong passwords one after the
 * other; then sign-ups with new and with taken addresses, timed. Writes bench/results/password-flood.json.
 *
 *   node bench/password-flood.mjs        (or: npm run bench -- password-flood)
 *   BENCH_FLOOD=20 BENCH_CHECKS=5 BENCH_USERS=40 BENCH_ROUTE=delete|sign-in BENCH_IDLE_SECONDS=3 node bench/password-flood.mjs
 *
 * The checks are `DELETE /api/me` with a wrong password (BENCH_ROUTE=delete, the default) or
 * `POST /api/auth/sign-in/email` with a wrong password (sign-in), spread over BENCH_USERS
 * accounts, each request from its own client address, on a server with AUTH_RATE_LIMIT=false:
 * what is measured is the hashing, not the limits. Every check must be refused as a wrong
 * password (403 or 401), otherwise the run fails.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const flood = Number(process.env.BENCH_FLOOD ?? 20);
const checksEach = Number(process.env.BENCH_CHECKS ?? 5);
const userCount = Number(process.env.BENCH_USERS ?? 40);
const route = process.env.BENCH_ROUTE ?? 'delete';
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 3);
const signUps = Number(process.env.BENCH_SIGN_UPS ?? 5);
const PROBE_GAP_MS = 10;
const TARGET_P99_MS = 100;

/** Starts bench/password-flood-server.ts and waits for the line with its address and users. */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'password-flood-server.ts')], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_USERS: String(userCount) },
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`))));
  const firstLine = new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  const line = await Promise.race([firstLine, exited]);
  return { child, ...JSON.parse(line) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 10) / 10;
const summary = (xs) => ({ count: xs.length, p50: round(percentile(xs, 50)), p99: round(percentile(xs, 99)), max: round(Math.max(...xs)) });

let ipCounter = 0;
/** A new client address for every request, so no per-address limit could come into play. */
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** GET /api/health one after the other, PROBE_GAP_MS apart, until `until()` says stop; each answer's time. */
async function probeHealth(url, until) {
  const times = [];
  while (!until()) {
    const start = performance.now();
    const res = await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': nextIp() } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
    times.push(performance.now() - start);
    await sleep(PROBE_GAP_MS);
  }
  return times;
}

/** One wrong password, through the chosen route; answers the time it took. */
async function wrongPassword(server, user) {
  const headers = { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': nextIp() };
  const start = performance.now();
  const res =
    route === 'sign-in'
      ? await fetch(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: user.email, password: 'forkert-kode-9' }),
        })
      : await fetch(`${server.url}/api/me`, {
          method: 'DELETE',
          headers: { ...headers, cookie: user.cookie },
          body: JSON.stringify({ confirm: 'SLET MIN KONTO', password: 'forkert-kode-9' }),
        });
  const text = await res.text();
  const expected = route === 'sign-in' ? 401 : 403;
  if (res.status !== expected) throw new Error(`a wrong password answered ${res.status}, not ${expected}: ${text.slice(0, 200)}`);
  return performance.now() - start;
}

async function signUp(server, email) {
  const start = performance.now();
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email, password: 'bench-kode-2468' }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  return performance.now() - start;
}

const loadAtStart = os.loadavg()[0];
const server = await startServer();
try {
  // 1. The health check alone, after a second of warm-up.
  const warmEnd = performance.now() + 1000;
  await probeHealth(server.url, () => performance.now() > warmEnd);
  const idleEnd = performance.now() + idleSeconds * 1000;
  const idle = await probeHealth(server.url, () => performance.now() > idleEnd);

  // 2. The same, while the flood runs.
  let flooding = true;
  const floodStart = performance.now();
  const workers = Array.from({ length: flood }, async (_, w) => {
    const times = [];
    for (let j = 0; j < checksEach; j++) times.push(await wrongPassword(server, server.users[(w * checksEach + j) % server.users.length]));
    return times;
  });
  const probing = probeHealth(server.url, () => !flooding);
  const checkTimes = (await Promise.all(workers)).flat();
  const floodMs = performance.now() - floodStart;
  flooding = false;
  const during = await probing;

  // 3. Sign-up: a new address against one that has an account, in turn.
  const newTimes = [];
  const takenTimes = [];
  for (let i = 0; i < signUps; i++) {
    newTimes.push(await signUp(server, `bench-new-${i}-${Date.now()}@fh.test`));
    takenTimes.push(await signUp(server, server.users[i % server.users.length].email));
  }

  const results = {
    benchmark: 'password-flood',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverage1mAtStart: Number(loadAtStart.toFixed(2)),
    database: 'sqlite',
    authRateLimit: false,
    route: route === 'sign-in' ? 'POST /api/auth/sign-in/email' : 'DELETE /api/me',
    clients: flood,
    checksEach,
    users: server.users.length,
    healthIdleMs: summary(idle),
    healthDuringFloodMs: summary(during),
    flood: {
      checks: checkTimes.length,
      durationMs: Math.round(floodMs),
      checksPerSecond: round((checkTimes.length / floodMs) * 1000),
      checkMs: summary(checkTimes),
    },
    signUpMs: { newAddress: summary(newTimes), takenAddress: summary(takenTimes) },
  };

  console.log(
    `\n${flood} clients x ${checksEach} wrong passwords (${results.route}, ${results.users} accounts, AUTH_RATE_LIMIT=false), Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(2)} at start\n`,
  );
  console.log('| GET /api/health | probes | p50 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, s] of [
    ['alone', results.healthIdleMs],
    [`during ${flood} concurrent password checks`, results.healthDuringFloodMs],
  ]) {
    console.log(`| ${name} | ${s.count} | ${s.p50} ms | ${s.p99} ms | ${s.max} ms |`);
  }
  const f = results.flood;
  console.log(
    `\n${f.checks} checks in ${f.durationMs} ms (${f.checksPerSecond}/s); one check p50 ${f.checkMs.p50} ms, max ${f.checkMs.max} ms`,
  );
  console.log(
    `Sign-up (median of ${signUps}): new address ${results.signUpMs.newAddress.p50} ms, taken address ${results.signUpMs.takenAddress.p50} ms`,
  );
  const p99 = results.healthDuringFloodMs.p99;
  console.log(`Target: /api/health p99 under ${TARGET_P99_MS} ms during the flood: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${p99} ms)`);

  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', 'password-flood.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Written to bench/results/password-flood.json');
} finally {
  server.child.kill('SIGTERM');
}
