// `pnpm bench instructions`: the instructions the compiled gateway runs per proxy-mode clients.list
// call, counted by valgrind's callgrind, and those the bare node:http pass-through (bare-proxy.mjs,
// the gateway bench's floor) runs per call of the same list. CPU time per call moves ±10 % from
// round to round on a shared machine; this count moves well under 1 % between runs of one build, so
// it shows a change of a few percent that the gateway bench cannot, and a gateway ÷ bare proxy
// ratio that holds from run to run (docs/performance.md, eleventh and twelfth passes). It is a
// ratio of instructions, not of CPU time: instructions differ in cost (−13.5 % of them was about
// −3 % of time in the eleventh pass), and the count covers each process's own work only (its
// JavaScript, the JIT and the garbage collector, run on one thread with --single-threaded), not
// the kernel's work on its sockets.
// Each server is called BENCH_COUNT_WARM (6,000) times uncounted, so the JIT has settled, then
// BENCH_COUNT_CALLS (1,500) times counted, over 4 keep-alive connections; BENCH_COUNT_RUNS (2)
// runs of each, and of BENCH_GATEWAY_BASELINE's build too when set. BENCH_COUNT_KEEP=<folder> keeps
// callgrind's outputs there, for callgrind-groups.mjs to say where the instructions went.
// BENCH_LAYERS=1 counts the layer proxies of layer-proxy.mjs too. Needs valgrind on the PATH.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { resolve as absolutePath, join } from 'node:path';
import {
  DEMO,
  freePort,
  GATEWAY_BUNDLE,
  json,
  post,
  printTable,
  READY_WITHIN_MS,
  REPO_ROOT,
  spawnUntil,
  startSimulator,
} from './common.mjs';
import { cookieHeader, keepCookies } from './cookie-jar.mjs';
import { CLIENTS_LIST, LAYER_TARGETS, LAYERS, signInThroughGateway, TRPC_LAYER } from './gateway.mjs';

const WARM = Number(process.env.BENCH_COUNT_WARM ?? 6000);
const CALLS = Number(process.env.BENCH_COUNT_CALLS ?? 1500);
const RUNS = Math.max(1, Number(process.env.BENCH_COUNT_RUNS ?? 2));
const BASELINE = process.env.BENCH_GATEWAY_BASELINE;
/**
 * BENCH_COUNT_KEEP: a folder where callgrind's outputs stay (for callgrind-groups.mjs); else they
 * are deleted.
 */
const KEEP = process.env.BENCH_COUNT_KEEP ? absolutePath(process.env.BENCH_COUNT_KEEP) : undefined;
const CONNECTIONS = 4;

// vgdb (which callgrind_control talks through) names its pipes after USER and HOST: the same values
// for the gateway's valgrind and for callgrind_control, and HOST is also where the gateway listens.
const VGDB_ENV = { USER: 'bench', LOGNAME: 'bench', HOST: '127.0.0.1' };

