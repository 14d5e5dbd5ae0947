/**
 * How long a client may take to send a request, and how many connections one gateway holds:
 * a slow-drip body or slow headers is cut in seconds, not the minutes Node allows by default.
 */
export interface ServerLimits {
  /** The request line and headers must arrive within this (Node's default is 60 s). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node's default is 300 s). */
  requestTimeoutMs: number;
  /** How often Node checks the two above (its default, 30 s, would let a slow client stay that long). */
  checkEveryMs: number;
  /** Open connections one gateway accepts; more are closed as they arrive. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  checkEveryMs: 1_000,
  maxConnections: 2_000,
};

/**
 * Request headers a client may send, in all. Node's default (16 KiB) is too small for the longest
 * upstream token the session cookies carry (14,336 characters across four cookies, with the
 * browser's own headers beside them: ../session/token-chunks.ts).
 */
export const MAX_HEADER_BYTES = 32 * 1024;

/** The parts of Fastify's options that apply them (maxConnections is set on the server after). */
export function serverLimitOptions(limits: ServerLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
  };
}
