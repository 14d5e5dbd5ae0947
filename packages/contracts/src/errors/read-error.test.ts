import { describe, expect, it } from 'vitest';
import { readErrorText, readUpstreamError, SHOWN_ERROR_TEXT_MAX_CHARS } from './read-error';

describe('readErrorText', () => {
  it('reads `error`', () => {
    expect(readErrorText({ error: 'INVALID_USER' })).toBe('INVALID_USER');
  });

  it('prefers `error` over the `errors` list', () => {
    expect(readErrorText({ error: 'INVALID_USER', errors: ['USER_NOT_FOUND'] })).toBe('INVALID_USER');
  });

  it('falls back to the first item of `errors`', () => {
    expect(readErrorText({ errors: ['USER_NOT_FOUND', 'INVALID_USER'] })).toBe('USER_NOT_FOUND');
  });

  it('falls back to `errors` when `error` is blank or not a string', () => {
    expect(readErrorText({ error: '', errors: ['USER_NOT_FOUND'] })).toBe('USER_NOT_FOUND');
    expect(readErrorText({ error: '   ', errors: ['USER_NOT_FOUND'] })).toBe('USER_NOT_FOUND');
    expect(readErrorText({ error: { code: 'X' }, errors: ['USER_NOT_FOUND'] })).toBe('USER_NOT_FOUND');
    expect(readErrorText({ error: null, errors: ['USER_NOT_FOUND'] })).toBe('USER_NOT_FOUND');
  });

  it('keeps the part after the colon of prefix:CODE', () => {
    expect(readErrorText({ error: 'auth:INVALID_USER' })).toBe('INVALID_USER');
    expect(readErrorText({ error: 'Error: INVALID_USER ' })).toBe('INVALID_USER');
    expect(readErrorText({ errors: ['client:CLIENT_NOT_FOUND'] })).toBe('CLIENT_NOT_FOUND');
  });

  it('takes the trailing code when the prefix holds colons too', () => {
    expect(readErrorText({ error: 'api:auth:INVALID_USER' })).toBe('INVALID_USER');
    expect(readErrorText({ error: 'a: b: c:NO_LICENSE' })).toBe('NO_LICENSE');
  });

  it('keeps the whole text when no code follows the colon', () => {
    expect(readErrorText({ error: 'upstream: could not connect: timed out' })).toBe(
      'upstream: could not connect: timed out',
    );
    expect(readErrorText({ error: 'Erro ao conectar: servidor indisponível' })).toBe(
      'Erro ao conectar: servidor indisponível',
    );
    expect(readUpstreamError({ error: 'Erro: servidor indisponível' })).toEqual({
      known: false,
      text: 'Erro: servidor indisponível',
    });
  });

  it('keeps the whole text when nothing follows the colon', () => {
    expect(readErrorText({ error: 'INVALID_USER:' })).toBe('INVALID_USER:');
    expect(readErrorText({ error: 'prefix:   ' })).toBe('prefix:');
  });

  it('trims the text', () => {
    expect(readErrorText({ error: '  Something odd  ' })).toBe('Something odd');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a string body', 'INVALID_USER'],
    ['a number', 401],
    ['an array', ['INVALID_USER']],
    ['an empty object', {}],
    ['a blank error', { error: '' }],
    ['a whitespace error', { error: ' \n\t ' }],
    ['a numeric error', { error: 42 }],
    ['an empty errors list', { errors: [] }],
    ['errors that is not a list', { errors: 'INVALID_USER' }],
    ['a non-string first item', { errors: [{ code: 'INVALID_USER' }, 'USER_NOT_FOUND'] }],
    ['a blank first item', { errors: ['  ', 'USER_NOT_FOUND'] }],
    ['a null first item', { errors: [null] }],
  ])('returns undefined for %s', (_name, body) => {
    expect(readErrorText(body)).toBeUndefined();
  });
});

describe('readUpstreamError', () => {
  it('classifies a catalogue code as known', () => {
    expect(readUpstreamError({ error: 'NO_LICENSE_CLIENT' })).toEqual({
      known: true,
      code: 'NO_LICENSE_CLIENT',
    });
    expect(readUpstreamError({ error: 'x:y:NO_LICENSE_CLIENT' })).toEqual({
      known: true,
      code: 'NO_LICENSE_CLIENT',
    });
  });

  it('passes an unknown code through as raw text', () => {
    expect(readUpstreamError({ error: 'SOMETHING_NEW' })).toEqual({ known: false, text: 'SOMETHING_NEW' });
    expect(readUpstreamError({ error: 'svc:SOMETHING_NEW' })).toEqual({
      known: false,
      text: 'SOMETHING_NEW',
    });
  });

  it('passes free text through as raw text', () => {
    expect(readUpstreamError({ error: 'O servidor está ocupado' })).toEqual({
      known: false,
      text: 'O servidor está ocupado',
    });
  });

  it('cuts a text too long to show, at a whole character, with an ellipsis', () => {
    const long = readUpstreamError({ error: `<b>${'x'.repeat(100_000)}</b>` });
    expect(long).toEqual({ known: false, text: `<b>${'x'.repeat(SHOWN_ERROR_TEXT_MAX_CHARS - 4)}…` });
    // Emoji are two UTF-16 units each: none is cut in half.
    const emoji = readUpstreamError({ error: '😀'.repeat(SHOWN_ERROR_TEXT_MAX_CHARS + 1) });
    expect(emoji).toEqual({ known: false, text: `${'😀'.repeat(SHOWN_ERROR_TEXT_MAX_CHARS - 1)}…` });
    const fits = '😀'.repeat(SHOWN_ERROR_TEXT_MAX_CHARS);
    expect(readUpstreamError({ error: fits })).toEqual({ known: false, text: fits });
  });

  it('does not treat lower-case or inherited names as codes', () => {
    expect(readUpstreamError({ error: 'invalid_user' })).toEqual({ known: false, text: 'invalid_user' });
    expect(readUpstreamError({ error: 'constructor' })).toEqual({ known: false, text: 'constructor' });
  });

  it('returns undefined when the body holds no error', () => {
    expect(readUpstreamError(null)).toBeUndefined();
    expect(readUpstreamError({ errors: [] })).toBeUndefined();
    expect(readUpstreamError({ error: '   ' })).toBeUndefined();
  });
});
