import './app-shell.css';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { LogoutIcon } from '../components/icons';
import { LanguageMenu } from '../components/language-menu';
import { Logo } from '../components/logo';
import { Spinner } from '../components/spinner';
import { useLogout } from '../session/use-logout';
import { AppProviders } from './app-providers';
import { InsideMainContext, mainLandmarkProps } from './main-landmark';
import { NewPageFocus } from './new-page-focus';
import { Notifications } from './notifications';
import { PageLoading } from './page-loading';
import { SkipLink } from './skip-link';

/**
 * Authenticated pages: a top bar with logo, language, notifications and logout (spec section 2),
 * after a skip link. Plain CSS (app-shell.css): the first screen after sign-in loads no component
 * kit (docs/decisions/031-signed-in-first-screen-without-joy.md).
 */
export function AppShell() {
  return (
    <AppProviders>
      <AppShellLayout />
    </AppProviders>
  );
}

function AppShellLayout() {
  const { t } = useTranslation();
  const branding = useBranding();
  const { logout, loggingOut } = useLogout();
  const logoutLabel = t(loggingOut ? 'logout.title' : 'layout.logout');
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="app-top-bar">
        <RouterLink
          to="/home/environments"
          className="app-home-link"
          aria-label={t('layout.appHomeLink', { title: branding.title })}
        >
          <Logo decorative height={30} />
        </RouterLink>
        <div className="app-top-bar-actions">
          {/* On small screens only the globe shows: the bar has no room for the language name. */}
          <LanguageMenu tone="inverse" compactOnMobile />
          <Notifications />
          {/* Busy while it signs out, but never disabled: focus stays on it (spinner.tsx). Its
              words say so, as the forms' submit buttons do. */}
          <button
            type="button"
            className="btn btn-plain on-dark logout-button"
            aria-label={logoutLabel}
            aria-disabled={loggingOut || undefined}
            onClick={() => {
              if (!loggingOut) void logout();
            }}
          >
            {loggingOut ? <Spinner /> : <LogoutIcon />}
            {/* Icon-only on phones, where "Cerrar sesión" would not fit beside the other buttons;
                the text stays the button's name (aria-label, the same words as shown). */}
            <span className="logout-label">{logoutLabel}</span>
          </button>
          {/* Not every screen reader reads out the new name of the button that has the focus;
              every one reads this region. */}
          <span role="status" className="visually-hidden">
            {loggingOut ? logoutLabel : ''}
          </span>
        </div>
      </header>
      <main {...mainLandmarkProps} className={`${mainLandmarkProps.className} app-main`}>
        <NewPageFocus />
        <InsideMainContext.Provider value={true}>
          {/* A page whose code is still on the way waits under the top bar, not on a blank page. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </InsideMainContext.Provider>
      </main>
    </div>
  );
}
