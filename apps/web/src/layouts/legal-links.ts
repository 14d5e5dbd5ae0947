import type { BrandingConfig } from '@portal/contracts/branding';

export interface LegalLinkSpec {
  href: string;
  /** i18n key of the link text. */
  labelKey: 'layout.terms' | 'layout.privacy';
}

/**
 * The footer's legal links (spec section 2): only those the branding sets. A missing or empty
 * address renders no link, so the footer never offers a page that does not exist.
 */
export function legalLinks(branding: Pick<BrandingConfig, 'termsUrl' | 'privacyUrl'>): LegalLinkSpec[] {
  const candidates: LegalLinkSpec[] = [
    { href: branding.termsUrl, labelKey: 'layout.terms' },
    { href: branding.privacyUrl, labelKey: 'layout.privacy' },
  ];
  return candidates.map((link) => ({ ...link, href: link.href.trim() })).filter((link) => link.href !== '');
}
