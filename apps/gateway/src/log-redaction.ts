import { fullyDecoded } from './percent-decoding';

/** What a censored value is written as. */
const REDACTED = '[redacted]';

/**
 * Page addresses whose path carries a credential (spec section 2, apps/web/src/routes/route-table.ts):
 * after these segments (compared decoded and lower-cased), each following segment is a secret.
 */
const SECRET_ROUTES: readonly { prefix: readonly string[]; params: readonly string[] }[] = [
  // The single sign-on return point: /login/sso/{token}.
  { prefix: ['login', 'sso'], params: [':token'] },
  // The set-password link (password reset, expired password): /register/{userUuid}/{token}.
  { prefix: ['register'], params: [':userUuid', ':token'] },
];

/**
 * Names of query parameters and of tRPC input fields (packages/contracts/src/portal) that carry a
 * credential: passwords, one-time codes, PINs, tokens, Duo's state and code, single sign-on
 * assertions, a launch's custom parameters, keys and signatures. Compared decoded, any case.
 */
const SECRET_NAME =
  /pass|pwd|otp|pin|token|secret|code|state|saml|custom_?params|duo|key|auth|session|cookie|sig|credential|ticket|nonce|jwt/i;
/** A log line's own fields that read like secrets and are what an operator needs (err.code…). */
const DIAGNOSTIC_FIELD = /^(code|(status|error|http|response|reason)_?code|keys)$/i;

/** A URL's parameter, or a field of JSON inside a URL: the name is enough. */
const isSecretParam = (name: string): boolean => SECRET_NAME.test(fullyDecoded(name));
/** A field of a log line or of JSON inside one: the same, except the diagnostic ones. */
const isSecretField = (name: string): boolean => isSecretParam(name) && !DIAGNOSTIC_FIELD.test(name);

/** Nested values (a link in a query, a JSON input holding a link) are followed this deep. */
const MAX_DEPTH = 4;
/** A log line or a JSON value is read this deep; deeper, it is censored. */
const MAX_TREE_DEPTH = 32;

/**
 * A request URL (or any URL or path) fit for a log line. Read as a server or a browser would read
 * it, percent-decoded (any number of times, malformed escapes included) and in any case:
 * - a secret route's path segments become their names (/login/sso/:token);
 * - path parameters (`;otp=…`) are dropped, whatever their name;
 * - a query parameter named like a secret is censored, and every other value is read again as a
 *   link, a query or JSON (a tRPC `input`, batches included), whose secret fields are censored;
 * - a fragment and an address's user name and password are censored.
 * A URL with none of these comes back unchanged.
 */
export function redactUrl(url: string, depth = 0): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  // A fragment never reaches a server from a browser: one that does is not ours to show.
  const fragment = hashAt < 0 ? '' : hashAt === url.length - 1 ? '#' : `#${REDACTED}`;
  const queryAt = beforeHash.indexOf('?');
  const target = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : `?${redactQuery(beforeHash.slice(queryAt + 1), depth)}`;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(target)?.[0] ?? '';
  return `${redactOrigin(origin)}${redactPath(target.slice(origin.length))}${query}${fragment}`;
}

/** A user name and password in an address (https://user:pass@host) are censored. */
function redactOrigin(origin: string): string {
  const at = origin.lastIndexOf('@');
  return at < 0 ? origin : `${origin.slice(0, origin.indexOf('//') + 2)}${REDACTED}${origin.slice(at)}`;
}

/**
 * The path, unchanged unless it holds a secret route or path parameters; then rebuilt from its
 * decoded segments (`.` and `..` resolved as a server would), the secrets replaced.
 */
function redactPath(path: string): string {
  const decoded = fullyDecoded(path);
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  // Path parameters (RFC 3986 3.3): `/mfa;otp=123456`. Any name: some servers read them all.
  const bare = segments.map((segment) => {
    const semicolon = segment.indexOf(';');
    return semicolon < 0 ? segment : `${segment.slice(0, semicolon)};${REDACTED}`;
  });
  const names = segments.map((segment) => segment.split(';', 1)[0]?.toLowerCase() ?? '');
  const secret = secretRouteIn(names);
  if (secret === undefined) return bare.some((segment, i) => segment !== segments[i]) ? bare.join('/') : path;
  const { start, end, route } = secret;
  const following = names.slice(end).filter((name) => name !== '').length;
  return [...bare.slice(0, start), ...route.prefix, ...route.params.slice(0, following)].join('/');
}

