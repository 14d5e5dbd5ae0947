import { describe, expect, it } from 'vitest';
import { isExternalUrl, safeHttpUrl } from './external-link';

describe('isExternalUrl', () => {
  const origin = 'https://portal.example';
  it('treats relative and same-origin addresses as internal', () => {
    expect(isExternalUrl('/terms', origin)).toBe(false);
    expect(isExternalUrl('https://portal.example/privacy', origin)).toBe(false);
  });
  it('treats other origins as external', () => {
    expect(isExternalUrl('https://legal.acme.example/terms', origin)).toBe(true);
    expect(isExternalUrl('http://portal.example/terms', origin)).toBe(true);
  });
});

describe('safeHttpUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeHttpUrl('https://mail.acme.example')).toBe('https://mail.acme.example/');
    expect(safeHttpUrl('http://10.0.0.12:8080/x?y=1')).toBe('http://10.0.0.12:8080/x?y=1');
  });
  it('rejects scripts, other schemes and non-addresses', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,hi')).toBeUndefined();
    expect(safeHttpUrl('mail.acme.example')).toBeUndefined();
  });
});
