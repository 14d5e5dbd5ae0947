import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: the id a logout revokes (never the token itself). */
export const newSessionId = (): string => randomBytes(16).toString('base64url');
