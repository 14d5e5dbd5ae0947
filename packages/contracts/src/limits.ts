/** Business constants and limits of spec section 9. One place; everything else imports these. */
export const LIMITS = {
  passwordMaxLength: 40,
  pinLength: 6,
  emailTokenResendWaitMs: 60_000,
  maxFailedPinAttempts: 3,
  deviceValidationStorageDays: 90,
  validatingSpinnerMs: 2_000,
  validatingRedirectMs: 1_000,
  logoutRedirectCountdownS: 15,
  alertAutoHideMs: 8_000,
  versionPollMs: 60_000,
  webAppScrollThreshold: 20,
  mobileBreakpointPx: 959,
  instanceStartMinutes: [2, 5, 8] as const,
  languageReloadDelayMs: 300,
  requestTimeoutMs: 15_000,
  persistRehydrateTimeoutMs: 5_000,
  storeClearDelayMs: 1_000,
  chunkLoadTimeoutMs: 120_000,
  translationLoaderRetries: 5,
  translationLoaderFirstWaitMs: 350,
  authTopBarHeightPx: 56,
  authLogoAreaWidthPx: 250,
  authFormColumnWidthPx: 400,
} as const;

/**
 * The longest string each kind of input may be (issue 10: every string input is bounded, so no
 * request can make the gateway or the upstream work on megabytes of text). Not spec constants:
 * generous ceilings over what the spec's fields hold.
 */
export const INPUT_LIMITS = {
  /** Client, user and environment ids. */
  id: 128,
  /** RFC 5321's longest address. */
  email: 254,
  /** A password the user had before today's rules (the new ones are LIMITS.passwordMaxLength). */
  oldPassword: 256,
  /** back_url, an iframe address. */
  url: 2048,
  /** Bot-check, reset and single sign-on tokens. */
  token: 8192,
  /** A host name (RFC 1035). */
  host: 253,
  /** Small free texts: a window name, a stored flag, plugin parameters. */
  text: 4096,
} as const;

/** Language detection of spec section 9. */
export const LANGUAGES = ['pt-BR', 'en-US', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-US';
export const LANGUAGE_DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18nextLng',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['sessionStorage', 'cookie'],
  cookieMinutes: 43_200,
} as const;

/** Success statuses (spec section 5: "any of 200, 201, 202, 204, 206, 208, 300 in one place"). */
export const SUCCESS_STATUSES = [200, 201, 202, 204, 206, 208, 300] as const;
export const isSuccessStatus = (status: number): boolean =>
  (SUCCESS_STATUSES as readonly number[]).includes(status);

/** Status the upstream uses for "rejected, no message" (spec section 8). */
export const SILENT_REJECT_STATUS = 452;

/** Hosts whose first label is one of these use the default /config.json (spec sections 7 and 9). */
export const DEFAULT_CONFIG_HOST_LABELS = ['us', 'sa', 'dev'] as const;
