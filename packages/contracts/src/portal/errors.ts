import { z } from 'zod';
import { OutcomeSchema } from './outcome';

/**
 * What a failed tRPC procedure carries in `error.data.portal` (set by the gateway's error
 * formatter): the outcome the web executes (alert + next step), plus diagnostics.
 */
export const PortalErrorDataSchema = z.object({
  outcome: OutcomeSchema,
  /**
   * 'http' (the upstream answered an error), 'timeout', 'unreachable', 'bad-reply' (broke the
   * contract); 'no-session': the procedure needs a session this browser does not have (logout);
   * 'session-ended': the session was past a time-out and has ended; 'token-too-large': the
   * upstream's token does not fit the session cookies.
   */
  kind: z.enum([
    'http',
    'timeout',
    'unreachable',
    'bad-reply',
    'csrf',
    'input',
    'no-session',
    'session-ended',
    'token-too-large',
  ]),
  status: z.number().int().optional(),
  code: z.string().optional(),
});
export type PortalErrorData = z.infer<typeof PortalErrorDataSchema>;
