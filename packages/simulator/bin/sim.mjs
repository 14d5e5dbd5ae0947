#!/usr/bin/env node
// `pnpm sim …` from the repo root: a bin rather than a root script, so pnpm prints no
// script header and `pnpm sim list --json` writes only the JSON to stdout. It runs the esbuild
// bundle of src/cli.ts (rebuilt when a source is newer, with a note on stderr only).
import { runBundle } from '../../../scripts/node-bundles.mjs';

await runBundle('sim');
