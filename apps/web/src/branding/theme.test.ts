import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

describe('themeFor', () => {
  it('gives the same theme object for the same branding every time (the kit mounts anew on each Joy screen)', () => {
    const first = themeFor(DEFAULT_BRANDING);
    expect(themeFor(DEFAULT_BRANDING)).toBe(first);
  });

  it('builds its own theme for another branding (a customer’s colours)', () => {
    const other = { ...DEFAULT_BRANDING, appColor: '#7a1f5c' };
    expect(themeFor(other)).not.toBe(themeFor(DEFAULT_BRANDING));
    expect(themeFor(other).colorSchemes.light.palette.primary.solidBg).toBe('#7a1f5c');
  });
});
