import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// Storybook is installed in the ui workspace, not at the root, so the framework is resolved from there.
const requireFromUi = createRequire(new URL('../ui/package.json', import.meta.url));
const framework = dirname(requireFromUi.resolve('@storybook/react-vite/package.json'));

// Our own small Vite config: plain React, never the module-federation plugin of the real builds.
const viteConfigPath = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

const config = {
  stories: [
    '../ui/src/**/*.stories.@(ts|tsx)',
    '../quoting/src/**/*.stories.@(ts|tsx)',
    '../shell/src/**/*.stories.@(ts|tsx)',
    '../mf-*/src/**/*.stories.@(ts|tsx)',
    '../widgets/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: framework, options: { builder: { viteConfigPath } } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
