import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.8')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('counts an IPv4 address in IPv6 form (a dual-stack socket) as that IPv4 address', () => {
    for (const form of [
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '0:0:0:0:0:ffff:203.0.113.7',
      '::ffff:cb00:7107',
    ])
      expect(clientNetwork(form), form).toBe('203.0.113.7');
  });

  it('gives every spelling of one IPv6 /64 the same key', () => {
    const forms = [
      '2001:db8:abcd:12::1',
      '2001:DB8:ABCD:12::1',
      '2001:0db8:abcd:0012:0000:0000:0000:0001',
      '2001:db8:abcd:12:a1b2:c3d4:e5f6:789',
      '2001:db8:abcd:12::',
      '[2001:db8:abcd:12::99]',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:abcd:12::'),
      '2001:db8:abcd:12:ffff:ffff:203.0.113.7',
    ];
    for (const form of forms) expect(clientNetwork(form), form).toBe('2001:db8:abcd:12::/64');
  });

  it('keeps the /64s apart, wherever the difference is in the first 64 bits', () => {
    const keys = [
      '2001:db8:abcd:12::1',
      '2001:db8:abcd:13::1',
      '2001:db8:abce:12::1',
      '2001:db9:abcd:12::1',
    ].map(clientNetwork);
    expect(new Set(keys).size).toBe(4);
  });

  it('reads `::` wherever it stands, and zone ids of link-local addresses', () => {
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('fe80::2%25wlan0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64');
  });

  it('keeps what is not an address as given (lower-cased)', () => {
    expect(clientNetwork('Unknown')).toBe('unknown');
    expect(clientNetwork('2001:db8::g')).toBe('2001:db8::g');
  });
});
