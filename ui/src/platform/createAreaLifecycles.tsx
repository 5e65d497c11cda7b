import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { ThemeModeProvider } from '../theme/ThemeModeProvider.tsx';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
import { AREA_OUTLET_ID } from './paths.ts';

/** What single-spa passes to an area's lifecycles (its own props plus the shell's customProps). */
export interface AreaLifecycleProps {
  name: string;
  /** Where to mount; the shell passes its outlet. Defaults to the element with id AREA_OUTLET_ID. */
  domElementGetter?: () => HTMLElement | null;
}

export interface AreaLifecycles {
  bootstrap: (props: AreaLifecycleProps) => Promise<void>;
  mount: (props: AreaLifecycleProps) => Promise<void>;
  unmount: (props: AreaLifecycleProps) => Promise<void>;
}

interface MountedArea {
  root: Root;
  container: HTMLElement;
}

/**
 * The single-spa lifecycles of an area: its React tree with the shared providers (one query
 * cache, one theme, one toast stack — all federation singletons) and a router on the real paths.
 * Toasts and global styles are rendered by the shell, once.
 */
export function createAreaLifecycles(App: ComponentType): AreaLifecycles {
  const mounted = new Map<string, MountedArea>();

  return {
    async bootstrap() {},

    async mount(props) {
      const outlet = props.domElementGetter?.() ?? document.getElementById(AREA_OUTLET_ID);
      if (!outlet) throw new Error(`No element to mount the area ${props.name} into`);
      const container = document.createElement('div');
      container.dataset.area = props.name;
      outlet.append(container);
      // A prefix per root keeps useId() values unique across the page's React roots.
      const root = createRoot(container, { identifierPrefix: `${props.name}-` });
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <ThemeModeProvider>
              <BrowserRouter>
                <AreaErrorBoundary name={props.name}>
                  <App />
                </AreaErrorBoundary>
              </BrowserRouter>
            </ThemeModeProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
      mounted.set(props.name, { root, container });
    },

    async unmount(props) {
      const area = mounted.get(props.name);
      if (!area) return;
      area.root.unmount();
      area.container.remove();
      mounted.delete(props.name);
    },
  };
}
