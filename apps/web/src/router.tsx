import {
  createBrowserRouter,
  type LazyRouteFunction,
  type LoaderFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageLoading, RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { type RouteHandle, type Screen, SPEC_ROUTES, type SpecRoute } from './routes/route-table';
import { redirectSignedIn, requireSession } from './session/session';

type Lazy = LazyRouteFunction<RouteObject>;

// One dynamic import per screen: each route is its own chunk, loaded when first visited.
const SCREENS: Record<Screen, Lazy> = {
  login: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })),
  logout: () => import('./routes/logout-page').then((m) => ({ Component: m.LogoutPage })),
  'not-found': () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  environments: () => import('./routes/environments-page').then((m) => ({ Component: m.EnvironmentsPage })),
  'web-apps': () => import('./routes/web-apps-page').then((m) => ({ Component: m.WebAppsPage })),
  'loading-plugin': () =>
    import('./routes/loading-plugin-page').then((m) => ({ Component: m.LoadingPluginPage })),
};

// Loaders a screen needs beyond its access guard: the login page is no place for a signed-in user.
const SCREEN_LOADERS: Partial<Record<Screen, LoaderFunction>> = { login: redirectSignedIn };

const authPlaceholder: Lazy = () =>
  import('./routes/placeholder-page').then((m) => ({ Component: m.AuthPlaceholderPage }));
const appPlaceholder: Lazy = () =>
  import('./routes/placeholder-page').then((m) => ({ Component: m.AppPlaceholderPage }));

function toRoute(spec: SpecRoute): RouteObject {
  const handle: RouteHandle = { titleKey: spec.titleKey };
  const lazy = spec.screen ? SCREENS[spec.screen] : spec.shell === 'app' ? appPlaceholder : authPlaceholder;
  const loader = spec.screen ? SCREEN_LOADERS[spec.screen] : undefined;
  const withLoader = loader ? { loader } : {};
  if (spec.path === '/') return { index: true, handle, lazy, ...withLoader };
  return { path: spec.path.slice(1), handle, lazy, ...withLoader };
}

const pick = (shell: SpecRoute['shell'], access: SpecRoute['access']) =>
  SPEC_ROUTES.filter((r) => r.shell === shell && r.access === access).map(toRoute);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
        children: [...pick('auth', 'public'), { loader: requireSession, children: pick('auth', 'token') }],
      },
      {
        loader: requireSession,
        lazy: () => import('./layouts/app-shell').then((m) => ({ Component: m.AppShell })),
        children: pick('app', 'token'),
      },
      ...pick('none', 'public'),
      // Unknown paths go to the real 404 page.
      { path: '*', loader: () => redirect('/404'), Component: () => null },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
