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
import { isUpstreamError } from '../upstream/upstream-error';
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
  try {
    const registered = await upstream.call('registerSelectedVirtualizer', {
      body: registerChoiceBody(input.cliUuid, input.choice, input.offer),
    });
    return decideAfterVirtualizerChoice(input.choice, registered.data, input.offer, input.isChrome);
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'http') {
      return decideClientCallError(error.status, error.error, { clientCount: input.clientCount });
    }
    throw error;
  }
}

export const pluginRouter = router({
  registerChoice: sessionMutation
    .input(RegisterChoiceInputSchema)
    .output(ChoiceOutcomeSchema)
    .mutation(({ ctx, input }) => registerChoice(ctx.upstream, input)),
});
