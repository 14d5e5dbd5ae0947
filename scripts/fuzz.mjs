#!/usr/bin/env node
import { readdirSync } from 'node:fs';
// `pnpm fuzz`: a bounded fuzz of the compiled gateway over a real socket on 127.0.0.1, not a test
// (too slow for `pnpm test`; its generator and judge are tested in fuzz/requests.test.mjs). It
// builds what is stale, then starts, each in its own process, the gateway in simulator mode and
// the gateway in proxy mode in front of a standalone simulator, and sends each the same number of
// requests from a seeded generator (fuzz/requests.mjs): every tRPC procedure, single and batched
// (past the batch limit too), by GET and POST, with malformed, oversized and odd inputs, content
// types and CSRF headers, signed in and not, streamed (jsonl) and not; every static and ops route,
// the build's assets, maps and compressed siblings, paths that name nothing or climb out of the
// build; methods no route takes (TRACE, PUT, DELETE, PATCH, OPTIONS, CONNECT…); odd cookies and
// headers; in simulator mode the simulator's /__sim routes as well.
//
// "Unexpected", the fuzz's failure (fuzz/requests.mjs `classify`):
//   - no answer: the connection reset or closed, an answer Node's HTTP parser refuses (both
//     Transfer-Encoding and Content-Length, for one), or none within FUZZ_TIMEOUT_MS;
//   - any 5xx, except a 502 or 504 from /trpc: the gateway's honest word that its upstream failed
//     or did not answer in time (counted and shown as expected);
//   - any error-level line (pino level 50 and up) either gateway logs while the fuzz runs.
// It prints, per gateway and in all, the requests sent, a status histogram, the unexpected answers
// with method and path, and the time taken; the exit code is 1 when anything was unexpected.
//
// FUZZ_SEED (1) picks the requests: the same seed sends the same requests in the same order (their
// timing, and so the interleaving at FUZZ_CONCURRENCY, varies). FUZZ_REQUESTS (6000) per gateway,
// FUZZ_CONCURRENCY (8) requests in flight per gateway, FUZZ_TIMEOUT_MS (30000) per request.
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { freePort, GATEWAY_BUNDLE, REPO_ROOT, spawnUntil, startSimulator } from './bench/common.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { classify, generateRequests } from './fuzz/requests.mjs';

const SEED = Number(process.env.FUZZ_SEED ?? 1);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 6000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 30_000);
/** A new sign-in every so many requests: some procedures (a sign-in, a password change) end it. */
const SESSION_EVERY = 500;
const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };
// COOKIES and HEADERS of @portal/contracts with COOKIE_SECURE=false (no __Host- prefix).
const COOKIES = { token: 'portal_token', csrf: 'portal_csrf' };
const CSRF_HEADER = 'x-csrf-token';
const OPS_TOKEN = 'fuzz-ops-token-0123456789abcdef0123456789';

/** The compiled gateway on a port of its own; its error-level log lines are collected. */
async function startGateway(name, env) {
  const port = await freePort();
  const started = await spawnUntil([GATEWAY_BUNDLE], {
    ready: /portal listening on (http:\S+)/,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MIN: '1000',
      OPS_TOKEN,
      ...env,
    },
  });
  const errors = [];
  let partial = '';
  started.child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (entry.level >= 50)
          errors.push(`${entry.msg} (${entry.req?.method ?? ''} ${entry.req?.url ?? ''})`);
      } catch {
        // not a log line (the banner)
      }
    }
  });
  return { ...started, name, port, errors };
}

