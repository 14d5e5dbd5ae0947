import { TOTP_PARAMETERS } from '@portal/contracts/portal';
import { ENDPOINTS, type LoginResponse } from '@portal/contracts/upstream';
import { Secret, TOTP } from 'otpauth';
import type { WorldSession } from '../state/sessions';
import type { UserState, WorldState } from '../state/world-state';
import { bearerRoute } from './handler';
import { passwordLoginFields } from './password';
import { fail, ok, parseInput, type SimReply } from './replies';

/** The name authenticator apps show above the account. */
export const TOTP_ISSUER = 'Cloud Access Portal';

/** What every authenticator app computes by default (contracts' TOTP_PARAMETERS). */
export function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: TOTP_PARAMETERS.algorithm,
    digits: TOTP_PARAMETERS.digits,
    period: TOTP_PARAMETERS.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

const CODE_SHAPE = new RegExp(`^\\d{${TOTP_PARAMETERS.digits}}$`);

type MfaLoginFields = Pick<LoginResponse, 'mfa_required' | 'mfa_type' | 'mfa_configured'>;

/** The multi-factor part of the login reply (spec section 3), from the user's scenario and state. */
export function mfaLoginFields(user: UserState): MfaLoginFields {
  const type = user.spec.mfa;
  if (type === 'none') return { mfa_required: false, mfa_type: null, mfa_configured: null };
  return {
    mfa_required: true,
    mfa_type: type,
    mfa_configured: type === 'default' ? user.mfaConfigured : null,
  };
}

/**
 * The time step of `otp` when it is the user's code within ±1 step of the world's clock and
 * later than the last accepted one; undefined otherwise (a wrong code and a replayed one alike).
 */
export function acceptedStep(
  state: WorldState,
  user: UserState,
  secret: string,
  otp: string,
): number | undefined {
  if (!CODE_SHAPE.test(otp)) return undefined;
  const totp = totpOf(secret, user.spec.email);
  const timestamp = state.now();
  const delta = totp.validate({ token: otp, timestamp, window: TOTP_PARAMETERS.window });
  if (delta === null) return undefined;
  const step = totp.counter({ timestamp }) + delta;
  if (user.lastOtpStep !== undefined && step <= user.lastOtpStep) return undefined;
  return step;
}

/**
 * POST /login_otp: the session's user, then the type (Duo users have no TOTP), then the secret,
 * then the code. Success replaces the pre-multi-factor token with a new one and marks TOTP set up.
 */
export function loginOtp(state: WorldState, session: WorldSession, otp: string): SimReply {
  const user = state.user(session.email);
  if (!user) return fail('USER_NOT_FOUND');
  if (user.spec.mfa === 'duo') return fail('MFA_TYPE_ERROR');
  const secret = user.totpSecret;
  if (secret === undefined) return fail('USER_NO_OTP_DATA');
  const step = acceptedStep(state, user, secret, otp);
  if (step === undefined) return fail('USER_OTP_INVALID');
  user.lastOtpStep = step;
  user.mfaConfigured = true;
  state.sessions.close(session.token);
  const { token } = state.sessions.open(user.spec.email, state.now());
  return ok('loginOtp', {
    access_token: token,
    device_validation_status: null,
    device_validation_code: null,
    // Spec section 4, "Multi-factor code success": an expiring password goes to /password/expired.
    ...passwordLoginFields(state, user),
  });
}

/**
 * GET /totp_qrcode: enrolment. A user without a secret gets a new one, kept until the first code
 * is accepted; a user who has set TOTP up is refused, so the secret is never shown again.
 */
export function totpQrcode(state: WorldState, session: WorldSession): SimReply {
  const user = state.user(session.email);
  if (!user) return fail('USER_NOT_FOUND');
  if (user.spec.mfa === 'duo') return fail('MFA_TYPE_ERROR');
  if (user.mfaConfigured) return fail('USER_OTP_ALREADY_CONFIGURED');
  user.totpSecret ??= new Secret({ size: 20 }).base32;
  // The upstream may also send an image address; the portal draws the QR from the URI itself.
  return ok('totpQrcode', {
    totp_uri: totpOf(user.totpSecret, user.spec.email).toString(),
    qrcode_url: null,
  });
}

export const MFA_HANDLERS = {
  loginOtp: bearerRoute((state, input, session) => {
    const b = parseInput(ENDPOINTS.loginOtp.request, input.body);
    return b.ok ? loginOtp(state, session, b.data.otp) : b.reply;
  }),
  totpQrcode: bearerRoute((state, _input, session) => totpQrcode(state, session)),
};
