import { z } from 'zod';
import { OutcomeSchema } from './outcome';

/**
 * The TOTP every authenticator app computes by default (RFC 6238): SHA-1, 6 digits, a 30-second
 * step, and one step of clock drift either way. ASSUMPTION A-33.
 */
export const TOTP_PARAMETERS = {
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  window: 1,
} as const;

/**
 * The one-time code form and the procedure share this schema. Messages are i18n keys: the mfa
 * feature's own namespace for the format, the common 'Required Field!' when empty.
 */
export const OtpInputSchema = z.object({
  otp: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(TOTP_PARAMETERS.digits, 'mfa:validation.code')
    .regex(new RegExp(`^\\d{${TOTP_PARAMETERS.digits}}$`), 'mfa:validation.code'),
  /** Typed on /configurationMFA, right after scanning: a wrong code stays there (ASSUMPTION A-54). */
  enrolment: z.boolean().optional(),
});
export type OtpInput = z.infer<typeof OtpInputSchema>;

/** What /configurationMFA shows: the QR (drawn by the gateway) and the secret to type by hand. */
export const TotpSetupSchema = z.object({
  /** The otpauth:// URI the QR encodes. */
  otpauthUri: z.string().startsWith('otpauth://'),
  /** Base32, as authenticator apps accept it when typed. */
  secret: z.string().min(1),
  /** The account name the app will show (usually the e-mail). */
  account: z.string(),
  issuer: z.string(),
  /** `data:image/svg+xml;base64,...`: the QR image, so the browser downloads no QR library. */
  qrDataUrl: z.string().startsWith('data:image/svg+xml'),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

/** The setup query answers the data, or the outcome of spec section 8 "TOTP QR" when it failed. */
export const TotpSetupResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), setup: TotpSetupSchema }),
  z.object({ ok: z.literal(false), outcome: OutcomeSchema }),
]);
export type TotpSetupResult = z.infer<typeof TotpSetupResultSchema>;

/** The parts of an otpauth:// URI the setup page shows; undefined when it is not a TOTP URI with a secret. */
export function readOtpauthUri(uri: string): Omit<TotpSetup, 'qrDataUrl'> | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'otpauth:' || url.host !== 'totp') return undefined;
  const secret = url.searchParams.get('secret');
  if (!secret) return undefined;
  let label: string;
  try {
    label = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    // A malformed %-escape in the upstream's label: not a URI we can show.
    return undefined;
  }
  const colon = label.indexOf(':');
  const issuer = url.searchParams.get('issuer') ?? (colon >= 0 ? label.slice(0, colon) : '');
  const account = colon >= 0 ? label.slice(colon + 1) : label;
  return { otpauthUri: uri, secret, account: account.trim(), issuer };
}
