import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

describe('themeFor', () => {
  it('builds a branding’s theme once: each Joy screen mounts the kit anew and gets the same theme', () => {
    const first = themeFor(DEFAULT_BRANDING);
    expect(themeFor(DEFAULT_BRANDING)).toBe(first);
  });

  it('builds its own theme for another branding (a customer’s colours)', () => {
    const other = { ...DEFAULT_BRANDING, appColor: '#7a1f5c' };
    expect(themeFor(other)).not.toBe(themeFor(DEFAULT_BRANDING));
    expect(themeFor(other).colorSchemes.light.palette.primary.solidBg).toBe('#7a1f5c');
  });
});
