import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';
import { ReportsApp } from './ReportsApp.tsx';

// Exposed as `mf_reports/app`: the single-spa lifecycles the shell mounts on /reports (D26).
export const { bootstrap, mount, unmount } = createAreaLifecycles(ReportsApp);
