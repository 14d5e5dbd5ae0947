import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; portal_csrf=abc%3D%3D; b=2', 'portal_csrf')).toBe('abc==');
  });
  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('xportal_csrf=nope', 'portal_csrf')).toBeUndefined();
  });
  it('is undefined for an empty cookie string', () => {
    expect(readCookie('', 'portal_csrf')).toBeUndefined();
  });
  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('portal_csrf=%E0%A4%A', 'portal_csrf')).toBe('%E0%A4%A');
  });
});
