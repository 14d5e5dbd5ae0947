/** Longer than any portal address a person follows; a longer value is not one of ours. */
export const MAX_RETURN_PATH_LENGTH = 512;

// Any origin works: a path that resolves elsewhere against it is not a path of this portal.
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * The one rule for where a sign-in may send the browser back to (the sign-in page's `next`): a
 * path of this portal, never another site. Accepts `/apps/acme-web`, `/home/environments?x`;
 * refuses `//host`, `/\host`, anything with a scheme, backslashes, control characters or spaces,
 * values that only become one of those once percent-decoded (`/%2F%2Fhost`, `/%5Chost`), and
 * over-long values. Answers the path to go to. Whether it is a signed-in page is the route
 * table's question (routes/route-table.ts, returnsAfterSignIn), asked when it is used.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers read a backslash as a slash (`/\host` is `//host`); no portal path has one, nor a space.
  if (hasUnsafeCharacter(value) || /\s/.test(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A backslash or a control character (browsers drop tabs and line breaks from addresses). */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
