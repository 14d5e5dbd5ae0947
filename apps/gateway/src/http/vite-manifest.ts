import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The web build's manifest (Vite's `build.manifest`), as far as the gateway reads it. */
const ChunkSchema = z.object({
  file: z.string(),
  name: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
  assets: z.array(z.string()).optional(),
});
const ManifestSchema = z.record(z.string(), ChunkSchema);
export type ViteManifest = z.infer<typeof ManifestSchema>;

/** Reads dist/.vite/manifest.json once per start; undefined when the build has none (or another shape). */
export function readViteManifest(webDist: string): ViteManifest | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = ManifestSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Manifest keys reachable from `starts` through static imports, and through dynamic ones too when
 * `dynamic` is set; in the order first met (depth first), so a result lists a start before its imports.
 */
export function reachable(manifest: ViteManifest, starts: readonly string[], dynamic: boolean): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])])
      visit(next);
  };
  for (const start of starts) visit(start);
  return [...seen];
}
