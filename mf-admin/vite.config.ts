import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { microfrontendBase } from '../domain/src/microfrontends.ts';
import { sharedConfig } from '../ui/src/platform/federation.ts';
import { zodWithoutForeignLocales } from '../ui/src/platform/vitePlugins.ts';

const areaDir = fileURLToPath(new URL('.', import.meta.url));
// The shell's dev server, for React Fast Refresh of this area inside the shell (scripts/dev.mjs).
const shellDevOrigin = process.env.PPP_SHELL_DEV_ORIGIN ?? 'http://127.0.0.1:5173';
const devPort = Number(process.env.PPP_DEV_PORT ?? 5174);

export default defineConfig({
  root: areaDir,
  // Served by the API under /mf/admin/ (the manifest's entry is /mf/admin/remoteEntry.js).
  base: microfrontendBase('admin'),
  plugins: [
    zodWithoutForeignLocales(),
    react({ reactRefreshHost: shellDevOrigin }),
    federation({
      name: 'mf_admin',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/lifecycles.tsx' },
      shared: sharedConfig(areaDir, 'area'),
      experiments: { externalRuntime: true },
      dts: false,
      manifest: true,
    }),
  ],
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, assetsDir: 'assets' },
  server: {
    host: '127.0.0.1',
    port: devPort,
    strictPort: true,
    cors: { origin: shellDevOrigin },
    origin: `http://127.0.0.1:${devPort}`,
  },
});
