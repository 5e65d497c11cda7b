import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Orm } from '../db/orm.ts';
import { preparedRows } from '../db/prepared.ts';
import { userColumns, userFromRow } from './current-user.ts';
import { purgePendingLogins } from './pending-login.ts';
import { sessionCacheOf, settleSessionChange } from './session-cache.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A session without a user lives minutes, so anonymous traffic cannot fill the database (issue 16
 * §9). Sign-ins in progress are not sessions: they live in pending_login (D25).
 */
const ANONYMOUS_SESSION_TTL_MS = 10 * 60 * 1000;
/** However active, a session ends 30 days after its sign-in (issue 16 §9). */
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

type SessionData = Record<string, unknown> & { userId?: number };

/**
 * koa-session's external store in PostgreSQL. Reading a session loads its user in the same query
 * (into ctx.state.user), so an authenticated request costs one round trip, and none while the
 * process keeps what it read (session-cache.ts).
 */
const sessionWithUser = `select s.data, s.expires_at as session_expires_at, ${userColumns}
   from app_session s left join app_user u on u.id = s.user_id
   where s.id = ? and s.expires_at > now()`;

export function postgresSessionStore(orm: Orm) {
  const connection = () => orm.em.getConnection();
  const cache = sessionCacheOf(orm);
  const read = async (id: string) => {
    const kept = cache.lookup(id);
    if (kept) return kept;
    const mark = cache.readStarts();
    const row = (await preparedRows(orm.em, sessionWithUser, [id]))[0];
    if (row) cache.keep(id, mark, row, new Date(row.session_expires_at));
    return row;
  };
  return {
    async get(id: string, _maxAge: unknown, { ctx }: { ctx?: Context }) {
      const row = await read(id);
      if (!row) return undefined;
      const data = structuredClone(row.data) as SessionData;
      if (typeof data.signedInAt === 'number' && Date.now() - data.signedInAt > SESSION_ABSOLUTE_MS) {
        await connection().execute('delete from app_session where id = ?', [id]);
        cache.forget();
        return undefined;
      }
      if (row.id != null && ctx) ctx.state.user = userFromRow(row);
      return data;
    },
    async set(id: string, session: SessionData, maxAge: number | 'session' | undefined) {
      const anonymous = session.userId == null;
      const ttl = anonymous
        ? ANONYMOUS_SESSION_TTL_MS
        : typeof maxAge === 'number'
          ? maxAge
          : SESSION_MAX_AGE_MS;
      const [written] = await connection().execute<{ txid: string }[]>(
        `insert into app_session (id, user_id, data, expires_at) values (?, ?, ?, ?)
         on conflict (id) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at
         returning txid_current()::text as txid`,
        [id, session.userId ?? null, JSON.stringify(session), new Date(Date.now() + ttl)],
      );
      await settleSessionChange(cache.clientUrl, written.txid);
    },
    async destroy(id: string) {
      // A logout holds in every process from its very next request (session-cache.ts).
      const [ended] = await connection().execute<{ txid: string }[]>(
        `with ended as (delete from app_session where id = ? returning id)
         select txid_current()::text as txid from (select count(*) from ended) as counted`,
        [id],
      );
      await settleSessionChange(cache.clientUrl, ended.txid);
    },
  };
}

export const newSessionId = () => randomBytes(32).toString('base64url');

/** Removes expired sessions and sign-ins never finished (main.ts, at start and periodically). */
export async function purgeExpiredSessions(orm: Orm) {
  await orm.em.getConnection().execute('delete from app_session where expires_at < now()');
  await purgePendingLogins(orm.em.fork());
}
