import pg from 'pg';
import { APP_CONNECTION_OPTIONS, type Orm, onOrmClose } from '../db/orm.ts';
import type { Row } from '../db/prepared.ts';

/**
 * The sessions this process read with their users, kept a few seconds so that a signed-in request
 * costs no round trip for them (#25: the approval line's budget).
 *
 * Nothing kept may outlive a change to it, whoever makes it:
 * - every change to `app_user` or `app_session`, by any process, SQL by hand included, notifies
 *   'session_cache' when it commits (a trigger: Migration20261128070000_session_cache_notices), and
 *   every cache listening forgets all it kept;
 * - this process's own writers forget at once, without waiting for their notice: the session store
 *   on set and destroy, the users service after each change it commits (`forgetCachedSessions`);
 * - while the listening connection is not up (starting, lost, reconnecting) nothing is kept, so a
 *   change missed then cannot be served;
 * - a read that began before a change, or before the listener was up, is not kept (the generation);
 * - whatever happens, an entry is read again after `KEPT_MS`, and a session past its expiry is a miss.
 */
const KEPT_MS = 5_000;
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;
export const SESSION_CACHE_CHANNEL = 'session_cache';

export interface CachedSession {
  /** The session's row with its user's columns (session-store.ts `sessionWithUser`). */
  row: Row;
  expiresAt: number;
  keptAt: number;
}

const caches = new Set<SessionCache>();

/** Forgets every session kept in this process: called after a change to accounts commits. */
export function forgetCachedSessions() {
  for (const cache of caches) cache.forget();
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

  constructor(private readonly clientUrl: string) {
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

  async start() {
    if (this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.clientUrl, options: APP_CONNECTION_OPTIONS });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.forget();
      client.end().catch(() => {});
      if (this.closed) return;
      this.reconnect = setTimeout(() => void this.start(), RECONNECT_MS);
      this.reconnect.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => {
      this.forget();
      for (const resolve of this.noticeWaiters.splice(0)) resolve();
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CACHE_CHANNEL}`);
      if (this.client !== client) return;
      this.forget();
      this.listening = true;
    } catch {
      lost();
    }
  }

  async close() {
    this.closed = true;
    caches.delete(this);
    clearTimeout(this.reconnect);
    this.listening = false;
    this.forget();
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
