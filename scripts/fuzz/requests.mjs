// The requests `pnpm fuzz` sends and how it judges the answers: pure functions of a seed, so a
// failure replays exactly (scripts/fuzz.mjs sends them; requests.test.mjs checks them).

/** Every procedure of the gateway's app router and its type (requests.test.mjs keeps it in step). */
export const PROCEDURES = {
  'auth.session': 'query',
  'auth.login': 'mutation',
  'auth.logout': 'mutation',
  'auth.pluginUpdateSeen': 'mutation',
  'clients.list': 'query',
  'device.sendPin': 'mutation',
  'device.validatePin': 'mutation',
  'launch.start': 'mutation',
  'mfa.totpSetup': 'query',
  'mfa.submitCode': 'mutation',
  'password.forgot': 'mutation',
  'password.change': 'mutation',
  'password.register': 'mutation',
  'password.restrictions': 'mutation',
  'password.checkWithLogin': 'mutation',
  'plugin.registerChoice': 'mutation',
  'webApps.list': 'query',
  'federated.duoReturn': 'mutation',
  'federated.ssoLogin': 'mutation',
  'federated.ssoReturn': 'mutation',
  'sessions.disconnect': 'mutation',
  'instance.messages': 'query',
};
const PROCEDURE_NAMES = Object.keys(PROCEDURES);

/** tRPC's batch limit (TRPC_MAX_BATCH_SIZE of @portal/contracts): the fuzz goes past it too. */
const MAX_BATCH = 10;

/** The gateway's routes other than /trpc, in both modes (simulator mode adds SIM_ROUTES). */
export const ROUTES = [
  '/',
  '/index.html',
  '/healthz',
  '/version.json',
  '/favicon.svg',
  '/config.json',
  '/clients/acme/config.json',
  '/clients/acme/logo.svg',
  '/brand/logo.svg',
  '/__ops/drift',
  '/home/environments',
  '/login/sso/some-token',
  '/register/u1/t1',
];
/** The simulator's routes that simulator mode mounts in the gateway. */
export const SIM_ROUTES = [
  '/__sim/scenarios',
  '/__sim/coverage',
  '/__sim/worlds/no-such-world',
  '/__sim/worlds/no-such-world/clock',
  '/__sim/worlds/no-such-world/journal',
  '/__sim/api/login',
  '/__sim/api/clients',
  '/__sim/api/user/session',
  '/__sim/pages/duo',
  '/__sim/pages/idp',
  '/__sim/pages/remote-app',
];
/** Paths that name nothing, or try to climb out of the web build. */
const ODD_PATHS = [
  '/nope',
  '/trpc',
  '/trpc/',
  '/api/x',
  '/assets/',
  '/assets/../../package.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/..%2f..%2fetc%2fpasswd',
  '/.vite/manifest.json',
  '/%2e%76ite/manifest.json',
  '/index.html%00',
  '/%E2%80%AE',
  `/${'a'.repeat(3000)}`,
  '/trpc/auth.session/extra',
  '//healthz',
  '/healthz?%zz',
];

/** Methods no route takes (CONNECT's answer comes back as a tunnel offer: fuzz.mjs reads it). */
export const ODD_METHODS = [
  'TRACE',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'SEARCH',
];

/** mulberry32: small, seeded, good enough to vary requests. */
export function seeded(seed) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

const FIELDS = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'cliUuid',
  'back_url',
  'otp',
  'code',
  'pin',
  'token',
  'user_uuid',
  'choice',
  'offer',
  'label',
  'state',
];

function oddValue(random, depth = 0) {
  switch (Math.floor(random() * 14)) {
    case 0:
      return null;
    case 1:
      return -1;
    case 2:
      return 1e308;
    case 3:
      return true;
    case 4:
      return '';
    case 5:
      return 'x'.repeat(Math.floor(random() * 20_000));
    case 6:
      return '\u0000\ud800<script>alert(1)</script>';
    case 7:
      return '../../etc/passwd';
    case 8:
      return depth > 3 ? [] : [oddValue(random, depth + 1), oddValue(random, depth + 1)];
    case 9:
      return depth > 3 ? {} : oddInput(random, depth + 1);
    case 10:
      // Parsed, not a literal: a literal __proto__ sets the prototype and sends {}.
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');
    case 11:
      return 'https://evil.example/back';
    case 12:
      return '00000000-0000-0000-0000-000000000000';
    default:
      return 'demo@example.com';
  }
}

function oddInput(random, depth = 0) {
  if (random() < 0.2) return oddValue(random, depth);
  const input = {};
  for (const field of FIELDS) if (random() < 0.35) input[field] = oddValue(random, depth);
  return input;
}

