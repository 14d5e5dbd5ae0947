#!/usr/bin/env node
// `pnpm build` step: bundle every Node program (gateway, simulator CLI) whether stale or not.
import { relative } from 'node:path';
import { BUNDLES, buildBundle, REPO_ROOT } from './node-bundles.mjs';

for (const name of Object.keys(BUNDLES)) {
  const outfile = await buildBundle(name);
  console.log(`built ${relative(REPO_ROOT, outfile)}`);
}
