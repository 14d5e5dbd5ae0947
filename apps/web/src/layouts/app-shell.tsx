import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { LogoutIcon } from '../components/icons';
import { LanguageMenu } from '../components/language-menu';
import { Logo } from '../components/logo';
import { NARROW, onDark, visuallyHidden } from '../components/styles';
import { useLogout } from '../session/use-logout';
import { AppProviders } from './app-providers';
import { InsideMainContext, mainLandmarkProps } from './main-landmark';
import { NewPageFocus } from './new-page-focus';
import { Notifications } from './notifications';
import { PageLoading } from './page-loading';
import { SkipLink } from './skip-link';

/**
 * Authenticated pages: a top bar with logo, language, notifications and logout (spec section 2),
 * after a skip link.
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
  return (
    <Box
      sx={{
        minHeight: 'var(--portal-screen-height)',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.body',
      }}
    >
      <SkipLink />
      <Box
        component="header"
        sx={{
          height: 56,
          flexShrink: 0,
          px: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          bgcolor: 'var(--portal-logo-bg)',
          // The public top bar's divider (auth-layout.css): a white logo bar (Acme) on a near-white
          // page had no edge at all. Inset, so the bar keeps its 56 px.
          boxShadow: 'inset 0 -1px 0 var(--portal-divider)',
          position: 'sticky',
          top: 0,
          zIndex: 1100,
        }}
      >
        <Link
          component={RouterLink}
          to="/home/environments"
          aria-label={t('layout.appHomeLink', { title: branding.title })}
          sx={{ '&:focus-visible': { outlineColor: 'var(--portal-on-logo-bg)' } }}
        >
          <Logo decorative height={30} />
        </Link>
        <Stack direction="row" spacing={1} alignItems="center">
          {/* On small screens only the globe shows: the bar has no room for the language name. */}
          <LanguageMenu tone="inverse" compactOnMobile />
          <Notifications />
          <Button
            variant="plain"
            size="sm"
            startDecorator={<LogoutIcon />}
            loading={loggingOut}
            onClick={() => void logout()}
            sx={{ ...onDark, whiteSpace: 'nowrap', [NARROW]: { '--Button-gap': '0px', minWidth: 40 } }}
          >
            {/* Icon-only on phones, where "Cerrar sesión" would not fit beside the other buttons;
                the text stays as the button's name. */}
            <Box component="span" sx={{ [NARROW]: visuallyHidden }}>
              {t('layout.logout')}
            </Box>
          </Button>
        </Stack>
      </Box>
      <Box component="main" {...mainLandmarkProps} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <NewPageFocus />
        <InsideMainContext.Provider value={true}>
          {/* A page whose code is still on the way waits under the top bar, not on a blank page. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </InsideMainContext.Provider>
      </Box>
    </Box>
  );
}
