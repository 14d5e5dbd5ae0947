import { messagesView } from '@portal/contracts/flows';
import { MessagesReadInputSchema, type MessagesView, MessagesViewSchema } from '@portal/contracts/portal';
import type { RequestUpstream } from './context';
import { router, sessionProcedure } from './trpc';

/**
 * A reload of /messages has no navigation state: client_selected again says what to show. An
 * instance that is still starting answers INSTANCE_TURNING_ON, which is itself the notice; any
 * other failure goes to the web as an outcome (portal-error-data).
 */
export async function readMessages(upstream: RequestUpstream, cliUuid: string): Promise<MessagesView> {
  const selected = await upstream.answer('clientSelected', { query: { cli_uuid: cliUuid } });
  if (selected.ok) return messagesView(selected.data);
  if (selected.refusal.code === 'INSTANCE_TURNING_ON') return { reason: selected.refusal.code };
  throw selected.refusal;
}

export const instanceRouter = router({
  messages: sessionProcedure
    .input(MessagesReadInputSchema)
    .output(MessagesViewSchema)
    .query(({ ctx, input }) => readMessages(ctx.upstream, input.cliUuid)),
});
