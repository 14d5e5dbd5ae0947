import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandingContext } from '../branding/branding-context';
import { resourceMark } from '../branding/resource-mark';
import { ResourceMark } from './resource-mark';

afterEach(cleanup);

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('[fill]')].map((node) => node.getAttribute('fill'));

describe('ResourceMark', () => {
  it('is decorative: hidden from assistive technology, not focusable', () => {
    const { container } = render(<ResourceMark name="ERP Desktop" kind="desktop" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.textContent).toBe('ED');
  });

  it("draws in the customer's colours", () => {
    const branding = { ...DEFAULT_BRANDING, appColor: '#7a1fa2', secondaryColor: '#0f7b3f' };
    const { container } = render(
      <BrandingContext.Provider value={branding}>
        <ResourceMark name="Wiki" kind="web" />
      </BrandingContext.Provider>,
    );
    const expected = resourceMark('Wiki', 'web', { appColor: '#7a1fa2', secondaryColor: '#0f7b3f' });
    expect(fills(container)).toContain(expected.background);
    expect(fills(container)).toContain(expected.foreground);
  });

  it("shows the icon the customer's branding names for it, and the generated mark if it fails to load", () => {
    const branding = { ...DEFAULT_BRANDING, resourceIcons: { 'ERP Desktop': '/clients/acme/erp.svg' } };
    const { container } = render(
      <BrandingContext.Provider value={branding}>
        <ResourceMark name="ERP Desktop" kind="desktop" />
        <ResourceMark name="Lab Desktop" kind="desktop" />
      </BrandingContext.Provider>,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/clients/acme/erp.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('aria-hidden')).toBe('true');
    // The environment the branding does not list keeps its generated mark.
    expect(container.querySelectorAll('svg[data-mark]')).toHaveLength(1);
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('svg[data-mark]')).toHaveLength(2);
  });
});
