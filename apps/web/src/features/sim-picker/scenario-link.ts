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

/**
 * The simulator's sample customers (apps/gateway/sample-branding; tests/e2e/customers.ts): each
 * is reached on `{label}.portal.localhost`, which browsers resolve to this machine unaided.
 */
export const SAMPLE_CUSTOMERS = [
  { label: 'acme', title: 'Acme Cloud' },
  { label: 'globex', title: 'Globex Workspace' },
  { label: 'initech', title: 'Initech Portal' },
] as const;

/**
 * The scenario on a customer's address (`label`), or on the base portal's (`undefined`: plain
 * localhost), same scheme and port as this page; a fresh world there, since cookies are per host.
 */
export function customerLink(origin: string, label: string | undefined, name: string): string {
  const url = new URL(origin);
  url.hostname = label === undefined ? 'localhost' : `${label}.portal.localhost`;
  return `${url.origin}${freshLink(name)}`;
}
