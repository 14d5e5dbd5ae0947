import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { type ComponentType, createElement, type ReactNode, useMemo } from 'react';
import { useBranding } from '../branding/branding-context';
import { themeFor } from '../branding/theme';
import { InsideJoyContext } from './inside-joy';

/** Joy's provider with the customer's colours (branding/theme.ts); loaded through joy-scope.tsx only. */
export default function JoyKit({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const theme = useMemo(() => themeFor(branding), [branding]);
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="portal-joy-mode">
      <CssBaseline />
      <InsideJoyContext.Provider value={true}>{children}</InsideJoyContext.Provider>
    </CssVarsProvider>
  );
}

/** A screen built with Joy, inside the kit; made once per screen, where its chunk exports it. */
export const withJoyKit =
  (Screen: ComponentType): ComponentType =>
  () =>
    createElement(JoyKit, null, createElement(Screen));
