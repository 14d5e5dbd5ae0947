/** Legal links may point off the portal; those open in a new tab (spec section 2). */
export function isExternalUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}

/** Only http(s) addresses become links: a `javascript:` address from a reply must never run. */
export function safeHttpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}
