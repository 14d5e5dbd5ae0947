/**
 * Redirect targets (back_url, Duo, single sign-on) are followed only when they are http(s),
 * carry no credentials, and their origin is on the allow-list. An empty allow-list allows nothing external.
 */
export function isAllowedRedirect(
  target: string | undefined | null,
  allowedOrigins: readonly string[],
): boolean {
  const url = parsedTarget(target);
  if (url === undefined) return false;
  return allowedOrigins.some((origin) => sameOrigin(origin, url));
}

/**
 * Where the upstream's own replies may send the browser: the Duo address of a login, the identity
 * provider's sign-in and sign-out addresses. They come from the trusted backend, not from the
 * visitor, so they need no configuration: any `https:` address, or one on the upstream's own
 * origin (UPSTREAM_URL's; in simulator mode the portal's, where the simulator's pages are).
 */
export interface UpstreamRedirects {
  /** The upstream's origin; null when it is not known (then https: and `alsoAllowed` only). */
  upstreamOrigin: string | null;
  /** ALLOWED_REDIRECT_ORIGINS: an operator may add an `http:` identity provider here. */
  alsoAllowed: readonly string[];
}

/**
 * The one rule for addresses the upstream named (see UpstreamRedirects). Whatever names them,
 * javascript:, data:, relative and protocol-relative addresses, and addresses with a user name or
 * password, are never followed; plain `http:` only to the upstream's origin or `alsoAllowed`.
 */
export function isAllowedUpstreamRedirect(
  target: string | undefined | null,
  rule: UpstreamRedirects,
): boolean {
  const url = parsedTarget(target);
  if (url === undefined) return false;
  if (url.protocol === 'https:') return true;
  if (rule.upstreamOrigin !== null && sameOrigin(rule.upstreamOrigin, url)) return true;
  return isAllowedRedirect(target, rule.alsoAllowed);
}

/** The absolute http(s) address without credentials that `target` is, if it is one. */
function parsedTarget(target: string | undefined | null): URL | undefined {
  if (!target) return undefined;
  let url: URL;
  try {
    // No base: a relative or protocol-relative address does not parse, so it is never followed.
    url = new URL(target);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // No identity provider's address carries a user name or password; one that does is a disguise
  // (`https://evil.example%2F@idp.example.com` reads as evil.example to a person).
  if (url.username !== '' || url.password !== '') return undefined;
  return url;
}

function sameOrigin(origin: string, url: URL): boolean {
  try {
    return new URL(origin).origin === url.origin;
  } catch {
    return false;
  }
}
