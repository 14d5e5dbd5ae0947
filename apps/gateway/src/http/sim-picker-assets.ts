import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The rollup input name of the QA picker (apps/web/vite.config.ts). */
export const SIM_PICKER_ENTRY_NAME = 'sim-picker';
/** Whatever the manifest says, nothing under this prefix is served in proxy mode. */
export const SIM_PICKER_PREFIX = `/assets/${SIM_PICKER_ENTRY_NAME}`;

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

export interface SimPickerAssets {
  /** URL path of the picker's entry script, e.g. /assets/sim-picker-Ab12.js. */
  entry: string;
  /** URL paths of every file only the picker loads (its chunks, their source maps and styles). */
  pickerOnly: ReadonlySet<string>;
}

/** Manifest keys reachable from `starts` through static and dynamic imports. */
function reachable(manifest: ViteManifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return seen;
}

/**
 * Finds the picker's entry in a Vite manifest and the files no other entry reaches: those are
 * the picker's alone, so proxy mode can refuse them. Shared chunks (React, Joy, i18next) stay.
 */
export function simPickerAssets(manifest: ViteManifest): SimPickerAssets | undefined {
  const keys = Object.keys(manifest);
  const pickerKey = keys.find((k) => manifest[k]?.isEntry && manifest[k]?.name === SIM_PICKER_ENTRY_NAME);
  const pickerChunk = pickerKey === undefined ? undefined : manifest[pickerKey];
  if (pickerKey === undefined || pickerChunk === undefined) return undefined;
  const otherEntries = keys.filter((k) => k !== pickerKey && manifest[k]?.isEntry);
  const shared = reachable(manifest, otherEntries);
  const pickerOnly = new Set<string>();
  for (const key of reachable(manifest, [pickerKey])) {
    const chunk = manifest[key];
    if (shared.has(key) || !chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      pickerOnly.add(`/${file}`);
      pickerOnly.add(`/${file}.map`);
    }
  }
  return { entry: `/${pickerChunk.file}`, pickerOnly };
}

/** Reads dist/.vite/manifest.json; undefined when the build has none or no picker entry. */
export function readSimPickerAssets(webDist: string): SimPickerAssets | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = ManifestSchema.safeParse(json);
  return parsed.success ? simPickerAssets(parsed.data) : undefined;
}

/** index.html with the picker's script added (simulator mode). */
export function withSimPicker(html: string, entry: string): string {
  const tag = `<script type="module" crossorigin src="${entry}"></script>`;
  return html.includes('</body>') ? html.replace('</body>', `  ${tag}\n  </body>`) : `${html}${tag}`;
}

/** True for a URL path proxy mode must answer 404 (the picker's files). */
export const isSimPickerFile = (path: string, assets: SimPickerAssets | undefined): boolean =>
  path.startsWith(SIM_PICKER_PREFIX) || (assets?.pickerOnly.has(path) ?? false);
