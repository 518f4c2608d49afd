import type { SessionRow, UserRow } from './accounts.tables';

/** A cookie's session and its account, as one read answers them (`sessions.withUserByToken`). */
export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

/**
 * What the sessions and users repositories report when they write (decision 060): the entries of
 * that session or account leave the cache at once, in the process that wrote.
 */
export interface SessionChanges {
  session(key: string): void;
  user(userId: string): void;
  all(): void;
}

/**
 * The channel of the database's change notifications (the `users` and `sessions` triggers of the
 * migration): each carries the id of the account whose row or session changed.
 */
export const SESSION_CHANGES_CHANNEL = 'quire_session_change';

/** Without a session cache nothing needs telling. */
export const NO_SESSION_CHANGES: SessionChanges = { session() {}, user() {}, all() {} };

/** The most entries kept (the least recently used leave first). */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;
/**
 * How long an entry is trusted at most. Changes made anywhere reach the cache sooner: this process's
 * writes evict at once, other processes' through the database's notifications (a trigger on
 * `users` and `sessions`); the age bounds what a lost notification could leave.
 */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;

interface Entry {
  found: SessionWithUser;
  at: number;
}

/**
 * The signed-in request's session look-up, kept in this process (decision 060): a request whose
 * session is cached runs no statement for it. The cache is off until the database's change
 * notifications are being received (`setEnabled(true)`), and off again, and emptied, whenever they
 * stop: without them another process's sign-out could not reach it.
 *
 * A read that began before a change finished must not be kept: every eviction moves `generation`
 * on, and a loaded row is kept only if no eviction happened while it was read.
 */
export function createSessionCache(clock: () => number = Date.now) {
  const byToken = new Map<string, Entry>();
  // The tokens cached for a session's key and for an account, so an eviction finds them at once.
  const tokenOfKey = new Map<string, string>();
  const tokensOfUser = new Map<string, Set<string>>();
  let enabled = false;
  let generation = 0;

  const drop = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    tokenOfKey.delete(entry.found.session.idHash);
    const ofUser = tokensOfUser.get(entry.found.user.id);
    ofUser?.delete(token);
    if (ofUser?.size === 0) tokensOfUser.delete(entry.found.user.id);
  };
  const keep = (token: string, found: SessionWithUser) => {
    byToken.set(token, { found, at: clock() });
    tokenOfKey.set(found.session.idHash, token);
    const ofUser = tokensOfUser.get(found.user.id) ?? new Set<string>();
    ofUser.add(token);
    tokensOfUser.set(found.user.id, ofUser);
  };
  const clear = () => {
    generation++;
    byToken.clear();
    tokenOfKey.clear();
    tokensOfUser.clear();
  };

  return {
    get enabled() {
      return enabled;
    },
    get size() {
      return byToken.size;
    },

    /** On when notifications arrive; off (and emptied) when they stop. */
    setEnabled(on: boolean): void {
      clear();
      enabled = on;
    },

    /**
     * The session of a cookie's token hash: from the cache when a fresh entry is there (`cached`
     * true), else from `load`, kept for the next request unless a change came in meanwhile.
     */
    async read(
      tokenHash: string,
      load: () => Promise<SessionWithUser | null>,
    ): Promise<{ found: SessionWithUser | null; cached: boolean }> {
      const entry = enabled ? byToken.get(tokenHash) : undefined;
      if (entry && clock() - entry.at <= SESSION_CACHE_MAX_AGE_MS) {
        // Most recently used last: the oldest leave first when the cache is full.
        byToken.delete(tokenHash);
        byToken.set(tokenHash, entry);
        return { found: entry.found, cached: true };
      }
      if (entry) drop(tokenHash);
      const started = generation;
      const found = await load();
      if (found && enabled && generation === started) {
        keep(tokenHash, found);
        if (byToken.size > SESSION_CACHE_MAX_ENTRIES) {
          const oldest = byToken.keys().next().value;
          if (oldest !== undefined) drop(oldest);
        }
      }
      return { found, cached: false };
    },

    /** The session of `key` (its id hash) changed or ended. */
    session(key: string): void {
      generation++;
      const token = tokenOfKey.get(key);
      if (token !== undefined) drop(token);
    },
    /** The account changed, or its sessions did. */
    user(userId: string): void {
      generation++;
      for (const token of [...(tokensOfUser.get(userId) ?? [])]) drop(token);
    },
    all: clear,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
