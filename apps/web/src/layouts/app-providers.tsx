import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { logoutOnUnauthorized } from '../session/logout-on-unauthorized';
import { trpcClient } from '../trpc/client';
import { adoptFirstData, queryClient, trpc } from '../trpc/react';

/**
 * What the signed-in screens build on: tRPC through React Query. It downloads with the app shell,
 * after sign-in, never with the login page (docs/decisions/008-light-login-route.md). Joy UI is not
 * here: the screens and parts built with it bring it (layouts/joy-kit.tsx, joy-part.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Before any page's query mounts, so the environments page waits on the sign-in's call.
  useState(adoptFirstData);
  const { execute } = useExecuteOutcome();
  useEffect(() => logoutOnUnauthorized(queryClient, (outcome) => void execute(outcome)), [execute]);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
