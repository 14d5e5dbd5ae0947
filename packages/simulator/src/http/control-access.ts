import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** Header that carries the operator's control token (an `Authorization: Bearer` works too). */
export const CONTROL_TOKEN_HEADER = 'x-sim-control-token';

/**
 * The control API can rewrite any world it reaches, so it is never open to the network by default:
 * with no token configured only loopback callers get in; once the operator sets a token, every
 * caller (loopback included) must present it.
 */
export type ControlAccess = { allowed: true } | { allowed: false; status: 401 | 403; reason: string };

export interface ControlAccessInput {
  /** The address of the socket itself: forwarded headers are the client's to choose. */
  remoteAddress: string | undefined;
  /** The request came through a proxy (X-Forwarded-For, Forwarded or X-Real-IP). */
  forwarded: boolean;
  /** The Host header: a page of another site that rebinds its name to 127.0.0.1 sends its own. */
  host: string | undefined;
  /** SIM_CONTROL_TOKEN; undefined or empty means "loopback only". */
  configuredToken: string | undefined;
  presentedToken: string | undefined;
}

export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** The request came through a proxy: it says whom it relays. */
export function isForwarded(headers: Readonly<Record<string, unknown>>): boolean {
  return FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
}

/** localhost, *.localhost, 127.x.x.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopback(name);
}

export function controlAccess(input: ControlAccessInput): ControlAccess {
  const configured = input.configuredToken?.trim();
  if (configured) {
    if (input.presentedToken !== undefined && sameSecret(input.presentedToken.trim(), configured)) {
      return { allowed: true };
    }
    return {
      allowed: false,
      status: 401,
      reason: `the simulator control API needs the operator's control token (header ${CONTROL_TOKEN_HEADER})`,
    };
  }
  if (isLoopback(input.remoteAddress) && input.forwarded) {
    return {
      allowed: false,
      status: 403,
      reason:
        'the simulator control API does not answer through a proxy without a control token: a proxy on this machine would open it to everyone; the operator can set SIM_CONTROL_TOKEN',
    };
  }
  if (isLoopback(input.remoteAddress) && !isLoopbackHost(input.host)) {
    return {
      allowed: false,
      status: 403,
      reason:
        'the simulator control API answers only requests addressed to localhost without a control token',
    };
  }
  if (isLoopback(input.remoteAddress)) return { allowed: true };
  return {
    allowed: false,
    status: 403,
    reason:
      'the simulator control API answers only on this machine (loopback); the operator can set SIM_CONTROL_TOKEN to open it to testers who present that token',
  };
}
