import { defineConfig } from 'vite';
import { areaViteConfig } from '../ui/src/platform/areaViteConfig.ts';

export default defineConfig(areaViteConfig({ area: 'reports', configUrl: import.meta.url, devPort: 5181 }));
