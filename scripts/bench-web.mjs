#!/usr/bin/env node
// `pnpm bench:web`: a benchmark, not a test (it asserts nothing and its figures depend on the
// machine). It first builds what is missing or stale (the web app, the gateway and, with
// `--proxy`, the simulator), as `pnpm start` does, with all build output on stderr. Then it
// starts the compiled gateway (simulator mode; `--proxy`: proxy mode in front of a standalone
// simulator, so the page carries no QA picker, as end users get it) on a free port and runs
// Lighthouse against the system Chromium on each page below with both presets (mobile:
// Lighthouse's default emulation and simulated throttling; desktop), RUNS (3) rounds, each round
// every page and preset once (interleaved, so a busy spell of the machine hits all of them):
//   baseline            a trivial page (a heading and a paragraph) from a bare node:http server of
//                       its own process: the machine's own floor, for the ratios;
//   /                   the login page;
//   /home/environments  signed in as the demo account (cookies from a sign-in through the
//                       gateway over HTTP, put in the browser's cookie jar before Lighthouse loads
//                       the page).
// It prints per run, then min, median and max: performance, accessibility and best-practices
// scores, LCP and TBT (ms), CLS, the JavaScript transferred (bytes); each page's median score and
// LCP over the baseline's; and the load average at the start and the end. `--json`: the same as JSON on stdout, and only
// that (`bench:web` is a command of node_modules/.bin, not a package.json script, so pnpm prints
// no header of its own: scripts/link-bench-web.mjs).
// BENCH_WEB_RUNS and BENCH_WEB_TIMEOUT_S (900) change the runs and the overall time-out;
// BENCH_WEB_REPORTS=<dir> keeps every run's Lighthouse report there. BENCH_COMPARE_DIST=<a web
// build's directory> (say, the build of an earlier commit) also measures both pages served from it
// by a second gateway (with --proxy in front of the same simulator; without, each gateway has its
// own), labelled "compared", in the same rounds: before and after side by side in one run.
// BENCH_COMPARE_GATEWAY=<a gateway bundle> (say, apps/gateway/dist/main.mjs of an earlier commit's
// checkout) runs that gateway as the compared one, for a change the gateway makes to the page; it
// serves its own checkout's web build unless BENCH_COMPARE_DIST names another.
// BENCH_WEB_PROFILE=<dir>: once the figures are printed, each page once more on a phone's screen and
// CPU, its main thread's CPU profile kept there (profilePage below; profile-summary.mjs reads it).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { sleep } from './bench/common.mjs';
import { cookieHeader, keepCookies } from './bench/cookie-jar.mjs';
import { report, summarise } from './bench/web-output.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { REPO_ROOT } from './node-bundles.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const TIMEOUT_S = Number(process.env.BENCH_WEB_TIMEOUT_S ?? 900);
const COMPARE_DIST = process.env.BENCH_COMPARE_DIST ? resolve(process.env.BENCH_COMPARE_DIST) : undefined;
const COMPARE_GATEWAY = process.env.BENCH_COMPARE_GATEWAY
  ? resolve(process.env.BENCH_COMPARE_GATEWAY)
  : undefined;
