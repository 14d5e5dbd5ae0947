import { ERROR_CATALOGUE } from '@portal/contracts';
import { z } from 'zod';
import { EndpointNameSchema, ErrorCodeSchema, text } from './refs';

// The `faults:` block belongs to the overrides work (state/overrides.ts); it is kept here as it
// was until that lands, and the scenario schema only imports it.

export const FaultSchema = z
  .strictObject({
    route: EndpointNameSchema,
    /** Reply status; defaults to the error's catalogue status, else 200. */
    status: z.number().int().min(200).max(599).optional(),
    /** Catalogue code put in the reply as { error: CODE }. */
    error: ErrorCodeSchema.optional(),
    /** Reply body (merged under `error`), e.g. { time: 120 } for HAS_PENDING_CONNECTION. */
    body: z.record(z.string(), z.unknown()).optional(),
    /** Wait this long first; a delay alone then lets the normal logic answer. */
    delayMs: z.number().int().nonnegative().max(120_000).optional(),
    /** How many matching requests it answers; absent means every one. */
    times: z.number().int().min(1).optional(),
    /** Only requests for this client (query or body cli_uuid) or this login e-mail. */
    match: z.strictObject({ cli_uuid: text.optional(), email: z.email().optional() }).optional(),
  })
  .refine(
    (f) => f.status !== undefined || f.error !== undefined || f.body !== undefined || f.delayMs !== undefined,
    { message: 'a fault needs at least one of status, error, body or delayMs' },
  );
export type Fault = z.output<typeof FaultSchema>;

/** Default reply status of a fault (catalogue status of its error, else 200). */
export function faultStatus(fault: Fault): number {
  if (fault.status !== undefined) return fault.status;
  return fault.error === undefined ? 200 : ERROR_CATALOGUE[fault.error].status;
}
