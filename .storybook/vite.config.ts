import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { workspaceConditions } from '../ui/src/platform/federation.ts';

const uiPackageJson = fileURLToPath(new URL('../ui/package.json', import.meta.url));

// Storybook is installed in the ui workspace only; its runtime modules are imported from virtual
// modules rooted at the repository, so resolve them as if they were imported from ui/.
function resolveStorybookFromUi(): Plugin {
  return {
    name: 'ppp:resolve-storybook-from-ui',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^(storybook|@storybook\/)/.test(source)) return null;
      if (importer?.startsWith(fileURLToPath(new URL('../ui/', import.meta.url)))) return null;
      return this.resolve(source, uiPackageJson, { ...options, skipSelf: true });
    },
  };
}

// Storybook's own Vite config: plain React. The federation plugin of shell and mf-* must stay out.
export default defineConfig({
  plugins: [resolveStorybookFromUi(), react()],
  resolve: { conditions: [...defaultClientConditions, ...workspaceConditions] },
});
