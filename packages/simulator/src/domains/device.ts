import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '@portal/contracts/limits';
import { type LoginResponse, PinValidationTypeSchema, SUCCESS } from '@portal/contracts/upstream';
import { liveCodeCount } from '../state/devices';
import type { WorldSession } from '../state/sessions';
import { DAY_MS } from '../state/time-units';
import type { UserState, WorldState } from '../state/world-state';
import { bearerRoute } from './handler';
import { fail, ok, type SimReply } from './replies';

const DEVICE_CODE_LIFE_MS = LIMITS.deviceValidationStorageDays * DAY_MS;
/** How long an e-mailed token works on the world clock (the spec does not say; "e-mail expired" is one of its texts). */
export const EMAIL_PIN_LIFE_MS = 10 * 60 * 1000;

type PinValidationType = 'email_pin' | 'adm_pin';

/** A device code this user was issued and that has not expired on the world clock. */
function isLiveCode(state: WorldState, user: UserState, code: string | undefined): boolean {
  if (code === undefined || code === '') return false;
  const expiresAt = user.deviceCodes.get(code);
  return expiresAt !== undefined && state.now() < expiresAt;
}

/**
 * The device fields of the login reply (spec section 4, rules 3 and 4): a user whose devices must
 * be validated gets `failed` unless the login carries a live code this world issued to them
 * (ASSUMPTION A-35); that code comes back with `success` so the portal keeps it.
 */
export function deviceLoginFields(
  state: WorldState,
  user: UserState,
  code: string | undefined,
): Pick<LoginResponse, 'device_validation_status' | 'device_validation_code' | 'user_has_fictitious_email'> {
  const user_has_fictitious_email = user.spec.fictitiousEmail;
  if (!user.spec.deviceValidation) {
    return { device_validation_status: null, device_validation_code: null, user_has_fictitious_email };
  }
  return isLiveCode(state, user, code)
    ? { device_validation_status: 'success', device_validation_code: code ?? null, user_has_fictitious_email }
    : { device_validation_status: 'failed', device_validation_code: null, user_has_fictitious_email };
}

type Field<T> = { ok: true; value: T } | { ok: false; reply: SimReply };

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * `validation_type` is read before the rest of the body so that an unknown type answers the
 * upstream's own INVALID_VALIDATION_TYPE instead of a generic PAYLOAD_NOT_RIGHT.
 */
function readValidationType(body: unknown): Field<PinValidationType> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, reply: fail('PAYLOAD_NOT_RIGHT') };
  }
  const raw = (body as Record<string, unknown>).validation_type;
  if (isBlank(raw)) return { ok: false, reply: fail('NOT_INPUT_DATA') };
  const parsed = PinValidationTypeSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reply: fail('INVALID_VALIDATION_TYPE') };
}

function readPin(body: unknown): Field<string> {
  const raw = (body as Record<string, unknown>).pin;
  if (isBlank(raw)) return { ok: false, reply: fail('NOT_INPUT_DATA') };
  if (typeof raw !== 'string') return { ok: false, reply: fail('PAYLOAD_NOT_RIGHT') };
  return { ok: true, value: raw.trim() };
}

const sessionUser = (state: WorldState, session: WorldSession): UserState | undefined =>
  state.user(session.email);

/** Spec section 8: a wrong PIN counts; the third one ends the session and starts the count again. */
function wrongPin(state: WorldState, user: UserState, session: WorldSession): SimReply {
  user.failedPins += 1;
  if (user.failedPins < LIMITS.maxFailedPinAttempts) return fail('INVALID_PIN');
  user.failedPins = 0;
  user.emailPin = null;
  state.sessions.close(session.token);
  return fail('MAXIMUM_PIN_INVALID_RETRIES');
}

/** POST /device_validation/validate_with_pin: the administrator's PIN or the last e-mailed one. */
export function validateWithPin(state: WorldState, session: WorldSession, body: unknown): SimReply {
  const type = readValidationType(body);
  if (!type.ok) return type.reply;
  const pin = readPin(body);
  if (!pin.ok) return pin.reply;
  const user = sessionUser(state, session);
  if (!user?.spec.deviceValidation) return fail('VALIDATION_NOT_REQUIRED');
  // No administrator token was ever issued to this user: the type does not apply to them.
  if (type.value === 'adm_pin' && user.spec.pin === undefined) return fail('INVALID_VALIDATION_TYPE');

  if (
    type.value === 'email_pin' &&
    user.emailPin !== null &&
    state.now() - user.emailPin.sentAt >= EMAIL_PIN_LIFE_MS
  ) {
    // An expired token is refused whatever was typed, and a new one must be sent.
    user.emailPin = null;
    return fail('EXPIRED_MAIL');
  }
  const expected = type.value === 'adm_pin' ? user.spec.pin : user.emailPin?.pin;
  if (expected === undefined || pin.value !== expected) return wrongPin(state, user, session);

  user.failedPins = 0;
  if (type.value === 'email_pin') user.emailPin = null;
  if (user.spec.deviceLimit !== undefined && liveCodeCount(state, user) >= user.spec.deviceLimit) {
    return fail('REGISTRATION_ERROR');
  }
  const code = `dev_${randomBytes(18).toString('base64url')}`;
  user.deviceCodes.set(code, state.now() + DEVICE_CODE_LIFE_MS);
  // The portal goes on to the environments with the same token (/validating).
  session.awaiting = undefined;
  return ok('validateWithPin', { device_validation_code: code });
}

/**
 * POST /device_validation/send_pin_to_email: a fresh PIN "e-mailed" (shown in the world's state
 * for QA), at most once per LIMITS.emailTokenResendWaitMs of world time. ASSUMPTION A-36.
 */
export function sendPinToEmail(state: WorldState, session: WorldSession, body: unknown): SimReply {
  const type = readValidationType(body);
  if (!type.ok) return type.reply;
  // Only the e-mail token is e-mailed: the administrator's token is given by the administrator.
  if (type.value !== 'email_pin') return fail('INVALID_VALIDATION_TYPE');
  const user = sessionUser(state, session);
  if (!user?.spec.deviceValidation) return fail('VALIDATION_NOT_REQUIRED');
  if (user.spec.fictitiousEmail) return fail('FICTITIOUS_EMAIL_NOT_ALLOWED');
  if (user.spec.emailUndeliverable) return fail('UNSENT_EMAIL');
  const now = state.now();
  if (user.emailPin !== null && now - user.emailPin.sentAt < LIMITS.emailTokenResendWaitMs) {
    return fail('UNSENT_EMAIL', 429);
  }
  const pin = String(randomInt(0, 10 ** LIMITS.pinLength)).padStart(LIMITS.pinLength, '0');
  user.emailPin = { pin, sentAt: now };
  return ok('sendPinToEmail', { status: SUCCESS, error: 'TOKEN_SENT_SUCCESSFULLY' });
}

export const DEVICE_HANDLERS = {
  validateWithPin: bearerRoute((state, input, session) => validateWithPin(state, session, input.body)),
  sendPinToEmail: bearerRoute((state, input, session) => sendPinToEmail(state, session, input.body)),
};