const PROFILE_DIR = process.env.BENCH_WEB_PROFILE ? resolve(process.env.BENCH_WEB_PROFILE) : undefined;
const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };
const SIGNED_IN_PATH = '/home/environments';
// COOKIES and HEADERS of @portal/contracts (TypeScript, which this plain Node script cannot import).
const COOKIES = { csrf: 'portal_csrf', token: 'portal_token' };
const HEADERS = { csrf: 'x-csrf-token' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const GATEWAY_BUNDLE = join(REPO_ROOT, 'apps/gateway/dist/main.mjs');
const SIM_BUNDLE = join(REPO_ROOT, 'packages/simulator/dist/cli.mjs');

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const proxyMode = args.includes('--proxy');
if (args.includes('--help') || args.some((a) => !['--json', '--proxy'].includes(a))) {
  console.error(
    'usage: pnpm bench:web [--json] [--proxy]\n' +
      '  builds what is stale first (web app, gateway, simulator; output on stderr), then measures.\n' +
      '  --json   results as JSON on stdout, alone (progress stays on stderr)\n' +
      '  --proxy  gateway in proxy mode before a standalone simulator (no QA picker on the page)\n' +
      '  env: BENCH_WEB_RUNS (3), BENCH_WEB_TIMEOUT_S (900), BENCH_WEB_REPORTS (a folder for the reports),\n' +
      '       BENCH_COMPARE_DIST (another web build to measure beside this one),\n' +
      '       BENCH_COMPARE_GATEWAY (another gateway bundle to measure beside this one),\n' +
      "       BENCH_WEB_PROFILE (a folder for each page's main-thread CPU profile, phone CPU)",
  );
  process.exit(args.includes('--help') ? 0 : 2);
}
/** Progress goes to stderr, so `--json` leaves stdout to the JSON alone. */
const log = (message) => console.error(message);

// Everything started here, stopped on every way out: normal end, error, time-out, Ctrl-C.
const servers = new Set();
const browsers = new Set();
function stopEverything() {
  for (const chrome of browsers) {
    try {
      // chrome-launcher starts Chromium as a process group leader: the whole group goes.
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  browsers.clear();
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
  servers.clear();
}
process.on('exit', stopEverything);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: stopping Chromium and the portal`);
    process.exit(130);
  });
}
setTimeout(() => {
  log(`bench:web: still running after ${TIMEOUT_S} s (BENCH_WEB_TIMEOUT_S): giving up`);
  process.exit(1);
}, TIMEOUT_S * 1000).unref();

/** Starts a compiled Node program and resolves with the URL it says it listens on. */
function startServer(name, argv, env, pattern) {
  const child = spawn(process.execPath, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.add(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
  });
}

/**
 * The portal's gateway, and with `compare` a second one (same upstream): `compare.gateway`'s
 * bundle (else this one) serving `compare.dist` (else that gateway's own build).
 */
async function startPortal(compare) {
  // Plain cookie names (no __Host- prefix): this script's jar is plain HTTP on 127.0.0.1.
  const quiet = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' };
  let upstream = {};
  if (proxyMode) {
    const simArgs = [SIM_BUNDLE, 'serve', '--port', '0'];
    const simUrl = await startServer('simulator', simArgs, {}, /listening on (http:\S+)/);
    upstream = { UPSTREAM_URL: simUrl };
  }
  const gateway = (name, bundle, env) =>
    startServer(name, [bundle], { ...quiet, ...upstream, ...env }, /listening on (http:\/\/\S+)/);
  return Promise.all([
    gateway('gateway', GATEWAY_BUNDLE, {}),
    compare
      ? gateway(
          'compared gateway',
          compare.gateway ?? GATEWAY_BUNDLE,
          compare.dist ? { WEB_DIST: compare.dist } : {},
        )
      : undefined,
  ]);
}

/**
 * Signs the demo account in the way the web app does: the gateway hands out the CSRF cookie on
 * any response, and the tRPC mutation echoes it in a header (double submit). In simulator mode the
 * same cookies also name the world the session belongs to. Returns the cookies to give the browser.
 */
async function signIn(base) {
  const jar = new Map();
  keepCookies(jar, await fetch(`${base}/`, { headers: { accept: 'text/html' } }));
  const csrf = jar.get(COOKIES.csrf);
  if (!csrf) throw new Error(`GET / set no ${COOKIES.csrf} cookie`);
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.csrf]: csrf, cookie: cookieHeader(jar) },
    body: JSON.stringify(DEMO),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`auth.login answered ${res.status}: ${body.slice(0, 300)}`);
  keepCookies(jar, res);
  if (!jar.get(COOKIES.token)) throw new Error(`auth.login set no session cookie: ${body.slice(0, 300)}`);
  const domain = new URL(base).hostname;
  return [...jar].map(([name, value]) => ({ name, value, domain, path: '/' }));
}

/**
 * Puts the cookies in the browser's own jar. Lighthouse's `extraHeaders: { Cookie }` is not
 * enough: once the page writes a cookie of its own (i18next remembers the language), Chromium
 * sends its jar instead of the extra header and the app's requests arrive signed out.
 */
async function giveCookies(port, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

function failedAudits(lhr, categories) {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
}

const round = (value) => (value === null ? null : Math.round(value));

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes: script?.transferSize ?? null,
    jsRequests: script?.requestCount ?? null,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    // Failed audits that cost the accessibility and best-practices scores, to say why not 100.
    failed: failedAudits(lhr, ['accessibility', 'best-practices']),
  };
}

/** What measured: filled in by the runs. */
const versions = { lighthouse: '', browser: '' };

/**
 * BENCH_WEB_REPORTS=<dir> keeps each run's whole Lighthouse report there as JSON (what the LCP
 * element was, the long tasks, every request), to see why a figure is what it is.
 */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;
let reportsKept = 0;
function keepReport(label, preset, lhr) {
  if (!REPORTS_DIR) return;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const page = fileNameOf(label);
  reportsKept += 1;
  writeFileSync(
    join(REPORTS_DIR, `${String(reportsKept).padStart(2, '0')}-${page}-${preset}.json`),
    JSON.stringify(lhr),
  );
}

/** Runs `use` with a Chromium of its own (a fresh profile: a cold cache every time), then stops it. */
async function withChromium(use) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  browsers.add(chrome);
  try {
    return await use(chrome);
  } finally {
    browsers.delete(chrome);
    chrome.kill();
  }
}

/** A page's label as a file name: `/home/environments` → `home-environments`, `compared /` → `compared-root`. */
const fileNameOf = (label) =>
  label
    .replace(/\/$/, '/root')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

/** One Lighthouse run. */
function runLighthouse(url, { label, preset, cookies }) {
  return withChromium(async (chrome) => {
    if (cookies) await giveCookies(chrome.port, cookies);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    versions.lighthouse = result.lhr.lighthouseVersion;
    versions.browser = result.lhr.environment.hostUserAgent;
    keepReport(label, preset, result.lhr);
    return figures(result.lhr);
  });
}

const MAX_RETRIES = 3;

/** Lighthouse's mobile preset: a mid-range phone's screen, and its CPU as 4 times slower than this one. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const PHONE_CPU_SLOWDOWN = 4;

/**
 * BENCH_WEB_PROFILE=<dir>: after the rounds, each page once more on a phone's screen with the
 * CPU slowed as Lighthouse's mobile preset assumes (here applied, where Lighthouse simulates it),
 * recording the main thread's V8 CPU profile from the navigation until the network has been idle
 * for half a second and one second more. `node scripts/bench/profile-summary.mjs <file> --sources
 * apps/web/dist` then says which packages and source files the time went to (what the long tasks
 * behind TBT are made of). Written as <dir>/<page>.cpuprofile.
 */
function profilePage(page) {
  return withChromium(async (chrome) => {
    if (page.cookies) await giveCookies(chrome.port, page.cookies);
    let browser;
    try {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.setViewport(PHONE);
      const cdp = await tab.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await tab.goto(page.url, { waitUntil: 'networkidle0', timeout: 60_000 });
      await sleep(1_000);
      const { profile } = await cdp.send('Profiler.stop');
      // A signed-in page that ends on the sign-in page profiled the wrong screen.
      const landed = new URL(tab.url()).pathname;
      const wanted = new URL(page.url).pathname;
      if (landed !== wanted) throw new Error(`${page.url} ended on ${tab.url()}, not on ${wanted}`);
      mkdirSync(PROFILE_DIR, { recursive: true });
      const file = join(PROFILE_DIR, `${fileNameOf(page.label)}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      log(`${page.label}: CPU profile in ${file}`);
    } finally {
      // Chromium is stopped either way; a failed disconnect must not hide why the run failed.
      await browser?.disconnect().catch(() => undefined);
    }
  });
}

