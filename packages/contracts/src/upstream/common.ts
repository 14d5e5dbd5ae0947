import { z } from 'zod';

/** The value the upstream puts in licenses / instances / pending_connection when all is well. */
export const SUCCESS = 'SUCCESS';

/**
 * Every upstream error body carries `error` (a code or `prefix:CODE`) or `errors` (a list whose
 * first item counts). Other fields may ride along, so the object is open.
 */
export const UpstreamErrorBodySchema = z
  .object({
    error: z.string().optional(),
    errors: z.array(z.string()).optional(),
  })
  .loose();
export type UpstreamErrorBody = z.infer<typeof UpstreamErrorBodySchema>;

/**
 * The open acknowledgement of calls whose reply the spec does not show (reset and change
 * password, e-mail PIN, disconnect, logout). ASSUMPTIONS.
 */
export const AckResponseSchema = z
  .object({
    status: z.string().nullish(),
    message: z.string().nullish(),
  })
  .loose();
export type AckResponse = z.infer<typeof AckResponseSchema>;
