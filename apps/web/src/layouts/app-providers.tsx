import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useBranding } from '../branding/branding-context';
import { themeFor } from '../branding/theme';
import { logoutOnUnauthorized } from '../session/logout-on-unauthorized';
import { useLogout } from '../session/use-logout';
import { trpcClient } from '../trpc/client';
import { queryClient, trpc } from '../trpc/react';

/**
 * What the signed-in screens build on: the Joy component kit with the customer's colours, and
 * tRPC through React Query. It downloads with the app shell, after sign-in, never with the login
 * page (docs/decisions/008-light-login-route.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const theme = useMemo(() => themeFor(branding), [branding]);
  const { logout } = useLogout();
  useEffect(() => logoutOnUnauthorized(queryClient, () => void logout()), [logout]);
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="portal-joy-mode">
      <CssBaseline />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </CssVarsProvider>
  );
}
