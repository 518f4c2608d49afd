/**
 * The server time (spec 3 §7): every response carries `x-server-time` (epoch ms); the client
 * keeps offset = serverTime - Date.now() and reads "now" as Date.now() + offset.
 */
export function serverTimeOffset(
  serverTime: number | string | null | undefined,
  clientNow: number,
): number | null {
  if (serverTime === null || serverTime === undefined || serverTime === '') return null;
  const ms = typeof serverTime === 'number' ? serverTime : Number(serverTime);
  return Number.isFinite(ms) ? ms - clientNow : null;
}

export interface ServerClock {
  /** Records the server time of a response; ignores a missing or malformed header value. */
  update(serverTime: number | string | null | undefined): void;
  /** serverTime - Date.now() from the last valid response, 0 before any. */
  offset(): number;
  /** The server's current time in epoch ms. */
  now(): number;
}

/** A clock that follows the server's time; `clientNow` is injectable for tests. */
export function createServerClock(clientNow: () => number = Date.now): ServerClock {
  let current = 0;
  return {
    update(serverTime) {
      const next = serverTimeOffset(serverTime, clientNow());
      if (next !== null) current = next;
    },
    offset: () => current,
    now: () => clientNow() + current,
  };
}
