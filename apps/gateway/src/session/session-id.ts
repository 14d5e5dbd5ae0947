import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: the id a logout revokes (never the token itself). */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/**
 * Which token a session's times belong to (132 bits of its SHA-256): the times cookie and the
 * token cookies are signed one by one, so without it a fresh times cookie of one session could be
 * paired with another's token, or chunks of two tokens spliced, past the time-outs and revocation.
 */
export const tokenFingerprint = (token: string): string =>
  createHash('sha256').update(token).digest('base64url').slice(0, 22);
