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
 * Spec section 8: the error is in `error`, else the first item of `errors`; in `prefix:CODE`
 * only the part after the colon counts. When the text ends in a code-shaped token after a
 * colon, that token is the code even if the prefix holds colons too; otherwise the part after
 * the first colon is kept. Returns undefined when the body holds no error.
 */
export function readErrorText(body: unknown): string | undefined {
  const raw = firstString(body)?.trim();
  if (raw === undefined) return undefined;
  const code = TRAILING_CODE.exec(raw)?.[1];
  if (code !== undefined) return code;
  const colon = raw.indexOf(':');
  const afterColon = colon >= 0 ? raw.slice(colon + 1).trim() : raw;
  return afterColon === '' ? raw : afterColon;
}

/** Reads the body's error and classifies it: a known code maps to a message, else raw text. */
export function readUpstreamError(body: unknown): PortalError | undefined {
  const text = readErrorText(body);
  if (text === undefined) return undefined;
  return isErrorCode(text) ? { known: true, code: text } : { known: false, text };
}
