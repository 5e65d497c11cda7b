// The Vite config of an area (micro-frontend): one shape for every area, named by the area.
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type UserConfig } from 'vite';
import { microfrontendBase } from '../../../domain/src/microfrontends.ts';
import { sharedConfig, workspaceConditions } from './federation.ts';
import { zodWithoutForeignLocales } from './vitePlugins.ts';

export interface AreaViteConfigOptions {
  /** The area's name in the manifest and its path under /mf/ ('admin' -> mf_admin, /mf/admin/). */
  area: string;
  /** `import.meta.url` of the area's vite.config.ts: its folder is the area's root. */
  configUrl: string;
  /** The area's dev server port when scripts/dev.mjs does not set PPP_DEV_PORT. */
  devPort: number;
}

export function areaViteConfig({ area, configUrl, devPort: defaultPort }: AreaViteConfigOptions): UserConfig {
  const areaDir = fileURLToPath(new URL('.', configUrl));
  // The shell's dev server, for React Fast Refresh of this area inside the shell (scripts/dev.mjs).
  const shellDevOrigin = process.env.PPP_SHELL_DEV_ORIGIN ?? 'http://127.0.0.1:5173';
  const devPort = Number(process.env.PPP_DEV_PORT ?? defaultPort);
  return {
    root: areaDir,
    // Served by the API under /mf/<area>/ (the manifest's entry is /mf/<area>/remoteEntry.js).
    base: microfrontendBase(area),
    plugins: [
      zodWithoutForeignLocales(),
      react({ reactRefreshHost: shellDevOrigin }),
      federation({
        name: `mf_${area}`,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/lifecycles.tsx' },
        shared: sharedConfig(areaDir, 'area'),
        experiments: { externalRuntime: true },
        dts: false,
        manifest: true,
      }),
    ],
    resolve: { conditions: [...defaultClientConditions, ...workspaceConditions] },
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, assetsDir: 'assets' },
    server: {
      host: '127.0.0.1',
      port: devPort,
      strictPort: true,
      cors: { origin: shellDevOrigin },
      origin: `http://127.0.0.1:${devPort}`,
    },
  };
}
