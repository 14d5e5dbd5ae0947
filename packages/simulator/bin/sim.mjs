#!/usr/bin/env node
// `pnpm sim …` from the repo root: a bin rather than a root script, so pnpm prints no
// script header and `pnpm sim list --json` writes only the JSON to stdout.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
