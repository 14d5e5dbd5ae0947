// Gateway overhead: clients.list through the compiled gateway's tRPC, as the web app calls it
// (session cookies, CSRF header, httpBatchLink's GET), against the upstream's own GET /clients
// with the bearer, called directly. Proxy mode runs in front of a standalone simulator; simulator
// mode answers from the simulator inside the gateway. The gateway's CPU time per call (at 50
// connections) is the figure a shared machine cannot blur. A second comparison puts a fixed
// latency (BENCH_UPSTREAM_LATENCY_MS, 20 ms by default; 0 skips it) in front of the upstream, as a
// real backend across a network would answer, and runs the direct and proxied calls through it.

import { join } from 'node:path';
import {
  DEMO,
  freePort,
  GATEWAY_BUNDLE,
  json,
  post,
  printTable,
  REPO_ROOT,
  spawnUntil,
  startSimulator,
} from './common.mjs';
import { cpuMs } from './cpu.mjs';
import { load } from './load.mjs';
import { startSlowUpstream } from './slow-upstream.mjs';

// COOKIES and HEADERS of @portal/contracts (TypeScript, which plain Node does not load).
const COOKIES = { token: 'portal_token', csrf: 'portal_csrf' };
const HEADERS = { csrf: 'x-csrf-token', simScenario: 'x-sim-scenario' };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MANY = 50;
const LATENCY_MS = Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 20);
/** What httpBatchLink sends for a query without input. */
const CLIENTS_LIST = '/trpc/clients.list?batch=1&input=%7B%7D';

/** The compiled gateway on a port of its own, as `pnpm start` runs it (default log level). */
async function startGateway(env) {
  const port = await freePort();
  const started = await spawnUntil([GATEWAY_BUNDLE], {
    ready: /portal listening on (http:\S+)/,
    env: { PORT: String(port), HOST: '127.0.0.1', COOKIE_SECURE: 'false', ...env },
  });
  return { ...started, url: `http://127.0.0.1:${port}` };
}

/** The bare node:http pass-through of bare-proxy.mjs in front of `upstreamUrl`: the floor. */
async function startBareProxy(upstreamUrl) {
  const started = await spawnUntil([join(REPO_ROOT, 'scripts/bench/bare-proxy.mjs')], {
    ready: /bare proxy listening on (http:\S+)/,
    env: { UPSTREAM_URL: upstreamUrl, PORT: '0' },
  });
  return { ...started, url: started.match[1] };
}

/** A browser's cookie jar, reduced to what the gateway sets. */
function remember(jar, res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

/**
 * Signs the demo user in through the gateway like the web app does and returns the headers a
 * signed-in clients.list carries. `first` is sent with the first request only (a world to start).
 */
async function signInThroughGateway(url, first = {}) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  remember(jar, await fetch(`${url}/healthz`, { headers: first }));
  const csrf = jar.get(COOKIES.csrf);
  const login = await fetch(
    `${url}/trpc/auth.login?batch=1`,
    post({ 0: DEMO }, { cookie: cookie(), [HEADERS.csrf]: csrf }),
  );
  if (!login.ok) throw new Error(`auth.login answered ${login.status}: ${await login.text()}`);
  remember(jar, login);
  if (!jar.has(COOKIES.token)) throw new Error('auth.login set no session cookie');
  const headers = { cookie: cookie(), [HEADERS.csrf]: csrf, accept: 'application/json' };
  const probe = await fetch(`${url}${CLIENTS_LIST}`, { headers });
  const body = await probe.text();
  if (!probe.ok || !body.includes('"clients"'))
    throw new Error(`clients.list answered ${probe.status}: ${body}`);
  return headers;
}

/** Latency at 1 connection, calls/s at MANY, and the CPU `pid` spent per call during the latter. */
async function measure(url, headers, pid) {
  const one = await load({ url, headers, connections: 1, seconds: SECONDS });
  const before = cpuMs(pid);
  const many = await load({ url, headers, connections: MANY, seconds: SECONDS });
  const after = cpuMs(pid);
  const cpuPerCall = before === null || after === null ? Number.NaN : (after - before) / many.total;
  return { one, many, cpuPerCall };
}

const ms = (value) => value.toFixed(2);
const percent = (part, whole) => `${((100 * part) / whole).toFixed(0)}%`;

/** The rows every comparison of a gateway with its upstream prints. */
function rowsFor(named) {
  return named.flatMap(([name, figures]) => [
    [`${name}: p50 / p99 at 1 conn. (ms)`, `${ms(figures.one.p50)} / ${ms(figures.one.p99)}`],
    [`${name}: calls/s at ${MANY} conn.`, figures.many.perSecond.toFixed(0)],
    [`${name}: CPU per call at ${MANY} conn. (ms)`, ms(figures.cpuPerCall)],
  ]);
}

