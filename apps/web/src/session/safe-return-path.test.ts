import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from './safe-return-path';

describe('safeReturnPath: where a sign-in may send the browser back to', () => {
  it.each([
    ['/apps/acme-web', '/apps/acme-web'],
    ['/home/environments?x', '/home/environments?x'],
    ['/apps/acme%20web?tab=2#top', '/apps/acme%20web?tab=2#top'],
  ])('accepts the portal path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
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
    ['an encoded line break', '/apps/%0d%0aSet-Cookie'],
    ['a tab inside', '/\t/evil.example'],
    ['a space', '/ /evil.example'],
    ['a broken encoding', '/apps/%E0%A4%A'],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses an over-long value and accepts one at the limit', () => {
    const at = `/apps/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 6)}`;
    expect(safeReturnPath(at)).toBe(at);
    expect(safeReturnPath(`${at}a`)).toBeUndefined();
  });
});
