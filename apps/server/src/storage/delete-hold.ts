/**
 * Deletions of local objects can be held for a while (decision 049): a backup holds them from just
 * before it dumps the database until it has linked every stored object, so an object the dumped
 * database still names cannot disappear before it is in the backup. A delete asked for meanwhile
 * waits (a few seconds at most) and then runs; nothing else about deleting changes.
 *
 * Process-wide on purpose: the embedded mode is one process, and every local store in it shares
 * the one data directory.
 */
let holds = 0;
let running = 0;
let released: Promise<void> = Promise.resolve();
let release: () => void = () => {};
let idleWaiters: Array<() => void> = [];

/** Runs a delete now, or once every hold is released. */
export async function deleting<T>(remove: () => Promise<T>): Promise<T> {
  while (holds > 0) await released;
  running += 1;
  try {
    return await remove();
  } finally {
    running -= 1;
    if (running === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }
}

/**
 * Holds deletions: resolves once the deletes already running have finished, with the function that
 * releases the hold (calling it twice releases once).
 */
export async function holdDeletes(): Promise<() => void> {
  if (holds === 0) released = new Promise<void>((resolve) => (release = resolve));
  holds += 1;
  let done = false;
  const releaseThis = () => {
    if (done) return;
    done = true;
    holds -= 1;
    if (holds === 0) release();
  };
  try {
    while (running > 0) await new Promise<void>((wake) => idleWaiters.push(wake));
  } catch (error) {
    releaseThis();
    throw error;
  }
  return releaseThis;
}
