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
