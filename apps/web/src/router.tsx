import { Navigate, Route, Routes } from 'react-router';
import { RoutePreloadContext } from './flows/route-preload';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './routes/root-layout';
import { SPEC_ROUTES, type SpecRoute } from './routes/route-table';
import { APP_SHELL, preloadRoute, SCREENS } from './routes/screens';
import { RedirectSignedIn, RequireSession } from './routes/session-guards';

/**
 * React Router's declarative mode: the data router (loaders, lazy route objects) would add about
 * 17 KB gzipped to the login page's download, over its budget (docs/decisions/008-light-login-route.md).
 * Guards are components, and each screen is a lazy component of its own chunk (the sign-in page and
 * its layout excepted: they are in the entry, routes/screens.ts says why).
 */
function element(spec: SpecRoute) {
  const Screen = SCREENS[spec.screen];
  // The login page is no place for a signed-in user.
  return spec.screen === 'login' ? (
    <RedirectSignedIn>
      <Screen />
    </RedirectSignedIn>
  ) : (
    <Screen />
  );
}

function routesOf(shell: SpecRoute['shell'], access: SpecRoute['access']) {
  return SPEC_ROUTES.filter((r) => r.shell === shell && r.access === access).map((spec) =>
    spec.path === '/' ? (
      <Route key={spec.path} index element={element(spec)} />
    ) : (
      <Route key={spec.path} path={spec.path.slice(1)} element={element(spec)} />
    ),
  );
}

export function AppRoutes() {
  return (
    <RoutePreloadContext.Provider value={preloadRoute}>
      <Routes>
        <Route path="/" element={<RootLayout />}>
          <Route element={<AuthLayout />}>
            {routesOf('auth', 'public')}
            <Route element={<RequireSession />}>{routesOf('auth', 'token')}</Route>
          </Route>
          <Route element={<RequireSession />}>
            <Route element={<APP_SHELL />}>{routesOf('app', 'token')}</Route>
          </Route>
          {routesOf('none', 'public')}
          {/* Unknown paths go to the real 404 page. */}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </RoutePreloadContext.Provider>
  );
}
