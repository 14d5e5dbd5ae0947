import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The workspace root: the nearest folder above `from` holding pnpm-workspace.yaml. Found by
 * walking up rather than by a fixed `../..`, because the same code runs from its source file
 * (tsx, vitest) and from an esbuild bundle in another package's dist/.
 */
export function findRepoRoot(from: string | URL): string {
  const start = dirname(typeof from === 'string' && !from.startsWith('file:') ? from : fileURLToPath(from));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no pnpm-workspace.yaml above ${start}`);
  }
}

export const REPO_ROOT = findRepoRoot(import.meta.url);

/** The repo's scenarios directory, so any working directory works. */
export const DEFAULT_SCENARIOS_DIR = join(REPO_ROOT, 'scenarios');
