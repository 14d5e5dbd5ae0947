/** Where the simulator's own pages are mounted, in the gateway and in `pnpm sim serve` alike. */
export const PAGES_PREFIX = '/__sim/pages';

export const DUO_PAGE = `${PAGES_PREFIX}/duo`;
export const IDP_PAGE = `${PAGES_PREFIX}/idp`;
export const IDP_LOGOUT_PAGE = `${PAGES_PREFIX}/idp/logout`;
/** TSPLUS_ALL's REMOTE_APP iframe: scenarios set `iframe: /__sim/pages/remote-app?client=ID`. */
export const REMOTE_APP_PAGE = `${PAGES_PREFIX}/remote-app`;

/** Portal routes the pages return to (spec section 2). */
export const DUO_CALLBACK_ROUTE = '/login/duo-callback/';
export const SSO_CALLBACK_ROUTE = '/login/sso/';
export const SSO_LOGOUT_ROUTE = '/ssoLogout';

/** An address on `origin`, or root-relative when the origin is not known. */
export function addressOn(origin: string | null, pathAndQuery: string): string {
  return origin === null ? pathAndQuery : `${origin.replace(/\/+$/, '')}${pathAndQuery}`;
}
