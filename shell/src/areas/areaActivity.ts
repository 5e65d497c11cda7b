// Small activity functions from the manifest's `activeWhen` prefixes (single-spa's own idiom).
import { owningPrefix } from '@ppp/ui/platform/paths.ts';
import type { AreaApplication } from './areaStore.ts';

/** The name of the area that owns `pathname`: the one with the most specific matching prefix. */
export function areaOwning(applications: readonly AreaApplication[], pathname: string): string | null {
  const owners = new Map<string, string>();
  for (const app of applications) for (const prefix of app.activeWhen) owners.set(prefix, app.name);
  const prefix = owningPrefix([...owners.keys()], pathname);
  return prefix === null ? null : (owners.get(prefix) ?? null);
}

/** The activity function of one area: active on its paths, and only while access is open. */
export function areaActivity(
  name: string,
  applications: () => readonly AreaApplication[],
  isAccessOpen: () => boolean,
): (location: Location) => boolean {
  return (location) => isAccessOpen() && areaOwning(applications(), location.pathname) === name;
}
