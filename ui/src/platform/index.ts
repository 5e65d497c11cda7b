// The micro-frontend platform: what the shell and every area share to load, mount and place areas.
// Browser code only; the build-time federation settings live in ./federation.ts and ./vitePlugins.ts.
export { AreaErrorBoundary, type AreaErrorBoundaryProps } from './AreaErrorBoundary.tsx';
export { AreaLoadError, type AreaLoadErrorProps } from './AreaLoadError.tsx';
export {
  type AreaLifecycleProps,
  type AreaLifecycles,
  createAreaLifecycles,
} from './createAreaLifecycles.tsx';
export { AREA_OUTLET_ID, isPathUnder, owningPrefix } from './paths.ts';
