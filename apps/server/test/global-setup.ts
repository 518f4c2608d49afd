import type { TestProject } from 'vitest/node';
import { embeddedOptions } from '../src/db/client';
import { makeClusterTemplate } from '../src/db/pglite-template';
import { makeMigratedDump } from './pglite-dump';
import { makePostgresTemplate } from './postgres-template';
import { makeSeededDump, makeSeededPostgresTemplate, type SeededTemplate } from './seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's PostgreSQL database is copied from (postgres-template.ts). */
    postgresTemplate: string;
    /** The run's seeded database and files (seeded-template.ts); undefined where none was made. */
    seededTemplate: SeededTemplate | undefined;
  }
}

/**
 * Once per server-test run: on PGlite, the migrated dump, and the cluster template that the real
 * servers some files start copy into their data directory (as the build makes it for production;
 * without it each of those starts runs PGlite's initdb); on PostgreSQL, the migrated template
 * database. Then, on either, the seeded template most test files' databases are copied from
 * (seeded-template.ts, decision 071). What is made for the run alone is removed when it ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.QUIRE_TEST_DB !== 'postgres') {
    await makeClusterTemplate(embeddedOptions());
    await makeMigratedDump();
    const seeded = await makeSeededDump();
    project.provide('seededTemplate', seeded.template);
    return seeded.drop;
  }
  const migrated = await makePostgresTemplate();
  project.provide('postgresTemplate', migrated.name);
  const seeded = await makeSeededPostgresTemplate(migrated.name);
  project.provide('seededTemplate', seeded.template);
  return async () => {
    await seeded.drop();
    await migrated.drop();
  };
}
