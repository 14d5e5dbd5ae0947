// `pnpm sim list --json` answers from a cache when nothing it depends on changed: the CLI bundle
// (itself rebuilt when a source changes) and every file under scenarios/. Validating every scenario
// is most of the command's own time, and pnpm's start already takes half of its 1 s budget
// (docs/performance.md). The cache is a copy of the last output, never a second source of truth:
// any changed, added or removed file makes it miss, and a miss runs the real command.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files a catalogue depends on, with what tells a change: mtime and size. */
export function catalogueKey(scenariosDir, bundleFile) {
  const files = readdirSync(scenariosDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath ?? entry.path, entry.name);
      const { mtimeMs, size } = statSync(file);
      return `${relative(scenariosDir, file)}:${mtimeMs}:${size}`;
    })
    .sort();
  const bundle = statSync(bundleFile);
  return JSON.stringify({ bundle: `${bundle.mtimeMs}:${bundle.size}`, files });
}

/** The cached output for this key, or undefined (no cache, another key, an unreadable file). */
export function readCachedList(cacheFile, key) {
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    return cached.key === key && typeof cached.output === 'string' ? cached.output : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an output for its key; written through a temporary file so a parallel reader never sees half. */
export function writeCachedList(cacheFile, key, output) {
  try {
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ key, output }));
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only checkout only loses the speed-up.
  }
}
