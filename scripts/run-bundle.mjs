#!/usr/bin/env node
// `node scripts/run-bundle.mjs gateway`: the compiled gateway, rebuilt first when stale.
import { runBundle } from './node-bundles.mjs';

const [name] = process.argv.splice(2, 1);
await runBundle(name ?? '');
