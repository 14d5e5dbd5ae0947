import { z } from 'zod';
import { INPUT_LIMITS } from '../limits';
import { OutcomeSchema } from './outcome';

/**
 * Where the launch chain starts (spec section 4, "Selecting a client" onwards):
 * - `select`: client_selected first (a click on an environment, /launching/1);
 * - `session-check`: /user/session, then the login attempt (after /messages, "go on");
 * - `replace-session`: disconnect_user ends the active session, then the login attempt
 *   (the user chose Continue on the active-session prompt);
 * - `attempt`: the login attempt alone (/timeInstance polling, /reconnect).
 */
export const LaunchEntrySchema = z.enum(['select', 'session-check', 'replace-session', 'attempt']);
export type LaunchEntry = z.infer<typeof LaunchEntrySchema>;

/** What the browser tells the gateway so one call can run the whole launch chain. */
export const LaunchInputSchema = z.object({
  cliUuid: z.string().min(1).max(INPUT_LIMITS.id),
  from: LaunchEntrySchema.default('select'),
  clientCount: z.number().int().nonnegative(),
  isChrome: z.boolean(),
  isLinux: z.boolean(),
  /** localStorage hasPlugin: missing or 'false' means the plugin is not installed. */
  hasPlugin: z.string().max(INPUT_LIMITS.text).nullable(),
  /** localStorage custom_params: sent once with the plugin call, then removed by the web. */
  customParams: z.string().max(INPUT_LIMITS.text).nullable(),
});
export type LaunchInput = z.infer<typeof LaunchInputSchema>;

export const LaunchOutcomeSchema = OutcomeSchema.extend({
  /** Set once the plugin call carried customParams: only then may the web remove them (spec section 4). */
  customParamsSent: z.literal(true).optional(),
  /**
   * /user/session said a session is already active on this client: the chain stopped before the
   * login attempt and the web asks the user; Continue runs the chain again `from: 'replace-session'`.
   */
  activeSession: z.literal(true).optional(),
});
export type LaunchOutcome = z.infer<typeof LaunchOutcomeSchema>;
