import type { ErrorBehaviour } from './behaviours';

export interface ErrorSpec {
  /** HTTP status the upstream answers with by default (the simulator reproduces it). */
  readonly status: number;
  /** The UI behaviour of spec section 8 when nothing more specific applies. */
  readonly behaviour: ErrorBehaviour;
  /** Spec area the code belongs to, for documentation and the scenario catalogue. */
  readonly area: 'auth' | 'password' | 'mfa' | 'sso' | 'device' | 'client' | 'launch' | 'data' | 'general';
  /** True when the spec describes the error but shows no code; the name is ours (ASSUMPTIONS.md). */
  readonly named?: true;
}

const e = (status: number, behaviour: ErrorBehaviour, area: ErrorSpec['area']): ErrorSpec => ({
  status,
  behaviour,
  area,
});
const ours = (spec: ErrorSpec): ErrorSpec => ({ ...spec, named: true });

/**
 * Every error code of spec section 8, declared once. Messages live beside it in
 * `messages/{pt-BR,en-US,es}.json` (`ERROR_MESSAGES`, the web's `errors.CODE` keys); tests prove
 * the catalogue, the spec, ASSUMPTIONS.md and the three message files agree.
 */
export const ERROR_CATALOGUE = {
  // Portuguese message table
  INVALID_USER: e(401, 'toast', 'auth'),
  INVALID_TOKEN: e(401, 'toast', 'auth'),
  EMAIL_ALREADY_IN_USE: e(409, 'toast', 'data'),
  TELEPHONE_ALREADY_IN_USE: e(409, 'toast', 'data'),
  INVALID_ID: e(400, 'toast', 'data'),
  INVALID_BANK: e(400, 'toast', 'data'),
  INVALID_METADATA: e(400, 'toast', 'data'),
  ENTITY_NOT_FOUND: e(404, 'toast', 'data'),
  INVALID_EMAIL: e(400, 'toast', 'auth'),
  INVALID_VALUE: e(400, 'toast', 'data'),
  INVALID_FILE: e(400, 'toast', 'data'),
  INVALID_BANK_NUMBER: e(400, 'toast', 'data'),
  DUPLICATED_VALUE: e(409, 'toast', 'data'),
  IS_NOT_A_NUMBER: e(400, 'toast', 'data'),
  LENGTH_TOO_SHORT: e(400, 'toast', 'data'),
  LENGTH_TOO_LONG: e(400, 'toast', 'data'),
  IS_REQUIRED: e(400, 'toast', 'data'),
  USER_NOT_FOUND: e(404, 'toast', 'auth'),
  NO_LICENSE_ENVIRONMENT: e(202, 'logout-if-one-client-else-environments', 'launch'),
  USER_ACCESS_IS_RESTRICTED: e(403, 'access-restricted', 'launch'),
  NO_INSTANCE_AVAILABLE: e(202, 'logout-if-one-client-else-environments', 'launch'),

  // Behaviours
  INSTANCE_TURNING_ON: e(409, 'go-messages', 'launch'),
  NO_LICENSE_CLIENT: e(403, 'toast-and-go-home', 'launch'),
  NO_LICENSE: e(403, 'toast-and-go-home', 'launch'),
  INVALID_COMPANY: e(400, 'silent', 'general'),
  COMPANY_ALREADY_REGISTERED: e(409, 'silent', 'general'),
  UNEXPECTED_ERROR: e(500, 'toast', 'general'),

  // Codes (English meaning)
  NOT_INPUT_DATA: e(400, 'toast', 'general'),
  USER_NOT_ACTIVE: e(403, 'toast', 'auth'),
  INVALID_PASSWORD: e(401, 'toast', 'auth'),
  AUTH_FAILURE: e(401, 'toast', 'auth'),
  PASSWORD_EXPIRED: e(403, 'password-expired', 'password'),
  PASSWORD_EXPIRES_SOON: e(200, 'toast-info', 'password'),
  UNABLE_UPDATE_PASSWORD: e(400, 'toast', 'password'),
  ERROR_UPDATING_PASSWORD: e(500, 'toast', 'password'),
  INVALID_TYPE: e(400, 'toast', 'data'),
  NOT_NULL: e(400, 'toast', 'data'),
  VALIDATOR_FAILED: e(400, 'toast', 'data'),
  ERROR_IN_ACCESS_VALIDATION: e(500, 'toast', 'launch'),
  EXTERNAL_USER: e(403, 'toast', 'password'),
  HAS_PENDING_CONNECTION: e(206, 'pending-connection', 'launch'),
  PASSWORD_CHANGE_ERROR: e(400, 'toast', 'password'),
  EXPIRED_MAIL: e(410, 'toast', 'password'),
  ERROR_TO_SEND_DISCONNECT: e(500, 'toast', 'launch'),
  MESSAGE_NOT_CONFIGURED: ours(e(404, 'toast', 'client')),
  USER_NO_OTP_DATA: e(404, 'toast', 'mfa'),
  USER_OTP_ALREADY_CONFIGURED: e(409, 'toast', 'mfa'),
  USER_OTP_INVALID: e(401, 'toast', 'mfa'),
  UNSENT_EMAIL: e(500, 'toast', 'general'),
  CLIENT_NOT_FOUND: e(404, 'toast', 'client'),
  SOMETHING_WENT_WRONG: e(500, 'toast', 'general'),
  PAYLOAD_NOT_RIGHT: e(400, 'toast', 'general'),
  INVALID_RECAPTCHA: e(400, 'toast', 'auth'),
  MAXIMUM_LOGIN_ATTEMPTS: e(403, 'toast', 'auth'),
  ENVIRONMENT_NOT_CONFIGURED: e(404, 'toast', 'launch'),
  VIRTUALIZER_NOT_FOUND: e(404, 'toast', 'launch'),
  MFA_TYPE_ERROR: e(400, 'toast', 'mfa'),
  DUO_SETTINGS_NOT_FOUND: e(404, 'toast', 'mfa'),
  DUO_STATE_MISMATCH: e(400, 'toast', 'mfa'),
  DUO_ERROR_TO_AUTHENTICATE: e(401, 'toast', 'mfa'),
  INVALID_PIN: e(400, 'toast', 'device'),
  INVALID_VALIDATION_TYPE: e(400, 'toast', 'device'),
  VALIDATION_NOT_REQUIRED: e(400, 'toast', 'device'),
  REGISTRATION_ERROR: e(400, 'toast', 'device'),
  FICTITIOUS_EMAIL_NOT_ALLOWED: ours(e(400, 'toast', 'device')),
  MAXIMUM_PIN_INVALID_RETRIES: e(403, 'go-home', 'device'),
  INVALID_PASSWORD_COMPLEXITY: e(400, 'toast', 'password'),
  INVALID_PASSWORD_TRY_AGAIN: e(400, 'toast', 'password'),
  INVALID_ACCESS_TOKEN: e(401, 'logout', 'auth'),
  TOKEN_SENT_SUCCESSFULLY: ours(e(200, 'toast-success', 'device')),

  // Single-sign-on family
  IDP_NOT_FOUND: e(404, 'toast', 'sso'),
  IDP_AUTH_LOGIN_REDIRECT_ERROR: e(502, 'toast', 'sso'),
  ACS_PROCESS_ASSERTION_ERROR: e(400, 'toast', 'sso'),
  RELAY_STATE_ERROR: e(400, 'toast', 'sso'),
  SSO_CREDENTIALS_NOT_FOUND: ours(e(404, 'toast', 'sso')),
  SSO_REDIRECT_ERROR: ours(e(502, 'toast', 'sso')),
  SSO_RESPONSE_INVALID: ours(e(400, 'toast', 'sso')),
  SSO_NAME_ID_MISSING: ours(e(400, 'toast', 'sso')),
  SSO_NAME_ID_TOO_LARGE: ours(e(400, 'toast', 'sso')),
  SSO_GIVEN_NAME_MISSING: ours(e(400, 'toast', 'sso')),
  SSO_GIVEN_NAME_TOO_LARGE: ours(e(400, 'toast', 'sso')),
  SSO_SURNAME_MISSING: ours(e(400, 'toast', 'sso')),
  SSO_SURNAME_TOO_LARGE: ours(e(400, 'toast', 'sso')),
  SSO_EMAIL_MISSING: ours(e(400, 'toast', 'sso')),
  SSO_EMAIL_TOO_LARGE: ours(e(400, 'toast', 'sso')),
  SSO_USER_BEING_CREATED: ours(e(409, 'toast', 'sso')),
  SSO_CLIENT_NOT_PERMITTED: ours(e(403, 'toast', 'sso')),
  SSO_USER_NOT_PERMITTED: ours(e(403, 'toast', 'sso')),
  SSO_GROUP_WRONG_CONFIGURATION: ours(e(400, 'toast', 'sso')),
  SSO_GROUP_MISSING_ATTRIBUTE: ours(e(400, 'toast', 'sso')),
  SSO_GROUP_UNKNOWN_FORMAT: ours(e(400, 'toast', 'sso')),
  SSO_GROUP_FORBIDDEN: ours(e(403, 'toast', 'sso')),
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}
