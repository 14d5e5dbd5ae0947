import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { entityTag } from './revalidation';

/** The encodings the build precompresses (apps/web/vite.config.ts), best first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * The encoding to send by the request's Accept-Encoding, br before gzip at equal weight, like
 * @fastify/static's preCompressed: `*` counts as gzip; undefined means the text as it is.
 */
export function chooseEncoding(req: FastifyRequest): ContentEncoding | undefined {
  const header = req.headers['accept-encoding'];
  if (header === undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), [...ENCODINGS]) ?? undefined;
}

const compressors: Record<ContentEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    promisify(brotliCompress)(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => promisify(gzip)(text, { level: constants.Z_BEST_COMPRESSION }),
};

export interface EncodedPage {
  body: string | Buffer;
  etag: string;
  encoding: ContentEncoding | undefined;
}

/**
 * Compresses a page rewritten per request (simulator mode: index.html with the QA picker). Nearly
 * every request rewrites it to the same text, so the last text's compressed forms are kept: the
 * usual page is compressed once per encoding, and a page that differs (a refused `?scenario=`
 * named in it: QA only, rare, about 1 KB) costs one compression of that request's text. One entry
 * only, because the text can hold what the client sent.
 */
export function pageEncoder(): (text: string, encoding: ContentEncoding | undefined) => Promise<EncodedPage> {
  let last: { text: string; encoded: Map<ContentEncoding, Promise<Buffer>> } | undefined;
  return async (text, encoding) => {
    if (encoding === undefined) return { body: text, etag: entityTag(text), encoding };
    if (last?.text !== text) last = { text, encoded: new Map() };
    let body = last.encoded.get(encoding);
    if (body === undefined) {
      body = compressors[encoding](text);
      last.encoded.set(encoding, body);
    }
    return { body: await body, etag: entityTag(text, encoding), encoding };
  };
}
