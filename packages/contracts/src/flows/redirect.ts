/**
 * Redirect targets (back_url, Duo, single sign-on) are followed only when they are http(s),
 * carry no credentials, and their origin is on the allow-list. An empty allow-list allows nothing external.
 */
export function isAllowedRedirect(
  target: string | undefined | null,
  allowedOrigins: readonly string[],
): boolean {
  if (!target) return false;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // No identity provider's address carries a user name or password; one that does is a disguise
  // (`https://evil.example%2F@idp.example.com` reads as evil.example to a person).
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}
