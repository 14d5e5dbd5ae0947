import { matchPath } from 'react-router';

/**
 * Every route of spec section 2. `access: 'token'` routes redirect to / without a session.
 * `shell` picks the layout: 'auth' (authentication layout: logo, language, legal footer) or 'app'
 * (authenticated top bar). Routes the spec marks "no header" use the authentication layout.
 * `screen` names the page module (every route has one).
 */
export type Screen =
  | 'login'
  | 'logout'
  | 'not-found'
  | 'environments'
  | 'web-apps'
  | 'home-loading'
  | 'update-plugin'
  | 'loading-plugin'
  | 'launching'
  | 'first-access'
  | 'download-plugin'
  | 'virtualizer-choice'
  | 'required-mfa'
  | 'configuration-mfa'
  | 'device-validation'
  | 'validating'
  | 'duo-callback'
  | 'sso'
  | 'sso-return'
  | 'sso-logout'
  | 'password-expired'
  | 'forgot-password'
  | 'change-password'
  | 'register'
  | 'access-restricted'
  | 'pending-connection'
  | 'reconnect'
  | 'messages'
  | 'time-instance';

export interface SpecRoute {
  path: string;
  access: 'public' | 'token';
  shell: 'auth' | 'app' | 'none';
  titleKey: string;
  screen: Screen;
}

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { path: '/', access: 'public', shell: 'auth', titleKey: 'routes.login', screen: 'login' },
  { path: '/sso/:domain?', access: 'public', shell: 'auth', titleKey: 'routes.sso', screen: 'sso' },
  {
    path: '/login/duo-callback',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.duoCallback',
    screen: 'duo-callback',
  },
  {
    path: '/login/sso/:token?',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.ssoCallback',
    screen: 'sso-return',
  },
  {
    path: '/password/expired',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.passwordExpired',
    screen: 'password-expired',
  },
  {
    path: '/forgotPassword',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.forgotPassword',
    screen: 'forgot-password',
  },
  {
    path: '/changePassword',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.changePassword',
    screen: 'change-password',
  },
  {
    path: '/register/:userUuid/:token',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.register',
    screen: 'register',
  },
  { path: '/logout', access: 'public', shell: 'none', titleKey: 'routes.logout', screen: 'logout' },
  { path: '/ssoLogout', access: 'public', shell: 'auth', titleKey: 'routes.ssoLogout', screen: 'sso-logout' },
  {
    path: '/accessRestricted',
    access: 'public',
    shell: 'auth',
    titleKey: 'routes.accessRestricted',
    screen: 'access-restricted',
  },
  { path: '/404', access: 'public', shell: 'auth', titleKey: 'routes.notFound', screen: 'not-found' },

  {
    path: '/requiredMFA',
    access: 'token',
    shell: 'auth',
    titleKey: 'routes.requiredMFA',
    screen: 'required-mfa',
  },
  {
    path: '/configurationMFA',
    access: 'token',
    shell: 'auth',
    titleKey: 'routes.configurationMFA',
    screen: 'configuration-mfa',
  },
  {
    path: '/home/environments',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.environments',
    screen: 'environments',
  },
  {
    path: '/homeLoading',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.homeLoading',
    screen: 'home-loading',
  },
  { path: '/messages', access: 'token', shell: 'app', titleKey: 'routes.messages', screen: 'messages' },
  { path: '/reconnect', access: 'token', shell: 'app', titleKey: 'routes.reconnect', screen: 'reconnect' },
  {
    path: '/timeInstance',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.timeInstance',
    screen: 'time-instance',
  },
  {
    path: '/updatePlugin',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.updatePlugin',
    screen: 'update-plugin',
  },
  {
    path: '/pendingConnection',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.pendingConnection',
    screen: 'pending-connection',
  },
  {
    path: '/virtualizerChoice',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.virtualizerChoice',
    screen: 'virtualizer-choice',
  },
  {
    path: '/launching/:executePlugin',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.launching',
    screen: 'launching',
  },
  { path: '/apps/:id', access: 'token', shell: 'app', titleKey: 'routes.apps', screen: 'web-apps' },
  {
    path: '/downloadPlugin',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.downloadPlugin',
    screen: 'download-plugin',
  },
  {
    path: '/loadingPlugin',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.loadingPlugin',
    screen: 'loading-plugin',
  },
  {
    path: '/firstAccess',
    access: 'token',
    shell: 'app',
    titleKey: 'routes.firstAccess',
    screen: 'first-access',
  },
  {
    path: '/deviceValidation',
    access: 'token',
    shell: 'auth',
    titleKey: 'routes.deviceValidation',
    screen: 'device-validation',
  },
  {
    path: '/validating',
    access: 'token',
    shell: 'auth',
    titleKey: 'routes.validating',
    screen: 'validating',
  },
];

/**
 * The spec route a path belongs to (page title, placeholder heading, what to preload); undefined
 * for a path the portal does not have.
 */
export function matchSpecRoute(pathname: string): SpecRoute | undefined {
  return SPEC_ROUTES.find((route) => matchPath(route.path, pathname) !== null);
}

/** Whether a route's guard asks for the session before it shows: the token routes, and the login page. */
export const checksSession = (route: SpecRoute): boolean =>
  route.access === 'token' || route.screen === 'login';

/**
 * Whether a signed-out visit to this path (and query) comes back to it after sign-in: the signed-in pages of
 * the app shell (the sign-in's own steps, /requiredMFA..., are not destinations).
 */
export function returnsAfterSignIn(path: string): boolean {
  // A path with its query (`/home/environments?x`): the route is the part before it.
  const route = matchSpecRoute(path.split(/[?#]/, 1)[0] ?? path);
  return route?.access === 'token' && route.shell === 'app';
}
