// `pnpm bench instructions`: the instructions the compiled gateway runs per proxy-mode clients.list
// call, counted by valgrind's callgrind. CPU time per call moves ±10 % from round to round on a
// shared machine; this count moves well under 1 % between runs of one build, so it shows a change
// of a few percent that the gateway bench cannot (docs/performance.md, eleventh pass). It counts
// the process's own work only (its JavaScript, the JIT and the garbage collector, run on one thread
// with --single-threaded), not the kernel's work on its sockets: a share of CPU time, not all of it.
// The gateway is called BENCH_COUNT_WARM (6,000) times uncounted, so the JIT has settled, then
// BENCH_COUNT_CALLS (1,500) times counted, over 4 keep-alive connections; BENCH_COUNT_RUNS (2)
// runs of each build, and of BENCH_GATEWAY_BASELINE's too when set. Needs valgrind on the PATH.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, GATEWAY_BUNDLE, printTable, spawnUntil, startSimulator } from './common.mjs';
import { cookieHeader, keepCookies } from './cookie-jar.mjs';
import { CLIENTS_LIST, signInThroughGateway } from './gateway.mjs';

const WARM = Number(process.env.BENCH_COUNT_WARM ?? 6000);
const CALLS = Number(process.env.BENCH_COUNT_CALLS ?? 1500);
const RUNS = Math.max(1, Number(process.env.BENCH_COUNT_RUNS ?? 2));
const BASELINE = process.env.BENCH_GATEWAY_BASELINE;
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
 */
function browser(url, headers, agent) {
  const jar = new Map(
    headers.cookie
      .split('; ')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const one = () =>
    new Promise((resolve, reject) => {
      get(url, { headers: { ...headers, cookie: cookieHeader(jar) }, agent }, (res) => {
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

/** One counted run of `bundle` in front of the simulator at `upstreamUrl`: instructions per call. */
async function countOnce(bundle, upstreamUrl, dir, label) {
  const out = join(dir, `${label}.callgrind`);
  const port = await freePort();
  const control = join(dir, 'vgdb');
  const gateway = await spawnUntil(
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
      bundle,
    ],
    {
      command: 'valgrind',
      ready: /portal listening on (http:\S+)/,
      env: { ...VGDB_ENV, PORT: String(port), COOKIE_SECURE: 'false', UPSTREAM_URL: upstreamUrl },
    },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const base = `http://127.0.0.1:${port}`;
    const calls = browser(`${base}${CLIENTS_LIST}`, await signInThroughGateway(base), agent);
    await calls(WARM);
    const instrument = (state) =>
      execFileSync(
        'callgrind_control',
        [`--vgdb-prefix=${control}`, '-i', state, String(gateway.child.pid)],
        {
          env: { ...process.env, ...VGDB_ENV },
          stdio: 'ignore',
        },
      );
    instrument('on');
    await calls(CALLS);
    instrument('off');
  } finally {
    agent.destroy();
    await gateway.stop();
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
  const builds = [
    ['this build', GATEWAY_BUNDLE],
    ...(BASELINE === undefined ? [] : [['baseline build', BASELINE]]),
  ];
  const sim = await startSimulator();
  const dir = mkdtempSync(join(tmpdir(), 'bench-instructions-'));
  try {
    const counts = new Map(builds.map(([name]) => [name, []]));
    // Interleaved, as the gateway bench is: each run counts every build once.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, bundle] of builds) {
        console.error(`run ${run + 1}/${RUNS}: ${name} under callgrind…`);
        counts.get(name).push(await countOnce(bundle, sim.url, dir, `${name.replace(/\W/g, '-')}-${run}`));
      }
    }
    const format = (values) => values.map((value) => Math.round(value).toLocaleString('en-US')).join(' / ');
    const rows = builds.map(([name]) => [
      `${name}: instructions per clients.list call`,
      format(counts.get(name)),
    ]);
    if (BASELINE !== undefined) {
      const ratios = counts.get('this build').map((value, run) => value / counts.get('baseline build')[run]);
      rows.push(['this build ÷ baseline build', ratios.map((r) => `${(100 * r).toFixed(1)}%`).join(' / ')]);
    }
    printTable(
      `gateway instructions: proxy mode, ${WARM} calls uncounted, ${CALLS} counted, ${RUNS} run${RUNS === 1 ? '' : 's'} (one figure per run)`,
      rows,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await sim.stop();
  }
}
