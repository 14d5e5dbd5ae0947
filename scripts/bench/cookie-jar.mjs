// The benchmarks' cookie jar: what a browser would keep of the gateway's Set-Cookie answers, for
// a script that signs in over plain HTTP. A cookie the answer clears (Max-Age=0, an Expires in
// the past, an empty value) leaves the jar, as a browser drops it, instead of being sent back.

/** Merges the Set-Cookie lines of `res` (a fetch Response) into `jar` (a Map of name to value). */
export function keepCookies(jar, res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || attributes.some(clears)) jar.delete(name);
    else jar.set(name, value);
  }
}

function clears(attribute) {
  const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
  if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
  if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
  return false;
}

/** The jar as a Cookie request header. */
export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
