import type { BrandingConfig } from '@portal/contracts/branding';

/** CSS `url()` with the address quoted, so a branding value cannot break out of the declaration. */
const cssUrl = (url: string) =>
  `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

/**
 * The login side panel's background (spec section 2): the configured image over the configured
 * colour, else one of the three default banners (drawn in CSS; no image to download).
 */
export function bannerBackground(branding: BrandingConfig): string {
  const color = branding.imageLoginBackgroundColor;
  const deep = branding.backgroundColor;
  if (branding.imageUrl.trim() !== '')
    return `${cssUrl(branding.imageUrl)} center / cover no-repeat, ${color}`;
  switch (branding.defaultBannerOption) {
    case 2:
      return `radial-gradient(circle at 20% 20%, ${color} 0%, ${deep} 55%, ${branding.appColor} 100%)`;
    case 3:
      return `repeating-linear-gradient(135deg, rgba(255,255,255,0.06) 0 24px, transparent 24px 48px), linear-gradient(160deg, ${deep}, ${branding.appColor})`;
    default:
      return `linear-gradient(135deg, ${color} 0%, ${deep} 60%, ${branding.appColor} 100%)`;
  }
}
