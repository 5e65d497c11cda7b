import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';
import { AdminApp } from './AdminApp.tsx';

// Exposed as `mf_admin/app`: the single-spa lifecycles the shell mounts on /admin.
export const { bootstrap, mount, unmount } = createAreaLifecycles(AdminApp);
