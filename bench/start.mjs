/**
 * How long `npm start` takes on a built tree until `/api/health` answers healthy, and how much
 * memory the server then holds (VmRSS of its node process, read from /proc, not of the npm wrapper).
 * Two kinds of start, each BENCH_RUNS times, the median reported:
 *   - first: an empty DATA_DIR (the database is created and every migration runs);
 *   - again: the same DATA_DIR once more (a restart, a deploy).
 * Times and memory when the server logs that it listens (before the work it starts then: drawing
 * the example stories, see server/main.ts), when /api/health first answers, and BENCH_SETTLE
 * seconds later, once that work is done, with the peak (VmHWM). Beside the seconds, the CPU time
 * the server's process had used when it answered: on a busy machine the seconds grow with the
 * other work, the CPU time hardly.
 * Writes bench/results/start.json.
 *
 *   node bench/start.mjs            (or: npm run bench -- start)
 *   BENCH_NO_BUILD=1 BENCH_RUNS=5 BENCH_SETTLE=10 node bench/start.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE ?? 10);
const loadAtStart = os.loadavg()[0];

if (!process.env.BENCH_NO_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const file of ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/main.mjs']) {
  if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The processes below `pid`, each with its command line. */
function descendants(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the 4th field after the command name, which may hold spaces: read after its ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  const found = [];
  const visit = (p) => {
    for (const child of children.get(p) ?? []) {
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        continue;
      }
      found.push({ pid: child, cmdline });
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** The server's node process below the npm wrapper: scripts/start.mjs, which imports the server. */
const serverOf = (npmPid) => descendants(npmPid).find((p) => /(^|\/)node .*scripts\/start\.mjs/.test(p.cmdline));

/** CPU seconds a process has used (user and system; Linux counts them in 1/100 s). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** VmRSS and VmHWM of a process, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One `npm start` on `dataDir`: seconds to a healthy /api/health, and the server's memory. */
async function startOnce(dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  // Its own process group, so the npm wrapper and the server stop together.
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  /** When the server logged that it listens (main.ts), before the work it starts then; and its memory at that moment. */
  let listening;
  child.stdout.on('data', (chunk) => {
    if (listening || !String(chunk).includes('"msg":"Fortællehuset kører på')) return;
    const server = serverOf(child.pid);
    listening = { seconds: (performance.now() - started) / 1000, rssMb: server ? memory(server.pid).rssMb : NaN };
  });
  let exited;
  child.on('exit', (code) => (exited = code));
  try {
    let seconds;
    while (seconds === undefined) {
      if (exited !== undefined) throw new Error(`npm start exited with code ${exited}:\n${log}`);
      if (performance.now() - started > 60_000) throw new Error(`no healthy /api/health within 60 s:\n${log}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok && (await response.json()).ok === true) seconds = (performance.now() - started) / 1000;
      } catch {
        /* not listening yet */
      }
      if (seconds === undefined) await sleep(20);
    }
    if (log.includes('[start] building')) throw new Error(`npm start built the app although it was built:\n${log}`);
    const server = serverOf(child.pid);
    if (!server || !listening) throw new Error(`could not find the node process of the server, or its log line:\n${log}`);
    const atHealth = memory(server.pid);
    const cpu = cpuSeconds(server.pid);
    await sleep(SETTLE_SECONDS * 1000);
    const settled = memory(server.pid);
    return {
      listeningSeconds: Number(listening.seconds.toFixed(2)),
      rssListeningMb: listening.rssMb,
      seconds: Number(seconds.toFixed(2)),
      cpuSeconds: cpu,
      rssAtHealthMb: atHealth.rssMb,
      rssSettledMb: settled.rssMb,
      peakMb: settled.peakMb,
    };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    if (exited === undefined) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Number(((sorted[mid - 1] + sorted[mid]) / 2).toFixed(2));
};

const kinds = { first: [], again: [] };
for (let i = 0; i < RUNS; i++) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fh-bench-start-'));
  try {
    kinds.first.push(await startOnce(dataDir));
    kinds.again.push(await startOnce(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`run ${i + 1}/${RUNS}: first ${kinds.first.at(-1).seconds} s, again ${kinds.again.at(-1).seconds} s`);
}

const summary = Object.fromEntries(
  Object.entries(kinds).map(([kind, runs]) => [
    kind,
    {
      listeningSeconds: median(runs.map((r) => r.listeningSeconds)),
      rssListeningMb: median(runs.map((r) => r.rssListeningMb)),
      seconds: median(runs.map((r) => r.seconds)),
      cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
      rssAtHealthMb: median(runs.map((r) => r.rssAtHealthMb)),
      rssSettledMb: median(runs.map((r) => r.rssSettledMb)),
      peakMb: median(runs.map((r) => r.peakMb)),
    },
  ]),
);

console.log(
  `\nnpm start on a built tree, median of ${RUNS} runs, Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(2)} at start\n`,
);
const head = ['start', 'listening', 'RSS then', 'healthy', 'server CPU', 'RSS then', `RSS after ${SETTLE_SECONDS} s`, 'peak RSS'];
const rows = Object.entries(summary).map(([kind, s]) => [
  kind === 'first' ? 'first (empty DATA_DIR)' : 'again (same DATA_DIR)',
  `${s.listeningSeconds.toFixed(2)} s`,
  `${s.rssListeningMb} MB`,
  `${s.seconds.toFixed(2)} s`,
  `${s.cpuSeconds.toFixed(2)} s`,
  `${s.rssAtHealthMb} MB`,
  `${s.rssSettledMb} MB`,
  `${s.peakMb} MB`,
]);
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const fmt = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(fmt(head));
for (const row of rows) console.log(fmt(row));
console.log('\nGoal: healthy in under 3 s, under 150 MB.');

const results = {
  benchmark: 'start',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  runs: RUNS,
  settleSeconds: SETTLE_SECONDS,
  // Other work on the machine skews the figures; this says how busy it was.
  loadAverage1mAtStart: Number(loadAtStart.toFixed(2)),
  summary,
  all: kinds,
};
mkdirSync(path.join(here, 'results'), { recursive: true });
writeFileSync(path.join(here, 'results', 'start.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results/start.json');
