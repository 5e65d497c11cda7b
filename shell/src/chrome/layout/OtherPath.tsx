import { microfrontends } from '@ppp/domain';
import { LoadingState } from '@ppp/ui';
import { AreaLoadError } from '@ppp/ui/platform/index.ts';
import { owningPrefix } from '@ppp/ui/platform/paths.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getAppStatus, MOUNTED } from 'single-spa';
import { areaOwning } from '../../areas/areaActivity.ts';
import { getAreaState, subscribeAreaState } from '../../areas/areaStore.ts';
import { loadAreas } from '../../areas/registerAreas.ts';
import { ModuleInPreparation } from '../pages/ModuleInPreparation/ModuleInPreparation.tsx';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage.tsx';
import { plannedAreaPaths } from './plannedAreas.ts';

// The areas this build knows of; used only when the manifest itself cannot be loaded.
const knownAreaPrefixes = microfrontends.flatMap((area) => [...area.activeWhen]);

/** True once single-spa has mounted the area (its own page or the load-error panel). */
function useAreaMounted(name: string): boolean {
  const [mounted, setMounted] = useState(() => getAppStatus(name) === MOUNTED);
  useEffect(() => {
    const update = () => setMounted(getAppStatus(name) === MOUNTED);
    update();
    window.addEventListener('single-spa:app-change', update);
    window.addEventListener('single-spa:no-app-change', update);
    return () => {
      window.removeEventListener('single-spa:app-change', update);
      window.removeEventListener('single-spa:no-app-change', update);
    };
  }, [name]);
  return mounted;
}

function AreaPlaceholder({ name }: { name: string }) {
  const mounted = useAreaMounted(name);
  return mounted ? null : <AreaLoading />;
}

/** Shown while an area loads; hidden by the layout as soon as the area is in its outlet. */
function AreaLoading() {
  return (
    <div data-area-placeholder="">
      <LoadingState text="Ładowanie modułu..." />
    </div>
  );
}

/**
 * Any path that is not a chrome page: an area's (rendered by single-spa), a planned one, or unknown.
 * The first one shown loads the areas (manifest, federation runtime, registrations).
 */
export function OtherPath() {
  const { pathname } = useLocation();
  const areas = useSyncExternalStore(subscribeAreaState, getAreaState);

  useEffect(() => {
    if (areas.status === 'idle') void loadAreas();
  }, [areas.status]);

  if (areas.status === 'idle' || areas.status === 'loading') return <AreaLoading />;
  if (areas.status === 'ready') {
    const owner = areaOwning(areas.applications, pathname);
    if (owner) return <AreaPlaceholder name={owner} />;
  }
  if (areas.status === 'error' && owningPrefix(knownAreaPrefixes, pathname)) {
    return <AreaLoadError onRetry={() => void loadAreas()} />;
  }
  if (owningPrefix(plannedAreaPaths, pathname)) return <ModuleInPreparation />;
  return <NotFoundPage />;
}
