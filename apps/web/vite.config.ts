import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BUSY_MACHINE_TIMEOUTS } from '../../vitest.shared';

const GATEWAY = 'http://127.0.0.1:8787';
// Everything the gateway answers; the rest is the single-page app Vite serves itself.
const proxied = ['/trpc', '/__sim', '/config.json', '/clients', '/healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: GATEWAY, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries every page needs get their own long-lived chunks; UI components stay with the
        // route chunks that use them, so the login page does not download the whole component kit.
        manualChunks(id) {
          const pkg = /[\\/]node_modules[\\/](?!\.pnpm)((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
          if (!pkg) return undefined;
          if (['react', 'react-dom', 'scheduler', 'react-router'].includes(pkg)) return 'vendor-react';
          if (pkg.startsWith('@tanstack/') || pkg.startsWith('@trpc/')) return 'vendor-data';
          if (pkg.startsWith('i18next') || pkg === 'react-i18next') return 'vendor-i18n';
          return undefined;
        },
      },
    },
  },
  test: {
    name: '@portal/web',
    ...BUSY_MACHINE_TIMEOUTS,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