/** A JSON text, or now and then something that is not JSON at all. */
function oddJson(random, value) {
  const roll = random();
  if (roll < 0.06) return '{"0":';
  if (roll < 0.09) return '\u0000\u0001';
  if (roll < 0.11) return '[]]]';
  if (roll < 0.13) return `{"0":${'['.repeat(5000)}`;
  return JSON.stringify(value) ?? 'null';
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  undefined,
];

/** Who sends it: signed in (the fuzz's demo session) or not, and which CSRF header goes with it. */
function who(random) {
  return {
    auth: random() < 0.5 ? 'session' : 'none',
    csrf: pick(random, ['valid', 'valid', 'valid', 'missing', 'wrong']),
  };
}

function trpcSingle(random) {
  const name = pick(random, PROCEDURE_NAMES);
  const natural = PROCEDURES[name] === 'query' ? 'GET' : 'POST';
  const method = random() < 0.8 ? natural : natural === 'GET' ? 'POST' : 'GET';
  const input = oddInput(random);
  const headers = {};
  if (random() < 0.1) headers['trpc-accept'] = 'application/jsonl';
  if (random() < 0.05) headers['sec-fetch-site'] = pick(random, ['cross-site', 'same-site', 'none', 'bogus']);
  const base = { kind: 'trpc', ...who(random) };
  if (method === 'GET') {
    const search = random() < 0.9 ? `?input=${encodeURIComponent(oddJson(random, input))}` : '?input=%zz';
    return { ...base, method, path: `/trpc/${name}${search}`, headers };
  }
  const type = pick(random, CONTENT_TYPES);
  if (type !== undefined) headers['content-type'] = type;
  // Now and then over the gateway's 256 KiB body limit.
  const body = random() < 0.02 ? JSON.stringify({ email: 'x'.repeat(300_000) }) : oddJson(random, input);
  return { ...base, method, path: `/trpc/${name}`, headers, body };
}

function trpcBatch(random) {
  const size = 1 + Math.floor(random() * (MAX_BATCH + 3));
  const names = Array.from({ length: size }, () =>
    random() < 0.95 ? pick(random, PROCEDURE_NAMES) : pick(random, ['no.such', '', '__proto__', 'auth']),
  );
  const inputs = Object.fromEntries(names.map((_, index) => [index, oddInput(random)]));
  const queries = names.every((name) => PROCEDURES[name] === 'query');
  const method = random() < 0.85 ? (queries ? 'GET' : 'POST') : queries ? 'POST' : 'GET';
  const headers = {};
  // httpBatchStreamLink's streamed answers (jsonl): their framing is checked on every one.
  if (random() < 0.3) headers['trpc-accept'] = 'application/jsonl';
  const path = `/trpc/${names.map(encodeURIComponent).join(',')}?batch=1`;
  const base = { kind: 'batch', ...who(random) };
  if (method === 'GET') {
    return { ...base, method, path: `${path}&input=${encodeURIComponent(oddJson(random, inputs))}`, headers };
  }
  headers['content-type'] = 'application/json';
  return { ...base, method, path, headers, body: oddJson(random, inputs) };
}

function webRoute(random, { assets, simulator }) {
  const roll = random();
  let path;
  if (roll < 0.35 && assets.length > 0) {
    const asset = pick(random, assets);
    // The file, its source map, its compressed siblings, or its name spelled otherwise.
    path = pick(random, [
      `/assets/${asset}`,
      `/assets/${asset}.map`,
      `/assets/${asset}.br`,
      `/assets/${asset}.gz`,
      `/assets/${asset.replace('-', '%2D')}`,
      `/%61ssets/${asset}`,
      `/assets//${asset}`,
      `/assets/${asset.toUpperCase()}`,
    ]);
  } else if (roll < 0.75) path = pick(random, simulator && random() < 0.3 ? SIM_ROUTES : ROUTES);
  else path = pick(random, ODD_PATHS);
  if (random() < 0.2) path += pick(random, ['?scenario=no-such', '?fresh=1', '?lng=xx', '?a=%00', '#frag']);
  const headers = {
    accept: pick(random, ['text/html', '*/*', 'application/json', 'image/*', '']),
    'accept-encoding': pick(random, ['br', 'gzip', 'br, gzip', '*', 'identity;q=0', 'x-unknown', '']),
  };
  if (random() < 0.1) headers.range = pick(random, ['bytes=0-10', 'bytes=-5', 'bytes=999999999-', 'bytes=x']);
  if (random() < 0.1) headers['if-none-match'] = pick(random, ['*', '"x"', 'W/"', '']);
  if (random() < 0.05)
    headers['if-modified-since'] = pick(random, ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT']);
  return {
    kind: 'static',
    method: random() < 0.85 ? 'GET' : 'HEAD',
    path,
    headers,
    auth: 'none',
    csrf: 'valid',
  };
}

function oddMethod(random, context) {
  const target = random() < 0.5 ? trpcSingle(random).path.split('?')[0] : webRoute(random, context).path;
  const method = pick(random, ODD_METHODS);
  const headers =
    random() < 0.3 ? { origin: 'https://evil.example', 'access-control-request-method': 'POST' } : {};
  const withBody = method !== 'CONNECT' && random() < 0.3;
  return {
    kind: 'method',
    method,
    path: target,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { body: '{}' } : {}),
    auth: random() < 0.5 ? 'session' : 'none',
    csrf: 'valid',
  };
}

