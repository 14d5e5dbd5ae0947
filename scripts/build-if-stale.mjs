// What `pnpm start` and the benchmarks run, built first when stale, so a fresh clone just works:
// the web app (Vite, rebuilt when a source is newer than apps/web/dist/index.html) and the Node
// bundles (node-bundles.mjs, rebuilt when any file they were built from is newer). Like
// node-bundles.mjs, nothing here writes to stdout, not even the build's own output: a command
// whose stdout is data (`pnpm bench:web --json`) stays data.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLES, ensureBundle, REPO_ROOT } from './node-bundles.mjs';

/** The web build's marker file and what it is built from, relative to the repository. */
const WEB_INDEX = 'apps/web/dist/index.html';
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
];

/** What `buildIfStale` knows how to build: the web app and every Node bundle. */
export const TARGETS = ['web', ...Object.keys(BUNDLES)];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when the web app was never built, or a source of it changed after the build. */
export function webIsStale(root = REPO_ROOT) {
  const index = join(root, WEB_INDEX);
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  return builtAt < Math.max(...WEB_SOURCES.map((source) => newestMtime(join(root, source))));
}

/**
 * Runs a build command to its end with its stdout sent to our stderr (stdin closed, stderr
 * shared); throws when it fails. Its output already says why, so the error only names it.
 */
export function runToStderr(command, args, { cwd = REPO_ROOT } = {}) {
  const run = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 2] });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    const how = run.status === null ? `was stopped by ${run.signal}` : `failed with exit code ${run.status}`;
    throw new Error(`${[command, ...args].join(' ')} ${how}`);
  }
}

function buildWeb() {
  const index = join(REPO_ROOT, WEB_INDEX);
  process.stderr.write(existsSync(index) ? 'Web sources changed: rebuilding…\n' : 'Building the web app…\n');
  runToStderr('pnpm', ['--filter', '@portal/web', 'build']);
}

/** Builds each of `targets` (names of TARGETS) that is stale, in order; the fresh ones are left alone. */
export async function buildIfStale(targets) {
  const unknown = targets.filter((target) => !TARGETS.includes(target));
  if (unknown.length > 0)
    throw new Error(`unknown build target: ${unknown.join(', ')}; known: ${TARGETS.join(', ')}`);
  for (const target of targets) {
    if (target !== 'web') await ensureBundle(target);
    else if (webIsStale()) buildWeb();
  }
}
