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
import { isUpstreamError, type UpstreamError } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';
import { endClientSession } from './sessions-router';
import { router, sessionMutation } from './trpc';

/** An http error of one chain step; other failures (time-out, bad reply) still throw. */
class StepFailed {
  constructor(readonly error: UpstreamError) {}
}

async function step<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'http') throw new StepFailed(error);
    throw error;
  }
}

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
  try {
    if (input.from === 'select') {
      const selected = await step(upstream.call('clientSelected', { query: { cli_uuid } }));
      const afterSelected = decideAfterClientSelected(selected.data);
      if (afterSelected.kind === 'done') return finish(afterSelected.outcome);
    }
    if (input.from === 'select' || input.from === 'session-check') {
      const session = await step(upstream.call('userSession', { query: { cli_uuid } }));
      const afterCheck = decideAfterSessionCheck(session.data);
      if (afterCheck.kind === 'active-session') return { next: { kind: 'stay' }, activeSession: true };
    }
    if (input.from === 'replace-session') {
      const refused = await endClientSession(upstream, cli_uuid, ctx);
      if (refused) return finish(refused);
    }

    const attempt = await loginAttempt(upstream, cli_uuid);
    const afterAttempt = decideAfterLoginAttempt(attempt.status, attempt.data, ctx);
    if (afterAttempt.kind === 'done') return finish(afterAttempt.outcome);

    const plugin = await step(
      upstream.call('callPlugin', { query: { cli_uuid, custom_params: input.customParams } }),
    );
    if (input.customParams !== null) consumed = { customParamsSent: true };
    const browser = { ...ctx, isChrome: input.isChrome, isLinux: input.isLinux, hasPlugin: input.hasPlugin };
    const byVirtualizer = decideByVirtualizer(plugin.data, browser);
    if (byVirtualizer.kind === 'done') return finish(byVirtualizer.outcome);

    // TSPLUS_ALL on Linux: register TSPLUS, wait for it, then open the TSPLUS session.
    const offer = { TSPLUS: byVirtualizer.tsplus, REMOTE_APP: null };
    const registered = await step(
      upstream.call('registerSelectedVirtualizer', { body: registerChoiceBody(cli_uuid, 'TSPLUS', offer) }),
    );
    return finish(decideAfterVirtualizerChoice('TSPLUS', registered.data, offer, input.isChrome));
  } catch (error) {
    if (error instanceof StepFailed) {
      return finish(decideClientCallError(error.error.status, error.error.error, ctx));
    }
    throw error;
  }
}

/**
 * Login attempt replies matter whatever their status (202 instance turning on, 206 pending, a
 * restricted_type on a 4xx), so an error body that still fits the loose schema reaches the flow.
 */
async function loginAttempt(upstream: RequestUpstream, cli_uuid: string) {
  try {
    return await upstream.call('loginAttempt', { query: { cli_uuid } });
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'http' && error.status !== undefined) {
      const parsed = LoginAttemptResponseSchema.safeParse(error.body);
      if (parsed.success) return { status: error.status, data: parsed.data };
      throw new StepFailed(error);
    }
    throw error;
  }
}

export const launchRouter = router({
  start: sessionMutation
    .input(LaunchInputSchema)
    .output(LaunchOutcomeSchema)
    .mutation(({ ctx, input }) => runLaunch(ctx.upstream, input)),
});
