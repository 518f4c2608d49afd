import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What a listener hears: each notification's payload, and whether notifications are arriving. */
export interface NotificationListener {
  message(payload: string): void;
  /** True once listening; false while the connection is lost (nothing can be heard then). */
  connected(up: boolean): void;
}

/** Listens on a channel until the answered function is called. */
export type Listen = (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;

/** First wait before listening again after a lost connection; it doubles up to the second value. */
const RETRY_MS = [250, 10_000] as const;

/** A channel name as PostgreSQL's LISTEN takes it (a quoted identifier). */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on PostgreSQL: a connection of its own (a pooled one would be handed to other queries),
 * opened again after it is lost, with `connected(false)` meanwhile. `settle` runs a statement on it:
 * PostgreSQL sends a connection its notifications before it answers, so once it returns every
 * notification committed before it was called has been heard.
 */
export function postgresListen(
  Client: typeof pg.Client,
  url: string,
  connectTimeoutMs: number,
): { listen: Listen; settle: () => Promise<void> } {
  const open = new Set<pg.Client>();
  const listen: Listen = async (channel, listener) => {
    let current: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    let wait: number = RETRY_MS[0];

    const lost = (client: pg.Client) => {
      if (!open.delete(client)) return;
      client.end().catch(() => {});
      if (current === client) {
        current = null;
        listener.connected(false);
      }
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, wait);
      retry.unref();
      wait = Math.min(wait * 2, RETRY_MS[1]);
    };

    const connect = async () => {
      if (stopped) return;
      const client = new Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
      open.add(client);
      client.on('notification', (n) => {
        if (n.channel === channel) listener.message(n.payload ?? '');
      });
      client.on('error', () => lost(client));
      client.on('end', () => lost(client));
      try {
        await client.connect();
        await client.query(`listen ${quoted(channel)}`);
      } catch {
        lost(client);
        return;
      }
      if (stopped) {
        open.delete(client);
        await client.end().catch(() => {});
        return;
      }
      current = client;
      wait = RETRY_MS[0];
      listener.connected(true);
    };

    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        open.delete(client);
        listener.connected(false);
        await client.end().catch(() => {});
      }
    };
  };
  const settle = async () => {
    await Promise.all([...open].map((c) => c.query('select 1').catch(() => {})));
  };
  return { listen, settle };
}

/**
 * LISTEN on PGlite: one process, so nothing is lost; PGlite hands a statement's notifications to
 * its listeners before the statement's promise settles.
 */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, listener) => {
    const unsubscribe = await client.listen(channel, (payload) => listener.message(payload));
    listener.connected(true);
    return async () => {
      listener.connected(false);
      await unsubscribe().catch(() => {});
    };
  };
}
