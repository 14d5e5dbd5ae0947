import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { Alerts } from '../messages/alerts';
import { isRouteHandle } from '../routes/route-table';
import { focusMain, isNewPage } from './main-landmark';

/** Page title: the route's purpose, then the customer's title. */
function usePageTitle() {
  const { t } = useTranslation();
  const branding = useBranding();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const titleKey = isRouteHandle(handle) ? handle.titleKey : undefined;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${branding.title}` : branding.title;
  }, [titleKey, t, branding.title]);
}

/**
 * After a client-side navigation, focus moves to the new page's <main>, so a screen reader starts
 * reading the new page instead of staying on a link that no longer exists. The first load keeps
 * the browser's own focus handling.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const moved = isNewPage(previous.current, pathname);
    previous.current = pathname;
    if (moved) focusMain();
  }, [pathname]);
}

export function RootLayout() {
  usePageTitle();
  useFocusMainOnNavigation();
  return (
    <>
      <Outlet />
      <Alerts />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code and loader resolve. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
