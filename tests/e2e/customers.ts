/**
 * The simulator's three sample customers (branding by host, spec section 7). Each is reached on its
 * own host name under `.portal.localhost`, which Chromium resolves to this machine without any DNS
 * change; the host's first label picks `clients/{label}/config.json`. The plain `localhost` address
 * shows the base branding.
 *
 * Node's resolver does not know `*.localhost`: use the page (or `page.request`) rather than the
 * `request` fixture to fetch from these hosts.
 */
export const SAMPLE_CUSTOMERS = [
  { label: 'acme', title: 'Acme Cloud' },
  { label: 'globex', title: 'Globex Workspace' },
  { label: 'initech', title: 'Initech Portal' },
] as const;

export type SampleCustomer = (typeof SAMPLE_CUSTOMERS)[number];

/** The customer's address for a test's base URL: http://localhost:8091 → http://acme.portal.localhost:8091. */
export function customerOrigin(customer: Pick<SampleCustomer, 'label'>, baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://localhost');
  base.hostname = `${customer.label}.portal.localhost`;
  return base.origin;
}
