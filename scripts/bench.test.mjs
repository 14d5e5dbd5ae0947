import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTS, needsOf, PARTS, runParts } from './bench/parts.mjs';
import { baselineRatios, report, summarise } from './bench/web-output.mjs';
import { TARGETS } from './build-if-stale.mjs';
import { BENCH_WEB, linkBenchWeb } from './link-bench-web.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(HERE);

// Issue 20 item 5: the benchmarks run from a fresh clone (they build what is stale first), and
// `pnpm bench:web --json` prints nothing but one JSON document on stdout.

describe('pnpm bench', () => {
  it('builds what the asked parts need, once, before it prints or runs anything', async () => {
    const calls = [];
    const parts = {
      a: { needs: ['gateway', 'sim'], run: async () => calls.push('run a') },
      b: { needs: ['sim', 'web'], run: async () => calls.push('run b') },
    };
    await runParts(['a', 'b'], {
      parts,
      build: async (targets) => calls.push(['build', targets]),
      print: () => calls.push('header'),
    });
    expect(calls).toEqual([['build', ['gateway', 'sim', 'web']], 'header', 'run a', 'run b']);
  });

  it('has every part name what it starts, in targets the build knows', () => {
    expect(needsOf(['gateway'])).toEqual(['gateway', 'sim']);
    // `pnpm bench:sim`
    expect(needsOf(['simulator'])).toEqual(['sim']);
    expect(needsOf(['startup'])).toEqual(['web', 'gateway', 'sim']);
    for (const part of Object.values(PARTS)) expect(TARGETS).toEqual(expect.arrayContaining(part.needs));
  });

  it('runs the count under valgrind only when asked for by name', () => {
    expect(DEFAULT_PARTS).toEqual(['gateway', 'simulator', 'startup']);
    expect(needsOf(['instructions'])).toEqual(['gateway', 'sim']);
  });
});

/** The environment without a `pnpm --silent` of the caller's, which would hide the header anyway. */
function withoutSilentReporter(env) {
  const { npm_config_reporter: _reporter, ...rest } = env;
  return rest;
}

describe('pnpm bench:web', () => {
  it('builds what is stale before it starts the portal', () => {
    // Its main() starts servers and browsers: this reads the order instead of running it.
    const source = readFileSync(join(HERE, 'bench-web.mjs'), 'utf8');
    const main = source.slice(source.indexOf('async function main()'));
    const build = main.indexOf("await buildIfStale(['web', 'gateway', ...(proxyMode ? ['sim'] : [])]);");
    expect(build).toBeGreaterThan(-1);
    expect(build).toBeLessThan(main.indexOf('startPortal('));
  });

  const context = {
    date: '2026-11-26T00:00:00.000Z',
    lighthouse: '12.8.2',
    chromium: 'c',
    mode: 'proxy',
    runs: 1,
  };
  const run = {
    performance: 0.97,
    accessibility: 1,
    bestPractices: 1,
    lcpMs: 2204,
    tbtMs: 48,
    jsTransferBytes: 123456,
    jsRequests: 9,
    finalUrl: 'http://127.0.0.1:1/',
    runtimeError: null,
    failed: ['color-contrast'],
  };
  const results = [{ path: '/', preset: 'mobile', signedIn: false, runs: [run], median: run }];

  it('with --json writes one JSON document and nothing else', () => {
    const stdout = report(results, context, { json: true });
    expect(JSON.parse(stdout)).toEqual({ ...context, results });
  });

  it('without --json writes the table', () => {
    const stdout = report(results, context, { json: false });
    expect(stdout).toContain('Lighthouse 12.8.2, c, portal in proxy mode');
    expect(stdout).toMatch(/^\/ +mobile +median +97 +100 +100 +2204 +48 +— +123456$/m);
    expect(stdout).toContain('/: accessibility/best-practices audits failed: color-contrast');
  });

  it('prints min, median and max of every figure, CLS, the load average and the ratios to the baseline', () => {
    const runs = [
      { ...run, performance: 0.8, lcpMs: 3000, cls: 0.02 },
      { ...run, performance: 0.9, lcpMs: 2000, cls: 0.01 },
      { ...run, performance: 0.7, lcpMs: 4000, cls: 0.05 },
    ];
    const base = [{ ...run, performance: 1, lcpMs: 1000, cls: 0 }];
    const desktopBase = [{ ...run, performance: 0.5, lcpMs: 500 }];
    const both = [
      // Each page is compared with the baseline of its own preset.
      { path: 'baseline', preset: 'desktop', baseline: true, runs: desktopBase, ...summarise(desktopBase) },
      { path: 'baseline', preset: 'mobile', baseline: true, runs: base, ...summarise(base) },
      { path: '/home/environments', preset: 'mobile', baseline: false, runs, ...summarise(runs) },
    ];
    expect(summarise(runs).median).toMatchObject({ performance: 0.8, lcpMs: 3000, cls: 0.02 });
    expect(baselineRatios(both)).toEqual([
      { path: '/home/environments', preset: 'mobile', performance: 0.8, lcp: 3 },
    ]);
    const stdout = report(
      both,
      { ...context, loadAverage: { start: [4, 3, 2], end: [5, 4, 3] } },
      { json: false },
    );
    expect(stdout).toContain(
      'load average (1, 5, 15 min): 4.00 3.00 2.00 at the start, 5.00 4.00 3.00 at the end',
    );
    expect(stdout).toMatch(/^\/home\/environments +mobile +min +70 .* 2000 +48 +0\.010 /m);
    expect(stdout).toMatch(/^\/home\/environments +mobile +max +90 .* 4000 +48 +0\.050 /m);
    expect(stdout).toContain('/home/environments (mobile) ÷ baseline: performance 0.80, LCP 3.00');
  });

  it('is a command pnpm runs without its script header: `pnpm bench:web` leaves stdout to the script', {
    timeout: 90_000,
  }, () => {
    // As a package.json script, pnpm would print `> cloud-access-portal@ bench:web …` on stdout
    // first, and `--json` would not be JSON alone. An unknown flag makes the script print its usage
    // on stderr and stop before it builds or starts anything.
    const run = spawnSync('pnpm', ['bench:web', '--no-such-flag'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: withoutSilentReporter(process.env),
    });
    expect(run.error).toBeUndefined();
    expect(run.stderr).toContain('usage: pnpm bench:web [--json] [--proxy]');
    expect(run.stdout).toBe('');
    expect(run.status).toBe(2);
  });

  it('has the postinstall shim run this script with the same arguments, wherever the clone is', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-web-link-'));
    const file = linkBenchWeb(root);
    expect(file).toBe(join(root, 'node_modules', '.bin', 'bench:web'));
    expect(statSync(file).mode & 0o111).not.toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(
      'exec node "$(dirname "$0")/../../scripts/bench-web.mjs" "$@"',
    );
    // The repository's own, written by `pnpm install`.
    expect(readFileSync(join(ROOT, 'node_modules', '.bin', BENCH_WEB), 'utf8')).toBe(
      readFileSync(file, 'utf8'),
    );
  });
});