/** The profiles of BENCH_WEB_PROFILE, once the figures are out: a failed one costs only itself. */
async function profilePages(pages) {
  for (const page of pages.filter((p) => p.preset === 'mobile' && !p.baseline)) {
    try {
      await profilePage(page);
    } catch (error) {
      log(`${page.label}: no CPU profile (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  log('summarise one: node scripts/bench/profile-summary.mjs <file> --sources apps/web/dist');
  log('  (a compared page: --sources with the compared build, BENCH_COMPARE_DIST or its checkout)');
}

/** One Lighthouse run of one page and preset, tried again when Chromium lost the trace. */
async function measureRun(page, round) {
  log(`${page.label} (${page.preset}), run ${round}/${RUNS}…`);
  let run = await runLighthouse(page.url, page);
  // On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): a run that
  // measured nothing is tried again, a few times, instead of ending the benchmark.
  for (let retry = 1; run.runtimeError && retry <= MAX_RETRIES; retry++) {
    log(`  Lighthouse: ${run.runtimeError}; trying run ${round} again (${retry}/${MAX_RETRIES})`);
    run = await runLighthouse(page.url, page);
  }
  if (run.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${run.runtimeError}`);
  // A signed-in page that ends on the login page measured the wrong screen.
  const landed = new URL(run.finalUrl).pathname;
  const wanted = new URL(page.url).pathname;
  if (landed !== wanted) throw new Error(`${page.url} ended on ${run.finalUrl}, not on ${wanted}`);
  return run;
}

const BASELINE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>' +
  '<meta name="description" content="A trivial page"></head><body><main><h1>Baseline</h1>' +
  '<p>A trivial page: what this machine and Lighthouse give with nothing to load.</p></main></body></html>';

/**
 * The trivial page, from a bare node:http server in a process of its own (as the portal's servers
 * are, never in this one, which runs Lighthouse); resolves with its address.
 */
function startBaseline() {
  const serve =
    "const page = process.env.BASELINE_PAGE; require('node:http').createServer((_req, res) => {" +
    "res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });" +
    "res.end(page); }).listen(0, '127.0.0.1', function () {" +
    "console.log('baseline listening on http://127.0.0.1:' + this.address().port + '/'); });";
  return startServer('baseline', ['-e', serve], { BASELINE_PAGE }, /listening on (http:\/\/\S+)/);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
  if (COMPARE_DIST && !existsSync(join(COMPARE_DIST, 'index.html'))) {
    throw new Error(`BENCH_COMPARE_DIST: no web build (index.html) in ${COMPARE_DIST}`);
  }
  if (COMPARE_GATEWAY && !existsSync(COMPARE_GATEWAY)) {
    throw new Error(`BENCH_COMPARE_GATEWAY: no gateway bundle at ${COMPARE_GATEWAY}`);
  }
  // Before anything starts: the portal measured is the one the sources describe.
  await buildIfStale(['web', 'gateway', ...(proxyMode ? ['sim'] : [])]);

  const loadStart = loadavg();
  const baseline = await startBaseline();
  const compare =
    COMPARE_DIST || COMPARE_GATEWAY ? { dist: COMPARE_DIST, gateway: COMPARE_GATEWAY } : undefined;
  const [base, compared] = await startPortal(compare);
  const comparedName = [COMPARE_GATEWAY, COMPARE_DIST].filter(Boolean).join(' with ');
  log(`portal at ${base}, baseline page at ${baseline}${compared ? `, ${comparedName} at ${compared}` : ''}`);
  const cookies = await signIn(base);
  const comparedCookies = compared ? await signIn(compared) : undefined;
  const pages = [];
  for (const preset of ['mobile', 'desktop']) {
    pages.push({ label: 'baseline', url: baseline, preset, baseline: true });
    pages.push({ label: '/', url: `${base}/`, preset });
    pages.push({ label: SIGNED_IN_PATH, url: `${base}${SIGNED_IN_PATH}`, preset, cookies });
    if (compared) {
      pages.push({ label: 'compared /', url: `${compared}/`, preset });
      const label = `compared ${SIGNED_IN_PATH}`;
      pages.push({ label, url: `${compared}${SIGNED_IN_PATH}`, preset, cookies: comparedCookies });
    }
  }
  const runs = pages.map(() => []);
  for (let round = 1; round <= RUNS; round++) {
    // Each round starts one page later, so no page always follows the same one.
    for (let step = 0; step < pages.length; step++) {
      const i = (step + round - 1) % pages.length;
      runs[i].push(await measureRun(pages[i], round));
    }
  }
  const results = pages.map((page, i) => ({
    path: page.label,
    preset: page.preset,
    signedIn: Boolean(page.cookies),
    baseline: Boolean(page.baseline),
    runs: runs[i],
    ...summarise(runs[i]),
  }));

  const context = {
    date: new Date().toISOString(),
    lighthouse: versions.lighthouse,
    chromium: `${CHROMIUM} (${/Chrome\/[\d.]+/.exec(versions.browser)?.[0] ?? versions.browser})`,
    mode: proxyMode ? 'proxy' : 'simulator',
    runs: RUNS,
    loadAverage: { start: loadStart, end: loadavg() },
  };
  process.stdout.write(report(results, context, { json: asJson }));
  if (PROFILE_DIR) await profilePages(pages);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  log(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
