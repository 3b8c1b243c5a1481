/**
 * GET /api/me (signed in: one query for session, user, profile and subscription, then the
 * entitlement rules) against a bare Hono JSON route on the same machine, with the same load, on
 * SQLite and on PostgreSQL. Writes bench/results/me.json.
 *
 *   node bench/me.mjs            (or: npm run bench -- me)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_WARMUP=2 BENCH_ROUNDS=2 node bench/me.mjs
 *   BENCH_DATABASES=sqlite node bench/me.mjs     (PostgreSQL: TEST_DATABASE_URL, else 127.0.0.1:5432/test)
 *
 * The two routes are measured in turn, BENCH_ROUNDS times; the table shows each route's best
 * round, because on a shared 2-core machine other work can only slow a round down.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Starts bench/servers.ts and waits for the line with its addresses. */
async function startServers(database) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'servers.ts'), database], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TEST_DATABASE_URL: postgresUrl },
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`bench servers exited with code ${code}`))));
  const firstLine = new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  const line = await Promise.race([firstLine, exited]);
  return { child, ...JSON.parse(line) };
}

async function measure(name, url, headers) {
  await autocannon({ url, headers, connections, duration: warmup });
  const r = await autocannon({ url, headers, connections, duration });
  if (r.non2xx || r.errors || r.timeouts)
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
  };
}

const loadAtStart = os.loadavg()[0];
const best = (list) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

/** Both routes in turn, `rounds` times, against the app on one database. */
async function benchOn(database) {
  const servers = await startServers(database);
  try {
    const meRounds = [];
    const bareRounds = [];
    for (let i = 0; i < rounds; i++) {
      meRounds.push(await measure(`GET /api/me (signed in, ${database})`, servers.meUrl, { cookie: servers.cookie }));
      bareRounds.push(await measure('bare Hono JSON route', servers.bareUrl, {}));
    }
    const me = best(meRounds);
    const bare = best(bareRounds);
    return {
      database,
      results: [me, bare],
      allRounds: { me: meRounds.map((r) => r.requestsPerSecond), bare: bareRounds.map((r) => r.requestsPerSecond) },
      meToBareRatio: Number((me.requestsPerSecond / bare.requestsPerSecond).toFixed(3)),
    };
  } finally {
    servers.child.kill('SIGTERM');
  }
}

const runs = [];
for (const database of databases) runs.push(await benchOn(database));

const rows = runs.flatMap((run) =>
  run.results.map((r) => [
    r.name,
    String(r.requestsPerSecond),
    String(r.latencyMs.p50),
    String(r.latencyMs.p99),
    r === run.results[0] ? `${run.meToBareRatio.toFixed(2)}x` : '',
  ]),
);
const head = ['route', 'req/s', 'p50 ms', 'p99 ms', '/api/me : bare'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const fmt = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `\n${connections} connections, ${duration} s each after ${warmup} s warm-up, best of ${rounds} rounds, Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(2)} at start\n`,
);
console.log(fmt(head));
for (const row of rows) console.log(fmt(row));
console.log('\nGoal: /api/me at least 0.25x the bare route, p99 under 10 ms.');

const results = {
  benchmark: 'me',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  connections,
  durationSeconds: duration,
  warmupSeconds: warmup,
  rounds,
  // Other work on the machine skews the figures; this says how busy it was.
  loadAverage1mAtStart: Number(loadAtStart.toFixed(2)),
  runs,
};
mkdirSync(path.join(here, 'results'), { recursive: true });
writeFileSync(path.join(here, 'results', 'me.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results/me.json');
