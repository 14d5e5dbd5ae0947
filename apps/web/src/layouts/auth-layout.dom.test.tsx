import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandingContext } from '../branding/branding-context';
import { AuthColumn, AuthLayout } from './auth-layout';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US', resolvedLanguage: 'en-US' } }),
}));

function renderLayout(screenContent = <AuthColumn card>content</AuthColumn>) {
  const router = createMemoryRouter(
    [{ path: '/', element: <AuthLayout />, children: [{ index: true, element: screenContent }] }],
    { initialEntries: ['/'] },
  );
  const branding = { ...DEFAULT_BRANDING, termsUrl: 'https://acme.example/terms', privacyUrl: '/privacy' };
  return render(
    <BrandingContext.Provider value={branding}>
      <RouterProvider router={router} />
    </BrandingContext.Provider>,
  );
}

afterEach(cleanup);

describe('AuthLayout', () => {
  it('puts every logo, link and control inside a landmark, the phone bar and footer logo included', () => {
    const { container } = renderLayout();
    const layout = container.querySelector('.auth-layout');
    expect(layout).not.toBeNull();
    // The skip link is the one child outside: it leads to the main landmark.
    const outside = Array.from(layout?.children ?? []).filter(
      (el) => !['HEADER', 'MAIN', 'FOOTER'].includes(el.tagName) && !el.matches('.skip-link'),
    );
    expect(outside).toEqual([]);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('img, svg')).not.toBeNull();
    expect(within(footer).getByRole('navigation', { name: 'layout.legal' })).toBeTruthy();
  });

  it('marks the external legal link as opening a new tab, and only that one', () => {
    renderLayout();
    const terms = screen.getByRole('link', { name: /layout\.terms/ });
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.textContent).toContain('common.opensInNewTab');
    const privacy = screen.getByRole('link', { name: /layout\.privacy/ });
    expect(privacy.getAttribute('target')).toBeNull();
  });

  it('sets a stand-alone screen on the card, and a column beside a side panel without one', () => {
    const { container, unmount } = renderLayout();
    expect(container.querySelector('.auth-column.auth-card')).not.toBeNull();
    unmount();
    const plain = renderLayout(<AuthColumn>content</AuthColumn>);
    expect(plain.container.querySelector('.auth-column')?.className).toBe('auth-column');
  });
});
