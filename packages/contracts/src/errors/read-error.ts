import { type ErrorCode, isErrorCode } from './catalogue';

/** An error as the portal understands it: a catalogue code, or the upstream's raw text. */
export type PortalError = { known: true; code: ErrorCode } | { known: false; text: string };

function firstString(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error.trim() !== '') return record.error;
  if (Array.isArray(record.errors)) {
    const first: unknown = record.errors[0];
    if (typeof first === 'string' && first.trim() !== '') return first;
  }
  return undefined;
}

/** A code-shaped tail after the last colon: `a:b:CODE` and `Error: CODE` both give CODE. */
const TRAILING_CODE = /:\s*([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)$/;

/**
 * Spec section 8: the error is in `error`, else the first item of `errors`; when it is
 * formatted as `prefix:CODE`, only the code after the colon counts (after the last colon, so
 * `a:b:CODE` gives CODE too). Any other text, colons included, is shown as the upstream wrote it:
 * cutting "Erro ao conectar: servidor indisponível" at its colon would lose its meaning.
 * Returns undefined when the body holds no error.
 */
export function readErrorText(body: unknown): string | undefined {
  const raw = firstString(body)?.trim();
  if (raw === undefined) return undefined;
  return TRAILING_CODE.exec(raw)?.[1] ?? raw;
}

/**
 * The longest upstream text a page shows: a message is a sentence or two, and whatever else an
 * upstream puts there (a page of HTML, a stack trace) must not fill the user's screen.
 */
export const SHOWN_ERROR_TEXT_MAX_CHARS = 500;

/** The text cut to SHOWN_ERROR_TEXT_MAX_CHARS characters (never inside one), with an ellipsis. */
function shownText(text: string): string {
  if (text.length <= SHOWN_ERROR_TEXT_MAX_CHARS) return text;
  const characters = Array.from(text);
  if (characters.length <= SHOWN_ERROR_TEXT_MAX_CHARS) return text;
  return `${characters
    .slice(0, SHOWN_ERROR_TEXT_MAX_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

/** An upstream's error text classified: a catalogue code maps to a message, else the text as shown. */
export const portalErrorOf = (text: string): PortalError =>
  isErrorCode(text) ? { known: true, code: text } : { known: false, text: shownText(text) };

/** Reads the body's error and classifies it: a known code maps to a message, else raw text. */
export function readUpstreamError(body: unknown): PortalError | undefined {
  const text = readErrorText(body);
  return text === undefined ? undefined : portalErrorOf(text);
}
