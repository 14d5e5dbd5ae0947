import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { isExternalUrl } from '../components/external-link';
import { LanguageMenu } from '../components/language-menu';
import { Logo } from '../components/logo';
import './auth-layout.css';
import { legalLinks } from './legal-links';
import { InsideMainContext, mainLandmarkProps } from './main-landmark';
import { NewPageFocus } from './new-page-focus';
import { SkipLink } from './skip-link';

function LegalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  const external = isExternalUrl(href, window.location.origin);
  return (
    <a
      href={href}
      className="auth-legal-link"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <span className="visually-hidden">{` ${t('common.opensInNewTab')}`}</span> : null}
    </a>
  );
}

/**
 * Authentication layout (spec section 2): a 56 px top bar with a 250 px logo area linking to / and
 * the language menu; a footer with a logo and the legal links the branding sets. Below 959 px the
 * top bar hides, a logo and the language menu head the content, and the footer links go below the
 * footer logo. A skip link comes first. Plain CSS (auth-layout.css): the login route downloads no
 * component kit (docs/decisions/008-light-login-route.md).
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const branding = useBranding();
  const legal = legalLinks(branding);
  const homeLabel = t('layout.homeLink', { title: branding.title });
  return (
    <div className="auth-layout">
      <SkipLink />
      <header className="auth-top-bar">
        <RouterLink to="/" aria-label={homeLabel} className="auth-logo-area">
          <Logo decorative />
        </RouterLink>
        <div className="auth-top-bar-end">
          <LanguageMenu />
        </div>
      </header>

      {/* The phone's top bar: a banner landmark too (only one of the two shows at a time). */}
      <header className="auth-mobile-bar">
        <RouterLink to="/" aria-label={homeLabel} className="auth-mobile-logo">
          <Logo decorative height={28} />
        </RouterLink>
        <LanguageMenu tone="inverse" />
      </header>

      <main {...mainLandmarkProps} className={`${mainLandmarkProps.className} auth-main`}>
        <NewPageFocus />
        <InsideMainContext.Provider value={true}>
          <Outlet />
        </InsideMainContext.Provider>
      </main>

      <footer className="auth-footer">
        <Logo height={24} />
        {legal.length > 0 ? (
          <nav aria-label={t('layout.legal')} className="auth-legal">
            {legal.map((link) => (
              <LegalLink key={link.labelKey} href={link.href}>
                {t(link.labelKey)}
              </LegalLink>
            ))}
          </nav>
        ) : null}
      </footer>
    </div>
  );
}

/**
 * The 400 px content column of the authentication layout. `card` sets a screen that stands alone
 * on the page background (no side panel) on a white card, as every such screen does, so the
 * public screens read as one set.
 */
export function AuthColumn({ children, card = false }: { children: ReactNode; card?: boolean }) {
  return <div className={card ? 'auth-column auth-card' : 'auth-column'}>{children}</div>;
}
