import { describe, expect, it } from 'vitest';
import { groupSecret } from './secret-key';

describe('groupSecret', () => {
  it('groups a base32 secret by four, without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PX')).toBe('JBSW Y3DP EHPK 3PX');
    expect(groupSecret('ABCD')).toBe('ABCD');
  });
});
