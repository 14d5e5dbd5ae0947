import { createHash, randomBytes } from 'node:crypto';
import { allRulesPass, checkPasswordRules } from '@portal/contracts/flows';
import { ENDPOINTS, type LoginResponse, SUCCESS } from '@portal/contracts/upstream';
import { DAY_MS, MINUTE_MS } from '../state/time-units';
import type { UserState, WorldState } from '../state/world-state';
import { botCheck } from './bot-check';
import { emailFieldRefusal, newPasswordFieldRefusal, oldPasswordFieldRefusal } from './field-rules';
import { publicRoute } from './handler';
import { fail, ok, parseInput, type SimReply } from './replies';

/** The user_uuid of register links: the scenario's, else a stable one derived from the e-mail. */
export function userUuid(user: UserState): string {
  if (user.spec.uuid) return user.spec.uuid;
  const hex = createHash('sha256').update(user.spec.email.toLowerCase()).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The portal route a register link opens. */
export const registerPath = (user: UserState, token: string): string =>
  `/register/${encodeURIComponent(userUuid(user))}/${encodeURIComponent(token)}`;

function userByUuid(state: WorldState, uuid: string): UserState | undefined {
  return [...state.users.values()].find((u) => userUuid(u) === uuid);
}

/** A new register link replaces the previous one: only the latest e-mail works. */
function issueRegisterLink(state: WorldState, user: UserState): { token: string; expiresAt: number } {
  const link = {
    token: `reg_${randomBytes(12).toString('base64url')}`,
    expiresAt: state.now() + state.settings.resetLinkMinutes * MINUTE_MS,
  };
  user.registerLink = link;
  return link;
}

const daysLeft = (state: WorldState, user: UserState): number | null =>
  user.passwordExpiresAt === null ? null : Math.ceil((user.passwordExpiresAt - state.now()) / DAY_MS);

/**
 * Login with the right password and an expired password (on the world clock): PASSWORD_EXPIRED
 * with what /register needs (ASSUMPTION A-09), and a fresh register link.
 */
export function passwordExpiredReply(state: WorldState, user: UserState): SimReply | undefined {
  const days = daysLeft(state, user);
  if (days === null || days > 0) return undefined;
  // A corporate password is the directory's: the portal cannot renew it (spec section 5).
  if (user.spec.external) return fail('UNABLE_UPDATE_PASSWORD');
  // The reset link is stored with the user: when storing fails, the sign-in cannot offer it.
  if (user.spec.passwordUpdateFails) return fail('ERROR_UPDATING_PASSWORD');
  const { token } = issueRegisterLink(state, user);
  const expired = fail('PASSWORD_EXPIRED');
  return { ...expired, body: { error: 'PASSWORD_EXPIRED', user_uuid: userUuid(user), token } };
}

/** The login reply's password_expiration: soon when within the warning days. */
export function passwordLoginFields(
  state: WorldState,
  user: UserState,
): Pick<LoginResponse, 'password_expiration'> {
  const days = daysLeft(state, user);
  if (days === null || days > state.settings.passwordExpiryWarningDays) {
    return { password_expiration: { will_expire_soon: false, days_until_expire: days } };
  }
  return { password_expiration: { will_expire_soon: true, days_until_expire: days } };
}

/** Checks a new password against the world's policy; the same rules the forms show. */
function newPasswordProblem(
  state: WorldState,
  user: UserState,
  password: string,
  confirmation: string,
): SimReply | undefined {
  if (password !== confirmation) return fail('UNABLE_UPDATE_PASSWORD');
  const rules = checkPasswordRules({
    password,
    oldPassword: user.password,
    personal: [user.spec.email, ...(user.spec.name ? [user.spec.name] : [])],
    policy: state.settings.passwordPolicy,
  });
  return allRulesPass(rules) ? undefined : fail('INVALID_PASSWORD_COMPLEXITY');
}

function setPassword(state: WorldState, user: UserState, password: string): void {
  user.password = password;
  user.passwordExpiresAt = state.now() + state.settings.passwordMaxAgeDays * DAY_MS;
  user.registerLink = null;
  user.failedAttempts = 0;
}

/** POST /reset_password: "sends" the e-mail with a register link (recorded in the world's outbox). */
export function resetPassword(state: WorldState, email: string): SimReply {
  const invalid = emailFieldRefusal(state.settings.fieldRules, email);
  if (invalid) return invalid;
  const user = state.user(email);
  if (!user) return fail('USER_NOT_FOUND');
  if (user.spec.external) return fail('EXTERNAL_USER');
  if (user.spec.emailUndeliverable) return fail('UNSENT_EMAIL');
  const { token, expiresAt } = issueRegisterLink(state, user);
  state.outbox.push({ to: user.spec.email, link: registerPath(user, token), sentAt: state.now(), expiresAt });
  return ok('resetPassword', { status: SUCCESS });
}

export function changePassword(
  state: WorldState,
  input: {
    email: string;
    old_password: string;
    password: string;
    password_confirmation: string;
    recaptcha_token?: string | undefined;
  },
): SimReply {
  // The bot check runs first, as on login (spec section 5).
  const refused = botCheck(state, input.recaptcha_token);
  if (refused) return refused;
  // The body's field validators run before the account is looked at.
  const invalid =
    oldPasswordFieldRefusal(input.old_password) ??
    newPasswordFieldRefusal(state.settings.fieldRules, input.password);
  if (invalid) return invalid;
  const user = state.user(input.email);
  if (!user) return fail('USER_NOT_FOUND');
  if (user.spec.external) return fail('EXTERNAL_USER');
  if (!user.active) return fail('USER_NOT_ACTIVE');
  if (user.password !== input.old_password) return fail('INVALID_PASSWORD_TRY_AGAIN');
  const problem = newPasswordProblem(state, user, input.password, input.password_confirmation);
  if (problem) return problem;
  if (user.spec.passwordUpdateFails) return fail('ERROR_UPDATING_PASSWORD');
  setPassword(state, user, input.password);
  return ok('changePassword', { status: SUCCESS });
}

/** POST /register_password: the link's user and token, unexpired on the world clock. */
export function registerPassword(
  state: WorldState,
  input: { user_uuid: string; token: string; password: string; password_confirmation: string },
): SimReply {
  const user = userByUuid(state, input.user_uuid);
  const link = user?.registerLink;
  // An unknown, used or replaced link is as useless as an old one.
  if (!user || !link || link.token !== input.token || state.now() >= link.expiresAt) {
    return fail('EXPIRED_MAIL');
  }
  if (user.spec.external) return fail('EXTERNAL_USER');
  const invalid = newPasswordFieldRefusal(state.settings.fieldRules, input.password);
  if (invalid) return invalid;
  const problem = newPasswordProblem(state, user, input.password, input.password_confirmation);
  if (problem) return problem;
  if (user.spec.passwordUpdateFails) return fail('PASSWORD_CHANGE_ERROR');
  setPassword(state, user, input.password);
  return ok('registerPassword', { device_validation_code: null });
}

const policyReply = (state: WorldState, email: string) => {
  const { minLength, maxLength, restrictions } = state.settings.passwordPolicy;
  return { email, restrictions: [...restrictions], min_length: minLength, max_length: maxLength };
};

/** Public and per e-mail: the same policy for any e-mail, so it tells nobody who has an account. */
export function checkPasswordRestrictions(state: WorldState, email: string): SimReply {
  return ok('checkPasswordRestrictions', policyReply(state, email));
}

/** With the current password: USER_NOT_ACTIVE for inactive users, AUTH_FAILURE for anything wrong. */
export function checkPasswordRestrictionsWithLogin(
  state: WorldState,
  input: { email: string; password?: string | undefined },
): SimReply {
  const user = state.user(input.email);
  if (!user || user.password !== input.password) return fail('AUTH_FAILURE');
  if (!user.active) return fail('USER_NOT_ACTIVE');
  return ok('checkPasswordRestrictionsWithLogin', policyReply(state, user.spec.email));
}

export const PASSWORD_HANDLERS = {
  resetPassword: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.resetPassword.request, input.body);
    return b.ok ? resetPassword(state, b.data.email) : b.reply;
  }),
  changePassword: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.changePassword.request, input.body);
    return b.ok ? changePassword(state, b.data) : b.reply;
  }),
  registerPassword: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.registerPassword.request, input.body);
    return b.ok ? registerPassword(state, b.data) : b.reply;
  }),
  checkPasswordRestrictions: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.checkPasswordRestrictions.request, input.body);
    return b.ok ? checkPasswordRestrictions(state, b.data.email) : b.reply;
  }),
  checkPasswordRestrictionsWithLogin: publicRoute((state, input) => {
    const b = parseInput(ENDPOINTS.checkPasswordRestrictionsWithLogin.request, input.body);
    return b.ok ? checkPasswordRestrictionsWithLogin(state, b.data) : b.reply;
  }),
};
