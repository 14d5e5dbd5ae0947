import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../apps/gateway/src/config/env.ts';
import { RECAPTCHA_SOURCES } from '../apps/gateway/src/http/security-headers.ts';
import { BENCH_WEB } from './link-bench-web.mjs';

// Keeps the README and docs/ true to the code (issue 10 item 11): every variable the gateway
// reads is in the operator guide, every `pnpm` command they write exists, no link leads a reader
// out of the repository, and every relative link lands on a file of it.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

function markdownUnder(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The pages a reader of the repository is sent to. */
const DOCS = ['README.md', 'scenarios/README.md', ...markdownUnder('docs')];

/** Fenced code blocks and inline code spans: where commands are written. */
export function codeOf(markdown) {
  const code = [];
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_all, _fence, body) => {
    code.push(body);
    return '';
  });
  for (const match of prose.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) code.push(match[2]);
  return code;
}

/** Options of pnpm that take a value (the next word is not the command). */
const OPTIONS_WITH_VALUE = new Set(['--filter', '-F', '--dir', '-C', '--reporter', '--workspace-root']);

/** The command of each `pnpm ...` in a piece of code: `pnpm --filter x exec y` → exec. */
export function pnpmCommands(code) {
  const commands = [];
  for (const match of code.matchAll(/(?:^|[\s;&|(`])pnpm((?:[ \t]+[^\s;&|)`]+)+)/g)) {
    const words = match[1].trim().split(/[ \t]+/);
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i] ?? '';
      if (OPTIONS_WITH_VALUE.has(word)) i += 1;
      else if (!word.startsWith('-')) {
        commands.push(word);
        break;
      }
    }
  }
  return commands;
}

/** pnpm's own commands that the docs may use. */
const PNPM_BUILTINS = new Set([
  'install',
  'i',
  'add',
  'exec',
  'run',
  'dlx',
  'help',
  'store',
  'why',
  'list',
  'ls',
]);

/** Each workspace package's package.json, by package name. */
function workspacePackages() {
  const manifests = ['apps', 'packages'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .map((name) => join(ROOT, dir, name, 'package.json'))
      .filter((path) => existsSync(path))
      .map((path) => JSON.parse(readFileSync(path, 'utf8'))),
  );
  return new Map(manifests.map((manifest) => [manifest.name, manifest]));
}

function knownCommands() {
  const root = JSON.parse(read('package.json'));
  const known = new Set([...PNPM_BUILTINS, ...Object.keys(root.scripts ?? {})]);
  // `pnpm sim`: the bin of a workspace package the root depends on (node_modules/.bin).
  const packages = workspacePackages();
  for (const name of Object.keys(root.devDependencies ?? {})) {
    for (const command of Object.keys(packages.get(name)?.bin ?? {})) known.add(command);
  }
  // `pnpm bench:web`: the root's postinstall writes it to node_modules/.bin (link-bench-web.mjs).
  known.add(BENCH_WEB);
  return known;
}

/**
 * Hosts no reader can be sent to: reserved example names (RFC 2606, RFC 6761), this machine,
 * the documentation address ranges (RFC 5737) and `<host>`-style placeholders.
 */
export function isPlaceholderHost(host) {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name.startsWith('<') ||
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '127.0.0.1' ||
    name === '[::1]' ||
    name === '0.0.0.0' ||
    // A name without a dot is a local one (an nginx upstream block, a container), not a site.
    /^[a-z0-9_-]+$/.test(name) ||
    /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/.test(name) ||
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    /\.(example|test|invalid)$/.test(name)
  );
}

/**
 * Addresses that are configuration values, not reading: the reCAPTCHA origins the gateway itself
 * puts in its Content-Security-Policy (docs/bot-check.md lists them for operators).
 */
const CONFIGURATION_VALUES = [...RECAPTCHA_SOURCES.script, ...RECAPTCHA_SOURCES.frame];

export function outsideLinks(markdown) {
  return [...markdown.matchAll(/https?:\/\/[^\s)\]>`'"|,;]+/g)]
    .map((match) => match[0])
    .filter((url) => !CONFIGURATION_VALUES.some((value) => url.startsWith(value)))
    .filter((url) => {
      const host = /^https?:\/\/([^/?#:]+|\[[^\]]+\])/.exec(url)?.[1] ?? '';
      return !isPlaceholderHost(host);
    });
}

describe('the operator guide', () => {
  const guide = read('docs/operator-guide.md');

  it.each(Object.keys(EnvSchema.shape))('documents %s', (name) => {
    expect(
      guide,
      `docs/operator-guide.md does not mention \`${name}\` (apps/gateway/src/config/env.ts)`,
    ).toContain(`\`${name}\``);
  });
});

