// Gateway overhead: clients.list through the compiled gateway's tRPC, as the web app calls it
// (session cookies, CSRF header, httpBatchLink's GET), against the upstream's own GET /clients
// with the bearer, called directly, and against a bare node:http pass-through (bare-proxy.mjs, the
// floor of any Node proxy). Proxy mode runs in front of a standalone simulator; simulator mode
// answers from the simulator inside the gateway. A second set runs behind an upstream that answers
// GET /clients a fixed latency late (BENCH_UPSTREAM_LATENCY_MS, whole ms up to 120,000, 20 by
// default; 0 skips it): a second standalone simulator, its own process, answering late as a real
// backend across a network would (its own CPU per call still shares this machine's cores, as the
// relay it replaced did, at about two thirds of the relay's). Every server runs in its own process,
// never in this one (the load generator). Each round loads every target once (1 connection for
// latency, then 50 for calls/s and the server's CPU per call), in an order that rotates from round
// to round, after an unmeasured warm-up of each; BENCH_ROUNDS (3) rounds; each ratio is taken
// within a round and printed as min / median / max over the rounds. BENCH_RATE (calls/s) holds the
// warm-ups and the 50-connection loads to that rate and BENCH_RATE_ONE the 1-connection ones, so
// every server serves the same calls (CPU per call compared at equal work, not each at its own ceiling; the calls/s
// ratios then say only whether a server kept up).
// BENCH_LAYERS=1 adds the layer proxies of layer-proxy.mjs (what Fastify, tRPC and the contract
// check cost without the portal's own per-request work).

import { join } from 'node:path';
import {
  DEMO,
  freePort,
  GATEWAY_BUNDLE,
  json,
  median,
  post,
  printTable,
  REPO_ROOT,
  spawnUntil,
  startSimulator,
} from './common.mjs';
import { cookieHeader, keepCookies } from './cookie-jar.mjs';
import { cpuMs } from './cpu.mjs';
import { load } from './load.mjs';

// COOKIES and HEADERS of @portal/contracts (TypeScript, which plain Node does not load).
const COOKIES = { token: 'portal_token', csrf: 'portal_csrf' };
const HEADERS = { csrf: 'x-csrf-token', simScenario: 'x-sim-scenario' };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARM_UP_SECONDS = Math.min(3, SECONDS);
if (SECONDS >= 60) {
  console.error(
    "BENCH_SECONDS is 60 or more: after a load's first minute the gateway rewrites the session cookie on each call, as no browser makes it.",
  );
}
const MANY = 50;
/**
 * A whole number of calls per second, at least one per connection (autocannon would drop the
 * connections beyond it), or 0 (as fast as each server answers) when unset.
 */
function rateFrom(name, connections) {
  const value = process.env[name];
  if (value === undefined || value === '') return 0;
  const rate = Number(value);
  if (!Number.isInteger(rate) || rate < connections) {
    throw new Error(
      `${name} must be a whole number of calls per second, ${connections} or more (got ${value})`,
    );
  }
  return rate;
}
// autocannon spreads the rate over the connections and resets each one's quota every second: each
// second begins with a burst, so p50 and p99 under BENCH_RATE_ONE are of back-to-back calls.
const RATE = rateFrom('BENCH_RATE', MANY);
const RATE_ONE = rateFrom('BENCH_RATE_ONE', 1);
/** What the table's title says of the rates, so a run at a fixed rate is never read as one at full speed. */
const rateNote = [
  RATE > 0 ? `${MANY} conn. held to ${RATE} calls/s` : '',
  RATE_ONE > 0 ? `1 conn. to ${RATE_ONE}` : '',
]
  .filter(Boolean)
  .join(', ');
const LATENCY_MS = Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 20);
/** What httpBatchLink sends for a query without input. */
export const CLIENTS_LIST = '/trpc/clients.list?batch=1&input=%7B%7D';

