import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { workspaceConditions } from '../ui/src/platform/federation.ts';
import {
  provideSharedSingletons,
  workspaceSourcesWithoutSideEffects,
  zodWithoutForeignLocales,
} from '../ui/src/platform/vitePlugins.ts';

const shellDir = fileURLToPath(new URL('.', import.meta.url));
// The API the dev server proxies to (scripts/dev.mjs starts it on 3000). The Host header is kept:
// the API's public address is this dev server (PUBLIC_URL), and it redirects other host names.
const apiOrigin = process.env.PPP_API_ORIGIN ?? 'http://127.0.0.1:3000';
const toApi = { target: apiOrigin, changeOrigin: false };

// The shell is the federation host without the federation build plugin: a plain Vite build,
// tree-shaken, whose first load carries only what the signed-out and home screens render. It
// provides every shared singleton to the runtime lazily (src/areas/federationHost.ts) and starts
// the runtime only when an area is first needed.
export default defineConfig({
  root: shellDir,
  base: '/',
  plugins: [
    zodWithoutForeignLocales(),
    provideSharedSingletons(shellDir),
    workspaceSourcesWithoutSideEffects(),
    react(),
  ],
  // The shell's generated provider loads @ppp/quoting for the areas (see workspaceConditions).
  resolve: { conditions: [...defaultClientConditions, ...workspaceConditions] },
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, assetsDir: 'assets' },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': toApi,
      '/oidc': toApi,
      '/microfrontends.json': toApi,
      '/mf': toApi,
      // The icon linked by the API's own pages (print, sign-in) when they are opened through here.
      '/favicon.svg': toApi,
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
