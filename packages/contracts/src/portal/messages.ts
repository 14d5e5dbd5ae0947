import type { ErrorCode } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import type { MessageRef } from './outcome';

/** The i18n key of an error code's message. */
export const errorKey = (code: ErrorCode): string => `errors.${code}`;

/** An alert for an error: its catalogue message, or the raw text when the code is unknown. */
export function errorMessage(
  error: PortalError | undefined,
  severity: MessageRef['severity'] = 'error',
): MessageRef {
  if (error === undefined) return { severity, key: errorKey('UNEXPECTED_ERROR') };
  if (error.known) return { severity, key: errorKey(error.code) };
  // An empty message shows the 'unexpected error' text (spec section 2).
  if (error.text.trim() === '') return { severity, key: errorKey('UNEXPECTED_ERROR') };
  return { severity, key: 'errors.raw', text: error.text };
}

export const codeMessage = (code: ErrorCode, severity: MessageRef['severity'] = 'error'): MessageRef => ({
  severity,
  key: errorKey(code),
});
