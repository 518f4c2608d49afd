import type { TestProject } from 'vitest/node';
import { embeddedOptions } from '../src/db/client';
import { makeClusterTemplate } from '../src/db/pglite-template';
import { makeMigratedDump } from './pglite-dump';
import { makePostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's PostgreSQL database is copied from (postgres-template.ts). */
    postgresTemplate: string;
  }
}

/**
 * Once per server-test run: on PGlite, the migrated dump every test file's database starts from,
 * and the cluster template that the real servers some files start copy into their data directory
 * (as the build makes it for production; without it each of those starts runs PGlite's initdb);
 * on PostgreSQL, the migrated template database, dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<void | (() => Promise<void>)> {
  if (process.env.QUIRE_TEST_DB !== 'postgres') {
    await makeClusterTemplate(embeddedOptions());
    await makeMigratedDump();
    return;
  }
  const template = await makePostgresTemplate();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