/** BENCH_PROFILE_DIR: each gateway, bare proxy and layer proxy writes a V8 CPU profile there when it stops (profile-summary.mjs reads it). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const profileArgs = (label) =>
  PROFILE_DIR === undefined
    ? []
    : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${label}.cpuprofile`];

/**
 * BENCH_GATEWAY_BASELINE: another gateway bundle (a copy of apps/gateway/dist/main.mjs built from an
 * earlier commit, kept in that folder so its paths resolve alike), loaded in proxy mode in the same
 * rounds, in front of the simulator and (unless BENCH_UPSTREAM_LATENCY_MS is 0) behind the slow
 * upstream too: a before/after of a change, side by side.
 */
const BASELINE = process.env.BENCH_GATEWAY_BASELINE;

/**
 * BENCH_LAYERS=1: three more targets in front of the same simulator, each a proxy that parses the
 * reply with its contract and answers it as tRPC's batch JSON, in node:http, in Fastify, and in
 * Fastify through a tRPC query (layer-proxy.mjs): what each layer costs per call without the
 * portal's own per-request work (cookies, session, CSRF, logging, hooks), side by side.
 */
export const LAYERS = process.env.BENCH_LAYERS === '1';
export const LAYER_TARGETS = [
  { layer: 'http', key: 'layerHttp', name: 'layer: node:http + contract' },
  { layer: 'fastify', key: 'layerFastify', name: 'layer: Fastify + contract' },
  { layer: 'trpc', key: 'layerTrpc', name: 'layer: Fastify + tRPC + contract' },
];
/** The layer the gateway is compared with: everything it keeps, without the portal's own work. */
export const TRPC_LAYER = LAYER_TARGETS.find(({ layer }) => layer === 'trpc');

/** The compiled gateway on a port of its own, as `pnpm start` runs it (default log level). */
async function startGateway(env, label, bundle = GATEWAY_BUNDLE) {
  const port = await freePort();
  const started = await spawnUntil([...profileArgs(`gateway-${label}`), bundle], {
    ready: /portal listening on (http:\S+)/,
    env: { PORT: String(port), HOST: '127.0.0.1', COOKIE_SECURE: 'false', ...env },
  });
  return { ...started, url: `http://127.0.0.1:${port}` };
}

/** One of this folder's Node servers in its own process, once it prints `<name> listening on URL`. */
async function startScript(file, name, env, profileLabel) {
  const profile = profileLabel === undefined ? [] : profileArgs(profileLabel);
  const started = await spawnUntil([...profile, join(REPO_ROOT, 'scripts/bench', file)], {
    ready: new RegExp(`${name} listening on (http:\\S+)`),
    env: { PORT: '0', ...env },
  });
  return { ...started, url: started.match[1] };
}

/** The bare node:http pass-through of bare-proxy.mjs in front of `upstreamUrl`: the floor. */
const startBareProxy = (upstreamUrl, label) =>
  startScript('bare-proxy.mjs', 'bare proxy', { UPSTREAM_URL: upstreamUrl }, label);

/**
 * A standalone simulator whose GET /clients waits LATENCY_MS before it answers (a delay override on
 * its shared world, the one a caller without a world header gets). One process, as a real upstream
 * is: a relay in front of the first simulator added its own CPU per call on the cores the servers
 * under test share, which a real upstream across a network does not (docs/performance.md, tenth
 * pass).
 */
async function startSlowUpstream() {
  const slow = await startSimulator();
  try {
    await json(`${slow.url}/__sim/worlds/default/overrides`, post({ route: 'clients', delayMs: LATENCY_MS }));
    return slow;
  } catch (error) {
    await slow.stop();
    throw error;
  }
}

/** Signs the demo user in at a simulator itself: the headers of a direct call with its bearer. */
async function bearerHeaders(simUrl) {
  const { access_token: token } = await json(`${simUrl}/login`, post(DEMO));
  return { authorization: `Bearer ${token}`, accept: 'application/json' };
}

/**
 * Signs the demo user in through the gateway like the web app does and returns the headers a
 * signed-in clients.list carries. `first` is sent with the first request only (a world to start).
 */