/** The Set-Cookie pairs of an answer, into `jar`. */
function remember(jar, setCookies = []) {
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Sends one request; resolves with its status (and headers), or the error that stood for it. */
function send(port, agent, { method, path, headers, body }) {
  return new Promise((resolve) => {
    const all = { ...headers };
    if (body !== undefined) all['content-length'] = String(Buffer.byteLength(body));
    let req;
    try {
      req = httpRequest({ host: '127.0.0.1', port, method, path, headers: all, agent, timeout: TIMEOUT_MS });
    } catch (error) {
      // Node's client refused to send it (a header it will not write): nothing reached the gateway.
      resolve({ refused: error.code ?? String(error) });
      return;
    }
    req.on('response', (res) => {
      res.on('error', (error) => resolve({ error: error.code ?? error.message }));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
      res.resume();
    });
    // CONNECT's answer comes as a tunnel offer, whatever its status.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode, headers: res.headers });
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer in time'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** A signed-out browser (its CSRF cookie) and one signed in as the demo user. */
async function identities(port, agent) {
  const anonJar = new Map();
  remember(
    anonJar,
    (await send(port, agent, { method: 'GET', path: '/healthz', headers: {} })).headers?.['set-cookie'],
  );
  const jar = new Map();
  remember(
    jar,
    (await send(port, agent, { method: 'GET', path: '/healthz', headers: {} })).headers?.['set-cookie'],
  );
  const login = await send(port, agent, {
    method: 'POST',
    path: '/trpc/auth.login?batch=1',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(jar),
      [CSRF_HEADER]: jar.get(COOKIES.csrf),
    },
    body: JSON.stringify({ 0: DEMO }),
  });
  remember(jar, login.headers?.['set-cookie']);
  const anon = { cookie: cookieHeader(anonJar), csrf: anonJar.get(COOKIES.csrf) ?? '' };
  const session = jar.has(COOKIES.token)
    ? { cookie: cookieHeader(jar), csrf: jar.get(COOKIES.csrf) ?? '' }
    : undefined;
  return { anon, session, loginStatus: login.status ?? login.error };
}

/** The request as sent: who sends it decides its cookies and CSRF header. */
function dressed(request, ids) {
  const id = request.auth === 'session' && ids.session !== undefined ? ids.session : ids.anon;
  const headers = { ...request.headers };
  const cookie = [id.cookie, request.cookie].filter(Boolean).join('; ');
  if (cookie !== '') headers.cookie = cookie;
  if (request.csrf === 'valid' && headers[CSRF_HEADER] === undefined) headers[CSRF_HEADER] = id.csrf;
  if (request.csrf === 'wrong') headers[CSRF_HEADER] = 'not-the-token';
  return { ...request, headers };
}

/** Sends `requests` to the gateway, CONCURRENCY at a time, signing in again every SESSION_EVERY. */
async function fuzz(gateway, requests) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const result = { statuses: new Map(), unexpected: [], expected5xx: 0, refused: 0, signInsRefused: 0 };
  const started = process.hrtime.bigint();
  let ids = await identities(gateway.port, agent);
  if (ids.session === undefined)
    throw new Error(`${gateway.name}: the demo sign-in answered ${ids.loginStatus}`);
  for (let from = 0; from < requests.length; from += SESSION_EVERY) {
    if (from > 0) {
      const fresh = await identities(gateway.port, agent);
      if (fresh.session === undefined) result.signInsRefused += 1;
      ids = { anon: fresh.anon, session: fresh.session ?? ids.session };
    }
    const chunk = requests.slice(from, from + SESSION_EVERY);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < chunk.length; i = next++) {
        const request = dressed(chunk[i], ids);
        const outcome = await send(gateway.port, agent, request);
        if (outcome.refused !== undefined) {
          result.refused += 1;
          continue;
        }
        const key = outcome.error ?? String(outcome.status);
        result.statuses.set(key, (result.statuses.get(key) ?? 0) + 1);
        const verdict = classify(request, outcome);
        if (verdict === 'expected5xx') result.expected5xx += 1;
        if (verdict === 'unexpected')
          result.unexpected.push(`${request.method} ${request.path.slice(0, 160)} → ${key}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
  agent.destroy();
  result.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return result;
}

function report(name, requests, result, errors) {
  const sent = requests.length - result.refused;
  const histogram = [...result.statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key} ×${n}`);
  console.log(`${name}: ${sent} requests in ${result.seconds.toFixed(1)} s`);
  console.log(`  statuses: ${histogram.join(', ')}`);
  if (result.refused > 0) console.log(`  not sent (Node's client refused a header): ${result.refused}`);
  if (result.signInsRefused > 0)
    console.log(`  demo sign-ins refused (the last session kept): ${result.signInsRefused}`);
  console.log(`  expected 5xx (502/504 from /trpc): ${result.expected5xx}`);
  console.log(`  unexpected answers: ${result.unexpected.length}`);
  for (const line of result.unexpected.slice(0, 20)) console.log(`    ${line}`);
  console.log(`  error-level log lines: ${errors.length}`);
  for (const line of errors.slice(0, 10)) console.log(`    ${line}`);
  return { sent, failures: result.unexpected.length + errors.length };
}

await buildIfStale(['web', 'gateway', 'sim']);
const assets = readdirSync(join(REPO_ROOT, 'apps/web/dist/assets')).filter((name) =>
  /\.(js|css)$/.test(name),
);
const children = [];
const stopAll = () => Promise.all(children.map((child) => child.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
let failures = 0;
let total = 0;
const began = process.hrtime.bigint();
try {
  const simulator = await startSimulator();
  children.push(simulator);
  const simulatorMode = await startGateway('simulator mode', {});
  children.push(simulatorMode);
  const proxyMode = await startGateway('proxy mode', { UPSTREAM_URL: simulator.url });
  children.push(proxyMode);
  console.log(
    `pnpm fuzz: seed ${SEED}, ${COUNT} requests per gateway, ${CONCURRENCY} at a time, on 127.0.0.1`,
  );
  for (const [gateway, seed, simulatorRoutes] of [
    [simulatorMode, SEED, true],
    [proxyMode, SEED + 1, false],
  ]) {
    const requests = generateRequests({ seed, count: COUNT, assets, simulator: simulatorRoutes });
    const result = await fuzz(gateway, requests);
    const figures = report(gateway.name, requests, result, gateway.errors);
    failures += figures.failures;
    total += figures.sent;
  }
} finally {
  await stopAll();
}
const seconds = Number(process.hrtime.bigint() - began) / 1e9;
console.log(`in all: ${total} requests, ${failures} unexpected, ${seconds.toFixed(1)} s (with start-up)`);
process.exit(failures > 0 ? 1 : 0);
