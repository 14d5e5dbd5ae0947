import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Joy's components take the customer's colours only inside its provider, which the signed-in
// layout no longer holds (docs/decisions/031-signed-in-first-screen-without-joy.md): whatever is
// built with Joy must come inside the kit (layouts/joy-kit.tsx: withJoyKit for a screen, joyPart
// for a part of a plain page), or it silently shows Joy's default blue. And the first screen
// after sign-in must load no Joy at all.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = (file: string) => readFileSync(file, 'utf8');
const relative = (file: string) => file.slice(SRC.length + 1);

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
}

/** Relative imports and re-exports (not type-only ones) that load with the module itself. */
const staticImports = (file: string) =>
  [...source(file).matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)]
    .map(([, spec]) => (spec && !spec.endsWith('.css') ? resolveModule(file, spec) : undefined))
    .filter((f): f is string => f !== undefined);

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) walk(next);
  };
  walk(entry);
  return seen;
}

const JOY_KIT = join('layouts', 'joy-kit.tsx');
const joyUsers = (files: Iterable<string>) =>
  [...files].filter(
    (f) => !f.endsWith(JOY_KIT) && /^import\s(?!type\s)[^;]*?from '@mui\/joy/ms.test(source(f)),
  );

/** Each screen chunk the route table loads (routes/screens.ts). */
const SCREENS = join(SRC, 'routes/screens.ts');
const screenModules = [...source(SCREENS).matchAll(/import\('(\.\.?\/[^']+)'\)/g)]
  .map(([, spec]) => resolveModule(SCREENS, spec as string))
  .filter((f): f is string => f !== undefined);

describe('what is built with Joy comes inside its kit', () => {
  it('finds the screen chunks', () => {
    expect(screenModules.length).toBeGreaterThan(20);
  });

  it.each(screenModules.map((f) => [relative(f), f]))('%s', (_name, file) => {
    if (joyUsers(staticClosure(file as string)).length === 0) return;
    const text = source(file as string);
    // Every screen it exports is wrapped: each export is a `const X = withJoyKit(...)`, and there is
    // no other kind (a bare re-export, `export *`, a default or a function export).
    const exports = text.match(/^export\s/gm) ?? [];
    const wrapped = text.match(/^export const \w+ =\s*withJoyKit\(/gm) ?? [];
    expect(wrapped.length).toBeGreaterThan(0);
    expect(wrapped.length, 'exports that are not withJoyKit(...)').toBe(exports.length);
  });

  it('leaves Joy out of the signed-in layout and the environments page', () => {
    for (const entry of ['layouts/app-shell.tsx', 'features/environments/environments-page.tsx']) {
      expect(joyUsers(staticClosure(join(SRC, entry))), entry).toEqual([]);
    }
  });

  it('loads the Joy parts of those pages through joyPart', () => {
    const plain = new Set([
      ...staticClosure(join(SRC, 'layouts/app-shell.tsx')),
      ...staticClosure(join(SRC, 'features/environments/environments-page.tsx')),
    ]);
    let parts = 0; // Joy parts loaded through joyPart, joy-part.tsx's own import of the kit aside
    for (const file of plain) {
      for (const match of source(file).matchAll(/import\('(\.[^']+)'\)/g)) {
        const target = resolveModule(file, match[1] as string);
        if (!target || joyUsers(staticClosure(target)).length === 0) continue;
        const before = source(file).slice(Math.max(0, (match.index ?? 0) - 40), match.index);
        // joy-part.tsx itself loads the kit; every other Joy module goes through joyPart(...).
        if (!file.endsWith(join('layouts', 'joy-part.tsx'))) {
          expect(before, `${relative(file)} imports ${match[1]}`).toMatch(/joyPart\(\s*\(\) =>\s*$/);
          parts += 1;
        }
      }
    }
    expect(parts).toBeGreaterThan(0);
  });
});