export async function signInThroughGateway(url, first = {}) {
  const jar = new Map();
  const cookie = () => cookieHeader(jar);
  keepCookies(jar, await fetch(`${url}/healthz`, { headers: first }));
  const csrf = jar.get(COOKIES.csrf);
  const login = await fetch(
    `${url}/trpc/auth.login?batch=1`,
    post({ 0: DEMO }, { cookie: cookie(), [HEADERS.csrf]: csrf }),
  );
  if (!login.ok) throw new Error(`auth.login answered ${login.status}: ${await login.text()}`);
  keepCookies(jar, login);
  if (!jar.has(COOKIES.token)) throw new Error('auth.login set no session cookie');
  const headers = { cookie: cookie(), [HEADERS.csrf]: csrf, accept: 'application/json' };
  const probe = await fetch(`${url}${CLIENTS_LIST}`, { headers });
  const body = await probe.text();
  if (!probe.ok || !body.includes('"clients"'))
    throw new Error(`clients.list answered ${probe.status}: ${body}`);
  return headers;
}

/**
 * The headers of `target`'s calls for one load. A gateway's target signs in anew for each: the
 * gateway rewrites the session's last-use cookie at most once a minute (TOUCH_EVERY_MS), and a
 * browser sends the new one from then on; a load still sending the cookies of a sign-in more than a
 * minute old would have every call rewrite it (an HMAC and a Set-Cookie each), which no browser
 * causes. A new sign-in's cookies stay current for a load shorter than a minute.
 */
const headersFor = async (target) => (target.signIn ? await target.signIn() : target.headers);

/** Latency at 1 connection, calls/s at MANY, and the CPU `pid` spent per call during the latter. */
async function measure(target) {
  const { url, pid } = target;
  const one = await load({
    url,
    headers: await headersFor(target),
    connections: 1,
    seconds: SECONDS,
    rate: RATE_ONE,
  });
  const headers = await headersFor(target);
  const before = cpuMs(pid);
  const many = await load({ url, headers, connections: MANY, seconds: SECONDS, rate: RATE });
  const after = cpuMs(pid);
  const cpuPerCall = before === null || after === null ? Number.NaN : (after - before) / many.total;
  return { one, many, cpuPerCall };
}

const ms = (value) => value.toFixed(2);
const times = (value) => `${value.toFixed(2)}×`;
const percent = (value) => `${(100 * value).toFixed(0)}%`;

/** min / median / max of a figure over the rounds, each formatted by `format`. */
function spread(values, format) {
  return [Math.min(...values), median(values), Math.max(...values)].map(format).join(' / ');
}

/** The rounds: each target loaded once per round, in an order rotated by one each round. */
async function runRounds(targets) {
  const figures = new Map(targets.map((target) => [target.key, []]));
  // Unmeasured first: a server's first seconds are its JIT's warm-up, not its steady cost.
  for (const target of targets) {
    console.error(`warming up: ${target.name}…`);
    const headers = await headersFor(target);
    await load({ url: target.url, headers, connections: MANY, seconds: WARM_UP_SECONDS, rate: RATE });
  }
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const target of order) {
      console.error(`round ${round + 1}/${ROUNDS}: ${target.name}…`);
      figures.get(target.key).push(await measure(target));
    }
  }
  return figures;
}

/** A figure of one target per round, or a ratio of two targets' figures taken within each round. */
const per = (figures, key, pick) => figures.get(key).map(pick);
const ratio = (figures, a, b, pick) =>
  figures.get(a).map((fa, round) => pick(fa) / pick(figures.get(b)[round]));
const difference = (figures, a, b, pick) =>
  figures.get(a).map((fa, round) => pick(fa) - pick(figures.get(b)[round]));

const p50 = (f) => f.one.p50;
const p99 = (f) => f.one.p99;
const perSecond = (f) => f.many.perSecond;
const cpu = (f) => f.cpuPerCall;

