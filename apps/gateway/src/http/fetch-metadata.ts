import type { IncomingHttpHeaders } from 'node:http';

/** What a request from another site gets: no procedure ran, so there is nothing else to say. */
export const FOREIGN_REQUEST_BODY = {
  error: 'CROSS_SITE_REQUEST',
  message: "this API answers the portal's own pages only",
} as const;

/**
 * Whether the browser says this request was started by a page of another site (`cross-site`) or
 * of a sibling host under the same domain (`same-site`), by its Sec-Fetch-Site header. The tRPC
 * API is only ever called by the portal's own page (`same-origin`); a link, a form, an image or a
 * frame elsewhere must not reach it. SameSite=Lax still sends the session cookie with a top-level
 * navigation from another site and a sibling host is "same site" for every cookie, so this closes
 * what the cookies leave open for queries (GET, no CSRF token), and it backs up the CSRF token for
 * mutations (OWASP ASVS 5.0 3.5.3 and 3.5.8). `none` (an address typed or bookmarked by the user)
 * and a missing header (no browser, or one from before 2023) pass: the CSRF token still guards
 * every mutation.
 */
export function isForeignBrowserRequest(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
