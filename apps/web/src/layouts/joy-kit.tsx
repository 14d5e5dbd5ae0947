import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';
import { useBranding } from '../branding/branding-context';
import { themeFor } from '../branding/theme';

/** True under a JoyKit: a nested one (a Joy part on a Joy screen) adds nothing. */
const InsideJoyContext = createContext(false);

/**
 * Joy UI's provider with the customer's colours (branding/theme.ts), around what is built with
 * Joy: the signed-in layout holds none, so the first screen after sign-in loads no Joy
 * (docs/decisions/031-signed-in-first-screen-without-joy.md).
 */
export default function JoyKit({ children }: { children: ReactNode }) {
  return useContext(InsideJoyContext) ? children : <BrandedProvider>{children}</BrandedProvider>;
}

function BrandedProvider({ children }: { children: ReactNode }) {
  const theme = themeFor(useBranding());
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="portal-joy-mode">
      <CssBaseline />
      <InsideJoyContext.Provider value={true}>{children}</InsideJoyContext.Provider>
    </CssVarsProvider>
  );
}

/**
 * A component built with Joy, inside the kit: each screen module of a Joy feature exports its
 * screens through it (features/home/home-screens.ts), and joyPart (joy-part.tsx) its parts.
 */
export const withJoyKit =
  <P extends object>(Component: ComponentType<P>): ComponentType<P> =>
  (props: P) =>
    createElement(JoyKit, null, createElement(Component, props));
