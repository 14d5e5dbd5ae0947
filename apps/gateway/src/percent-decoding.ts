const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** One round: UTF-8 where the escapes make UTF-8, else each escape as its byte; never throws. */
function decodedOnce(text: string): string {
  return text.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // A malformed sequence (%E0%A4 alone, an overlong form) is read byte by byte instead.
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  });
}

/**
 * Percent escapes decoded until none is left, however many times the text was encoded (%2540 is
 * an @ too), a few rounds at most; a lone % or %zz stays as it is. Never throws, unlike
 * decodeURIComponent.
 */
export function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4 && current.includes('%'); round += 1) {
    const next = decodedOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
