import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Reads that do not depend on each other: side by side on the database (the pool lends each its
 * own connection), one after another in a transaction, whose one connection takes one query at a
 * time (node-postgres deprecates queuing a second query on a busy client, and pg 9 refuses it).
 * Drizzle's queries start when awaited, so the caller passes them unstarted.
 */
export async function readTogether<const T extends readonly PromiseLike<unknown>[]>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  type Answers = { -readonly [K in keyof T]: Awaited<T[K]> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads)) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read);
  return answers as Answers;
}
