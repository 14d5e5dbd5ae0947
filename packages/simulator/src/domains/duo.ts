import { ENDPOINTS, type LoginResponse } from '@portal/contracts/upstream';
import { DUO_TRANSACTION_MS, type DuoTransaction, newSecret } from '../state/federated';
import type { UserState, WorldState } from '../state/world-state';
import { type PageOrigin, publicRoute } from './handler';
import { fail, ok, parseInput, type SimReply } from './replies';
import { DUO_PAGE } from './sim-pages';

/** A Duo user's sign-in when the upstream has no Duo settings. */
export function duoLoginRefusal(state: WorldState, user: UserState): SimReply | undefined {
  return user.spec.mfa === 'duo' && !state.settings.duoConfigured
    ? fail('DUO_SETTINGS_NOT_FOUND')
    : undefined;
}

/**
 * The login reply's Duo part: a push waits on the world clock and the browser is sent to the
 * simulator's Duo page with its state (spec section 4 rule 6).
 */
export function duoLoginFields(
  state: WorldState,
  user: UserState,
  origin: PageOrigin,
): Partial<LoginResponse> {
  if (user.spec.mfa !== 'duo') return {};
  // Until Duo says yes the login's token waits for the second factor (login() marks it), so it
  // opens nothing else; POST /duo_callback issues the real one.
  const tx: DuoTransaction = {
    state: newSecret('duostate'),
    code: null,
    email: user.spec.email,
    expiresAt: state.now() + DUO_TRANSACTION_MS,
    answer: 'pending',
    returnOrigin: origin.portal,
  };
  state.federated.duo.set(tx.state, tx);
  const page = new URL(`${origin.pages.replace(/\/+$/, '')}${DUO_PAGE}`);
  page.searchParams.set('state', tx.state);
  return {
    mfa_required: true,
    mfa_type: 'duo',
    duo: { enabled: true, redirect_url: page.toString() },
  };
}

export type DuoAction = 'approve' | 'deny' | 'timeout';

/**
 * What the Duo page's buttons do. Every answer returns to the portal with a code, as Duo's own
 * prompt does; the upstream then accepts only an approved, unexpired push.
 */
export function answerDuo(
  state: WorldState,
  duoState: string,
  action: DuoAction,
): DuoTransaction | undefined {
  const tx = state.federated.duo.get(duoState);
  if (tx?.answer !== 'pending') return undefined;
  tx.code = newSecret('duocode');
  tx.answer = action === 'approve' ? 'approved' : action === 'deny' ? 'denied' : 'timed-out';
  return tx;
}

/** A fixed push of the scenario's settings (probes, QA links): never expires, never used up. */
function fixedPush(state: WorldState, duoState: string): DuoTransaction | undefined {
  const push = state.settings.duoPushes.find((p) => p.state === duoState);
  if (!push) return undefined;
  const { code, user, answer } = push;
  return {
    state: duoState,
    code,
    email: user,
    answer,
    expiresAt: Number.POSITIVE_INFINITY,
    returnOrigin: null,
  };
}

/** POST /duo_callback: the state must name a push of this world; it is used once. */
export function duoCallback(state: WorldState, duoState: string, duoCode: string): SimReply {
  const tx = state.federated.duo.get(duoState) ?? fixedPush(state, duoState);
  if (!tx) return fail('DUO_STATE_MISMATCH');
  if (!state.settings.duoConfigured) return fail('DUO_SETTINGS_NOT_FOUND');
  state.federated.duo.delete(duoState);
  const user = state.user(tx.email);
  const fine =
    tx.answer === 'approved' && tx.code === duoCode && state.now() <= tx.expiresAt && user?.active === true;
  if (!fine || !user) return fail('DUO_ERROR_TO_AUTHENTICATE');
  const { token } = state.sessions.open(user.spec.email, state.now());
  return ok('duoCallback', { access_token: token });
}

export const DUO_HANDLERS = {
  duoCallback: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.duoCallback.request, input.body);
    return b.ok ? duoCallback(state, b.data.state, b.data.duo_code) : b.reply;
  }),
};
