import { type ClockStart, type ScheduleWindow, WEEKDAYS } from '../scenario/schema';

/** A wall-clock reading in one time zone. */
interface WallClock {
  year: number;
  /** 0-based, as Date.UTC takes it. */
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws RangeError for an unknown time zone (the caller turns that into ERROR_IN_ACCESS_VALIDATION). */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(at: number, timeZone: string): WallClock & { seconds: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const year = parts.year ?? 1970;
  const month = (parts.month ?? 1) - 1;
  const day = parts.day ?? 1;
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month, day)).getUTCDay(),
    minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
    seconds: parts.second ?? 0,
  };
}

/** The time zone's offset from UTC at `at`, in ms (positive east of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month, w.day, 0, w.minutes, w.seconds);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant a wall-clock time of `timeZone` names (the later reading after a DST gap). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const guess = Date.UTC(year, month, day, 0, minutes);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

const hhmm = (value: string): number => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

const opensOn = (window: ScheduleWindow, weekday: number): boolean =>
  window.days === undefined || window.days.includes(WEEKDAYS[weekday] ?? 'sun');

/** Whether `at` falls in the window; `from` equal to `to` is the whole day. */
export function insideWindow(window: ScheduleWindow, at: number): boolean {
  const w = wallClock(at, window.timeZone);
  const from = hhmm(window.from);
  const to = hhmm(window.to);
  const yesterday = (w.weekday + 6) % 7;
  if (from < to) return opensOn(window, w.weekday) && w.minutes >= from && w.minutes < to;
  // Past midnight (or all day): the evening part opened today, the morning part yesterday.
  return (opensOn(window, w.weekday) && w.minutes >= from) || (opensOn(window, yesterday) && w.minutes < to);
}

/** The next time after `at` that the window opens; undefined if it never does within a week. */
export function nextOpening(window: ScheduleWindow, at: number): number | undefined {
  const w = wallClock(at, window.timeZone);
  for (let k = 0; k <= 7; k += 1) {
    const weekday = (w.weekday + k) % 7;
    if (!opensOn(window, weekday)) continue;
    const opening = instantOf(w.year, w.month, w.day + k, hhmm(window.from), window.timeZone);
    if (opening > at) return opening;
  }
  return undefined;
}

/** Allowed now: inside any window. Otherwise the earliest next opening (the release time). */
export function checkSchedule(
  windows: readonly ScheduleWindow[],
  at: number,
): { allowed: true } | { allowed: false; releaseAt: number | undefined } {
  if (windows.some((w) => insideWindow(w, at))) return { allowed: true };
  const openings = windows.map((w) => nextOpening(w, at)).filter((t) => t !== undefined);
  return { allowed: false, releaseAt: openings.length > 0 ? Math.min(...openings) : undefined };
}

/** settings.clockStart: the first such moment after `now` (the window's opening, one minute long). */
export function clockStartAfter(start: ClockStart, now: number): number {
  const window: ScheduleWindow = {
    from: start.time,
    to: start.time,
    timeZone: start.timeZone,
    ...(start.day === undefined ? {} : { days: [start.day] }),
  };
  return nextOpening(window, now) ?? now;
}
