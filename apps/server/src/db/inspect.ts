import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../config';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * What a backup's manifest says about a database (decision 049): how many accounts, books, files
 * and orders it holds, and how far it is migrated. Read from the dumped database itself, so the
 * figures are those of the backup, not of the running server a moment later.
 */
export interface DatabaseFacts {
  counts: { accounts: number; books: number; files: number; orders: number };
  /** How many of the committed migrations were applied, and the last one's tag (null when unknown). */
  migrations: { applied: number; latest: string | null };
  /** PostgreSQL's version (`server_version`). */
  postgres: string;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations of this build, oldest first (drizzle-kit's journal). */
export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export async function inspectDatabase(db: Db): Promise<DatabaseFacts> {
  const [counts] = rowsOf<{ accounts: number; books: number; files: number; orders: number }>(
    await db.execute(sql`select
      (select count(*) from users)::int as accounts,
      (select count(*) from projects)::int as books,
      (select count(*) from project_files)::int as files,
      (select count(*) from orders)::int as orders`),
  );
  const [applied] = rowsOf<{ n: number; latest: string | null }>(
    await db.execute(
      sql`select count(*)::int as n, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    ),
  );
  const [version] = rowsOf<{ server_version: string }>(await db.execute(sql`show server_version`));
  const latestWhen = applied?.latest ? Number(applied.latest) : null;
  const latest = migrationJournal().find((e) => e.when === latestWhen)?.tag ?? null;
  return {
    counts: {
      accounts: Number(counts?.accounts ?? 0),
      books: Number(counts?.books ?? 0),
      files: Number(counts?.files ?? 0),
      orders: Number(counts?.orders ?? 0),
    },
    migrations: { applied: Number(applied?.n ?? 0), latest },
    postgres: version?.server_version ?? 'unknown',
  };
}

/** Writes every dirty page and the WAL out, so a dump taken next needs little recovery when opened. */
export async function checkpoint(db: Db): Promise<void> {
  await db.execute(sql`checkpoint`);
}
