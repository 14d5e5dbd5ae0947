import { COOKIES, gatewayCookieName, HEADERS } from '@portal/contracts/portal';

/** Reads one cookie from a `document.cookie` string; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The header every gateway call carries: the echo of the CSRF cookie the gateway sets on any
 * response (`__Host-` when its cookies are Secure, the default; the plain name otherwise).
 */
export function csrfHeaders(cookieHeader: string): Record<string, string> {
  const token =
    readCookie(cookieHeader, gatewayCookieName(COOKIES.csrf, true)) ?? readCookie(cookieHeader, COOKIES.csrf);
  return token === undefined ? {} : { [HEADERS.csrf]: token };
}
