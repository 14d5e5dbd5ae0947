import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { bannerBackground } from './banner';

describe('bannerBackground', () => {
  it('puts the configured image over the configured colour', () => {
    expect(bannerBackground({ ...DEFAULT_BRANDING, imageUrl: '/img/banner.jpg' })).toBe(
      'url("/img/banner.jpg") center / cover no-repeat, #357FFA',
    );
  });
  it('escapes quotes so an address cannot end the CSS value', () => {
    expect(bannerBackground({ ...DEFAULT_BRANDING, imageUrl: 'a") ; x:("' })).not.toContain('a")');
  });
  it('draws a different default banner for each option', () => {
    const banners = [1, 2, 3].map((option) =>
      bannerBackground({ ...DEFAULT_BRANDING, defaultBannerOption: option }),
    );
    expect(new Set(banners).size).toBe(3);
    for (const banner of banners) expect(banner).toContain(DEFAULT_BRANDING.appColor);
  });
});
