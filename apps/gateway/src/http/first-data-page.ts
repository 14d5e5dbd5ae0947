import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { jsonBlock } from './json-block';
import type { ContentEncoding } from './page-encoding';
import { reachable, type ViteManifest } from './vite-manifest';

/**
 * The pages whose first screen is the clients list: the environments page, and / (a signed-in
 * visitor of the login page goes on to it). Others get the session alone: listing the clients for
 * them would cost an upstream call no screen of theirs waits on first.
 */
const LISTS_CLIENTS_FIRST = new Set(['/', '/home/environments']);

/** The page's path in `url` (path and query, as requested), without a trailing slash. */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether the page at `url` (path and query, as requested) opens on the clients list. */
export function listsClientsFirst(url: string): boolean {
  return LISTS_CLIENTS_FIRST.has(pagePath(url));
}

/** The web app's entry in the build manifest: the page itself, whose own chunks it already names. */
const PAGE_ENTRY = 'index.html';

/**
 * The screen the clients-list pages open on, by its modules' keys in the web build's manifest
 * (source paths under apps/web, as routes/screens.ts imports them): the signed-in layout and the
 * environments page. A signed-in visitor of / is sent on to it.
 */
export const CLIENTS_LIST_SCREEN: readonly string[] = [
  'src/layouts/app-shell.tsx',
  'src/features/environments/environments-page.tsx',
];

/**
 * The URL paths of the chunks `modules` need before they run (their files and static imports, to
 * the end) that the page's entry does not load already; in the build's order, each once. Modules
 * the manifest does not have add nothing.
 */
export function screenChunks(manifest: ViteManifest, modules: readonly string[]): string[] {
  const loaded = new Set(reachable(manifest, [PAGE_ENTRY], false));
  return reachable(manifest, modules, false)
    .filter((key) => !loaded.has(key))
    .flatMap((key) => {
      const file = manifest[key]?.file;
      return file === undefined ? [] : [`/${file}`];
    });
}

/**
 * Writes a signed-in page (docs/decisions/024 and 025): the first data block at the end of the
 * body, before the app's code reads it, and on a page that opens on the clients list a
 * `modulepreload` link per chunk of that screen in the head, so they download beside the entry
 * instead of after it has run. The links are the form Vite writes for the entry's own chunks.
 */
export function firstDataPage(manifest: ViteManifest | undefined) {
  const links = (manifest === undefined ? [] : screenChunks(manifest, CLIENTS_LIST_SCREEN))
    .map((path) => `<link rel="modulepreload" crossorigin href="${path}">`)
    .join('\n    ');
  return (html: string, url: string, data: FirstData): string => {
    const page = withFirstData(html, data);
    if (links === '' || !listsClientsFirst(url)) return page;
    return page.includes('</head>') ? page.replace('</head>', () => `  ${links}\n  </head>`) : page;
  };
}

/** index.html with the first data block at the end of its body, before the app's code reads it. */
export function withFirstData(html: string, data: FirstData): string {
  const block = jsonBlock(FIRST_DATA_ELEMENT_ID, data);
  // A replacer function: a replacement string would expand `$&` or `$'` found in an e-mail address.
  return html.includes('</body>')
    ? html.replace('</body>', () => `  ${block}\n  </body>`)
    : `${html}${block}`;
}

// One user's page, compressed per request: a middle quality (the static page's brotli 11 costs
// milliseconds of CPU per call on a page that is never reused).
const compressors: Record<ContentEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => promisify(gzip)(text, { level: 6 }),
};

/** A signed-in page's bytes for the chosen encoding (undefined: the text as it is). */
export async function encodePrivatePage(
  text: string,
  encoding: ContentEncoding | undefined,
): Promise<string | Buffer> {
  return encoding === undefined ? text : compressors[encoding](text);
}
