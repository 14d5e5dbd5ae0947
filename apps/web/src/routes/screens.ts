import i18n from 'i18next';
import type { ComponentType } from 'react';
import { type LazyScreen, lazyScreen } from '../components/lazy-code';
import { LoginPage } from '../features/auth/login-page';
import { loadFeatureStrings } from '../i18n/feature-strings';
import { loadErrorMessages, loadSignedInTexts } from '../i18n/i18n';
import { matchSpecRoute, type Screen } from './route-table';

type Module = { default: ComponentType };

/**
 * A screen of a feature folder: its code and its feature's strings (`features/<feature>/locales`)
 * download together, and it renders once both are there.
 */
export const featureScreen = (
  features: string | readonly string[],
  load: () => Promise<Module>,
): LazyScreen =>
  lazyScreen(() =>
    Promise.all([
      load(),
      ...(typeof features === 'string' ? [features] : features).map((f) => loadFeatureStrings(i18n, f)),
    ]).then(([module]) => module),
  );

/**
 * Screens of one feature that share a chunk: each registered screen costs the entry (and so the
 * login route) a few hundred bytes of import map, one chunk for several screens costs it once.
 * The signed-in screens built with Joy come inside its kit (layouts/joy-kit.tsx, withJoyKit).
 */
const groupedScreens =
  <M>(features: string | readonly string[], load: () => Promise<M>) =>
  (pick: (m: M) => ComponentType): LazyScreen =>
    featureScreen(features, () => load().then((m) => ({ default: pick(m) })));

const homeScreen = groupedScreens('home', () => import('../features/home/home-screens'));
const pluginScreen = groupedScreens('plugin', () => import('../features/plugin/plugin-screens'));
const instanceScreen = groupedScreens('instance', () => import('../features/instance/pages'));
const sessionScreen = groupedScreens('sessions', () => import('../features/sessions/session-screens'));

// One dynamic import per screen and per layout: each is its own chunk, loaded when first needed;
// but the sign-in page and its layout (router.tsx), the first page of nearly every visit, are in
// the entry: as chunks of their own they cost it a dozen small files and their import lines
// (docs/decisions/033-sign-in-page-in-the-entry.md). Its texts still come with it.
export const SCREENS: Record<Screen, LazyScreen> = {
  login: featureScreen('auth', () => Promise.resolve({ default: LoginPage })),
  logout: lazyScreen(() => import('./logout-page').then((m) => ({ default: m.LogoutPage }))),
  'not-found': lazyScreen(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage }))),
  environments: featureScreen('environments', () =>
    import('../features/environments/environments-page').then((m) => ({ default: m.EnvironmentsPage })),
  ),
  'web-apps': homeScreen((m) => m.WebAppsPage),
  'home-loading': homeScreen((m) => m.HomeLoadingPage),
  'update-plugin': homeScreen((m) => m.UpdatePluginPage),
  'loading-plugin': pluginScreen((m) => m.LoadingPluginPage),
  launching: pluginScreen((m) => m.LaunchingPage),
  'first-access': pluginScreen((m) => m.FirstAccessPage),
  'download-plugin': pluginScreen((m) => m.DownloadPluginPage),
  'virtualizer-choice': pluginScreen((m) => m.VirtualizerChoicePage),
  'required-mfa': featureScreen('mfa', () =>
    import('../features/mfa/required-mfa-page').then((m) => ({ default: m.RequiredMfaPage })),
  ),
  'configuration-mfa': featureScreen('mfa', () =>
    import('../features/mfa/configuration-mfa-page').then((m) => ({ default: m.ConfigurationMfaPage })),
  ),
  'device-validation': featureScreen('device', () =>
    import('../features/device/device-validation-page').then((m) => ({ default: m.DeviceValidationPage })),
  ),
  validating: featureScreen('device', () =>
    import('../features/device/validating-page').then((m) => ({ default: m.ValidatingPage })),
  ),
  'duo-callback': featureScreen('duo', () =>
    import('../features/duo/duo-callback-page').then((m) => ({ default: m.DuoCallbackPage })),
  ),
  sso: featureScreen('sso', () => import('../features/sso/sso-page').then((m) => ({ default: m.SsoPage }))),
  'sso-return': featureScreen('sso', () =>
    import('../features/sso/sso-return-page').then((m) => ({ default: m.SsoReturnPage })),
  ),
  'sso-logout': featureScreen('sso', () =>
    import('../features/sso/sso-logout-page').then((m) => ({ default: m.SsoLogoutPage })),
  ),
  'password-expired': featureScreen('password', () =>
    import('../features/password/password-expired-page').then((m) => ({ default: m.PasswordExpiredPage })),
  ),
  'forgot-password': featureScreen('password', () =>
    import('../features/password/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  'change-password': featureScreen('password', () =>
    import('../features/password/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
  ),
  register: featureScreen('password', () =>
    import('../features/password/register-page').then((m) => ({ default: m.RegisterPage })),
  ),
  'access-restricted': featureScreen('sessions', () =>
    import('../features/sessions/access-restricted-page').then((m) => ({ default: m.AccessRestrictedPage })),
  ),
  'pending-connection': sessionScreen((m) => m.PendingConnectionPage),
  reconnect: sessionScreen((m) => m.ReconnectPage),
  messages: instanceScreen((m) => m.MessagesPage),
  'time-instance': instanceScreen((m) => m.TimeInstancePage),
};

// Signed-in screens show error messages inline (not only in alerts), and the launch chain's texts:
// the shell waits for both.
export const APP_SHELL = lazyScreen(() =>
  Promise.all([import('../layouts/app-shell'), loadErrorMessages(), loadSignedInTexts()]).then(([m]) => ({
    default: m.AppShell,
  })),
);

/**
 * Starts downloading everything a path renders (the app shell and its screen), so a route guard's
 * session check and the code arrive together instead of one after the other, and the login page
 * can fetch the signed-in home while the user types.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const route = matchSpecRoute(pathname);
  if (!route) return Promise.resolve();
  const parts: LazyScreen[] = [];
  if (route.shell === 'app') parts.push(APP_SHELL);
  parts.push(SCREENS[route.screen]);
  // Preloading is a hint: a failure shows up (with its message) when the route renders.
  return Promise.all(parts.map((part) => part.preload())).then(
    () => undefined,
    () => undefined,
  );
}
