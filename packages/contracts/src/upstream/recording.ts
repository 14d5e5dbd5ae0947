import { z } from 'zod';
import { ENDPOINTS, type EndpointName } from './endpoints';

/**
 * A recorded browser session (issue 11, "Record"): what the gateway in proxy mode wrote to
 * RECORD_DIR, one JSON object per line. The first line is the header; every other line is one
 * upstream exchange, in the order the gateway made them. Secrets and personal values were
 * replaced by stable fakes before the line was written (apps/gateway/src/ops/recording-redactor.ts),
 * so the same original value is the same fake everywhere in one file.
 *
 * The writer is the gateway; the reader is `pnpm sim record`, which turns a file into a scenario.
 */

export const RECORDING_FORMAT = 'portal-recording';
export const RECORDING_VERSION = 1;

export const RecordingHeaderSchema = z.object({
  format: z.literal(RECORDING_FORMAT),
  version: z.literal(RECORDING_VERSION),
  startedAt: z.iso.datetime(),
});
export type RecordingHeader = z.infer<typeof RecordingHeaderSchema>;

const endpointNames = Object.keys(ENDPOINTS) as [EndpointName, ...EndpointName[]];

/** How a call ended without a reply to record: the gateway's own upstream error kinds. */
export const RECORDED_FAILURES = ['timeout', 'unreachable', 'bad-reply'] as const;

export const RecordedExchangeSchema = z.object({
  /** 1, 2, 3…: the order of the calls in the session. */
  seq: z.number().int().positive(),
  /** Milliseconds since the recording started. */
  atMs: z.number().int().nonnegative(),
  endpoint: z.enum(endpointNames),
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()).default({}),
  /** The JSON body sent, redacted; null for a GET. */
  request: z.unknown().nullable().default(null),
  /** The reply's status; null when no reply came (`failure` says why). */
  status: z.number().int().min(100).max(599).nullable(),
  /** The reply's JSON body, redacted; null when it was empty or not JSON. */
  reply: z.unknown().nullable().default(null),
  failure: z.enum(RECORDED_FAILURES).optional(),
});
export type RecordedExchange = z.infer<typeof RecordedExchangeSchema>;
export type RecordedExchangeInput = z.input<typeof RecordedExchangeSchema>;

/**
 * The fake a redacted password becomes: `Recorded@Portal1`, `Recorded@Portal2`… Each meets the
 * portal's password rules, so the scenario made from a recording can sign in with it.
 */
export const fakePassword = (n: number): string => `Recorded@Portal${n}`;
/** The fake a redacted e-mail becomes; `.example` is reserved, so it can never reach anyone. */
export const fakeEmail = (n: number): string => `user${n}@recorded.example`;
