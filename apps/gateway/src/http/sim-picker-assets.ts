import { posix } from 'node:path';
import {
  SIM_NOTICE_ELEMENT_ID,
  SIM_WORLD_RELEASED_ELEMENT_ID,
  type SimNotice,
  type SimWorldReleased,
} from '@portal/contracts/portal';
import { jsonBlock } from './json-block';
import { reachable, type ViteManifest } from './vite-manifest';

/** The rollup input name of the QA picker (apps/web/vite.config.ts). */
export const SIM_PICKER_ENTRY_NAME = 'sim-picker';
/** Whatever the manifest says, nothing under this prefix is served in proxy mode. */
export const SIM_PICKER_PREFIX = `/assets/${SIM_PICKER_ENTRY_NAME}`;

export interface SimPickerAssets {
  /** URL path of the picker's entry script, e.g. /assets/sim-picker-Ab12.js. */
  entry: string;
  /** URL paths of every file only the picker loads (its chunks, their source maps and styles). */
  pickerOnly: ReadonlySet<string>;
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
  const shared = new Set(reachable(manifest, otherEntries, true));
  const pickerOnly = new Set<string>();
  for (const key of reachable(manifest, [pickerKey], true)) {
    const chunk = manifest[key];
    if (shared.has(key) || !chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      pickerOnly.add(`/${file}`);
      pickerOnly.add(`/${file}.map`);
    }
  }
  return { entry: `/${pickerChunk.file}`, pickerOnly };
}

/** The page's data block for the picker: JSON that no scenario name can break out of. */
export const simNoticeBlock = (notice: SimNotice): string => jsonBlock(SIM_NOTICE_ELEMENT_ID, notice);

/** The page's block telling the picker that the tester's world was released. */
export const simReleasedBlock = (released: SimWorldReleased): string =>
  jsonBlock(SIM_WORLD_RELEASED_ELEMENT_ID, released);

/**
 * index.html with the picker's script added (simulator mode), and before it the refusal of the
 * page's `?scenario=` and the release of the tester's world when there are, so the picker can show
 * them without the control API.
 */
export function withSimPicker(
  html: string,
  entry: string,
  notice: SimNotice | null = null,
  released: SimWorldReleased | null = null,
): string {
  const script = `<script type="module" crossorigin src="${entry}"></script>`;
  const blocks = [
    ...(notice === null ? [] : [simNoticeBlock(notice)]),
    ...(released === null ? [] : [simReleasedBlock(released)]),
  ];
  const tags = [...blocks, script].join('\n  ');
  // A replacer function: a replacement string would expand `$&` or `$'` found in a scenario name.
  return html.includes('</body>') ? html.replace('</body>', () => `  ${tags}\n  </body>`) : `${html}${tags}`;
}

/** The build's precompressed siblings of a file (apps/web/vite.config.ts). */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * True for a file path proxy mode must answer 404 (the picker's files, and their precompressed
 * siblings asked for by name). `path` is the decoded path @fastify/static gives its `allowedPath`;
 * it still holds `//` (and, over a raw socket, `.` and `..` segments) that the file lookup
 * collapses, so the check runs on the path the disk sees.
 */
export function isSimPickerFile(path: string, assets: SimPickerAssets | undefined): boolean {
  const served = posix.normalize(path).replace(COMPRESSED_SIBLING, '');
  return served.startsWith(SIM_PICKER_PREFIX) || (assets?.pickerOnly.has(served) ?? false);
}
