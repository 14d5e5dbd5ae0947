import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { jsonBlock } from './json-block';
import type { ContentEncoding } from './page-encoding';

/**
 * The pages whose first screen is the clients list: the environments page, and / (a signed-in
 * visitor of the login page goes on to it). Others get the session alone: listing the clients for
 * them would cost an upstream call no screen of theirs waits on first.
 */
const LISTS_CLIENTS_FIRST = new Set(['/', '/home/environments']);

/** Whether the page at `url` (path and query, as requested) opens on the clients list. */
export function listsClientsFirst(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return LISTS_CLIENTS_FIRST.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
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
