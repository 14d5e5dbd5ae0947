import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { BrandingContext } from './branding/branding-context';
import { applyBrandingToDocument, loadBranding } from './branding/load-branding';
import { themeFor } from './branding/theme';
import { initI18n } from './i18n/i18n';
import { createRouter } from './router';
import { queryClient, trpc, trpcClient } from './trpc/client';

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
        <CssVarsProvider theme={themeFor(branding)} defaultMode="light" modeStorageKey="portal-joy-mode">
          <CssBaseline />
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={createRouter()} />
            </QueryClientProvider>
          </trpc.Provider>
        </CssVarsProvider>
      </BrandingContext.Provider>
    </StrictMode>,
  );
}

void start();
