import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { LIMITS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { isExternalUrl } from '../components/external-link';
import { LanguageMenu } from '../components/language-menu';
import { Logo } from '../components/logo';
import { MOBILE, visuallyHidden } from '../components/styles';
import { legalLinks } from './legal-links';
import { mainLandmarkProps, mainLandmarkSx } from './main-landmark';
import { SkipLink } from './skip-link';

function LegalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  const external = isExternalUrl(href, window.location.origin);
  return (
    <Link
      href={href}
      level="body-sm"
      underline="always"
      sx={{ color: '#fff', '&:focus-visible': { outlineColor: '#fff' } }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? (
        <Box component="span" sx={visuallyHidden}>
          {` ${t('common.opensInNewTab')}`}
        </Box>
      ) : null}
    </Link>
  );
}

/**
 * Authentication layout (spec section 2): a 56 px top bar with a 250 px logo area linking to / and
 * the language menu; a footer with a logo and the legal links the branding sets. Below 959 px the
 * top bar hides, a logo and the language menu head the content, and the footer links go below the
 * footer logo. A skip link comes first.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const branding = useBranding();
  const legal = legalLinks(branding);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          height: LIMITS.authTopBarHeightPx,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'stretch',
          justifyContent: 'space-between',
          bgcolor: 'background.surface',
          borderBottom: '1px solid',
          borderColor: 'divider',
          [MOBILE]: { display: 'none' },
        }}
      >
        <Link
          component={RouterLink}
          to="/"
          aria-label={t('layout.homeLink', { title: branding.title })}
          sx={{
            width: LIMITS.authLogoAreaWidthPx,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            bgcolor: branding.logoBackgroundColor,
            borderRadius: 0,
            '&:focus-visible': { outlineOffset: '-4px', outlineColor: '#fff' },
          }}
        >
          <Logo decorative />
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', pr: 2 }}>
          <LanguageMenu />
        </Box>
      </Box>

      <Box
        sx={{
          display: 'none',
          [MOBILE]: {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
            bgcolor: branding.logoBackgroundColor,
          },
        }}
      >
        <Link
          component={RouterLink}
          to="/"
          aria-label={t('layout.homeLink', { title: branding.title })}
          sx={{ '&:focus-visible': { outlineColor: '#fff' } }}
        >
          <Logo decorative height={28} />
        </Link>
        <LanguageMenu tone="inverse" />
      </Box>

      <Box
        component="main"
        {...mainLandmarkProps}
        sx={{ flex: 1, display: 'flex', minHeight: 0, ...mainLandmarkSx }}
      >
        <Outlet />
      </Box>

      <Box
        component="footer"
        sx={{
          bgcolor: branding.logoBackgroundColor,
          color: '#fff',
          px: 3,
          py: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          [MOBILE]: { flexDirection: 'column', alignItems: 'center' },
        }}
      >
        <Logo height={24} />
        {legal.length > 0 ? (
          <Stack
            component="nav"
            aria-label={t('layout.legal')}
            direction="row"
            spacing={3}
            useFlexGap
            flexWrap="wrap"
          >
            {legal.map((link) => (
              <LegalLink key={link.labelKey} href={link.href}>
                {t(link.labelKey)}
              </LegalLink>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}

/** The 400 px content column of the authentication layout. */
export function AuthColumn({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: LIMITS.authFormColumnWidthPx,
        mx: 'auto',
        px: { xs: 2, sm: 0 },
        py: 5,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      {children}
    </Box>
  );
}
