import { routersOf } from '../app.ts';
import { accessOf, type RouteAccess } from '../http/guard.ts';
import type { TestApp } from './harness.ts';

export interface ServedRoute {
  method: string;
  path: string;
  declarations: RouteAccess[];
}

/** Every method and path of every router the app serves, with the declarations that guard it. */
export function servedRoutes(app: TestApp): ServedRoute[] {
  const routes: ServedRoute[] = [];
  for (const router of routersOf.get(app.koa) ?? []) {
    router.stack.forEach((layer, index) => {
      if (!layer.methods.length) return;
      const path = String(layer.path);
      // A router-wide `use` before the route guards it too.
      const wide = router.stack
        .slice(0, index)
        .filter((use) => !use.methods.length && use.match(path))
        .flatMap((use) => use.stack);
      const declarations = [...wide, ...layer.stack]
        .map(accessOf)
        .filter((access): access is RouteAccess => !!access);
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        routes.push({ method, path, declarations });
      }
    });
  }
  return routes;
}
