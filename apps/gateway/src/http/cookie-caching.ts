import type { FastifyInstance } from 'fastify';
import { isUnder, TRPC_PREFIX } from './api-paths';

/**
 * A reply that sets a cookie belongs to one browser: a shared cache (a CDN, a proxy) must never
 * hand it, and its cookie, to another. `private` keeps the reply's own caching rule for the
 * browser (`no-cache` revalidation of index.html stays); a reply with no rule is not stored.
 */
export function cacheControlForCookies(current: string | undefined): string {
  if (current === undefined || current.trim() === '') return 'no-store';
  if (/(^|,)\s*(private|no-store)\s*(,|$)/i.test(current)) return current;
  const withoutPublic = current
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.toLowerCase() !== 'public' && !/^s-maxage=/i.test(part));
  return ['private', ...withoutPublic].join(', ');
}

/**
 * Whether a request's reply hands out the CSRF cookie: pages (extensionless routes) and the API,
 * not files (scripts, styles, images, config.json), which stay cacheable by anyone.
 */
export function repliesWithCsrfCookie(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (isUnder(path, TRPC_PREFIX)) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function registerPrivateCookieReplies(app: FastifyInstance): void {
  // Added after @fastify/cookie's own onSend, which writes the Set-Cookie headers.
  // A callback hook: an async one costs a promise on every reply.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.getHeader('set-cookie') !== undefined) {
      const current = reply.getHeader('cache-control');
      reply.header(
        'cache-control',
        cacheControlForCookies(typeof current === 'string' ? current : undefined),
      );
    }
    done(null, payload);
  });
}
