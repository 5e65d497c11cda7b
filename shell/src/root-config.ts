// The single-spa root config: framework-free. One always-active chrome application (React) and
// one application per area listed in /microfrontends.json, loaded through Module Federation.
import { registerApplication, start } from 'single-spa';
import { loadAreas } from './areas/registerAreas.ts';

registerApplication({
  name: 'chrome',
  app: () => import('./chrome/lifecycles.tsx'),
  activeWhen: () => true,
});

start({ urlRerouteOnly: true });

void loadAreas();
