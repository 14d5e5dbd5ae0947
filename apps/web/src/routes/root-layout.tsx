import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { PageLoading } from '../layouts/page-loading';
import { Alerts } from '../messages/alerts';
import { RouteErrorBoundary } from './route-error';
import { matchSpecRoute } from './route-table';

/** Page title: the route's purpose, then the customer's title. */
function usePageTitle(pathname: string) {
  const { t } = useTranslation();
  const branding = useBranding();
  const titleKey = matchSpecRoute(pathname)?.titleKey;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${branding.title}` : branding.title;
  }, [titleKey, t, branding.title]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Alerts />
    </>
  );
}
