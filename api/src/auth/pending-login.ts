import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingLogin } from './relying-party.ts';

// D25: a sign-in in progress is a row of its own, kept 10 minutes and used once. It is not an
// anonymous session with a cap on how many may exist, so no number of others' attempts can push
// a person's sign-in out.

/** The cookie naming the browser's sign-in in progress (only sent to the callback). */
export const PENDING_LOGIN_COOKIE = 'login';
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

/** Keeps what the callback needs; answers the id for the browser's cookie. */
export async function savePendingLogin(em: EntityManager, pending: PendingLogin): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await em
    .getConnection()
    .execute(
      `insert into pending_login (id, state, code_verifier, expires_at) values (?, ?, ?, clock_timestamp() + interval '${PENDING_LOGIN_TTL_MS / 1000} seconds')`,
      [id, pending.state, pending.codeVerifier],
    );
  return id;
}

/** The sign-in in progress of that id, removed as it is read; null when unknown or over 10 minutes old. */
export async function takePendingLogin(
  em: EntityManager,
  id: string | undefined,
): Promise<PendingLogin | null> {
  if (!id || id.length > 64) return null;
  const [row] = await em
    .getConnection()
    .execute<{ state: string; code_verifier: string; live: boolean }[]>(
      'delete from pending_login where id = ? returning state, code_verifier, expires_at > clock_timestamp() as live',
      [id],
    );
  return row?.live ? { state: row.state, codeVerifier: row.code_verifier } : null;
}

/** Removes the sign-ins never finished. */
export async function purgePendingLogins(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from pending_login where expires_at < clock_timestamp()');
}
