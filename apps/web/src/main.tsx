import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BrandingContext } from './branding/branding-context';
import { applyBrandingToDocument, loadBranding } from './branding/load-branding';
import { initI18n } from './i18n/i18n';
import { AppRoutes } from './router';
import './styles/base.css';

async function start(): Promise<void> {
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
