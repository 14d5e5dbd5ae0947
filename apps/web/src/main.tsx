import { LIMITS } from '@portal/contracts/limits';
import { FIRST_PAINT_CLASS } from '@portal/contracts/portal';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BrandingContext } from './branding/branding-context';
import { applyBrandingToDocument, loadBranding } from './branding/load-branding';
import { initI18n, loadErrorMessages } from './i18n/i18n';
import { AppRoutes } from './router';
import { checksSession, matchSpecRoute } from './routes/route-table';
import { preloadRoute } from './routes/screens';
import { isKnownSignedOut, sessionAnswered, startSessionCheck } from './session/session';
import './styles/base.css';
import './styles/first-paint.css';

const noop = (): void => undefined;

/**
 * How long the first paint waits for the first page's code (and its session check's answer) before
 * it draws the page's skeleton.
 */
const FIRST_SCREEN_WAIT_MS = 1_000;

/** `work`, or nothing once `ms` have passed; the timer goes with whichever comes first. */
function waitAtMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: number | undefined;
  const late = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, ms);
  });
  return Promise.race([work, late]).finally(() => window.clearTimeout(timer));
}

async function start(): Promise<void> {
  // The first page's code and its session check start now, alongside the branding and the texts,
  // instead of after them (no waterfall before the first screen).
  const first = matchSpecRoute(window.location.pathname);
  const firstScreen = preloadRoute(window.location.pathname);
  if (first && checksSession(first)) startSessionCheck();
  // A signed-out visit of a signed-in page goes on to the sign-in page (RequireSession): once the
  // check says so, that page's code comes too, so it is what the first paint draws.
  const answered = sessionAnswered().then(() =>
    first?.access === 'token' && isKnownSignedOut() ? preloadRoute('/') : undefined,
  );
  // All before the first paint: no flash of untranslated keys or of the wrong colours, and the
  // first page's code is there, so it renders without a Suspense fallback (routes/screens.ts), and
  // a signed-out visitor's sign-in page draws at once, not after a moment of "Loading" (the
  // session check's answer is in). On a slow network the skeleton shows after a second instead.
  // A page the gateway drew from its HTML (docs/decisions/028-first-paint.md) keeps that paint
  // until its own code is there: the skeleton would replace the bar and band, which then come back.
  const painted = document.querySelector(`#root > .${FIRST_PAINT_CLASS}`) !== null;
  const firstPage = Promise.all([firstScreen, answered]).then(noop);
  const [branding] = await Promise.all([
    loadBranding((path, init) => fetch(path, init), window.location.host),
    initI18n(),
    painted ? firstPage : waitAtMost(firstPage, FIRST_SCREEN_WAIT_MS),
  ]);
  applyBrandingToDocument(branding, document);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // As a transition, React renders the first page in slices of a few milliseconds and lets the
  // browser breathe between them, where a plain render is one long task (half a second on a
  // phone's CPU for a signed-in page, blocking any tap). The page still paints once, whole.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <BrandingContext.Provider value={branding}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </BrandingContext.Provider>
      </StrictMode>,
    );
  });
  // Not needed for the sign-in page's first paint (the app shell waits for them, routes/screens.ts);
  // there before anyone can submit a form.
  void loadErrorMessages();
  // The deployed-version watch first asks one poll period after the first paint, so its code is
  // no part of the page's download (the login route's budget) and comes only then.
  window.setTimeout(() => {
    import('./features/app-update/start').then((m) => m.startUpdateWatch(branding)).catch(() => undefined);
  }, LIMITS.versionPollMs);
}

/**
 * Nothing may leave a blank page: if the app cannot start (its code or texts could not be
 * downloaded), say so in the three languages, as the page's <noscript> does, with a way to retry.
 */
function showStartFailure(error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  const message = document.createElement('p');
  message.className = 'start-failure';
  message.textContent =
    'The portal could not start. Reload the page. / O portal não pôde iniciar. Recarregue a página. / El portal no pudo iniciarse. Recargue la página.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary';
  reload.textContent = '↻';
  reload.setAttribute('aria-label', 'Reload / Recarregar / Recargar');
  reload.addEventListener('click', () => window.location.reload());
  const main = document.createElement('main');
  main.className = 'route-error';
  main.append(message, reload);
  root.replaceChildren(main);
}

start().catch(showStartFailure);
