import { makeMigratedDump } from './pglite-dump';

/** Once per server-test run, on PGlite: the migrated dump every test file's database starts from. */
export default async function setup(): Promise<void> {
  if (process.env.QUIRE_TEST_DB !== 'postgres') await makeMigratedDump();
}
