import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps features apart (biome.json, decision 019) reads an import as written:
// from features/<name>/x.ts, `../other/...` is another feature. A file one folder deeper would
// write `../../other/...`, which the rule cannot tell from shared code; so a feature keeps its
// code at its top, and only its strings in a folder (locales/).
const FEATURES = fileURLToPath(new URL('.', import.meta.url));

function codeBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeBelow(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('feature folders', () => {
  it('hold their code at their top: no TypeScript in a sub-folder', () => {
    const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.length).toBeGreaterThan(5);
    const nested = features.flatMap((feature) =>
      readdirSync(`${FEATURES}${feature.name}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((sub) => codeBelow(`${FEATURES}${feature.name}/${sub.name}`)),
    );
    expect(nested.map((path) => path.slice(FEATURES.length))).toEqual([]);
  });
});
