import { ENDPOINTS, type LoginRequest, SUCCESS } from '@portal/contracts';
import type { WorldSession } from '../state/sessions';
import type { WorldState } from '../state/world-state';
import { botCheck } from './bot-check';
import { bearerRoute, publicRoute } from './handler';
import { fail, ok, parseInput, type SimReply } from './replies';

/** Password sign-in with the failed-attempt lock-out of spec section 4. */
export function login(state: WorldState, input: LoginRequest): SimReply {
  const refused = botCheck(state, input.recaptcha_token);
  if (refused) return refused;
  const user = state.user(input.email);
  if (!user) return fail('USER_NOT_FOUND');
  if (!user.active) return fail('USER_NOT_ACTIVE');
  if (user.spec.password !== input.password) {
    user.failedAttempts += 1;
    if (user.failedAttempts >= state.settings.maxLoginAttempts) {
      user.active = false;
      return fail('MAXIMUM_LOGIN_ATTEMPTS');
    }
    return fail('INVALID_USER');
  }
  user.failedAttempts = 0;
  const { token } = state.sessions.open(user.spec.email, state.now());
  return ok('login', {
    access_token: token,
    mfa_required: false,
    mfa_type: null,
    mfa_configured: null,
    password_expiration: { will_expire_soon: false, days_until_expire: null },
    status: SUCCESS,
    device_validation_status: null,
    device_validation_code: null,
    duo: { enabled: false, redirect_url: null },
    user_has_fictitious_email: false,
    should_update_plugin: user.spec.shouldUpdatePlugin,
  });
}

export function tokenValidate(state: WorldState, accessToken: string): SimReply {
  if (!state.sessions.get(accessToken)) return fail('INVALID_TOKEN');
  return ok('tokenValidate', {
    access_token: accessToken,
    identity: { errors: [], status: SUCCESS, is_sso_user: false },
  });
}

export function logout(state: WorldState, session: WorldSession): SimReply {
  state.sessions.close(session.token);
  return ok('logout', { status: SUCCESS });
}

export const AUTH_HANDLERS = {
  login: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.login.request, input.body);
    return b.ok ? login(state, b.data) : b.reply;
  }),
  tokenValidate: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.tokenValidate.request, input.body);
    return b.ok ? tokenValidate(state, b.data.access_token) : b.reply;
  }),
  logout: bearerRoute((state, _input, session) => logout(state, session)),
};
