import { describe, expect, it } from 'vitest';
import { legalLinks } from './legal-links';

describe('legalLinks', () => {
  it('offers both links when the branding sets both', () => {
    expect(legalLinks({ termsUrl: 'https://acme.example/terms', privacyUrl: '/privacy' })).toEqual([
      { href: 'https://acme.example/terms', labelKey: 'layout.terms' },
      { href: '/privacy', labelKey: 'layout.privacy' },
    ]);
  });

  it('leaves out a link whose address is empty or blank', () => {
    expect(legalLinks({ termsUrl: '', privacyUrl: ' https://acme.example/privacy ' })).toEqual([
      { href: 'https://acme.example/privacy', labelKey: 'layout.privacy' },
    ]);
    expect(legalLinks({ termsUrl: '  ', privacyUrl: '' })).toEqual([]);
  });
});
