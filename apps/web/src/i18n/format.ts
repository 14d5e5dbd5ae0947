/**
 * Numbers, dates and timers as the user's language writes them: the one place the portal formats
 * them (Intl with the language i18next resolved). Pages pass `i18n.resolvedLanguage`; numbers inside
 * translations are formatted by i18next itself, with the same `formatNumber` (number-interpolation.ts).
 */

// Defined in intl-format.ts, a module every page already downloads (why: there).
export { formatDateTime, formatNumber } from './intl-format';

/**
 * A countdown: `m:ss` (or `h:mm:ss` past an hour), the one clock format of the portal (the
 * pending connection's expiry, the instance start). The three languages write a timer the same
 * way, with Latin digits, so it needs no language. A part second rounds up: a countdown shows
 * 0:00 only once it is over.
 */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The release time of a schedule restriction (an ISO 8601 instant, A-48) in the user's language
 * and time zone, with the zone's name so nobody mistakes whose clock it is. Undefined for a value
 * that is no date: the page then leaves the line out rather than showing garbage.
 */
export function formatReleaseTime(iso: string, language: string, timeZone?: string): string | undefined {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return undefined;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  })
    .format(at)
    .concat(` (${zoneName(at, language, timeZone)})`);
}

function zoneName(at: number, language: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(language, {
    timeZoneName: 'long',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}
