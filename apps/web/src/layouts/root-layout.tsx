import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { Alerts } from '../messages/alerts';
import { isRouteHandle } from '../routes/route-table';

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

export function RootLayout() {
  usePageTitle();
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
