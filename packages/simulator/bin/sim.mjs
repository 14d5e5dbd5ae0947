#!/usr/bin/env node
// `pnpm sim …` from the repo root: a bin rather than a root script, so pnpm prints no
// script header and `pnpm sim list --json` writes only the JSON to stdout. It runs the esbuild
// bundle of src/cli.ts (rebuilt when a source is newer, with a note on stderr only).
import { join } from 'node:path';
import { ensureBundle, REPO_ROOT, runBundle } from '../../../scripts/node-bundles.mjs';
import { catalogueKey, readCachedList, writeCachedList } from '../../../scripts/sim-list-cache.mjs';

// `pnpm sim list | head`: a reader that stops early is no error of ours (and what it read
// may be cut short, so it is never cached).
let readerGone = false;
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  readerGone = true;
  process.exit(0);
});

const args = process.argv.slice(2);
// Only the default scenarios folder is cached: SCENARIOS_DIR may be relative to wherever pnpm ran.
// `list` and `list --json` each keep their last output.
const json = args.length === 2 && args[1] === '--json';
const cacheable = args[0] === 'list' && (args.length === 1 || json) && !process.env.SCENARIOS_DIR;

if (cacheable) {
  const bundle = await ensureBundle('sim');
  const cacheFile = `${bundle}.${json ? 'list' : 'list-table'}-cache.json`;
  const key = catalogueKey(join(REPO_ROOT, 'scenarios'), bundle);
  const cached = readCachedList(cacheFile, key);
  if (cached !== undefined) {
    process.stdout.write(cached);
  } else {
    const chunks = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (chunk, ...rest) => {
      chunks.push(String(chunk));
      return write(chunk, ...rest);
    };
    process.on('exit', (code) => {
      if (code === 0 && !readerGone) writeCachedList(cacheFile, key, chunks.join(''));
    });
    await runBundle('sim');
  }
} else {
  await runBundle('sim');
}
