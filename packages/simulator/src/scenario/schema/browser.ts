import { LIMITS } from '@portal/contracts/limits';
import { parseDuration, SIM_LIMITS } from '@portal/contracts/portal';
import { z } from 'zod';
import { ErrorCodeSchema, text } from './refs';

const SignInSchema = z
  .strictObject({
    /** A user of the scenario; the password defaults to theirs. */
    as: z.email().optional(),
    /** An address no user of the scenario has (USER_NOT_FOUND); needs `password`. */
    email: z.string().optional(),
    /** What is typed in the password field; may be empty, to see the form's own check. */
    password: z.string().max(200).optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.as === undefined) === (s.email === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'signIn needs exactly one of as (a user) or email' });
    }
    if (s.email !== undefined && s.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'signIn with email needs a password' });
    }
  });

/** A duration with its unit (90s, 5m, 2h): a bare "5" could mean anything, so it is refused. */
const DurationSchema = z
  .string()
  // For editors (the JSON Schema); parseDuration below is the rule.
  .regex(/^(\s*\d+(\.\d+)?\s*(ms|s|m|h|d))+\s*$/i, 'a duration with its unit, such as 90s, 5m or 1h30m')
  .transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a duration with its unit, such as 90s, 5m or 2h' });
      return z.NEVER;
    }
    if (ms <= 0 || ms > SIM_LIMITS.maxClockJumpMs) {
      ctx.addIssue({ code: 'custom', message: 'a clock jump is more than 0 and at most 30 days' });
      return z.NEVER;
    }
    return ms;
  });

/**
 * What `enterOtp` types: a literal code (a wrong one: "000000", "12345"), the code an
 * authenticator app shows now for a user's totpSecret, or the code typed last (to replay it).
 */
const OtpEntrySchema = z.union([
  z.string().regex(/^\S{1,12}$/, 'a code of up to 12 characters without spaces'),
  z.strictObject({ currentFor: z.email() }),
  z.strictObject({ sameAsLast: z.literal(true) }),
]);
export type OtpEntry = z.output<typeof OtpEntrySchema>;

const BrowserStepFields = {
  /** Fills the sign-in form of the page showing and submits it. */
  signIn: SignInSchema,
  /** Clicks "Log out" and waits for the sign-in page. */
  signOut: z.literal(true),
  /** Clicks "Launch NAME" (an environment's name) on the page showing. */
  launch: text,
  /** Types into the field with this label (en-US, exactly), e.g. { label: New password, value: Blue!Kite47 }. */
  fill: z.strictObject({ label: text, value: z.string().max(200) }),
  /** Clicks the button or link with this name (en-US, exactly), e.g. Send link. */
  click: text,
  /**
   * Starts single sign-on with this environment code (/sso/CODE) and waits for the identity
   * provider's page: a /login/sso/TOKEN opened next is then this browser's own return (the portal
   * signs in only the browser that started a single sign-on; each start serves one return).
   */
  startSso: text,
  /** Opens a portal path in the same browser (the world stays), e.g. /home/environments. */
  goto: z.string().regex(/^\/[^\s]*$/, 'a portal path starting with /'),
  /** Types a one-time code in the multi-factor page's code field and submits it. */
  enterOtp: OtpEntrySchema,
  /** Moves the world's clock (control API, worlds/current): 90s, 5m, 2h; the catalogue carries milliseconds. */
  advanceClock: DurationSchema,
  /** Puts the world back to the scenario's start (control API, worlds/current/reset). */
  resetWorld: z.literal(true),
  /** On /deviceValidation, picks the e-mail token or the administrator's token. */
  chooseToken: z.enum(['email', 'admin']),
  /** On the PIN step, types this 6-digit token and clicks Validate. */
  enterPin: z.string().regex(new RegExp(`^\\d{${LIMITS.pinLength}}$`), `${LIMITS.pinLength} digits`),
  /** An alert (or status message) with this code's catalogue message (en-US) shows. */
  expectAlert: ErrorCodeSchema,
  /**
   * A silent code (INVALID_COMPANY, COMPANY_ALREADY_REGISTERED) came back and the portal shows no
   * alert at all once the page has settled: the browser's proof of a code that shows nothing.
   */
  expectNoAlert: ErrorCodeSchema,
  /** The URL path the browser is on, e.g. / or /home/environments. */
  expectPath: z.string().regex(/^\/[^\s?#]*$/, 'a path starting with /, without query'),
  /** A heading with exactly this text (en-US) shows. */
  expectHeading: text,
  /** This text (en-US) shows somewhere on the page. */
  expectText: text,
  /** The last launch opened a session window at this URL. */
  expectSession: z.url(),
} as const;

export type BrowserAction = keyof typeof BrowserStepFields;
export const BROWSER_ACTIONS = Object.keys(BrowserStepFields) as BrowserAction[];

/** One thing the tester does or checks: an object with exactly one of the fields above. */
export const BrowserStepSchema = z
  .strictObject(
    Object.fromEntries(BROWSER_ACTIONS.map((k) => [k, BrowserStepFields[k].optional()])) as {
      [K in BrowserAction]: z.ZodOptional<(typeof BrowserStepFields)[K]>;
    },
  )
  .superRefine((step, ctx) => {
    const keys = Object.keys(step).filter((k) => step[k as BrowserAction] !== undefined);
    if (keys.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: `a step has exactly one of ${BROWSER_ACTIONS.join(', ')} (got ${keys.join(', ') || 'none'})`,
      });
    }
  });
export type BrowserStep = z.output<typeof BrowserStepSchema>;

/**
 * A journey a tester (and tests/e2e/error-matrix) follows in the browser: a fresh browser opens
 * the portal with ?scenario=NAME&lng=en-US, then takes the steps in order.
 */
export const BrowserJourneySchema = z.strictObject({
  name: text,
  steps: z.array(BrowserStepSchema).min(1),
});
export type BrowserJourney = z.output<typeof BrowserJourneySchema>;

/** A code of `codes:` that no browser journey shows, and why. */
export const BrowserlessCodeSchema = z.strictObject({
  code: ErrorCodeSchema,
  reason: text,
});
export type BrowserlessCode = z.output<typeof BrowserlessCodeSchema>;
