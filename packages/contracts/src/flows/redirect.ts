/**
 * Redirect targets (back_url, Duo, single sign-on) are followed only when they are http(s)
 * and their origin is on the allow-list. An empty allow-list allows nothing external.
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
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}