function targetRows(figures, targets) {
  return targets.flatMap(({ key, name }) => [
    [
      `${name}: p50 / p99 at 1 conn. (ms)`,
      `${spread(per(figures, key, p50), ms)} | ${spread(per(figures, key, p99), ms)}`,
    ],
    [`${name}: calls/s at ${MANY} conn.`, spread(per(figures, key, perSecond), (v) => v.toFixed(0))],
    [`${name}: CPU per call at ${MANY} conn. (ms)`, spread(per(figures, key, cpu), ms)],
  ]);
}

export async function benchGateway() {
  const sim = await startSimulator();
  const servers = [sim];
  try {
    const direct = await bearerHeaders(sim.url);
    const start = async (promise) => {
      const server = await promise;
      servers.push(server);
      return server;
    };
    const bare = await start(startBareProxy(sim.url, 'bare-proxy'));
    const proxy = await start(startGateway({ UPSTREAM_URL: sim.url }, 'proxy'));
    const inProcess = await start(startGateway({}, 'simulator'));
    const targets = [
      {
        key: 'direct',
        name: 'upstream direct',
        url: `${sim.url}/clients`,
        headers: direct,
        pid: sim.child.pid,
      },
      {
        key: 'bare',
        name: 'bare node:http proxy',
        url: `${bare.url}/clients`,
        headers: direct,
        pid: bare.child.pid,
      },
      {
        key: 'proxy',
        name: 'gateway, proxy mode',
        url: `${proxy.url}${CLIENTS_LIST}`,
        signIn: () => signInThroughGateway(proxy.url),
        pid: proxy.child.pid,
      },
      {
        key: 'sim',
        name: 'gateway, simulator mode',
        url: `${inProcess.url}${CLIENTS_LIST}`,
        // A world of its own, as a tester's browser gets one.
        signIn: () => signInThroughGateway(inProcess.url, { [HEADERS.simScenario]: 'default' }),
        pid: inProcess.child.pid,
      },
    ];
    if (LAYERS) {
      const token = direct.authorization.slice('Bearer '.length);
      for (const { layer, key, name } of LAYER_TARGETS) {
        const server = await start(
          startScript(
            'layer-proxy.mjs',
            'layer proxy',
            { LAYER: layer, UPSTREAM_URL: sim.url, UPSTREAM_TOKEN: token },
            `layer-${layer}`,
          ),
        );
        targets.push({
          key,
          name,
          url: `${server.url}${CLIENTS_LIST}`,
          headers: direct,
          pid: server.child.pid,
        });
      }
    }
    if (BASELINE !== undefined) {
      const baseline = await start(startGateway({ UPSTREAM_URL: sim.url }, 'baseline', BASELINE));
      targets.push({
        key: 'baseline',
        name: 'gateway, proxy mode, baseline build',
        url: `${baseline.url}${CLIENTS_LIST}`,
        signIn: () => signInThroughGateway(baseline.url),
        pid: baseline.child.pid,
      });
    }
    if (LATENCY_MS > 0) {
      const slow = await start(startSlowUpstream());
      const slowDirectHeaders = await bearerHeaders(slow.url);
      const slowBare = await start(startBareProxy(slow.url, 'bare-proxy-slow-upstream'));
      const slowProxy = await start(startGateway({ UPSTREAM_URL: slow.url }, 'proxy-slow-upstream'));
      const late = `+${LATENCY_MS} ms`;
      targets.push(
        {
          key: 'slowDirect',
          name: `upstream direct (${late})`,
          url: `${slow.url}/clients`,
          headers: slowDirectHeaders,
          pid: slow.child.pid,
        },
        {
          key: 'slowBare',
          name: `bare proxy (${late})`,
          url: `${slowBare.url}/clients`,
          headers: slowDirectHeaders,
          pid: slowBare.child.pid,
        },
        {
          key: 'slowProxy',
          name: `gateway, proxy mode (${late})`,
          url: `${slowProxy.url}${CLIENTS_LIST}`,
          signIn: () => signInThroughGateway(slowProxy.url),
          pid: slowProxy.child.pid,
        },
      );
      if (BASELINE !== undefined) {
        const slowBaseline = await start(
          startGateway({ UPSTREAM_URL: slow.url }, 'baseline-slow-upstream', BASELINE),
        );
        targets.push({
          key: 'slowBaseline',
          name: `gateway, proxy mode, baseline build (${late})`,
          url: `${slowBaseline.url}${CLIENTS_LIST}`,
          signIn: () => signInThroughGateway(slowBaseline.url),
          pid: slowBaseline.child.pid,
        });
      }
    }
    console.error(
      `Loading clients.list: ${ROUNDS} rounds of ${targets.length} targets, ${SECONDS} s at 1 and at ${MANY} connections each…`,
    );
    const figures = await runRounds(targets);
    const rows = [
      ...targetRows(figures, targets),
      ['— ratios within each round, min / median / max —', ''],
      [
        'gateway CPU ÷ bare proxy CPU per call (proxy mode; budget ≤ 2×)',
        spread(ratio(figures, 'proxy', 'bare', cpu), times),
      ],
      [
        'gateway adds at 1 conn.: p50 (ms, budget ≤ 1)',
        spread(difference(figures, 'proxy', 'direct', p50), ms),
      ],
      ['gateway adds at 1 conn.: p99 (ms)', spread(difference(figures, 'proxy', 'direct', p99), ms)],
      [
        `gateway / direct calls/s at ${MANY} conn.`,
        spread(ratio(figures, 'proxy', 'direct', perSecond), percent),
      ],
      [
        `bare proxy / direct calls/s at ${MANY} conn. (any Node proxy's ceiling)`,
        spread(ratio(figures, 'bare', 'direct', perSecond), percent),
      ],
      ['simulator mode − proxy mode: p50 (ms)', spread(difference(figures, 'sim', 'proxy', p50), ms)],
      [
        `simulator / proxy mode calls/s at ${MANY} conn.`,
        spread(ratio(figures, 'sim', 'proxy', perSecond), percent),
      ],
    ];
    if (LAYERS) {
      for (const { key, name } of LAYER_TARGETS) {
        rows.push([
          `${name}: CPU ÷ bare proxy CPU per call`,
          spread(ratio(figures, key, 'bare', cpu), times),
        ]);
      }
      rows.push([
        `gateway CPU ÷ ${TRPC_LAYER.name} CPU per call`,
        spread(ratio(figures, 'proxy', TRPC_LAYER.key, cpu), times),
      ]);
    }
    if (BASELINE !== undefined) {
      rows.push(
        [
          'baseline build: CPU ÷ bare proxy CPU per call',
          spread(ratio(figures, 'baseline', 'bare', cpu), times),
        ],
        [
          'gateway CPU ÷ baseline build CPU per call',
          spread(ratio(figures, 'proxy', 'baseline', cpu), percent),
        ],
        [
          'baseline build adds at 1 conn.: p50 (ms)',
          spread(difference(figures, 'baseline', 'direct', p50), ms),
        ],
      );
    }
    if (LATENCY_MS > 0) {
      rows.push(
        [
          `behind ${LATENCY_MS} ms: gateway / bare proxy calls/s at ${MANY} conn. (budget ≥ 80%)`,
          spread(ratio(figures, 'slowProxy', 'slowBare', perSecond), percent),
        ],
        [
          `behind ${LATENCY_MS} ms: gateway / direct calls/s at ${MANY} conn.`,
          spread(ratio(figures, 'slowProxy', 'slowDirect', perSecond), percent),
        ],
        [
          `behind ${LATENCY_MS} ms: gateway adds at 1 conn.: p50 (ms)`,
          spread(difference(figures, 'slowProxy', 'slowDirect', p50), ms),
        ],
      );
      if (BASELINE !== undefined) {
        rows.push([
          `behind ${LATENCY_MS} ms: baseline build / bare proxy calls/s at ${MANY} conn.`,
          spread(ratio(figures, 'slowBaseline', 'slowBare', perSecond), percent),
        ]);
      }
    }
    printTable(
      `gateway overhead: clients.list, ${ROUNDS} interleaved rounds, ${SECONDS} s per load${
        rateNote ? ` (${rateNote}: the calls/s ratios only say whether a server kept up)` : ''
      }`,
      rows,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
