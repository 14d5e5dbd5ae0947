import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsOf, PARTS, runParts } from './bench/parts.mjs';
import { report, scriptHeaderOnStdout } from './bench/web-output.mjs';
import { TARGETS } from './build-if-stale.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

// Issue 20 item 5: the benchmarks run from a fresh clone (they build what is stale first), and
// `pnpm --silent bench:web --json` prints nothing but one JSON document on stdout.

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
});

describe('pnpm bench:web', () => {
  it('builds what is stale before it starts the portal', () => {
    // Its main() starts servers and browsers: this reads the order instead of running it.
    const source = readFileSync(join(HERE, 'bench-web.mjs'), 'utf8');
    const main = source.slice(source.indexOf('async function main()'));
    const build = main.indexOf("await buildIfStale(['web', 'gateway', ...(proxyMode ? ['sim'] : [])]);");
    expect(build).toBeGreaterThan(-1);
    expect(build).toBeLessThan(main.indexOf('startPortal()'));
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
    expect(stdout).toMatch(/^\/ +mobile +median +97 +100 +100 +2204 +48 +123456$/m);
    expect(stdout).toContain('/: accessibility/best-practices audits failed: color-contrast');
  });

  it('knows when pnpm put its script header on stdout (only --silent keeps it off)', () => {
    const pnpm = {
      npm_lifecycle_event: 'bench:web',
      npm_config_user_agent: 'pnpm/10.34.9 npm/? node/v20.20.2',
    };
    expect(scriptHeaderOnStdout(pnpm)).toBe(true);
    expect(scriptHeaderOnStdout({ ...pnpm, npm_config_loglevel: 'silent' })).toBe(true);
    expect(scriptHeaderOnStdout({ ...pnpm, npm_config_reporter: 'silent' })).toBe(false);
    const npm = { npm_lifecycle_event: 'bench:web', npm_config_user_agent: 'npm/11.19.1 node/v20.20.2' };
    expect(scriptHeaderOnStdout(npm)).toBe(true);
    expect(scriptHeaderOnStdout({ ...npm, npm_config_loglevel: 'silent' })).toBe(false);
    // `node scripts/bench-web.mjs --json`: nobody printed anything first.
    expect(scriptHeaderOnStdout({})).toBe(false);
  });
});
