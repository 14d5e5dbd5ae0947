import { isIP } from 'node:net';
import { z } from 'zod';
import { text } from './refs';

/** A pending connection lasts at most a day: 1440 minutes, or as many seconds. */
export const PENDING_SECONDS_MAX = 24 * 60 * 60;

/**
 * A remote-desktop session the user already has when the world starts (issue 8, slice C):
 * `active` (still running: /user/session says so and the portal asks before replacing it) or
 * `pending` (dropped without a logoff: the login attempt answers 206 HAS_PENDING_CONNECTION until
 * it expires on the world's clock or disconnect_user clears it).
 */
export const ScenarioSessionSchema = z.strictObject({
  /** client_uuid of one of the user's clients. */
  client: text,
  state: z.enum(['active', 'pending']),
  /**
   * Pending only: minutes of the world's clock until the pending connection expires by itself.
   * Absent (and no pendingSeconds): 10. No schema default, so that giving both can be refused
   * (crossCheck: a refinement here would make the generated JSON Schema split every field out).
   */
  pendingMinutes: z
    .number()
    .int()
    .min(1)
    .max(PENDING_SECONDS_MAX / 60)
    .optional(),
  /**
   * Pending only, instead of pendingMinutes: the same in seconds. An export writes it when the
   * time left is not whole minutes, so a re-imported world expires within a second of the original.
   */
  pendingSeconds: z.number().int().min(1).max(PENDING_SECONDS_MAX).optional(),
  /** disconnect_user cannot end this session: it answers 500 ERROR_TO_SEND_DISCONNECT. */
  disconnectFails: z.boolean().default(false),
});
export type ScenarioSession = z.output<typeof ScenarioSessionSchema>;

/** How long a seeded pending connection lasts, in seconds, when the scenario does not say. */
const DEFAULT_PENDING_SECONDS = 10 * 60;

/** The seconds a seeded session stays pending, whichever of its two fields the scenario used. */
export function pendingSecondsOf(session: ScenarioSession): number {
  if (session.pendingSeconds !== undefined) return session.pendingSeconds;
  return session.pendingMinutes === undefined ? DEFAULT_PENDING_SECONDS : session.pendingMinutes * 60;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An IPv4 or IPv6 address, or a CIDR block of either (`10.0.0.0/8`, `2001:db8::/32`). */
const ipOrCidr = text.refine(
  (value) => {
    const [address = '', bits, ...rest] = value.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
  },
  { message: 'an IPv4/IPv6 address or CIDR block (10.0.0.0/8)' },
);

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const knownTimeZone = text.refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'an IANA time zone such as America/Sao_Paulo' },
);

/**
 * settings.clockStart: the world's clock starts at the next such moment after the real time, so a
 * scenario with a schedule restriction behaves the same whenever it is opened.
 */
export const ClockStartSchema = z.strictObject({
  /** Wall-clock time, `HH:MM`. */
  time: z.string().regex(HHMM, 'HH:MM, 00:00 to 23:59'),
  timeZone: knownTimeZone,
  /** The day of the week; absent: the next day (or today) that has this time ahead. */
  day: z.enum(WEEKDAYS).optional(),
});
export type ClockStart = z.output<typeof ClockStartSchema>;

/** A window of the day when access is allowed, on the wall clock of `timeZone`. */
export const ScheduleWindowSchema = z.strictObject({
  /** Start, `HH:MM` (inclusive). */
  from: z.string().regex(HHMM, 'HH:MM, 00:00 to 23:59'),
  /** End, `HH:MM` (exclusive); before `from` means the window runs past midnight. */
  to: z.string().regex(HHMM, 'HH:MM, 00:00 to 23:59'),
  /**
   * An IANA time zone (`America/Sao_Paulo`). Not checked on load on purpose: an unknown zone is
   * how a scenario makes the upstream's own check fail (ERROR_IN_ACCESS_VALIDATION).
   */
  timeZone: text,
  /** Days the window opens on (its start day); default every day. */
  days: z.array(z.enum(WEEKDAYS)).min(1).optional(),
});
export type ScheduleWindow = z.output<typeof ScheduleWindowSchema>;

/**
 * Access restrictions an administrator set (spec section 6: "by IP address or time window with
 * time zone"), on a user or on a client. A login attempt outside them answers 403
 * USER_ACCESS_IS_RESTRICTED with restricted_type IP or SCHEDULE.
 */
export const RestrictionsSchema = z.strictObject({
  /** Addresses or CIDR blocks the caller must come from; absent: any address. */
  allowedIps: z.array(ipOrCidr).min(1).optional(),
  /** Windows when access is allowed; absent: any time. */
  schedule: z.array(ScheduleWindowSchema).min(1).optional(),
});
export type Restrictions = z.output<typeof RestrictionsSchema>;
