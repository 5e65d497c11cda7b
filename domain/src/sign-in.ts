// Where a sign-in comes back to: the address the person was at when they were asked to sign in (a
// link from an e-mail, a page whose session had expired).

/** The longest address a sign-in comes back to. */
const RETURN_PATH_MAX = 2000;

/**
 * The address a sign-in may come back to, or null for the start page: an address of the product
 * itself, from its root, with its query and fragment. Never another site (`//host`, `/\host`,
 * whatever a browser reads as one), a control character, nor the sign-in's own addresses (`/api/…`,
 * `/login`), which would only start it again.
 */
export function signInReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://product.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = url.pathname.toLowerCase();
  if (path === '/' || path === '/api' || path.startsWith('/api/') || path === '/login') return null;
  return value;
}

/**
 * D20: the mark a sign-out leaves in the browser (a cookie the server sets with its answer), so the
 * next page of the product forgets the form drafts. The click on 'Wyloguj' cannot: the browser may
 * still ask whether to leave unsaved work, and a user who stays has not signed out.
 */
export const SIGNED_OUT_COOKIE = 'ppp-signed-out';
