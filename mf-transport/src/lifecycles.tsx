import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';
import { TransportApp } from './TransportApp.tsx';

// Exposed as `mf_transport/app`: the single-spa lifecycles the shell mounts on
// /create-transport-quote, /transport-quotes and /admin/transport.
export const { bootstrap, mount, unmount } = createAreaLifecycles(TransportApp);
