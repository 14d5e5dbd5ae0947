import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A strong validator for a body the gateway builds itself (the files @fastify/static serves get
 * theirs from send). `variant` tells apart the encodings of one text, which are different bytes.
 */
export function entityTag(body: string | Buffer, variant?: string): string {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return variant === undefined ? `"${digest}"` : `"${digest}-${variant}"`;
}

/** True when the client's If-None-Match already names `etag` (weak comparison, as for GET). */
export function isFresh(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends `body` for revalidation on every use (`no-cache` with an ETag), or a bodiless 304 when
 * the client's copy is current. `encoding` is the body's content-encoding, which a 304 leaves out
 * like the rest of the body's description.
 */
export function sendRevalidated(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  { etag = entityTag(body), encoding }: { etag?: string; encoding?: string } = {},
): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (isFresh(req, etag)) return reply.code(304).send();
  if (encoding !== undefined) reply.header('content-encoding', encoding);
  return reply.send(body);
}
