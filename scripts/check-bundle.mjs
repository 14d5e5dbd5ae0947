#!/usr/bin/env node
// `pnpm check:bundle`: after `pnpm build`, the gzipped JavaScript each route downloads before it
// is interactive, against the budgets in apps/web/bundle-budgets.json. Exits 1 when any route is
// over (or a budget names a source the build no longer has). `--verbose` lists each route's files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BudgetConfigError, formatTable, measureBudgets, unbudgetedRouteModules } from './bundle-budget.mjs';
import { REPO_ROOT } from './node-bundles.mjs';

const WEB = join(REPO_ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const BUDGETS = join(WEB, 'bundle-budgets.json');

function readJson(path, hint) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(
      `check:bundle: cannot read ${path}${hint}: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}

const manifest = readJson(MANIFEST, ' (run `pnpm build` first)');
const config = readJson(BUDGETS, '');

const sizes = new Map();
/** Bytes on disk and gzipped at zlib's default level, the figure Vite's build report prints. */
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(join(DIST, file));
    size = { raw: content.length, gzip: gzipSync(content).length };
    sizes.set(file, size);
  }
  return size;
}

let results;
try {
  results = measureBudgets(manifest, config, sizeOf);
} catch (error) {
  if (!(error instanceof BudgetConfigError)) throw error;
  console.error(`check:bundle: ${error.message}`);
  process.exit(1);
}

console.log('JavaScript downloaded before a route is interactive, kB = 1,000 bytes, gzip level 6');
console.log('(page: entry + route + startup locale chunks; own: route chunks the entry has not loaded)\n');
console.log(formatTable(results));
if (process.argv.includes('--verbose')) {
  for (const r of results) {
    console.log(`\n${r.name}${r.language ? ` (locale chunks: ${r.language}, the heaviest)` : ''}`);
    for (const file of r.files) console.log(`  ${file}  ${(sizeOf(file).gzip / 1000).toFixed(1)} kB gzip`);
  }
}

const unbudgeted = unbudgetedRouteModules(manifest, config, (key) => /^src\/(routes|layouts)\//.test(key));
// A new screen or layout without a budget would go unchecked: that fails too.
if (unbudgeted.length > 0) {
  console.error(`\ncheck:bundle: lazy route modules no budget names (add them to ${BUDGETS}):`);
  for (const key of unbudgeted) console.error(`  ${key}`);
}

const over = results.filter((r) => !r.ok);
if (over.length > 0 || unbudgeted.length > 0) {
  if (over.length > 0) console.error(`\ncheck:bundle: over budget: ${over.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log('\ncheck:bundle: every route is within its budget');
