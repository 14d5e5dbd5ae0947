import {
  decideAfterVirtualizerChoice,
  decideClientCallError,
  registerChoiceBody,
} from '@portal/contracts/flows';
import {
  type ChoiceOutcome,
  ChoiceOutcomeSchema,
  type RegisterChoiceInput,
  RegisterChoiceInputSchema,
} from '@portal/contracts/portal';
import type { RequestUpstream } from './context';
import { router, sessionMutation } from './trpc';

/**
 * /virtualizerChoice (spec section 4, TSPLUS_ALL): registers the block the user chose through
 * register_selected_virtualizer, then opens the TSPLUS session or hands the page the REMOTE_APP
 * iframe. An http error of the call follows the client-call rules like every launch step.
 */
export async function registerChoice(
  upstream: RequestUpstream,
  input: RegisterChoiceInput,
): Promise<ChoiceOutcome> {
  const registered = await upstream.answer('registerSelectedVirtualizer', {
    body: registerChoiceBody(input.cliUuid, input.choice, input.offer),
  });
  if (!registered.ok) {
    const { status, error } = registered.refusal;
    return decideClientCallError(status, error, { clientCount: input.clientCount });
  }
  return decideAfterVirtualizerChoice(input.choice, registered.data, input.offer, input.isChrome);
}

export const pluginRouter = router({
  registerChoice: sessionMutation
    .input(RegisterChoiceInputSchema)
    .output(ChoiceOutcomeSchema)
    .mutation(({ ctx, input }) => registerChoice(ctx.upstream, input)),
});
