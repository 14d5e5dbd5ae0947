import { describe, expect, it } from 'vitest';
import { messageText, type Translate } from './message-text';

const dictionary: Record<string, string> = {
  'errors.UNEXPECTED_ERROR': 'Unexpected error',
  'errors.raw': '{{text}}',
  'errors.INVALID_USER': 'Invalid user or password.',
  'launch.count': '{{count}} left',
  'empty.key': '',
};
const t: Translate = (key, options) =>
  (dictionary[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));

describe('messageText', () => {
  it('translates a catalogue key', () => {
    expect(messageText({ type: 'error', message: { key: 'errors.INVALID_USER' } }, t)).toBe(
      'Invalid user or password.',
    );
  });
  it('shows the raw upstream text through errors.raw', () => {
    expect(messageText({ type: 'error', message: { key: 'errors.raw', text: 'disk full' } }, t)).toBe(
      'disk full',
    );
  });
  it('passes params to the translation', () => {
    expect(messageText({ type: 'info', message: { key: 'launch.count', params: { count: 3 } } }, t)).toBe(
      '3 left',
    );
  });
  it('shows the unexpected error text for an empty error message', () => {
    expect(messageText({ type: 'error', message: { key: 'errors.raw', text: '  ' } }, t)).toBe(
      'Unexpected error',
    );
    expect(messageText({ type: 'error', message: { key: 'empty.key' } }, t)).toBe('Unexpected error');
  });
});
