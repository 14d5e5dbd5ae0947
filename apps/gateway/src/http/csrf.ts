import { createHmac, randomBytes } from 'node:crypto';
import { BoundedMemo } from '../bounded-memo';
import { tokenDigest } from '../session/session-id';
import { sameSecret } from './same-secret';

export class CsrfError extends Error {
  constructor() {
    super('missing or wrong CSRF token');
    this.name = 'CsrfError';
  }
}

/**
 * CSRF tokens are double-submit (the header must repeat the cookie) and bound to the session:
 * `nonce.mac`, the MAC over the nonce and the session's token, so a pair made for one session,
 * or planted by anyone without the gateway's key, is refused with another; a sign-in, a token
 * replaced after the multi-factor code and a logout each get a new one.
 */
export interface CsrfKeys {
  /** The first key makes new tokens; every key verifies (key rotation). */
  readonly keys: readonly Buffer[];
  /**
   * The pairs of a CSRF token and a session binding these keys found fitting: a browser sends the
   * same pair on every call, and each check is a MAC per key. Only fits are kept.
   */
  readonly fits: BoundedMemo<true>;
}

/** Fitting pairs kept per set of keys (BoundedMemo: memory stays bounded whatever is sent). */
const FITS_KEPT = 2_048;

/** The CSRF keys, derived from the session secrets so one secret serves both purposes. */
export const csrfKeysFrom = (secrets: readonly string[]): CsrfKeys => ({
  keys: secrets.map((secret) => createHmac('sha256', secret).update('portal csrf v1').digest()),
  fits: new BoundedMemo(FITS_KEPT),
});

const bindingOf = (session: string | null): string => (session === null ? '-' : tokenDigest(session));

const macOf = (key: Buffer, nonce: string, session: string | null): string =>
  createHmac('sha256', key)
    .update(`${nonce}\n${bindingOf(session)}`)
    .digest('base64url');

export function newCsrfToken(keys: CsrfKeys, session: string | null): string {
  const [key] = keys.keys;
  if (key === undefined) throw new Error('no CSRF key');
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${macOf(key, nonce, session)}`;
}

/** Whether `token` was made by this gateway for `session` (null: signed out). */
export function csrfTokenFits(keys: CsrfKeys, session: string | null, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  // The binding, not the session's token: a digest (fixed length) keys the memo.
  const pair = `${token}\n${bindingOf(session)}`;
  if (keys.fits.has(pair)) return true;
  const nonce = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  const fits = keys.keys.some((key) => sameSecret(mac, macOf(key, nonce, session)));
  if (fits) keys.fits.set(pair, true);
  return fits;
}

/** The header must equal the cookie (a cross-site page can send neither) and fit the session. */
export function csrfAccepted(
  keys: CsrfKeys,
  session: string | null,
  cookie: string | undefined,
  header: string | undefined,
): boolean {
  if (!cookie || header === undefined || header === '') return false;
  return sameSecret(cookie, header) && csrfTokenFits(keys, session, cookie);
}
