// Runs after every `pnpm install` (the root's postinstall): puts a `bench:web` command in the
// workspace's node_modules/.bin, so `pnpm bench:web --json` prints the JSON alone on stdout. As a
// package.json script, pnpm prints its `> cloud-access-portal@ bench:web` header on stdout before
// the script starts; a command that no script names, pnpm runs from node_modules/.bin without one.
// pnpm links package binaries there itself, but refuses names with a colon, hence this shim
// (docs/decisions/020-test-command-budget.md).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_WEB = 'bench:web';

/** The shim's text: runs `script` (a path relative to the shim's folder) with Node and the same arguments. */
export function shim(scriptFromBin) {
  return `#!/bin/sh\n# Written by scripts/link-bench-web.mjs (pnpm install); do not edit.\nexec node "$(dirname "$0")/${scriptFromBin}" "$@"\n`;
}

/** Writes `<root>/node_modules/.bin/bench:web`, which runs `<root>/scripts/bench-web.mjs`; returns its path. */
export function linkBenchWeb(root) {
  const bin = join(root, 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  const file = join(bin, BENCH_WEB);
  writeFileSync(file, shim(relative(bin, join(root, 'scripts', 'bench-web.mjs'))));
  chmodSync(file, 0o755);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  linkBenchWeb(dirname(dirname(fileURLToPath(import.meta.url))));
}
