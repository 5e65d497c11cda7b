import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedConfig } from '../ui/src/platform/federation.ts';
import { zodWithoutForeignLocales } from '../ui/src/platform/vitePlugins.ts';

const shellDir = fileURLToPath(new URL('.', import.meta.url));
// The API the dev server proxies to (scripts/dev.mjs starts it on 3000). The Host header is kept:
// the API's public address is this dev server (PUBLIC_URL), and it redirects other host names.
const apiOrigin = process.env.PPP_API_ORIGIN ?? 'http://127.0.0.1:3000';
const toApi = { target: apiOrigin, changeOrigin: false };

export default defineConfig({
  root: shellDir,
  base: '/',
  plugins: [
    zodWithoutForeignLocales(),
    react(),
    federation({
      name: 'ppp_shell',
      // The host's own container lives with the hashed assets (the API serves only assets/ and pages).
      filename: 'assets/remoteEntry-[hash].js',
      remotes: {},
      shared: sharedConfig(shellDir, 'host'),
      // One federation runtime on the page: the host publishes it, areas use it.
      experiments: { provideExternalRuntime: true },
      dts: false,
      manifest: false,
    }),
  ],
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, assetsDir: 'assets' },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': toApi, '/oidc': toApi, '/microfrontends.json': toApi, '/mf': toApi },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
