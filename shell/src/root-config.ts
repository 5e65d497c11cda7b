// The single-spa root config: framework-free. One always-active chrome application (React) and
// one application per area listed in /microfrontends.json, loaded through Module Federation. The
// areas are registered (src/areas/registerAreas.ts) the first time the chrome shows a path that is
// not one of its own pages, so the first load of the signed-out and home screens stays small.
import { registerApplication, start } from 'single-spa';

registerApplication({
  name: 'chrome',
  app: () => import('./chrome/lifecycles.tsx'),
  activeWhen: () => true,
});

start({ urlRerouteOnly: true });