describe('pnpm commands in the README and docs', () => {
  const known = knownCommands();

  it('finds the commands written in code, and only there', () => {
    expect(pnpmCommands('pnpm --filter @portal/web exec vitest run x')).toEqual(['exec']);
    expect(pnpmCommands('npm install -g pnpm@10 && pnpm install && pnpm start')).toEqual([
      'install',
      'start',
    ]);
    expect(pnpmCommands('PORT=8931 pnpm start')).toEqual(['start']);
    expect(codeOf('pnpm does not pass it on; `pnpm dev` does.\n```sh\npnpm sim list\n```\n')).toEqual([
      'pnpm sim list\n',
      'pnpm dev',
    ]);
    expect(known.has('sim')).toBe(true);
  });

  it.each(DOCS)('%s names only commands that exist', (path) => {
    const unknown = codeOf(read(path))
      .flatMap(pnpmCommands)
      .filter((command) => !known.has(command));
    expect(unknown, `${path}: not a script of package.json, a workspace bin or a pnpm command`).toEqual([]);
  });
});

/**
 * Paths that lead out of a plain clone: the folder beside the repository that only some machines
 * have, and this machine's own checkout paths.
 */
export function outsidePaths(markdown) {
  return [...markdown.matchAll(/(?:\.\.\/shared|\/work\/main)\/[^\s`)'"]*/g)].map((match) => match[0]);
}

describe('links in the README and docs', () => {
  it('tells a placeholder host from a real one', () => {
    expect(outsideLinks('see <http://localhost:8080/?scenario=a> and https://api.example.com/v1')).toEqual(
      [],
    );
    expect(
      outsideLinks('http://acme.portal.localhost:8080 https://erp.acme.example:8443 http://<host>:8080'),
    ).toEqual([]);
    expect(outsideLinks('[Vite](https://vite.dev/guide/) and https://www.google.com/search')).toEqual([
      'https://vite.dev/guide/',
      'https://www.google.com/search',
    ]);
  });

  it.each(DOCS)('%s sends no reader outside the repository', (path) => {
    expect(outsideLinks(read(path)), `${path}: explain it in our own words instead`).toEqual([]);
  });

  it('tells a path outside the repository from one inside it', () => {
    expect(outsidePaths('see `../shared/spec/x.md` or /work/main/README.md')).toEqual([
      '../shared/spec/x.md',
      '/work/main/README.md',
    ]);
    expect(outsidePaths('see `docs/qa-guide.md`, [guide](../README.md) and `/usr/bin/chromium`')).toEqual([]);
  });

  it.each(DOCS)('%s names no path outside the repository', (path) => {
    expect(outsidePaths(read(path)), `${path}: a plain clone has nothing there`).toEqual([]);
  });

  it.each(DOCS)('%s links only to files that exist', (path) => {
    const markdown = read(path).replace(/^```[\s\S]*?^```/gm, '');
    const broken = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
      .map((target) => relative(ROOT, join(ROOT, dirname(path), target.replace(/#.*$/, ''))))
      .filter((target) => !existsSync(join(ROOT, target)));
    expect(broken, `${path}: relative links to missing files`).toEqual([]);
  });
});

describe('the QA guide (issue 24 item 7)', () => {
  it('its tables of codes and accounts are the scenario files as they are (pnpm sim:readme)', async () => {
    const { DEFAULT_SCENARIOS_DIR } = await import('../packages/simulator/src/paths.ts');
    const { loadScenarios } = await import('../packages/simulator/src/scenario/loader.ts');
    const { withQaGuideTables } = await import('../packages/simulator/src/scenario/qa-guide-tables.ts');
    const guide = read('docs/qa-guide.md');
    const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);
    expect(
      guide === withQaGuideTables(guide, scenarios.values()),
      'docs/qa-guide.md tables are stale: run pnpm sim:readme',
    ).toBe(true);
  });

  it('its example of pnpm sim validate counts the scenarios there are', async () => {
    const { DEFAULT_SCENARIOS_DIR } = await import('../packages/simulator/src/paths.ts');
    const { loadScenarios } = await import('../packages/simulator/src/scenario/loader.ts');
    const { size } = await loadScenarios(DEFAULT_SCENARIOS_DIR);
    const counts = [...read('docs/qa-guide.md').matchAll(/"(\d+) scenarios OK"/g)].map((m) => Number(m[1]));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(counts.map(() => size));
  });
});
