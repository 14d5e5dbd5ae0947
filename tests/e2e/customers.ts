import type { Page } from '@playwright/test';

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
export function customerOrigin(customer: { label: string }, baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://localhost');
  base.hostname = `${customer.label}.portal.localhost`;
  return base.origin;
}

/** The matrices' two widths: a desktop and a phone. Each test checks a screen at both in turn. */
export const MATRIX_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

export type MatrixViewport = (typeof MATRIX_VIEWPORTS)[number];

/** The base branding (plain localhost) and the three sample customers: the rows of the matrices. */
export const MATRIX_SITES = [{ label: 'base' }, ...SAMPLE_CUSTOMERS] as const;

/** A site's address: localhost for the base branding, else the customer's own host. */
export function siteOrigin(site: { label: string }, baseURL: string | undefined): string {
  return site.label === 'base'
    ? new URL(baseURL ?? 'http://localhost').origin
    : customerOrigin(site, baseURL);
}

/**
 * Runs a check at each width on the page as it is: resizing costs no reload and no new sign-in,
 * which is what keeps the matrices affordable (one test per site rather than per site and width).
 */
export async function atEachWidth(
  page: Page,
  check: (viewport: MatrixViewport) => Promise<void>,
): Promise<void> {
  for (const viewport of MATRIX_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await check(viewport);
  }
}
