import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the gateway may tell it the client's address (X-Forwarded-For):
 * none, a number of hops, or a list of addresses and CIDR ranges — as Fastify's `trustProxy`
 * takes them. Never "every address": a client could then name any address it likes and walk
 * past the login rate limit and the IP restrictions.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (under Fastify's trustProxy) knows for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A range as wide as /0, or near it, is "every address" under another name.
  const [widest, narrowest] = version === 4 ? [8, 32] : [8, 128];
  return Number(prefix) >= widest && Number(prefix) <= narrowest;
}

export const TRUST_EVERYTHING_MESSAGE =
  'would trust X-Forwarded-For from any address, so any client could claim any address; give the number of proxies in front of the gateway (1 for one load balancer) or their addresses (for example 10.0.0.0/8,192.168.1.10)';

/** Reads TRUST_PROXY: empty, false, 0 or no → off; a whole number → hops; else a list of addresses. */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', '0', 'no'].includes(lower)) return false;
    if (['true', 'yes', '*', 'all'].includes(lower)) {
      ctx.addIssue({ code: 'custom', message: TRUST_EVERYTHING_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxies in a row` });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's option for a TrustProxy. Fastify reads a bare number as "trust nothing" (it cannot
 * check who the nearest hop is), so a hop count becomes the function Express uses: the nearest
 * `hops` addresses are believed whoever they are. Only safe when nothing reaches the gateway but
 * through those proxies; a list of addresses is the safer setting (README, Configuration).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
