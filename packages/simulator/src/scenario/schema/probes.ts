import { SIM_LIMITS } from '@portal/contracts/portal';
import { z } from 'zod';
import { EndpointNameSchema, ErrorCodeSchema, text } from './refs';

const QueryValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** What a probe's reply must show: its status, its catalogue code, or both. */
export const ProbeExpectSchema = z
  .strictObject({
    status: z.number().int().min(100).max(599).optional(),
    /** The upstream error code read from the body (`error`, else `errors[0]`; `prefix:CODE` gives CODE). Absent: the reply must carry no catalogue code. */
    code: ErrorCodeSchema.optional(),
  })
  .refine((e) => e.status !== undefined || e.code !== undefined, {
    message: 'expect needs at least one of status or code',
  });
export type ProbeExpect = z.output<typeof ProbeExpectSchema>;

/**
 * One upstream call that proves what the scenario claims. A scenario's probes run in order in
 * one fresh world, so state carries over from one probe to the next.
 */
export const ProbeSchema = z.strictObject({
  /** A label for people reading the file and the test report. */
  name: text.optional(),
  /** Sign in as this user of the scenario first (password from users:); the token is kept for later probes. */
  as: z.email().optional(),
  /** The upstream endpoint, by its ENDPOINTS name. */
  call: EndpointNameSchema,
  query: z.record(z.string(), QueryValueSchema).optional(),
  /** JSON body; anything JSON, so malformed payloads can be probed too. */
  body: z.unknown().optional(),
  /** Move the world's clock forward first (before signing in and calling). */
  advanceClockMs: z.number().int().nonnegative().max(SIM_LIMITS.maxClockJumpMs).optional(),
  expect: ProbeExpectSchema,
});
export type Probe = z.output<typeof ProbeSchema>;
