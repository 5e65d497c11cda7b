import pg from 'pg';
import { APP_CONNECTION_OPTIONS, type Orm, onOrmClose } from '../db/orm.ts';
import type { Row } from '../db/prepared.ts';

/**
 * The sessions this process read with their users, kept a few seconds so that a signed-in request
 * costs no round trip for them (#25: the approval line's budget).
 *
 * Nothing kept may outlive a change to it, whoever makes it:
 * - every change to `app_user` or `app_session`, by any process, SQL by hand included, notifies
 *   'session_cache' with its transaction's id when it commits (a trigger:
 *   Migration20261128070000_session_cache_notices), and every cache listening forgets all it kept;
 * - a writer of this process forgets at once, then answers only once its own listener has heard the
 *   notice of its transaction (`settleSessionChange`, at most a second): PostgreSQL sends a notice to
 *   every listener at the same commit, so by then every other process has been sent it too;
 * - while the listening connection is not up (starting, lost, reconnecting, or silent: it is asked
 *   every second and must answer within one) nothing is kept, so a change missed then is not served;
 * - a read that began before a change, or before the listener was up, is not kept (the generation);
 * - whatever happens, an entry is read again after `KEPT_MS`, and a session past its expiry is a miss.
 */
const KEPT_MS = 5_000;
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;
/** The listening connection is asked this often whether it is alive, and must answer in as long. */
const HEARTBEAT_MS = 1_000;
/** How long a writer waits to hear its own notice before it answers all the same. */
const SETTLE_MS = 1_000;
/** Notices heard are remembered this long, for a writer that asks after its notice came. */
const HEARD_MS = 30_000;
export const SESSION_CACHE_CHANNEL = 'session_cache';
/** The listening connection's name in pg_stat_activity. */
export const SESSION_CACHE_LISTENER = 'ppp-session-cache';

export interface CachedSession {
  /** The session's row with its user's columns (session-store.ts `sessionWithUser`). */
  row: Row;
  expiresAt: number;
  keptAt: number;
}

const caches = new Set<SessionCache>();

/**
 * After a change to accounts or sessions committed in transaction `txid` on `clientUrl`'s database:
 * this process forgets what it kept, and the change answers once the notice has gone round.
 */
export async function settleSessionChange(clientUrl: string, txid: string | undefined) {
  for (const cache of caches) cache.forget();
  if (txid === undefined) return;
  await Promise.all(
    [...caches].filter((cache) => cache.clientUrl === clientUrl).map((cache) => cache.hear(txid)),
  );
}

export class SessionCache {
  private entries = new Map<string, CachedSession>();
  private generation = 0;
  private client: pg.Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private closed = false;
  /** The listening connection is up: only then is anything kept. */
  listening = false;
  /** Resolved on the next notice received (tests wait for one after a change made by hand). */
  private noticeWaiters: (() => void)[] = [];
  /** The transactions whose notices were heard, and when. */
  private heard = new Map<string, number>();
  private hearing = new Map<string, (() => void)[]>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(readonly clientUrl: string) {
    caches.add(this);
  }

  /** The row kept for a session, if any and still current. */
  lookup(id: string): Row | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.keptAt > KEPT_MS || entry.expiresAt <= now) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.row;
  }

  /** A mark to take before reading, handed back to `keep`. */
  readStarts(): number | undefined {
    return this.listening ? this.generation : undefined;
  }

  /** Keeps what a read answered, unless anything was forgotten since it started. */
  keep(id: string, mark: number | undefined, row: Row, expiresAt: Date) {
    if (mark === undefined || mark !== this.generation || !this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { row, expiresAt: expiresAt.getTime(), keptAt: Date.now() });
  }

  forget() {
    this.generation += 1;
    this.entries.clear();
  }

  /** Next notice received from the database (for tests of changes made by hand). */
  nextNotice() {
    return new Promise<void>((resolve) => this.noticeWaiters.push(resolve));
  }

  /** Resolves once the notice of transaction `txid` is heard, at once when not listening. */
  hear(txid: string) {
    if (!this.listening || this.heard.has(txid)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const waiting = this.hearing.get(txid);
        waiting?.splice(waiting.indexOf(done), 1);
        if (waiting?.length === 0) this.hearing.delete(txid);
        resolve();
      }, SETTLE_MS);
      this.hearing.set(txid, [...(this.hearing.get(txid) ?? []), done]);
    });
  }

  /** A notice heard on the listening connection: the transaction `txid` changed accounts or sessions. */
  noticed(txid: string) {
    this.forget();
    const now = Date.now();
    for (const [heardTx, at] of this.heard) {
      if (now - at <= HEARD_MS) break;
      this.heard.delete(heardTx);
    }
    this.heard.set(txid, now);
    for (const resolve of this.hearing.get(txid) ?? []) resolve();
    this.hearing.delete(txid);
    for (const resolve of this.noticeWaiters.splice(0)) resolve();
  }

  /** Releases whoever waits to hear a notice: nothing will be heard on this connection any more. */
  private releaseHearing() {
    for (const waiting of this.hearing.values()) for (const resolve of waiting) resolve();
    this.hearing.clear();
  }

  async start() {
    if (this.closed || this.client) return;
    const client = new pg.Client({
      connectionString: this.clientUrl,
      options: APP_CONNECTION_OPTIONS,
      keepAlive: true,
      application_name: SESSION_CACHE_LISTENER,
    });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      clearInterval(this.heartbeat);
      this.forget();
      this.releaseHearing();
      client.end().catch(() => {});
      if (this.closed) return;
      this.reconnect = setTimeout(() => void this.start(), RECONNECT_MS);
      this.reconnect.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (notice) => this.noticed(notice.payload ?? ''));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CACHE_CHANNEL}`);
      if (this.client !== client) return;
      this.forget();
      this.listening = true;
    } catch {
      lost();
      return;
    }
    // A connection can fall silent without closing (a stalled server, a dropped route): asked
    // every second, one that does not answer within a second is given up as lost.
    let asking = false;
    this.heartbeat = setInterval(() => {
      if (asking) return;
      asking = true;
      let answered = false;
      const silent = setTimeout(() => {
        if (!answered) lost();
      }, HEARTBEAT_MS);
      client
        .query('select 1')
        .then(() => {
          answered = true;
        }, lost)
        .finally(() => {
          clearTimeout(silent);
          asking = false;
        });
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async close() {
    this.closed = true;
    caches.delete(this);
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    this.listening = false;
    this.forget();
    this.releaseHearing();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

const ofOrm = new WeakMap<Orm, SessionCache>();

/** The cache of an ORM's sessions, listening from its first use until the ORM closes. */
export function sessionCacheOf(orm: Orm) {
  let cache = ofOrm.get(orm);
  if (!cache) {
    const created = new SessionCache(orm.config.get('clientUrl') as string);
    onOrmClose(orm, () => created.close());
    void created.start();
    ofOrm.set(orm, created);
    cache = created;
  }
  return cache;
}
