import type { z } from 'zod';
import * as auth from './auth';
import * as client from './client';
import * as common from './common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EndpointAccess = 'public' | 'bearer';

export interface Endpoint {
  readonly method: HttpMethod;
  /**
   * `public`: a signed-out browser calls it (the sign-in family); `bearer`: it needs the access
   * token. Declared here once; the simulator's bearer check and its handler record follow it.
   */
  readonly access: EndpointAccess;
  /** Path on the upstream base address. Query parameters are listed in `query`. */
  readonly path: string;
  readonly query?: readonly string[];
  /** Body schema for POST; undefined for GET. */
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
  /** Set when the spec does not show this detail; see ASSUMPTIONS.md. */
  readonly assumption?: string;
  /**
   * The reply carries an `error` its flow reads even with a success status (login_attempt's 202
   * NO_LICENSE_ENVIRONMENT, 206 HAS_PENDING_CONNECTION). On every other endpoint an error in the
   * body is an error whatever the status (spec sections 5 and 8).
   */
  readonly errorInReply?: true;
}

const ep = <T extends Endpoint>(e: T): T => e;

/**
 * Every upstream call of spec section 7. The gateway's upstream client and the simulator both
 * read paths and schemas from here, so an integrator aligns them with the real upstream here.
 */
export const ENDPOINTS = {
  login: ep({
    method: 'POST',
    access: 'public',
    path: '/login',
    request: auth.LoginRequestSchema,
    response: auth.LoginResponseSchema,
  }),
  loginOtp: ep({
    method: 'POST',
    access: 'bearer',
    path: '/login_otp',
    request: auth.LoginOtpRequestSchema,
    response: auth.LoginOtpResponseSchema,
    assumption: 'A-10',
  }),
  totpQrcode: ep({
    method: 'GET',
    access: 'bearer',
    path: '/totp_qrcode',
    response: auth.TotpQrcodeResponseSchema,
  }),
  resetPassword: ep({
    method: 'POST',
    access: 'public',
    path: '/reset_password',
    request: auth.ResetPasswordRequestSchema,
    response: common.AckResponseSchema,
    assumption: 'A-07',
  }),
  changePassword: ep({
    method: 'POST',
    access: 'public',
    path: '/change_password',
    request: auth.ChangePasswordRequestSchema,
    response: common.AckResponseSchema,
    assumption: 'A-07',
  }),
  registerPassword: ep({
    method: 'POST',
    access: 'public',
    path: '/register_password',
    request: auth.RegisterPasswordRequestSchema,
    response: auth.RegisterPasswordResponseSchema,
    assumption: 'A-11',
  }),
  ssoLogin: ep({
    method: 'POST',
    access: 'public',
    path: '/sso/login',
    request: auth.SsoLoginRequestSchema,
    response: auth.RedirectUrlResponseSchema,
    assumption: 'A-12',
  }),
  tokenValidate: ep({
    method: 'POST',
    access: 'public',
    path: '/token/validate',
    request: auth.TokenValidateRequestSchema,
    response: auth.TokenValidateResponseSchema,
  }),
  ssoLogout: ep({
    method: 'POST',
    access: 'bearer',
    path: '/sso/logout',
    response: auth.RedirectUrlResponseSchema,
    assumption: 'A-18',
  }),
  checkPasswordRestrictions: ep({
    method: 'POST',
    access: 'public',
    path: '/user/check_password_restrictions',
    request: auth.PasswordRestrictionsRequestSchema,
    response: auth.PasswordRestrictionsResponseSchema,
    assumption: 'A-13',
  }),
  checkPasswordRestrictionsWithLogin: ep({
    method: 'POST',
    access: 'public',
    path: '/check_password_restrictions_with_login',
    request: auth.PasswordRestrictionsRequestSchema,
    response: auth.PasswordRestrictionsResponseSchema,
    assumption: 'A-13',
  }),
  duoCallback: ep({
    method: 'POST',
    access: 'public',
    path: '/duo_callback',
    request: auth.DuoCallbackRequestSchema,
    response: auth.DuoCallbackResponseSchema,
    assumption: 'A-14',
  }),
  validateWithPin: ep({
    method: 'POST',
    access: 'bearer',
    path: '/device_validation/validate_with_pin',
    request: auth.PinValidationRequestSchema,
    response: auth.PinValidationResponseSchema,
  }),
  sendPinToEmail: ep({
    method: 'POST',
    access: 'bearer',
    path: '/device_validation/send_pin_to_email',
    request: auth.EmailPinRequestSchema,
    response: common.AckResponseSchema,
    assumption: 'A-07',
  }),
  logout: ep({
    method: 'POST',
    access: 'bearer',
    path: '/logout',
    response: common.AckResponseSchema,
    assumption: 'A-08',
  }),
  disconnectUser: ep({
    method: 'POST',
    access: 'bearer',
    path: '/disconnect_user',
    request: client.DisconnectUserRequestSchema,
    response: common.AckResponseSchema,
  }),

  clients: ep({
    method: 'GET',
    access: 'bearer',
    path: '/clients',
    response: client.ClientsResponseSchema,
    assumption: 'A-01',
  }),
  selectClient: ep({
    method: 'POST',
    access: 'bearer',
    path: '/select_client',
    request: client.SelectClientRequestSchema,
    response: client.SelectedClientResponseSchema,
    assumption: 'A-04',
  }),
  clientSelected: ep({
    method: 'GET',
    access: 'bearer',
    path: '/client_selected',
    query: ['cli_uuid'],
    response: client.SelectedClientResponseSchema,
    assumption: 'A-04',
  }),
  loginAttempt: ep({
    method: 'GET',
    access: 'bearer',
    path: '/login_attempt',
    query: ['cli_uuid'],
    response: client.LoginAttemptResponseSchema,
    errorInReply: true,
  }),
  callPlugin: ep({
    method: 'GET',
    access: 'bearer',
    path: '/call_plugin',
    query: ['cli_uuid', 'custom_params'],
    response: client.PluginCallResponseSchema,
  }),
  userSession: ep({
    method: 'GET',
    access: 'bearer',
    path: '/user/session',
    query: ['cli_uuid'],
    response: client.SessionResponseSchema,
    assumption: 'A-18',
  }),
  registerSelectedVirtualizer: ep({
    method: 'POST',
    access: 'bearer',
    path: '/register_selected_virtualizer',
    request: client.RegisterVirtualizerRequestSchema,
    response: client.RegisterVirtualizerResponseSchema,
    assumption: 'A-06',
  }),
  webClientApps: ep({
    method: 'GET',
    access: 'bearer',
    path: '/web_client_apps',
    query: ['cli_uuid'],
    response: client.WebAppsResponseSchema,
    assumption: 'A-18',
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof ENDPOINTS)[N]['response']>;
