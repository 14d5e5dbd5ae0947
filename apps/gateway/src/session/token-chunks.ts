/**
 * An upstream token too long for one cookie is split across numbered cookies and joined again.
 * A browser keeps a cookie only while its name, value and attributes fit in 4,096 bytes (RFC 6265
 * section 6.1; OWASP ASVS 5.0 3.3.5); a larger one is dropped without a word, and the user found
 * an empty sign-in form. A chunk of 3,584 characters plus its name, its signature (44) and its
 * attributes (about 70) stays well under that.
 */
export const TOKEN_CHUNK_CHARS = 3_584;

/** Four cookies: tokens up to 14,336 characters (the issue asked for at least 12 KB). */
export const TOKEN_MAX_CHUNKS = 4;

export const TOKEN_MAX_CHARS = TOKEN_CHUNK_CHARS * TOKEN_MAX_CHUNKS;

/**
 * The chunks in order; the first is the token itself when it fits one cookie (as before chunks).
 * Sizes count the token as a cookie carries it (URL-encoded: a JWT or base64url token as it is,
 * other characters up to 12 bytes each), so no chunk's cookie passes 4 KB. Undefined when the
 * token is empty or larger than TOKEN_MAX_CHARS so counted.
 */
export function splitToken(token: string): string[] | undefined {
  if (token === '') return undefined;
  const chunks: string[] = [];
  let chunk = '';
  let size = 0;
  let total = 0;
  for (const char of token) {
    const charSize = encodeURIComponent(char).length;
    total += charSize;
    if (total > TOKEN_MAX_CHARS) return undefined;
    if (size + charSize > TOKEN_CHUNK_CHARS) {
      chunks.push(chunk);
      chunk = '';
      size = 0;
    }
    chunk += char;
    size += charSize;
  }
  chunks.push(chunk);
  return chunks;
}

/**
 * The whole token: the first chunk, then the next ones while present. Every write of a token
 * clears the chunks past its own in the same response (session-cookies.ts), so a shorter token
 * never picks up a longer one's tail; each chunk is signed, so none can be added from outside.
 */
export function joinToken(read: (index: number) => string | undefined): string | undefined {
  let token = read(0);
  if (token === undefined || token === '') return undefined;
  for (let index = 1; index < TOKEN_MAX_CHUNKS; index++) {
    const chunk = read(index);
    if (chunk === undefined || chunk === '') break;
    token += chunk;
  }
  return token;
}
