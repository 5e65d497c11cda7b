// Registers every area of /microfrontends.json with Module Federation and single-spa. Loaded the
// first time a path outside the chrome's own pages is shown (see OtherPath), with the federation
// runtime and the manifest's schema: the signed-out and home screens carry none of it.
import { microfrontendManifestSchema } from '@ppp/domain';
import type { AreaLifecycles } from '@ppp/ui/platform/createAreaLifecycles.tsx';
import { AREA_OUTLET_ID } from '@ppp/ui/platform/paths.ts';
import { type LifeCycles, registerApplication, unregisterApplication } from 'single-spa';
import { isAccessOpen } from './accessGate.ts';
import { areaActivity } from './areaActivity.ts';
import { type AreaApplication, getAreaState, setAreaState } from './areaStore.ts';
import { federation } from './federationHost.ts';

const registered = new Set<string>();
let retryCount = 0;

const applications = (): readonly AreaApplication[] => {
  const state = getAreaState();
  return state.status === 'ready' ? state.applications : [];
};

const customProps = { domElementGetter: () => document.getElementById(AREA_OUTLET_ID) };

/** Fetches the manifest (never from cache: changing an entry redeploys an area) and registers its areas. */
export async function loadAreas(): Promise<void> {
  if (getAreaState().status === 'loading') return;
  setAreaState({ status: 'loading' });
  let manifestApplications: AreaApplication[];
  try {
    const response = await fetch('/microfrontends.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    manifestApplications = microfrontendManifestSchema.parse(await response.json()).applications;
  } catch (error) {
    console.error('Cannot load /microfrontends.json', error);
    setAreaState({ status: 'error', error });
    return;
  }
  federation.registerRemotes(
    manifestApplications.map(({ name, entry }) => ({ name, entry, type: 'module' })),
  );
  setAreaState({ status: 'ready', applications: manifestApplications });
  for (const app of manifestApplications) if (!registered.has(app.name)) register(app);
}

function register(app: AreaApplication): void {
  registered.add(app.name);
  registerApplication({
    name: app.name,
    app: () => loadArea(app),
    activeWhen: areaActivity(app.name, applications, isAccessOpen),
    customProps,
  });
}

async function loadArea(app: AreaApplication): Promise<LifeCycles> {
  try {
    const lifecycles = await federation.loadRemote<AreaLifecycles>(`${app.name}/app`);
    if (!lifecycles || typeof lifecycles.mount !== 'function')
      throw new Error(`${app.name}/app has no lifecycles`);
    return lifecycles as unknown as LifeCycles;
  } catch (error) {
    console.error(`Cannot load the area ${app.name}`, error);
    // The panel takes the area's place; the rest of the page keeps working.
    const { createLoadErrorLifecycles } = await import('./loadErrorLifecycles.tsx');
    return createLoadErrorLifecycles({ onRetry: () => void retryArea(app) });
  }
}

/** Loads a failed area afresh: a new registration, and an entry URL the browser has not seen fail. */
async function retryArea(app: AreaApplication): Promise<void> {
  retryCount += 1;
  await unregisterApplication(app.name);
  registered.delete(app.name);
  const separator = app.entry.includes('?') ? '&' : '?';
  const entry = `${app.entry}${separator}retry=${retryCount}`;
  federation.registerRemotes([{ name: app.name, entry, type: 'module' }], { force: true });
  register(app);
}
