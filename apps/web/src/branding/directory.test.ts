import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { isInternalDirectory } from './directory';

describe('isInternalDirectory', () => {
  it('is internal by default and for an empty or differently written value', () => {
    for (const type of [DEFAULT_BRANDING.activeDirectoryType, 'Internal', ' internal ', ''])
      expect(isInternalDirectory(type), type).toBe(true);
  });

  it("is the customer's directory for any other value", () => {
    for (const type of ['azure', 'ldap', 'ad']) expect(isInternalDirectory(type), type).toBe(false);
  });
});
