// The shell as the Module Federation host, started the first time an area is needed. It provides
// every shared singleton without loading it: a package loads when an area (or the shell itself)
// first asks for it, and it is the very module instance the shell's own code uses.

import { providedSingletons } from 'virtual:ppp/provided-singletons';
import { init, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import { providedModule } from './providedModule.ts';

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;

const shared: Shared = Object.fromEntries(
  providedSingletons.map(({ name, version, load }) => [
    name,
    {
      version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: `^${version}`, strictVersion: false, eager: false },
      get: async () => {
        const module = providedModule(await load());
        return () => module;
      },
    },
  ]),
);

/** The runtime's host instance: named ppp_shell; it also publishes its runtime core to the areas. */
export const federation: ModuleFederation = init({
  name: 'ppp_shell',
  remotes: [],
  shared,
  // Areas are built with `experiments.externalRuntime`: they use this runtime, not a copy. (The
  // plugin declares a narrower beforeInit than the runtime's type; it returns its argument.)
  plugins: [injectExternalRuntimeCore() as unknown as ModuleFederationRuntimePlugin],
});
