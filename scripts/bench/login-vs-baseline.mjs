#!/usr/bin/env node
// The sign-in page (`/`) on Lighthouse's mobile and desktop presets beside a trivial page (one
// heading and one paragraph, no script) measured in the same run, interleaved: on a shared, busy
// machine the scores move with the neighbours' load, and the baseline's share of that movement is
// the fairer reference (`page score ÷ baseline score` within a round). A benchmark, not a test.
// Uses what is built (`pnpm build` first); the portal runs in proxy mode before a standalone
// simulator, as end users get it. Command: `node scripts/bench/login-vs-baseline.mjs`
// (BENCH_ROUNDS, 3 by default). BENCH_COMPARE_DIST=<a web build's directory> (say, an earlier
// commit's `vite build --outDir`) adds `/` as that build serves it, from a second gateway on the
// same simulator, to every round: a before/after in one run.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { GATEWAY_BUNDLE, median, spawnUntil, startSimulator } from './common.mjs';

const CHROMIUM = '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Baseline</title><meta name="description" content="A trivial page"></head>' +
  '<body><main><h1>Baseline</h1><p>A page with no script, measured beside the portal.</p></main></body></html>';

const started = [];
// Whatever way this ends (an error included), the portal it started goes with it.
process.on('exit', () => {
  for (const { child } of started) child.kill('SIGTERM');
});

async function startPortal(sim, webDist) {
  const gateway = await spawnUntil([GATEWAY_BUNDLE], {
    ready: /listening on (http:\/\/\S+)/,
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      UPSTREAM_URL: sim.url,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  });
  started.push(gateway);
  return gateway.match[1].replace('localhost', '127.0.0.1');
}

function startBaseline() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

async function measure(url, preset) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      logLevel: 'silent',
    });
    try {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      // A busy machine now and then loses the trace: such a run measured nothing.
      if (lhr.runtimeError && attempt < 4) continue;
      const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
      const script = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: Math.round(numeric('largest-contentful-paint')),
        tbt: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift')?.toFixed(3)),
        js: script?.transferSize ?? 0,
      };
    } finally {
      chrome.kill();
    }
  }
}

const stats = (values) => `${Math.min(...values)} / ${median(values)} / ${Math.max(...values)}`;

const COMPARE_DIST = process.env.BENCH_COMPARE_DIST;
const sim = await startSimulator();
started.push(sim);
const portal = await startPortal(sim);
const compared = COMPARE_DIST ? await startPortal(sim, COMPARE_DIST) : undefined;
const baseline = await startBaseline();
const load = [loadavg()[0]];
const targets = [
  { name: '/ mobile', url: `${portal}/`, preset: 'mobile', base: 'baseline mobile' },
  { name: '/ desktop', url: `${portal}/`, preset: 'desktop', base: 'baseline desktop' },
  ...(compared
    ? [
        { name: '/ compared mobile', url: `${compared}/`, preset: 'mobile', base: 'baseline mobile' },
        { name: '/ compared desktop', url: `${compared}/`, preset: 'desktop', base: 'baseline desktop' },
      ]
    : []),
  { name: 'baseline mobile', url: baseline.url, preset: 'mobile' },
  { name: 'baseline desktop', url: baseline.url, preset: 'desktop' },
];
const results = Object.fromEntries(targets.map((t) => [t.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  // The order rotates from round to round, so no target always runs first or last.
  const order = targets.map((_, i) => targets[(i + round) % targets.length]);
  for (const target of order) {
    console.error(`round ${round + 1}/${ROUNDS}: ${target.name}…`);
    results[target.name].push(await measure(target.url, target.preset));
  }
  load.push(loadavg()[0]);
}
console.log(`load average (1 min) during the run: ${load.map((l) => l.toFixed(1)).join(', ')}`);
console.log('target            figure            min / median / max');
for (const target of targets) {
  const runs = results[target.name];
  for (const key of ['score', 'lcp', 'tbt', 'cls', 'js']) {
    console.log(`${target.name.padEnd(17)} ${key.padEnd(17)} ${stats(runs.map((r) => r[key]))}`);
  }
  if (target.base) {
    const ratios = runs.map((r, i) => Math.round((100 * r.score) / results[target.base][i].score));
    console.log(`${target.name.padEnd(17)} ${'score ÷ baseline'.padEnd(17)} ${stats(ratios)} %`);
  }
}
baseline.server.close();
await Promise.all(started.map(({ stop }) => stop()));
