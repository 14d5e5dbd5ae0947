import { z } from 'zod';
import { INPUT_LIMITS } from '../limits';

/** sessions.disconnect: clear the pending connections of the launch's client (/pendingConnection). */
export const DisconnectInputSchema = z.object({
  cliUuid: z.string().min(1).max(INPUT_LIMITS.id),
  clientCount: z.number().int().nonnegative(),
});
export type DisconnectInput = z.infer<typeof DisconnectInputSchema>;
