// The standalone simulator: throughput and latency of a stateful, token-checked
// GET /login_attempt?cli_uuid=…, and its RSS before and after creating 1,000 worlds.
import { DEMO, json, post, printTable, rssMiB, sleep, startSimulator } from './common.mjs';
import { load } from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORLDS = 1_000;
const CLIENT = 'acme-finance';
/** Room for every world the bench creates. */
const SIM_ARGS = ['--max-worlds', String(WORLDS * 2)];

/** Throughput and latency of the login attempt, on a simulator of its own. */
async function measureLoad() {
  const sim = await startSimulator(SIM_ARGS);
  try {
    // A world of its own, signed in as the demo user: every request checks the bearer token
    // against that world's sessions and runs the licence/instance logic of the login attempt.
    const { id: world } = await json(`${sim.url}/__sim/worlds`, post({ scenario: 'default' }));
    const headers = { 'x-sim-world': world };
    const { access_token: token } = await json(`${sim.url}/login`, post(DEMO, headers));
    const authorised = { ...headers, authorization: `Bearer ${token}` };
    console.error(`Loading GET /login_attempt for ${SECONDS} s with ${CONNECTIONS} connections…`);
    return await load({
      url: `${sim.url}/login_attempt?cli_uuid=${CLIENT}`,
      headers: authorised,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
  } finally {
    await sim.stop();
  }
}

/** RSS growth of 1,000 worlds, on a fresh simulator so the load test's garbage does not hide it. */
async function measureWorlds() {
  const sim = await startSimulator(SIM_ARGS);
  try {
    await json(`${sim.url}/__sim/scenarios`);
    await sleep(500);
    const before = await rssMiB(sim.child.pid);
    console.error(`Creating ${WORLDS} worlds…`);
    for (let i = 0; i < WORLDS; i++) await json(`${sim.url}/__sim/worlds`, post({ scenario: 'default' }));
    await sleep(500);
    return { before, after: await rssMiB(sim.child.pid) };
  } finally {
    await sim.stop();
  }
}

export async function benchSimulator() {
  const figures = await measureLoad();
  const rss = await measureWorlds();
  printTable(`simulator: GET /login_attempt, ${CONNECTIONS} connections, ${SECONDS} s`, [
    ['calls/s (mean)', figures.perSecond.toFixed(0)],
    ['calls in total', figures.total],
    ['latency p50 / p99 (ms)', `${figures.p50.toFixed(2)} / ${figures.p99.toFixed(2)}`],
    ['RSS, fresh simulator (MiB)', rss.before.toFixed(1)],
    [`RSS after ${WORLDS} worlds (MiB)`, rss.after.toFixed(1)],
    ['RSS per world (KiB)', (((rss.after - rss.before) * 1024) / WORLDS).toFixed(1)],
  ]);
}
