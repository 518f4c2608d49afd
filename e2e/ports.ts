/**
 * The ports of the shared servers the walks browse (playwright.config.ts starts them): one per
 * worker slot, so one worker's walks never change what another's see. With E2E_WORKERS walks at
 * once there is one slot more (for the walks that mostly wait, see playwright.config.ts), and a walk
 * may land in any slot, so each slot has a server of its own: E2E_PORT, then every 50 ports.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
/** How many walks run at once (the waiting ones run beside them in a slot of their own). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/** Every worker slot's shared server. */
export const SHARED_PORTS = Array.from(
  { length: E2E_WORKERS > 1 ? E2E_WORKERS + 1 : 1 },
  (_, i) => FIRST_PORT + 50 * i,
);

/** The shared server a worker (by its parallel index) browses. */
export function portOfWorker(parallelIndex: number): number {
  return SHARED_PORTS[parallelIndex % SHARED_PORTS.length] ?? FIRST_PORT;
}
