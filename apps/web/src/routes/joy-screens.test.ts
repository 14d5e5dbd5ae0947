import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Joy's components take the customer's colours only inside its provider, which the signed-in
// layout no longer holds (docs/decisions/031-signed-in-first-screen-without-joy.md): a screen
// built with Joy must come inside the kit (layouts/joy-kit.tsx, withJoyKit), or it silently shows
// Joy's default blue. And the first screen after sign-in must load no Joy at all.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = (file: string) => readFileSync(file, 'utf8');

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
}

/** The module's static imports within src, followed through (dynamic imports are other chunks). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of source(file).matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const next = spec && !spec.endsWith('.css') ? resolveModule(file, spec) : undefined;
      if (next) walk(next);
    }
  };
  walk(entry);
  return seen;
}

const usesJoy = (files: Set<string>) =>
  [...files].filter((f) => !f.endsWith(join('layouts', 'joy-kit.tsx')) && /from '@mui\/joy/.test(source(f)));

/** Each screen chunk the route table loads (routes/screens.ts), by its import path. */
const screenModules = [...source(join(SRC, 'routes/screens.ts')).matchAll(/import\('(\.\.\/[^']+)'\)/g)]
  .map(([, spec]) => resolveModule(join(SRC, 'routes/screens.ts'), spec as string))
  .filter((f): f is string => f !== undefined);

describe('screens built with Joy', () => {
  it('finds the screen chunks', () => {
    expect(screenModules.length).toBeGreaterThan(10);
  });

  it.each(screenModules.map((f) => [f.slice(SRC.length + 1), f]))(
    '%s comes inside the Joy kit if it uses Joy',
    (_name, file) => {
      const joy = usesJoy(staticClosure(file as string));
      if (joy.length > 0) expect(source(file as string)).toMatch(/withJoyKit\(/);
    },
  );

  it('leaves Joy out of the environments page and the signed-in layout', () => {
    for (const entry of ['features/environments/environments-page.tsx', 'layouts/app-shell.tsx']) {
      expect(usesJoy(staticClosure(join(SRC, entry))), entry).toEqual([]);
    }
  });
});
