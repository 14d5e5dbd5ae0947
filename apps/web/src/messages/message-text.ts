import type { AlertMessage } from './messages-state';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const UNEXPECTED_ERROR_KEY = 'errors.UNEXPECTED_ERROR';

/** The text an alert shows. An empty error message shows the 'unexpected error' text (spec section 2). */
export function messageText(alert: Pick<AlertMessage, 'message' | 'type'>, t: Translate): string {
  const { key, params, text } = alert.message;
  if (key === 'errors.raw' && (text ?? '').trim() === '') return t(UNEXPECTED_ERROR_KEY);
  const translated = t(key, { ...params, ...(text === undefined ? {} : { text }) });
  if (translated.trim() === '' && alert.type === 'error') return t(UNEXPECTED_ERROR_KEY);
  return translated;
}
