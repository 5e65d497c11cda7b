import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';
import { QuotesApp } from './QuotesApp.tsx';

// Exposed as `mf_quotes/app`: the single-spa lifecycles the shell mounts on /equipment, /quotes,
// /create-quote and the address book's /clients (D25).
export const { bootstrap, mount, unmount } = createAreaLifecycles(QuotesApp);
