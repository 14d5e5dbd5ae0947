import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BrandingContext } from './branding/branding-context';
import { applyBrandingToDocument, loadBranding } from './branding/load-branding';
import { initI18n } from './i18n/i18n';
import { AppRoutes } from './router';
import { checksSession, matchSpecRoute } from './routes/route-table';
import { preloadRoute } from './routes/screens';
import { startSessionCheck } from './session/session';
import './styles/base.css';

async function start(): Promise<void> {
  // The first page's code and its session check start now, alongside the branding and the texts,
  // instead of after them (no waterfall before the first screen).
  const first = matchSpecRoute(window.location.pathname);
  preloadRoute(window.location.pathname);
  if (first && checksSession(first)) startSessionCheck();
  // Both before the first paint: no flash of untranslated keys or of the wrong colours.
  const [branding] = await Promise.all([
    loadBranding((path, init) => fetch(path, init), window.location.host),
    initI18n(),
  ]);
  applyBrandingToDocument(branding, document);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrandingContext.Provider value={branding}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </BrandingContext.Provider>
    </StrictMode>,
  );
}

void start();
