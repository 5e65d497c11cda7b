import { signInReturnPath } from '@ppp/domain';

// The address a sign-in comes back to. The sign-in's own addresses stay as spec-1 names them
// ('/login', '/api/login'); the address to come back to waits in this tab's storage, which the
// identity provider's pages leave alone, and the app goes there once it is signed in.

const KEY = 'ppp-sign-in-return';
/** As long as a sign-in may take (the server keeps one in progress 10 minutes, D25). */
const KEPT_MS = 15 * 60 * 1000;

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Before going to sign in: remembers where the browser is (the start page needs nothing). */
export function rememberSignInReturn(): void {
  const path = signInReturnPath(here());
  try {
    if (path) window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private mode): the sign-in comes back to the start page.
  }
}

/** Signed in: where to go back to, once (null when nothing recent was remembered). */
export function takeSignInReturn(): string | null {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!kept) return null;
    const { path, at } = JSON.parse(kept) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > KEPT_MS || Date.now() < at) return null;
    return signInReturnPath(path);
  } catch {
    return null;
  }
}
