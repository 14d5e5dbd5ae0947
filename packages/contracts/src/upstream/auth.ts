import { z } from 'zod';
import { LIMITS } from '../limits';

/** POST /login */
export const LoginRequestSchema = z.object({
  email: z.string().min(1),
  password: z.string().min(1).max(LIMITS.passwordMaxLength),
  back_url: z.string().optional(),
  recaptcha_token: z.string().optional(),
  /** The device code this browser keeps from an earlier PIN validation. ASSUMPTION A-35. */
  device_validation_code: z.string().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * An access token as the upstream hands it out. The gateway sends it back on every call as
 * `Authorization: Bearer …`, so a token must be made of what a header value carries (visible
 * ASCII): any other is a reply that breaks the contract at sign-in, not every later call failing.
 */
export const AccessTokenSchema = z
  .string()
  .regex(/^[\x21-\x7e]+$/, 'a token is visible ASCII characters only (it travels in a header)');

export const MfaTypeSchema = z.enum(['default', 'duo']);
export const DeviceValidationStatusSchema = z.enum(['failed', 'success']);

export const LoginResponseSchema = z.object({
  access_token: AccessTokenSchema,
  mfa_required: z.boolean(),
  mfa_type: MfaTypeSchema.nullish(),
  mfa_configured: z.boolean().nullish(),
  password_expiration: z
    .object({
      will_expire_soon: z.boolean(),
      days_until_expire: z.number().int().nullish(),
    })
    .nullish(),
  status: z.string().nullish(),
  device_validation_status: DeviceValidationStatusSchema.nullish(),
  device_validation_code: z.string().nullish(),
  duo: z
    .object({
      enabled: z.boolean(),
      redirect_url: z.string().nullish(),
    })
    .nullish(),
  user_has_fictitious_email: z.boolean().nullish(),
  /** "Login success also stores the plugin-update flag": field name is ASSUMPTION A-15. */
  should_update_plugin: z.boolean().nullish(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** PASSWORD_EXPIRED error body: carries what /register/{userUuid}/{token} needs. ASSUMPTION A-09. */
export const PasswordExpiredErrorSchema = z
  .object({
    error: z.string(),
    user_uuid: z.string(),
    token: z.string(),
  })
  .loose();

/** POST /login_otp. ASSUMPTION A-10: field name `otp`. */
export const LoginOtpRequestSchema = z.object({ otp: z.string().min(1) });
export const LoginOtpResponseSchema = z.object({
  access_token: AccessTokenSchema,
  device_validation_status: DeviceValidationStatusSchema.nullish(),
  device_validation_code: z.string().nullish(),
  password_expiration: LoginResponseSchema.shape.password_expiration,
});
export type LoginOtpResponse = z.infer<typeof LoginOtpResponseSchema>;

/** GET /totp_qrcode */
export const TotpQrcodeResponseSchema = z.object({
  totp_uri: z.string(),
  qrcode_url: z.string().nullish(),
});

/** POST /reset_password */
export const ResetPasswordRequestSchema = z.object({
  email: z.string().min(1),
  recaptcha_token: z.string().optional(),
});

/** POST /change_password */
export const ChangePasswordRequestSchema = z.object({
  email: z.string().min(1),
  old_password: z.string().min(1),
  password: z.string().min(1).max(LIMITS.passwordMaxLength),
  password_confirmation: z.string().min(1).max(LIMITS.passwordMaxLength),
  recaptcha_token: z.string().optional(),
});

/** POST /register_password. ASSUMPTION A-11: user_uuid and token come from the link. */
export const RegisterPasswordRequestSchema = z.object({
  user_uuid: z.string().min(1),
  token: z.string().min(1),
  password: z.string().min(1).max(LIMITS.passwordMaxLength),
  password_confirmation: z.string().min(1).max(LIMITS.passwordMaxLength),
});
export const RegisterPasswordResponseSchema = z
  .object({ device_validation_code: z.string().nullish() })
  .loose();

/** POST /sso/login. ASSUMPTION A-12: request carries the environment code as `domain`. */
export const SsoLoginRequestSchema = z.object({ domain: z.string().min(1) });
export const RedirectUrlResponseSchema = z.object({ redirect_url: z.string().min(1) });

/** POST /token/validate */
export const TokenValidateRequestSchema = z.object({ access_token: z.string().min(1) });
/** The identity the decoded token holds (spec section 3). */
export const TokenIdentitySchema = z.object({
  errors: z.array(z.string()).default([]),
  status: z.string().nullish(),
  is_sso_user: z.boolean().default(false),
});
export type TokenIdentity = z.infer<typeof TokenIdentitySchema>;
export const TokenValidateResponseSchema = z
  // Any text: the token counts only when the identity signs the user in (flows/sso.ts), and a
  // refusal's identity errors must reach the user whatever else the reply holds.
  .object({ access_token: z.string().nullish(), identity: TokenIdentitySchema.nullish() })
  .loose();

/** POST /user/check_password_restrictions and /check_password_restrictions_with_login. ASSUMPTION A-13. */
export const PasswordRestrictionsRequestSchema = z.object({
  email: z.string().min(1),
  password: z.string().optional(),
});
export const PasswordRestrictionsResponseSchema = z.object({
  email: z.string().nullish(),
  restrictions: z.array(z.string()).default([]),
  min_length: z.number().int().nullish(),
  /** ASSUMPTION A-39: the maximum rides beside the minimum. */
  max_length: z.number().int().nullish(),
});

/** POST /duo_callback. ASSUMPTION A-14: the query of the Duo return is forwarded as-is. */
export const DuoCallbackRequestSchema = z.object({ state: z.string(), duo_code: z.string() }).loose();
export const DuoCallbackResponseSchema = z.object({ access_token: AccessTokenSchema }).loose();

/** POST /device_validation/validate_with_pin */
export const PinValidationTypeSchema = z.enum(['email_pin', 'adm_pin']);
export const PinValidationRequestSchema = z.object({
  validation_type: PinValidationTypeSchema,
  pin: z.string().regex(/^\d{6}$/),
});
export const PinValidationResponseSchema = z.object({ device_validation_code: z.string().min(1) }).loose();

/** POST /device_validation/send_pin_to_email */
export const EmailPinRequestSchema = z.object({ validation_type: PinValidationTypeSchema });
