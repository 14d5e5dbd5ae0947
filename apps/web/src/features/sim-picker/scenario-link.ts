/** The query parameter every portal URL accepts in simulator mode (ARCHITECTURE, stable interfaces). */
const PARAM = 'scenario';

// Scenario names may be paths (`launch/pending-connection`); a slash is legal in a query and
// easier to read in a shared link than %2F.
const encodeName = (name: string) => encodeURIComponent(name).replace(/%2F/gi, '/');

/** The link a tester shares: opening it gives the other browser the same scenario. */
export const shareLink = (origin: string, name: string): string => `${origin}/?${PARAM}=${encodeName(name)}`;

/** Where picking a scenario goes: a new world even if this browser already has one of that name. */
export const freshLink = (name: string): string => `/?${PARAM}=${encodeName(name)}&fresh=1`;

/** The scenario the page's address asks for, if any. */
export function requestedScenario(href: string): string | undefined {
  const name = new URL(href).searchParams.get(PARAM);
  return name === null || name === '' ? undefined : name;
}
