import { z } from 'zod';
import { OutcomeSchema } from './outcome';

/** What the browser tells the gateway so one call can run the whole launch chain. */
export const LaunchInputSchema = z.object({
  cliUuid: z.string().min(1),
  clientCount: z.number().int().nonnegative(),
  isChrome: z.boolean(),
  isLinux: z.boolean(),
  /** localStorage hasPlugin: missing or 'false' means the plugin is not installed. */
  hasPlugin: z.string().nullable(),
  /** localStorage custom_params: sent once with the plugin call, then removed by the web. */
  customParams: z.string().nullable(),
});
export type LaunchInput = z.infer<typeof LaunchInputSchema>;

export const LaunchOutcomeSchema = OutcomeSchema.extend({
  /** Set once the plugin call carried customParams: only then may the web remove them (spec section 4). */
  customParamsSent: z.literal(true).optional(),
});
export type LaunchOutcome = z.infer<typeof LaunchOutcomeSchema>;