function overheadRows(upstream, viaProxy) {
  return [
    ['proxy adds at 1 conn.: p50 (ms, budget 1)', ms(viaProxy.one.p50 - upstream.one.p50)],
    ['proxy adds at 1 conn.: p99 (ms, budget 3)', ms(viaProxy.one.p99 - upstream.one.p99)],
    [
      `proxy / direct calls/s at ${MANY} conn. (budget ≥ 50%)`,
      percent(viaProxy.many.perSecond, upstream.many.perSecond),
    ],
    ['gateway CPU ÷ upstream CPU per call (proxy mode)', percent(viaProxy.cpuPerCall, upstream.cpuPerCall)],
  ];
}

/** The same comparison with every upstream answer held for LATENCY_MS, as a real backend. */
async function benchRealistic(sim, token) {
  const slow = await startSlowUpstream(sim.url, LATENCY_MS);
  let gateway;
  try {
    gateway = await startGateway({ UPSTREAM_URL: slow.url });
    const headers = await signInThroughGateway(gateway.url);
    const direct = { authorization: `Bearer ${token}`, accept: 'application/json' };
    console.error(`Loading clients.list behind ${LATENCY_MS} ms of upstream latency…`);
    const upstream = await measure(`${slow.url}/clients`, direct, sim.child.pid);
    const viaProxy = await measure(`${gateway.url}${CLIENTS_LIST}`, headers, gateway.child.pid);
    printTable(`gateway overhead behind a ${LATENCY_MS} ms upstream: clients.list, ${SECONDS} s per load`, [
      ...rowsFor([
        [`upstream direct (+${LATENCY_MS} ms)`, upstream],
        ['gateway, proxy mode', viaProxy],
      ]),
      ...overheadRows(upstream, viaProxy),
    ]);
  } finally {
    await Promise.all([slow.stop(), gateway?.stop()]);
  }
}

export async function benchGateway() {
  const sim = await startSimulator();
  let bare;
  let proxy;
  let inProcess;
  try {
    const { access_token: token } = await json(`${sim.url}/login`, post(DEMO));
    const direct = { authorization: `Bearer ${token}`, accept: 'application/json' };
    bare = await startBareProxy(sim.url);
    proxy = await startGateway({ UPSTREAM_URL: sim.url });
    inProcess = await startGateway({});
    const proxyHeaders = await signInThroughGateway(proxy.url);
    // A world of its own, as a tester's browser gets one.
    const simHeaders = await signInThroughGateway(inProcess.url, { [HEADERS.simScenario]: 'default' });

    console.error(`Loading clients.list: ${SECONDS} s each at 1 and ${MANY} connections…`);
    // The upstream's CPU is the simulator's; the gateway's CPU in simulator mode includes it.
    const upstream = await measure(`${sim.url}/clients`, direct, sim.child.pid);
    const viaBare = await measure(`${bare.url}/clients`, direct, bare.child.pid);
    const viaProxy = await measure(`${proxy.url}${CLIENTS_LIST}`, proxyHeaders, proxy.child.pid);
    const viaSim = await measure(`${inProcess.url}${CLIENTS_LIST}`, simHeaders, inProcess.child.pid);

    printTable(`gateway overhead: clients.list, ${SECONDS} s per load`, [
      ...rowsFor([
        ['upstream direct', upstream],
        ['bare node:http proxy (the floor)', viaBare],
        ['gateway, proxy mode', viaProxy],
        ['gateway, simulator mode', viaSim],
      ]),
      ...overheadRows(upstream, viaProxy),
      [
        `bare proxy / direct calls/s at ${MANY} conn. (any Node gateway's ceiling)`,
        percent(viaBare.many.perSecond, upstream.many.perSecond),
      ],
      ['simulator mode − proxy mode: p50 (ms, budget ≤ 0)', ms(viaSim.one.p50 - viaProxy.one.p50)],
      [
        `simulator / proxy calls/s at ${MANY} conn. (budget ≥ 100%)`,
        percent(viaSim.many.perSecond, viaProxy.many.perSecond),
      ],
    ]);
    await Promise.all([bare.stop(), proxy.stop(), inProcess.stop()]);
    if (LATENCY_MS > 0) await benchRealistic(sim, token);
  } finally {
    await Promise.all([sim.stop(), bare?.stop(), proxy?.stop(), inProcess?.stop()]);
  }
}
