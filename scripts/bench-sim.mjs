#!/usr/bin/env node
// `pnpm bench:sim`: a benchmark, not a test (it asserts nothing and its figures depend on the
// machine). It starts the compiled simulator on a free port as its own process, then measures
//   1. throughput and latency of a stateful, token-checked GET /login_attempt?cli_uuid=… for
//      BENCH_SECONDS (10) with autocannon, and
//   2. the simulator process's RSS before and after creating 1,000 worlds.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT } from './node-bundles.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORLDS = 1_000;
const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };
const CLIENT = 'acme-finance';

/** The simulator as `pnpm sim serve` runs it, with room for every world the bench creates. */
function startSimulator() {
  const bin = join(REPO_ROOT, 'packages/simulator/bin/sim.mjs');
  const args = [bin, 'serve', '--port', '0', '--max-worlds', String(WORLDS * 2)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /listening on (http:\S+)/.exec(chunk.toString());
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
}

/** Resident set size of a process in MiB (Linux /proc; ps elsewhere). */
async function rssMiB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux: ask ps
  }
  const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  let out = '';
  for await (const chunk of ps.stdout) out += chunk;
  return Number(out.trim()) / 1024;
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const post = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throughput and latency of the token-checked login attempt, on a simulator of its own. */
async function measureLoad() {
  const { child, url } = await startSimulator();
  try {
    // A world of its own, signed in as the demo user: every request checks the bearer token
    // against that world's sessions and runs the licence/instance logic of the login attempt.
    const { id: world } = await json(`${url}/__sim/worlds`, post({ scenario: 'default' }));
    const headers = { 'x-sim-world': world };
    const { access_token: token } = await json(`${url}/login`, post(DEMO, headers));
    const authorised = { ...headers, authorization: `Bearer ${token}` };
    const probe = await fetch(`${url}/login_attempt?cli_uuid=${CLIENT}`, { headers: authorised });
    console.error(`login_attempt answers ${probe.status}: ${(await probe.text()).slice(0, 120)}`);
    console.error(`Loading GET /login_attempt for ${SECONDS} s with ${CONNECTIONS} connections…`);
    return await autocannon({
      url: `${url}/login_attempt?cli_uuid=${CLIENT}`,
      headers: authorised,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
  } finally {
    child.kill('SIGTERM');
  }
}

/** RSS growth of 1,000 worlds, on a fresh simulator so the load test's garbage does not hide it. */
async function measureWorlds() {
  const { child, url } = await startSimulator();
  try {
    await json(`${url}/__sim/scenarios`);
    await sleep(500);
    const before = await rssMiB(child.pid);
    console.error(`Creating ${WORLDS} worlds…`);
    for (let i = 0; i < WORLDS; i++) await json(`${url}/__sim/worlds`, post({ scenario: 'default' }));
    await sleep(500);
    return { before, after: await rssMiB(child.pid) };
  } finally {
    child.kill('SIGTERM');
  }
}

const load = await measureLoad();
const rss = await measureWorlds();
const rows = [
  ['requests/s (mean)', load.requests.average.toFixed(0)],
  ['requests in total', String(load.requests.total)],
  ['latency mean (ms)', load.latency.average.toFixed(2)],
  ['latency p50 (ms)', String(load.latency.p50)],
  ['latency p90 (ms)', String(load.latency.p90)],
  ['latency p99 (ms)', String(load.latency.p99)],
  ['latency max (ms)', String(load.latency.max)],
  ['2xx / non-2xx / errors', `${load['2xx']} / ${load.non2xx} / ${load.errors + load.timeouts}`],
  ['RSS, fresh simulator (MiB)', rss.before.toFixed(1)],
  [`RSS after ${WORLDS} worlds (MiB)`, rss.after.toFixed(1)],
  ['RSS per world (KiB)', (((rss.after - rss.before) * 1024) / WORLDS).toFixed(1)],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`simulator benchmark: GET /login_attempt, ${CONNECTIONS} connections, ${SECONDS} s`);
for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value.padStart(10)}`);
