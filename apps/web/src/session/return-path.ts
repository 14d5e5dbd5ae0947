import { sessionStore } from './browser-storage';

/** Longer than any portal address a person follows; a longer value is not one of ours. */
export const MAX_RETURN_PATH_LENGTH = 512;

/** The sign-in page's query parameter naming where to go once signed in (a path of this portal). */
export const RETURN_PATH_PARAM = 'next';

const STORAGE_KEY = 'portal.returnPath';

// Any origin works: a path that resolves elsewhere against it is not a path of this portal.
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * The one rule for where a sign-in may send the browser back to: a path of this portal, never
 * another site. Accepts `/apps/acme-web`, `/home/environments?x`; refuses `//host`, `/\host`,
 * anything with a scheme, backslashes, control characters or spaces, values that only become one
 * of those once percent-decoded (`/%2F%2Fhost`, `/%5Chost`), over-long values, and paths that are
 * not a signed-in page (`isSignedInPath`: the login page, /logout...). Answers the path to go to.
 */
export function safeReturnPath(
  value: string | null | undefined,
  isSignedInPath: (pathname: string) => boolean,
): string | undefined {
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
  if (!isSignedInPath(url.pathname)) return undefined;
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

// This tab's pending return, in memory: the storage copy is for a sign-in that leaves the portal
// and comes back (Duo), and a logout's storage clear may remove it meanwhile.
let pending: string | undefined;

const anyPortalPath = () => true;

/**
 * Kept at each sign-in attempt: the path to go to once the sign-in's steps end (the sign-in page's
 * `next` parameter, checked here and again when taken), or none.
 */
export function rememberReturnPath(value: string | null | undefined): void {
  const path = safeReturnPath(value, anyPortalPath);
  pending = path;
  const store = sessionStore();
  try {
    if (path === undefined) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, path);
  } catch {
    // Blocked or full storage: the memory copy still serves this page's sign-in.
  }
}

/** The path a finished sign-in goes back to, if one is pending (read only: see forgetReturnPath). */
export function pendingReturnPath(isSignedInPath: (pathname: string) => boolean): string | undefined {
  let stored: string | null = null;
  try {
    stored = sessionStore()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return safeReturnPath(pending ?? stored, isSignedInPath);
}

/** Once the sign-in went back there, or the session ended: nothing is pending any more. */
export const forgetReturnPath = (): void => rememberReturnPath(undefined);
