import i18n from 'i18next';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPickerStrings } from './i18n';
import { takeShownCodes } from './shown-codes';
import { appDrawn, reserveStripUnderThePage } from './strip';

/**
 * Entry of the QA picker (a Vite entry of its own, docs/decisions/006-sim-picker.md): the gateway
 * adds its script to index.html in simulator mode only, so the portal's own code never imports it.
 * It shares the app's i18next instance and Joy's CSS variables (the branding colours), and mounts
 * its own React root outside the app's root, after the app has set its language.
 *
 * The UI comes through a dynamic import: statically imported, the Joy components it shares with
 * the lazy routes would be pulled into the chunks every page loads, and the proxy-mode bundle
 * would be split differently because of a picker it never shows.
 */
async function mount(): Promise<void> {
  const [{ SimPicker }] = await Promise.all([
    import('./sim-picker'),
    loadPickerStrings(i18n),
    appDrawn(document.getElementById('root')),
  ]);
  const container = document.createElement('div');
  container.id = 'sim-picker';
  document.body.append(container);
  createRoot(container).render(createElement(StrictMode, null, createElement(SimPicker)));
}

// First, before the UI loads: a page that showed a code by itself is counted at once (the API
// client comes with the first code, so the entry stays small).
takeShownCodes((code) => import('./api').then(({ createSimApi }) => createSimApi().shownCode(code)));
// The strip's room comes off the full-screen layouts before the app draws (this module runs while
// the app still waits for its texts and its page's code); the strip itself comes after the page.
reserveStripUnderThePage(document.documentElement.style);
void mount();
