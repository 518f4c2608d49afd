/**
 * The ports of the shared servers the walks browse (playwright.config.ts starts them): worker 0
 * browses the first, worker 1 the second, so one worker's walks never change what the other's see.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
export const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? FIRST_PORT + 50);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The shared server a worker (by its parallel index) browses. */
export function portOfWorker(parallelIndex: number): number {
  return E2E_WORKERS > 1 && parallelIndex % 2 === 1 ? SECOND_PORT : FIRST_PORT;
}
