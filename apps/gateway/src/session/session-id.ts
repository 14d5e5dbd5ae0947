import { createHash, randomBytes } from 'node:crypto';
import { BoundedMemo } from '../bounded-memo';

/** 128 random bits, URL-safe: the id a logout revokes (never the token itself). */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/** Tokens of this many sessions keep their digest: a browser sends the same token on every call. */
const DIGESTS_KEPT = 2_048;
const digests = new BoundedMemo<string>(DIGESTS_KEPT);

/**
 * A token's SHA-256, base64url: what the session times (tokenFingerprint) and the CSRF token
 * (../http/csrf.ts) are bound to. Worked out once per token, not twice per call.
 */
export const tokenDigest = (token: string): string =>
  digests.get(token) ?? digests.set(token, createHash('sha256').update(token).digest('base64url'));

/**
 * Which token a session's times belong to (132 bits of its SHA-256): the times cookie and the
 * token cookies are signed one by one, so without it a fresh times cookie of one session could be
 * paired with another's token, or chunks of two tokens spliced, past the time-outs and revocation.
 */
export const tokenFingerprint = (token: string): string => tokenDigest(token).slice(0, 22);