/** Where a secret route is among the lower-cased segments (empty ones skipped), if anywhere. */
function secretRouteIn(
  names: readonly string[],
): { start: number; end: number; route: (typeof SECRET_ROUTES)[number] } | undefined {
  for (let start = 0; start < names.length; start += 1) {
    if (names[start] === '') continue;
    for (const route of SECRET_ROUTES) {
      let end = start;
      const matched = route.prefix.every((part) => {
        while (names[end] === '') end += 1;
        if (names[end] !== part) return false;
        end += 1;
        return true;
      });
      // Only a path that goes on past the prefix holds a secret (/login/sso alone does not).
      if (matched && names.slice(end).some((name) => name !== '')) return { start, end, route };
    }
  }
  return undefined;
}

/**
 * A query, pair by pair. A `;` some servers take for `&` needs no rule of its own: `lng=es;pin=1`
 * is a value that reads as a query, and `x;otp=1` a name that holds a secret's.
 */
function redactQuery(query: string, depth: number): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      if (isSecretParam(rawName.replaceAll('+', ' '))) return eq < 0 ? pair : `${rawName}=${REDACTED}`;
      if (eq < 0) return pair;
      const value = fullyDecoded(pair.slice(eq + 1).replaceAll('+', ' '));
      const redacted = redactValue(value, depth + 1);
      return redacted === value ? pair : `${rawName}=${redacted}`;
    })
    .join('&');
}

/**
 * A decoded value read again: JSON (a tRPC input) with its secret fields censored, a link or a
 * query with theirs; anything else as it is. A value too deep, or that looks like JSON and is not,
 * is censored whole: it may hold anything.
 */
function redactValue(value: string, depth: number): string {
  if (depth > MAX_DEPTH) return REDACTED;
  if (looksLikeJson(value))
    return redactJsonText(value, isSecretParam, (text) => redactValue(text, depth + 1)) ?? REDACTED;
  if (/^(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i.test(value)) return redactUrl(value, depth + 1);
  if (value.includes('=')) return redactQuery(value, depth + 1);
  return value;
}

const looksLikeJson = (text: string): boolean => /^\s*[[{"]/.test(text);

/**
 * JSON text with every field named like a secret censored (whole, objects included), at any
 * depth, and every string read again; unchanged if nothing was; undefined if it is not JSON.
 */
function redactJsonText(
  text: string,
  isSecret: (name: string) => boolean,
  redactString: (text: string) => string,
): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const redacted = JSON.stringify(redactTree(parsed, isSecret, redactString, 0));
  return redacted === JSON.stringify(parsed) ? text : redacted;
}

/** A JSON value with the fields named like secrets censored and every string redacted. */
function redactTree(
  value: unknown,
  isSecret: (name: string) => boolean,
  redactString: (text: string) => string,
  depth: number,
): unknown {
  if (depth > MAX_TREE_DEPTH) return REDACTED;
  if (typeof value === 'string') return redactString(value);
  if (Array.isArray(value)) return value.map((item) => redactTree(item, isSecret, redactString, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSecret(key) ? REDACTED : redactTree(item, isSecret, redactString, depth + 1),
      ]),
    );
  }
  return value;
}

/**
 * A URL or path inside free text (an error's message, a stack): up to the next white space, less
 * the quotes and punctuation that close it (`'/x?otp=1' is not…`).
 */
const URL_IN_TEXT = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\/)\S*?(?=['"`)\]},.]*(?:\s|$))/gi;

/** Free text with every URL or path in it redacted (redactUrl). */
export function redactText(text: string): string {
  if (!text.includes('/')) return text;
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url));
}

/**
 * A string of a log line: JSON (a dumped input or query) with its secret fields censored, else
 * free text with its URLs redacted.
 */
function redactLoggedString(text: string): string {
  if (looksLikeJson(text)) {
    const json = redactJsonText(text, isSecretField, redactLoggedString);
    if (json !== undefined) return json;
  }
  return redactText(text);
}

/**
 * A finished log line (pino's JSON, before it is written), redacted: every URL in any string (a
 * request line's req.url, an error's message and stack, a message naming a route), every field
 * named like a secret (a logged query's `otp`), and JSON inside a string (a logged tRPC input).
 * The one place every line goes through, whatever its level, logger or field.
 */
export function redactLogLine(line: string): string {
  const end = line.endsWith('\n') ? '\n' : '';
  try {
    return `${JSON.stringify(redactTree(JSON.parse(line), isSecretField, redactLoggedString, 0))}${end}`;
  } catch {
    // Not JSON (a pretty-printed line): its text as it is.
    return redactText(line);
  }
}
