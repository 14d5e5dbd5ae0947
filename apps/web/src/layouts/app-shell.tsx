import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { newsFor, unreadCount } from '../branding/news';
import { BellIcon, LogoutIcon } from '../components/icons';
import { LanguageMenu } from '../components/language-menu';
import { Logo } from '../components/logo';
import { NARROW, onDark, visuallyHidden } from '../components/styles';
import { formatDateTime } from '../i18n/format';
import { localStore } from '../session/browser-storage';
import { markNewsSeen, readSeenNews } from '../session/news-seen';
import { useLogout } from '../session/use-logout';
import { AppProviders } from './app-providers';
import { InsideMainContext, mainLandmarkProps } from './main-landmark';
import { NewPageFocus } from './new-page-focus';
import { PageLoading } from './page-loading';
import { SkipLink } from './skip-link';

// A news date is a calendar day (YYYY-MM-DD): read and shown in UTC so no zone moves it a day.
const newsDate = (date: string, language: string) =>
  formatDateTime(Date.parse(`${date}T00:00:00Z`), language, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The bell: the branding's news when it turns them on (docs/decisions/011), newest first, else "no
 * notifications". A badge counts the news this browser has not opened; opening the menu reads them.
 */
function Notifications() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const news = newsFor(useBranding(), language);
  const [seen, setSeen] = useState(() => readSeenNews(localStore()));
  const unread = unreadCount(news, seen);
  return (
    <Dropdown
      onOpenChange={(_, open) => {
        if (open && unread > 0)
          setSeen(
            markNewsSeen(
              localStore(),
              news.map((item) => item.id),
            ),
          );
      }}
    >
      <MenuButton
        slots={{ root: Button }}
        slotProps={{
          root: {
            variant: 'plain',
            color: 'neutral',
            size: 'sm',
            sx: { ...onDark, minWidth: 40, position: 'relative' },
          },
        }}
        aria-label={
          unread > 0 ? t('layout.notificationsUnread', { count: unread }) : t('layout.notifications')
        }
      >
        <BellIcon />
        {unread > 0 ? (
          // Named by the button's label; the dot only shows the number.
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 2,
              right: 2,
              minWidth: 18,
              height: 18,
              px: '5px',
              borderRadius: 9,
              display: 'grid',
              placeItems: 'center',
              fontSize: 11,
              fontWeight: 700,
              lineHeight: 1,
              bgcolor: 'danger.solidBg',
              color: 'danger.solidColor',
              // Apart from the bar's colour, whatever the branding makes it.
              boxShadow: '0 0 0 2px var(--portal-logo-bg)',
            }}
          >
            {unread > 9 ? '9+' : unread}
          </Box>
        ) : null}
      </MenuButton>
      {/* Kept inside the banner landmark rather than portalled to the end of the body. */}
      <Menu placement="bottom-end" size="sm" disablePortal sx={{ zIndex: 1400, maxWidth: 360 }}>
        {news.length === 0 ? <MenuItem disabled>{t('layout.noNotifications')}</MenuItem> : null}
        {news.map((item) => (
          <MenuItem key={item.id} sx={{ display: 'block', whiteSpace: 'normal', py: 1 }}>
            <Typography level="title-sm">{item.title}</Typography>
            {item.text ? <Typography level="body-sm">{item.text}</Typography> : null}
            {item.date ? (
              <Typography level="body-xs" textColor="text.tertiary">
                {newsDate(item.date, language)}
              </Typography>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}

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
