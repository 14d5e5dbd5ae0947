import { z } from 'zod';
import { INPUT_LIMITS } from '../limits';
import { RemoteAppBlockSchema, TsplusBlockSchema } from '../upstream/client';
import { OutcomeSchema } from './outcome';

/** The two ways TSPLUS_ALL offers (spec section 4): the html5 session in the browser, or RemoteApp. */
export const VirtualizerChoiceSchema = z.enum(['TSPLUS', 'REMOTE_APP']);
export type VirtualizerChoice = z.infer<typeof VirtualizerChoiceSchema>;

/** Both blocks of a TSPLUS_ALL plugin call, as /virtualizerChoice receives them in its state. */
export const VirtualizerOfferSchema = z.object({
  TSPLUS: TsplusBlockSchema.nullable(),
  REMOTE_APP: RemoteAppBlockSchema.nullable(),
});
export type VirtualizerOffer = z.infer<typeof VirtualizerOfferSchema>;

/** plugin.registerChoice: the user picked one block on /virtualizerChoice. */
export const RegisterChoiceInputSchema = z.object({
  cliUuid: z.string().min(1).max(INPUT_LIMITS.id),
  choice: VirtualizerChoiceSchema,
  offer: VirtualizerOfferSchema,
  isChrome: z.boolean(),
  /** One-client users fall back differently when the call fails (spec section 6). */
  clientCount: z.number().int().nonnegative(),
});
export type RegisterChoiceInput = z.infer<typeof RegisterChoiceInputSchema>;

/**
 * What follows a choice: TSPLUS opens the session window (an `open-session` step); REMOTE_APP
 * stays and the page shows `iframe` (spec section 4: set-iframe stores it).
 */
export const ChoiceOutcomeSchema = OutcomeSchema.extend({ iframe: z.string().min(1).optional() });
export type ChoiceOutcome = z.infer<typeof ChoiceOutcomeSchema>;

/**
 * A plugin launch waiting for the plugin to be installed: /firstAccess carries it in its state and
 * runs it once the user has finished the steps (the plugin call, and its custom_params, are spent).
 */
export const PendingPluginLaunchSchema = z.object({
  url: z.string().min(1),
  continueTo: z.string().startsWith('/'),
});
export type PendingPluginLaunch = z.infer<typeof PendingPluginLaunchSchema>;
