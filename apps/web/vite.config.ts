import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { BUSY_MACHINE_TIMEOUTS, SHARED_MODULES } from '../../vitest.shared';
import { leanReactRouter } from './src/build/lean-react-router';
import { reactOwnSyncStore } from './src/build/react-own-sync-store';
import { stylesFirstPlugin } from './src/build/styles-first';
import { VERSION_FILE, VERSION_META_NAME } from './src/features/app-update/deployed-version';

/** The web tests that need a document: vitest.dom.config.ts runs them. */
export const DOM_TESTS = 'src/**/*.dom.test.{ts,tsx}';

// `pnpm dev` starts the gateway on PORT (8787 unset) beside this server: forward to the same one.
const GATEWAY = `http://127.0.0.1:${process.env.PORT?.trim() || '8787'}`;
// Everything the gateway answers; the rest is the single-page app Vite serves itself.
// '/brand/' with its slash: '/branding/logo.svg' is the app's own file.
const proxied = ['/trpc', '/__sim', '/config.json', '/clients', '/brand/', '/healthz'];
/** The QA picker: its own entry, so the main app never imports it (docs/decisions/006-sim-picker.md). */
const SIM_PICKER_ENTRY = 'src/features/sim-picker/entry.tsx';

/**
 * `pnpm dev` always runs in simulator mode, so the dev server adds the picker's script; in a
 * build the gateway adds it to index.html, and only in simulator mode.
 */
const simPickerInDev = (): Plugin => ({
  name: 'portal-sim-picker-dev',
  apply: 'serve',
  transformIndexHtml: () => [
    { tag: 'script', attrs: { type: 'module', src: `/${SIM_PICKER_ENTRY}` }, injectTo: 'body' },
  ],
});

/**
 * .br and .gz siblings of every text file of the build (and of public/), at the highest levels:
 * built once, served many times, so build time buys bytes. The gateway picks one by
 * Accept-Encoding and falls back to the file itself when a sibling is missing (the plugin skips a
 * file whose compressed form would not be smaller). Source maps stay uncompressed: only developer
 * tools fetch them, and only from a simulator-mode gateway (proxy mode does not serve them).
 */
const precompress = (): Plugin =>
  compression({
    include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
    // The manifest is for the gateway, never served.
    exclude: /(^|\/)\.vite\//,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
    ],
  });

/**
 * The deployed version (spec section 9's polled meta file): an id made of every output file's
 * content-hashed name, so the same code always gets the same id and any change a new one. Written
 * to version.json and into index.html as a meta tag, which tells the page the version it is.
 */
const deployedVersion = (): Plugin => ({
  name: 'portal-deployed-version',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const names = Object.keys(bundle)
      .filter((name) => name !== 'index.html' && !name.endsWith('.map') && !name.startsWith('.vite/'))
      .sort();
    const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
    this.emitFile({
      type: 'asset',
      fileName: VERSION_FILE.slice(1),
      source: `${JSON.stringify({ version })}\n`,
    });
    const html = bundle['index.html'];
    if (html?.type !== 'asset') throw new Error('portal-deployed-version: the build has no index.html');
    html.source = String(html.source).replace(
      '</head>',
      `  <meta name="${VERSION_META_NAME}" content="${version}" />\n  </head>`,
    );
  },
});

export default defineConfig({
  plugins: [
    react(),
    leanReactRouter(),
    reactOwnSyncStore(),
    simPickerInDev(),
    stylesFirstPlugin(),
    deployedVersion(),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: GATEWAY, changeOrigin: false }])),
  },
  // Every JSON module (the locale files above all) as one JSON.parse of a string: a third smaller
  // than Vite's default (a constant per top-level key plus named exports, which nothing here uses).
  json: { stringify: true, namedExports: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written beside the scripts for operators and developers; the gateway serves them in
    // simulator mode only (apps/gateway/src/http/web-routes.ts).
    sourcemap: true,
    // The gateway reads it to find the picker's entry and the chunks only the picker uses.
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html', 'sim-picker': SIM_PICKER_ENTRY },
      treeshake: {
        // zod schema builders have no side effects: a contracts module the login page imports for
        // one constant must not bring the schemas it does not use (and zod with them).
        manualPureFunctions: ['z'],
        // @trpc/client does not declare sideEffects: without this its WebSocket link (which the
        // portal never uses) stays in every page's download through the shared chunk it lives in.
        moduleSideEffects: (id) => !/[\\/]@trpc[\\/]client[\\/]/.test(id),
      },
      output: {
        // Libraries every page needs get their own long-lived chunks; the rest (Joy, React Query,
        // zod) stays with the chunks that use them, so the login page downloads none of it
        // (docs/decisions/008-light-login-route.md).
        manualChunks(id) {
          const pkg = /[\\/]node_modules[\\/](?!\.pnpm)((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
          if (!pkg) return undefined;
          if (['react', 'react-dom', 'scheduler', 'react-router'].includes(pkg)) return 'vendor-react';
          if (pkg.startsWith('i18next') || pkg === 'react-i18next') return 'vendor-i18n';
          return undefined;
        },
      },
    },
  },
  // Most of the web's tests are pure functions, run without a DOM and sharing their worker's
  // modules (vitest.shared.ts). The files that render or touch the document are named
  // `*.dom.test.ts(x)` and run in jsdom, each in a fresh one (vitest.dom.config.ts): mocks, a
  // mounted tree, storage and cookies must not reach the next file.
  test: {
    name: '@portal/web',
    ...BUSY_MACHINE_TIMEOUTS,
    environment: 'node',
    ...SHARED_MODULES,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [DOM_TESTS],
  },
});
