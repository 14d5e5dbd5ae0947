import {
  decideAfterClientSelected,
  decideAfterLoginAttempt,
  decideAfterSessionCheck,
  decideAfterVirtualizerChoice,
  decideByVirtualizer,
  decideClientCallError,
  registerChoiceBody,
} from '@portal/contracts/flows';
import {
  type LaunchInput,
  LaunchInputSchema,
  type LaunchOutcome,
  LaunchOutcomeSchema,
  type Outcome,
} from '@portal/contracts/portal';
import { LoginAttemptResponseSchema } from '@portal/contracts/upstream';
import type { UpstreamRefusal } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';
import { endClientSession } from './sessions-router';
import { router, sessionMutation } from './trpc';

/**
 * Spec section 4, "Session launch after a login attempt": client_selected → user/session →
 * login_attempt → call_plugin [→ register_selected_virtualizer], each decision taken by a pure
 * flow function. `input.from` enters the chain further on (see LaunchEntrySchema).
 */
export async function runLaunch(upstream: RequestUpstream, input: LaunchInput): Promise<LaunchOutcome> {
  const ctx = { clientCount: input.clientCount };
  const cli_uuid = input.cliUuid;
  // Once the plugin call has taken the stored custom_params, every outcome says so.
  let consumed: Pick<LaunchOutcome, 'customParamsSent'> = {};
  const finish = (outcome: Outcome): LaunchOutcome => ({ ...outcome, ...consumed });
  // A refusal of any step follows the client-call rules; failures (time-out, bad reply) throw.
  const refused = (refusal: UpstreamRefusal) =>
    finish(decideClientCallError(refusal.status, refusal.error, ctx));

  if (input.from === 'select') {
    const selected = await upstream.answer('clientSelected', { query: { cli_uuid } });
    if (!selected.ok) return refused(selected.refusal);
    const afterSelected = decideAfterClientSelected(selected.data);
    if (afterSelected.kind === 'done') return finish(afterSelected.outcome);
  }
  if (input.from === 'select' || input.from === 'session-check') {
    const session = await upstream.answer('userSession', { query: { cli_uuid } });
    if (!session.ok) return refused(session.refusal);
    const afterCheck = decideAfterSessionCheck(session.data);
    if (afterCheck.kind === 'active-session') return { next: { kind: 'stay' }, activeSession: true };
  }
  if (input.from === 'replace-session') {
    const failed = await endClientSession(upstream, cli_uuid, ctx);
    if (failed) return finish(failed);
  }

  const attempt = await loginAttempt(upstream, cli_uuid);
  if (!attempt.ok) return refused(attempt.refusal);
  const afterAttempt = decideAfterLoginAttempt(attempt.status, attempt.data, ctx);
  if (afterAttempt.kind === 'done') return finish(afterAttempt.outcome);

  const plugin = await upstream.answer('callPlugin', {
    query: { cli_uuid, custom_params: input.customParams },
  });
  if (!plugin.ok) return refused(plugin.refusal);
  if (input.customParams !== null) consumed = { customParamsSent: true };
  const browser = { ...ctx, isChrome: input.isChrome, isLinux: input.isLinux, hasPlugin: input.hasPlugin };
  const byVirtualizer = decideByVirtualizer(plugin.data, browser);
  if (byVirtualizer.kind === 'done') return finish(byVirtualizer.outcome);

  // TSPLUS_ALL on Linux: register TSPLUS, wait for it, then open the TSPLUS session.
  const offer = { TSPLUS: byVirtualizer.tsplus, REMOTE_APP: null };
  const registered = await upstream.answer('registerSelectedVirtualizer', {
    body: registerChoiceBody(cli_uuid, 'TSPLUS', offer),
  });
  if (!registered.ok) return refused(registered.refusal);
  return finish(decideAfterVirtualizerChoice('TSPLUS', registered.data, offer, input.isChrome));
}

/**
 * Login attempt replies matter whatever their status (202 instance turning on, 206 pending, a
 * restricted_type on a 4xx), so an error body that still fits the loose schema reaches the flow.
 */
async function loginAttempt(upstream: RequestUpstream, cli_uuid: string) {
  const attempt = await upstream.answer('loginAttempt', { query: { cli_uuid } });
  if (attempt.ok) return attempt;
  const parsed = LoginAttemptResponseSchema.safeParse(attempt.refusal.body);
  return parsed.success ? { ok: true as const, status: attempt.refusal.status, data: parsed.data } : attempt;
}

export const launchRouter = router({
  start: sessionMutation
    .input(LaunchInputSchema)
    .output(LaunchOutcomeSchema)
    .mutation(({ ctx, input }) => runLaunch(ctx.upstream, input)),
});
