import { ThemeModeProvider } from '@ppp/ui';
import { AreaLoadError } from '@ppp/ui/platform/index.ts';
import { AREA_OUTLET_ID } from '@ppp/ui/platform/paths.ts';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';

export interface LoadErrorOptions {
  onRetry: () => void;
}

/** Stand-in lifecycles for an area whose code failed to load: they render the error panel in its place. */
export function createLoadErrorLifecycles({ onRetry }: LoadErrorOptions): LifeCycles {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  return {
    bootstrap: async () => {},
    mount: async ({ name }) => {
      container = document.createElement('div');
      container.dataset.area = name;
      container.dataset.areaFailed = 'true';
      document.getElementById(AREA_OUTLET_ID)?.append(container);
      root = createRoot(container, { identifierPrefix: `${name}-error-` });
      root.render(
        <ThemeModeProvider>
          <AreaLoadError onRetry={onRetry} />
        </ThemeModeProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      container?.remove();
      root = null;
      container = null;
    },
  };
}
