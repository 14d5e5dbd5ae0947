import { createContext, useContext } from 'react';

/**
 * Starts downloading what a path renders (its layout and its screen). Only the app shell knows the
 * screens (routes/screens.ts), so it provides the function (router.tsx); features and shared code
 * ask for it here and never import the shell. Outside a provider (a page rendered alone) it does nothing.
 */
export const RoutePreloadContext = createContext<(pathname: string) => void>(() => undefined);

export const useRoutePreload = (): ((pathname: string) => void) => useContext(RoutePreloadContext);
