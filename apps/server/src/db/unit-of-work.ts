import type { Db } from './client';

declare const inTransaction: unique symbol;

/**
 * A database handle inside an open transaction. Only `withTransaction` makes one, so a method that
 * asks for a `Tx` (to write in its caller's transaction) cannot be handed the bare database by
 * mistake. It is a `Db`, so a repository built on it works unchanged.
 */
export type Tx = Db & { readonly [inTransaction]: true };

/**
 * One use case, one transaction (docs/decisions/017-unit-of-work-and-module-split.md).
 *
 * A service receives the unit of work of its own module's repositories from the composition root
 * (`services.ts`). Reads and single writes use `repos`; a use case that writes more than once runs
 * in `withTransaction`, whose repositories are bound to the transaction, so a failure half-way
 * leaves nothing behind. A use case that spans modules hands its `tx` to the other module's service,
 * which joins it through `withTransaction(work, tx)` (or `bound(tx)`): the same transaction, typed,
 * with no cast crossing a module boundary.
 */
export interface UnitOfWork<R> {
  /** The repositories on the database itself, outside any transaction. */
  readonly repos: R;
  /**
   * Runs `work` in one transaction with repositories bound to it and answers what it answers; the
   * transaction commits when `work` resolves and rolls back when it throws. Given `within`, the
   * caller's transaction, it joins that one instead of opening another.
   */
  withTransaction<T>(work: (repos: R, tx: Tx) => Promise<T>, within?: Tx): Promise<T>;
  /** The repositories bound to a caller's transaction. */
  bound(tx: Tx): R;
}

/** Opens transactions on `db`; `bind` builds the module's repositories on a database or transaction. */
export function createUnitOfWork<R>(db: Db, bind: (db: Db) => R): UnitOfWork<R> {
  return {
    repos: bind(db),
    withTransaction(work, within) {
      if (within) return work(bind(within), within);
      // The one place a Drizzle transaction becomes a Tx.
      return db.transaction((tx) => work(bind(tx), tx as unknown as Tx));
    },
    bound: (tx) => bind(tx),
  };
}