function hasValgrind() {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A browser's calls of `url`: `CONNECTIONS` at a time over `agent`, each answered 200, with the
 * cookies the answers set sent back from then on. Under valgrind the calls take minutes, and the
 * gateway renews the session's cookie once a minute: a client that kept sending the old one would
 * have every later call renew it again (a signature and a Set-Cookie), which no browser causes.
 * Headers without a cookie (the bare proxy's bearer) are sent as they are.
 */
function browser(url, headers, agent) {
  const jar = new Map(
    (headers.cookie ?? '')
      .split('; ')
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const headersNow = () => (jar.size === 0 ? headers : { ...headers, cookie: cookieHeader(jar) });
  const one = () =>
    new Promise((resolve, reject) => {
      get(url, { headers: headersNow(), agent }, (res) => {
        const set = res.headers['set-cookie'];
        if (set !== undefined) keepCookies(jar, { headers: { getSetCookie: () => set } });
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      }).on('error', reject);
    });
  return async (count) => {
    let left = count;
    // The first failure stops every connection's loop, not only the one it happened on.
    const loop = async () => {
      while (left-- > 0) await one();
    };
    await Promise.all(
      Array.from({ length: CONNECTIONS }, () =>
        loop().catch((error) => {
          left = 0;
          throw error;
        }),
      ),
    );
  };
}

/**
 * What is counted: a server's Node arguments, the line it prints when it listens (its URL in the
 * first group, unless `base` says where to call), its environment, and the path and headers of its
 * calls once it listens.
 */
const gatewayTarget = (bundle, upstreamUrl) => async () => {
  const port = await freePort();
  return {
    args: [bundle],
    ready: /portal listening on (http:\S+)/,
    // Its banner names localhost; the bench calls the address it listens on.
    base: `http://127.0.0.1:${port}`,
    env: { PORT: String(port), COOKIE_SECURE: 'false', UPSTREAM_URL: upstreamUrl },
    calls: async (base) => ({ path: CLIENTS_LIST, headers: await signInThroughGateway(base) }),
  };
};

/** The bare pass-through, called as the gateway bench calls it: GET /clients with the bearer. */
const bareProxyTarget = (upstreamUrl, bearer) => async () => ({
  args: [join(REPO_ROOT, 'scripts/bench/bare-proxy.mjs')],
  ready: /bare proxy listening on (http:\S+)/,
  env: { PORT: '0', UPSTREAM_URL: upstreamUrl },
  calls: async () => ({ path: '/clients', headers: bearer }),
});

/** A layer proxy of layer-proxy.mjs (BENCH_LAYERS=1), called as the gateway is: clients.list. */
const layerTarget = (layer, upstreamUrl, token, headers) => async () => ({
  args: [join(REPO_ROOT, 'scripts/bench/layer-proxy.mjs')],
  ready: /layer proxy listening on (http:\S+)/,
  env: { PORT: '0', LAYER: layer, UPSTREAM_URL: upstreamUrl, UPSTREAM_TOKEN: token },
  calls: async () => ({ path: CLIENTS_LIST, headers }),
});

/** One counted run of a server (a target above), in front of the simulator: instructions per call. */
async function countOnce(target, dir, label) {
  const { args, ready, base: knownBase, env, calls: callsOf } = await target();
  const out = join(dir, `${label}.callgrind`);
  const control = join(dir, 'vgdb');
  const server = await spawnUntil(
    [
      '--tool=callgrind',
      '--smc-check=all',
      '--instr-atstart=no',
      '--vgdb=yes',
      `--vgdb-prefix=${control}`,
      `--callgrind-out-file=${out}`,
      // valgrind's own lines, not the gateway's stderr.
      `--log-file=${join(dir, `${label}.valgrind.log`)}`,
      process.execPath,
      '--single-threaded',
      ...args,
    ],
    // valgrind runs a program tens of times slower: the gateway's start takes minutes under it.
    { command: 'valgrind', ready, env: { ...VGDB_ENV, ...env }, readyWithinMs: 10 * READY_WITHIN_MS },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const base = knownBase ?? server.match[1];
    const { path, headers } = await callsOf(base);
    const calls = browser(`${base}${path}`, headers, agent);
    await calls(WARM);
    const instrument = (state) =>
      execFileSync('callgrind_control', [`--vgdb-prefix=${control}`, '-i', state, String(server.child.pid)], {
        env: { ...process.env, ...VGDB_ENV },
        stdio: 'ignore',
      });
    instrument('on');
    await calls(CALLS);
    instrument('off');
  } finally {
    agent.destroy();
    await server.stop();
  }
  // callgrind writes the run's whole count on its `totals:` line when the process ends.
  const totals = /^totals: (\d+)$/m.exec(readFileSync(out, 'utf8'));
  if (totals === null) throw new Error(`${out}: no totals line`);
  const total = Number(totals[1]);
  return total / CALLS;
}

export async function benchInstructions() {
  if (!hasValgrind()) {
    console.log('instructions per call: skipped, valgrind is not installed (apt-get install valgrind)');
    return;
  }
  const sim = await startSimulator();
  if (KEEP !== undefined) mkdirSync(KEEP, { recursive: true });
  const dir = KEEP ?? mkdtempSync(join(tmpdir(), 'bench-instructions-'));
  try {
    const { access_token: token } = await json(`${sim.url}/login`, post(DEMO));
    // The direct call's headers: the bare proxy passes them on; the layer proxies, which carry a
    // bearer of their own, get the same.
    const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
    // [name, what its row calls a call, target]
    const servers = [
      ['this build', 'clients.list call', gatewayTarget(GATEWAY_BUNDLE, sim.url)],
      ...(BASELINE === undefined
        ? []
        : [['baseline build', 'clients.list call', gatewayTarget(BASELINE, sim.url)]]),
      ['bare proxy', 'GET /clients call', bareProxyTarget(sim.url, bearer)],
      ...(LAYERS
        ? LAYER_TARGETS.map(({ layer, name }) => [
            name,
            'clients.list call',
            layerTarget(layer, sim.url, token, bearer),
          ])
        : []),
    ];
    const counts = new Map(servers.map(([name]) => [name, []]));
    // Interleaved, as the gateway bench is: each run counts every server once.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, , target] of servers) {
        console.error(`run ${run + 1}/${RUNS}: ${name} under callgrind…`);
        counts.get(name).push(await countOnce(target, dir, `${name.replace(/\W/g, '-')}-${run}`));
      }
    }
    const counted = (values) => values.map((value) => Math.round(value).toLocaleString('en-US')).join(' / ');
    const ratio = (name, of, shown) =>
      counts
        .get(name)
        .map((value, run) => shown(value / counts.get(of)[run]))
        .join(' / ');
    const times = (r) => `${r.toFixed(2)}×`;
    const rows = servers.map(([name, call]) => [
      `${name}: instructions per ${call}`,
      counted(counts.get(name)),
    ]);
    rows.push(['this build ÷ bare proxy', ratio('this build', 'bare proxy', times)]);
    if (BASELINE !== undefined) {
      rows.push(['baseline build ÷ bare proxy', ratio('baseline build', 'bare proxy', times)]);
      rows.push([
        'this build ÷ baseline build',
        ratio('this build', 'baseline build', (r) => `${(100 * r).toFixed(1)}%`),
      ]);
    }
    if (LAYERS) {
      for (const { name } of LAYER_TARGETS)
        rows.push([`${name} ÷ bare proxy`, ratio(name, 'bare proxy', times)]);
      rows.push([`this build ÷ ${TRPC_LAYER.name}`, ratio('this build', TRPC_LAYER.name, times)]);
    }
    printTable(
      `instructions per call (the gateway in proxy mode; the bare proxy${LAYERS ? '; the layer proxies' : ''}): ${WARM} calls uncounted, ${CALLS} counted, ${RUNS} run${RUNS === 1 ? '' : 's'} (one figure per run)`,
      rows,
    );
    if (KEEP !== undefined) console.log(`callgrind's outputs: ${KEEP}`);
  } finally {
    if (KEEP === undefined) rmSync(dir, { recursive: true, force: true });
    await sim.stop();
  }
}
