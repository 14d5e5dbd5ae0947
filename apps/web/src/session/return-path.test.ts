import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  MAX_RETURN_PATH_LENGTH,
  pendingReturnPath,
  rememberReturnPath,
  safeReturnPath,
} from './return-path';

const anyPath = () => true;
// As the shell's rule (routes/route-table.ts, returnsAfterSignIn): the signed-in pages.
const returnsAfterSignIn = (pathname: string) =>
  pathname.startsWith('/apps/') || pathname.startsWith('/home/');

describe('safeReturnPath: where a sign-in may send the browser back to', () => {
  it.each([
    ['/apps/acme-web', '/apps/acme-web'],
    ['/home/environments?x', '/home/environments?x'],
    ['/apps/acme%20web?tab=2#top', '/apps/acme%20web?tab=2#top'],
  ])('accepts the portal path %s', (value, expected) => {
    expect(safeReturnPath(value, returnsAfterSignIn)).toBe(expected);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/apps'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash further on', '/apps/\\evil'],
    ['an absolute address', 'https://evil.example/apps'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,hi'],
    ['a relative path', 'apps/acme-web'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded control character', '/apps/%0d%0aSet-Cookie'],
    ['a tab inside', '/\t/evil.example'],
    ['a space', '/ /evil.example'],
    ['a broken encoding', '/apps/%E0%A4%A'],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value, anyPath)).toBeUndefined();
  });

  it('refuses an over-long value and accepts one at the limit', () => {
    const at = `/apps/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 6)}`;
    expect(safeReturnPath(at, anyPath)).toBe(at);
    expect(safeReturnPath(`${at}a`, anyPath)).toBeUndefined();
  });

  it.each(['/', '/logout', '/requiredMFA'])(
    'refuses %s when the shell says it is no signed-in page to come back to',
    (value) => {
      expect(safeReturnPath(value, returnsAfterSignIn)).toBeUndefined();
    },
  );
});

describe('the pending return path', () => {
  afterEach(() => rememberReturnPath(undefined));

  it('stays until forgotten', () => {
    rememberReturnPath('/apps/acme-web');
    expect(pendingReturnPath(returnsAfterSignIn)).toBe('/apps/acme-web');
    expect(pendingReturnPath(returnsAfterSignIn)).toBe('/apps/acme-web');
    forgetReturnPath();
    expect(pendingReturnPath(returnsAfterSignIn)).toBeUndefined();
  });

  it('keeps only a safe path', () => {
    rememberReturnPath('//evil.example');
    expect(pendingReturnPath(anyPath)).toBeUndefined();
  });

  it('is checked against the signed-in pages when taken', () => {
    rememberReturnPath('/logout');
    expect(pendingReturnPath(returnsAfterSignIn)).toBeUndefined();
  });

  it('is forgotten by an attempt without one', () => {
    rememberReturnPath('/apps/acme-web');
    rememberReturnPath(null);
    expect(pendingReturnPath(returnsAfterSignIn)).toBeUndefined();
  });
});
