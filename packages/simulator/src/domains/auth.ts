import { ENDPOINTS, type LoginRequest, type LoginResponse, SUCCESS } from '@portal/contracts/upstream';
import type { WorldSession } from '../state/sessions';
import type { WorldState } from '../state/world-state';
import { botCheck } from './bot-check';
import { deviceLoginFields } from './device';
import { duoLoginFields, duoLoginRefusal } from './duo';
import { emailFieldRefusal } from './field-rules';
import { bearerRoute, DEFAULT_PAGE_ORIGIN, type PageOrigin, publicRoute } from './handler';
import { mfaLoginFields } from './mfa';
import { passwordExpiredReply, passwordLoginFields } from './password';
import { profileRefusal } from './profile';
import { fail, failField, ok, parseInput, type SimReply } from './replies';
import { ssoTokenValidate } from './sso';

/** Characters spec section 5 forbids in a password ("single quotes, double quotes and #"). */
const FORBIDDEN_PASSWORD_CHARACTERS = /['"#]/;

/**
 * The upstream's checks of the sign-in body that the portal's form does not make: a field of
 * spaces only is blank (NOT_INPUT_DATA; the form counts spaces as typed), back_url must be an
 * http(s) address (PAYLOAD_NOT_RIGHT; the portal passes on the page's ?back_url= as it is), and a
 * password with a character section 5 forbids cannot be anyone's (`password:INVALID_PASSWORD`).
 */
export function loginFieldRefusal(input: LoginRequest): SimReply | undefined {
  if (input.email.trim() === '' || input.password.trim() === '') return fail('NOT_INPUT_DATA');
  if (input.back_url !== undefined && !/^https?:\/\/[^\s/]+/i.test(input.back_url)) {
    return fail('PAYLOAD_NOT_RIGHT');
  }
  if (FORBIDDEN_PASSWORD_CHARACTERS.test(input.password)) {
    return failField('password', 'INVALID_PASSWORD');
  }
  return undefined;
}

/** Password sign-in with the failed-attempt lock-out of spec section 4. */
export function login(
  state: WorldState,
  input: LoginRequest,
  origin: PageOrigin = DEFAULT_PAGE_ORIGIN,
): SimReply {
  const invalid = loginFieldRefusal(input) ?? emailFieldRefusal(state.settings.fieldRules, input.email);
  if (invalid) return invalid;
  const refused = botCheck(state, input.recaptcha_token);
  if (refused) return refused;
  const user = state.user(input.email);
  if (!user) return fail('USER_NOT_FOUND');
  if (!user.active) return fail('USER_NOT_ACTIVE');
  if (user.password !== input.password) {
    user.failedAttempts += 1;
    if (user.failedAttempts >= state.settings.maxLoginAttempts) {
      user.active = false;
      return fail('MAXIMUM_LOGIN_ATTEMPTS');
    }
    return fail('INVALID_USER');
  }
  user.failedAttempts = 0;
  const badRecord = profileRefusal(state, user);
  if (badRecord) return badRecord;
  const expired = passwordExpiredReply(state, user);
  if (expired) return expired;
  const duoRefusal = duoLoginRefusal(state, user);
  if (duoRefusal) return duoRefusal;
  const session = state.sessions.open(user.spec.email, state.now());
  const { token } = session;
  const reply: LoginResponse = {
    access_token: token,
    ...mfaLoginFields(user),
    password_expiration: { will_expire_soon: false, days_until_expire: null },
    status: SUCCESS,
    device_validation_status: null,
    device_validation_code: null,
    duo: { enabled: false, redirect_url: null },
    user_has_fictitious_email: false,
    should_update_plugin: user.spec.shouldUpdatePlugin,
    ...deviceLoginFields(state, user, input.device_validation_code),
    ...passwordLoginFields(state, user),
    ...duoLoginFields(state, user, origin),
  };
  // Rule 3 comes before rule 5 in the portal: an unvalidated device is asked for first.
  if (reply.device_validation_status === 'failed') session.awaiting = 'device';
  else if (reply.mfa_required) session.awaiting = 'second-factor';
  return ok('login', reply);
}

export function tokenValidate(state: WorldState, accessToken: string): SimReply {
  const fromIdentityProvider = ssoTokenValidate(state, accessToken);
  if (fromIdentityProvider) return fromIdentityProvider;
  if (!state.sessions.get(accessToken)) return fail('INVALID_TOKEN');
  return ok('tokenValidate', {
    access_token: accessToken,
    identity: { errors: [], status: SUCCESS, is_sso_user: state.federated.isSsoSession(accessToken) },
  });
}

export function logout(state: WorldState, session: WorldSession): SimReply {
  state.sessions.close(session.token);
  return ok('logout', { status: SUCCESS });
}

export const AUTH_HANDLERS = {
  login: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.login.request, input.body);
    return b.ok ? login(state, b.data, input.origin) : b.reply;
  }),
  tokenValidate: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.tokenValidate.request, input.body);
    return b.ok ? tokenValidate(state, b.data.access_token) : b.reply;
  }),
  logout: bearerRoute((state, _input, session) => logout(state, session)),
};
