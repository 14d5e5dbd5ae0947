import { z } from 'zod';
import { INPUT_LIMITS } from '../limits';
import { MessagePartsSchema } from '../upstream/client';

/**
 * What /messages shows (spec section 2: "Maintenance or warning notice; also shown when the
 * server reports the instance is turning on"): the selected client's message parts, or the code
 * that sent the user there. It is the page's navigation state, and what a reload reads again.
 */
export const MessagesViewSchema = z.object({
  warning: MessagePartsSchema.nullish(),
  maintenance: MessagePartsSchema.nullish(),
  /** A catalogue code shown instead of (or with) the messages: INSTANCE_TURNING_ON. */
  reason: z.string().nullish(),
});
export type MessagesView = z.infer<typeof MessagesViewSchema>;

/** instance.messages: client_selected again for the remembered client (a reload of /messages). */
export const MessagesReadInputSchema = z.object({ cliUuid: z.string().min(1).max(INPUT_LIMITS.id) });
