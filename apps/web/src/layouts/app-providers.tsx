import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useBranding } from '../branding/branding-context';
import { themeFor } from '../branding/theme';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { logoutOnUnauthorized } from '../session/logout-on-unauthorized';
import { trpcClient } from '../trpc/client';
import { adoptFirstData, queryClient, trpc } from '../trpc/react';

/**
 * What the signed-in screens build on: the Joy component kit with the customer's colours, and
 * tRPC through React Query. It downloads with the app shell, after sign-in, never with the login
 * page (docs/decisions/008-light-login-route.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const theme = useMemo(() => themeFor(branding), [branding]);
  // Before any page's query mounts, so the environments page waits on the sign-in's call.
  useState(adoptFirstData);
  const { execute } = useExecuteOutcome();
  useEffect(() => logoutOnUnauthorized(queryClient, (outcome) => void execute(outcome)), [execute]);
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="portal-joy-mode">
      <CssBaseline />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </CssVarsProvider>
  );
}
