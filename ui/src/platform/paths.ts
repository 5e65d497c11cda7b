// Which area owns a path. Shared by the shell's activity functions and its chrome, so a path is
// either an area's or the chrome's, never both and never neither by accident.

/** The element inside the shell's layout that areas mount into. */
export const AREA_OUTLET_ID = 'ppp-area-outlet';

/** True when `pathname` is `prefix` itself or lies below it (`/admin` owns `/admin/x`, not `/administrator`). */
export function isPathUnder(prefix: string, pathname: string): boolean {
  const base = prefix.length > 1 && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (base === '/') return true;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The longest of `prefixes` that owns `pathname`, or null. The most specific area wins. */
export function owningPrefix(prefixes: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const prefix of prefixes) {
    if (isPathUnder(prefix, pathname) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best;
}