/** Cookies and headers a browser would never send. */
function oddHeaders(random, context) {
  const request = random() < 0.6 ? trpcSingle(random) : webRoute(random, context);
  const headers = { ...request.headers };
  const cookie = pick(random, [
    'portal_token=forged.signature',
    'portal_token=',
    'portal_csrf=; portal_csrf=other',
    '__Host-portal_token=x; portal_token=y',
    '=',
    ';;;',
    `big=${'c'.repeat(8000)}`,
    'sim_world=../../x; sim_scenario=%zz',
    'sim_world=no-such-world',
    'sim_scenario=<script>',
    `portal_token=${'%'.repeat(50)}`,
    'i18nextLng=xx-INVALID',
  ]);
  const roll = random();
  if (roll < 0.2) headers['x-forwarded-for'] = pick(random, ['not-an-ip', '1.1.1.1, 2.2.2.2', '', '::1']);
  else if (roll < 0.35) headers['accept-language'] = pick(random, ['*', 'xx', 'pt-BR;q=x', 'a'.repeat(500)]);
  else if (roll < 0.5) headers['x-csrf-token'] = pick(random, ['', 'x'.repeat(5000), '\u00e9']);
  else if (roll < 0.6) headers['x-sim-scenario'] = pick(random, ['no-such', '../x', '']);
  else if (roll < 0.7) headers['sec-fetch-site'] = pick(random, ['cross-site', 'SAME-ORIGIN', '']);
  else if (roll < 0.8) headers['content-type'] = pick(random, ['application/json; charset=x', ';', 'a/b/c']);
  else if (roll < 0.9) headers.host = pick(random, ['evil.example', 'localhost:1', '[::1', '']);
  else headers['x-huge'] = 'h'.repeat(20_000);
  return { ...request, kind: 'headers', headers, cookie };
}

/**
 * `count` requests from `seed`, in order. `assets` is the web build's /assets file names (some
 * are sampled); `simulator` adds the simulator's /__sim routes. A request names who sends it
 * (`auth`: the fuzz's signed-in demo session or nobody; `csrf`: the matching CSRF header, none, or
 * a wrong one) and may carry an odd `cookie` of its own, which fuzz.mjs adds to the session's.
 */
export function generateRequests({ seed, count, assets = [], simulator = false }) {
  const random = seeded(seed);
  const context = { assets, simulator };
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    if (roll < 0.35) requests.push(trpcSingle(random));
    else if (roll < 0.55) requests.push(trpcBatch(random));
    else if (roll < 0.75) requests.push(webRoute(random, context));
    else if (roll < 0.87) requests.push(oddMethod(random, context));
    else requests.push(oddHeaders(random, context));
  }
  return requests;
}

/**
 * What an answer means. `unexpected` is the fuzz's failure:
 * - no answer at all: the connection reset or closed, an answer Node's HTTP parser refuses (both
 *   Transfer-Encoding and Content-Length, for one), or none within the time-out;
 * - any 5xx, except a 502 or 504 from /trpc: the gateway's honest word that the upstream failed or
 *   did not answer in time (tRPC's BAD_GATEWAY and GATEWAY_TIMEOUT), which `expected5xx` counts.
 * The gateway's error-level log lines are counted by fuzz.mjs and fail the run as well.
 */
export function classify(request, outcome) {
  if (outcome.error !== undefined) return 'unexpected';
  if (outcome.status < 500) return 'ok';
  const upstreamFailure =
    (outcome.status === 502 || outcome.status === 504) && request.path.startsWith('/trpc/');
  return upstreamFailure ? 'expected5xx' : 'unexpected';
}
