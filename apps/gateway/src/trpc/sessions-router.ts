import { type ClientContext, decideAfterDisconnect, decideDisconnectError } from '@portal/contracts/flows';
import { DisconnectInputSchema, type Outcome, OutcomeSchema } from '@portal/contracts/portal';
import type { RequestUpstream } from './context';
import { router, sessionMutation } from './trpc';

/**
 * disconnect_user for the user's session on a client: undefined once it ended, else the outcome
 * of the failure (ERROR_TO_SEND_DISCONNECT stays put, A-49). Time-outs and bad replies throw, for
 * the gateway's upstream-failure messages.
 */
export async function endClientSession(
  upstream: RequestUpstream,
  cliUuid: string,
  ctx: ClientContext,
): Promise<Outcome | undefined> {
  const disconnected = await upstream.answer('disconnectUser', { body: { cli_uuid: cliUuid } });
  if (disconnected.ok) return undefined;
  return decideDisconnectError(disconnected.refusal.status, disconnected.refusal.error, ctx);
}

export const sessionsRouter = router({
  /** /pendingConnection's "clear pending connections": disconnect, then /reconnect. */
  disconnect: sessionMutation
    .input(DisconnectInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }) => {
      const failed = await endClientSession(ctx.upstream, input.cliUuid, { clientCount: input.clientCount });
      return failed ?? decideAfterDisconnect();
    }),
});
